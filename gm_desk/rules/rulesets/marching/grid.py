"""Moving on the 5-ft grid: one fighter or two acting together, 5 ft at a time in lock-step.

`marching.grid_move` {moves: {cid: {"dir": compass word, "ft": feet} or {"to": [x, y]}}} moves every
named fighter who is acting now; each spends its move. Movers advance one square per step together;
two movers entering one square, or swapping squares, stop and the GM resolves an overrun (A11).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.marching import geometry, schedule
from gm_desk.rules.rulesets.marching.actions import left, spend_slot
from gm_desk.rules.rulesets.marching.geometry import MAX_GRID, square
from gm_desk.rules.rulesets.marching.roster import move_ft
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.marching import Marching
    from gm_desk.rules.tx import Tx


def path_for(rs: Marching, tx: Tx, cid: str, spec: Any) -> list[list[int]]:
    state = tx.state
    c = rs.combatant(tx, cid)
    start = state.rs.get("positions", {}).get(cid)
    if start is None:
        raise Reject("NOT_ON_MAP", t("{name} has no square on the map.", name=c.name))
    if not isinstance(spec, dict):
        raise Reject("BAD_ARGUMENT", t("A move is {dir, ft} or {to: [x, y]}."))
    if "to" in spec:
        goal = square(spec["to"])
        if goal is None:
            raise Reject("BAD_ARGUMENT", t("'to' is a square [x, y]."))
        path = geometry.path_to(start, goal)
    else:
        direction, feet = spec.get("dir"), spec.get("ft")
        if direction not in geometry.DIRECTIONS:
            raise Reject("BAD_ARGUMENT", t("'dir' is one of {join}.", join=", ".join(geometry.DIRECTIONS)))
        if not isinstance(feet, int) or isinstance(feet, bool) or feet <= 0 or feet % geometry.SQUARE_FT:
            raise Reject("BAD_ARGUMENT", t("'ft' is a positive multiple of 5."))
        path = geometry.straight_path(start, direction, min(feet, MAX_GRID))
    if not path:
        raise Reject("ALREADY_THERE", t("{name} is already there.", name=c.name))
    if len(path) * geometry.SQUARE_FT > move_ft(c):
        raise Reject(
            "TOO_FAR",
            t(
                "{name} moves {move_ft} ft; that is {value} ft.",
                name=c.name,
                move_ft=move_ft(c),
                value=len(path) * 5,
            ),
        )
    return path


def grid_move(rs: Marching, tx: Tx, cmd: Command) -> None:
    state = tx.state
    raw = rs.arg(cmd, "moves", dict)
    if not raw:
        raise Reject("MISSING_ARGUMENT", t("Name who moves where."))
    acting_now = schedule.acting(state)
    for cid in raw:
        if cid not in acting_now:
            raise Reject("NOT_YOUR_TURN", t("'{cid}' is not acting now.", cid=cid))
        if left(state, cid, "move") < 1:
            raise Reject("MOVE_USED", t("{name} has no move action left.", name=state.get(cid).name))
    paths = {cid: path_for(rs, tx, cid, raw[cid]) for cid in acting_now if cid in raw}
    for cid in paths:
        spend_slot(rs, tx, cid, "move", f"moves {len(paths[cid]) * 5} ft")
    known = state.rs.get("positions", {})
    steps, conflicts, final = geometry.lock_step({cid: known[cid] for cid in paths}, paths)
    for k, at in enumerate(steps, start=1):
        tx.emit("marching.MoveStep", step=k, positions=at, conflict=any(x["step"] == k for x in conflicts))
    for conflict in conflicts:
        tx.emit("marching.Overrun", **conflict)
    tx.emit("RulesetDataChanged", changes={"positions": {**known, **final}})
