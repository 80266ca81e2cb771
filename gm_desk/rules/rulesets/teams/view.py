"""What the table sees of an Alternating Teams fight: the prompt, the turn-order tracker, the log in words."""

from __future__ import annotations

from gm_desk.rules.events import Event
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.ruleset import OrderEntry, Prompt
from gm_desk.rules.rulesets.teams import reactions, stats, turns
from gm_desk.rules.state import EncounterState
from gm_desk.rules.state import name_of as _name


def _team(state: EncounterState, team: str) -> str:
    return state.sides[team].name if team in state.sides else team


def prompt(state: EncounterState) -> Prompt:
    if state.outcome is not None:
        return Prompt(
            "ended",
            t(
                "The fight is over: {result} ({why}).",
                result=t(str(state.outcome["result"])),
                why=t(str(state.outcome.get("why", ""))),
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
        text = t("{name}'s turn: {left} action(s) left.", name=c.name, left=left)
        if ext:
            text += " " + t(
                "Continue or abandon the {action} ({paid}/{cost} paid) first.",
                action=t(str(ext["name"])),
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
                team=_team(state, team),
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
            marks = [_team(state, team)]
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


def describe(event: Event, state: EncounterState | None) -> str | None:
    """Words for this ruleset's own events; None for the generic ones."""
    d = event.data
    kind = event.type

    def n(key: str) -> str:
        return _name(state, d.get(key))

    if kind == "teams.AttackResolved":
        crit = " " + t("(critical)") if d["crit"] else ""
        penalty = t(", -{penalty} for earlier attacks", penalty=d["map_penalty"]) if d["map_penalty"] else ""
        verdict = t("hits") if d["hit"] else t("misses")
        return t(
            "{n} attacks {n2} with the {weapon}: {total}{penalty} against evasion {evasion}, luck {luck}: {verdict}{crit}.",
            n=n("attacker"),
            n2=n("target"),
            weapon=d["weapon"],
            total=d["total"],
            penalty=penalty,
            evasion=d["evasion"],
            luck=d["luck"],
            verdict=verdict,
            crit=crit,
        )
    if kind == "teams.StrayShot":
        return t(
            "Stray shot! {n}'s attack flies at {n2} instead of {n3}.",
            n=n("attacker"),
            n2=n("target"),
            n3=n("intended"),
        )
    if kind == "teams.Damage":
        return t(
            "{n} takes {dealt} ({raw} {family} less {reduction}).",
            n=n("target"),
            dealt=d["dealt"],
            raw=d["raw"],
            family=t(str(d["family"])),
            reduction=d["reduction"],
        )
    if kind == "teams.DamageApplied":
        return t(
            "{n} loses {to_endurance} endurance and {to_health} health.",
            n=n("cid"),
            to_endurance=d["to_endurance"],
            to_health=d["to_health"],
        )
    if kind == "teams.DeathTest":
        outcome = t("cheats death") if d["passed"] else t("dies")
        return t(
            "{n} rolls luck {luck} against death {dc}: {outcome}.",
            n=n("cid"),
            luck=d["luck"],
            dc=d["dc"],
            outcome=outcome,
        )
    if kind == "teams.StayConsciousNeeded":
        return t("{n} must Fortify against {dc} or fall unconscious.", n=n("cid"), dc=d["dc"])
    if kind == "teams.KnockedOut":
        return t("{n} falls unconscious ({why}).", n=n("cid"), why=t(str(d["why"])))
    if kind == "teams.Test":
        verdict = t("succeeds") if d["success"] else t("fails")
        return t(
            "{n}: {replace} {total} against {dc}, {verdict}.",
            n=n("cid"),
            replace=t(str(d["kind"]).replace("_", " ")),
            total=d["total"],
            dc=d["dc"],
            verdict=verdict,
        )
    if kind == "teams.Dodge":
        dodge = (
            N_("{n} dodges: {total} against {dc}, avoided.")
            if d["success"]
            else N_("{n} dodges: {total} against {dc}, too slow.")
        )
        return t(dodge, n=n("cid"), total=d["total"], dc=d["dc"])
    if kind == "teams.Parried":
        return t(
            "{n} parries with the {item} (+{value}; durability {durability}).",
            n=n("cid"),
            item=d["item"],
            value=d["value"],
            durability=d["durability"],
        )
    if kind == "teams.Blocked":
        extra = t(", {excess} gets through", excess=d["excess"]) if d["excess"] else ""
        return t(
            "{n} blocks with the {item}: it takes {to_item} (durability {durability}){extra}.",
            n=n("cid"),
            item=d["item"],
            to_item=d["to_item"],
            durability=d["durability"],
            extra=extra,
        )
    if kind == "teams.Intercepted":
        return t("{n} steps in front of {n2} and becomes the target.", n=n("cid"), n2=n("ally"))
    if kind == "teams.ReactionWindow":
        return t("{n} may react before the damage.", n=n("defender"))
    if kind == "teams.KillingStrike":
        verdict = t("kills") if d["success"] else t("fails; a sneak attack follows")
        return t(
            "{n} attempts a killing strike on {n2}: {total} vs {dc}, {verdict}.",
            n=n("attacker"),
            n2=n("target"),
            total=d["total"],
            dc=d["dc"],
            verdict=verdict,
        )
    if kind == "teams.Resuscitation":
        verdict = t("wakes up") if d["success"] else t("stays down")
        return t(
            "{n} tries to bring {n2} round ({total} vs {dc}): {n2} {verdict}.",
            n=n("cid"),
            n2=n("target"),
            total=d["total"],
            dc=d["dc"],
            verdict=verdict,
        )
    if kind == "teams.ShortTask":
        return t(
            "{n} performs a short task ({what}): {total}.",
            n=n("cid"),
            what=d["what"] or t("task"),
            total=d["total"],
        )
    if kind.startswith("teams.Extended"):
        what = kind.removeprefix("teams.Extended").lower()
        return t(
            "{n}: {action} {what} ({paid}/{cost}).",
            n=n("cid"),
            action=t(str(d["action"]).replace("_", " ")),
            what=t(what),
            paid=d.get("paid", d["cost"]),
            cost=d["cost"],
        )
    if kind == "teams.OpeningAction":
        return t("{n} opens the fight.", n=n("actor"))
    if kind == "teams.TurnClosed":
        return t("{n}'s turn ends: {why}.", n=n("actor"), why=t(str(d["why"])))
    if kind == "teams.TeamPassed":
        return t("{team} pass their pick.", team=_team(state, d["team"]) if state else d["team"])
    if kind == "teams.Commanded":
        return t("{n} commands {n2} to act.", n=n("cid"), n2=n("ally"))
    if kind == "teams.ReadyTriggered":
        return t(
            "{n}'s readied action fires ({trigger}).", n=n("cid"), trigger=d["trigger"] or t("trigger met")
        )
    if kind == "teams.MovedTo":
        return t(
            "{n} moves {metres} m to {tuple_to}.", n=n("cid"), metres=d["metres"], tuple_to=tuple(d["to"])
        )
    if kind == "teams.Stepped":
        return t("{n} takes a step back.", n=n("cid"))
    if kind == "teams.Reloaded":
        return t("{n} reloads the {weapon}.", n=n("cid"), weapon=d["weapon"])
    if kind == "teams.Interacted":
        if d["what"]:
            return t("{n} interacts: {what}.", n=n("cid"), what=d["what"])
        return t("{n} interacts.", n=n("cid"))
    if kind == "teams.Placed":
        return t(
            "{n} is placed at {where}.", n=n("cid"), where=tuple(d["pos"]) if d["pos"] else t("no square")
        )
    return None
