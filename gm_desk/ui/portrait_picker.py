"""A portrait for a bestiary creature or a party member: its face in a circle and a button that chooses a
picture (checked by the store: PNG, JPEG or WebP, no bombs) or takes it away.

The portrait is kept at once, apart from the editor's Save (it lives in a table of its own); every map,
turn order and card showing that creature or character follows it (`portraits_changed`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Literal

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QToolButton, QWidget

from gm_desk import store as repo
from gm_desk.store import StoreError
from gm_desk.ui.file_dialogs import ask_open
from gm_desk.ui.i18n import tr
from gm_desk.ui.pictures import PICTURE_FILES, round_face
from gm_desk.ui.session.faces import portraits_changed
from gm_desk.ui.theme import style

Owner = Literal["creature", "member"]  # whose portrait: a bestiary creature's or a party member's
FACE_SIZE = 48


class PortraitPicker(QWidget):
    """The face of one creature or party member, and Portrait ▸ Choose picture… / Remove portrait."""

    changed = Signal()  # a portrait was kept or taken away
    refused = Signal(str)  # a picture was refused: the words say why (nothing was changed)

    def __init__(self, owner: Owner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.owner: Owner = owner
        self.owner_id: int | None = None
        self.digest: str | None = None
        self.ask: Callable[[], Path | None] = self._ask_file
        self.face = QLabel(self)
        self.face.setObjectName("portraitFace")
        self.face.setFixedSize(FACE_SIZE, FACE_SIZE)
        self.face.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QToolButton(self)
        self.button.setObjectName("portraitButton")
        self.button.setText(tr("Portrait"))
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.button)
        self.choose_action = menu.addAction(tr("Choose picture…"), self.choose)
        self.remove_action = menu.addAction(tr("Remove portrait"), self.remove)
        self.button.setMenu(menu)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        row.addWidget(self.face)
        row.addWidget(self.button)
        self.set_owner(None)

    def set_owner(self, owner_id: int | None) -> None:
        """Show the portrait of this creature or member (None: one not saved yet, which has none)."""
        self.owner_id = owner_id
        try:
            self.digest = repo.portrait_of(self.owner, owner_id) if owner_id is not None else None
        except StoreError:
            self.digest = None
        self._show()

    def _show(self) -> None:
        face = round_face(self.digest, FACE_SIZE) if self.digest else None
        self.face.setPixmap(face if face is not None else QPixmap())
        self.face.setText("" if face is not None else "?")
        # An empty place is a dashed circle with a question mark; a face needs no frame.
        style(self.face, "" if face is not None else "border: 1px dashed #9aa5b8; border-radius: 24px; color: #5d6a80;")
        stored = self.owner_id is not None
        self.button.setEnabled(stored)
        self.remove_action.setEnabled(self.digest is not None)
        unsaved = (
            tr("Save the creature first, then give it a portrait.")
            if self.owner == "creature"
            else tr("Add the character first, then give it a portrait.")
        )
        self.button.setToolTip(
            tr("A picture shown on its token, in the turn order and on its card.") if stored else unsaved
        )

    def _ask_file(self) -> Path | None:
        return ask_open(self.window(), tr("Choose a portrait"), tr("Pictures ({patterns})", patterns=PICTURE_FILES))

    def choose(self) -> bool:
        """Ask for a picture file and keep it as the portrait; False when nothing was kept."""
        if self.owner_id is None:
            return False
        path = self.ask()
        if path is None:
            return False
        try:
            picture = repo.import_picture(path)
            repo.set_portrait(self.owner, self.owner_id, picture.digest)
        except StoreError as exc:
            self.refused.emit(str(exc))
            return False
        return self._kept(picture.digest)

    def remove(self) -> bool:
        if self.owner_id is None or self.digest is None:
            return False
        try:
            repo.set_portrait(self.owner, self.owner_id, None)
        except StoreError as exc:
            self.refused.emit(str(exc))
            return False
        return self._kept(None)

    def _kept(self, digest: str | None) -> bool:
        self.digest = digest
        portraits_changed()
        self._show()
        self.changed.emit()
        return True
