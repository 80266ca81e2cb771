"""Build a form from field specs: `make_editor` picks the editor for one spec, `SpecForm` holds a record.

`SpecForm` edits one dict (a PC sheet, a stat block) described by a tuple of `FieldSpec`s, keeps any
keys the specs do not name, and shows the problems a validator finds (the ruleset's own sheet checks)
under the fields.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from gm_desk.rules.statblocks import FieldSpec
from gm_desk.ui.forms.containers import GroupEditor, ListEditor, MapEditor
from gm_desk.ui.forms.leaves import (
    ISSUE_COLOUR,
    BoolEditor,
    ChoiceEditor,
    DiceEditor,
    Editor,
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


def make_editor(spec: FieldSpec, parent: QWidget | None = None) -> Editor:
    """The editor for one spec."""
    if spec.kind in LEAVES:
        return LEAVES[spec.kind](spec, parent)
    if spec.kind == "group":
        return GroupEditor(spec, parent)
    if spec.kind == "map" and spec.item is not None:
        return MapEditor(spec, parent)
    if spec.kind == "list" and spec.item is not None:
        if spec.item.kind == "group":
            return ListEditor(spec, parent)
        if spec.item.kind == "int" and spec.min_items is not None and spec.min_items == spec.max_items:
            return NumbersEditor(spec, parent)
        return WordsEditor(spec, parent)
    return TextEditor(spec, parent)


Validator = Callable[[dict[str, Any]], Sequence[str]]


class SpecForm(QWidget):
    """A scrolling form for one record, with the validator's problems listed under it."""

    edited = Signal()

    def __init__(
        self,
        fields: Sequence[FieldSpec],
        parent: QWidget | None = None,
        *,
        validator: Validator | None = None,
    ) -> None:
        super().__init__(parent)
        self.validator = validator
        self.root = GroupEditor(FieldSpec(name="", label="", kind="group", fields=tuple(fields)))
        self.root.edited.connect(self._edited)
        holder = QWidget()
        inner = QVBoxLayout(holder)
        inner.setContentsMargins(4, 4, 12, 4)
        inner.addWidget(self.root)
        inner.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(holder)
        self.problems_label = QLabel(self)
        self.problems_label.setObjectName("formProblems")
        self.problems_label.setWordWrap(True)
        self.problems_label.setStyleSheet(f"color: {ISSUE_COLOUR};")
        self.problems_label.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.problems_label)

    def editor(self, name: str) -> Editor:
        return self.root.editor(name)

    def value(self) -> dict[str, Any]:
        return dict(self.root.value())

    def set_value(self, value: dict[str, Any]) -> None:
        self.root.set_value(value)
        self.check()

    def problems(self) -> list[str]:
        out = [
            f"{e.spec.label or name}: {e.problem()}"
            for name, e in self.root.editors.items()
            if isinstance(e, DiceEditor) and e.problem()
        ]
        if not out and self.validator is not None:
            out = list(self.validator(self.value()))
        return out

    def check(self) -> list[str]:
        found = self.problems()
        self.problems_label.setText("\n".join(f"• {p}" for p in found))
        self.problems_label.setVisible(bool(found))
        return found

    def _edited(self) -> None:
        self.check()
        self.edited.emit()
