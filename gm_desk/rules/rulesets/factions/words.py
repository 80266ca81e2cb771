"""The combat log in words: what a GM reads for each Faction Passing event (None: the generic wording)."""

from __future__ import annotations

from gm_desk.rules.events import Event
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.rulesets.factions import arms, schedule
from gm_desk.rules.state import EncounterState
from gm_desk.rules.state import name_of as _n
from gm_desk.rules.words import words_of


def describe(event: Event, state: EncounterState | None) -> str | None:
    d = event.data
    kind = event.type
    if not kind.startswith("factions."):
        return None
    kind = kind.split(".", 1)[1]
    if kind == "HolderSet":
        how = " " + t("(chosen at random)") if d.get("how") == "random" else ""
        return t("{_side} hold the initiative{how}.", _side=schedule.side_name(state, d["faction"]), how=how)
    if kind == "FirstChosen":
        return t("{_side} go first.", _side=schedule.side_name(state, d["faction"]))
    if kind == "ThresholdSet":
        return t("Fast action threshold: {fat}.", fat=d["fat"])
    if kind == "Go":
        return t("{_side}' go.", _side=schedule.side_name(state, d["faction"]))
    if kind == "Passed":
        passed = N_("{faction} pass (nobody can act).") if d.get("auto") else N_("{faction} pass.")
        return t(passed, faction=schedule.side_name(state, d["faction"]))
    if kind == "PhaseEnded":
        from gm_desk.rules.rulesets.factions.display import FactionsDisplay  # the phases' words

        phase = str(d["phase"])
        named = FactionsDisplay.phase_names.get(phase)
        return t(
            "Every faction passed: the phase ends ({phase}).",
            phase=t(named) if named else t(phase.replace("_", " ")),
        )
    if kind == "TurnTaken":
        return t("{_n} takes a turn.", _n=_n(state, d["actor"]))
    if kind == "Reacted":
        return t("{_n} reacts ({kind}), using up the turn.", _n=_n(state, d["actor"]), kind=t(str(d["kind"])))
    if kind == "Surrendered":
        return t("{_n} surrenders.", _n=_n(state, d["cid"]))
    if kind == "Resumed":
        return t("{_n} takes up the fight again.", _n=_n(state, d["cid"]))
    if kind == "MarkedActed":
        return t("{_n} counts as having acted this round.", _n=_n(state, d["cid"]))
    if kind == "ActionTaken":
        what = t(d["what"].replace("_", " "))
        if d.get("item"):
            return t("{name}: {what} ({item}).", name=_n(state, d["cid"]), what=what, item=d["item"])
        return t("{name}: {what}.", name=_n(state, d["cid"]), what=what)
    if kind == "ActionLost":
        return t("{_n} hesitates too long and does nothing.", _n=_n(state, d["cid"]))
    if kind == "GearChanged":
        return t(
            "{name}'s {item} is now {state}.",
            name=_n(state, d["cid"]),
            item=arms.gear_words(str(d["item"])),
            state=t(str(d["state"])),
        )
    if kind == "GearUsed":
        items = ", ".join(arms.gear_words(str(item)) for item in d.get("items", ())) or t("gear")
        return t(
            "{_n} puts {items} to use (it may wear out by the end of the fight).",
            _n=_n(state, d["cid"]),
            items=items,
        )
    if kind == "MoveInterrupted":
        return t("{_n} tries to move away from nearby enemies.", _n=_n(state, d["cid"]))
    if kind == "AttackDeclared":
        aimed = ", ".join(_n(state, c) for c in d["targets"]) or d.get("zone")
        return t(
            "{_n} attacks {what} ({weapon}, {mode}).",
            _n=_n(state, d["attacker"]),
            what=aimed,
            weapon=d["weapon"],
            mode=t(str(d["mode"])),
        )
    if kind == "ToHit":
        to_hit = (
            N_("{name} passes the WIT save to hit.")
            if d["passed"]
            else N_("{name} fails the WIT save to hit.")
        )
        return t(to_hit, name=_n(state, d["attacker"]))
    if kind == "Deviated":
        if not d.get("to"):
            return t("The blast is lost.")
        zone = state.zones.zones.get(d["to"]) if state is not None else None
        return t("The blast goes astray into {zone}.", zone=zone.name if zone else d["to"])
    if kind == "StuntProposed":
        return t("{_n} proposes: {effect}.", _n=_n(state, d["attacker"]), effect=d["effect"])
    if kind == "StuntAnswered":
        answer = N_("{name} accepts the stunt.") if d["accept"] else N_("{name} refuses the stunt.")
        return t(answer, name=_n(state, d["target"]))
    if kind == "Redirected":
        return t("{_n} becomes the target instead of {_n2}.", _n=_n(state, d["to"]), _n2=_n(state, d["was"]))
    if kind == "Dodged":
        return t(
            N_("{name} dodges.") if d["passed"] else N_("{name} fails to dodge."), name=_n(state, d["cid"])
        )
    if kind == "Countered":
        return t("{_n} counters with {weapon}.", _n=_n(state, d["cid"]), weapon=d["weapon"])
    if kind == "Hit":
        return t(
            "{_n} is hit: {rolled} less armour {armour} = {dealt} damage.",
            _n=_n(state, d["target"]),
            rolled=d["rolled"],
            armour=d["armour"],
            dealt=d["dealt"],
        )
    if kind == "AttackResolved":
        return t("{_n}'s attack is resolved.", _n=_n(state, d["attacker"]))
    if kind == "AttackCancelled":
        return t("{_n}'s attack is called off: {why}.", _n=_n(state, d["attacker"]), why=words_of(d["why"]))
    if kind == "FinalBlow":
        return t(
            "{_n} delivers a final blow to {_n2}.", _n=_n(state, d["attacker"]), _n2=_n(state, d["target"])
        )
    if kind == "Disarmed":
        verb = N_("{name} keeps hold of {weapon}.") if d["passed"] else N_("{name} drops {weapon}.")
        return t(verb, name=_n(state, d["target"]), weapon=d.get("weapon") or t("nothing"))
    if kind == "Grabbed":
        return t(
            N_("{name} slips free.") if d["passed"] else N_("{name} is grabbed."), name=_n(state, d["target"])
        )
    if kind == "Released":
        return t(
            "{_n} lets go of {_n2} ({why}).",
            _n=_n(state, d["holder"]),
            _n2=_n(state, d["held"]),
            why=words_of(d["why"]),
        )
    if kind == "Shoved":
        return t("{_n} shoves {_n2}.", _n=_n(state, d["cid"]), _n2=_n(state, d["target"]))
    if kind == "MoraleDue":
        # A morale group is the GM's group name, or a whole faction (its id): the faction by its name.
        group = schedule.side_name(state, d["group"])
        return t("Morale check for {group}: {why}.", group=group, why=words_of(d["why"]))
    if kind == "MoraleSaved":
        if d["passed"] is None:
            return t("{_n} no longer needs a morale save.", _n=_n(state, d["cid"]))
        return t(N_("{name} holds firm.") if d["passed"] else N_("{name} breaks."), name=_n(state, d["cid"]))
    if kind == "MoraleFate":
        return t("{_n} must {fate}.", _n=_n(state, d["cid"]), fate=t(str(d["fate"])))
    if kind == "ChaseResolved":
        return t(
            "Chase: {len_escaped} escape, {len_caught} are caught.",
            len_escaped=len(d["escaped"]),
            len_caught=len(d["caught"]),
        )
    if kind == "Durability":
        worn = N_("{name}'s {item}: damaged.") if d["damaged"] else N_("{name}'s {item}: holds up.")
        return t(worn, name=_n(state, d["cid"]), item=arms.gear_words(str(d["item"])))
    return kind
