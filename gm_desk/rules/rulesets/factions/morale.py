"""The morale phase at the end of each round (spec 4.8).

A group reduced to half its original number or less, and a lone character (a group of one) at half
its health or less, make a group WIT save: each member who is neither immune to fear nor already
steady saves on its own. A pass makes the character steady (`morale_immune`) for the rest of the
fight; a failure means surrender or retreat, chosen by the GM (option: always one of them). Each group
is checked once, when it first crosses the line (option: every round while it stays below). PCs make
no morale checks unless the GM turns them on (A7).

Scheduler data: `groups` {group: [cid]} (original members), `morale_done` [group], `morale_pending`
{cid: group} (saves still to roll), `morale_fates` [cid] (failed, waiting for the GM's choice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.factions import rolls, schedule, stats, statuses
from gm_desk.rules.state import ACTIVE, FLED, SURRENDERED
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.factions import Factions
    from gm_desk.rules.tx import Tx

FATES = ("surrender", "retreat")


def checks_due(state: Any) -> list[tuple[str, list[str], str]]:
    """(group, members who must save, why) for every group whose morale breaks this round."""
    out = []
    every_round = state.options.get("morale_every_round")
    for group, members in sorted(state.sched.get("groups", {}).items()):
        if group in state.sched.get("morale_done", ()) and not every_round:
            continue
        people = [state.combatants[cid] for cid in members if cid in state.combatants]
        active = [c for c in people if c.status == ACTIVE]
        if not active:
            continue
        if len(members) == 1:
            c = active[0]
            if c.res.get("health", 0) * 2 > stats.health_max(c):
                continue
            why = f"{c.name} fights alone at half health or less"
        else:
            if len(active) * 2 > len(members):
                continue
            why = f"{len(active)} of {len(members)} still fight"
        rollers = [c.id for c in active if must_save(state, c)]
        if rollers:
            out.append((group, rollers, why))
    return out


def must_save(state: Any, c: Any) -> bool:
    if statuses.MORALE_IMMUNE in c.flags or stats.fear_immune(c):
        return False
    return not c.is_pc or bool(state.options.get("morale_pcs"))


def begin(rs: Factions, tx: Tx) -> None:
    tx.emit("PhaseChanged", phase=schedule.MORALE)
    for group, members, why in checks_due(tx.state):
        tx.emit("factions.MoraleDue", group=group, members=members, why=why)


def roll_one(rs: Factions, tx: Tx, cid: str) -> None:
    state = tx.state
    c = state.get(cid)
    if c.status != ACTIVE:
        tx.emit("factions.MoraleSaved", cid=cid, passed=None, why="no longer fighting")
        return
    passed = rolls.save(tx, c, "wit", f"morale:{cid}")
    failure = state.options.get("morale_failure", "gm_chooses")
    tx.emit(
        "factions.MoraleSaved", cid=cid, passed=passed, fate_pending=not passed and failure == "gm_chooses"
    )
    if passed:
        tx.emit("FlagChanged", cid=cid, flag=statuses.MORALE_IMMUNE, on=True)
    elif failure != "gm_chooses":
        apply_fate(rs, tx, cid, failure)


def apply_fate(rs: Factions, tx: Tx, cid: str, fate: str) -> None:
    tx.emit("factions.MoraleFate", cid=cid, fate=fate)
    if fate == "surrender":
        rs.set_status(tx, cid, SURRENDERED)
    else:
        rs.set_status(tx, cid, FLED, statuses.RETREATED)


def save_command(rs: Factions, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.phase != schedule.MORALE:
        raise Reject("NOT_NOW", t("Morale saves are made in the morale phase."))
    cid = cmd.actor or cmd.args.get("cid")
    c = rs.combatant(tx, cid)
    if c.id not in state.sched.get("morale_pending", {}):
        raise Reject("NOT_DUE", t("{name} has no morale save to make.", name=c.name))
    roll_one(rs, tx, c.id)


def fate_command(rs: Factions, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = rs.combatant(tx, cmd.actor or cmd.args.get("cid"))
    fate = rs.arg(cmd, "fate")
    if c.id not in state.sched.get("morale_fates", ()):
        raise Reject("NOTHING_PENDING", t("{name} is not waiting for a morale fate.", name=c.name))
    if fate not in FATES:
        raise Reject("BAD_ARGUMENT", t("A broken character surrenders or retreats."))
    apply_fate(rs, tx, c.id, fate)
