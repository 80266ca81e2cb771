"""A prep dialog that follows its encounter: redrawn when the setup or the fight changes, a refusal
shown in its own message line, and let go of the session when it closes."""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtWidgets import QDialog, QLabel


class FollowingDialog(QDialog):
    """Subclasses set `self.message` (a QLabel) and define `refresh`, then call `follow(session)`."""

    session: Any
    message: QLabel

    def follow(self, session: Any) -> None:
        # The fight starting fixes what prep set up; undoing back to the start frees it again.
        session.setup_changed.connect(self.refresh)
        session.changed.connect(self.refresh)
        session.rejected.connect(self._refused)

    def refresh(self, *_args: Any) -> None:  # pragma: no cover - every subclass draws itself
        raise NotImplementedError

    def _refused(self, _code: str, text: str) -> None:
        self.message.setText(text)

    def done(self, result: int) -> None:
        for signal, slot in (
            (self.session.setup_changed, self.refresh),
            (self.session.changed, self.refresh),
            (self.session.rejected, self._refused),
        ):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        super().done(result)
