"""What the table sees: the prompt (what to do next) and the order tracker (every card in play)."""

from __future__ import annotations

from gm_desk.rules.i18n import t
from gm_desk.rules.ruleset import OrderEntry, Prompt
from gm_desk.rules.rulesets.cards import model
from gm_desk.rules.rulesets.cards.schedule import ACTING, DRAW, ROUND_END, ROUND_START, SETUP
from gm_desk.rules.rulesets.cards.turns import missing
from gm_desk.rules.state import EncounterState


def prompt(state: EncounterState) -> Prompt:
    if state.outcome is not None:
        return Prompt("ended", t("The fight is over: {result}.", result=state.outcome["result"]))
    phase = state.phase
    if phase == SETUP:
        return Prompt("setup", t("Place everyone, declare groups, then start: everyone draws a card."))
    if phase == DRAW:
        left = missing(state)
        names = ", ".join(model.holder_name(state, h) for h in left)
        text = t("Deal the cards: {names} still draw.", names=names)
        if not state.sched.get("cards") and not state.sched.get("ambush"):
            text += t(" Settle an ambush first if there is one.")
        return Prompt("initiative", text, choices=tuple(left))
    if phase == ROUND_START:
        pending = state.sched.get("pending_swaps", ())
        text = t("Round {round}: PCs who can talk may swap cards now; then begin.", round=state.round)
        return Prompt("round_start", text, data={"pending_swaps": list(pending)})
    if phase == ACTING and state.turn is not None:
        actor = state.get(state.turn.actor)
        cur = state.sched.get("current") or {}
        card = next(
            (
                c["card"]
                for c in state.sched.get("cards", {}).get(cur.get("holder"), [])
                if c["seq"] == cur.get("seq")
            ),
            None,
        )
        budget_left = ", ".join(f"{n} {k}" for k, n in state.turn.budget.items())
        return Prompt(
            "act",
            t(
                "{name}'s turn (card {card}): {budget_left} left.",
                name=actor.name,
                card=card,
                budget_left=budget_left,
            ),
            actor=actor.id,
            side=actor.side,
            data={"card": card, "budget": dict(state.turn.budget)},
        )
    if phase == ROUND_END:
        return Prompt(
            "round_end", t("Round {round} is over. Next round (the cards stay).", round=state.round)
        )
    return Prompt("setup", "")


def order(state: EncounterState) -> list[OrderEntry]:
    """One row per card (a group: one row per member at its card), lowest card first."""
    rows = []
    taken = state.sched.get("taken", {})
    cur = state.sched.get("current") or {}
    acting = state.turn.actor if state.turn else None
    seen: dict[str, int] = {}
    for _, holder, card in model.slots(state):
        index = seen.get(holder, 0)
        seen[holder] = index + 1
        done_slot = index < taken.get(holder, 0)
        here = cur.get("holder") == holder and cur.get("seq") == card["seq"]
        label = (
            str(card["card"])
            if card["deck"] == 1
            else t("{card} (the GM's)", card=card["card"])
            if card["deck"] < 1
            else t("{card} (deck {deck})", card=card["card"], deck=card["deck"])
        )
        group_done = set(state.sched.get("group_done", ()))
        for cid in model.members(state, holder):
            c = state.combatants.get(cid)
            if c is None or c.status == "removed":
                continue
            tag = (
                label
                if not model.is_group(state, holder)
                else f"{label} · {model.holder_name(state, holder)}"
            )
            done = done_slot or (here and cid in group_done)
            rows.append(OrderEntry(cid, tag, current=here and cid == acting, done=done))
    return rows
