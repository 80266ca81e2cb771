"""Encounter ▸ Scene events…: the scene events of the open encounter, with Add scene event…, Edit… and
Remove.

Each row says the event's name and when it comes up; its text is the row's tooltip. Add and Edit open
the small `SceneEventDialog`; every change is a prep edit of the session (`SceneEdits`: saved, undoable
with Ctrl+Z like any other), allowed before the fight only; what the session refuses is said under the
list. The dialog holds no rules.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules import prep
from gm_desk.rules.scene_event_spec import events_of, when_words
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.notice import Notices
from gm_desk.ui.plain_text import note_item, plain_label, tooltip
from gm_desk.ui.prep.following_dialog import FollowingDialog
from gm_desk.ui.prep.scene_event_form import SceneEventDialog
from gm_desk.ui.theme import style

ID_ROLE = Qt.ItemDataRole.UserRole
EMPTY_WORDS = N_(
    "No scene events yet: add a lair's trick, a collapsing bridge or a timer."
)  # tr() where shown


def event_rows(session: Any) -> list[tuple[str, str, str]]:
    """(id, row text, tooltip) for each scene event of the session's encounter."""
    order = session.ruleset.scene_order
    return [(e.id, f"{e.name} — {when_words(e, order)}", e.text) for e in events_of(session.state)]


class SceneEventsDialog(FollowingDialog):
    def __init__(self, notices: Notices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        session = notices.session
        assert session is not None  # opened over an open encounter (open_scene_events)
        self.setObjectName("sceneEventsDialog")
        self.setWindowTitle(tr("Scene events — {name}", name=session.name))
        self.session = session
        self.form: SceneEventDialog | None = None  # the Add or Edit form last opened

        order = session.ruleset.scene_order
        where = (
            tr(
                "In {system} a scene event comes up at the start or the end of a round, or takes a place in the "
                "order by {label}. {hint}",
                system=session.ruleset.name,
                label=tr(order.label),
                hint=tr(order.hint),
            )
            if order is not None
            else tr(
                "In {system} the order is chosen as the round goes, so a scene event comes up at the start or "
                "the end of a round.",
                system=session.ruleset.name,
            )
        )
        self.intro = intro = QLabel(
            tr("{where} Its text shows in the combat panel until you dismiss it.", where=where), self
        )
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("sceneEventList")
        self.add_button = QPushButton(tr("&Add scene event…"), self)
        self.edit_button = QPushButton(tr("&Edit…"), self)
        self.remove_button = QPushButton(tr("&Remove"), self)
        buttons = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.remove_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.message = plain_label(parent=self)
        self.message.setObjectName("sceneEventsMessage")
        self.message.setWordWrap(True)
        style(self.message, "color: #b03a2e;")
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addWidget(close)
        self.resize(620, 420)

        self.add_button.clicked.connect(lambda: self.add_event())
        self.edit_button.clicked.connect(lambda: self.edit_event())
        self.remove_button.clicked.connect(self.remove_event)
        self.list.itemDoubleClicked.connect(lambda _item: self.edit_event())
        self.list.currentRowChanged.connect(lambda _row: self._enable())
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list, self.remove_event)
        self.follow(notices)

    # --- showing ----------------------------------------------------------------------------------

    def refresh(self) -> None:
        chosen = self.chosen()
        self.list.clear()
        for ident, text, tip in event_rows(self.session):
            item = QListWidgetItem(text)
            item.setData(ID_ROLE, ident)
            item.setToolTip(tooltip(tip))
            self.list.addItem(item)
            if ident == chosen:
                self.list.setCurrentItem(item)
        if not self.list.count():
            self.list.addItem(note_item(tr(EMPTY_WORDS)))
        elif self.list.currentRow() < 0:
            self.list.setCurrentRow(0)
        if not self.session.in_prep:
            self.message.setText(tr(prep.scene.FIXED))
        elif self.message.text() == tr(prep.scene.FIXED):
            self.message.clear()
        self._enable()

    def chosen(self) -> str | None:
        item = self.list.currentItem()
        if item is None:
            return None
        event_id: str = item.data(ID_ROLE)
        return event_id

    def rows(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _enable(self) -> None:
        ready = self.session.in_prep
        self.add_button.setEnabled(ready)
        self.edit_button.setEnabled(ready and self.chosen() is not None)
        self.remove_button.setEnabled(ready and self.chosen() is not None)

    # --- editing ----------------------------------------------------------------------------------

    def open_form(self, event_id: str | None = None) -> SceneEventDialog | None:
        """Add scene event… (no `event_id`) or Edit…: the small form, window-modal; OK saves it."""
        if not self.session.in_prep:
            return None
        ruleset = self.session.ruleset
        known = {e.id: e for e in events_of(self.session.state)}
        if event_id is not None and event_id not in known:
            return None
        form = SceneEventDialog(ruleset.scene_order, ruleset.name, known.get(event_id or ""), self)
        form.accepted.connect(lambda: self._saved(event_id, form.value()))
        form.finished.connect(form.deleteLater)
        self.form = form
        form.open()
        return form

    def _saved(self, event_id: str | None, values: dict[str, Any]) -> None:
        self.form = None
        if event_id is None:
            self.add_event(values)
        else:
            self.edit_event(values, event_id)

    def add_event(self, values: dict[str, Any] | None = None) -> str | None:
        """Add scene event…: with `values`, saved at once (the new id, or None); without, the form opens."""
        if values is None:
            self.open_form()
            return None
        self.message.clear()
        done = self.session.edit(prep.add_scene_event, values)
        made = done.made if done is not None else None
        if made is not None:
            self.refresh()
            self._choose(made)
        return made

    def edit_event(self, values: dict[str, Any] | None = None, event_id: str | None = None) -> bool:
        """Edit…: the chosen event (or `event_id`) gets `values`; without them, the form opens."""
        event_id = event_id or self.chosen()
        if event_id is None or not self.session.in_prep:
            return False
        if values is None:
            return self.open_form(event_id) is not None
        self.message.clear()
        return self.session.edit(prep.change_scene_event, event_id, values) is not None

    def remove_event(self) -> bool:
        event_id = self.chosen()
        if event_id is None:
            return False
        self.message.clear()
        return self.session.edit(prep.remove_scene_event, event_id) is not None

    def _choose(self, event_id: str) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).data(ID_ROLE) == event_id:
                self.list.setCurrentRow(row)


def open_scene_events(window: Any, *, add: bool = False) -> SceneEventsDialog | None:
    """Encounter ▸ Scene events… (with `add`, Add scene event…: the form opens over the list at once)."""
    if window.session is None:
        window.say(tr("Open an encounter first."), 5000)
        return None
    dialog = SceneEventsDialog(window.notices, window)
    window.scene_events_dialog = dialog
    dialog.open()
    if add and window.session.in_prep:
        dialog.add_event()
    return dialog
