"""Moving in Alternating Teams: Move (once per turn, up to Speed), Sprint (again, 1 stamina), Step (1 m).

A destination is a zone (`to`) or a grid square (`to_pos`, [x, y]); see `space.py` for the two pictures.
On the grid a Move may walk up to `speed_m` metres (every second diagonal costs 2). On the zone map it
crosses up to speed_m // zone_metres zones (at least 1 for anyone who can move; halved in difficult
terrain). A Step is a free 1 m step instead of a Move (A9: after a Step no Move, after a Move no Step;
option `step_excludes_move`). On a zone map a Step has no square to go to: it steps back from whoever
the combatant is engaged with. Sprint needs a Move earlier in the turn (A9: repeatable, option).
Leaving by Move or Sprint ends Seek Cover.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import conditions
from gm_desk.rules.command_help import zone_path
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.teams import space, stats
from gm_desk.rules.tx import Reject
from gm_desk.rules.zones import movement_allowance

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.teams import Teams
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx


def spent_this_turn(tx: Tx, c: Combatant, mode: str) -> list[str]:
    """What the combatant did in their own running turn; commanded and readied moves are apart from it."""
    turn = tx.state.turn
    if mode == "turn" and turn is not None and turn.actor == c.id:
        return list(turn.spent)
    return []


def zones_per_move(tx: Tx, c: Combatant, path: list[str]) -> int:
    speed = stats.num(c, "speed_m", 0)
    if speed <= 0:
        return 0
    per_zone = tx.state.options["zone_metres"]
    difficult = any(tx.state.zones.has_tag(z, "difficult") for z in path)
    return movement_allowance(max(1, speed // per_zone), difficult)


def destination(tx: Tx, c: Combatant, args: dict[str, Any], metres: int) -> tuple[str, Any, Any]:
    """Check a destination within `metres`; ("zone", zone, path) or ("grid", square, cost)."""
    state = tx.state
    if "to_pos" in args:
        square = space.parse_square(args["to_pos"])
        if square is None:
            raise Reject("BAD_ARGUMENT", t("'to_pos' is a square [x, y]."))
        here = space.pos(state, c.id)
        if here is None:
            raise Reject("NOT_ON_MAP", t("{name} has no square on the grid (place them first).", name=c.name))
        if square == here:
            raise Reject("ALREADY_THERE", t("{name} is already there.", name=c.name))
        cost = space.grid_cost(here, square)
        if cost > metres:
            raise Reject(
                "TOO_FAR",
                t(
                    "{name} can move {metres} m; that square is {cost} m away.",
                    name=c.name,
                    metres=metres,
                    cost=cost,
                ),
            )
        if space.occupant(state, square, skip=c.id):
            raise Reject("OCCUPIED", t("Someone already stands on that square."))
        return "grid", square, cost
    to = args.get("to")
    if to is None:
        raise Reject("MISSING_ARGUMENT", t("Say where to: a zone ('to') or a square ('to_pos')."))
    path = zone_path(tx, c, to, lambda path: zones_per_move(tx, c, path))
    return "zone", to, path


def relocate(tx: Tx, c: Combatant, where: tuple[str, Any, Any], how: str) -> None:
    state = tx.state
    for other in sorted(c.engaged):
        tx.emit("Disengaged", a=c.id, b=other)
    kind, to, extra = where
    if kind == "zone":
        tx.emit("Moved", cid=c.id, to=to, was=c.zone, path=extra)
    else:
        was = space.pos(state, c.id)
        tx.emit("RulesetDataChanged", changes={"pos": space.with_square(state, c.id, to)})
        tx.emit("teams.MovedTo", cid=c.id, to=list(to), was=list(was) if was else None, metres=extra, how=how)


def _leave_cover(tx: Tx, c: Combatant) -> None:
    for cond in list(c.conditions):
        if cond.name == "in_cover":
            conditions.remove(tx, c.id, cond.id, reason="left cover")


# --- Move -----------------------------------------------------------------------------------------


def check_move(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    done = spent_this_turn(tx, c, mode)
    if "move" in done:
        raise Reject("MOVE_USED", t("{name} has already moved this turn (Sprint moves again).", name=c.name))
    if "step" in done and tx.state.options["step_excludes_move"]:
        raise Reject("MOVE_USED", t("{name} took a Step this turn instead of a Move.", name=c.name))
    destination(tx, c, args, stats.num(c, "speed_m", 0))


def move(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    where = destination(tx, c, args, stats.num(c, "speed_m", 0))
    _leave_cover(tx, c)
    relocate(tx, c, where, "move")


# --- Sprint ---------------------------------------------------------------------------------------


def check_sprint(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    done = spent_this_turn(tx, c, mode)
    if "move" not in done:
        raise Reject("NEEDS_EARLIER_ACTION", t("{name} must Move this turn before sprinting.", name=c.name))
    if "sprint" in done and not tx.state.options["sprint_repeatable"]:
        raise Reject("MOVE_USED", t("{name} has already sprinted this turn.", name=c.name))
    if c.res.get("stamina", 0) < 1:
        raise Reject("NO_STAMINA", t("{name} has no stamina left to sprint.", name=c.name))
    destination(tx, c, args, stats.num(c, "speed_m", 0))


def sprint(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    where = destination(tx, c, args, stats.num(c, "speed_m", 0))
    have = c.res.get("stamina", 0)
    tx.emit("ResourceChanged", cid=c.id, res="stamina", value=have - 1, was=have)
    _leave_cover(tx, c)
    relocate(tx, c, where, "sprint")


# --- Step -----------------------------------------------------------------------------------------


def check_step(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    done = spent_this_turn(tx, c, mode)
    if "step" in done:
        raise Reject("MOVE_USED", t("{name} has already taken a Step this turn.", name=c.name))
    if "move" in done and tx.state.options["step_excludes_move"]:
        raise Reject(
            "MOVE_USED", t("{name} moved this turn; a Step is taken instead of a Move.", name=c.name)
        )
    if "to_pos" in args:
        destination(tx, c, args, 1)


def step(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    if "to_pos" in args:
        relocate(tx, c, destination(tx, c, args, 1), "step")
        return
    for other in sorted(c.engaged):
        tx.emit("Disengaged", a=c.id, b=other)
    tx.emit("teams.Stepped", cid=c.id)
