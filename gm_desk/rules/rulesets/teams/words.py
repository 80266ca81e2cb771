"""The combat log in words: what a GM reads for each Alternating Teams event (None: the generic wording)."""

from __future__ import annotations

from gm_desk.rules.events import Event
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.rulesets.teams.table import team_name
from gm_desk.rules.state import EncounterState
from gm_desk.rules.state import name_of as _name
from gm_desk.rules.words import words_of


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
        return t("{n} falls unconscious ({why}).", n=n("cid"), why=words_of(d["why"]))
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
        return t("{n}'s turn ends: {why}.", n=n("actor"), why=words_of(d["why"]))
    if kind == "teams.TeamPassed":
        return t("{team} pass their pick.", team=team_name(state, d["team"]) if state else d["team"])
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
