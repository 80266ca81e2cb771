"""What the table sees of an Alternating Teams fight: the prompt (who must act or pick) and the turn-order tracker."""

from __future__ import annotations

from gm_desk.rules.i18n import N_, t, tn
from gm_desk.rules.ruleset import OrderEntry, Prompt
from gm_desk.rules.rulesets.teams import reactions, stats, turns
from gm_desk.rules.state import EncounterState
from gm_desk.rules.state import name_of as _name
from gm_desk.rules.words import plain, words_of


def team_name(state: EncounterState, team: str) -> str:
    return state.sides[team].name if team in state.sides else team


def prompt(state: EncounterState) -> Prompt:
    if state.outcome is not None:
        return Prompt(
            "ended",
            t(
                "The fight is over: {result} ({why}).",
                result=t(str(state.outcome["result"])),
                why=words_of(state.outcome.get("why", "")),
            ),
        )
    if not state.started:
        return Prompt("setup", t("Name the instigator and the attacked team (or a team order), then start."))
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
            t(
                "{attacker} hits {defender}: react (dodge, parry, block) or take it; {allies} may intercept.",
                attacker=_name(state, hit.get("attacker")),
                defender=defender.name,
                allies=", ".join(_name(state, a) for a in allies),
            )
            if allies
            else t(
                "{attacker} hits {defender}: react (dodge, parry, block) or take it.",
                attacker=_name(state, hit.get("attacker")),
                defender=defender.name,
            ),
            actor=defender.id,
            choices=tuple(choices),
            data={"type": "defend", "hit": dict(hit), "interceptors": allies},
        )
    if pending and pending["kind"] == "stay_conscious":
        c = state.get(pending["cid"])
        return Prompt(
            "decide",
            t(
                "{name} is missing {dc} health: Fortify against {dc} or fall unconscious.",
                name=c.name,
                dc=pending["dc"],
            ),
            actor=c.id,
            choices=("fortify", "fall"),
            data={"type": "stay_conscious", "dc": pending["dc"]},
        )
    if state.turn is not None:
        c = state.get(state.turn.actor)
        left = state.turn.budget.get("action", 0)
        ext = c.rs.get("extended")
        text = tn("{name}'s turn: {left} action left.", "{name}'s turn: {left} actions left.", left, name=c.name, left=left)
        if ext:
            text += " " + t(
                "Continue or abandon the {action} ({paid}/{cost} paid) first.",
                action=plain(ext["name"]),
                paid=ext["paid"],
                cost=ext["cost"],
            )
        return Prompt("act", text, actor=c.id, side=c.side, data={"actions": left, "extended": ext})
    team = turns.picking_team(state)
    if team is not None:
        members = tuple(turns.eligible_members(state, team))
        label = N_("Surprise round: {team} choose who acts next.")
        return Prompt(
            "choose_actor",
            t(
                label if state.phase == turns.SURPRISE else N_("{team} choose who acts next."),
                team=team_name(state, team),
            ),
            side=team,
            choices=members,
            may_pass=bool(state.options["allow_team_pass"]),
        )
    return Prompt("round_end", t("Round {round} is over.", round=state.round))


def order(state: EncounterState) -> list[OrderEntry]:
    """Teams in initiative order, each member with what they are (acting, done, down...)."""
    current = state.actor
    acted = set(state.sched.get("acted", ()))
    teams = turns.order(state) or list(state.sides)
    rows = []
    for team in teams:
        for c in state.on_side(team):
            marks = [team_name(state, team)]
            if c.substatus:
                marks.append(t(str(c.substatus)))
            elif c.status != "active":
                marks.append(t(str(c.status)))
            if stats.bloodied(c):
                marks.append(t("bloodied"))
            elif stats.harmed(c):
                marks.append(t("harmed"))
            rows.append(
                OrderEntry(c.id, ", ".join(marks), c.id == current, c.id in acted and c.id != current)
            )
    return rows
