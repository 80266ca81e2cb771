"""What the players may see of a fight: the round, the order, the map's zones with their tags and the
hazards burning in them, the tokens with conditions and a coarse health band, the clock of a frantic
fight and the scene events that came up. Never a Threat, a Retaliation, a stat block, a note, odds, or
a hidden combatant.

Every player surface (the player window on a TV or a projector, the page shared with the players'
phones, the recap) draws exactly this and nothing else, so what is kept from the table is decided here,
in one pure function the tests can read. (The map's picture, once a map carries one, joins `PlayerFacts`
here too, so that both surfaces show it.)
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.live_hazards import live, spent
from gm_desk.rules.scene_event_spec import up
from gm_desk.rules.state import ACTIVE, DEAD, DOWN, FLED, REMOVED, SURRENDERED, EncounterState
from gm_desk.rules.words import condition_name
from gm_desk.rules.zone_tags import TAG_WORDS, tag_words

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Ruleset

__all__ = [
    "BANDS",
    "TAG_WORDS",
    "PlayerCountdown",
    "PlayerFacts",
    "PlayerHazard",
    "PlayerOrderRow",
    "PlayerSceneEvent",
    "PlayerToken",
    "PlayerZone",
    "band_of",
    "player_facts",
]

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
    stance: str = "neutral"  # its side's stance (party, hostile, neutral), for its colour


@dataclass(frozen=True, slots=True)
class PlayerOrderRow:
    cid: str
    name: str
    current: bool
    done: bool


@dataclass(frozen=True, slots=True)
class PlayerHazard:
    """A hazard burning in a zone now: its tag ("burning") and, in words, how long it has left."""

    tag: str  # in the table's words
    words: str  # "burning, 2 rounds left" / "burning"


@dataclass(frozen=True, slots=True)
class PlayerZone:
    id: str
    name: str
    links: tuple[str, ...]
    tags: tuple[str, ...] = ()  # in the table's words: "difficult terrain", "cover", a GM's own tag
    hazard: PlayerHazard | None = None


@dataclass(frozen=True, slots=True)
class PlayerCountdown:
    """The clock of a fight played against time (frantic combat): whose it is and how long each stage
    lasts. The GM's window runs the clock; the players see what it asks of them."""

    title: str
    seconds: int
    stages: tuple[str, ...]  # "Announce the move action", "Execute the move action"


@dataclass(frozen=True, slots=True)
class PlayerSceneEvent:
    """A scene event that came up and that the GM has not dismissed yet: announced to the table."""

    name: str
    text: str


@dataclass(frozen=True, slots=True)
class PlayerFacts:
    round: int
    order: tuple[PlayerOrderRow, ...]
    now: str  # whose turn, or '' between turns
    next: str  # who comes next in the shown order, or ''
    zones: tuple[PlayerZone, ...]
    tokens: tuple[PlayerToken, ...]
    ended: bool
    countdown: PlayerCountdown | None = None
    scene_events: tuple[PlayerSceneEvent, ...] = ()


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
                stance=side.stance if side else "neutral",
            )
        )
    secret = _secret_names(state)
    return PlayerFacts(
        round=state.round,
        order=tuple(rows),
        now=now,
        next=upcoming,
        zones=_zones(state),
        tokens=tuple(tokens),
        ended=state.outcome is not None,
        countdown=_countdown(rules, state, secret),
        scene_events=tuple(PlayerSceneEvent(e.name, e.text) for e in up(state)),
    )


def _zones(state: EncounterState) -> tuple[PlayerZone, ...]:
    burning = live(state)
    out = set(spent(state))
    zones = []
    for z in state.zones.zones.values():
        entry = burning.get(z.id)
        hazard = None
        # A hazard's tag is shown as the hazard while it burns, and not at all once it has ended.
        hidden_tags = {z.hazard.tag} if z.hazard is not None and (z.id in out or entry is not None) else set()
        if entry is not None:
            tag = tag_words(str(entry.get("tag", "hazard")))
            hidden_tags.add(str(entry.get("tag", "hazard")))
            left = entry.get("left")
            if isinstance(left, int) and not isinstance(left, bool):
                words = N_("{tag}, {left} round left") if left == 1 else N_("{tag}, {left} rounds left")
                hazard = PlayerHazard(tag, t(words, tag=tag, left=left))
            else:
                hazard = PlayerHazard(tag, tag)
        shown = sorted(z.tags - hidden_tags, key=lambda tag: (tag not in TAG_WORDS, tag.casefold()))
        tags = tuple(tag_words(tag) for tag in shown)
        zones.append(PlayerZone(z.id, z.name, tuple(sorted(state.zones.neighbours(z.id))), tags, hazard))
    return tuple(zones)


def _secret_names(state: EncounterState) -> tuple[str, ...]:
    """The names the table must not read yet: hidden combatants' (and those taken out of the fight)."""
    return tuple(c.name for c in state.combatants.values() if (c.hidden or c.status == REMOVED) and c.name)


def _countdown(rules: Ruleset, state: EncounterState, secret: tuple[str, ...]) -> PlayerCountdown | None:
    clock = rules.presentation.countdown(state)
    if clock is None:
        return None
    stages = tuple(stage.words for stage in clock.stages)
    if any(name in text for name in secret for text in (clock.title, *stages)):
        return None  # the clock of someone the table may not see yet: not shown at all
    return PlayerCountdown(clock.title, clock.seconds, stages)
