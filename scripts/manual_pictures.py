"""The manual's pictures, made from the real app: the main window on the first-run demo and the dialogs the
manual shows, grabbed offscreen from the real widgets and saved small in resources/manual/images/.

    python scripts/manual_pictures.py              # write every picture, in English
    python scripts/manual_pictures.py --lang de    # GM Desk in German: resources/manual/de/images/
    python scripts/manual_pictures.py --out DIR    # somewhere else (to look before replacing them)

A translated manual names the same images/... as the English one; the manual window looks for them in its
language's folder first (resources/manual/<code>/images/), else it shows the English pictures.

Run it again when the window or a dialog changes, so the manual's pictures stay true. It starts GM Desk as
a first start does (a throwaway data folder, the bestiary packs, the demo campaign), prepares a fight a
little, plays its first steps, and grabs each window at a fixed size. Nothing of the GM's data is read.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPen  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QWidget  # noqa: E402

OUT = ROOT / "resources" / "manual" / "images"
WIDTH = 640  # the manual's window is 720 wide: a picture fits it without a scroll bar
WINDOW = (1280, 800)  # the size GM Desk's window layout is checked at


def settle(ms: int = 150) -> None:
    """Let the event loop lay out and paint (timers included) for a moment."""
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        QCoreApplication.processEvents()


def wait_for(done: Callable[[], bool], seconds: float = 120) -> None:
    timer = QElapsedTimer()
    timer.start()
    while not done():
        if timer.elapsed() > seconds * 1000:
            raise RuntimeError("gave up waiting")
        QCoreApplication.processEvents()


def save(widget: QWidget, name: str, out: Path, width: int = WIDTH) -> Path:
    """`widget` as it is drawn now, at most `width` pixels wide, as out/name.png."""
    settle()
    image = widget.grab().toImage()
    if image.width() > width:
        image = image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    path = out / f"{name}.png"
    if not image.save(str(path), "PNG", 0):  # 0: the smallest file
        raise RuntimeError(f"could not write {path}")
    print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {path.stat().st_size // 1024} KB")
    return path


def new_dialog(window: QWidget, before: set[QDialog]) -> QDialog:
    """The dialog an action just opened on the window."""
    settle()
    (dialog,) = [d for d in window.findChildren(QDialog) if d.isVisible() and d not in before]
    return dialog


def by_action(window: Any, name: str) -> QDialog:
    before = {d for d in window.findChildren(QDialog) if d.isVisible()}
    getattr(window.actions_, name).trigger()
    return new_dialog(window, before)


def close(dialog: QWidget) -> None:
    dialog.close()
    settle(50)


def parchment(path: Path) -> Path:
    """A plain drawn map for the map picture: paper, a river and a road (no one's artwork)."""
    image = QImage(900, 600, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    paper = QLinearGradient(0, 0, 900, 600)
    paper.setColorAt(0, QColor("#efe2c2"))
    paper.setColorAt(1, QColor("#dcc79a"))
    painter.fillRect(image.rect(), paper)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#7fa7c9"), 28, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPolyline([QPointF(0, 430), QPointF(250, 380), QPointF(480, 470), QPointF(900, 400)])
    painter.setPen(QPen(QColor("#a58a5a"), 10, Qt.PenStyle.DashLine))
    painter.drawPolyline([QPointF(120, 0), QPointF(300, 200), QPointF(620, 260), QPointF(820, 600)])
    painter.setPen(QPen(QColor("#8b7348"), 3))
    for x, y in ((650, 90), (720, 140), (600, 150)):
        painter.drawEllipse(QRectF(x, y, 46, 46))
    painter.end()
    image.save(str(path))
    return path


def make(out: Path, language: str = "en") -> list[Path]:
    from gm_desk.app import Startup
    from gm_desk.rules.events import Command
    from gm_desk.ui.i18n import use_language
    from gm_desk.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(["gm-desk"])
    assert isinstance(app, QApplication)
    use_language(language)  # before any widget is built, as a start does
    made: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="gm-desk-pictures-") as tmp:
        folder = Path(tmp)
        window = MainWindow(data_dir=folder)
        window.resize(*WINDOW)
        window.show()
        settle()
        start = Startup(window, folder)
        start.load()
        if start.exit_code is not None or window.session is None:
            raise RuntimeError("GM Desk did not start on its demo")
        try:
            made += prep_pictures(window, out)
            made += fight_pictures(window, out, Command)
            made += other_pictures(window, out)
        finally:
            window.player_view.close()
            window.close()
            if start.store is not None:
                start.store.close()
    return made


def prep_pictures(window: Any, out: Path) -> list[Path]:
    from gm_desk import store as repo
    from gm_desk.ui.campaigns import CampaignDialog

    made = []
    session = window.session
    campaigns = CampaignDialog(window)
    campaigns.resize(820, 480)
    campaigns.show()
    made.append(save(campaigns, "campaigns", out))
    close(campaigns)

    options = by_action(window, "options")
    options.resize(640, 520)
    made.append(save(options, "options", out))
    close(options)

    roster = by_action(window, "quick_roster")
    foes = [c.name for c in session.state.combatants.values() if c.side != "party"][:2] or ["Goblin"]
    text = " / ".join(f"{name.rstrip('0123456789 ')}, {n}" for name, n in zip(foes, (3, 2), strict=False))
    roster.text.setPlainText(text + " / Owlbear, 1")
    made.append(save(roster, "quick-roster", out))
    close(roster)

    notes = by_action(window, "notes")
    notes.encounter.setPlainText(
        "The gate holds until round 3.\nIf the party parleys, the captain offers the pass for the relic."
    )
    notes.resize(600, 380)
    made.append(save(notes, "notes", out))
    notes.encounter.setPlainText("")
    close(notes)

    picture = repo.import_picture(parchment(Path(window.store.path).parent / "drawn-map.png"))
    dialog = by_action(window, "map_picture")
    dialog.use_picture(picture.digest, picture.width, picture.height)
    dialog.opacity.setValue(55)
    made.append(save(dialog, "map-picture", out))
    close(dialog)

    from PySide6.QtWidgets import QInputDialog

    window.actions_.save_map.trigger()
    settle()
    (ask,) = [d for d in window.findChildren(QInputDialog, "saveMapDialog") if d.isVisible()]
    ask.setTextValue("Ruined gate")
    ask.accept()
    library = by_action(window, "use_map")
    library.resize(640, 420)
    settle()
    made.append(save(library, "map-library", out))
    close(library)

    report = by_action(window, "difficulty")
    report.resize(700, 620)
    report.fights.setValue(300)
    report.run_button.click()
    wait_for(lambda: getattr(report, "report", None) is not None)
    made.append(save(report, "difficulty", out))
    close(report)
    return made


def fight_pictures(window: Any, out: Path, command: Any) -> list[Path]:
    from gm_desk.ui.combat.condition_library_dialog import ConditionLibraryDialog

    made = []
    session = window.session
    assert session.submit(command("next")).ok
    for cid, face in zip(list(session.state.combatants), (15, 10, 5, 12, 8, 3), strict=False):
        session.submit(command("glowlands.initiative", args={"cid": cid}, dice={"initiative": [face]}))
    session.submit(command("next"))
    settle(300)
    window.canvas.fit_map()
    made.append(save(window, "main-window", out))

    foes = [cid for cid, c in session.state.combatants.items() if c.side != "party"][:3]
    for item in window.canvas.map_scene.items():
        if getattr(item, "cid", None) in foes:
            item.setSelected(True)
    many = by_action(window, "each")
    many.resize(560, many.sizeHint().height())
    made.append(save(many, "many-at-once", out))
    close(many)

    library = ConditionLibraryDialog(session.state.ruleset, window)
    library.resize(600, 400)
    library.show()
    for name, rounds, note in (
        ("Hexed", 3, "Rolls against the hexer are made twice, the worse kept."),
        ("Soaked", 0, "Fire does not catch; until dried by a fire or a rest."),
    ):
        library.new_button.click()
        library.name.setText(name)
        library.rounds.setValue(rounds)
        library.note.setPlainText(note)
        library.save()
    library.entries.setCurrentRow(0)
    made.append(save(library, "condition-library", out))
    close(library)

    window.player_view_actions.toggle.trigger()
    player = window.player_view.window
    player.resize(960, 600)
    settle(300)
    made.append(save(player, "player-view", out))
    window.player_view.close()
    return made


def other_pictures(window: Any, out: Path) -> list[Path]:
    from gm_desk.ui.backups import RestoreDialog
    from gm_desk.ui.help import ShortcutsDialog

    made = []
    shortcuts = ShortcutsDialog(window)
    shortcuts.resize(520, 560)
    shortcuts.show()
    made.append(save(shortcuts, "shortcuts", out))
    close(shortcuts)

    window.store.backup("manual")
    backups = RestoreDialog(window.store, window)
    backups.resize(720, 360)
    backups.show()
    made.append(save(backups, "backups", out))
    close(backups)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", help="GM Desk's language in the pictures (default: en)")
    parser.add_argument("--out", type=Path, help="the folder to write the pictures in")
    args = parser.parse_args(argv)
    out = args.out or (OUT if args.lang == "en" else OUT.parent / args.lang / "images")
    out.mkdir(parents=True, exist_ok=True)
    made = make(out, args.lang)
    total = sum(p.stat().st_size for p in made)
    print(f"{len(made)} pictures, {total // 1024} KB in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
