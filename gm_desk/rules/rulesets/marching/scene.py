"""The GM's scene data: marching order, lead, who sees whom, squares, the contact point, torchlight.

All of it can be set in the setup (`check_keys` is the gate's check of its shape, `initial_data` reads it)
and changed during the fight; changes take effect when the next round's order is built (the current
round's order stays as it was built).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker
from gm_desk.rules.rulesets.marching import geometry
from gm_desk.rules.rulesets.marching.geometry import square
from gm_desk.rules.rulesets.marching.roster import PARTY, group_of
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.marching import Marching
    from gm_desk.rules.tx import Tx


def check_keys(setup: dict[str, Any], check: Checker, zones: set[str]) -> None:
    """The gate's check of the scene keys' shape (each malformed one refused with its path), before
    `initial_data` reads them."""
    for key in ("positions", "sees", "distances"):
        if key in setup:  # null too: the system reads each as a table
            table = check.obj(setup[key], ("setup", key), N_("an object keyed by combatant id"))
            for cid, value in table.items():
                if key == "sees":
                    check.obj(value, ("setup", key, cid), N_("an object of combatant ids, each true or false"))
                elif key == "distances":
                    check.whole(value, ("setup", key, cid), 0, 10_000)
    for key in ("marching_order", "surprised"):
        if key == "surprised" and key in setup and setup[key] is None:
            raise check.refuse(("setup", key), t("must not be null: leave the field out instead"))
        for number, cid in enumerate(check.items(setup.get(key), ("setup", key), 1000)):
            check.ident(cid, ("setup", key, number))


def initial_data(setup: dict[str, Any]) -> dict[str, Any]:
    """Encounter-wide data from the setup's own keys (see `roster.py` for each one's meaning)."""
    sides = setup.get("sides", [])
    combatants = setup.get("combatants", [])
    party = next((s["id"] for s in sides if s.get("stance") == "party"), None)
    if party is None:
        party = next((c["side"] for c in combatants if str(c.get("kind", "")).upper() == "PC"), None)
    pcs = [c for c in combatants if c.get("side") == party and str(c.get("kind", "")).upper() == "PC"]
    marching = setup.get("marching_order")
    if not isinstance(marching, list):
        ranked = sorted(
            enumerate(pcs), key=lambda ic: (ic[1].get("stats", {}).get("marching_rank", 10**6), ic[0])
        )
        marching = [c["id"] for _, c in ranked]
    positions = {str(k): square(v) for k, v in dict(setup.get("positions", {})).items()}
    contact = setup.get("contact_point")
    return {
        "party_side": party,
        "marching_order": [str(cid) for cid in marching],
        "lead": setup.get("lead"),
        "sees": {
            str(a): {str(b): bool(v) for b, v in dict(row).items()}
            for a, row in dict(setup.get("sees", {})).items()
        },
        "dark": bool(setup.get("dark", False)),
        "positions": {k: v for k, v in positions.items() if v is not None},
        "contact_point": [float(contact[0]), float(contact[1])]
        if isinstance(contact, list) and len(contact) == 2
        else None,
        "distances": {str(k): int(v) for k, v in dict(setup.get("distances", {})).items()},
        "surprised": [str(cid) for cid in setup.get("surprised", ())],
        "frantic": False,
    }


def set_marching_order(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.set_marching_order` {order}: the party's PCs from front to back."""
    state = tx.state
    order = rs.arg(cmd, "order", list)
    party = [
        c.id
        for c in state.combatants.values()
        if c.is_pc and group_of(state, c) == PARTY and c.status != "removed"
    ]
    if sorted(order) != sorted(party):
        raise Reject("BAD_ORDER", t("The marching order must list every PC of the party exactly once."))
    tx.emit("RulesetDataChanged", changes={"marching_order": list(order)})


def set_lead(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.set_lead` {cid or None}: the GM names the lead (A8); None goes back to marching order."""
    cid = cmd.args.get("cid")
    if cid is not None:
        c = rs.combatant(tx, cid)
        if group_of(tx.state, c) != PARTY:
            raise Reject("NOT_IN_PARTY", t("{name} is not in the party and cannot lead it.", name=c.name))
    tx.emit("RulesetDataChanged", changes={"lead": cid})


def set_sees(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.set_sees` {viewer, seen, sees}: the GM rules whether one side sees another."""
    viewer, seen = rs.arg(cmd, "viewer"), rs.arg(cmd, "seen")
    value = rs.arg(cmd, "sees", bool)
    sides = tx.state.sides
    if viewer not in sides or seen not in sides or viewer == seen:
        raise Reject("UNKNOWN_SIDE", t("Name two different sides of this encounter."))
    table = {k: dict(v) for k, v in tx.state.rs.get("sees", {}).items()}
    table.setdefault(viewer, {})[seen] = value
    tx.emit("RulesetDataChanged", changes={"sees": table})


def place(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.place` {cid, position?: [x, y] or None, distance_ft?: feet}: a square or a distance."""
    c = rs.combatant(tx, rs.arg(cmd, "cid"))
    changes: dict[str, Any] = {}
    if "position" in cmd.args:
        raw = cmd.args["position"]
        positions = dict(tx.state.rs.get("positions", {}))
        if raw is None:
            positions.pop(c.id, None)
        else:
            sq = square(raw)
            if sq is None:
                raise Reject("BAD_ARGUMENT", t("A position is a square [x, y] of whole numbers."))
            positions[c.id] = sq
        changes["positions"] = positions
    if "distance_ft" in cmd.args:
        feet = rs.arg(cmd, "distance_ft", int)
        if not 0 <= feet <= 100_000:
            raise Reject("BAD_ARGUMENT", t("A distance is 0 to 100000 ft."))
        changes["distances"] = {**tx.state.rs.get("distances", {}), c.id: feet}
    if not changes:
        raise Reject("MISSING_ARGUMENT", t("Give a position or a distance."))
    tx.emit("RulesetDataChanged", changes=changes)


def set_contact(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.set_contact` {point: [x, y] or None}: where the fight touches (None: worked out)."""
    raw = cmd.args.get("point")
    if raw is None:
        tx.emit("RulesetDataChanged", changes={"contact_point": None})
        return
    if not (
        isinstance(raw, list)
        and len(raw) == 2
        and all(isinstance(v, int | float) and not isinstance(v, bool) and abs(v) <= 10_000 for v in raw)
    ):
        raise Reject("BAD_ARGUMENT", t("A contact point is [x, y]."))
    tx.emit("RulesetDataChanged", changes={"contact_point": [float(raw[0]), float(raw[1])]})


def torchlight(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.torchlight` {dist_ft, straight, viewer_lit}: can a torch be seen from there?"""
    dist = rs.arg(cmd, "dist_ft", int)
    straight = rs.arg(cmd, "straight", bool, True)
    lit = rs.arg(cmd, "viewer_lit", bool, False)
    if dist < 0:
        raise Reject("BAD_ARGUMENT", t("A distance cannot be negative."))
    seen = geometry.torchlight_visible(
        dist, straight, lit, bool(tx.state.options.get("lit_viewer_sees_torch"))
    )
    tx.emit("marching.TorchlightChecked", dist_ft=dist, straight=straight, viewer_lit=lit, visible=seen)
