"""Side and hiding edits of a prepared encounter: add, rename and remove sides, set a side's stance and
allies, move a combatant to another side, prepare a combatant hidden.

They are prep edits like the others (`PrepEdits._edit_setup`: checked by building an engine, saved,
undoable), so they are allowed only while the log is empty. What the rules would refuse, or what would
leave the GM with a side nobody can tell apart, is refused here in words before anything is built.

`SideEdits` is a mixin of `EncounterSession`, beside `PrepEdits`, and uses its ``state``, ``in_prep``,
``_setup``, ``_layout``, ``_edit_setup`` and ``_refuse``.
"""

from __future__ import annotations

import copy
from typing import Any

from gm_desk.rules import groups
from gm_desk.rules.state import STANCES

SIDES_FIXED = "SIDES_FIXED"
BAD_SIDE = "BAD_SIDE"
SIDE_NOT_EMPTY = "SIDE_NOT_EMPTY"

FIXED_WORDS = (
    "The fight has started, so sides and hidden combatants are fixed. Undo back to the start to change them."
)


class SideEdits:
    """The sides of an open encounter, editable only in prep (see the module's docstring)."""

    # --- reading ----------------------------------------------------------------------------------

    def side_rows(self) -> list[dict[str, Any]]:
        """Every side as the setup will hold it (sides a combatant implies included), in order."""
        return [s.to_dict() for s in self.state.sides.values()]

    # --- editing ----------------------------------------------------------------------------------

    def add_side(self, name: str, stance: str = "hostile") -> str | None:
        """A new side; its id, or None when refused."""
        name = name.strip()
        if not self._may_edit_sides() or not self._good_name(name, None) or not self._good_stance(stance):
            return None
        rows = self.side_rows()
        taken = {s["id"] for s in rows}
        number = len(rows) + 1
        while f"side{number}" in taken:
            number += 1
        side_id = f"side{number}"
        rows.append({"id": side_id, "name": name, "stance": stance, "allies": []})
        return side_id if self._save_sides(rows, None, f"Add side {name}") else None

    def rename_side(self, side_id: str, name: str) -> bool:
        name = name.strip()
        if not self._may_edit_sides() or not self._known(side_id) or not self._good_name(name, side_id):
            return False
        rows = self.side_rows()
        self._row(rows, side_id)["name"] = name
        return self._save_sides(rows, None, f"Rename side to {name}")

    def set_side_stance(self, side_id: str, stance: str) -> bool:
        if not self._may_edit_sides() or not self._known(side_id) or not self._good_stance(stance):
            return False
        rows = self.side_rows()
        self._row(rows, side_id)["stance"] = stance
        return self._save_sides(rows, None, f"{self._side_name(side_id)} is {stance}")

    def set_side_allies(self, side_id: str, allies: list[str]) -> bool:
        """`side_id` is allied with exactly `allies`; an alliance goes both ways."""
        if not self._may_edit_sides() or not self._known(side_id):
            return False
        rows = self.side_rows()
        known = {s["id"] for s in rows}
        wanted = set(allies)
        if side_id in wanted:
            return self._refuse(BAD_SIDE, f"{self._side_name(side_id)} cannot be its own ally.")
        if not wanted <= known:
            return self._refuse(BAD_SIDE, "An ally must be one of this encounter's sides.")
        for row in rows:
            others = set(row["allies"]) - {side_id}
            if row["id"] == side_id:
                others = wanted
            elif row["id"] in wanted:
                others.add(side_id)
            row["allies"] = [s["id"] for s in rows if s["id"] in others]
        return self._save_sides(rows, None, f"Allies of {self._side_name(side_id)}")

    def remove_side(self, side_id: str) -> bool:
        if not self._may_edit_sides() or not self._known(side_id):
            return False
        members = [c.name for c in self.state.combatants.values() if c.side == side_id]
        name = self._side_name(side_id)
        if members:
            return self._refuse(
                SIDE_NOT_EMPTY, f"{', '.join(members)} still on {name}: move them to another side first."
            )
        rows = [s for s in self.side_rows() if s["id"] != side_id]
        if not rows:
            return self._refuse(BAD_SIDE, "An encounter keeps at least one side.")
        for row in rows:
            row["allies"] = [a for a in row["allies"] if a != side_id]
        return self._save_sides(rows, None, f"Remove side {name}")

    def move_to_side(self, cid: str, side_id: str) -> bool:
        """A combatant changes sides before the fight."""
        if not self._may_edit_sides():
            return False
        if not self._known(side_id):
            return False
        c = self.state.combatants.get(cid)
        if c is None or c.side == side_id:
            return c is not None

        def change(entry: dict[str, Any]) -> None:
            entry["side"] = side_id

        text = f"{c.name} joins {self._side_name(side_id)}"
        if c.group is None:
            return self._save_sides(self.side_rows(), (cid, change), text)
        # A group stands on one side (`rules.groups`): the combatant leaves its group as it goes.
        base = groups.part(self._setup, [cid])
        return self._save_sides(self.side_rows(), (cid, change), f"{text} (leaves {c.group})", base)

    def set_hidden(self, cid: str, hidden: bool) -> bool:
        """Prepare a combatant hidden (out of the shown order until it acts or is revealed), or not."""
        if not self._may_edit_sides():
            return False
        c = self.state.combatants.get(cid)
        if c is None:
            return False

        def change(entry: dict[str, Any]) -> None:
            entry.pop("hidden", None)
            entry["flags"] = [f for f in entry.get("flags", []) if f != "hidden"]
            if not entry["flags"]:
                entry.pop("flags")
            if hidden:
                entry["hidden"] = True

        return self._save_sides(self.side_rows(), (cid, change), f"{'Hide' if hidden else 'Unhide'} {c.name}")

    # --- helpers ----------------------------------------------------------------------------------

    def _may_edit_sides(self) -> bool:
        if self.in_prep:
            return True
        self.rejected.emit(SIDES_FIXED, FIXED_WORDS)
        return False

    def _known(self, side_id: str) -> bool:
        if side_id in self.state.sides:
            return True
        return self._refuse(BAD_SIDE, "That side is not in this encounter.")

    def _good_name(self, name: str, side_id: str | None) -> bool:
        if not name:
            return self._refuse(BAD_SIDE, "A side needs a name.")
        if len(name) > 60:
            return self._refuse(BAD_SIDE, "A side's name holds at most 60 characters.")
        same = [s for s in self.state.sides.values() if s.id != side_id and s.name.lower() == name.lower()]
        if same:
            return self._refuse(BAD_SIDE, f"There is already a side called {same[0].name}.")
        return True

    def _good_stance(self, stance: str) -> bool:
        if stance in STANCES:
            return True
        return self._refuse(BAD_SIDE, f"A side is {', '.join(STANCES)}, not '{stance}'.")

    def _side_name(self, side_id: str) -> str:
        side = self.state.sides.get(side_id)
        return side.name if side is not None else side_id

    @staticmethod
    def _row(rows: list[dict[str, Any]], side_id: str) -> dict[str, Any]:
        for row in rows:
            if row["id"] == side_id:
                return row
        raise KeyError(f"No side '{side_id}' in this encounter.")

    def _save_sides(
        self,
        rows: list[dict[str, Any]],
        combatant: tuple[str, Any] | None,
        text: str,
        base: dict[str, Any] | None = None,
    ) -> bool:
        setup = copy.deepcopy(self._setup if base is None else base)
        setup["sides"] = rows
        if combatant is not None:
            cid, change = combatant
            for entry in setup.get("combatants", []):
                if entry["id"] == cid:
                    change(entry)
        return self._edit_setup(setup, self._layout, text)
