"""A varied sample of commands the rules accept right now, for the property tests and the UI.

Candidates are built from the state and each is tried on a copy; only the accepted ones are offered,
so the sample never lies. Which commands come up does not depend on dice: every refusal happens
before the first roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.cards import model
from gm_desk.rules.rulesets.cards.schedule import ACTING, DRAW, ROUND_START
from gm_desk.rules.rulesets.cards.turns import missing
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState
from gm_desk.rules.tx import trial

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.cards import Cards


def candidates(state: EncounterState) -> list[Command]:
    out: list[Command] = [Command("next")]
    active = [c for c in state.combatants.values() if c.status == ACTIVE]
    pcs = [c for c in active if c.is_pc]
    if state.phase == DRAW:
        out += [Command("cards.draw", args={"holder": h}) for h in missing(state)]
        if pcs:
            out.append(Command("cards.ambush", args={"ambushers": [pcs[0].id]}))
        out.append(Command("cards.redraw"))
    if state.phase == ROUND_START:
        out += [Command("cards.swap", args={"a": a.id, "b": b.id}) for a in pcs for b in pcs if a.id < b.id]
    for right in state.sched.get("swap_rights", ()):
        out.append(Command("cards.force_swap", args={"by": right["by"], "with": right["with"]}))
        their = model.values(state, model.holder_of(state, right["with"]))
        if their:
            out.append(
                Command(
                    "cards.force_swap",
                    args={"by": right["by"], "with": right["with"], "their_card": their[-1]},
                )
            )
    if state.phase == ACTING and state.turn is not None:
        out += turn_commands(state)
    return out


def turn_commands(state: EncounterState) -> list[Command]:
    assert state.turn is not None
    me = state.get(state.turn.actor)
    others = [c for c in state.combatants.values() if c.id != me.id and c.status in (ACTIVE, "down")]
    out = [Command("end_turn", me.id)]
    for z in state.zones.neighbours(me.zone) if me.zone else ():
        out.append(Command("move", me.id, {"to": z}))
        out.append(Command("cards.flee", me.id, {"to": z}))
        out.append(Command("cards.clear", me.id, {"to": z}))
    for t in others:
        for atk in model.attacks(me)[:2] or [{"name": "unarmed"}]:
            out.append(Command("cards.attack", me.id, {"target": t.id, "attack": atk["name"]}))
            out.append(
                Command("cards.attack", me.id, {"target": t.id, "attack": atk["name"], "defence": "dodge"})
            )
            out.append(
                Command(
                    "cards.attack",
                    me.id,
                    {"target": t.id, "attack": atk["name"], "defence": "parry", "force_swap": True},
                )
            )
        out.append(Command("cards.defend", args={"by": t.id, "kind": "parry"}))
        out.append(Command("cards.approach", me.id, {"target": t.id}))
        out.append(Command("cards.grapple", me.id, {"target": t.id, "break_free": True, "cover_mouth": True}))
    out += [
        Command("cards.break_free", me.id, {"hold": True}),
        Command("cards.break_free", me.id),
        Command("cards.extinguish", me.id),
        Command("cards.maneuver", me.id, {"name": "shout"}),
        Command("cards.maneuver", me.id, {"name": "draw weapon"}),
        Command("cards.test", me.id, {"skill": "read", "what": "survey the situation"}),
    ]
    return out


def _tools(c: Combatant) -> list[Command]:
    """The GM's tools that could apply to `c`: fire, poison, a fall, a fear test, an antidote."""
    out = []
    if not model.burning(c):
        out.append(Command("cards.ignite", args={"cid": c.id, "intensity": "small"}))
    out.append(Command("cards.poison", args={"cid": c.id, "toxicity": 3}))
    out.append(Command("cards.fall", args={"cid": c.id, "feet": 10}))
    if c.is_pc:
        out.append(Command("cards.fear", args={"cid": c.id, "value": 1, "position": "controlled"}))
    if model.condition(c, model.POISONED):
        out.append(Command("cards.antidote", args={"cid": c.id}))
    return out


def gm_tools(rs: Cards, state: EncounterState) -> list[Command]:
    """Fire, poison, falls, fear and antidotes: the chapter has the Director apply them to anyone, so they
    are the GM's tools, not anyone's maneuver. One of each kind, on the first combatant it fits (whoever
    acts first); the GM picks anyone in the form, and the rules decide."""
    if not state.started or state.outcome is not None:
        return []
    active = sorted(
        (c for c in state.combatants.values() if c.status == ACTIVE), key=lambda c: c.id != state.actor
    )
    found: dict[str, Command] = {}
    for c in active:
        for cmd in _tools(c):
            if cmd.type not in found and trial(rs, state, cmd).ok:
                found[cmd.type] = cmd
    order = ("cards.ignite", "cards.poison", "cards.antidote", "cards.fall", "cards.fear")
    return [found[kind] for kind in order if kind in found]


