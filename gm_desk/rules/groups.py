"""Groups of combatants in a setup: identical creatures (or any fighters of one side) the GM puts together.

What a group does is its system's business (`Presentation.group_rule` says it in words): one initiative
card for the group in Initiative Cards, a morale group in Faction Passing, one shared Strain pool in
Threat & Retaliation when its option is on, a plain label elsewhere.

A combatant's group is the `group` of its setup entry, a name such as "Goblins". An encounter file may
also list groups under `setup.groups` ({name: [combatant ids]}); the setup reads both as one thing. Some
stat blocks name a group of their own (a system's `Presentation.default_group`: the card a pack of
wolves shares); it holds when the setup gives the creature none, unless the creature carries the flag
`ungrouped` (what `part` writes for the creatures it is told to `mark`), so ungrouping always holds.
Every helper here is pure and works on the JSON-able setup: `members` reads its groups, `problems` says
what they get wrong (a group stands on one side), `join` and `part` give the setup a prep edit saves,
`suggested_name` proposes a name from the members' names. A refusal is a `GroupError` in words.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from gm_desk.rules import names
from gm_desk.rules.i18n import t

MAX_NAME = 60
UNGROUPED = "ungrouped"  # a combatant flag: in no group, not even the one its stat block names
_NUMBERED = re.compile(r"^(.*?)\s*#?\d+$")


class GroupError(ValueError):
    """A grouping the setup cannot take, with the sentence for the GM."""


def _listed(setup: dict[str, Any]) -> dict[str, list[str]]:
    raw = setup.get("groups")
    if raw is None:
        return {}
    if not isinstance(raw, dict) or not all(isinstance(ids, list) for ids in raw.values()):
        raise GroupError(t("The setup's groups are an object of lists of combatant ids."))
    return {str(name): [str(cid) for cid in ids] for name, ids in raw.items()}


def members(setup: dict[str, Any]) -> dict[str, list[str]]:
    """Each group's name and its members' ids, in the setup's order (groups in order of first member)."""
    named: dict[str, str] = {}
    for name, ids in _listed(setup).items():
        for cid in ids:
            named.setdefault(cid, name)
    out: dict[str, list[str]] = {}
    for entry in setup.get("combatants", []):
        if not isinstance(entry, dict):
            continue
        cid = str(entry.get("id"))
        group = entry.get("group") or named.get(cid)
        if group:
            out.setdefault(str(group), []).append(cid)
    return out


def group_of(setup: dict[str, Any], cid: str) -> str | None:
    """The group of combatant `cid`, or None."""
    return next((name for name, ids in members(setup).items() if cid in ids), None)


def problems(setup: dict[str, Any]) -> list[str]:
    """What the setup's groups get wrong, in words (empty: nothing)."""
    try:
        listed = _listed(setup)
    except GroupError as exc:
        return [str(exc)]
    entries = {str(e.get("id")): e for e in setup.get("combatants", []) if isinstance(e, dict)}
    out: list[str] = []
    seen: dict[str, str] = {}
    for name, ids in listed.items():
        if not ids:
            out.append(t("The group {name} has no members.", name=name))
        for cid in ids:
            entry = entries.get(cid)
            if entry is None:
                out.append(t("The group {name} lists '{cid}', who is not in the encounter.", name=name, cid=cid))
                continue
            first = seen.setdefault(cid, name)
            own = entry.get("group")
            other = first if first != name else own if own and own != name else None
            if other is not None:
                out.append(
                    t(
                        "{name} is put in two groups: {first} and {second}.",
                        name=entry.get("name") or cid,
                        first=other,
                        second=name,
                    )
                )
    side_names = {str(s.get("id")): str(s.get("name") or s.get("id")) for s in setup.get("sides", [])}
    for name, ids in members(setup).items():
        sides = list(dict.fromkeys(str(entries[cid].get("side")) for cid in ids if cid in entries))
        sides = [side_names.get(side, side) for side in sides]
        if len(sides) > 1:
            out.append(
                t(
                    "The group {name} has members on {count} sides ({sides}): a group stands on one side.",
                    name=name,
                    count=len(sides),
                    sides=", ".join(sides),
                )
            )
    return out


def name_problem(name: str) -> str | None:
    """Why `name` cannot name a group, or None."""
    if not name.strip():
        return t("A group needs a name.")
    if len(name.strip()) > MAX_NAME:
        return t("A group's name holds at most {MAX_NAME} characters.", MAX_NAME=MAX_NAME)
    problem = names.name_problem(names.normal(name.strip()))  # the one rule for names
    if problem is not None:
        return t("A group's name {problem}.", problem=problem)
    return None


