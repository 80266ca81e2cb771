"""Shared vocabulary of Faction Passing: phases, flags, stat look-ups, saves, eligibility and "nearby".

Everything here reads state and decides nothing by itself; the modules beside it (turns, actions,
attacks, morale, aftermath) use these helpers so that one question ("may Theobald act now?", "is the
archer nearby?") has one answer everywhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.groups import UNGROUPED
from gm_desk.rules.i18n import t
from gm_desk.rules.state import ACTIVE, DOWN, FLED, SURRENDERED, Combatant, EncounterState
from gm_desk.rules.tx import Reject
from gm_desk.rules.words import plain

if TYPE_CHECKING:
    from gm_desk.rules.tx import Tx

# Phases (state.phase). CHOOSE_FIRST waits for the initiative holder, FAT for the GM's d20.
SETUP = "setup"
CHOOSE_FIRST = "choose_first"
FAT = "fast_threshold"
AMBUSH = "ambush_bonus"
MAIN = "round_main"
FAST = "fast"
SLOW = "slow"
MORALE = "morale"
AFTERMATH = "aftermath"
LOOP_PHASES = (AMBUSH, MAIN, FAST, SLOW)
HITTABLE = (ACTIVE, SURRENDERED)  # who an attack can still hit

# Statuses of the chapter mapped onto the engine's: incapacitated is "down", retreated is "fled".
INCAPACITATED = "incapacitated"
RETREATED = "retreated"

# Flags (combatant.flags) the rules read.
CONCEALED = "concealed"
IN_COVER = "in_cover"
OBSCURED = "obscured"
ENTANGLED = "entangled"
MORALE_IMMUNE = "morale_immune"

# A turn: one bonus action, one main action (or a second bonus action), one zone of movement.
TURN_BUDGET = {"bonus": 1, "main": 1, "move": 1}

# A skill that lets a character react while it is the target of an opportunity attack (A10).
OPPORTUNITY_REACTION_SKILL = "react_to_opportunity"

UNARMED = {"name": "unarmed", "damage_die": "d4", "kind": "melee", "range_zones": 0, "unarmed": True}


# --- look-ups -------------------------------------------------------------------------------------


def get_combatant(state: EncounterState, cid: Any) -> Combatant:
    """A combatant still in the encounter, or a Reject naming the problem."""
    if not isinstance(cid, str) or cid not in state.combatants:
        raise Reject("UNKNOWN_COMBATANT", t("There is no combatant '{cid}'.", cid=cid))
    c = state.combatants[cid]
    if c.status == "removed":
        raise Reject("UNKNOWN_COMBATANT", t("{name} has left the encounter.", name=c.name))
    return c


# --- stats ----------------------------------------------------------------------------------------


def score(c: Combatant, attr: str) -> int:
    """A save score (str, agi, wit) from the stat block; 10 when a sheet leaves it out."""
    value = c.stats.get(attr, c.stats.get(attr.upper(), 10))
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else 10


def health_max(c: Combatant) -> int:
    value = c.stats.get("health_max", 1)
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else 1


def weapons(c: Combatant) -> list[dict[str, Any]]:
    return [w for w in c.stats.get("weapons", ()) if isinstance(w, dict) and w.get("name")]


def gear_words(item: str) -> str:
    """A piece of gear as a GM reads it: a weapon ("weapon:Axe") by its name, the armour or shield in words."""
    return item[len("weapon:") :] if item.startswith("weapon:") else plain(item)


def weapon_state(c: Combatant, name: str) -> str:
    """ok | damaged | destroyed: a weapon's condition in this fight (its stat block says where it began).

    An improvised weapon (a mundane item used as a weapon) is handled as already damaged (chapter).
    """
    gear: dict[str, str] = c.rs.get("gear", {})
    for w in weapons(c):
        if w["name"] == name:
            default = "damaged" if w.get("damaged") or w.get("improvised") else "ok"
            return gear.get(f"weapon:{name}", default)
    return gear.get(f"weapon:{name}", "ok")


def in_hand(c: Combatant, name: str) -> bool:
    return weapon_state(c, name) != "destroyed" and name not in c.rs.get("dropped", ())


def find_weapon(c: Combatant, name: str | None) -> dict[str, Any]:
    """The weapon a command names (default: the first one still in hand), or the bare fists."""
    if name == "unarmed":
        return dict(UNARMED)
    if name is None:
        usable = usable_weapons(c)
        return usable[0] if usable else dict(UNARMED)
    for w in weapons(c):
        if w["name"] == name:
            if not in_hand(c, name):
                raise Reject(
                    "ITEM_DROPPED",
                    t("{name}'s {name2} is destroyed or on the ground.", name=c.name, name2=name),
                )
            return w
    raise Reject("UNKNOWN_WEAPON", t("{name} has no weapon called '{name2}'.", name=c.name, name2=name))


def weapon_names(c: Combatant) -> list[str]:
    return [w["name"] for w in weapons(c)]


def usable_weapons(c: Combatant) -> list[dict[str, Any]]:
    return [w for w in weapons(c) if in_hand(c, w["name"])]


def group_of(c: Combatant) -> str:
    """The morale group: the combatant's own group, its stat block's (unless the GM ungrouped it in
    prep: flag `ungrouped`), else its whole faction."""
    return str(c.group or (None if UNGROUPED in c.flags else c.stats.get("group")) or c.side)


def fear_immune(c: Combatant) -> bool:
    return bool(c.stats.get("immune_to_fear"))


# --- saves ----------------------------------------------------------------------------------------


def save(tx: Tx, c: Combatant, attr: str, purpose: str) -> bool:
    """A save: d20 against the score, roll-under (A2); `save_mode` chooses whether equal passes."""
    roll = tx.roll("1d20", purpose, c.id)
    target = score(c, attr)
    if tx.state.options.get("save_mode") == "roll_under_strict":
        return roll.total < target
    return roll.total <= target


# --- the faction order ----------------------------------------------------------------------------


def factions(state: EncounterState) -> list[str]:
    return list(state.sched.get("factions", ()))


def side_name(state: EncounterState | None, faction: Any) -> str:
    """A faction's name for the GM (its id when the side, or the state, is unknown)."""
    side = state.sides.get(faction) if state is not None and isinstance(faction, str) else None
    return side.name if side is not None else str(faction)


