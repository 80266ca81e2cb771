"""Switching a prepared encounter to another combat system (Encounter ▸ Change system…).

Only an encounter on which nothing has been played can switch: its setup is rebuilt for the new
system and saved with the new system in one write. What carries over and what does not:

- the zone map, the sides and the layout stay as they are;
- each creature is re-linked to the new system's bestiary entry with the same name (the name of the
  entry it was placed from, else its own name, else its name without a trailing number, "Goblin 2"),
  taking that entry's stat block and keeping its id, name, side and zone; a creature with no such entry
  is left out and named in the report;
- the campaign's PCs who have a sheet for the new system join (those already in the encounter keep
  their zone, newcomers start in the first zone); the others, and the encounter's PCs who are not in
  the campaign's party, are left out and named in the report;
- groups (`setup["groups"]`) keep the members who stay, and a group left empty goes;
- the options are the old system's readings, so they go back to the new system's defaults.

`plan_switch` works the change out without writing (the dialog shows it before the GM confirms);
`switch_system` applies it. Neither imports Qt.
"""

from __future__ import annotations

import contextlib
import copy
import re
from dataclasses import dataclass
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.names import lookalike_key
from gm_desk.rules.rulesets import RULESETS
from gm_desk.store.bestiary_links import creature_ref, ref_creature_id
from gm_desk.store.campaigns import get_encounter, list_party
from gm_desk.store.creatures import creature_ids_by_name, get_creature
from gm_desk.store.encounter_log import load_log, truncate_after
from gm_desk.store.errors import InvalidValueError, NotFoundError
from gm_desk.store.models import Encounter
from gm_desk.store.transactions import reads, writes
from gm_desk.store.values import utc_now

_NUMBERED = re.compile(r"^(.*\S)\s+\d+$")


@dataclass(frozen=True)
class SwitchPlan:
    """What switching an encounter to `ruleset` gives: the new setup and who was left out, and why."""

    encounter_id: int
    ruleset: str
    setup: dict[str, Any]
    relinked: tuple[str, ...]  # creatures re-linked to the new system's bestiary
    creatures_left_out: tuple[str, ...]  # creatures with no entry of that name in the new system
    pcs_joined: tuple[str, ...]
    pcs_left_out: tuple[str, ...]  # the campaign's PCs with no sheet for the new system
    options_reset: bool  # options had been changed and go back to the new system's defaults

    def words(self) -> list[str]:
        """The change in a GM's words, one sentence a line."""
        system = RULESETS[self.ruleset].name
        lines = [t("The encounter will use {system}.", system=system)]
        if self.relinked:
            lines.append(
                t(
                    "Re-linked to the {system} bestiary: {names}.",
                    system=system,
                    names=", ".join(self.relinked),
                )
            )
        if self.creatures_left_out:
            lines.append(
                t(
                    "Left out, no {system} bestiary entry of that name: {names}.",
                    system=system,
                    names=", ".join(self.creatures_left_out),
                )
            )
        if self.pcs_joined:
            lines.append(t("PCs joining: {names}.", names=", ".join(self.pcs_joined)))
        if self.pcs_left_out:
            lines.append(
                t(
                    "PCs left out, no {system} sheet: {names}.",
                    system=system,
                    names=", ".join(self.pcs_left_out),
                )
            )
        if self.options_reset:
            lines.append(t("The options go back to the defaults of the new system."))
        return lines


