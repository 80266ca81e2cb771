"""A record of fields (a stat block, a PC sheet, a weapon): one labelled row per field.

Lists of records get a full-width section of their own below the plain rows. An optional record (a
shield) sits in a box the GM switches on or off. The record keeps its shape: keys the specs do not name
are carried through, a key it had stays even when empty, and an optional field it lacked and the GM
left empty is not added.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from gm_desk.rules.statblocks import FieldSpec
from gm_desk.ui.forms.base import Editor, Issues, Loc, Overrides, structural_path
from gm_desk.ui.forms.build import make_editor, register_container
from gm_desk.ui.forms.specs import default_value, label_text
from gm_desk.ui.i18n import tr


class GroupEditor(Editor):
    def __init__(
        self, spec: FieldSpec, parent: QWidget | None = None, overrides: Overrides | None = None
    ) -> None:
        super().__init__(spec, parent)
        self._extra: dict[str, Any] = {}
        self._had: set[str] = set()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.switch: QGroupBox | None = None
        holder: QWidget = self
        if spec.nullable and spec.name:
            self.switch = QGroupBox(tr("Has {label_text}", label_text=label_text(spec).lower()), self)
            self.switch.setCheckable(True)  # unchecked, Qt greys out the fields inside
            self.switch.toggled.connect(lambda *_: self._emit(structural_path("switch")))
            outer.addWidget(self.switch)
            holder = self.switch
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if self.switch is not None:
            self.switch.setLayout(self.form)
        else:
            outer.addLayout(self.form)
        outer.addWidget(self.message)
        self.editors: dict[str, Editor] = {}
        sections = []
        for child in spec.fields:
            editor = make_editor(child, holder, overrides)
            self.editors[child.name] = editor
            editor.edited.connect(
                lambda path, name=child.name: self._emit(f"{name}.{path}" if path else name)
            )
            if child.kind == "list" and child.item is not None and child.item.kind == "group":
                sections.append((child, editor))
            else:
                self.form.addRow(_label(child, holder), editor)
        for child, editor in sections:
            heading = QLabel(label_text(child), holder)
            heading.setObjectName("sectionLabel")
            self.form.addRow(heading)
            self.form.addRow(editor)
        if self.editors:
            self.setFocusProxy(next(iter(self.editors.values())))

    def field(self, name: str) -> Editor:
        """The editor of one field of this record."""
        return self.editors[name]

    def value(self) -> Any:
        if self.switch is not None and not self.switch.isChecked():
            return None
        out = copy.deepcopy(self._extra)
        for name, editor in self.editors.items():
            value = editor.value()
            if value is not None or name in self._had or editor.spec.required:
                out[name] = value
        return out

    def _set(self, value: Any) -> None:
        if self.switch is not None:
            self.switch.setChecked(isinstance(value, Mapping))
        values = value if isinstance(value, Mapping) else {}
        self._had = {name for name in values if name in self.editors}
        self._extra = {k: copy.deepcopy(v) for k, v in values.items() if k not in self.editors}
        for name, editor in self.editors.items():
            editor.set_value(values[name] if name in values else default_value(editor.spec))

    def show_issues(self, issues: Issues) -> None:
        own: list[str] = []
        routed: dict[str, list[tuple[Loc, str]]] = {name: [] for name in self.editors}
        for loc, message in issues:
            if loc and loc[0] in routed:
                routed[str(loc[0])].append((loc[1:], message))
            else:
                own.append(message if not loc else f"{loc[0]}: {message}")
        for name, editor in self.editors.items():
            editor.show_issues(routed[name])
        self._set_message("\n".join(own))

    def issue_text(self) -> str:
        texts = [self.message.text(), *(editor.issue_text() for editor in self.editors.values())]
        return "\n".join(text for text in texts if text)


register_container("group", GroupEditor)


def _label(spec: FieldSpec, parent: QWidget) -> QLabel:
    label = QLabel(label_text(spec), parent)
    label.setWordWrap(True)  # a long field name (German runs long) takes two lines, not the width
    if spec.help:
        label.setToolTip(tr(spec.help))
    return label
