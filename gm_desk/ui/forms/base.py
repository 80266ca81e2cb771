"""The protocol every form editor speaks, and the base of the single-value ones.

An editor shows one field (or a record, list or table of them): `value()`, `set_value(value)` (which never
emits), `edited(path)` when the GM changes it, with the dotted path of the leaf that changed below it
so an undo stack can merge typing in one field into one step, and `show_issues(issues)` with the
problems a schema found located below this field, shown in red under the field they concern.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gm_desk.rules.statblocks import FieldSpec
from gm_desk.ui.forms.inputs import issue_label
from gm_desk.ui.i18n import tr

Loc = tuple[str | int, ...]
Issues = Sequence[tuple[Loc, str]]

_structural = itertools.count(1)


def structural_path(what: str) -> str:
    """An edit path that never merges with another edit in an undo stack (adding, removing, moving)."""
    return f"!{what}{next(_structural)}"


class Editor(QWidget):
    """One value of a form. On its own it carries a value it has no widget for, unchanged; each kind of
    editor below shows and edits its value."""

    edited = Signal(str)  # dotted path of the edited leaf below this editor ("" for the editor itself)

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._quiet = False
        self._held: Any = None
        self.setObjectName(f"field_{spec.name}" if spec.name else "field")
        if spec.help:
            self.setToolTip(tr(spec.help))
        self.message = issue_label(self)  # each kind of editor puts it where its problems belong

    def value(self) -> Any:
        return self._held

    def set_value(self, value: Any) -> None:
        self._quiet = True
        try:
            self._set(value)
        finally:
            self._quiet = False

    def _set(self, value: Any) -> None:
        self._held = value

    def _emit(self, path: str = "") -> None:
        if not self._quiet:
            self.edited.emit(path)

    def show_issues(self, issues: Issues) -> None:
        self._set_message("\n".join(self._describe(loc, message) for loc, message in issues))

    def _describe(self, loc: Loc, message: str) -> str:
        return message

    def _set_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def issue_text(self) -> str:
        """The problems shown under this field and its parts, for tests and accessibility."""
        return self.message.text()


class LeafEditor(Editor):
    """A field with one input widget and its problems on a line under it."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.input = self._build()
        layout.addWidget(self.input)
        layout.addWidget(self.message)
        self.setFocusProxy(self.input)

    def _build(self) -> QWidget:
        """The input widget; each kind of leaf makes its own and connects its edits to `_changed`."""
        return QWidget(self)

    def _changed(self, *args: Any) -> None:
        self._emit("")


Overrides = Mapping[str, type[Editor]]  # a special editor for a field, by name (Retaliations)
