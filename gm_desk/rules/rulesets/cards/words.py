"""The log in words: one sentence for each of the ruleset's own events (None: the generic wording)."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Event
from gm_desk.rules.i18n import t
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
    kind = event.type

    def n(key: str) -> str:
        return _n(state, d.get(key))

    if kind == "cards.Dealt":
        text = f"{n('holder')} draws {_cards(d['drawn'])}"
        if d["unkept"]:
            fate = "goes back into the deck" if d["returned"] else "is set aside"
            return t(
                "{text}, keeps {_cards}; {_cards2} {fate}.",
                text=text,
                _cards=_cards(d["kept"]),
                _cards2=_cards(d["unkept"]),
                fate=fate,
            )
        return f"{text}."
    if kind == "cards.CardsRemoved":
        return t(
            "{n}'s card(s) {_cards} leave the fight ({why}).",
            n=n("holder"),
            _cards=_cards(d["cards"]),
            why=d["why"],
        )
    if kind == "cards.Swapped":
        how = "is forced to swap" if d["forced"] else "swaps"
        return t(
            "{n} {how} cards with {n2}: {n2} now has {b_card}, {n} has {a_card}.",
            n=n("b"),
            how=how,
            n2=n("a"),
            b_card=d["b_card"],
            a_card=d["a_card"],
        )
    if kind == "cards.SwapPending":
        return t(
            "{n} will take {n2}'s {b_card} for the {a_card} at the next round start.",
            n=n("a"),
            n2=n("b"),
            b_card=d["b_card"],
            a_card=d["a_card"],
        )
    if kind == "cards.SwapEarned":
        return t("{n} may force {n2} to swap cards ({how}).", n=n("by"), n2=n("other"), how=d["how"])
    if kind == "cards.AmbushResolved":
        if d.get("granted"):
            return t("The ambushers strike unseen: each draws an extra card.")
        if d["won"]:
            bonus = f", +{d['bonus']} die on their first maneuver" if d["bonus"] else ""
            return t(
                "Ambush: Sneak {s_sneak} beats {s_def}: the ambushers draw an extra card{bonus}.",
                s_sneak=d["s_sneak"],
                s_def=d["s_def"],
                bonus=bonus,
            )
        if d.get("detected"):
            return t(
                "Ambush: Sneak {s_sneak} against {s_def}: detected! Their opponents draw an extra card.",
                s_sneak=d["s_sneak"],
                s_def=d["s_def"],
            )
        return t(
            "Ambush: Sneak {s_sneak} ties {s_def}: nobody draws an extra card.",
            s_sneak=d["s_sneak"],
            s_def=d["s_def"],
        )
    if kind == "cards.AttackResolved":
        defence = f" against a {d['defence']} of {d['s_def']}" if d["defence"] else ""
        head = f"{n('actor')} attacks {n('target')} with {d['attack']}: {d['s_att']} success(es){defence}"
        if not d["hit"]:
            return t("{head}: miss (needed {need}).", head=head, need=d["need"])
        return t("{head}: hit for {harm} harm.", head=head, harm=d["harm"])
    if kind == "cards.Harmed":
        return t(
            "{n} takes {amount} {kind} harm ({source}).",
            n=n("cid"),
            amount=d["amount"],
            kind=d["kind"],
            source=d["source"],
        )
    if kind == "cards.TestResolved":
        result = "passes" if d["passed"] else "fails"
        return t(
            "{n} {result} a {skill} test ({what}): {successes} of {need} needed.",
            n=n("cid"),
            result=result,
            skill=d["skill"],
            what=d["what"],
            successes=d["successes"],
            need=d["need"],
        )
    if kind == "cards.GrappleResolved":
        if not d["restrained"]:
            return t("{n} fails to get a grip on {n2}.", n=n("actor"), n2=n("target"))
        gag = ", a hand over the mouth" if d["mouth_covered"] else ""
        return t("{n} grapples {n2}: restrained{gag}.", n=n("actor"), n2=n("target"), gag=gag)
    if kind == "cards.BreakFreeResolved":
        if d["free"]:
            return t("{n} breaks free.", n=n("actor"))
        return t("{n} struggles but is still held.", n=n("actor"))
    if kind == "cards.FleeResolved":
        return {
            "stays": f"{n('cid')} tries to flee but gets nowhere.",
            "escapes": f"{n('cid')} escapes the fight.",
            "caught": f"{n('cid')} runs, but the chase keeps up: they all move on.",
        }[d["result"]]
    if kind == "cards.ObstacleAttempt":
        return f"{n('cid')} {'clears' if d['cleared'] else 'fails to clear'} the {d['obstacle']}."
    if kind == "cards.CircumstanceSet":
        return t(
            "{cause}: {skill} tests need {extra} extra success(es).",
            cause=d["cause"].capitalize(),
            skill=d["skill"],
            extra=d["extra"],
        )
    if kind == "cards.FearResolved":
        if d.get("immune"):
            return t("{n} knows no fear.", n=n("cid"))
        result = "keeps control" if d["passed"] else "is gripped by fear"
        return t(
            "{n} {result} ({successes} of {value} on {pool} dice).",
            n=n("cid"),
            result=result,
            successes=d["successes"],
            value=d["value"],
            pool=d["pool"],
        )
    if kind == "cards.Burned":
        return t("{n} burns: {harm} harm.", n=n("cid"), harm=d["harm"])
    if kind == "cards.ExtinguishAttempt":
        if d["out"]:
            return t("{n} puts the fire out.", n=n("cid"))
        return t(
            "{n} fights the flames ({progress} of {needed}).",
            n=n("cid"),
            progress=d["progress"],
            needed=d["needed"],
        )
    if kind == "cards.PoisonResolved":
        return t(
            "Poison (toxicity {toxicity}) {p} against Endure {e}: {harm} harm to {n}.",
            toxicity=d["toxicity"],
            p=d["p"],
            e=d["e"],
            harm=d["harm"],
            n=n("cid"),
        )
    if kind == "cards.PoisonTick":
        return t("The poison still works in {n}.", n=n("cid"))
    if kind == "cards.FallResolved":
        if not d["dice"]:
            return t("{n} falls {feet} ft without harm.", n=n("cid"), feet=d["feet"])
        return t("{n} falls {feet} ft: {harm} harm.", n=n("cid"), feet=d["feet"], harm=d["harm"])
    if kind == "cards.HardshipResolved":
        return f"{n('cid')} {'holds up' if d['passed'] else 'suffers'} from hardship."
    if kind == "TurnSkipped" and "card" in d:
        return t(
            "{n} is skipped at card {card} ({why}).",
            n=n("actor"),
            card=d["card"],
            why=d.get("why", "cannot act"),
        )
    return None
