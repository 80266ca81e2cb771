"""Resuming an interrupted fight: the offer GM Desk makes when it opens on an encounter still running.

Every command is saved the moment it is applied, so after a crash, a kill or a plain close in the middle
of a fight, the encounter reopens exactly where it stood. The window opens it at once (so the map shows
the fight behind the offer) and this banner, laid over the top of the map, says where that is: "Resume
<encounter> — round N, <whose turn>?", with Resume (carry on) and Open another… (the encounter picker).
It never blocks: a GM who simply carries on has resumed, and so has a test or an offscreen run.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from gm_desk import store as repo
from gm_desk.store import StoreError
from gm_desk.ui.i18n import tr
from gm_desk.ui.theme import style

if TYPE_CHECKING:
    from gm_desk.ui.main_parts import MainParts
    from gm_desk.ui.notice import Notice
    from gm_desk.ui.session import EncounterSession

RUNNING = "running"
MAX_PROMPT = 140  # the banner wraps: two lines of the map's width at most


def newest_running() -> int | None:
    """The running encounter changed most recently (for a start without a remembered last encounter)."""
    try:
        running = [
            enc
            for campaign in repo.list_campaigns()
            for enc in repo.list_encounters(campaign.id)
            if enc.status == RUNNING
        ]
    except StoreError:
        return None
    newest = max(running, key=lambda enc: (enc.updated_at, enc.id), default=None)
    return newest.id if newest is not None else None


_BRACKETS = re.compile(r" \([^()]*\)")


def where_it_stood(session: EncounterSession) -> str:
    """ "round 2, Ada's turn" (or what the table was asked, when nobody held a turn)."""
    state = session.state
    when = tr("round {round}", round=state.round) if state.round >= 1 else tr("before round 1")
    if state.actor in state.combatants:
        return tr("{when}, {name}'s turn", when=when, name=state.combatants[state.actor].name)
    asked = session.prompt().text.strip().rstrip(".")
    # The details in brackets are for the initiative panel; all of them go, and only they ("the Glass
    # Hound (…), the Lumen Moth Swarm (…)" keeps both names).
    asked = _BRACKETS.sub("", asked)
    if len(asked) > MAX_PROMPT:
        asked = asked[: MAX_PROMPT - 1].rstrip() + "…"
    return f"{when}, {asked[:1].lower()}{asked[1:]}" if asked else when


class ResumeBanner(QFrame):
    """The offer, a strip along the top edge of the map; it goes away once the GM answers or acts.

    The map's viewport gives the strip its room (viewport margins), so no zone hides under it and the
    window's layout does not move.
    """

    def __init__(self, window: MainParts, session: EncounterSession) -> None:
        super().__init__(window.canvas)
        self.setObjectName("resumeBanner")
        self.window_ = window
        self.session = session
        style(self, "QFrame#resumeBanner { background: #fff6dd; border: none; border-bottom: 1px solid #e3c064; }"
                "QFrame#resumeBanner QLabel { color: #3d3210; background: transparent; border: none; }")
        self.text = QLabel(
            tr(
                "Resume {name} — {where_it_stood}?", name=session.name, where_it_stood=where_it_stood(session)
            ),
            self,
        )
        self.text.setObjectName("resumeText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)  # a long name or prompt takes a second line, never cut off
        self.resume_button = QPushButton(tr("Resume"), self)
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.setDefault(True)
        self.other_button = QPushButton(tr("Open another…"), self)
        self.other_button.setObjectName("openAnotherButton")
        self.resume_button.clicked.connect(self.resume)
        self.other_button.clicked.connect(self.open_another)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 8, 6)
        row.setSpacing(8)
        row.addWidget(self.text, 1)
        row.addWidget(self.resume_button)
        row.addWidget(self.other_button)
        window.canvas.installEventFilter(self)
        window.notices.follow(self._changed)
        self._place()
        self.show()
        self.raise_()

    # --- answers ----------------------------------------------------------------------------------

    def resume(self) -> None:
        """Carry on: the fight is already open where it stood."""
        self.window_.statusBar().showMessage(
            tr(
                "Resumed {name} at {where_it_stood}.",
                name=self.session.name,
                where_it_stood=where_it_stood(self.session),
            )
        )
        self.dismiss()
        self.window_.canvas.setFocus()

    def open_another(self) -> None:
        self.window_.choose_encounter()  # the banner goes when another encounter opens

    def dismiss(self) -> None:
        if self.isHidden():
            return
        self.hide()
        self.window_.canvas.removeEventFilter(self)
        self.window_.notices.changed.disconnect(self._changed)
        self.window_.canvas.setViewportMargins(0, 0, 0, 0)
        self.deleteLater()

    def _changed(self, notice: Notice) -> None:
        # Another encounter opened, or a command applied (the GM has carried on): the offer is answered.
        if notice.session is not self.session or notice.events:
            self.dismiss()

    # --- place above the map ----------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window_.canvas and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        canvas = self.window_.canvas
        height = self.heightForWidth(canvas.width())  # as tall as its words need at the map's width
        if height <= 0:
            height = self.sizeHint().height()
        self.setGeometry(0, 0, canvas.width(), height)
        if canvas.viewportMargins().top() != height:
            canvas.setViewportMargins(0, height, 0, 0)


def offer_resume(window: MainParts) -> ResumeBanner | None:
    """At start-up: if the encounter the window opened is still running, offer to resume it."""
    session = window.session
    if session is None:
        return None
    try:
        status = repo.get_encounter(session.encounter_id).status
    except StoreError:
        return None
    if status != RUNNING:
        return None
    return ResumeBanner(window, session)


__all__ = ["ResumeBanner", "newest_running", "offer_resume", "where_it_stood"]
