"""What the players may see of a fight: the round, the order, the map's zones and tokens, conditions and a
coarse health band. Never a Threat, a Retaliation, a stat block, a note, odds, or a hidden combatant.

The player view (a second window on a TV or a projector) draws exactly this and nothing else, so what
is kept from the table is decided here, in one pure function the tests can read.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.state import ACTIVE, DEAD, DOWN, FLED, REMOVED, SURRENDERED, EncounterState
from gm_desk.rules.words import condition_name

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Ruleset

__all__ = ["BANDS", "PlayerFacts", "PlayerOrderRow", "PlayerToken", "PlayerZone", "band_of", "player_facts"]

UNHURT, HURT, BADLY_HURT, DYING = "unhurt", "hurt", "badly_hurt", "dying"
# Every band the table can read, in words (the key is the band's id, used for its colour).
BANDS = {
    UNHURT: N_("unhurt"),
    HURT: N_("hurt"),
    BADLY_HURT: N_("badly hurt"),
    DYING: N_("dying"),
    DOWN: N_("down"),
    DEAD: N_("dead"),
    FLED: N_("fled"),
    SURRENDERED: N_("surrendered"),
}


@dataclass(frozen=True, slots=True)
class PlayerToken:
    cid: str
    name: str
    side: str  # the side's id (for its colour)
    side_name: str
    zone: str | None
    band: str  # a key of BANDS ("dying" apart from "badly_hurt": a PC with every wound rank ticked)
    health: str  # the band in words, or the exact track when the GM shows this side's numbers
    conditions: tuple[str, ...]
    current: bool


@dataclass(frozen=True, slots=True)
class PlayerOrderRow:
    cid: str
    name: str
    current: bool
    done: bool


@dataclass(frozen=True, slots=True)
class PlayerZone:
    id: str
    name: str
    links: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlayerFacts:
    round: int
    order: tuple[PlayerOrderRow, ...]
    now: str  # whose turn, or '' between turns
    next: str  # who comes next in the shown order, or ''
    zones: tuple[PlayerZone, ...]
    tokens: tuple[PlayerToken, ...]
    ended: bool


def band_of(fraction_left: float | None, status: str, dying: bool = False) -> str:
    """The coarse band of a combatant: its status when out of the fight, "dying" when its last wound rank
    is ticked (still standing, one fill from going down), else how much health is left."""
    if status != ACTIVE:
        return status if status in BANDS else DOWN
    if dying:
        return DYING
    if fraction_left is None or fraction_left >= 1.0:
        return UNHURT
    if fraction_left >= 0.5:
        return HURT
    if fraction_left > 0.0:
        return BADLY_HURT
    return DOWN


def player_facts(rules: Ruleset, state: EncounterState, exact_sides: Collection[str] = ()) -> PlayerFacts:
    """What the table may see of ``state``; ``exact_sides`` are the sides whose health the GM shows as
    numbers (the others show bands)."""
    shown = [c for c in state.combatants.values() if not c.hidden and c.status != REMOVED]
    rows = []
    for entry in rules.shown_order(state):
        c = state.combatants.get(entry.cid)
        if c is None or c.hidden or c.status == REMOVED:
            continue
        rows.append(PlayerOrderRow(c.id, c.name, entry.current, entry.done))
    at = next((i for i, r in enumerate(rows) if r.current), None)
    now = rows[at].name if at is not None else ""
    after = rows[at + 1 :] if at is not None else rows
    upcoming = next((r.name for r in after if not r.done), "")
    tokens = []
    for c in shown:
        track = rules.presentation.main_track(c)
        band = band_of(track.fraction_left if track else None, c.status, track is not None and track.dying)
        health = t(BANDS[band])
        if c.side in exact_sides and track is not None:
            health = track.words()
        side = state.sides.get(c.side)
        tokens.append(
            PlayerToken(
                cid=c.id,
                name=c.name,
                side=c.side,
                side_name=side.name if side else c.side,
                zone=c.zone,
                band=band,
                health=health,
                conditions=tuple(condition_name(cond.name) for cond in c.conditions),
                current=state.turn is not None and state.turn.actor == c.id,
            )
        )
    zones = tuple(
        PlayerZone(z.id, z.name, tuple(sorted(state.zones.neighbours(z.id))))
        for z in state.zones.zones.values()
    )
    return PlayerFacts(
        round=state.round,
        order=tuple(rows),
        now=now,
        next=upcoming,
        zones=zones,
        tokens=tuple(tokens),
        ended=state.outcome is not None,
    )
