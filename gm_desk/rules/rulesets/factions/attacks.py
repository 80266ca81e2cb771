"""Attacks: legality, the WIT save to hit, blasts and their deviation, opportunity attacks, resolution.

Sequence (spec 4.3): legality -> WIT save if the circumstances call for one -> optional stunt (the target
accepts or refuses) -> reactions (`reactions.py`) -> damage (`damage.py`). The open attack waits in
`state.rs["attack"]` until every possible reaction is made or the table says `factions.no_reaction`;
when nobody could react it resolves at once. An opportunity attack interrupts a move kept in
`state.rs["move"]`; the move resumes afterwards if the mover is still up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.command_help import combatant_in
from gm_desk.rules.i18n import t, tn
from gm_desk.rules.rulesets.factions import actions, arms, damage, holds, rolls, space, statuses, turns
from gm_desk.rules.rulesets.factions.reactors import reactions
from gm_desk.rules.rulesets.factions.statuses import HITTABLE
from gm_desk.rules.state import ACTIVE, DEAD, DOWN, Combatant
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.factions import Factions
    from gm_desk.rules.tx import Tx

MODES = ("damage", "disarm", "grapple")


# --- planning: everything is checked before anything is emitted -----------------------------------


def plan_attack(
    rs: Factions, state: Any, a: Combatant, cmd: Command, *, target: str | None = None, reaction: bool = False
) -> dict[str, Any]:
    weapon = arms.find_weapon(a, rs.arg(cmd, "weapon", str, None))
    mode = rs.arg(cmd, "mode", str, "damage")
    if mode not in MODES:
        raise Reject("BAD_ARGUMENT", t("An attack's mode is one of {join}.", join=", ".join(MODES)))
    challenging = rs.arg(cmd, "challenging", bool, False)
    moving = rs.arg(cmd, "moving", bool, None)
    if moving is None:
        turn = state.turn
        moved = turn is not None and turn.actor == a.id and "move" in turn.spent
        moving = not reaction and moved and state.options.get("moving") == "moved_this_turn"
    # A barrier blocks an attack completely, but an indirect attack can be aimed over obstacles: it goes
    # on, with the WIT save to hit an indirect attack always needs.
    over = weapon.get("kind", "melee") == "indirect" and mode == "damage"
    if rs.arg(cmd, "barrier", bool, False) and not over:
        raise Reject(
            "BARRIER",
            t("A barrier blocks the attack completely; only an indirect attack can be aimed over it."),
        )
    plan: dict[str, Any] = {
        "attacker": a.id,
        "peeking": rs.arg(cmd, "peeking", bool, False),
        "weapon": weapon,
        "mode": mode,
        "hold_back": rs.arg(cmd, "hold_back", bool, False),
        "stunt": rs.arg(cmd, "stunt", str, None),
        "drop": rs.arg(cmd, "drop", str, None),
        "unaware": rs.arg(cmd, "unaware", bool, False),
        "final_blow": rs.arg(cmd, "final_blow", bool, False),
        "blast": None,
        "zone": None,
        "targets": [],
    }
    blast = bool(weapon.get("blast")) and mode == "damage"
    if blast and reaction:
        raise Reject("BAD_COUNTER", t("A blast cannot be used as a reaction."))
    if blast and weapon.get("kind", "melee") == "melee":
        plan.update(blast="melee", zone=a.zone, save=False)  # a melee blast cannot miss
        return plan
    if blast:
        zone = rs.arg(cmd, "zone", str, None)
        if (
            zone is None
            and isinstance(cmd.args.get("target"), str)
            and cmd.args["target"] in state.combatants
        ):
            zone = state.get(cmd.args["target"]).zone
        if zone not in state.zones.zones or a.zone is None:
            raise Reject("MISSING_ARGUMENT", t("A ranged blast needs a target 'zone'."))
        d = state.zones.hops(a.zone, zone)
        visible = rs.arg(cmd, "visible", bool, True)
        plan.update(blast="ranged", zone=zone, save=needs_save(weapon, d, visible, moving, challenging))
        return plan
    foe = combatant_in(state, target if target is not None else cmd.args.get("target"))
    if foe.id == a.id:
        raise Reject("CANNOT_TARGET_SELF", t("{name} cannot attack themself.", name=a.name))
    plan["targets"] = [foe.id]
    if plan["final_blow"]:
        if foe.status != DOWN:
            raise Reject(
                "NOT_INCAPACITATED",
                t("A final blow needs an incapacitated target; {name} is not.", name=foe.name),
            )
        if not space.nearby(state, a, foe):
            raise Reject("NOT_NEARBY", t("{name} is not nearby.", name=foe.name))
        plan["save"] = False
        return plan
    if foe.status not in HITTABLE:
        raise Reject(
            "TARGET_OUT",
            t(
                "{name} is {status_words}: nothing to attack.",
                name=foe.name,
                status_words=statuses.status_words(foe),
            ),
        )
    visible = rs.arg(cmd, "visible", bool, None)
    if visible is None:
        visible = statuses.CONCEALED not in foe.flags
    if mode != "damage":
        if not space.nearby(state, a, foe):
            raise Reject(
                "NOT_NEARBY", t("A {mode} needs a nearby target; {name} is not.", mode=mode, name=foe.name)
            )
        if mode == "disarm" and plan["drop"] is not None and plan["drop"] not in arms.weapon_names(foe):
            raise Reject(
                "UNKNOWN_WEAPON", t("{name} has no weapon called '{drop}'.", name=foe.name, drop=plan["drop"])
            )
        plan["save"] = not visible or challenging
        return plan
    kind = weapon.get("kind", "melee")
    if kind == "melee" and not space.nearby(state, a, foe):
        raise Reject("NOT_NEARBY", t("A melee attack needs a nearby target; {name} is not.", name=foe.name))
    plan["save"] = needs_save(weapon, space.distance(state, a, foe), visible, moving, challenging)
    return plan


def needs_save(weapon: dict[str, Any], d: int, visible: bool, moving: bool, challenging: bool) -> bool:
    """Whether the attack needs a WIT save to hit, rejecting it when it is not possible at all (4.2)."""
    kind = weapon.get("kind", "melee")
    if kind == "melee":
        return not visible or challenging
    reach = int(weapon.get("range_zones", 0))
    half = reach / 2
    if d > reach:
        raise Reject(
            "OUT_OF_REACH",
            tn(
                "The {name} reaches {reach} zone; the target is {d} away.",
                "The {name} reaches {reach} zones; the target is {d} away.",
                reach,
                name=weapon["name"],
                reach=reach,
                d=d,
            ),
        )
    if kind == "indirect":
        if d <= half:
            raise Reject(
                "TOO_CLOSE",
                t("An indirect attack only reaches beyond half range ({half:g} zones).", half=half),
            )
        if moving:
            raise Reject("MOVING", t("An indirect attack cannot be made while moving."))
        return True
    if not visible:
        raise Reject("NOT_VISIBLE", t("A ranged attack needs a visible target."))
    if d > half and moving:
        raise Reject(
            "TOO_FAR_WHILE_MOVING", t("Beyond half range, a ranged attack cannot be made while moving.")
        )
    return d > half or moving or challenging


# --- commands -------------------------------------------------------------------------------------


def attack(rs: Factions, tx: Tx, cmd: Command) -> None:
    c = actions.acting(rs, tx, cmd)
    plan = plan_attack(rs, tx.state, c, cmd)
    rs.spend(tx, c.id, "attack", {"main": 1})
    holds.let_go(tx, c, "it attacked someone else", keep=plan["targets"][0] if plan["targets"] else None)
    launch(rs, tx, plan, cmd)


def opportunity(rs: Factions, tx: Tx, cmd: Command) -> None:
    """A nearby enemy attacks the mover as it leaves: a reaction that takes the reactor's turn."""
    state = tx.state
    move = state.rs.get("move")
    if not move:
        raise Reject("NOTHING_PENDING", t("Nobody is moving away right now."))
    if state.rs.get("attack"):
        holds.require_no_pending(state)
    c = rs.combatant(tx, cmd.actor)
    if c.id not in holds.remaining_reactors(state):
        raise Reject("CANNOT_REACT", t("{name} cannot make an opportunity attack now.", name=c.name))
    plan = plan_attack(rs, state, c, cmd, target=move["cid"], reaction=True)
    plan["opportunity"] = True
    tx.emit("factions.Reacted", actor=c.id, kind="opportunity", against=move["cid"])
    holds.let_go(tx, c, "it reacted")
    launch(rs, tx, plan, cmd)