def next_faction(state: EncounterState, faction: str) -> str:
    order = factions(state)
    return order[(order.index(faction) + 1) % len(order)]


def had_turn(state: EncounterState, cid: str) -> bool:
    return cid in state.sched.get("had_turn", ())


def eligible(state: EncounterState, c: Combatant, phase: str | None = None) -> bool:
    """May `c` be chosen for a turn in this phase (spec 2.1)?"""
    phase = phase or state.phase
    if c.status != ACTIVE or had_turn(state, c.id):
        return False
    if phase == FAST and score(c, "wit") < int(state.sched.get("fat") or 0):
        return False
    if phase == AMBUSH:
        if CONCEALED not in c.flags:
            return False
        # A9 alternative: only the faction that launched the ambush uses the bonus turn.
        return not state.options.get("ambush_only_holder") or c.side == state.sched.get("holder")
    return True


def eligible_in(state: EncounterState, faction: str | None) -> list[Combatant]:
    """Who of `faction` may still take a turn (nobody when no faction has the go)."""
    if faction is None:
        return []
    return [c for c in state.on_side(faction) if eligible(state, c)]


def friends(state: EncounterState, a: Combatant, b: Combatant) -> bool:
    if a.side == b.side:
        return True
    side = state.sides.get(a.side)
    other = state.sides.get(b.side)
    return bool((side and b.side in side.allies) or (other and a.side in other.allies))


# --- positions ------------------------------------------------------------------------------------


def border(c: Combatant) -> str | None:
    """The neighbouring zone whose border `c` stands on (after a shove), or None."""
    return c.rs.get("border")


def _border(state: EncounterState, c: Combatant) -> str | None:
    # A border left over from before a GM placement no longer counts.
    b = border(c)
    return b if b is not None and c.zone is not None and b in state.zones.neighbours(c.zone) else None


def nearby(state: EncounterState, a: Combatant, b: Combatant) -> bool:
    """Same zone, or one of them on the border of the other's zone (A6); option: same zone only."""
    if a.zone is None or b.zone is None:
        return False
    if a.zone == b.zone:
        return True
    if state.options.get("nearby") == "zone_only":
        return False
    return _border(state, a) == b.zone or _border(state, b) == a.zone


def nearby_zone(state: EncounterState, c: Combatant, zone: str) -> bool:
    """Would `c` be nearby someone standing in `zone` (not on a border)?"""
    if c.zone == zone:
        return True
    return state.options.get("nearby") != "zone_only" and _border(state, c) == zone


def in_or_on(state: EncounterState, c: Combatant, zone: str) -> bool:
    """Standing in `zone` or on one of its borders: whom a blast on `zone` catches (A11)."""
    return c.zone == zone or _border(state, c) == zone


def distance(state: EncounterState, a: Combatant, b: Combatant) -> int:
    if a.zone is None or b.zone is None:
        raise Reject("NOT_ON_MAP", t("Both combatants must stand in a zone."))
    return state.zones.hops(a.zone, b.zone)


def status_words(c: Combatant) -> str:
    if c.status == DOWN:
        return INCAPACITATED
    if c.status == FLED and c.substatus == RETREATED:
        return RETREATED
    return c.status


# --- decisions that hold the fight -----------------------------------------------------------------


def pending(state: EncounterState) -> str | None:
    """What the table must settle before anything else: an attack's reactions, or an interrupted move."""
    attack = state.rs.get("attack")
    if attack:
        return "stunt" if attack.get("stage") == "stunt" else "reaction"
    if state.rs.get("move"):
        return "opportunity"
    return None


def require_no_pending(state: EncounterState) -> None:
    what = pending(state)
    if what == "stunt":
        raise Reject("SETTLE_FIRST", t("The target must first accept or refuse the proposed stunt."))
    if what == "reaction":
        raise Reject(
            "SETTLE_FIRST", t("An attack waits for reactions: react, or let it resolve with no reaction.")
        )
    if what == "opportunity":
        raise Reject("SETTLE_FIRST", t("A move waits for opportunity attacks: attack, or let the mover go."))
