"""A form's own undo: each edit one command on a QUndoStack, and the keys that reach it from any field.

`FormEdit` holds the whole record before and after one edit; edits of the same field (the `edited` path
the editors give) merge, so typing a name is one step, while adding, removing or moving an entry
(paths starting with "!") never merges. `FormKeys` sends Undo, Redo and Save pressed anywhere inside a
widget to that widget's own commands, ahead of the line edits' private undo and the main window's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QUndoCommand
from PySide6.QtWidgets import QApplication, QWidget

from gm_desk.rules.words import plain
from gm_desk.ui.i18n import tr

EDIT_MERGE_ID = 0x6D45  # any constant: all form edits may merge, if they touch the same field


class ShowsValue(Protocol):
    def show_value(self, value: dict[str, Any]) -> None: ...


class FormEdit(QUndoCommand):
    """One change to a form, as the whole record before and after; typing in one field merges."""

    def __init__(self, target: ShowsValue, before: dict[str, Any], after: dict[str, Any], path: str) -> None:
        field = path.split(".")[0].lstrip("!")
        super().__init__(tr("Edit {field}", field=plain(field)) if field else tr("Edit record"))
        self.target, self.before, self.after, self.path = target, before, after, path
        self._applied = True  # pushed after the form already shows `after`

    def id(self) -> int:
        return EDIT_MERGE_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, FormEdit) or other.path != self.path or self.path.startswith("!"):
            return False
        self.after = other.after
        self.setObsolete(self.after == self.before)  # typed and erased again: nothing to undo
        return True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self.target.show_value(self.after)

    def undo(self) -> None:
        self.target.show_value(self.before)


KeyRoute = Callable[[QKeyEvent], Callable[[], Any] | None]


class FormKeys(QObject):
    """Keys pressed anywhere inside `owner` go first to `route`, which names the command to run, if any.

    Line edits and spin boxes claim Ctrl+Z for their own undo (through ShortcutOverride), and the main
    window has Ctrl+Z for the encounter; inside the form both must give way to the form's stack. The
    filter sits on the owner and on each of its widgets as it takes the focus.
    """

    def __init__(self, owner: QWidget, route: KeyRoute) -> None:
        super().__init__(owner)
        self.owner, self.route = owner, route
        owner.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        command = self.route(event)  # type: ignore[arg-type]
        if command is None:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # deliver it as a key press, to us, instead of to a shortcut
        else:
            command()
        return True

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.owner.isAncestorOf(new):
            new.installEventFilter(self)  # installing again only moves it to the front
