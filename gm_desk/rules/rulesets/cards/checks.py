"""Checks: a combatant's stat block before the fight, and the promises the state must keep during it."""

from __future__ import annotations

from collections import Counter
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import model
from gm_desk.rules.rulesets.cards.schedule import PHASES
from gm_desk.rules.state import ACTIVE, REMOVED, Combatant, EncounterState
from gm_desk.rules.zones import ZoneError, parse_range


def _whole(value: Any, lo: int, hi: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def check_stats(c: Combatant) -> list[str]:
    s = c.stats
    problems = []
    raw = s.get("skills") or {}
    if not isinstance(raw, dict):
        return [t("skills must map skill names to dice")]
    for name, dice in raw.items():
        if str(name).lower() not in model.SKILLS:
            problems.append(t("'{name}' is not a skill of this system", name=name))
        elif not _whole(dice, 0, 10):
            problems.append(t("{name} must be 0 to 10 dice", name=name))
    if s.get("harm_mode", "points") not in ("points", "levels"):
        problems.append(t("harm_mode is points or levels"))
    if "harm_capacity" in s and not _whole(s["harm_capacity"], 1, 99):
        problems.append(t("harm_capacity must be a whole number from 1 to 99"))
    if "initiative_cards" in s and not _whole(s["initiative_cards"], 1, 5):
        problems.append(t("initiative_cards must be 1 to 5"))
    m = s.get("maneuvers") or {}
    if not isinstance(m, dict) or not all(_whole(m.get(k, 1), 0, 3) for k in ("slow", "fast")):
        problems.append(t("maneuvers are 0 to 3 slow and fast"))
    if "fear_value" in s and not _whole(s["fear_value"], 0, 10):
        problems.append(t("fear_value must be 0 to 10"))
    for atk in s.get("attacks") or ():
        if not isinstance(atk, dict) or not _whole(atk.get("damage", 0), 0, 20):
            problems.append(t("each attack needs a damage of 0 to 20"))
            continue
        if str(atk.get("skill", "strike")).lower() not in model.SKILLS:
            if atk.get("name"):
                problems.append(t("{name} must test a skill of this system", name=atk["name"]))
            else:
                problems.append(t("an attack must test a skill of this system"))
        try:
            parse_range(atk.get("range", [0, 0]))
        except (ZoneError, TypeError, ValueError):
            if atk.get("name"):
                problems.append(t("{name} has a range that is not a band lo-hi", name=atk["name"]))
            else:
                problems.append(t("an attack has a range that is not a band lo-hi"))
    return problems


def invariants(state: EncounterState) -> list[str]:
    problems: list[str] = []
    sched = state.sched
    if state.phase not in PHASES:
        problems.append(f"unknown phase {state.phase}")
    if state.turn is not None:
        actor = state.combatants.get(state.turn.actor)
        if state.phase != "acting":
            problems.append("a turn runs outside the acting phase")
        if actor is not None and actor.status != ACTIVE:
            problems.append(f"{actor.name} holds the turn but is {actor.status}")
        if actor is not None and model.holder_of(state, actor.id) not in sched.get("cards", {}):
            problems.append(f"{actor.name} acts without a card")
    for c in state.combatants.values():
        for counter, left in (c.rs.get("budget") or {}).items():
            if left < 0:
                problems.append(f"{c.name}'s {counter} maneuvers went below zero")
    # Every card of every deck is in exactly one place: the deck, a hand, or set aside.
    places: Counter[tuple[int, int]] = Counter()
    for d, v in sched.get("deck", ()):
        places[(d, v)] += 1
    for d, v in sched.get("discarded", ()):
        places[(d, v)] += 1
    for cards in sched.get("cards", {}).values():
        for card in cards:
            places[(card["deck"], card["card"])] += 1
    twice = [k for k, n in places.items() if n > 1]
    if twice:
        problems.append(f"cards in two places at once: {twice}")
    if state.started and any(n != 1 for n in places.values()):
        problems.append("a card was lost or duplicated")
    for d in range(1, int(sched.get("decks", 1)) + 1) if state.started else ():
        if sum(1 for k in places if k[0] == d) != 10:
            problems.append(f"deck {d} does not hold ten cards in all")
    for holder, done in sched.get("taken", {}).items():
        if done > len(sched.get("cards", {}).get(holder, [])) and holder in sched.get("cards", {}):
            problems.append(f"{holder} played more cards than it holds")
    for cid, n in sched.get("turns", {}).items():
        taker = state.combatants.get(cid)
        if taker is None or taker.status == REMOVED:
            continue
        allowed = max(model.card_count(state, cid), 1)
        if n > allowed:
            problems.append(f"{taker.name} took {n} turns this round with {allowed} card(s)")
    return problems
