"""`make_editor`: the editor for one field spec, a leaf here or a record, list or table registered below.

The records, lists and tables build the editors of their parts with `make_editor`, so they cannot be
imported from here; each registers its own kind with `register_container` when its module loads (the
package's `__init__` loads them all before any form is built).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from gm_desk.rules.statblocks import FieldSpec
from gm_desk.ui.forms.base import Editor, Overrides
from gm_desk.ui.forms.leaves import (
    BoolEditor,
    ChoiceEditor,
    DiceEditor,
    IntEditor,
    MultilineEditor,
    NumbersEditor,
    ReachEditor,
    TextEditor,
    WordsEditor,
)

LEAVES: dict[str, type[Editor]] = {
    "text": TextEditor,
    "multiline": MultilineEditor,
    "int": IntEditor,
    "bool": BoolEditor,
    "choice": ChoiceEditor,
    "dice": DiceEditor,
    "reach": ReachEditor,
}

ContainerMaker = Callable[[FieldSpec, QWidget | None, Overrides | None], Editor]
CONTAINERS = ("group", "list", "map")  # a record, a list of records, a table of named values
_containers: dict[str, ContainerMaker] = {}


def register_container(kind: str, maker: ContainerMaker) -> None:
    """Say which editor builds a record ("group"), a list of records ("list") or a table ("map")."""
    if kind not in CONTAINERS:
        raise ValueError(f"no container kind {kind!r}; the kinds are {', '.join(CONTAINERS)}")
    _containers[kind] = maker


def make_editor(spec: FieldSpec, parent: QWidget | None = None, overrides: Overrides | None = None) -> Editor:
    """The editor for one spec; `overrides` swaps in a special editor for a named field (Retaliations)."""
    if overrides and spec.name in overrides:
        return overrides[spec.name](spec, parent)
    if spec.kind in LEAVES:
        return LEAVES[spec.kind](spec, parent)
    if spec.kind == "group":
        return _containers["group"](spec, parent, overrides)
    if spec.kind == "map" and spec.item is not None:
        return _containers["map"](spec, parent, None)
    if spec.kind == "list" and spec.item is not None:
        if spec.item.kind == "group":
            return _containers["list"](spec, parent, None)
        if spec.item.kind == "int" and spec.min_items is not None and spec.min_items == spec.max_items:
            return NumbersEditor(spec, parent)
        return WordsEditor(spec, parent)
    return TextEditor(spec, parent)
