"""What the table sees of a Marching Order fight: the prompt (what the table does next) and the order tracker."""

from __future__ import annotations

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.prompts import OrderEntry, Prompt
from gm_desk.rules.rulesets.marching import actions, schedule, turns
from gm_desk.rules.rulesets.marching.roster import group_of, lead
from gm_desk.rules.state import EncounterState


def prompt(state: EncounterState) -> Prompt:
    """What the table does next: start, take or cede initiative, or act."""
    if state.outcome is not None:
        return Prompt("ended", t("The fight is over: {result}.", result=t(str(state.outcome["result"]))))
    if state.phase == schedule.SETUP:
        return Prompt("setup", _start_words(state))
    if state.phase == schedule.INITIATIVE:
        leader = lead(state)
        previous = state.sched.get("choice")
        name = state.get(leader).name if leader else t("The lead")
        text = t("{name} takes or cedes initiative.", name=name)
        if previous:
            text += " " + t("Last round: {choice} (Space keeps it).", choice=t(str(previous)))
        return Prompt(
            "initiative", text, actor=leader, choices=(turns.TAKE, turns.CEDE), data={"default": previous}
        )
    if state.phase in schedule.RUNNING and state.turn is not None:
        ids = schedule.acting(state)
        names = t(" and ").join(state.get(cid).name for cid in ids)
        delayed = state.phase == schedule.DELAYED
        data = {
            "acting": ids,
            "left": {cid: {s: actions.left(state, cid, s) for s in actions.SLOTS} for cid in ids},
            "frantic": bool(state.rs.get("frantic")),
            "seconds": state.options.get("frantic_seconds", 6),
        }
        if len(ids) > 1:
            text = N_("{names} act together (delayed).") if delayed else N_("{names} act together.")
        else:
            text = N_("{names} acts (delayed).") if delayed else N_("{names} acts.")
        return Prompt("act", t(text, names=names), actor=ids[0], may_pass=True, data=data)
    return Prompt("setup", "")


def order(state: EncounterState) -> list[OrderEntry]:
    """The order tracker: who acted, who is acting, the order still to come, then the delayed."""
    rows: list[OrderEntry] = []
    current = schedule.acting(state)
    seen: set[str] = set()

    def row(cid: str, label: str, *, done: bool = False) -> None:
        c = state.combatants.get(cid)
        if c is None or c.status == "removed" or cid in seen:
            return
        seen.add(cid)
        rows.append(OrderEntry(cid, t(label), cid in current, done))  # "party", "monsters", "delayed"

    for cid in state.sched.get("acted", ()):
        row(cid, group_of(state, state.get(cid)), done=True)
    for cid in current:
        row(cid, group_of(state, state.get(cid)))
    for cid in state.sched.get("queue", ()):
        row(cid, group_of(state, state.get(cid)))
    for cid in state.sched.get("delayed", ()):
        row(cid, "delayed")
    return rows


def _start_words(state: EncounterState) -> str:
    """What the start will use, as the setup holds it (the start itself takes no choice)."""
    marching = [cid for cid in state.rs.get("marching_order", ()) if cid in state.combatants]
    surprised = [cid for cid in state.rs.get("surprised", ()) if cid in state.combatants]
    order = (
        t(
            "the party marches {names}, the first in the lead",
            names=", ".join(state.get(c).name for c in marching),
        )
        if marching
        else t("the party has no marching order: its first PC leads")
    )
    surprise = (
        t("{names} start surprised", names=", ".join(state.get(c).name for c in surprised))
        if surprised
        else t("nobody starts surprised")
    )
    return t("Place everyone, then start: {order}; {surprise}.", order=order, surprise=surprise)
