"""Exporting creatures as a bestiary pack: the selection, a whole pack or a whole system, TOML or JSON.

`ExportDialog` asks what to export and how to name the pack; `export_request` gathers the stat blocks
from the store and writes the file with `export_pack` (atomic, checked to load back identically).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk import store as repo
from gm_desk.rules.statblocks import StatblockError, validate_creature
from gm_desk.store import PackError, export_pack, stored_conditions, stored_creatures
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.name_check import keep_whole
from gm_desk.ui.theme import style

SELECTION, PACK, SYSTEM = "selection", "pack", "system"
FORMATS = (("toml", N_("TOML (easy to read and edit by hand)")), ("json", N_("JSON")))  # tr() where shown


@dataclass(frozen=True)
class ExportRequest:
    """What to export: the `ids` of a selection, a stored `pack` of `ruleset`, or all of `ruleset`."""

    scope: str
    ruleset: str
    fmt: str = "toml"
    pack_name: str = ""
    author: str = ""
    ids: tuple[int, ...] = ()
    pack: str | None = None
    conditions: bool = True  # the system's condition library travels with the creatures

    @property
    def suffix(self) -> str:
        return f".{self.fmt}"


class ExportDialog(QDialog):
    """Choose the creatures, the format and the pack's name."""

    def __init__(
        self,
        selection: Sequence[tuple[int, str, str]],
        packs: Sequence[tuple[str, str]],
        systems: Sequence[tuple[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        """`selection`: (id, name, ruleset) of the selected creatures; `packs`: (ruleset, pack name) of
        stored packs; `systems`: (ruleset, display name) of the systems with creatures."""
        super().__init__(parent)
        self.setWindowTitle(tr("Export creatures as a pack"))
        self.selection = list(selection)
        self._names = dict(systems)
        rulesets = {ruleset for _, _, ruleset in self.selection}

        scope_box = QGroupBox(tr("Export"), self)
        grid = QGridLayout(scope_box)
        self.scope_group = QButtonGroup(self)
        self.scope_buttons: dict[str, QRadioButton] = {}
        count = len(self.selection)
        self.scope_buttons[SELECTION] = QRadioButton(
            tr("The {count} selected creatures", count=count)
            if count != 1
            else tr("The {count} selected creature", count=count),
            scope_box,
        )
        self.scope_buttons[PACK] = QRadioButton(tr("A whole pack:"), scope_box)
        self.scope_buttons[SYSTEM] = QRadioButton(tr("Every creature of a system:"), scope_box)
        self.packs = QComboBox(scope_box)
        for ruleset, pack in packs:
            self.packs.addItem(f"{pack} ({self._names.get(ruleset, ruleset)})", (ruleset, pack))
        self.systems = QComboBox(scope_box)
        for ruleset, name in systems:
            self.systems.addItem(name, ruleset)
        self.selection_note = QLabel(scope_box)
        style(self.selection_note, "color: #5d6a80;")
        grid.addWidget(self.scope_buttons[SELECTION], 0, 0, 1, 2)
        grid.addWidget(self.selection_note, 1, 0, 1, 2)
        grid.addWidget(self.scope_buttons[PACK], 2, 0)
        grid.addWidget(self.packs, 2, 1)
        grid.addWidget(self.scope_buttons[SYSTEM], 3, 0)
        grid.addWidget(self.systems, 3, 1)
        for scope, button in self.scope_buttons.items():
            button.setObjectName(f"export_{scope}")
            self.scope_group.addButton(button)
        if not self.selection:
            self.scope_buttons[SELECTION].setEnabled(False)
            self.selection_note.setText(tr("Select creatures in the bestiary to export just those."))
        elif len(rulesets) > 1:
            self.scope_buttons[SELECTION].setEnabled(False)
            self.selection_note.setText(
                tr("A pack holds creatures of one system; select creatures of one system.")
            )
        self.scope_buttons[PACK].setEnabled(self.packs.count() > 0)
        self.scope_buttons[SYSTEM].setEnabled(self.systems.count() > 0)
        first = next((b for b in self.scope_buttons.values() if b.isEnabled()), None)
        if first is not None:
            first.setChecked(True)

        self.format_group = QButtonGroup(self)
        self.format_buttons: dict[str, QRadioButton] = {}
        formats = QHBoxLayout()
        for fmt, text in FORMATS:
            button = QRadioButton(tr(text), self)
            button.setObjectName(f"format_{fmt}")
            self.format_group.addButton(button)
            self.format_buttons[fmt] = button
            formats.addWidget(button)
        self.format_buttons["toml"].setChecked(True)
        self.pack_name = keep_whole(QLineEdit(self))  # too long is refused in words, never cut
        self.author = QLineEdit(self)
        self.author.setPlaceholderText(tr("optional"))
        keep_whole(self.author)
        form = QFormLayout()
        form.addRow(tr("Format"), formats)
        form.addRow(tr("Pack name"), self.pack_name)
        form.addRow(tr("Author"), self.author)
        self.with_conditions = QCheckBox(
            tr("Include my conditions of this system (the condition library)"), self
        )
        self.with_conditions.setChecked(True)
        form.addRow("", self.with_conditions)

        self.box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.box.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Export…"))
        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scope_box)
        layout.addLayout(form)
        layout.addWidget(self.box)

        self.scope_group.buttonToggled.connect(self._suggest_name)
        self.packs.currentIndexChanged.connect(self._suggest_name)
        self.systems.currentIndexChanged.connect(self._suggest_name)
        self._suggest_name()
        self.box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(first is not None)

    def scope(self) -> str:
        return next((s for s, b in self.scope_buttons.items() if b.isChecked()), SELECTION)

    def _suggest_name(self, *args: object) -> None:
        scope = self.scope()
        if scope == PACK and self.packs.currentData():
            self.pack_name.setText(self.packs.currentData()[1])
        elif scope == SYSTEM:
            self.pack_name.setText(tr("{currentText} bestiary", currentText=self.systems.currentText()))
        else:
            self.pack_name.setText(tr("My creatures"))

    def request(self) -> ExportRequest:
        scope = self.scope()
        fmt = next(f for f, b in self.format_buttons.items() if b.isChecked())
        make = partial(
            ExportRequest,
            fmt=fmt,
            pack_name=self.pack_name.text().strip(),
            author=self.author.text().strip(),
            conditions=self.with_conditions.isChecked(),
        )
        if scope == PACK:
            ruleset, pack = self.packs.currentData()
            return make(PACK, ruleset, pack=pack)
        if scope == SYSTEM:
            return make(SYSTEM, self.systems.currentData())
        ids = tuple(creature_id for creature_id, _, _ in self.selection)
        return make(SELECTION, self.selection[0][2] if self.selection else "", ids=ids)


def export_request(request: ExportRequest, path: Path) -> tuple[Path, int]:
    """Write the requested creatures to `path`; the file written and how many creatures it holds.

    Raises PackError (a StoreError) with a sentence for the GM when nothing could be written.
    """
    if request.scope == SELECTION:
        models = []
        for creature_id in request.ids:
            record = repo.get_creature(creature_id)
            try:
                models.append(validate_creature(record.ruleset, record.statblock))
            except StatblockError as error:
                raise PackError([f"{record.name}: the stored stat block is not valid: {error}"]) from None
        models.sort(key=lambda model: model.name.casefold())
    else:
        models = stored_creatures(request.ruleset, pack=request.pack if request.scope == PACK else None)
    written = export_pack(
        models,
        path,
        request.fmt,
        pack_name=request.pack_name or None,
        author=request.author or None,
        conditions=stored_conditions(request.ruleset) if request.conditions and models else (),
    )
    return written, len(models)
