"""A start in two steps: the window's frame first (nothing heavy imported), then the data behind it."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

from PySide6.QtWidgets import QWidget

from gm_desk.ui.first_paint import after_first_paint
from gm_desk.ui.main_window import MainWindow
from tests.conftest import PROJECT_ROOT

HEAVY = ["peewee", "pydantic", "d20", "gm_desk.store", "gm_desk.rules.engine", "gm_desk.ui.session"]


def run_app(data_dir: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gm_desk", "--data-dir", str(data_dir)],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
    )


def test_the_frame_needs_nothing_heavy() -> None:
    """What the app imports before its first paint: Qt and the frame, not the store or the engine."""
    probe = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "import gm_desk.app, gm_desk.paths, gm_desk.ui.first_paint, gm_desk.ui.main_window\n"
        f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_frame_has_its_docks_and_menus_but_no_panels_until_loaded(qtbot, data_dir: Path, store) -> None:
    window = MainWindow(data_dir=data_dir)
    qtbot.addWidget(window)
    docks = [window.initiative_dock, window.combat_dock, window.bestiary_dock, window.log_dock]
    assert [dock.widget() for dock in docks] == [None] * 4
    assert not window.loaded and window.session is None
    assert window.centralWidget() is window.placeholder
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&File", "&Edit", "E&ncounter", "&View", "&Help"]
    # Nothing that needs the data file can be triggered yet: no slot would find its panel.
    assert not any(action.isEnabled() for action in window.actions_.needing_data())
    assert window.actions_.quit.isEnabled() and window.actions_.about.isEnabled()

    window.show_progress("Setting up your data file…")
    assert window.placeholder.text() == "Setting up your data file…"

    from gm_desk.store.seed import seed_if_empty

    seed_if_empty(store, PROJECT_ROOT / "bestiary")
    window.load(store)
    window.show_progress("too late")  # once loaded there is nothing to say it in, and no error

    assert window.loaded and window.session is not None
    assert window.centralWidget() is window.canvas
    assert window.initiative_dock.widget() is window.initiative
    assert window.bestiary_dock.widget() is window.bestiary
    assert window.creature_count() > 0
    assert window.actions_.next is window.initiative.next_action
    assert window.actions_.open_encounter.isEnabled() and window.actions_.fit.isEnabled()


def test_a_window_is_loaded_once(qtbot, data_dir: Path, store) -> None:
    from gm_desk.store.seed import seed_if_empty

    seed_if_empty(store, PROJECT_ROOT / "bestiary")
    window = MainWindow(store)
    qtbot.addWidget(window)
    try:
        window.load(store)
    except RuntimeError as refused:
        assert "already loaded" in str(refused)
    else:
        raise AssertionError("a second load must be refused")


def test_the_load_waits_for_the_first_paint(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    calls: list[bool] = []
    after_first_paint(widget, lambda: calls.append(widget.isVisible()))
    qtbot.wait(50)
    assert calls == []  # never shown, never painted, no fallback: nothing yet
    widget.show()
    qtbot.waitUntil(lambda: calls == [True])
    widget.update()
    qtbot.wait(50)
    assert calls == [True]  # once only


def test_a_window_never_painted_loads_after_the_fallback(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    calls: list[str] = []
    after_first_paint(widget, lambda: calls.append("loaded"), fallback_ms=30)
    qtbot.waitUntil(lambda: calls == ["loaded"])
    widget.show()  # a paint after the fallback ran does not run it again
    qtbot.wait(80)
    assert calls == ["loaded"]


def test_start_up_reports_the_frame_before_the_loaded_window(data_dir: Path) -> None:
    done = run_app(data_dir, GM_DESK_BENCH_EXIT="1")
    assert done.returncode == 0, done.stderr
    stages = [line.split() for line in done.stdout.splitlines() if line.startswith("gm-desk-bench: ")]
    assert [stage[1] for stage in stages] == ["shown", "ready"]
    assert float(stages[0][2]) < float(stages[1][2])


def test_a_data_file_from_a_newer_gm_desk_ends_the_start_with_code_2_and_is_not_touched(
    data_dir: Path, store
) -> None:
    path = Path(store.path)
    store.close()
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("PRAGMA user_version = 99")
    before = hashlib.sha256(path.read_bytes()).hexdigest()

    done = run_app(data_dir)

    assert done.returncode == 2, done.stderr
    assert "newer version of GM Desk" in done.stderr
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_a_start_from_the_frame_lays_the_docks_out_as_a_window_built_whole(
    qtbot, data_dir: Path, store
) -> None:
    """The frame restores the GM's dock layout; the panels arriving afterwards must not undo it."""
    from gm_desk.store.seed import seed_if_empty

    seed_if_empty(store, PROJECT_ROOT / "bestiary")

    def start(staged: bool) -> tuple[int, ...]:
        window = MainWindow(data_dir=data_dir) if staged else MainWindow(store)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        if staged:
            qtbot.wait(20)
            window.load(store)
        # The docks settle once the queued layout requests are done (on a busy machine, after 50 ms
        # or more): what counts is where they come to rest, sampled until two looks agree.
        sizes: tuple[int, ...] = ()
        for _ in range(40):
            qtbot.wait(50)
            now = (window.bestiary_dock.width(), window.log_dock.height(), window.initiative_dock.width())
            if now == sizes:
                break
            sizes = now
        window.close()  # saves the layout for the next start
        return sizes

    start(staged=False)  # the first start: its layout is saved
    whole = start(staged=False)
    staged = start(staged=True)
    # The filled combat log alone would otherwise take about half the window's height.
    assert all(abs(a - b) <= 12 for a, b in zip(staged, whole, strict=True)), (whole, staged)


