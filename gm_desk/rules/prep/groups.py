"""Prep edits of the groups: put combatants in a group, take them out, rename a group.

The grouping itself is `gm_desk.rules.groups` (a group stands on one side, holds two or more, a lone
member left behind is let go); what it refuses is said in its words. What a group *does* is its
system's (`Presentation.group_rule`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules import groups
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.prep.edited import Edited, Setup, combatant_entries, names
from gm_desk.rules.state import Combatant
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.state import EncounterState

FIXED = N_("The fight has started, so groups are fixed. Undo back to the start to change them.")


def group(setup: Setup, cids: list[str], name: str) -> Edited:
    """`cids` form the group `name` (or join it, when there is one)."""
    try:
        out = groups.join(setup, list(cids), name)
    except groups.GroupError as exc:
        raise Reject("BAD_GROUP", str(exc)) from None
    count = len(groups.members(out).get(name.strip(), ()))
    return Edited(out, t("Group {name} ({count})", name=name.strip(), count=count))


def _own_group(setup: Setup, cids: list[str]) -> set[str]:
    """Those of `cids` whose stat block names a group of its own (their system's `default_group`)."""
    from gm_desk.rules.rulesets import get_ruleset  # the registry loads the system when asked

    system = get_ruleset(str(setup.get("ruleset")))
    out = set()
    for entry in combatant_entries(setup):
        if str(entry.get("id")) in cids:
            try:
                combatant = Combatant.from_dict(entry)
            except (KeyError, TypeError, ValueError):
                continue
            if system.presentation.default_group(combatant):
                out.add(combatant.id)
    return out


def ungroup(setup: Setup, cids: list[str]) -> Edited:
    """`cids` leave their groups (the group a stat block names too); a group left with one is let go."""
    try:
        out = groups.part(setup, list(cids), _own_group(setup, list(cids)))
    except groups.GroupError as exc:
        raise Reject("BAD_GROUP", str(exc)) from None
    return Edited(out, t("Ungroup {names}", names=", ".join(names(setup, list(cids)))))


def rename_group(setup: Setup, old: str, new: str) -> Edited:
    """The group `old` is called `new` from now on (refused when `new` names another group)."""
    members = groups.members(setup)
    new = new.strip()
    if old not in members:
        raise Reject("BAD_GROUP", t("There is no group {name} in this encounter.", name=old))
    if new != old and new in members:
        raise Reject("BAD_GROUP", t("There is already a group called {name}.", name=new))
    if new == old:
        return Edited(setup, t("Rename group {old} to {new}", old=old, new=new))
    try:
        out = groups.join(groups.part(setup, members[old]), members[old], new)
    except groups.GroupError as exc:
        raise Reject("BAD_GROUP", str(exc)) from None
    return Edited(out, t("Rename group {old} to {new}", old=old, new=new))


def stat_block_groups(setup: Setup, state: EncounterState) -> dict[str, list[str]]:
    """The groups stat blocks make of creatures the prep puts in none (wolves sharing a card by their
    stat block), as the system reads them (`Presentation.default_group`)."""
    from gm_desk.rules.rulesets import get_ruleset

    system = get_ruleset(state.ruleset)
    prepared = {cid for ids in groups.members(setup).values() for cid in ids}
    out: dict[str, list[str]] = {}
    for c in state.combatants.values():
        name = None if c.id in prepared or c.status == "removed" else system.presentation.default_group(c)
        if name:
            out.setdefault(name, []).append(c.id)
    return out


def suggested_group_name(setup: Setup, cids: list[str]) -> str:
    """A name for a new group of `cids`: "Goblins" for Goblin, Goblin 2…; "Group" for a mix."""
    known = {str(e.get("id")) for e in combatant_entries(setup)}
    return groups.suggested_name(names(setup, [c for c in cids if c in known]), set(groups.members(setup)))
