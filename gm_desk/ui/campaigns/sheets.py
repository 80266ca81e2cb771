"""PC sheets for the party editor: the fields a system reads from a PC, a blank sheet, the rules' check.

Which fields a sheet holds, their bounds and the roster line are the ruleset's to say
(`Presentation.pc_sheet`, `Presentation.pc_summary`), and a sheet is checked by the ruleset itself
(`Ruleset.pc_sheet_problems`: `check_combatant` on a PC made from it), so the form and a fight never
disagree. A campaign of a system GM Desk does not know gets a free sheet with no fields of its own.
"""

from __future__ import annotations

import copy
from typing import Any

from gm_desk.rules.presentation import Presentation
from gm_desk.rules.rulesets import UnknownRuleset, get_ruleset
from gm_desk.rules.statblocks import FieldSpec


def pc_sheet_specs(ruleset_id: str) -> tuple[FieldSpec, ...]:
    """The fields a PC sheet of this system holds, in the order a form shows them."""
    try:
        return get_ruleset(ruleset_id).presentation.pc_sheet()
    except UnknownRuleset:
        return ()


def blank_sheet(ruleset_id: str) -> dict[str, Any]:
    """A new PC's sheet: every field at its default (or its smallest valid value)."""
    from gm_desk.ui.forms.specs import default_value  # the form widgets load with the editor only

    sheet = {spec.name: copy.deepcopy(default_value(spec)) for spec in pc_sheet_specs(ruleset_id)}
    return {k: v for k, v in sheet.items() if v is not None}


def sheet_problems(ruleset_id: str, name: str, sheet: dict[str, Any]) -> list[str]:
    """What the system's rules refuse in this sheet (empty when a fight would accept the PC)."""
    try:
        ruleset = get_ruleset(ruleset_id)
    except UnknownRuleset:
        return [] if name.strip() else ["The character needs a name."]
    return ruleset.pc_sheet_problems(name, sheet)


def sheet_summary(ruleset_id: str, sheet: dict[str, Any]) -> str:
    """A line about a PC for the roster: the numbers a GM looks for first, then the weapons."""
    try:
        ruleset: Presentation = get_ruleset(ruleset_id).presentation
    except UnknownRuleset:
        ruleset = Presentation()  # no numbers of its own: the weapons only
    return ruleset.pc_summary(sheet)