# Made after the loaded window's first paint (`MainWindow.finish_load`) or when first shown, never
# before the ready paint: the players' window, the turn timer, the manual and F1, the map menu's
# extras, and the combat panel's Action and Combatant forms (the demo opens on the Attack tab); the
# kinds of prep edit; the dice roller (its dock is hidden at start).
NOT_AT_READY = [
    "gm_desk.ui.dice_roller",
    "gm_desk.rules.dice_odds",
    "gm_desk.ui.player_view",
    "gm_desk.ui.turn_timer",
    "gm_desk.ui.help",
    "gm_desk.ui.blast_aim",
    "gm_desk.ui.prep.notes_dialog",
    "gm_desk.ui.combat.command_form",
    "gm_desk.ui.combat.combatant_card",
    # The prep edits load with the first one (or a token's menu); the badge asks `sides_of` alone.
    "gm_desk.rules.prep.zones",
    "gm_desk.rules.prep.roster",
    "gm_desk.rules.prep.quick_roster",
    "gm_desk.rules.prep.scene",
]


# What only a later step uses (a file's save, a date, a dialog, a message box) is not loaded for the
# frame's paint; a message box is not made for the loaded window's either (a failure's words only).
NOT_AT_SHOWN = ["json", "html", "datetime"]
QT_TYPES_NOT_AT_SHOWN = ["QMessageBox", "QFileDialog", "QDialog", "QListWidgetItem"]
QT_TYPES_NOT_AT_READY = ["QMessageBox"]


