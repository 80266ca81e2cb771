"""A varied sample of the commands the rules accept right now, for the property tests and the UI.

`candidates` proposes every attack each weapon can make, backing out, actions, preparing, reactions,
sweeps and pending damage; the ruleset's `legal_commands` (`Ruleset.proposed_commands`) keeps only those
the rules accept right now, by deciding each one on a copy of the state. The copy's dice come from a fixed seed because whatever they show is thrown away
with the copy.
"""

from __future__ import annotations

from gm_desk.rules.events import Command
from gm_desk.rules.i18n import N_
from gm_desk.rules.rulesets.glowlands import attacks, turns
from gm_desk.rules.rulesets.glowlands.strain import BLEEDING_OUT
from gm_desk.rules.state import ACTIVE, EncounterState
from gm_desk.rules.tx import Reject


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
        out.append(Command("glowlands.reaction", ready[0].id, {"what": N_("a warding spell")}))
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
    out.append(Command("glowlands.act", actor.id, {"what": N_("force the gate open")}))
    out.append(Command("glowlands.act", actor.id, {"what": "reload", "roll": False}))
    out.append(Command("glowlands.back_out", actor.id))
    if actor.zone is not None:
        out += [Command("move", actor.id, {"to": z}) for z in state.zones.neighbours(actor.zone)]
    return out


