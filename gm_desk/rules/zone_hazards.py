"""Timed zone hazards at work: each round they strike, count down, and may spread.

At each round hook (`round_hook`, called by every system's round start and end), every hazard burning
now (`state.rs["zone_hazards"]`, seeded from the zone map's hazards) whose hook it is, zone by zone in
id order:

1. strikes everyone in its zone who is still in the fight (standing or down): its damage is rolled
   once, as the GM's roll, and lands on each of them through the system's own damage path
   (`Ruleset.take_damage`, as `gm.damage` does);
2. may spread: for each linked zone without a hazard (and where none has ended yet), 1d100 at or under its `spread` chance (again the
   GM's roll) sets the same hazard burning there, for its full duration, from the next hook on;
3. counts down: with `rounds`, one fewer; at none left it dies out.

Every roll is a logged `RollMade`, so replay and undo never roll again. The GM puts a hazard out with
`gm.end_hazard` {zone}.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.gm_damage import MAX_AMOUNT
from gm_desk.rules.i18n import t
from gm_desk.rules.live_hazards import live, live_hazard, spent
from gm_desk.rules.state import ACTIVE, DOWN
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.system_rules import SystemRules
    from gm_desk.rules.tx import Tx

IN_REACH = (ACTIVE, DOWN)  # who a hazard still hurts: standing, or down in the zone


def round_hook(rs: SystemRules, tx: Tx, hook: str) -> None:
    state = tx.state
    burning = live(state)
    if not burning or not state.started or state.outcome is not None:
        return
    for zone in sorted(z for z, entry in burning.items() if entry.get("hook") == hook):
        if zone not in live(state) or state.outcome is not None:
            continue
        strike(rs, tx, zone)
        spread(tx, zone)
        count_down(tx, zone)


def strike(rs: SystemRules, tx: Tx, zone: str) -> None:
    state = tx.state
    hazard = live_hazard(live(state)[zone])
    victims = [c.id for c in state.combatants.values() if c.zone == zone and c.status in IN_REACH]
    if not victims:
        return
    text = hazard.damage
    rolled = not text.isdigit()
    amount = tx.roll(text, f"hazard_damage:{zone}").total if rolled else int(text)
    amount = max(0, min(amount, MAX_AMOUNT))
    tx.emit(
        "ZoneHazardStruck",
        zone=zone,
        tag=hazard.tag,
        damage=text,
        amount=amount,
        rolled=rolled,
        victims=victims,
    )
    if amount <= 0:
        return
    for cid in victims:
        if state.outcome is not None:
            return
        if state.get(cid).status in IN_REACH:
            rs.take_damage(tx, cid, amount)


def spread(tx: Tx, zone: str) -> None:
    state = tx.state
    entry = live(state).get(zone)
    if entry is None or state.outcome is not None:
        return
    hazard = live_hazard(entry)
    if not hazard.spread:
        return
    for other in state.zones.neighbours(zone):
        if other in live(state) or other in spent(state):
            continue
        roll = tx.roll("1d100", f"hazard_spread:{zone}>{other}")
        if roll.total <= hazard.spread:
            tx.emit(
                "ZoneHazardSpread",
                to=other,
                hazard=hazard.to_dict(),
                left=hazard.rounds,
                roll=roll.total,
                chance=hazard.spread,
                **{"from": zone},
            )


def count_down(tx: Tx, zone: str) -> None:
    entry = live(tx.state).get(zone)
    if entry is None or entry.get("left") is None:
        return
    left = int(entry["left"]) - 1
    if left <= 0:
        tx.emit("ZoneHazardEnded", zone=zone, tag=entry["tag"], why="expired")
    else:
        tx.emit("ZoneHazardTicked", zone=zone, tag=entry["tag"], left=left)


def end_hazard(rs: SystemRules, tx: Tx, cmd: Command) -> None:
    """`gm.end_hazard` {zone}: the GM puts a hazard out (the party doused the fire)."""
    zone = cmd.args.get("zone")
    if not isinstance(zone, str) or zone not in tx.state.zones.zones:
        raise Reject("UNKNOWN_ZONE", t("There is no zone '{zone}'.", zone=zone))
    entry = live(tx.state).get(zone)
    if entry is None:
        name = tx.state.zones.zones[zone].name
        raise Reject("NO_CHANGE", t("No hazard is at work in {name}.", name=name))
    tx.emit("ZoneHazardEnded", zone=zone, tag=entry["tag"], why="gm")
