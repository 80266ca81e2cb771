"""The changes the difficulty tuner may propose, as prep edits by name (`gm_desk.rules.prep.tuning`).

A `Change` names a prep edit and its details (JSON-able) with its words. What may change: a creature
joins (another of a kind already there) or leaves, a creature's numbers move within its system's stat
block (the numbers its stat block lists as `TUNING`, toughness first), a creature is swapped for
another bestiary creature of the same system, and, only when the GM allows it, one of the system's
yes-or-no options is turned the other way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.prep.edited import Setup
from gm_desk.rules.prep.numbers import bounds, number_at, number_words, stats_of
from gm_desk.rules.prep.sides import foes
from gm_desk.rules.prep.tuning import Step, apply_changes
from gm_desk.rules.statblocks.parts import Knob


@dataclass(frozen=True)
class Change:
    """One change of a proposal: the prep edit's name, its details after the setup, and its words."""

    edit: str
    details: tuple[Any, ...]
    words: str

    @property
    def step(self) -> Step:
        return (self.edit, self.details)


@dataclass(frozen=True)
class BestiaryCreature:
    """A creature the tuner may bring in: its name, stat block and bestiary reference."""

    name: str
    stats: dict[str, Any]
    ref: str | None = None


def applied(setup: Setup, changes: Sequence[Change]) -> Setup:
    """`setup` with every change made (the one edit a proposal is applied as)."""
    return apply_changes(setup, [c.step for c in changes]).setup


def kind_of(entry: dict[str, Any]) -> str:
    """What kind of creature an entry is: its bestiary reference, else its stat block's name, else its
    own name without the number that tells copies apart ("Grey Wolf 2" is a "Grey Wolf")."""
    stats = stats_of(entry)
    name = stats.get("name") if isinstance(stats.get("name"), str) else None
    return str(entry.get("ref") or name or re.sub(r"\s+\d+$", "", str(entry.get("name") or entry.get("id"))))


def kinds(setup: Setup) -> dict[str, list[dict[str, Any]]]:
    """The foes by kind, the kinds in order of first appearance."""
    out: dict[str, list[dict[str, Any]]] = {}
    for entry in foes(setup):
        out.setdefault(kind_of(entry), []).append(entry)
    return out


def base_name(entry: dict[str, Any]) -> str:
    stats = stats_of(entry)
    name = stats.get("name") if isinstance(stats.get("name"), str) else None
    return name or re.sub(r"\s+\d+$", "", str(entry.get("name") or entry.get("id")))


def add_another(entry: dict[str, Any]) -> Change:
    name = base_name(entry)
    return Change(
        "add_creature",
        (name, dict(entry.get("stats") or {}), entry.get("zone"), entry.get("ref")),
        t("Add another {name}", name=name),
    )


def remove(entry: dict[str, Any]) -> Change:
    name = str(entry.get("name") or entry.get("id"))
    return Change("remove_combatant", (str(entry["id"]),), t("Remove {name}", name=name))


def swap(entry: dict[str, Any], creature: BestiaryCreature) -> Change:
    old = str(entry.get("name") or entry.get("id"))
    return Change(
        "swap_creature",
        (str(entry["id"]), creature.name, dict(creature.stats), creature.ref),
        t("Swap {old} for {new} (from the bestiary)", old=old, new=creature.name),
    )


def knobs(ruleset: str) -> tuple[Knob, ...]:
    """The numbers the system's stat block lets the tuner change, toughness first."""
    from gm_desk.rules.statblocks import StatblockError, statblock_model

    try:
        model = statblock_model(ruleset)
    except StatblockError:
        return ()
    return tuple(getattr(model, "TUNING", ()))


def turned(setup: Setup, knob: Knob, steps: int) -> list[Change]:
    """Every foe's number `knob` moved `steps` steps toward danger (negative: away from it), each kept
    within its stat block's bounds; a foe whose number would not move is left out."""
    ruleset = str(setup.get("ruleset"))
    low, high, label = bounds(ruleset, knob.path)
    out = []
    for entry in foes(setup):
        stats = stats_of(entry)
        before = number_at(stats, knob.path)
        if before is None:
            continue
        after = before + steps * knob.step * knob.stronger
        if low is not None:
            after = max(low, after)
        if high is not None:
            after = min(high, after)
        if after == before:
            continue
        name = str(entry.get("name") or entry.get("id"))
        what = number_words(stats, knob.path, label or str(knob.path[-1]))
        out.append(
            Change(
                "set_number",
                (str(entry["id"]), list(knob.path), after),
                t("{name}: {what} {before} → {after}", name=name, what=what, before=before, after=after),
            )
        )
    return out


def toughness(ruleset: str, stats: dict[str, Any]) -> int | None:
    """A creature's first tuning number (its toughness: Max Strain, health, hit points...)."""
    found = knobs(ruleset)
    return number_at(stats, found[0].path) if found else None


def swaps(setup: Setup, bestiary: Sequence[BestiaryCreature], harder: bool, most: int = 2) -> list[Change]:
    """Swaps of the most numerous kind of foe for the bestiary creatures nearest it in toughness, tougher
    ones when `harder`, weaker ones otherwise (at most `most`)."""
    ruleset = str(setup.get("ruleset"))
    by_kind = kinds(setup)
    if not by_kind or not bestiary:
        return []
    main = max(by_kind.values(), key=len)[0]
    mine = toughness(ruleset, dict(main.get("stats") or {}))
    if mine is None:
        return []
    ranked = []
    for creature in bestiary:
        theirs = toughness(ruleset, creature.stats)
        if theirs is None or creature.name == base_name(main):
            continue
        if (theirs > mine) if harder else (theirs < mine):
            ranked.append((abs(theirs - mine), creature.name, creature))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [swap(main, creature) for _, _, creature in ranked[:most]]


def option_flips(setup: Setup) -> list[Change]:
    """Each yes-or-no option of the system turned the other way (only when the GM allows it)."""
    from gm_desk.rules.rulesets import get_ruleset

    rs = get_ruleset(str(setup.get("ruleset")))
    given = dict(setup.get("options") or {})
    out = []
    for name, option in sorted(rs.options.items()):
        if not isinstance(option.default, bool):
            continue
        now = bool(given.get(name, option.default))
        options = {**given, name: not now}
        words = t(
            "Turn the option '{option}' {state}", option=t(option.text), state=t("off") if now else t("on")
        )
        out.append(Change("set_options", (options,), words))
    return out