def launch(rs: Factions, tx: Tx, plan: dict[str, Any], cmd: Command) -> None:
    state = tx.state
    a = state.get(plan["attacker"])
    surprise = statuses.CONCEALED in a.flags  # the victims of a concealed attacker are taken by surprise
    weapon = plan["weapon"]
    tx.emit(
        "factions.AttackDeclared",
        attacker=a.id,
        targets=list(plan["targets"]),
        zone=plan["zone"],
        weapon=weapon["name"],
        mode=plan["mode"],
        save=plan["save"],
        surprise=surprise,
    )
    if not weapon.get("unarmed"):
        tx.emit("factions.GearUsed", cid=a.id, items=[f"weapon:{weapon['name']}"])
    if plan["final_blow"]:
        t = plan["targets"][0]
        tx.emit("factions.FinalBlow", attacker=a.id, target=t)
        actions.reveal_after(tx, a, cmd)
        rs.set_status(tx, t, DEAD)
        tx.emit("factions.AttackResolved", attacker=a.id, results=[{"target": t, "result": "killed"}])
        return
    zone = plan["zone"]
    if plan["save"]:
        hit = rolls.save(tx, a, "wit", "to_hit")
        tx.emit("factions.ToHit", attacker=a.id, passed=hit)
        if not hit and plan["blast"] == "ranged":
            zone = deviate(tx, zone)
            if zone is None:
                actions.reveal_after(tx, a, cmd)
                tx.emit("factions.AttackResolved", attacker=a.id, results=[], result="lost")
                after(rs, tx, plan)
                return
        elif not hit:
            actions.reveal_after(tx, a, cmd)
            results = [{"target": t, "result": "miss"} for t in plan["targets"]]
            tx.emit("factions.AttackResolved", attacker=a.id, results=results)
            after(rs, tx, plan)
            return
    actions.reveal_after(tx, a, cmd)
    targets = list(plan["targets"])
    if plan["blast"]:
        targets = [
            c.id
            for c in state.combatants.values()
            if c.status in HITTABLE
            and space.in_or_on(state, c, zone)
            and not (plan["blast"] == "melee" and c.id == a.id)
        ]
        if not targets:
            tx.emit("factions.AttackResolved", attacker=a.id, results=[], zone=zone, result="empty")
            after(rs, tx, plan)
            return
    record = {
        "attacker": a.id,
        "targets": targets,
        "weapon": weapon,
        "mode": plan["mode"],
        "hold_back": plan["hold_back"],
        "drop": plan["drop"],
        "peeking": plan["peeking"],
        "blast": plan["blast"],
        "zone": zone,
        "surprise": surprise,
        "unaware": list(targets) if plan["unaware"] else [],
        "opportunity": bool(plan.get("opportunity")),
        "reacted": [],
        "dodged": [],
        "counter": None,
        "stage": "react",
    }
    if plan["stunt"] and not plan["blast"] and state.get(targets[0]).status == ACTIVE:
        record["stage"] = "stunt"
        tx.emit("factions.StuntProposed", attacker=a.id, target=targets[0], effect=plan["stunt"])
        tx.emit("RulesetDataChanged", changes={"attack": record})
        return
    proceed(rs, tx, record)


