"""A prep dialog that follows its encounter through the window's change notices: redrawn when the setup
or the fight changes, a refusal shown in its own message line, closed when another encounter opens, and
let go of the notices when it closes."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QLabel

if TYPE_CHECKING:
    from gm_desk.ui.notice import Notice, Notices


class FollowingDialog(QDialog):
    """Subclasses set `self.message` (a QLabel) and define `refresh`, then call `follow(notices)`."""

    session: Any
    message: QLabel

    def follow(self, notices: Notices) -> None:
        # The fight starting fixes what prep set up; undoing back to the start frees it again.
        self._notices = notices
        notices.follow(self._changed)
        notices.refused.connect(self._refused)

    def _changed(self, notice: Notice) -> None:
        if notice.session is not self.session:
            self.reject()  # another encounter is open: this one's dialog goes
        elif notice.setup or notice.fight:
            self.refresh()

    def refresh(self) -> None:  # pragma: no cover - every subclass draws itself
        raise NotImplementedError

    def _refused(self, _code: str, text: str) -> None:
        self.message.setText(text)

    def done(self, result: int) -> None:
        notices = getattr(self, "_notices", None)
        if notices is not None:
            for signal, slot in ((notices.changed, self._changed), (notices.refused, self._refused)):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect(slot)
        super().done(result)
