"""The health tracks of a combatant, as its ruleset names them, for the card, the order rows and tokens.

Which tracks a system keeps, their tops and which way is bad are the ruleset's to say
(`Presentation.tracks`, `Presentation.main_track`); this module only finds the ruleset of a fight by its id. A
fight of a system GM Desk does not know shows every track as a plain count.
"""

from __future__ import annotations

from gm_desk.rules.presentation import COUNT, DRAIN, FILL, Presentation, Track
from gm_desk.rules.rulesets import UnknownRuleset, get_ruleset
from gm_desk.rules.state import Combatant

__all__ = ["COUNT", "DRAIN", "FILL", "Track", "main_track", "presentation_of", "tracks_for"]


def presentation_of(ruleset_id: str) -> Presentation:
    """The fight's system, or the generic defaults for a system GM Desk does not know."""
    try:
        return get_ruleset(ruleset_id).presentation
    except UnknownRuleset:
        return Presentation()  # says nothing of its own: every track a plain count


def tracks_for(ruleset_id: str, c: Combatant) -> list[Track]:
    """Every track of the combatant, the system's own first, then any others it carries."""
    return presentation_of(ruleset_id).tracks(c)


def main_track(ruleset_id: str, c: Combatant) -> Track | None:
    """The one track a compact row shows: the first with a maximum, else the first of all."""
    return presentation_of(ruleset_id).main_track(c)