def test_the_ready_paint_needs_none_of_what_is_not_on_the_screen(data_dir: Path) -> None:
    """A start on the demo (Glowlands, on its Attack tab) is painted loaded without these modules."""
    probe = (
        "import sys\n"
        "import gm_desk.app as app\n"
        "said = app.bench_report\n"
        "def report(stage, quit_app=False):\n"
        "    made = vars(sys.modules['PySide6.QtWidgets'])\n"
        "    if stage == 'shown':\n"
        f"        print('at shown:', sorted(m for m in {NOT_AT_SHOWN!r} if m in sys.modules))\n"
        f"        print('made at shown:', [c for c in {QT_TYPES_NOT_AT_SHOWN!r} if c in made])\n"
        "    if stage == 'ready':\n"
        f"        print('made at ready:', [c for c in {QT_TYPES_NOT_AT_READY!r} if c in made])\n"
        f"        print('loaded:', sorted(m for m in {NOT_AT_READY!r} if m in sys.modules))\n"
        "        print('resolved:', 'QWizard' in vars(sys.modules['PySide6.QtWidgets']))\n"
        "        scan = sys.modules['PySide6.support.feature']._mod_uses_pyside\n"
        "        print('scan:', scan.__module__)\n"
        "    said(stage, quit_app=quit_app)\n"
        "app.bench_report = report\n"
        f"sys.exit(app.main(['--data-dir', {str(data_dir)!r}]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "GM_DESK_BENCH_EXIT": "1"},
    )
    assert done.returncode == 0, done.stderr
    assert "loaded: []" in done.stdout.splitlines(), done.stdout
    assert "at shown: []" in done.stdout.splitlines(), done.stdout
    assert "made at shown: []" in done.stdout.splitlines(), done.stdout
    assert "made at ready: []" in done.stdout.splitlines(), done.stdout
    # No plain QWidget handed from C++ before the paint (the views' viewports are made in Python,
    # gm_desk/ui/viewport.py): PySide has not resolved every QWidget class to find its type.
    assert "resolved: False" in done.stdout.splitlines(), done.stdout
    assert "scan: gm_desk.ui.pyside_start" in done.stdout.splitlines()  # no module's source read by PySide
    assert "gm-desk-bench: ready" in done.stdout


def test_a_window_loaded_in_two_steps_ends_up_as_one_loaded_whole(qtbot, data_dir: Path, store) -> None:
    """What `finish_load` adds after the ready paint: the View menu's entries (players' window, turn
    timer, Go to), F1, the map menu's extras; the same as in a window loaded at once."""
    from gm_desk.store.seed import seed_if_empty

    seed_if_empty(store, PROJECT_ROOT / "bestiary")
    whole = MainWindow(store)
    qtbot.addWidget(whole)
    staged = MainWindow(data_dir=data_dir)
    qtbot.addWidget(staged)
    staged.load(store, rest_later=True)
    assert not hasattr(staged, "player_view") and not hasattr(staged, "help_key")
    extras = len(staged.canvas.map_scene.menu_extras)

    staged.finish_load()
    staged.finish_load()  # once only

    def view_entries(window: MainWindow) -> list[str]:
        return [action.text() for action in window.view_menu.actions()]

    assert view_entries(staged) == view_entries(whole)
    assert len(staged.canvas.map_scene.menu_extras) == extras + 4 == len(whole.canvas.map_scene.menu_extras)
    assert staged.help_key is not None and staged.player_view is not None
    assert staged.turn_timer.label.parentWidget() is not None  # in the status bar


def test_the_combat_panels_hidden_tabs_are_made_when_first_shown_and_work(qtbot, data_dir: Path, store) -> None:
    from gm_desk.store.seed import seed_if_empty
    from gm_desk.ui.combat.panel import ACTION_TAB, COMBATANT_TAB

    seed_if_empty(store, PROJECT_ROOT / "bestiary")
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    combat = window.combat
    assert window.session is not None and window.session.state.ruleset == "glowlands"
    assert combat._action is None and combat._card is None  # the demo opens on the Attack tab
    combat.show_tab(ACTION_TAB)
    assert combat._action is not None and combat.action.isVisible()
    assert combat.action.picker.count() > 0  # the legal commands of the open fight, at once
    combat.show_tab(COMBATANT_TAB)
    assert combat._card is not None and combat.card.isVisible()
    chosen = next(iter(window.session.state.combatants))
    combat.show_combatant(chosen)
    assert combat.card.isVisible()
