"""What the table sees of a Threat & Retaliation fight: the prompt (what to do next) and the order rows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t, tn
from gm_desk.rules.ruleset import OrderEntry, Prompt
from gm_desk.rules.rulesets.glowlands import retaliation, turns
from gm_desk.rules.rulesets.glowlands.rolls import threat_of
from gm_desk.rules.rulesets.glowlands.strain import BLEEDING_OUT
from gm_desk.rules.rulesets.glowlands.words import retaliation_words, threat_words, who
from gm_desk.rules.state import ACTIVE, EncounterState

if TYPE_CHECKING:
    pass


# --- the prompt -----------------------------------------------------------------------------------


def prompt(state: EncounterState) -> Prompt:
    phase = state.phase
    if state.outcome is not None:
        o = state.outcome
        return Prompt(
            "ended",
            t(
                "The fight is over: {result}. The group picks {benefits} and {drawbacks}.",
                result=o["result"],
                benefits=tn("{n} benefit", "{n} benefits", int(o.get("benefits", 0)), n=o.get("benefits", 0)),
                drawbacks=tn("{n} drawback", "{n} drawbacks", int(o.get("drawbacks", 0)), n=o.get("drawbacks", 0)),
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
                    if standing:
                        parts.append(t("{who} (nobody in reach: let it pass)", who=who(state, cid)))
                    else:
                        parts.append(t("{who} (no PC standing: let it pass)", who=who(state, cid)))
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
    text = tn(
        "{name}'s turn: {actions} action left, {roll}.",
        "{name}'s turn: {actions} actions left, {roll}.",
        actions,
        name=actor.name,
        actions=actions,
        roll=roll,
    )
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
