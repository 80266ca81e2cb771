"""The log in words: one sentence for each of the ruleset's own events (None: the generic wording)."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Event
from gm_desk.rules.rulesets.cards import model
from gm_desk.rules.state import EncounterState


def _n(state: EncounterState | None, who: Any) -> str:
    if state is None or not isinstance(who, str):
        return str(who)
    return who if model.is_group(state, who) else state.name_of(who)


def _cards(values: list[int]) -> str:
    return ", ".join(str(v) for v in values)


def describe(event: Event, state: EncounterState | None) -> str | None:
    d = event.data
    t = event.type

    def n(key: str) -> str:
        return _n(state, d.get(key))

    if t == "cards.Dealt":
        text = f"{n('holder')} draws {_cards(d['drawn'])}"
        if d["unkept"]:
            fate = "goes back into the deck" if d["returned"] else "is set aside"
            return f"{text}, keeps {_cards(d['kept'])}; {_cards(d['unkept'])} {fate}."
        return f"{text}."
    if t == "cards.CardsRemoved":
        return f"{n('holder')}'s card(s) {_cards(d['cards'])} leave the fight ({d['why']})."
    if t == "cards.Swapped":
        how = "is forced to swap" if d["forced"] else "swaps"
        return (
            f"{n('b')} {how} cards with {n('a')}: {n('a')} now has {d['b_card']}, {n('b')} has {d['a_card']}."
        )
    if t == "cards.SwapPending":
        return f"{n('a')} will take {n('b')}'s {d['b_card']} for the {d['a_card']} at the next round start."
    if t == "cards.SwapEarned":
        return f"{n('by')} may force {n('other')} to swap cards ({d['how']})."
    if t == "cards.AmbushResolved":
        if d.get("granted"):
            return "The ambushers strike unseen: each draws an extra card."
        if d["won"]:
            bonus = f", +{d['bonus']} die on their first maneuver" if d["bonus"] else ""
            return (
                f"Ambush: Sneak {d['s_sneak']} beats {d['s_def']}: the ambushers draw an extra card{bonus}."
            )
        if d.get("detected"):
            return f"Ambush: Sneak {d['s_sneak']} against {d['s_def']}: detected! Their opponents draw an extra card."
        return f"Ambush: Sneak {d['s_sneak']} ties {d['s_def']}: nobody draws an extra card."
    if t == "cards.AttackResolved":
        defence = f" against a {d['defence']} of {d['s_def']}" if d["defence"] else ""
        head = f"{n('actor')} attacks {n('target')} with {d['attack']}: {d['s_att']} success(es){defence}"
        if not d["hit"]:
            return f"{head}: miss (needed {d['need']})."
        return f"{head}: hit for {d['harm']} harm."
    if t == "cards.Harmed":
        return f"{n('cid')} takes {d['amount']} {d['kind']} harm ({d['source']})."
    if t == "cards.TestResolved":
        result = "passes" if d["passed"] else "fails"
        return (
            f"{n('cid')} {result} a {d['skill']} test ({d['what']}): {d['successes']} of {d['need']} needed."
        )
    if t == "cards.GrappleResolved":
        if not d["restrained"]:
            return f"{n('actor')} fails to get a grip on {n('target')}."
        gag = ", a hand over the mouth" if d["mouth_covered"] else ""
        return f"{n('actor')} grapples {n('target')}: restrained{gag}."
    if t == "cards.BreakFreeResolved":
        if d["free"]:
            return f"{n('actor')} breaks free."
        return f"{n('actor')} struggles but is still held."
    if t == "cards.FleeResolved":
        return {
            "stays": f"{n('cid')} tries to flee but gets nowhere.",
            "escapes": f"{n('cid')} escapes the fight.",
            "caught": f"{n('cid')} runs, but the chase keeps up: they all move on.",
        }[d["result"]]
    if t == "cards.ObstacleAttempt":
        return f"{n('cid')} {'clears' if d['cleared'] else 'fails to clear'} the {d['obstacle']}."
    if t == "cards.CircumstanceSet":
        return f"{d['cause'].capitalize()}: {d['skill']} tests need {d['extra']} extra success(es)."
    if t == "cards.FearResolved":
        if d.get("immune"):
            return f"{n('cid')} knows no fear."
        result = "keeps control" if d["passed"] else "is gripped by fear"
        return f"{n('cid')} {result} ({d['successes']} of {d['value']} on {d['pool']} dice)."
    if t == "cards.Burned":
        return f"{n('cid')} burns: {d['harm']} harm."
    if t == "cards.ExtinguishAttempt":
        if d["out"]:
            return f"{n('cid')} puts the fire out."
        return f"{n('cid')} fights the flames ({d['progress']} of {d['needed']})."
    if t == "cards.PoisonResolved":
        return f"Poison (toxicity {d['toxicity']}) {d['p']} against Endure {d['e']}: {d['harm']} harm to {n('cid')}."
    if t == "cards.PoisonTick":
        return f"The poison still works in {n('cid')}."
    if t == "cards.FallResolved":
        if not d["dice"]:
            return f"{n('cid')} falls {d['feet']} ft without harm."
        return f"{n('cid')} falls {d['feet']} ft: {d['harm']} harm."
    if t == "cards.HardshipResolved":
        return f"{n('cid')} {'holds up' if d['passed'] else 'suffers'} from hardship."
    if t == "TurnSkipped" and "card" in d:
        return f"{n('actor')} is skipped at card {d['card']} ({d.get('why', 'cannot act')})."
    return None