def join(setup: dict[str, Any], cids: list[str], name: str) -> dict[str, Any]:
    """A copy of `setup` where the combatants `cids` are in the group `name` (made, or joined when it
    exists). They leave any group they were in; a group that keeps a single member is dissolved."""
    name = name.strip()
    problem = name_problem(name)
    if problem is not None:
        raise GroupError(problem)
    chosen = list(dict.fromkeys(cids))
    entries = {str(e["id"]): e for e in setup.get("combatants", [])}
    unknown = [cid for cid in chosen if cid not in entries]
    if unknown:
        raise GroupError(t("'{value}' is not in this encounter.", value=unknown[0]))
    groups = members(setup)
    together = list(dict.fromkeys([*groups.get(name, []), *chosen]))
    if len(together) < 2:
        raise GroupError(t("A group holds two or more combatants: choose at least two."))
    sides = list(dict.fromkeys(str(entries[cid].get("side")) for cid in together))
    if len(sides) > 1:
        raise GroupError(
            t(
                "{_names} stand on different sides: a group stands on one side. Move them to one side first.",
                _names=_names(entries, together),
            )
        )
    if set(groups.get(name, [])) >= set(chosen):
        return copy.deepcopy(setup)  # already there: nothing changes
    out = _without(setup, chosen)
    for entry in out.get("combatants", []):
        if str(entry["id"]) in together:
            entry["group"] = name
            _flag(entry, on=False)
    return _dissolve_lone(out)


def part(
    setup: dict[str, Any], cids: list[str], mark: set[str] | frozenset[str] = frozenset()
) -> dict[str, Any]:
    """A copy of `setup` where the combatants `cids` are in no group; a group left with a single member
    is dissolved too. Those in `mark` (whose stat block names a group of its own) get the flag
    `ungrouped`, so that group does not hold either."""
    groups = members(setup)
    grouped = {cid for ids in groups.values() for cid in ids} | set(mark)
    if not any(cid in grouped for cid in cids):
        raise GroupError(t("None of those combatants is in a group."))
    out = _dissolve_lone(_without(setup, list(cids)))
    for entry in out.get("combatants", []):
        if str(entry["id"]) in mark and str(entry["id"]) in cids:
            _flag(entry, on=True)
    return out


def _flag(entry: dict[str, Any], *, on: bool) -> None:
    flags = [f for f in entry.get("flags", []) if f != UNGROUPED] + ([UNGROUPED] if on else [])
    if flags:
        entry["flags"] = flags
    else:
        entry.pop("flags", None)


def _without(setup: dict[str, Any], cids: list[str]) -> dict[str, Any]:
    out = copy.deepcopy(setup)
    leaving = set(cids)
    for entry in out.get("combatants", []):
        if str(entry["id"]) in leaving:
            entry.pop("group", None)
    if "groups" in out:
        kept = {name: [c for c in ids if c not in leaving] for name, ids in _listed(out).items()}
        out["groups"] = {name: ids for name, ids in kept.items() if ids}
        if not out["groups"]:
            del out["groups"]
    return out


def _dissolve_lone(setup: dict[str, Any]) -> dict[str, Any]:
    lone = [ids[0] for ids in members(setup).values() if len(ids) == 1]
    return _without(setup, lone) if lone else setup


def _names(entries: dict[str, Any], cids: list[str]) -> str:
    names = [str(entries[cid].get("name") or cid) for cid in cids]
    if len(names) < 2:
        return names[0]
    return t("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def base_name(name: str) -> str:
    """A creature's name without the number that tells copies apart ("Goblin 3" → "Goblin")."""
    found = _NUMBERED.match(name.strip())
    return found.group(1).strip() if found and found.group(1).strip() else name.strip()


def plural(word: str) -> str:
    """A plain English plural of a creature's name ("Goblin" → "Goblins", "Harpy" → "Harpies")."""
    if not word:
        return word
    lower = word.lower()
    if lower.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if lower.endswith("y") and len(word) > 1 and lower[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def suggested_name(names: list[str], taken: set[str]) -> str:
    """A name for a new group of combatants called `names`: their shared name in the plural when they
    are copies of one creature ("Goblin", "Goblin 2" → "Goblins"), else "Group"; a name in `taken` gets a
    number ("Goblins 2")."""
    bases = {base_name(n) for n in names if n.strip()}
    first = plural(bases.pop()) if len(bases) == 1 else "Group"
    first = first[:MAX_NAME].strip() or "Group"
    shown, number = first, 2
    lowered = {t.lower() for t in taken}
    while shown.lower() in lowered:
        shown, number = f"{first} {number}", number + 1
    return shown
