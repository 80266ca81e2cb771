"""The quick roster's way into the encounter: before the fight a prep edit (`prep.add_many`), during it
one `gm.add_combatants` command; either way one undo step, under numbered names nobody has yet."""

from __future__ import annotations

from gm_desk.rules import prep
from gm_desk.rules.arrival_book import waiting
from gm_desk.rules.events import Command
from gm_desk.rules.prep.quick_roster import Joining, entries
from gm_desk.ui.session.encounter_session import EncounterSession


def add_joining(session: EncounterSession, joining: list[Joining], zone: str | None) -> bool:
    """Everyone in `joining` joins, in `zone`; False when refused (said on the session's `rejected`)."""
    if session.in_prep:
        return session.edit(prep.add_many, joining, zone) is not None
    state = session.state
    taken = {c.name for c in state.combatants.values()} | {c.name for c in waiting(state)}
    people = entries(session.setup, joining, zone, taken)
    return session.submit(Command("gm.add_combatants", args={"combatants": people})).ok
