"""Moving in zones: a fast maneuver per zone entered or to close in, obstacles, fleeing and chasing.

- `move`: into an adjacent zone, a fast maneuver (the slow one can be spent as a second), so at most
  two zone changes a round. An obstacle on the border blocks it until cleared.
- `cards.approach`: repositioning within the zone to get close to someone (a fast maneuver); it makes
  the two `engaged`, the tool's "close" relation.
- `cards.clear`: a slow maneuver and a test to clear an obstacle on a border (rubble: Force, 1 success).
- `cards.flee`: a slow Finesse or Sneak test; enemies in the zone may chase (a reaction each, Finesse or
  Track) and their successes cancel the fleer's. No success: stay. Successes left: out of the fight.
  All cancelled: fleer and chasers move one zone on. A zone holding an enemy cannot be fled into,
  except the zone the fleer started its turn in (`turn_zone`, noted in the schedule when a turn opens).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import budget, model, rolls
from gm_desk.rules.rulesets.cards.grapple import release_holds_by
from gm_desk.rules.state import FLED
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.cards import Cards
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

MANEUVER_KINDS = ("slow", "fast")


def parse_obstacles(raw: Any, zones: Any = None) -> list[dict[str, Any]]:
    out = []
    for item in raw or ():
        a, b = (str(z) for z in item["between"])
        skill = str(item.get("skill", "force")).lower()
        successes = int(item.get("successes", 1))
        maneuver = str(item.get("maneuver", "slow"))
        if skill not in model.SKILLS or not 1 <= successes <= 10 or maneuver not in MANEUVER_KINDS:
            raise ValueError(
                t("obstacle {item} needs a known skill, 1-10 successes, a slow or fast maneuver", item=repr(item))
            )
        out.append(
            {
                "between": sorted([a, b]),
                "name": str(item.get("name") or "obstacle"),
                "skill": skill,
                "successes": successes,
                "maneuver": maneuver,
            }
        )
    return out


def obstacle(state: EncounterState, a: str, b: str) -> dict[str, Any] | None:
    edge = sorted([a, b])
    return next((o for o in state.rs.get("obstacles", ()) if o["between"] == edge), None)


def relocate(tx: Tx, cid: str, to: str, keep_with: frozenset[str] | set[str] = frozenset()) -> None:
    """Move someone a zone on: engagements end except with those moving along; holds are let go."""
    c = tx.state.get(cid)
    for other in sorted(c.engaged):
        if other not in keep_with:
            tx.emit("Disengaged", a=cid, b=other)
    release_holds_by(tx, cid)
    tx.emit("Moved", cid=cid, to=to, was=c.zone)


def adjacent_target(rs: Cards, tx: Tx, c: Combatant, to: Any) -> str:
    state = tx.state
    if not isinstance(to, str) or to not in state.zones.zones:
        raise Reject("UNKNOWN_ZONE", t("There is no zone '{to}'.", to=to))
    if c.zone is None or to == c.zone:
        raise Reject("ALREADY_THERE", t("{name} is already there.", name=c.name))
    if to not in state.zones.neighbours(c.zone):
        raise Reject(
            "NOT_ADJACENT", t("{name} can only move into a neighbouring zone with one maneuver.", name=c.name)
        )
    blocked = obstacle(state, c.zone, to)
    if blocked is not None:
        raise Reject(
            "PATH_BLOCKED", t("{name} blocks the way; clear it first.", name=blocked["name"].capitalize())
        )
    return to


def move(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = rs.require_turn(tx, cmd)
    to = adjacent_target(rs, tx, c, cmd.args.get("to"))
    budget.require_able(state, c, "move")
    counter = budget.check(state, c.id, budget.FAST, t("moving"))
    budget.spend(tx, c.id, "move", counter, tested=False)
    relocate(tx, c.id, to)


def approach(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = rs.require_turn(tx, cmd)
    target = rs.combatant(tx, rs.arg(cmd, "target"))
    if target.id == c.id or target.zone != c.zone or c.zone is None:
        raise Reject("NOT_SAME_ZONE", t("{name} is not in {name2}'s zone.", name=target.name, name2=c.name))
    if target.id in c.engaged:
        raise Reject(
            "ALREADY_CLOSE", t("{name} is already close to {name2}.", name=c.name, name2=target.name)
        )
    budget.require_able(state, c, "approach")
    counter = budget.check(state, c.id, budget.FAST, t("closing in"))
    budget.spend(tx, c.id, "close in", counter, tested=False)
    tx.emit("Engaged", a=c.id, b=target.id)


def clear(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = rs.require_turn(tx, cmd)
    to = cmd.args.get("to")
    if not isinstance(to, str) or to not in state.zones.zones or c.zone is None:
        raise Reject("UNKNOWN_ZONE", t("There is no zone '{to}'.", to=to))
    found = obstacle(state, c.zone, to)
    if found is None:
        raise Reject("NO_OBSTACLE", t("Nothing blocks the way from {zone} to {to}.", zone=c.zone, to=to))
    budget.require_able(state, c, "clear")
    counter = budget.check(
        state, c.id, found["maneuver"], t("clearing the {obstacle}", obstacle=found["name"])
    )
    bonus = budget.spend(tx, c.id, f"clear {found['name']}", counter, tested=True)
    _, s = rolls.test(tx, c.id, found["skill"], "clear", bonus)
    cleared = s >= int(found["successes"])
    tx.emit("cards.ObstacleAttempt", cid=c.id, obstacle=found["name"], successes=s, cleared=cleared)
    if cleared:
        left = [o for o in state.rs.get("obstacles", ()) if o is not found and o != found]
        tx.emit("RulesetDataChanged", changes={"obstacles": left})


def set_obstacle(rs: Cards, tx: Tx, cmd: Command) -> None:
    """The GM marks (or with `remove`, lifts) an obstacle on a border."""
    state = tx.state
    between = rs.arg(cmd, "between", list)
    if len(between) != 2 or not all(isinstance(z, str) and z in state.zones.zones for z in between):
        raise Reject("UNKNOWN_ZONE", t("An obstacle lies between two zones of the map."))
    if between[1] not in state.zones.neighbours(between[0]):
        raise Reject("NOT_ADJACENT", t("An obstacle lies on the border of two neighbouring zones."))
    kept = [o for o in state.rs.get("obstacles", ()) if o["between"] != sorted(between)]
    if not cmd.args.get("remove"):
        try:
            kept += parse_obstacles([{k: v for k, v in cmd.args.items() if k != "remove"}])
        except (KeyError, TypeError, ValueError):
            raise Reject(
                "BAD_ARGUMENT",
                t(
                    "An obstacle needs a known skill, a whole number of successes from 1 to 10 and a slow or fast maneuver."
                ),
            ) from None
    tx.emit("RulesetDataChanged", changes={"obstacles": kept})


def flee(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = rs.require_turn(tx, cmd)
    budget.require_able(state, c, "flee")
    to = adjacent_target(rs, tx, c, cmd.args.get("to"))
    foes = {e.id for e in state.enemies_of(c.id) if e.status == "active"}
    started_in = state.sched.get("turn_zone", {}).get(c.id)
    if to != started_in and any(state.get(f).zone == to for f in foes):
        raise Reject(
            "PATH_BLOCKED", t("An enemy stands in {name}: no way out there.", name=state.zones.zones[to].name)
        )
    skill = rs.arg(cmd, "skill", str, "finesse")
    if skill not in ("finesse", "sneak"):
        raise Reject("BAD_ARGUMENT", t("Fleeing tests Finesse or Sneak."))
    chasers = rs.arg(cmd, "chasers", list, [])
    chase_skill = rs.arg(cmd, "chase_skill", dict, {})
    if len(set(chasers)) != len(chasers):
        raise Reject("BAD_ARGUMENT", t("A chaser is listed twice."))
    plan = []
    for cid in chasers:
        ch = rs.combatant(tx, cid)
        if ch.id not in foes or ch.zone != c.zone:
            raise Reject(
                "NOT_A_CHASER", t("{name} is not an enemy in {name2}'s zone.", name=ch.name, name2=c.name)
            )
        budget.require_able(state, ch, "chase")
        sk = chase_skill.get(ch.id) or max(("finesse", "track"), key=lambda s: model.skill(ch, s))
        if sk not in ("finesse", "track"):
            raise Reject("BAD_ARGUMENT", t("Chasing tests Finesse or Track."))
        plan.append((ch.id, sk, budget.check(state, ch.id, budget.FAST, t("a chase"))))
    counter = budget.check(state, c.id, budget.SLOW, t("fleeing"))
    bonus = budget.spend(tx, c.id, "flee", counter, tested=True)
    for cid, _, fast in plan:
        budget.spend(tx, cid, "chase (reaction)", fast, tested=True)
    _, s_f = rolls.test(tx, c.id, skill, "flee", bonus)
    s_c = 0
    if s_f > 0:
        for cid, sk, _ in plan:
            s_c += rolls.test(tx, cid, sk, f"chase:{cid}")[1]
    if s_f == 0:
        result = "stays"
    elif s_f - s_c >= 1:
        result = "escapes"
    else:
        result = "caught"
    tx.emit(
        "cards.FleeResolved", cid=c.id, to=to, s_flee=s_f, s_chase=s_c, chasers=list(chasers), result=result
    )
    if result == "escapes":
        rs.set_status(tx, c.id, FLED)
    elif result == "caught":
        group = {c.id, *chasers}
        for cid in [c.id, *chasers]:
            relocate(tx, cid, to, keep_with=group)
