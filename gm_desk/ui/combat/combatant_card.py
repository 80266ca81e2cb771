"""One combatant at a glance and by hand: its health tracks, status and conditions.

Tracks are the ruleset's to name (`Presentation.tracks`: Strain and wound ranks, endurance and health, harm,
hp...). − and + send `gm.set_resource` (a GM override the rules bound and log); the damage box under
them sends `gm.damage` (`damage_box.py`); the status box sends `gm.set_status`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.events import Command
from gm_desk.rules.state import STATUSES, EncounterState
from gm_desk.rules.tx import Outcome
from gm_desk.rules.words import plain
from gm_desk.ui.combat.conditions import ConditionsEditor
from gm_desk.ui.combat.damage_box import DamageBox
from gm_desk.ui.combat.tracks import COUNT, Track, tracks_for
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

BAR_STYLE = (
    "QProgressBar {{ border: none; background: #e3e7ee; border-radius: 4px; max-height: 8px; }}"
    "QProgressBar::chunk {{ background: {colour}; border-radius: 4px; }}"
)


def bar_colour(track: Track) -> str:
    share = track.fraction_left
    if share is None:
        return "#5d6a80"
    return "#2e9d5b" if share > 0.5 else "#e0a800" if share > 0.25 else "#c0392b"


class CombatantCard(QWidget):
    """Tracks, status and conditions of the combatant chosen in the order, on the map or in a list."""

    def __init__(self, submit: Callable[[Command], Outcome], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self.cid: str | None = None
        self.title = plain_label(parent=self)
        self.title.setObjectName("cardTitle")
        style(self.title, "font-size: 15px; font-weight: 700; color: #1c2638;")
        self.subtitle = plain_label(parent=self)
        style(self.subtitle, "color: #5d6a80;")
        self.subtitle.setWordWrap(True)
        self.status = QComboBox(self)
        self.status.addItems([s for s in STATUSES if s != "removed"])
        self.status.activated.connect(self._status_chosen)
        self.tracks = QGridLayout()
        self.tracks.setColumnStretch(1, 1)
        self.tracks.setHorizontalSpacing(6)
        self.track_rows: dict[str, tuple[QLabel, QProgressBar, QLabel, QPushButton, QPushButton]] = {}
        self.conditions = ConditionsEditor(submit, self)
        self.damage = DamageBox(submit, self)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.status)
        tracks_title = QLabel(tr("Health"), self)
        tracks_title.setObjectName("sectionLabel")
        cond_title = QLabel(tr("Conditions"), self)
        cond_title.setObjectName("sectionLabel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addLayout(head)
        layout.addWidget(self.subtitle)
        layout.addWidget(tracks_title)
        layout.addLayout(self.tracks)
        layout.addWidget(self.damage)
        layout.addWidget(cond_title)
        layout.addWidget(self.conditions)
        layout.addStretch(1)

    def forget(self) -> None:
        """Another encounter is open: nobody chosen, nothing typed or answered of the last one."""
        self.show_combatant(None, None)
        self.damage.field.clear()
        self.conditions.name.clearEditText()

    def show_combatant(self, state: EncounterState | None, cid: str | None, hook: str = "round_end") -> None:
        c = state.combatants.get(cid) if state is not None and cid else None
        if c is not None and c.status == "removed":
            c = None
        self.cid = c.id if c is not None else None
        self._clear_tracks()
        self.status.setEnabled(c is not None)
        self.damage.set_combatant(c.id if c is not None else None)
        self.conditions.show_combatant(c, hook, state.ruleset if state is not None else None)
        if c is None or state is None:
            self.title.setText(tr("Nobody chosen"))
            self.subtitle.setText(tr("Click a row of the turn order or a token on the map."))
            return
        self.title.setText(c.name)
        side = state.sides.get(c.side)
        zone = state.zones.zones.get(c.zone) if c.zone else None
        status = plain(c.status) + (f" ({plain(c.substatus)})" if c.substatus else "")
        self.subtitle.setText(
            f"{tr('PC') if c.is_pc else tr('Creature')} · {side.name if side else c.side}"
            f" · {zone.name if zone else tr('off the map')} · {status}"
        )
        self.status.setCurrentText(c.status)
        for row, track in enumerate(tracks_for(state.ruleset, c)):
            self._add_track(row, track)

    def _clear_tracks(self) -> None:
        for widgets in self.track_rows.values():
            for widget in widgets:
                self.tracks.removeWidget(widget)
                widget.hide()  # gone at once, deleted when the event loop runs
                widget.deleteLater()
        self.track_rows = {}

    def _add_track(self, row: int, track: Track) -> None:
        label = plain_label(track.label, self)
        bar = QProgressBar(self)
        bar.setTextVisible(False)
        style(bar, BAR_STYLE.format(colour=bar_colour(track)))
        if track.top:
            bar.setRange(0, track.top)
            bar.setValue(max(0, min(track.top, track.value)))
        bar.setVisible(track.kind != COUNT and bool(track.top))
        shown = track.figure() if track.top else str(track.value)  # a PC's wound rank beside its Strain
        value = plain_label(shown + (f"  ({track.detail})" if track.detail else ""), self)
        value.setObjectName(f"track_{track.key}")
        value.setMinimumWidth(44)
        minus = QPushButton("−", self)
        plus = QPushButton("+", self)
        for button, step in ((minus, -1), (plus, 1)):
            button.setFixedWidth(30)
            button.setToolTip(
                tr("GM override: {track} {step}", track=tr(track.label), step="−1" if step < 0 else "+1")
            )
            button.clicked.connect(lambda *_, k=track.key, v=track.value + step: self.set_track(k, v))
        self.tracks.addWidget(label, row, 0)
        self.tracks.addWidget(bar, row, 1)
        self.tracks.addWidget(value, row, 2)
        self.tracks.addWidget(minus, row, 3)
        self.tracks.addWidget(plus, row, 4)
        self.track_rows[track.key] = (label, bar, value, minus, plus)

    def track_text(self, key: str) -> str:
        return self.track_rows[key][2].text()

    def set_track(self, key: str, value: int) -> Outcome | None:
        if self.cid is None:
            return None
        return self._submit(Command("gm.set_resource", args={"cid": self.cid, "res": key, "value": value}))

    def _status_chosen(self, *args: object) -> None:
        if self.cid is not None:
            self._submit(
                Command("gm.set_status", args={"cid": self.cid, "status": self.status.currentText()})
            )
