"""Legal commands for Alternating Teams (the property tests drive the ruleset with these).

`candidates` proposes a varied set of concrete commands for the moment; the ruleset's `legal_commands`
(`Ruleset.proposed_commands`) keeps those the rules accept, decided on a copy of the state: the rules
stay the one judge of legality.
"""

from __future__ import annotations

import functools

from gm_desk.rules import conditions
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.teams import space, stats, turns
from gm_desk.rules.state import ACTIVE, DEAD, DOWN, REMOVED, EncounterState


@functools.lru_cache(maxsize=256)
def _every_turn(a: str) -> tuple[Command, ...]:
    """What every turn of `a` offers, whatever the state: made once per combatant, a command being a
    value that never changes. Making a command costs more than the rest of a listing does per command,
    and the simulation's tactic lists a turn's candidates for every new situation it meets."""
    return (
        Command("end_turn", a),
        Command("next", a),
        Command("teams.guard", a),
        Command("teams.wait", a),
        Command("teams.continue", a),
        Command("teams.abandon", a),
        Command("teams.drop_prone", a),
        Command("teams.stand_up", a),
        Command("teams.step", a),
        Command("teams.seek_cover", a, {"behind_cover": True}),
        Command("teams.interact", a, {"what": "a door"}),
        Command("teams.short_task", a, {"what": "bar the door", "dc": 8}),
    )


def _turn_candidates(state: EncounterState) -> list[Command]:
    turn = state.turn
    assert turn is not None
    me = state.get(turn.actor)
    a = me.id
    out = list(_every_turn(a))
    if me.zone:
        for z in state.zones.neighbours(me.zone):
            out.append(Command("move", a, {"to": z}))
            out.append(Command("teams.sprint", a, {"to": z}))
    here = space.pos(state, a)
    if here is not None:
        for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1), (1, 1)):
            out.append(Command("teams.step", a, {"to_pos": [here[0] + dx, here[1] + dy]}))
            out.append(Command("move", a, {"to_pos": [here[0] + 3 * dx, here[1] + 3 * dy]}))
    gear = [w["name"] for w in stats.weapons(me)] + [i["name"] for i in stats.items(me)]
    if gear:
        out.append(Command("teams.brandish", a, {"hold": gear[:2]}))
        out.append(Command("teams.drop_item", a, {"item": gear[-1]}))
    for name in me.rs.get("dropped", ()):
        out.append(Command("teams.interact", a, {"pick_up": name}))
    for w in stats.weapons(me):
        out.append(Command("teams.reload", a, {"weapon": w["name"]}))
    foes = [foe for foe in state.enemies_of(a) if foe.status not in (DEAD, REMOVED)]
    for foe in foes:
        for w in stats.weapons(me)[:2]:
            out.append(Command("teams.attack", a, {"target": foe.id, "weapon": w["name"]}))
            out.append(Command("teams.killing_strike", a, {"target": foe.id, "weapon": w["name"]}))
        out.append(Command("teams.attack", a, {"target": foe.id, "unseen": True}))
    # Ready and Command once each (per ally), with an attack on the first foe as the sample action: the
    # GM changes the action in the form. One per foe listed them twice over in the same words.
    if foes:
        attack = {"type": "teams.attack", "args": {"target": foes[0].id}}
        out.append(Command("teams.ready", a, {"action": attack, "trigger": "the enemy comes close"}))
        for ally in state.on_side(me.side):
            if ally.id != a:
                out.append(Command("teams.command", a, {"ally": ally.id, "action": attack}))
    for ally in state.on_side(me.side):
        if ally.status == DOWN:
            out.append(Command("teams.resuscitate", a, {"target": ally.id}))
    return out


def _start_candidates(state: EncounterState) -> list[Command]:
    """The ways to start: each instigator against each other fielded team, the setup's choice first,
    then no instigator at all (the teams go in setup order)."""
    given = state.rs.get("start", {})
    teams = [t for t in state.sides if state.on_side(t)]
    out = []
    for c in state.combatants.values():
        if c.status != ACTIVE:
            continue
        for team in teams:
            if team != c.side:
                out.append(Command("start", args={"instigator": c.id, "attacked_team": team}))

    def chosen(cmd: Command) -> bool:
        same: bool = cmd.args["instigator"] == given.get("instigator")
        return same and given.get("attacked_team", cmd.args["attacked_team"]) == cmd.args["attacked_team"]

    out.sort(key=lambda cmd: not chosen(cmd))
    nobody = Command("start", args={"instigator": None})
    return [nobody, *out] if given and not given.get("instigator") else [*out, nobody]


def candidates(state: EncounterState) -> list[Command]:
    """The commands proposed for the moment, before the rules decide them."""
    candidates: list[Command] = []
    pending = state.rs.get("pending")
    if not state.started:
        # The setup's own start is the first of the starts that name an instigator: listed once, not also
        # bare (a bare "Start" and the start with nobody read the same in the Action list).
        candidates = [*(_start_candidates(state) or [Command("start")]), Command("next")]
    elif pending and pending["kind"] == "defend":
        d = state.get(pending["defender"])
        candidates = [Command("teams.defend", d.id, {"reaction": r}) for r in ("none", "dodge")]
        for entry in stats.items(d) + stats.weapons(d):
            for r in ("parry", "block"):
                candidates.append(Command("teams.defend", d.id, {"reaction": r, "item": entry["name"]}))
        for c in state.combatants.values():
            candidates.append(Command("teams.intercept", c.id, {"cid": c.id}))
    elif pending and pending["kind"] == "stay_conscious":
        cid = pending["cid"]
        candidates = [Command("teams.stay_conscious", cid, {"choice": ch}) for ch in ("fortify", "fall")]
    elif state.turn is not None:
        candidates = _turn_candidates(state)
    else:
        team = turns.picking_team(state)
        if team is not None:
            candidates = [
                Command("teams.pick", cid, {"cid": cid}) for cid in turns.eligible_members(state, team)
            ]
            candidates += [Command("next"), Command("teams.pass", None, {"team": team})]
    if state.started and not pending:
        for c in state.combatants.values():
            if conditions.has(c, "readied"):
                candidates.append(Command("teams.trigger", c.id, {"cid": c.id}))
    return candidates
