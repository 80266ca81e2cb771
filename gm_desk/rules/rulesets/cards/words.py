"""The log in words: one sentence for each of the ruleset's own events (None: the generic wording)."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Event
from gm_desk.rules.i18n import N_, t, tn
from gm_desk.rules.rulesets.cards import model
from gm_desk.rules.state import EncounterState
from gm_desk.rules.words import words_of


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

    if kind == "cards.AwaitsCard":
        return t("No card is left in the deck for {holder}: the GM gives it one (Give card).", holder=d["name"])
    if kind == "cards.CardGiven":
        return t("The GM gives {holder} the {card}.", holder=d["name"], card=d["card"])
    if kind == "cards.Dealt":
        if d["unkept"]:
            fate = (
                N_("{holder} draws {drawn}, keeps {kept}; {unkept} goes back into the deck.")
                if d["returned"]
                else N_("{holder} draws {drawn}, keeps {kept}; {unkept} is set aside.")
            )
            return t(
                fate,
                holder=n("holder"),
                drawn=_cards(d["drawn"]),
                kept=_cards(d["kept"]),
                unkept=_cards(d["unkept"]),
            )
        return t("{holder} draws {drawn}.", holder=n("holder"), drawn=_cards(d["drawn"]))
    if kind == "cards.CardsRemoved":
        return tn(
            "{n}'s card {_cards} leaves the fight ({why}).",
            "{n}'s cards {_cards} leave the fight ({why}).",
            len(d["cards"]),
            n=n("holder"),
            _cards=_cards(d["cards"]),
            why=words_of(d["why"]),
        )
    if kind == "cards.Swapped":
        how = t("is forced to swap") if d["forced"] else t("swaps")
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
        return t("{n} may force {n2} to swap cards ({how}).", n=n("by"), n2=n("other"), how=t(str(d["how"])))
    if kind == "cards.AmbushResolved":
        if d.get("granted"):
            return t("The ambushers strike unseen: each draws an extra card.")
        if d["won"]:
            bonus = t(", +{bonus} die on their first maneuver", bonus=d["bonus"]) if d["bonus"] else ""
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
        defence = (
            " " + t("against a {defence} of {s_def}", defence=t(str(d["defence"])), s_def=d["s_def"])
            if d["defence"]
            else ""
        )
        head = tn(
            "{actor} attacks {target} with {attack}: {s_att} success{defence}",
            "{actor} attacks {target} with {attack}: {s_att} successes{defence}",
            d["s_att"],
            actor=n("actor"),
            target=n("target"),
            attack=d["attack"],
            s_att=d["s_att"],
            defence=defence,
        )
        if not d["hit"]:
            return t("{head}: miss (needed {need}).", head=head, need=d["need"])
        return t("{head}: hit for {harm} harm.", head=head, harm=d["harm"])
    if kind == "cards.Harmed":
        return t(
            "{n} takes {amount} {kind} harm ({source}).",
            n=n("cid"),
            amount=d["amount"],
            kind=t(str(d["kind"])),
            source=t(str(d["source"])),
        )
    if kind == "cards.TestResolved":
        result = t("passes") if d["passed"] else t("fails")
        return t(
            "{n} {result} a {skill} test ({what}): {successes} of {need} needed.",
            n=n("cid"),
            result=result,
            skill=t(str(d["skill"])),
            what=t(str(d["what"])),
            successes=d["successes"],
            need=d["need"],
        )
    if kind == "cards.GrappleResolved":
        if not d["restrained"]:
            return t("{n} fails to get a grip on {n2}.", n=n("actor"), n2=n("target"))
        gag = t(", a hand over the mouth") if d["mouth_covered"] else ""
        return t("{n} grapples {n2}: restrained{gag}.", n=n("actor"), n2=n("target"), gag=gag)
    if kind == "cards.BreakFreeResolved":
        if d["free"]:
            return t("{n} breaks free.", n=n("actor"))
        return t("{n} struggles but is still held.", n=n("actor"))
    if kind == "cards.FleeResolved":
        flee = {
            "stays": N_("{n} tries to flee but gets nowhere."),
            "escapes": N_("{n} escapes the fight."),
            "caught": N_("{n} runs, but the chase keeps up: they all move on."),
        }[d["result"]]
        return t(flee, n=n("cid"))
    if kind == "cards.ObstacleAttempt":
        cleared = (
            N_("{n} clears the {obstacle}.") if d["cleared"] else N_("{n} fails to clear the {obstacle}.")
        )
        return t(cleared, n=n("cid"), obstacle=t(str(d["obstacle"])))
    if kind == "cards.CircumstanceSet":
        return tn(
            "{cause}: {skill} tests need {extra} extra success.",
            "{cause}: {skill} tests need {extra} extra successes.",
            d["extra"],
            cause=t(d["cause"].capitalize()),
            skill=t(str(d["skill"])),
            extra=d["extra"],
        )
    if kind == "cards.FearResolved":
        if d.get("immune"):
            return t("{n} knows no fear.", n=n("cid"))
        result = t("keeps control") if d["passed"] else t("is gripped by fear")
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
        hardship = N_("{n} holds up against hardship.") if d["passed"] else N_("{n} suffers from hardship.")
        return t(hardship, n=n("cid"))
    if kind == "TurnSkipped" and "card" in d:
        return t(
            "{n} is skipped at card {card} ({why}).",
            n=n("actor"),
            card=d["card"],
            why=t(str(d.get("why", "cannot act"))),
        )
    return None
