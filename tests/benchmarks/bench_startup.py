"""Whole-process start-up and peak memory: `python -m gm_desk` on a full data folder against bare Qt.

Each run is a fresh process. The app runs with GM_DESK_BENCH_EXIT=1 (see gm_desk/app.py), which makes
it print the CLOCK_MONOTONIC time of two paints: its main window's first (the frame: menus, toolbar,
docks), and the first once the data is loaded (the demo encounter on the map, 10,000 creatures in the
bestiary); then it quits. The baseline is a tiny script doing QApplication + QMainWindow +
QGraphicsView with 50 items, shown, painted once, quit, and printing the same line. A start-up figure
is the time from just before the spawn to that paint (both clocks are CLOCK_MONOTONIC); peak memory is
the child's own VmHWM once loaded (getrusage would not do: a spawned child's ru_maxrss starts at its
parent's peak).
A second reference, `SKELETON`, is what the libraries cost before any GM Desk code: the same Qt window's
shape (a map of 50 items, five docks with a few dozen widgets, two of them tabbed, a menu of 60 actions,
a toolbar) over peewee on the same data file (quick_check, then the 10,000 creatures read into a table
model), with the `Qt` namespace touched as any real window touches it. It is not a target: it says how much
of "until usable" the app's own code could still win back. A third reference (`start_classes`) counts
what each of the three spends creating classes, a cost paid per class made: dataclasses, and the enum
types PySide makes for each Qt class when the class is first imported.
Runs of the three alternate, so load from other work on the machine falls on all alike; the figures are
medians. Both may cache bytecode (in a private PYTHONPYCACHEPREFIX, filled by an uncounted first run),
as an installed app does; with PYTHONDONTWRITEBYTECODE every start would compile every module again.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from gm_desk.paths import database_path
from tests.benchmarks.report import Row
from tests.benchmarks.start_classes import count_classes

PROJECT_ROOT = Path(__file__).resolve().parents[2]
# The PyInstaller bundle the packaging tests build (packaging/build.py); built here when it is missing or
# out of date (half a minute to a few minutes: build.py reuses it while its inputs are unchanged), unless
# GM_DESK_BENCH_NO_BUILD=1.
BUNDLE = PROJECT_ROOT / "dist" / "gm-desk" / "gm-desk"
NO_BUILD_ENV = "GM_DESK_BENCH_NO_BUILD"
CREATURES = 10_000
RUNS = 7
MARK = "gm-desk-bench: "

# The end of both reference scripts: show `window`, say when it is first painted (and the peak memory
# then) in the app's words, quit.
AT_FIRST_PAINT = f"""def report():
    status = Path("/proc/self/status").read_text().splitlines()
    peak = next(line.split()[1] for line in status if line.startswith("VmHWM:"))
    print(f"{MARK}shown {{time.monotonic():.6f}} {{peak}}", flush=True)
    app.quit()

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, report)
        return False

window.installEventFilter(FirstPaint(window))
window.show()
sys.exit(app.exec())
"""

# The start of both reference scripts: the application and a window around a map of 50 items.
MAP_WINDOW = """app = QApplication(sys.argv[:1])
window = QMainWindow()
scene = QGraphicsScene()
for i in range(50):
    scene.addRect(i * 30, (i % 7) * 30, 24, 24)
window.setCentralWidget(QGraphicsView(scene))
"""

BARE_QT = f"""
import sys, time
from pathlib import Path
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

{MAP_WINDOW}window.resize(1280, 800)

{AT_FIRST_PAINT}"""


SKELETON = f"""
import sys, time
from pathlib import Path
import peewee
from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication, QDockWidget, QGraphicsScene, QGraphicsView, QLabel, QListWidget, QMainWindow,
    QPushButton, QTableView, QVBoxLayout, QWidget,
)

db = peewee.SqliteDatabase(sys.argv[1], pragmas={{"journal_mode": "wal"}})
db.connect()
db.execute_sql("PRAGMA quick_check").fetchall()
rows = db.execute_sql("SELECT id, name, ruleset FROM creature ORDER BY name").fetchall()

class Rows(QAbstractTableModel):
    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(rows)
    def columnCount(self, parent=QModelIndex()):
        return 3
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        return str(rows[index.row()][index.column()]) if role == Qt.ItemDataRole.DisplayRole else None

{MAP_WINDOW}menu = window.menuBar().addMenu("&File")
for i in range(60):
    menu.addAction(QAction(f"Action {{i}}", window))
