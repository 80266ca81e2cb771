"""The combat log as a Markdown file: a heading (campaign, encounter, date), then the log by round.

The words are the session's own (`session.lines`, each event described by its ruleset at its moment);
this module only groups them under the round they happened in and writes the file. The file is
written atomically (a temporary file beside it, flushed to disk, then renamed over the target), so a
crash or a full disk never leaves a half-written log where an older one was.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from gm_desk import store
from gm_desk.rules.ruleset import QUIET_EVENTS
from gm_desk.rules.words import plain
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import markdown

BEFORE_ROUNDS = N_("Before the first round")  # tr() where shown
escape = markdown  # plain words kept plain in Markdown, on one line (gm_desk.ui.plain_text)


def lines_by_round(session: Any) -> list[tuple[int | None, list[tuple[int, str]]]]:
    """The log's sentences as (round, [(command number, sentence)]), oldest first.

    A sentence belongs to the round in force when its event happened (a "next" that ends round 1 and
    starts round 2 puts its first words under round 1 and the rest under round 2); None is before any
    round began.
    """
    texts: dict[int, list[str]] = {}
    for seq, text in session.lines:
        texts.setdefault(seq, []).append(text)
    groups: list[tuple[int | None, list[tuple[int, str]]]] = []
    current: int | None = None
    for seq, entry in enumerate(session.encounter.log, 1):
        said = iter(texts.get(seq, ()))
        for event in entry.events:
            if event.type == "RoundStarted":
                current = event.data.get("round")
            if event.type in QUIET_EVENTS:
                continue
            text = next(said, None)
            if text is None:
                break
            if not groups or groups[-1][0] != current:
                groups.append((current, []))
            groups[-1][1].append((seq, text))
    return groups


def where_it_stands(session: Any) -> str:
    """One line on the fight now: over (and how), not started, or the round and whose turn."""
    state = session.state
    if state.outcome is not None:
        return tr("Over: {result}", result=plain(state.outcome.get("result", "ended")))
    if not session.encounter.log:
        return tr("Not started")
    actor = state.combatants[state.actor].name if state.actor in state.combatants else None
    if actor:
        return tr("Round {round}, {actor}'s turn", round=state.round, actor=actor)
    return tr("Round {round}", round=state.round)


def to_markdown(session: Any, campaign: str, when: datetime) -> str:
    """The whole log (whatever the dock's filter shows) as a Markdown document."""
    out = [
        "# " + tr("Combat log: {name}", name=escape(session.name)),
        "",
        "- " + tr("Campaign: {name}", name=escape(campaign)),
        "- " + tr("Encounter: {name}", name=escape(session.name)),
        "- " + tr("Date: {when}", when=f"{when:%Y-%m-%d %H:%M}"),
        "- " + tr("System: {name}", name=escape(session.ruleset.name or session.state.ruleset)),
        "- " + tr("State: {state}", state=escape(where_it_stands(session))),
    ]
    groups = lines_by_round(session)
    if not groups:
        out += ["", tr("Nothing has happened yet.")]
    for round_number, rows in groups:
        heading = tr(BEFORE_ROUNDS) if round_number is None else tr("Round {round}", round=round_number)
        out += ["", f"## {heading}", ""]
        out += [f"- ({seq}) {escape(text)}" for seq, text in rows]
    return "\n".join(out) + "\n"


def write_atomically(path: Path, text: str) -> None:
    """Write the Markdown atomically (the store's writer: old file or whole new one, never part)."""
    store.write_atomically(Path(path), text.encode("utf-8"))
