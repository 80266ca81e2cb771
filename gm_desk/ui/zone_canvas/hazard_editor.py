"""Hazard…: a zone's timed effect, from the zone's menu on the canvas (before the fight).

The GM picks the tag it belongs to (`hazard`, `burning`, a tag the zone carries, or a new one, which the
zone then carries), types the damage (a number or dice: 3, 1d6, 2d4+1), chooses when it strikes (the
start or the end of each round), how many rounds it lasts (or all fight) and the chance, in percent, that
it spreads to each linked zone each time it strikes. The dialog says the hazard in words as it is filled
in, and OK stays off, with the reason, while the rules' own check (`zone_hazard_spec.hazard_problem`)
refuses it. "Remove hazard" takes the effect away (the tag stays). It holds no rules.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.zone_hazard_spec import (
    HOOKS,
    MAX_ROUNDS,
    MAX_TAG,
    ROUND_END,
    ZoneHazard,
    hazard_problem,
    words,
)
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import html, plain_label
from gm_desk.ui.theme import style

SUGGESTED_TAGS = ("burning", "hazard")
HOOK_LABELS = {"round_start": N_("At the start of each round"), "round_end": N_("At the end of each round")}
FIELD_WORDS = {  # tr() where shown
    "tag": N_("The tag"),
    "damage": N_("The damage"),
    "rounds": N_("The duration"),
    "spread": N_("The spread chance"),
}
REMOVE = 2  # the dialog's result when the GM removes the hazard


class HazardDialog(QDialog):
    """A zone's hazard; after Accepted, `value()`; after `REMOVE`, the hazard goes."""

    def __init__(
        self,
        zone_name: str,
        tags: frozenset[str] | set[str],
        hazard: ZoneHazard | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("hazardDialog")
        self.setWindowTitle(tr("Hazard — {zone_name}", zone_name=zone_name))
        self.resize(480, 360)
        intro = QLabel(
            tr(
                "What <b>{zone_name}</b> does to everyone in it each round, once the fight has started. The damage lands on each system's main track, as if you typed it in the damage box; every roll is the GM's and goes in the log.",
                zone_name=html(zone_name),
            ),
            self,
        )
        intro.setTextFormat(Qt.TextFormat.RichText)
        intro.setWordWrap(True)
        self.tag = QComboBox(self)
        self.tag.setObjectName("hazardTag")
        self.tag.setEditable(True)
        line = self.tag.lineEdit()
        assert line is not None  # an editable combo box has its line edit
        line.setMaxLength(MAX_TAG)
        for tag in [*SUGGESTED_TAGS, *sorted(set(tags) - set(SUGGESTED_TAGS))]:
            self.tag.addItem(tag)
        self.damage = QLineEdit(self)
        self.damage.setObjectName("hazardDamage")
        self.damage.setPlaceholderText("3, 1d6, 2d4+1")
        self.hook = QComboBox(self)
        self.hook.setObjectName("hazardHook")
        for hook in HOOKS:
            self.hook.addItem(tr(HOOK_LABELS[hook]), hook)
        self.rounds = QSpinBox(self)
        self.rounds.setObjectName("hazardRounds")
        self.rounds.setRange(0, MAX_ROUNDS)
        self.rounds.setSpecialValueText(tr("all fight (until put out)"))
        self.rounds.setSuffix(tr(" round(s)"))
        self.spread = QSpinBox(self)
        self.spread.setObjectName("hazardSpread")
        self.spread.setRange(0, 100)
        self.spread.setSuffix(" %")
        self.spread.setSpecialValueText(tr("never spreads"))
        start = hazard or ZoneHazard(tag=self._default_tag(tags), damage="1d6", hook=ROUND_END, rounds=3)
        self.tag.setCurrentText(start.tag)
        self.damage.setText(start.damage)
        self.hook.setCurrentIndex(max(0, self.hook.findData(start.hook)))
        self.rounds.setValue(start.rounds or 0)
        self.spread.setValue(start.spread)

        form = QFormLayout()
        form.addRow(tr("&Tag"), self.tag)
        form.addRow(tr("&Damage"), self.damage)
        form.addRow(tr("&Strikes"), self.hook)
        form.addRow(tr("&Lasts"), self.rounds)
        form.addRow(tr("S&preads"), self.spread)
        self.preview = plain_label(parent=self)
        self.preview.setObjectName("hazardPreview")
        self.preview.setWordWrap(True)
        style(self.preview, "color: #2a4a85; font-style: italic;")
        self.problem = plain_label(parent=self)
        self.problem.setObjectName("hazardProblem")
        self.problem.setWordWrap(True)
        style(self.problem, "color: #b3261e;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.remove_button = QPushButton(tr("&Remove hazard"), self)
        self.remove_button.setObjectName("removeHazard")
        self.buttons.addButton(self.remove_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.remove_button.setVisible(hazard is not None)  # (after joining the box, which shows it)
        self.remove_button.clicked.connect(lambda: self.done(REMOVE))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.preview)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.tag.currentTextChanged.connect(self._check)
        self.damage.textChanged.connect(self._check)
        self.hook.currentIndexChanged.connect(self._check)
        self.rounds.valueChanged.connect(self._check)
        self.spread.valueChanged.connect(self._check)
        self._check()

    @staticmethod
    def _default_tag(tags: frozenset[str] | set[str]) -> str:
        return next((t for t in SUGGESTED_TAGS if t in tags), "burning")

    def value(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "tag": self.tag.currentText().strip(),
            "damage": self.damage.text().strip(),
            "hook": str(self.hook.currentData()),
            "spread": self.spread.value(),
        }
        if self.rounds.value():
            out["rounds"] = self.rounds.value()
        return out

    def problem_text(self) -> str:
        return self.problem.text()

    def _check(self, *_args: Any) -> None:
        raw = self.value()
        found = hazard_problem(raw)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if found is None:
            self.problem.setText("")
            self.preview.setText(f"{tr(raw['tag'].capitalize())}: {words(ZoneHazard.from_dict(raw))}.")
            ok.setEnabled(True)
            return
        field, why = found
        if field == "damage" and not raw["damage"]:
            self.problem.setText(tr("Type the damage it deals: a number or dice such as 1d6."))
        else:
            self.problem.setText(tr("{field} {why}.", field=tr(FIELD_WORDS.get(field, N_("It"))), why=why))
        self.preview.setText("")
        ok.setEnabled(False)