def deviate(tx: Tx, zone: str) -> str | None:
    """A missed ranged blast lands in a neighbouring zone picked by a die over the sorted neighbours."""
    around = tx.state.zones.neighbours(zone)
    if not around:
        tx.emit("factions.Deviated", was=zone, to=None)
        return None
    roll = tx.roll(f"1d{len(around)}", "deviation")
    landed = around[roll.total - 1]
    tx.emit("factions.Deviated", was=zone, to=landed, choices=around)
    return landed


def proceed(rs: Factions, tx: Tx, record: dict[str, Any]) -> None:
    """Open (or keep open) the reaction window, or resolve when nobody can still react."""
    if reactions(tx.state, record):
        tx.emit("RulesetDataChanged", changes={"attack": record})
    else:
        resolve(rs, tx, record)


# --- resolution -----------------------------------------------------------------------------------


def resolve(rs: Factions, tx: Tx, record: dict[str, Any]) -> None:
    state = tx.state
    if state.rs.get("attack"):
        tx.emit("RulesetDataChanged", changes={"attack": None})
    tx.scratch["factions.resolving"] = True  # hold on_left until the blows are in
    try:
        a = state.get(record["attacker"])
        counter = record["counter"]
        results = []
        for tid in record["targets"]:
            t = state.get(tid)
            if tid in record["dodged"]:
                results.append({"target": tid, "result": "dodged"})
            elif counter and counter["by"] == tid:
                results.append(damage.countered(rs, tx, a, t, record, counter))
            elif t.status in HITTABLE:
                results.append(damage.strike(rs, tx, a, t, record))
        tx.emit("factions.AttackResolved", attacker=a.id, results=results)
    finally:
        tx.scratch["factions.resolving"] = False
    after(rs, tx, record)


def after(rs: Factions, tx: Tx, record: dict[str, Any]) -> None:
    if record.get("opportunity") and not holds.remaining_reactors(tx.state):
        holds.finish_interrupted_move(rs, tx)
    turns.tidy(rs, tx)