window.addToolBar("Main").addAction(QAction("Next", window))
docks = []
for name, area in (
    ("Initiative", Qt.DockWidgetArea.RightDockWidgetArea), ("Combat", Qt.DockWidgetArea.RightDockWidgetArea),
    ("Bestiary", Qt.DockWidgetArea.LeftDockWidgetArea), ("Log", Qt.DockWidgetArea.BottomDockWidgetArea),
    ("History", Qt.DockWidgetArea.BottomDockWidgetArea),
):
    dock = QDockWidget(name, window)
    if name == "Bestiary":
        table = QTableView()
        table.setModel(Rows())
        dock.setWidget(table)
    else:
        body = QWidget()
        layout = QVBoxLayout(body)
        for j in range(8):
            layout.addWidget(QLabel(f"{{name}} {{j}}"))
            layout.addWidget(QPushButton("Do"))
        layout.addWidget(QListWidget())
        dock.setWidget(body)
    window.addDockWidget(area, dock)
    docks.append(dock)
window.tabifyDockWidget(docks[3], docks[4])
window.resize(1280, 800)

{AT_FIRST_PAINT}"""


def prepare_data(folder: Path) -> int:
    """A data folder as a GM who has used GM Desk for a while has it: the shipped packs and the demo
    campaign from the first run, and creatures up to 10,000 in all. Returns the creature count."""
    from gm_desk.paths import resource_root
    from gm_desk.store import count_creatures, database_path, open_store, seed_if_empty
    from gm_desk.store.intake.packs import import_pack_file
    from tests.benchmarks.bench_store import creature

    store = open_store(database_path(folder))
    try:
        seed_if_empty(store, resource_root() / "bestiary")
        missing = CREATURES - count_creatures()
        if missing > 0:
            import tomli_w

            pack = folder.parent / "horde.toml"
            body = {
                "pack": {"name": "Benchmark horde", "ruleset": "glowlands", "format": 1},
                "creatures": [creature(i) for i in range(missing)],
            }
            pack.write_bytes(tomli_w.dumps(body).encode())
            import_pack_file(pack)
        return count_creatures()
    finally:
        store.close()


def ensure_bundle() -> tuple[bool, str]:
    """Whether the bundle is there to time, and what to say about it in the row's note. packaging/build.py
    builds it when it is missing or older than its inputs (the sources, packs, resources...) and reuses
    it otherwise (a second or two), so the row times the code being measured, not an earlier build."""
    if os.environ.get(NO_BUILD_ENV) == "1":
        if BUNDLE.exists():
            return True, f"{NO_BUILD_ENV}=1: the bundle as it was built, maybe from older code"
        return False, (
            f"not measured: dist/gm-desk is not built and {NO_BUILD_ENV}=1 (packaging/build.py bundle builds "
            "it: a few minutes, once)"
        )
    missing = not BUNDLE.exists()
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, str(PROJECT_ROOT / "packaging" / "build.py"), "bundle"],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
    )
    spent = time.monotonic() - start
    if done.returncode != 0 or not BUNDLE.exists():
        why = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
        return False, f"not measured: building the bundle failed after {spent:.0f} s ({why[0]})"
    if "reusing" in done.stdout + done.stderr:
        return True, ""
    was = "missing" if missing else "older than its inputs"
    return True, f"the bundle was {was} and was built for this run ({spent:.0f} s)"


def run_once(args: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """One process: seconds from the spawn to its first paint and to its last reported paint (the
    same for the baseline), and its peak RSS in MiB then."""
    start = time.monotonic()
    child = subprocess.Popen(
        args, cwd=PROJECT_ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    out, err = child.communicate(timeout=120)
    # communicate() has reaped the child: its rusage went into RUSAGE_CHILDREN, which only keeps
    # the largest peak, so the child's own peak comes from its printed line (getrusage of itself).
    stages = [line.split() for line in out.splitlines() if line.startswith(MARK)]
    if child.returncode != 0 or not stages:
        raise RuntimeError(f"{args} did not report its first paint (exit {child.returncode}):\n{err}")
    first, last = float(stages[0][2]) - start, float(stages[-1][2]) - start
    return first, last, int(stages[-1][3]) / 1024


def measure() -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="gm-desk-bench-start-") as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env |= {
            "QT_QPA_PLATFORM": "offscreen",
            "QT_LOGGING_RULES": "qt.qpa.*=false",
            "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pycache"),
        }
        data = Path(tmp) / "data"
        data.mkdir()
        count = prepare_data(data)
        app = [sys.executable, "-m", "gm_desk", "--data-dir", str(data)]
        bare = [sys.executable, "-c", BARE_QT]
        skeleton = [sys.executable, "-c", SKELETON, str(database_path(data))]
        app_env = {**env, "GM_DESK_BENCH_EXIT": "1"}
        run_once(app, app_env)  # the first start compiles and writes the window settings; not counted
        run_once(bare, env)
        run_once(skeleton, env)
        ours, base, bundled, bones = [], [], [], []
        installed, built = ensure_bundle()
        if installed:
            run_once([str(BUNDLE), "--data-dir", str(data)], app_env)  # its first start unpacks nothing
        for _ in range(RUNS):
            ours.append(run_once(app, app_env))
            base.append(run_once(bare, env))
            bones.append(run_once(skeleton, env))
            if installed:
                bundled.append(run_once([str(BUNDLE), "--data-dir", str(data)], app_env))
        # What of the gap is class creation (see start_classes): counted in separate starts, as counting
        # slows each class a little.
        classes = {
            "app": count_classes(sys.executable, app[1:], app_env, PROJECT_ROOT),
            "skeleton": count_classes(sys.executable, skeleton[2:], env, PROJECT_ROOT),
            "bare": count_classes(sys.executable, bare[2:], env, PROJECT_ROOT),
        }
    shown = statistics.median(first for first, _, _ in ours)
    ready = statistics.median(last for _, last, _ in ours)
    base_start = statistics.median(first for first, _, _ in base)
    skeleton_ready = statistics.median(last for _, last, _ in bones)
    peak = statistics.median(m for _, _, m in ours)
    peak_base = statistics.median(m for _, _, m in base)

    def spread(values: list[float]) -> str:
        return f"{min(values) * 1e3:.0f}-{max(values) * 1e3:.0f} ms"

    baseline = "bare QApplication + QMainWindow + QGraphicsView (50 items) process"
    if bundled:
        installed_ready = statistics.median(last for _, last, _ in bundled)
        installed_row = Row(
            "the installed program (PyInstaller bundle): start until usable",
            installed_ready * 1e3,
            "ms",
            baseline,
            base_start * 1e3,
            "within 2x (aim 1.5x)",
            installed_ready < 2 * base_start,
            note=f"dist/gm-desk/gm-desk on the same data; median of {RUNS}, spread "
            + spread([x for _, x, _ in bundled])
            + (f"; {built}" if built else ""),
        )
    else:
        installed_row = Row(
            "the installed program (PyInstaller bundle): start until usable",
            0.0,
            "ms",
            target="within 2x (aim 1.5x)",
            met=None,
            note=built,
        )
    return [
        installed_row,
        Row(
            f"cold start to the main window shown ({count} creatures, demo)",
            shown * 1e3,
            "ms",
            baseline,
            base_start * 1e3,
            "within 1.5x",
            shown < 1.5 * base_start,
            note=f"the frame's first paint; median of {RUNS} fresh processes, spread "
            + spread([first for first, _, _ in ours]),
        ),
        Row(
            "cold start until usable (demo on the map, bestiary listed)",
            ready * 1e3,
            "ms",
            baseline,
            base_start * 1e3,
            "within 2x (aim 1.5x)",
            ready < 2 * base_start,
            note=f"the first paint after the load; median of {RUNS}, spread "
            + spread([last for _, last, _ in ours]),
        ),
        Row(
            "reference: the libraries alone, in a window of the same shape (no GM Desk code)",
            skeleton_ready * 1e3,
            "ms",
            baseline,
            base_start * 1e3,
            "none (what the app's own code adds is the row above minus this one)",
            None,
            note="peewee on the same file (quick_check, 10,000 creatures read into a table), the Qt "
            f"namespace, five docks, a map of 50 items, 60 menu actions; median of {RUNS}, spread "
            + spread([last for _, last, _ in bones]),
        ),
        Row(
            "reference: class creation until usable (dataclasses, PySide's enum types)",
            classes["app"].made_ms,
            "ms",
            "the same in the libraries-alone reference",
            classes["skeleton"].made_ms,
            "none (paid per class made, not per line run)",
            None,
            note="; ".join(f"{who}: {counted.words()}" for who, counted in classes.items())
            + "; medians of 3 starts each, counted apart from the timed ones",
        ),
        Row(
            "peak memory with the above loaded",
            peak,
            "MB",
            "the bare Qt process",
            peak_base,
            "< 150 MB",
            peak < 150,
            note="peak RSS (MiB) of the process up to the loaded window's first paint",
        ),
    ]
