"""What the table sees of an Alternating Teams fight: the prompt, the turn-order tracker, the log in words."""

from __future__ import annotations

from gm_desk.rules.events import Event
from gm_desk.rules.ruleset import OrderEntry, Prompt
from gm_desk.rules.rulesets.teams import reactions, stats, turns
from gm_desk.rules.state import EncounterState
from gm_desk.rules.state import name_of as _name


def _team(state: EncounterState, team: str) -> str:
    return state.sides[team].name if team in state.sides else team


def prompt(state: EncounterState) -> Prompt:
    if state.outcome is not None:
        return Prompt(
            "ended", f"The fight is over: {state.outcome['result']} ({state.outcome.get('why', '')})."
        )
    if not state.started:
        return Prompt("setup", "Name the instigator and the attacked team (or a team order), then start.")
    pending = state.rs.get("pending")
    if pending and pending["kind"] == "defend":
        hit = pending["hit"]
        defender = state.get(pending["defender"])
        choices = ["none"]
        if reactions.may_react(defender, free=bool(pending.get("free"))):
            choices += ["parry", "block"] if pending.get("dodged") else ["dodge", "parry", "block"]
        allies = reactions.interceptors(state, pending)
        return Prompt(
            "decide",
            f"{_name(state, hit.get('attacker'))} hits {defender.name}: react (dodge, parry, block) or take it"
            + (f"; {', '.join(_name(state, a) for a in allies)} may intercept." if allies else "."),
            actor=defender.id,
            choices=tuple(choices),
            data={"type": "defend", "hit": dict(hit), "interceptors": allies},
        )
    if pending and pending["kind"] == "stay_conscious":
        c = state.get(pending["cid"])
        return Prompt(
            "decide",
            f"{c.name} is missing {pending['dc']} health: Fortify against {pending['dc']} or fall unconscious.",
            actor=c.id,
            choices=("fortify", "fall"),
            data={"type": "stay_conscious", "dc": pending["dc"]},
        )
    if state.turn is not None:
        c = state.get(state.turn.actor)
        left = state.turn.budget.get("action", 0)
        ext = c.rs.get("extended")
        text = f"{c.name}'s turn: {left} action(s) left."
        if ext:
            text += f" Continue or abandon the {ext['name']} ({ext['paid']}/{ext['cost']} paid) first."
        return Prompt("act", text, actor=c.id, side=c.side, data={"actions": left, "extended": ext})
    team = turns.picking_team(state)
    if team is not None:
        members = tuple(turns.eligible_members(state, team))
        label = "Surprise round: " if state.phase == turns.SURPRISE else ""
        return Prompt(
            "choose_actor",
            f"{label}{_team(state, team)} choose who acts next.",
            side=team,
            choices=members,
            may_pass=bool(state.options["allow_team_pass"]),
        )
    return Prompt("round_end", f"Round {state.round} is over.")


def order(state: EncounterState) -> list[OrderEntry]:
    """Teams in initiative order, each member with what they are (acting, done, down...)."""
    current = state.actor
    acted = set(state.sched.get("acted", ()))
    teams = turns.order(state) or list(state.sides)
    rows = []
    for team in teams:
        for c in state.on_side(team):
            marks = [_team(state, team)]
            if c.substatus:
                marks.append(c.substatus)
            elif c.status != "active":
                marks.append(c.status)
            if stats.bloodied(c):
                marks.append("bloodied")
            elif stats.harmed(c):
                marks.append("harmed")
            rows.append(
                OrderEntry(c.id, ", ".join(marks), c.id == current, c.id in acted and c.id != current)
            )
    return rows


