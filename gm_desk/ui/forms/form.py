"""A whole form for one record: `SpecForm` (`make_editor`, from `build`, picks the editor for one spec).

`SpecForm` edits one dict (a PC sheet, a stat block) described by a tuple of `FieldSpec`s in a scrolling
area that follows the keyboard focus. Problems located by a schema go under their fields
(`show_issues`); a validator's sentences (the ruleset's own sheet checks) are listed under the form.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QVBoxLayout, QWidget

from gm_desk.rules.statblocks import FieldSpec
from gm_desk.ui.forms.base import Editor, Issues, LeafEditor, Overrides
from gm_desk.ui.forms.build import make_editor
from gm_desk.ui.forms.group import GroupEditor
from gm_desk.ui.forms.inputs import ISSUE_STYLE
from gm_desk.ui.forms.leaves import DiceEditor, IntEditor, NumbersEditor, ReachEditor
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

__all__ = ["NUMBER_EDITORS", "SpecForm", "Validator", "make_editor"]

NUMBER_EDITORS = (IntEditor, NumbersEditor, ReachEditor)  # editors that refuse numbers out of bounds


Validator = Callable[[dict[str, Any]], Sequence[str]]


class SpecForm(QWidget):
    """A scrolling form for one record; with a validator, its problems are listed under the form."""

    edited = Signal(str)  # the path of the field the GM changed, as the editors say it
    # The form's scroll area, read as `form.scroll` by the bestiary and the tests; it hides
    # QWidget.scroll(dx, dy), which nothing calls on a form.
    scroll: QScrollArea  # type: ignore[assignment]

    def __init__(
        self,
        fields: Sequence[FieldSpec],
        parent: QWidget | None = None,
        *,
        validator: Validator | None = None,
        overrides: Overrides | None = None,
    ) -> None:
        super().__init__(parent)
        self.validator = validator
        self.root = GroupEditor(
            FieldSpec(name="", label="", kind="group", fields=tuple(fields)), None, overrides
        )
        self.root.edited.connect(self._edited)
        holder = QWidget()
        inner = QVBoxLayout(holder)
        inner.setContentsMargins(8, 8, 12, 8)
        inner.addWidget(self.root)
        inner.addStretch(1)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(holder)
        self.problems_label = plain_label(parent=self)
        self.problems_label.setObjectName("formProblems")
        self.problems_label.setWordWrap(True)
        style(self.problems_label, ISSUE_STYLE)
        self.problems_label.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.problems_label)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def editor(self, *path: str) -> Editor:
        """The editor of a field by name, or by path: editor("deflection", "physical")."""
        editor: Editor = self.root
        for name in path:
            assert isinstance(editor, GroupEditor), path  # only a record's editor holds fields
            editor = editor.field(name)
        return editor

    def value(self) -> dict[str, Any]:
        return dict(self.root.value())

    def set_value(self, value: dict[str, Any]) -> None:
        """Show `value` (quietly: no `edited`), and check it if the form has a validator."""
        self.root.set_value(value)
        if self.validator is not None:
            self.check()

    def show_issues(self, issues: Issues) -> None:
        """Put problems located by a schema ((field, 0, "damage"), message) under their fields."""
        self.root.show_issues(issues)

    def issue_text(self) -> str:
        return self.root.issue_text()

    def problems(self) -> list[str]:
        """What keeps the record from being kept: a dice typo first, else the validator's sentences."""
        out = [
            f"{e.spec.label or name}: {e.problem()}"
            for name, e in self.root.editors.items()
            if isinstance(e, DiceEditor) and e.problem()
        ]
        out = self.refused_numbers() + out
        if not out and self.validator is not None:
            out = list(self.validator(self.value()))
        return out

    def refused_numbers(self) -> list[str]:
        """Numbers typed outside their fields' bounds and still in their boxes, each said in words."""
        found = self.root.findChildren(LeafEditor)
        return [e.refusal() for e in found if isinstance(e, NUMBER_EDITORS) and e.refusal()]

    def check(self) -> list[str]:
        """List the problems under the form; returns them."""
        found = self.problems()
        self.problems_label.setText("\n".join(f"• {p}" for p in found))
        self.problems_label.setVisible(bool(found))
        return found

    def _edited(self, path: str) -> None:
        if self.validator is not None:
            self.check()
        self.edited.emit(path)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        # Tab, a new list entry or an undo can put the focus on a field scrolled out of sight.
        if new is not None and self.root.isAncestorOf(new):
            self.scroll.ensureWidgetVisible(new, 20, 40)
