"""What a form reads from a `FieldSpec` besides its widget: a new value, the words for labels and buttons.

No Qt here: a blank PC sheet or a new creature is made from these without building a form.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from gm_desk.rules.statblocks import FieldSpec
from gm_desk.ui.i18n import tr


def default_value(spec: FieldSpec) -> Any:
    """A starting value for a new record or entry: the schema's default, else the smallest valid one."""
    if spec.default is not None:
        return copy.deepcopy(spec.default)
    if spec.nullable and not spec.required:
        return None
    if spec.kind == "group":
        return {child.name: default_value(child) for child in spec.fields}
    if spec.kind == "int":
        return spec.ge if spec.ge is not None else 0
    if spec.kind == "bool":
        return False
    if spec.kind in ("choice", "reach"):
        return spec.choices[0] if spec.choices else spec.ge or 0
    if spec.kind == "dice":
        return "1d6"
    if spec.kind == "list":
        return [default_value(spec.item) for _ in range(spec.min_items or 0)] if spec.item else []
    if spec.kind == "map":
        return {}
    if spec.pattern:  # blank would not match ("hit dice"): the shortest plain text that does
        return next((word for word in PATTERN_STARTS if _matches(spec.pattern, word)), "")
    return ""


PATTERN_STARTS = ("1", "0", "1d6", "d6", "a", "A")  # tried in order for a text field with a pattern


def _matches(pattern: str, text: str) -> bool:
    try:
        return re.fullmatch(pattern, text) is not None
    except re.error:
        return False


def label_text(spec: FieldSpec) -> str:
    """The label a field shows: the schema's, else its name in words."""
    return tr(spec.label or spec.name.replace("_", " ").capitalize())


def singular(label: str) -> str:
    """ "Weapons" → "weapon", "Proficiencies" → "proficiency", "Skills (dice)" → "skill", for Add buttons."""
    word = label.lower().split(" (")[0].strip()
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") else word