def describe(event: Event, state: EncounterState | None) -> str | None:
    """Words for this ruleset's own events; None for the generic ones."""
    d = event.data
    t = event.type

    def n(key: str) -> str:
        return _name(state, d.get(key))

    if t == "teams.AttackResolved":
        crit = " (critical)" if d["crit"] else ""
        penalty = f", -{d['map_penalty']} for earlier attacks" if d["map_penalty"] else ""
        verdict = "hits" if d["hit"] else "misses"
        return (
            f"{n('attacker')} attacks {n('target')} with the {d['weapon']}: {d['total']}{penalty} against "
            f"evasion {d['evasion']}, luck {d['luck']}: {verdict}{crit}."
        )
    if t == "teams.StrayShot":
        return f"Stray shot! {n('attacker')}'s attack flies at {n('target')} instead of {n('intended')}."
    if t == "teams.Damage":
        return f"{n('target')} takes {d['dealt']} ({d['raw']} {d['family']} less {d['reduction']})."
    if t == "teams.DamageApplied":
        return f"{n('cid')} loses {d['to_endurance']} endurance and {d['to_health']} health."
    if t == "teams.DeathTest":
        outcome = "cheats death" if d["passed"] else "dies"
        return f"{n('cid')} rolls luck {d['luck']} against death {d['dc']}: {outcome}."
    if t == "teams.StayConsciousNeeded":
        return f"{n('cid')} must Fortify against {d['dc']} or fall unconscious."
    if t == "teams.KnockedOut":
        return f"{n('cid')} falls unconscious ({d['why']})."
    if t == "teams.Test":
        verdict = "succeeds" if d["success"] else "fails"
        return f"{n('cid')}: {str(d['kind']).replace('_', ' ')} {d['total']} against {d['dc']}, {verdict}."
    if t == "teams.Dodge":
        return (
            f"{n('cid')} dodges: {d['total']} against {d['dc']}, {'avoided' if d['success'] else 'too slow'}."
        )
    if t == "teams.Parried":
        return f"{n('cid')} parries with the {d['item']} (+{d['value']}; durability {d['durability']})."
    if t == "teams.Blocked":
        extra = f", {d['excess']} gets through" if d["excess"] else ""
        return f"{n('cid')} blocks with the {d['item']}: it takes {d['to_item']} (durability {d['durability']}){extra}."
    if t == "teams.Intercepted":
        return f"{n('cid')} steps in front of {n('ally')} and becomes the target."
    if t == "teams.ReactionWindow":
        return f"{n('defender')} may react before the damage."
    if t == "teams.KillingStrike":
        verdict = "kills" if d["success"] else "fails; a sneak attack follows"
        return f"{n('attacker')} attempts a killing strike on {n('target')}: {d['total']} vs {d['dc']}, {verdict}."
    if t == "teams.Resuscitation":
        verdict = "wakes up" if d["success"] else "stays down"
        return f"{n('cid')} tries to bring {n('target')} round ({d['total']} vs {d['dc']}): {n('target')} {verdict}."
    if t == "teams.ShortTask":
        return f"{n('cid')} performs a short task ({d['what'] or 'task'}): {d['total']}."
    if t.startswith("teams.Extended"):
        what = t.removeprefix("teams.Extended").lower()
        return f"{n('cid')}: {str(d['action']).replace('_', ' ')} {what} ({d.get('paid', d['cost'])}/{d['cost']})."
    if t == "teams.OpeningAction":
        return f"{n('actor')} opens the fight."
    if t == "teams.TurnClosed":
        return f"{n('actor')}'s turn ends: {d['why']}."
    if t == "teams.TeamPassed":
        return f"{_team(state, d['team']) if state else d['team']} pass their pick."
    if t == "teams.Commanded":
        return f"{n('cid')} commands {n('ally')} to act."
    if t == "teams.ReadyTriggered":
        return f"{n('cid')}'s readied action fires ({d['trigger'] or 'trigger met'})."
    if t == "teams.MovedTo":
        return f"{n('cid')} moves {d['metres']} m to {tuple(d['to'])}."
    if t == "teams.Stepped":
        return f"{n('cid')} takes a step back."
    if t == "teams.Reloaded":
        return f"{n('cid')} reloads the {d['weapon']}."
    if t == "teams.Interacted":
        return f"{n('cid')} interacts{': ' + d['what'] if d['what'] else ''}."
    if t == "teams.Placed":
        return f"{n('cid')} is placed at {tuple(d['pos']) if d['pos'] else 'no square'}."
    return None
