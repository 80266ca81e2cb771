"""The bestiary editor's commands: Save, Revert, Duplicate, Delete…, Undo and Redo on its toolbar.

Their keys work wherever the focus is inside the editor: Ctrl+Z and Ctrl+Shift+Z go to the editor's
own undo stack, not to the open encounter's and not to a line edit's private undo, Ctrl+S saves,
or says why it cannot, and Esc or Ctrl+W closes the editor (asking first about unsaved changes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QToolBar, QWidget

from gm_desk.ui.forms.undo import FormKeys
from gm_desk.ui.i18n import tr


class Editing(Protocol):
    """What the commands ask of the editor they belong to (BestiaryEditor, a QWidget)."""

    toolbar: QToolBar
    undo_stack: QUndoStack

    def save(self) -> bool: ...
    def revert(self) -> None: ...
    def duplicate(self) -> bool: ...
    def delete(self) -> bool: ...
    def close_editor(self) -> bool: ...


class EditorActions:
    def __init__(self, editor: Editing) -> None:
        self.editor = editor
        self.save = self._add(tr("Save"), editor.save, QKeySequence.StandardKey.Save)
        self.revert = self._add(tr("Revert"), editor.revert)
        self.duplicate = self._add(tr("Duplicate"), editor.duplicate)
        self.delete = self._add(tr("Delete…"), editor.delete)
        editor.toolbar.addSeparator()
        self.undo = self._add(tr("Undo"), editor.undo_stack.undo, QKeySequence.StandardKey.Undo)
        self.redo = self._add(tr("Redo"), editor.undo_stack.redo, "Ctrl+Shift+Z")
        self.close = self._add(tr("Close"), editor.close_editor, QKeySequence.StandardKey.Close)
        self.close.setShortcuts([QKeySequence(QKeySequence.StandardKey.Close), QKeySequence("Esc")])
        self.close.setToolTip(tr("Close the editor (Esc or Ctrl+W); asks first about unsaved changes"))
        self.keys = FormKeys(cast(QWidget, editor), self.key_command)

    def _add(self, text: str, slot: Any, key: QKeySequence.StandardKey | str | None = None) -> QAction:
        widget = cast(QWidget, self.editor)
        act = QAction(text, widget)
        if key is not None:
            act.setShortcut(QKeySequence(key))
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            act.setToolTip(f"{text} ({act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")
        act.triggered.connect(slot)
        widget.addAction(act)
        self.editor.toolbar.addAction(act)
        return act

    def update(self, *, has: bool, stored: bool, dirty: bool, valid: bool) -> None:
        """Enable what makes sense for the creature shown (`has`), stored or new, changed, valid."""
        stack = self.editor.undo_stack
        self.save.setEnabled(has and dirty and valid)
        self.revert.setEnabled(stored and not stack.isClean())
        self.duplicate.setEnabled(stored)
        self.delete.setEnabled(has)
        self.undo.setEnabled(stack.canUndo())
        self.redo.setEnabled(stack.canRedo())

    def action_for(self, event: QKeyEvent) -> QAction | None:
        """The command a key press asks for, if it is one of the editor's."""
        for key, act in (
            (QKeySequence.StandardKey.Undo, self.undo),
            (QKeySequence.StandardKey.Redo, self.redo),
            (QKeySequence.StandardKey.Save, self.save),
            (QKeySequence.StandardKey.Close, self.close),
        ):
            if event.matches(key):
                return act
        if QKeySequence(event.keyCombination()) == self.redo.shortcut():
            return self.redo
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            return self.close
        return None

    def key_command(self, event: QKeyEvent) -> Callable[[], Any] | None:
        action = self.action_for(event)
        if action is None:
            return None
        if action is self.save:
            return self.editor.save  # even when it cannot save, the GM hears why
        if action is self.close:
            return self.editor.close_editor
        return lambda: action.trigger() if action.isEnabled() else None
