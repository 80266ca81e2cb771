"""The bestiary editor: one creature's stat block as a form, its printed look beside it.

The form is built from the creature's system schema (`field_specs`), so every bound the schema knows is
a spin box limit and every choice a combo box. Each edit is checked against the schema as the GM types
and the problems appear under the fields they concern. Edits go on a QUndoStack of the editor's own
(typing in one field merges into one step); Ctrl+Z and Ctrl+Shift+Z inside the editor work on it, not
on the open encounter and not on the line edit's private undo. Saving writes the creature through
`save_and_follow`, so encounters still in prep pick up the new block in the same transaction.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from gm_desk import store as repo
from gm_desk.rules.names import NAME_MAX
from gm_desk.rules.presentation import RETALIATION_LIST
from gm_desk.rules.rulesets import available, get_ruleset
from gm_desk.rules.statblocks import FieldSpec, StatblockError, field_specs, validate_creature
from gm_desk.store import CreatureRecord, StoreError, save_and_follow
from gm_desk.ui.bestiary.editor_actions import EditorActions
from gm_desk.ui.bestiary.retaliation_editor import RetaliationEditor
from gm_desk.ui.bestiary.statblock_view import StatblockView
from gm_desk.ui.forms.base import Editor
from gm_desk.ui.forms.form import SpecForm
from gm_desk.ui.forms.inputs import ISSUE_STYLE
from gm_desk.ui.forms.lists import ListEditor
from gm_desk.ui.forms.specs import default_value
from gm_desk.ui.forms.undo import FormEdit
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import literal, plain_label
from gm_desk.ui.portrait_picker import PortraitPicker
from gm_desk.ui.theme import style

# Editor kind (`Presentation.field_editors`) → the editor a field of that kind gets instead of the form's
# generic one.
FIELD_EDITORS: dict[str, type[Editor]] = {RETALIATION_LIST: RetaliationEditor}


def overrides(ruleset: str) -> dict[str, type[Editor]]:
    """Field name → special editor, for the fields of this system's stat blocks that ask for one."""
    return {name: FIELD_EDITORS[kind] for name, kind in get_ruleset(ruleset).presentation.field_editors.items()}


