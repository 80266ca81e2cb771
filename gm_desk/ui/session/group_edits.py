"""Group edits of a prepared encounter: put combatants in a group, take them out, rename a group.

They are prep edits like the others (`PrepEdits._edit_setup`: checked by building an engine, saved with
the setup, one undo step each), so they are allowed only while the log is empty. The grouping itself is
the rules' (`gm_desk.rules.groups`: a group stands on one side, holds two or more, a lone member left
behind is let go); what they refuse is said in their words and nothing changes. What a group *does* is
the system's: `group_rule` says it for the open encounter's system and options.

`GroupEdits` is a mixin of `EncounterSession`, beside `PrepEdits`, and uses its ``state``, ``ruleset``,
``in_prep``, ``_setup``, ``_layout``, ``_edit_setup`` and ``_refuse``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import groups
from gm_desk.ui.session.errors import FIGHT_STARTED

if TYPE_CHECKING:
    from gm_desk.rules.feature_data import GroupRule
    from gm_desk.rules.ruleset import Ruleset
    from gm_desk.rules.state import EncounterState

BAD_GROUP = "BAD_GROUP"
GROUPS_FIXED_WORDS = "The fight has started, so groups are fixed. Undo back to the start to change them."


class GroupEdits:
    """The groups of an open encounter, editable only in prep (see the module's docstring)."""

    if TYPE_CHECKING:  # what the session this mixes into provides
        _setup: dict[str, Any]
        _layout: dict[str, Any]

        @property
        def state(self) -> EncounterState: ...
        @property
        def ruleset(self) -> Ruleset: ...
        @property
        def in_prep(self) -> bool: ...
        def _edit_setup(self, setup: dict[str, Any], layout: dict[str, Any], text: str) -> bool: ...
        def _refuse(self, code: str, message: str) -> bool: ...

    # --- reading ----------------------------------------------------------------------------------

    def group_members(self) -> dict[str, list[str]]:
        """Each group's name and its members' ids, in setup order."""
        return groups.members(self._setup)

    def stat_block_groups(self) -> dict[str, list[str]]:
        """The groups stat blocks make of creatures the prep puts in none (wolves sharing a card by their
        stat block), as the system reads them (`Presentation.default_group`)."""
        prepared = {cid for ids in self.group_members().values() for cid in ids}
        out: dict[str, list[str]] = {}
        for c in self.state.combatants.values():
            name = None if c.id in prepared or c.status == "removed" else self.ruleset.presentation.default_group(c)
            if name:
                out.setdefault(name, []).append(c.id)
        return out

    def group_rule(self) -> GroupRule:
        """What a group does in this encounter's system, with its options as set."""
        return self.ruleset.presentation.group_rule(dict(self.state.options))

    def suggested_group_name(self, cids: list[str]) -> str:
        """A name for a new group of `cids`: "Goblins" for Goblin, Goblin 2…; "Group" for a mix."""
        names = [self.state.combatants[c].name for c in cids if c in self.state.combatants]
        return groups.suggested_name(names, set(self.group_members()))

    # --- editing ----------------------------------------------------------------------------------

    def group(self, cids: list[str], name: str) -> bool:
        """`cids` form the group `name` (or join it, when there is one)."""
        if not self._may_edit_groups():
            return False
        try:
            setup = groups.join(self._setup, list(cids), name)
        except groups.GroupError as exc:
            return self._refuse(BAD_GROUP, str(exc))
        count = len(groups.members(setup).get(name.strip(), ()))
        return self._edit_setup(setup, self._layout, f"Group {name.strip()} ({count})")

    def ungroup(self, cids: list[str]) -> bool:
        """`cids` leave their groups (the group a stat block names too); a group left with one member is
        let go."""
        if not self._may_edit_groups():
            return False
        known = [self.state.combatants[c] for c in cids if c in self.state.combatants]
        mark = {c.id for c in known if self.ruleset.presentation.default_group(c)}  # their stat block's group goes too
        try:
            setup = groups.part(self._setup, list(cids), mark)
        except groups.GroupError as exc:
            return self._refuse(BAD_GROUP, str(exc))
        names = [self.state.combatants[c].name for c in cids if c in self.state.combatants]
        return self._edit_setup(setup, self._layout, f"Ungroup {', '.join(names)}")

    def rename_group(self, old: str, new: str) -> bool:
        """The group `old` is called `new` from now on (refused when `new` names another group)."""
        if not self._may_edit_groups():
            return False
        members = self.group_members()
        new = new.strip()
        if old not in members:
            return self._refuse(BAD_GROUP, f"There is no group {old} in this encounter.")
        if new == old:
            return True
        if new in members:
            return self._refuse(BAD_GROUP, f"There is already a group called {new}.")
        try:
            setup = groups.join(groups.part(self._setup, members[old]), members[old], new)
        except groups.GroupError as exc:
            return self._refuse(BAD_GROUP, str(exc))
        return self._edit_setup(setup, self._layout, f"Rename group {old} to {new}")

    def _may_edit_groups(self) -> bool:
        if self.in_prep:
            return True
        return self._refuse(FIGHT_STARTED, GROUPS_FIXED_WORDS)
