"""The fight recap: Markdown with one section per round (what happened, in plain words) and beside it a
picture of the map as the round ended, drawn as the players saw it (gm_desk.ui.player_view's map: no
hidden combatant, no secrets), in a folder next to the file."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from gm_desk import store
from gm_desk.rules.fight_stats import FightStatistics, fight_statistics
from gm_desk.rules.player_facts import player_facts
from gm_desk.rules.recap import RecapRound
from gm_desk.rules.ruleset import Ruleset
from gm_desk.ui.desk import Desk
from gm_desk.ui.fight_statistics import markdown_section
from gm_desk.ui.file_dialogs import ask_save
from gm_desk.ui.i18n import local_time, tr
from gm_desk.ui.plain_text import markdown as escape
from gm_desk.ui.player_view.map_scene import BACKGROUND, PlayerMapScene

PICTURE = (1200, 800)


def picture_folder(path: Path) -> Path:
    return path.with_name(f"{path.stem}_files")


def render_round(
    ruleset: Ruleset, stood: RecapRound, zone_rect: Callable[[str], QRectF], size: tuple[int, int] = PICTURE
) -> QImage:
    """The map at the end of a round, as a picture."""
    scene = PlayerMapScene()
    facts = player_facts(ruleset, stood.state)
    stances = {side_id: side.stance for side_id, side in stood.state.sides.items()}
    scene.draw(facts, zone_rect, stances)
    source = scene.itemsBoundingRect().adjusted(-20, -20, 20, 20)
    # The picture takes the map's shape (a long ford is a wide strip, not a strip on a black page).
    width = size[0]
    height = max(size[1] // 3, min(size[1], round(width * source.height() / max(source.width(), 1.0))))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(BACKGROUND))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, width, height), source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return image


def write_recap(
    path: str | Path,
    title: str,
    rounds: list[RecapRound],
    ruleset: Ruleset,
    zone_rect: Callable[[str], QRectF],
    stats: FightStatistics | None = None,
) -> tuple[Path, int]:
    """Write the recap to ``path`` (Markdown) and its pictures beside it; (the file, pictures written).
    With `stats`, a Statistics section follows the rounds (the figures of Encounter ▸ Statistics…).

    Raises OSError when the folder cannot be written (nothing is left half-written in place of the file).
    """
    target = Path(path)
    folder = picture_folder(target)
    folder.mkdir(parents=True, exist_ok=True)
    parts = [
        f"# {escape(tr('Fight recap: {name}', name=title))}",
        "",
        escape(tr("Written by GM Desk on {date}.", date=local_time(datetime.now()))),
        "",
    ]
    for index, stood in enumerate(rounds):
        picture = folder / f"round-{index:02d}.png"
        if not render_round(ruleset, stood, zone_rect).save(str(picture)):  # PNG, from the name
            raise OSError(tr("cannot write {picture}", picture=picture))
        parts += [f"## {escape(stood.title)}", ""]
        parts += [
            f"![{escape(tr('The map: {section}', section=stood.title))}]({folder.name}/{picture.name})",
            "",
        ]
        parts += [f"- {escape(line)}" for line in stood.lines] or [escape(tr("Nothing happened."))]
        parts.append("")
    if stats is not None:
        parts += markdown_section(stats)
    store.write_atomically(target, "\n".join(parts).encode("utf-8"))
    return target, len(rounds)


def export_recap(window: Desk, path: str | Path | None = None) -> Path | None:
    """File ▸ Export fight recap…: the open encounter's recap (asking where when no path is given)."""

    from gm_desk.rules.recap import recap_rounds
    from gm_desk.ui.combat_log import file_name

    session = window.session
    if session is None or not session.encounter.log:
        window.say(tr("Nothing to recap yet: the fight has not begun."))
        return None
    if not path:
        path = ask_save(
            window.window(), tr("Export fight recap"), f"{file_name(session.name)} - recap.md", tr("Markdown (*.md)")
        )
        if not path:
            return None
    rounds = recap_rounds(session.setup, session.encounter.log, session.ruleset)
    stats = fight_statistics(session.setup, session.encounter.log, session.ruleset)
    try:
        target, count = write_recap(path, session.name, rounds, session.ruleset, session.zone_rect, stats)
    except OSError as exc:
        window.say(
            tr("The fight recap was not written: {reason}", reason=getattr(exc, "strerror", None) or exc)
        )
        return None
    window.say(
        tr(
            "Wrote the fight recap to {file} ({count} sections, a picture each).",
            file=target.name,
            count=count,
        )
    )
    return target
