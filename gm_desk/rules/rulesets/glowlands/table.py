"""What the table sees and may do: the prompt, the turn-order rows, the legal commands, the invariants.

`legal_commands` proposes a varied sample (every attack each weapon can make, backing out, actions,
preparing, reactions, sweeps, pending damage) and keeps only those the rules accept right now, by
deciding each one on a copy of the state. The copy's dice come from a fixed seed because whatever they
show is thrown away with the copy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.events import Command
from gm_desk.rules.i18n import t
from gm_desk.rules.ruleset import OrderEntry, Prompt
from gm_desk.rules.rulesets.glowlands import attacks, pools, retaliation, strain, turns
from gm_desk.rules.rulesets.glowlands.checks import threat_of
from gm_desk.rules.rulesets.glowlands.strain import BLEEDING_OUT
from gm_desk.rules.rulesets.glowlands.words import retaliation_words, threat_words, who
from gm_desk.rules.state import ACTIVE, DOWN, EncounterState
from gm_desk.rules.tx import Reject, trial

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.glowlands import Glowlands


# --- the prompt -----------------------------------------------------------------------------------


def prompt(state: EncounterState) -> Prompt:
    phase = state.phase
    if state.outcome is not None:
        o = state.outcome
        return Prompt(
            "ended",
            t(
                "The fight is over: {result}. The group picks {benefits} benefit(s) and {drawbacks} drawback(s).",
                result=o["result"],
                benefits=o.get("benefits", 0),
                drawbacks=o.get("drawbacks", 0),
            ),
            data={
                "result": o["result"],
                "benefits": o.get("benefits", 0),
                "drawbacks": o.get("drawbacks", 0),
            },
        )
    if phase == turns.SETUP:
        return Prompt("setup", t("Place everyone, mark who is engaged, then start the encounter."))
    if phase == turns.INITIATIVE:
        missing = tuple(p.id for p in state.pcs() if p.id not in state.sched.get("init", {}))
        names = ", ".join(state.get(c).name for c in missing)
        return Prompt(
            "initiative",
            t("Each PC rolls Skill Mastery (waiting for {names}).", names=names),
            choices=missing,
        )
    if phase == turns.READY:
        ties = state.sched.get("ties", [])
        text = t("Initiative is set. Start round 1.")
        if ties:
            names = "; ".join(" = ".join(state.get(c).name for c in group) for group in ties)
            text = t(
                "Tied: {names}. The players agree an order (entry order until then). Then start round 1.",
                names=names,
            )
        return Prompt("round_start", text, data={"ties": ties})
    pending = state.rs.get("pending", [])
    if pending:
        lines = "; ".join(
            f"{who(state, p['npc'], start=True)}'s {retaliation_words(p['retaliation'])} against "
            f"{who(state, p['target'])}"
            for p in pending
        )
        return Prompt(
            "decide",
            t("Apply or dismiss the waiting Retaliation damage: {lines}.", lines=lines),
            choices=tuple(p["id"] for p in pending),
            data={"pending": pending},
        )
    if phase == turns.PC_TURNS and state.turn is not None:
        return _turn_prompt(state)
    if phase == turns.SWEEP:
        owed = turns.pending_sweep(state)
        if owed:
            suggestions = {}
            parts = []
            for cid in owed:
                npc = state.get(cid)
                s = retaliation.suggest(state, npc)
                if s is None:
                    standing = any(p.status == ACTIVE for p in state.pcs())
                    why = "nobody in reach" if standing else "no PC standing"
                    parts.append(t("{who} ({why}: let it pass)", who=who(state, cid), why=why))
                    continue
                suggestions[cid] = {"target": s[0], "retaliation": s[1]["name"]}
                parts.append(
                    t(
                        "{who} ({name} against {who2}?)",
                        who=who(state, cid),
                        name=s[1]["name"],
                        who2=who(state, s[0]),
                    )
                )
            return Prompt(
                "decide",
                t(
                    "End of round {round}: still to retaliate: {join}.",
                    round=state.round,
                    join=", ".join(parts),
                ),
                choices=tuple(owed),
                data={"owed": owed, "suggestions": suggestions},
            )
        return Prompt("round_end", t("Round {round} is over. Next round.", round=state.round))
    return Prompt("setup", "")


def _turn_prompt(state: EncounterState) -> Prompt:
    assert state.turn is not None
    actor = state.get(state.turn.actor)
    if actor.substatus == BLEEDING_OUT:
        return Prompt(
            "act",
            t(
                "{name} is bleeding out: roll Defiant + Lucky against 10 (the turn's only action).",
                name=actor.name,
            ),
            actor=actor.id,
            choices=("glowlands.bleed_out",),
        )
    budget = state.turn.budget
    actions = budget.get("action", 0)
    roll = (
        t("the Aspect roll is still free")
        if budget.get("aspect_roll", 0) > 0
        else t("the Aspect roll is spent")
    )
    text = t("{name}'s turn: {actions} action(s) left, {roll}.", name=actor.name, actions=actions, roll=roll)
    foes = retaliation.engaged_creatures(state, actor)
    if foes:
        text += t(" Engaged with ") + ", ".join(
            f"{who(state, f)} ({threat_words(state, f, 'melee', threat_of(state.get(f), 'melee'))})"
            for f in foes
        )
        text += t(": moving away needs a back-out.")
    return Prompt(
        "act",
        text,
        actor=actor.id,
        may_pass=True,
        data={
            "actions": actions,
            "aspect_roll": budget.get("aspect_roll", 0),
            "engaged": foes,
            "prepared": actor.rs.get("prepared"),
        },
    )


def order(state: EncounterState) -> list[OrderEntry]:
    init = state.sched.get("init", {})
    done = set(state.sched.get("done", ()))
    current = state.turn.actor if state.turn else None
    rows = []
    for cid in state.sched.get("order", ()):
        c = state.combatants.get(cid)
        if c is None or c.status == "removed":
            continue
        rows.append(OrderEntry(cid, str(init.get(cid, "")), cid == current, cid in done and cid != current))
    return rows


# --- legal commands -------------------------------------------------------------------------------


def candidates(state: EncounterState) -> list[Command]:
    out: list[Command] = []
    phase = state.phase
    if phase == turns.SETUP:
        return [Command("start")]
    if phase in (turns.INITIATIVE, turns.READY):
        rolled = state.sched.get("init", {})
        out += [
            Command("glowlands.initiative", args={"cid": p.id}) for p in state.pcs() if p.id not in rolled
        ]
        for group in state.sched.get("ties", ()):
            out.append(Command("glowlands.resolve_tie", args={"order": list(reversed(group))}))
        return [*out, Command("next")]
    for item in state.rs.get("pending", ()):
        out.append(Command("glowlands.apply_retaliation", args={"id": item["id"]}))
        out.append(Command("glowlands.apply_retaliation", args={"id": item["id"], "skip": True}))
    out.append(Command("next"))
    if phase == turns.PC_TURNS and state.turn is not None:
        out += _turn_candidates(state)
    if phase == turns.SWEEP:
        for npc in turns.pending_sweep(state):
            out.append(Command("glowlands.sweep", args={"npc": npc}))
            out.append(Command("glowlands.sweep", args={"npc": npc, "skip": True}))
    reactors = [pc for pc in state.pcs() if pc.status == ACTIVE and pc.id != state.actor]
    out += [Command("glowlands.use_prepared", pc.id) for pc in reactors if pc.rs.get("prepared")]
    ready = [pc for pc in reactors if pc.rs.get("budget", {}).get("reaction", 0) > 0]
    if ready:  # one is enough for a sample; offering every PC's would crowd out the rest
        out.append(Command("glowlands.reaction", ready[0].id, {"what": "a warding spell"}))
    return out


def _turn_candidates(state: EncounterState) -> list[Command]:
    assert state.turn is not None
    actor = state.get(state.turn.actor)
    if actor.substatus == BLEEDING_OUT:
        return [Command("glowlands.bleed_out", actor.id)]
    out = [Command("end_turn", actor.id)]
    foes = [c for c in state.npcs() if c.status == ACTIVE]
    try:
        weapons = attacks.sheet_weapons(actor)
    except Reject:
        weapons = []
    for w in weapons:
        for foe in foes:
            out.append(Command("glowlands.attack", actor.id, {"target": foe.id, "weapon": w.name}))
    if weapons and foes:
        args = {"target": foes[0].id, "weapon": weapons[0].name, "accept_retaliation": True, "modifier": 9}
        out.append(Command("glowlands.attack", actor.id, args))
        prep = {"action": "attack", "args": {"target": foes[0].id, "weapon": weapons[0].name}}
        out.append(Command("glowlands.prepare", actor.id, {**prep, "trigger": "when it moves"}))
    out.append(Command("glowlands.act", actor.id, {"what": "force the gate open"}))
    out.append(Command("glowlands.act", actor.id, {"what": "reload", "roll": False}))
    out.append(Command("glowlands.back_out", actor.id))
    if actor.zone is not None:
        out += [Command("move", actor.id, {"to": z}) for z in state.zones.neighbours(actor.zone)]
    return out


def legal_commands(rs: Glowlands, state: EncounterState) -> list[Command]:
    if state.outcome is not None:
        return []
    return [cmd for cmd in candidates(state) if trial(rs, state, cmd).ok] + rs.shared_commands(state)


# --- invariants -----------------------------------------------------------------------------------


def invariants(state: EncounterState) -> list[str]:
    problems: list[str] = []
    if state.turn is not None:
        actor = state.get(state.turn.actor)
        if not actor.is_pc:
            problems.append("a creature holds a turn")
        elif not turns.takes_turns(actor):
            problems.append(f"{actor.name} holds a turn but can neither act nor bleed out")
        budget = state.turn.budget
        if budget.get("action", 0) > turns.TURN_BUDGET["action"]:
            problems.append("more than two actions in a turn")
        if budget.get("aspect_roll", 0) > turns.TURN_BUDGET["aspect_roll"]:
            problems.append("more than one Aspect roll in a turn")
        if actor.substatus == BLEEDING_OUT and set(state.turn.spent) - {"bleed_out_roll"}:
            problems.append(f"{actor.name} did something other than the bleed-out roll while bleeding out")
        if state.phase != turns.PC_TURNS:
            problems.append("a turn runs outside the PC phase")
    done = state.sched.get("done", [])
    if len(done) != len(set(done)):
        problems.append("a PC acted twice in one round")
    for c in state.combatants.values():
        if c.status == "removed":
            continue
        top = int(c.stats.get("max_strain", 1))
        if not 0 <= c.res.get("strain", 0) <= top:
            problems.append(f"{c.name}'s Strain is outside 0..{top}")
        for other in c.engaged:
            if c.id not in state.get(other).engaged:
                problems.append(f"{c.name}'s engagement with {other} is one-sided")
        reaction = c.rs.get("budget", {}).get("reaction", 0)
        if not 0 <= reaction <= 1:
            problems.append(f"{c.name} holds {reaction} reactions")
        if c.substatus == BLEEDING_OUT and c.status != DOWN:
            problems.append(f"{c.name} is bleeding out but not down")
        if c.is_pc:
            if not 0 <= c.res.get("wounds", 0) <= len(strain.wound_ranks(c)):
                problems.append(f"{c.name} has more wound ranks ticked than the sheet holds")
        else:
            cap = retaliation.limit(c)
            if c.rs.get("retaliations_used", 0) > cap:
                problems.append(f"{c.name} retaliated more than {cap} time(s)")
            if c.rs.get("retaliated", 0) < c.rs.get("retaliations_used", 0):
                problems.append(f"{c.name}'s round count of Retaliations is below its limit count")
    for item in state.rs.get("pending", []):
        if item["npc"] not in state.combatants or item["target"] not in state.combatants:
            problems.append("waiting Retaliation damage names someone unknown")
    return problems + pools.problems(state)