@reads
def plan_switch(encounter_id: int, ruleset: str) -> SwitchPlan:
    """The encounter's setup rebuilt for `ruleset`, without writing anything.

    Raises InvalidValueError when the encounter has been played, the system is unknown or the same, or
    the rebuilt setup is not one the new system can run (the message says why)."""
    record = get_encounter(encounter_id)
    if ruleset not in RULESETS:
        raise InvalidValueError(t("GM Desk knows no combat system '{ruleset}'.", ruleset=ruleset))
    if ruleset == record.ruleset:
        raise InvalidValueError(
            t("'{name}' already uses {name2}.", name=record.name, name2=RULESETS[ruleset].name)
        )
    if record.status != "prep" or load_log(encounter_id):
        raise InvalidValueError(
            t(
                "'{name}' has been played: only an encounter still in prep can change its system.",
                name=record.name,
            )
        )
    old = record.setup
    zones = [z["id"] for z in old.get("zones", {}).get("zones", [])]
    kept: list[dict[str, Any]] = []
    relinked: list[str] = []
    creatures_out: list[str] = []
    old_pcs = {c.get("name"): c for c in old.get("combatants", []) if c.get("kind") == "PC"}
    for combatant in old.get("combatants", []):
        if combatant.get("kind") == "PC":
            continue
        creature_id = _bestiary_match(ruleset, combatant)
        if creature_id is None:
            creatures_out.append(str(combatant.get("name")))
            continue
        moved = copy.deepcopy(combatant)
        moved["stats"] = copy.deepcopy(get_creature(creature_id).statblock)
        moved["ref"] = creature_ref(creature_id)
        kept.append(moved)
        relinked.append(str(combatant.get("name")))
    party_side = next((s["id"] for s in old.get("sides", []) if s.get("stance") == "party"), None)
    pcs: list[dict[str, Any]] = []
    pcs_out: list[str] = []
    members = list_party(record.campaign_id)
    # Each character once: the party in its order, then PCs of the encounter not in the party.
    for name in dict.fromkeys([m.name for m in members] + [str(n) for n in old_pcs]):
        sheet = next((m for m in members if m.name == name and m.ruleset == ruleset), None)
        if sheet is None:
            pcs_out.append(name)
            continue
        before = old_pcs.get(name, {})
        pcs.append(
            {
                **{k: v for k, v in before.items() if k not in ("stats", "ref")},
                "id": before.get("id", f"pc{sheet.id}"),
                "name": name,
                "kind": "PC",
                "side": before.get("side", party_side),
                "zone": before.get("zone", zones[0] if zones else None),
                "stats": copy.deepcopy(sheet.sheet),
            }
        )
    present = {c["id"] for c in pcs + kept}
    for combatant in pcs + kept:
        if "engaged" in combatant:
            combatant["engaged"] = [o for o in combatant["engaged"] if o in present]
    setup = {**copy.deepcopy(old), "ruleset": ruleset, "options": {}, "combatants": pcs + kept}
    if isinstance(setup.get("groups"), dict):  # a group keeps its members who stay; an emptied one goes
        staying = {g: [m for m in ids if m in present] for g, ids in setup["groups"].items()}
        setup["groups"] = {g: ids for g, ids in staying.items() if ids}
    problem = _setup_problem(setup)
    if problem:
        raise InvalidValueError(
            t(
                "'{name}' cannot run under {name2}: {problem}",
                name=record.name,
                name2=RULESETS[ruleset].name,
                problem=problem,
            )
        )
    return SwitchPlan(
        encounter_id,
        ruleset,
        setup,
        tuple(relinked),
        tuple(creatures_out),
        tuple(c["name"] for c in pcs),
        tuple(pcs_out),
        bool(old.get("options")),
    )


@writes
def switch_system(encounter_id: int, ruleset: str) -> SwitchPlan:
    """Switch the prepared encounter to `ruleset` (see `plan_switch`); undone entries left below an
    empty log were decided under the old system and are dropped in the same write."""
    plan = plan_switch(encounter_id, ruleset)
    truncate_after(encounter_id, 0)
    changed = (
        Encounter.update(ruleset=ruleset, setup=plan.setup, updated_at=utc_now())
        .where(Encounter.id == encounter_id)
        .execute()
    )
    if not changed:
        raise NotFoundError(
            t("That encounter no longer exists (id {encounter_id}).", encounter_id=encounter_id)
        )
    return plan


def _bestiary_match(ruleset: str, combatant: dict[str, Any]) -> int | None:
    """The new system's bestiary entry for this creature, by name (see the module's docstring)."""
    names: list[str] = []
    linked = ref_creature_id(combatant.get("ref"))
    if linked is not None:
        with contextlib.suppress(NotFoundError):  # a deleted entry: its own name still may match
            names.append(get_creature(linked).name)
    own = str(combatant.get("name") or "")
    names.append(own)
    numbered = _NUMBERED.match(own)
    if numbered:
        names.append(numbered.group(1))
    names = [n for n in names if n.strip()]
    found = creature_ids_by_name(ruleset, names)
    for name in names:
        key = lookalike_key(name)
        if key in found:
            return found[key]
    return None


def _setup_problem(setup: dict[str, Any]) -> str:
    from gm_desk.rules.prep import check  # the rules load only when asked for

    problem = check(setup)
    return problem.message if problem is not None else ""
