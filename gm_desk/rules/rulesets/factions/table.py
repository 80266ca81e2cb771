"""What the table sees of a Faction Passing fight: the prompt (who must decide what) and the turn-order tracker."""

from __future__ import annotations

from gm_desk.rules.i18n import t
from gm_desk.rules.ruleset import OrderEntry, Prompt
from gm_desk.rules.rulesets.factions import aftermath, holds, reactors, schedule, stats, statuses
from gm_desk.rules.state import EncounterState
from gm_desk.rules.state import name_of as _n


def prompt(state: EncounterState) -> Prompt:
    if state.outcome is not None:
        return Prompt("ended", t("The fight is over: {result}.", result=t(str(state.outcome["result"]))))
    phase = state.phase
    sched = state.sched
    if phase == schedule.SETUP:
        order = ", ".join(schedule.side_name(state, f) for f in schedule.setup_order(state))
        return Prompt(
            "setup",
            t(
                "Place everyone, say which faction started the fight (it holds the initiative; nobody: a die "
                "decides), then start. The factions take turns in the order {order}.",
                order=order,
            ),
        )
    if phase == schedule.CHOOSE_FIRST:
        holder = sched.get("holder")
        return Prompt(
            "choose_first",
            t(
                "{faction} hold the initiative: which faction goes first?",
                faction=schedule.side_name(state, holder),
            ),
            side=holder,
            choices=tuple(schedule.factions(state)),
        )
    if phase == schedule.FAT:
        return Prompt("decide", t("Roll a d20 openly: the fast action threshold for this round."))
    if phase in schedule.LOOP_PHASES:
        return _loop_prompt(state)
    if phase == schedule.MORALE:
        due = sorted(sched.get("morale_pending", {}))
        if due:
            names = ", ".join(_n(state, c) for c in due)
            return Prompt("decide", t("Morale: {names} make a WIT save.", names=names), choices=tuple(due))
        fates = tuple(sched.get("morale_fates", ()))
        if fates:
            names = ", ".join(_n(state, c) for c in fates)
            return Prompt("decide", t("{names} broke: surrender or retreat?", names=names), choices=fates)
        return Prompt("round_end", t("Round {round} is over. Next round.", round=state.round))
    if phase == schedule.AFTERMATH:
        unchecked = tuple(aftermath.unchecked(state))
        return Prompt(
            "decide", t("After the fight: durability rolls for the gear that was used."), choices=unchecked
        )
    return Prompt("setup", "")


def _loop_prompt(state: EncounterState) -> Prompt:
    record = state.rs.get("attack")
    if record and record["stage"] == "stunt":
        target = record["targets"][0]
        return Prompt(
            "decide",
            t("{name}: accept the proposed stunt?", name=_n(state, target)),
            actor=target,
            choices=("yes", "no"),
        )
    if record:
        offers = reactors.reactions(state, record)
        text = "; ".join(
            t("{name} may {what}", name=_n(state, c), what=" / ".join(t(x) for x in k))
            for c, k in offers.items()
        )
        return Prompt(
            "decide",
            t("Reactions: {offers}.", offers=text),
            choices=tuple(offers),
            may_pass=True,
            data={"offers": offers},
        )
    if state.rs.get("move"):
        who = holds.remaining_reactors(state)
        mover = _n(state, state.rs["move"]["cid"])
        return Prompt(
            "decide",
            t("{mover} moves away: opportunity attacks?", mover=mover),
            choices=tuple(who),
            may_pass=True,
        )
    if state.turn is not None:
        actor = state.get(state.turn.actor)
        return Prompt(
            "act",
            t("{name}'s turn.", name=actor.name),
            actor=actor.id,
            data={"budget": dict(state.turn.budget)},
        )
    current = state.sched.get("current")
    choices = tuple(c.id for c in schedule.eligible_in(state, current))
    return Prompt(
        "choose_actor",
        t("The {faction}' go: choose a character or pass.", faction=schedule.side_name(state, current)),
        side=current,
        choices=choices,
        may_pass=True,
    )


def order(state: EncounterState) -> list[OrderEntry]:
    rows = []
    current = state.actor
    for faction in schedule.factions(state) or list(state.sides):
        for c in state.on_side(faction):
            label = t(
                "{faction} · WIT {wit}", faction=schedule.side_name(state, faction), wit=stats.score(c, "wit")
            )
            if statuses.CONCEALED in c.flags:
                label += " · " + t("concealed")
            rows.append(
                OrderEntry(c.id, label, c.id == current, schedule.had_turn(state, c.id) and c.id != current)
            )
    return rows