class BestiaryEditor(QWidget):
    """Edit one creature: the schema's form, inline problems, its own undo, and a printed preview."""

    opened = Signal(object)  # the CreatureRecord now shown (stored or new)
    saved = Signal(object)  # the CreatureRecord as stored (an edit, a new creature or a duplicate)
    deleted = Signal(int)  # the id of the creature deleted
    encounters_followed = Signal(object)  # FollowReport: prep encounters whose setups changed
    message = Signal(str)  # a sentence for the status bar
    portrait_changed = Signal()  # the creature's portrait was kept or taken away (kept at once)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bestiaryEditor")
        self.systems = dict(available())
        self.undo_stack = QUndoStack(self)
        self.record: CreatureRecord | None = None
        self.form: SpecForm | None = None
        self._form_ruleset: str | None = None
        self._current: dict[str, Any] = {}
        self._valid: Any = None  # the validated model of the form's value, or None
        self._restoring = False

        self.title = plain_label(parent=self)
        self.title.setObjectName("editorTitle")
        style(self.title, "font-size: 16px; font-weight: 700; color: #1c2638;")
        self.subtitle = plain_label(parent=self)
        style(self.subtitle, "color: #5d6a80;")
        self.toolbar = QToolBar(self)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.commands = EditorActions(self)
        self.save_action, self.revert_action = self.commands.save, self.commands.revert
        self.duplicate_action, self.delete_action = self.commands.duplicate, self.commands.delete
        self.undo_action, self.redo_action = self.commands.undo, self.commands.redo
        self.banner = plain_label(parent=self)
        self.banner.setObjectName("editorBanner")
        self.banner.setWordWrap(True)
        self.banner.hide()

        self.preview = StatblockView(self)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.form_place = QWidget(self)  # holds the form of the system of the creature shown
        self.form_place.setMinimumWidth(380)
        self.form_layout = QVBoxLayout(self.form_place)
        self.form_layout.setContentsMargins(0, 0, 0, 0)
        self.splitter.addWidget(self.form_place)
        self.splitter.addWidget(self.preview)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([500, 340])
        self.splitter.setChildrenCollapsible(False)
        self.empty = QLabel(tr("Choose a creature in the bestiary to edit it, or make a new one."), self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        style(self.empty, "color: #5d6a80;")
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.empty)
        self.pages.addWidget(self.splitter)

        self.portrait = PortraitPicker("creature", self)
        self.portrait.changed.connect(self._portrait_kept)
        self.portrait.refused.connect(lambda text: self._say(text, problem=True))
        names = QVBoxLayout()
        names.setSpacing(2)
        names.addWidget(self.title)
        names.addWidget(self.subtitle)
        head = QHBoxLayout()
        head.addLayout(names, 1)
        head.addWidget(self.portrait, 0, Qt.AlignmentFlag.AlignTop)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(4)
        layout.addLayout(head)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.banner)
        layout.addWidget(self.pages, 1)

        self.undo_stack.cleanChanged.connect(self._update_state)
        self.undo_stack.indexChanged.connect(self._update_state)
        self._update_state()

    # --- what the library and tests ask -----------------------------------------------------------

    @property
    def creature_id(self) -> int | None:
        return self.record.id if self.record is not None else None

    @property
    def ruleset(self) -> str | None:
        return self.record.ruleset if self.record is not None else None

    def is_dirty(self) -> bool:
        return self.record is not None and (self.record.id is None or not self.undo_stack.isClean())

    def field(self, *path: str) -> Editor:
        """The editor of a field by name, e.g. field("retaliations") or field("deflection", "physical")."""
        assert self.form is not None
        return self.form.editor(*path)

    def value(self) -> dict[str, Any]:
        return dict(self._current)

    def issue_text(self) -> str:
        return self.form.issue_text() if self.form is not None else ""

    # --- opening ----------------------------------------------------------------------------------

    def load_creature(self, creature_id: int) -> bool:
        """Show a stored creature; False if the GM kept unsaved changes or it no longer exists."""
        if self.creature_id == creature_id and self.record is not None:
            return True
        if not self.maybe_keep_changes():
            return False
        try:
            record = repo.get_creature(creature_id)
        except StoreError as exc:
            self._say(str(exc), problem=True)
            return False
        self._open(record)
        return True

    def new_creature(self, ruleset: str) -> bool:
        """Start a new creature of `ruleset` with the schema's defaults; it is stored on first Save."""
        if not self.maybe_keep_changes():
            return False
        root = FieldSpec(name="", label="", kind="group", fields=field_specs(ruleset))
        block = default_value(root)
        block["name"] = tr("New creature")
        if self._form_ruleset != ruleset:
            self._build_form(ruleset)
        assert self.form is not None
        for name, field in self.form.root.editors.items():
            # A list that may not be empty starts with entries its own editor would add (named, with a
            # damage to deal), so a new creature is valid and can be saved as it stands.
            if isinstance(field, ListEditor) and isinstance(block.get(name), list):
                block[name] = [field.new_entry() for _ in block[name]]
        self._open(CreatureRecord(ruleset=ruleset, name=block["name"], statblock=block))
        return True

    def clear(self) -> None:
        """Show nothing (after the creature was deleted)."""
        self.record = None
        self._current = {}
        self._valid = None
        self.undo_stack.clear()
        self.pages.setCurrentWidget(self.empty)
        self._update_state()

    def _open(self, record: CreatureRecord) -> None:
        self.record = record
        if self._form_ruleset != record.ruleset:
            self._build_form(record.ruleset)
        self.undo_stack.clear()
        self._banner("")
        self.show_value(record.statblock)
        self.undo_stack.setClean()
        self.pages.setCurrentWidget(self.splitter)
        if self.form is not None:
            self.form.scroll.verticalScrollBar().setValue(0)
        self._update_state()
        self.opened.emit(record)

    def _build_form(self, ruleset: str) -> None:
        form = SpecForm(field_specs(ruleset), overrides=overrides(ruleset))
        form.setObjectName("statblockForm")
        form.scroll.setFrameShape(QFrame.Shape.StyledPanel)  # framed like the preview beside it
        form.edited.connect(self._form_changed)
        if self.form is not None:
            self.form_layout.removeWidget(self.form)
            self.form.deleteLater()
        self.form_layout.addWidget(form)
        self.form = form
        self._form_ruleset = ruleset

    # --- editing ----------------------------------------------------------------------------------

    def show_value(self, value: dict[str, Any]) -> None:
        """Put `value` in the form (undo, redo, load) and check it; pushes nothing."""
        if self.form is None:
            return
        self._restoring = True
        try:
            self.form.set_value(value)
        finally:
            self._restoring = False
        self._current = self.form.value()
        self._check()

    def _form_changed(self, path: str) -> None:
        if self._restoring or self.form is None:
            return
        after = self.form.value()
        if after == self._current:
            self._update_state()  # a number typed out of bounds, or fixed: Save follows
            return
        before, self._current = self._current, after
        self.undo_stack.push(FormEdit(self, before, after, path))
        self._check()

    def _check(self) -> None:
        """Validate the form's value, show problems at their fields and refresh the preview."""
        if self.form is None or self.record is None:
            return
        try:
            self._valid = validate_creature(self.record.ruleset, self._current)
            issues: list[tuple[tuple[str | int, ...], str]] = []
        except StatblockError as error:
            self._valid = None
            issues = [(issue.loc, issue.message) for issue in error.issues]
        self.form.show_issues(issues)
        shown = self._valid.model_dump(mode="json") if self._valid is not None else self._current
        self.preview.show_creature(self.record.ruleset, shown, self.systems.get(self.record.ruleset, ""))
        self._update_state()

    # --- saving and the rest ----------------------------------------------------------------------

    def save(self) -> bool:
        """Store the creature (and update prep encounters that use it); False if it is not valid."""
        if self.record is None:
            return False
        refused = self.form.refused_numbers() if self.form is not None else []
        if refused:
            self._say(tr("Not saved: {problem}", problem=refused[0]), problem=True)
            return False
        if self._valid is None:
            self._say(tr("Not saved: fix the problems marked in red first."), problem=True)
            return False
        if not self.is_dirty():
            return True
        model = self._valid
        low, high = model.threat_band()
        record = CreatureRecord(
            ruleset=self.record.ruleset,
            name=model.name,
            statblock=model.model_dump(mode="json"),
            pack=self.record.pack,
            tags=tuple(model.tags),
            threat_lo=low,
            threat_hi=high,
            id=self.record.id,
        )
        try:
            stored, report = save_and_follow(record)
        except StoreError as exc:
            self._say(tr("Not saved: {problem}", problem=exc), problem=True)
            return False
        self.record = stored
        if self.form is not None and self.form.value() != stored.statblock:
            self.show_value(stored.statblock)  # the schema tidied something (spaces): show what is kept
        self.undo_stack.setClean()
        self._update_state()
        self._say(" ".join(part for part in (tr("Saved {name}.", name=stored.name), report.summary(stored.name)) if part))
        self.saved.emit(stored)
        if report.updated or report.refused:
            self.encounters_followed.emit(report)
        return True

    def revert(self) -> None:
        """Back to the stored creature; the edits stay on the redo side of the undo stack."""
        if self.record is None:
            return
        if self.undo_stack.cleanIndex() >= 0:
            self.undo_stack.setIndex(self.undo_stack.cleanIndex())
        elif self.record.id is not None:
            self._open(repo.get_creature(self.record.id))
        self._say(tr("{name}: back to the saved version.", name=self.record.name))

    def duplicate(self) -> bool:
        """Store a copy of this creature as the GM's own and edit the copy."""
        if self.record is None or self.record.id is None or not self.maybe_keep_changes():
            return False
        try:
            copy = repo.duplicate_creature(self.record.id)
        except StoreError as exc:
            self._say(str(exc), problem=True)
            return False
        self._open(copy)
        self._say(tr("Made {name}.", name=copy.name))
        self.saved.emit(copy)
        return True

    def delete(self) -> bool:
        """Delete the creature after the GM confirms; encounters that use it keep their copies."""
        if self.record is None:
            return False
        name = self.record.name
        if self.record.id is None:
            self.clear()
            return True
        answer = QMessageBox.question(
            self,
            tr("Delete creature"),
            literal(
                tr(
                    "Delete {name} from the bestiary?\n\nEncounters that already use it keep their copy.",
                    name=name,
                )
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        creature_id = self.record.id
        try:
            repo.delete_creature(creature_id)
        except StoreError as exc:
            self._say(str(exc), problem=True)
            return False
        self.clear()
        self._say(tr("Deleted {name}.", name=name))
        self.deleted.emit(creature_id)
        return True

    def close_editor(self) -> bool:
        """Esc or Ctrl+W: put the creature away (asking first about unsaved changes) and close the
        editor's window or dock. False if the GM chose to stay."""
        if not self.maybe_keep_changes():
            return False
        self.clear()
        holder: QWidget | None = self.parentWidget()
        while holder is not None and not isinstance(holder, QDockWidget) and not holder.isWindow():
            holder = holder.parentWidget()
        if holder is not None and not isinstance(holder, QMainWindow):
            holder.close()
        return True

    def maybe_keep_changes(self) -> bool:
        """Before leaving a changed creature: save, discard or stay. True if the editor may move on."""
        if not self.is_dirty() or self.record is None:
            return True
        answer = QMessageBox.question(
            self,
            tr("Unsaved changes"),
            literal(tr("Save your changes to {name} first?", name=self.record.name)),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # --- state shown ------------------------------------------------------------------------------

    def _update_state(self, *args: Any) -> None:
        record = self.record
        has = record is not None
        stored = record is not None and record.id is not None
        dirty = self.is_dirty()
        refused = self.form is not None and bool(self.form.refused_numbers())
        self.commands.update(has=has, stored=stored, dirty=dirty, valid=self._valid is not None and not refused)
        owner = record.id if record is not None and stored else None
        if owner != self.portrait.owner_id:
            self.portrait.set_owner(owner)
        self.portrait.setVisible(has)
        if record is None:
            self.title.setText(tr("Bestiary editor"))
            self.subtitle.setText("")
            return
        name = str(self._current.get("name", record.name) or "").strip() or tr("(unnamed)")
        if len(name) > NAME_MAX:  # a name pasted too long (refused under its field) does not stretch the editor
            name = name[: NAME_MAX - 1] + "…"
        self.title.setText(f"{name}{' •' if dirty else ''}")
        origin = (
            tr("new, not saved yet")
            if not stored
            else tr("from {pack}", pack=record.pack)
            if record.pack
            else tr("your own")
        )
        self.subtitle.setText(f"{self.systems.get(record.ruleset, record.ruleset)} · {origin}")

    def _portrait_kept(self) -> None:
        self._say(tr("Portrait kept.") if self.portrait.digest else tr("Portrait taken away."))
        self.portrait_changed.emit()

    def _banner(self, text: str, problem: bool = False) -> None:
        self.banner.setText(text)
        style(self.banner, ISSUE_STYLE if problem else "color: #1f5130;")
        self.banner.setVisible(bool(text))

    def _say(self, text: str, problem: bool = False) -> None:
        self._banner(text, problem)
        self.message.emit(text)
