"""Fixtures for running fights through the real panels: a seeded data file, an encounter of any system
(its ruleset's demo setup) in the store, and the initiative and combat panels side by side on it."""

from __future__ import annotations

import importlib
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QWidget

from gm_desk.rules.dice import DiceBox
from gm_desk.store import repositories as repo
from gm_desk.store import seed_if_empty
from gm_desk.store.campaigns import set_who_rolls
from gm_desk.ui.combat import CombatPanel
from gm_desk.ui.initiative import InitiativePanel
from gm_desk.ui.notice import Notices
from gm_desk.ui.session import EncounterSession
from tests.conftest import BESTIARY_DIR


@pytest.fixture
def seeded(store: Any) -> Any:
    """The store as a first run leaves it: the shipped packs and the demo campaign."""
    report = seed_if_empty(store, BESTIARY_DIR)
    assert report.seeded and report.encounter_id is not None
    return report


def demo_encounter(
    ruleset_id: str, options: dict[str, Any] | None = None, who_rolls: str | None = "app"
) -> int:
    """A campaign of its own holding the ruleset's demo encounter; returns the encounter id.

    Its dice setting is "GM Desk rolls every die left blank" (what these tests were written for), unless
    `who_rolls` names another, or is None for a new campaign's default (players type their dice)."""
    setup = importlib.import_module(f"gm_desk.rules.rulesets.{ruleset_id}").demo_setup()
    if options:
        setup["options"] = {**setup.get("options", {}), **options}
    campaign = repo.create_campaign(f"{ruleset_id} campaign", ruleset_id)
    if who_rolls is not None:
        set_who_rolls(campaign.id, who_rolls)
    return repo.create_encounter(campaign.id, setup["name"], ruleset_id, setup).id


@dataclass
class Table:
    """What the GM has in front of them: the session and both panels in one window."""

    session: EncounterSession
    initiative: InitiativePanel
    combat: CombatPanel
    host: QWidget
    qtbot: Any
    notices: Notices

    @property
    def state(self) -> Any:
        return self.session.state

    def space(self) -> None:
        """Press Space the way the GM does (the panel's window-wide shortcut)."""
        self.qtbot.keyClick(self.initiative.order, Qt.Key.Key_Space)

    def types(self) -> list[str]:
        """The command types saved in the data file, in order."""
        return [row.command["type"] for row in repo.load_log(self.session.encounter_id)]

    def events(self, seq: int | None = None) -> list[dict[str, Any]]:
        rows = repo.load_log(self.session.encounter_id)
        chosen = rows if seq is None else [r for r in rows if r.seq == seq]
        return [e for r in chosen for e in r.events]

    def choose(self, label: str) -> None:
        self.initiative.choices.button(label).click()


@pytest.fixture
def make_table(qtbot: Any) -> Iterator[Callable[..., Table]]:
    made: list[Table] = []

    def make(encounter_id: int, script: list[int] | None = None) -> Table:
        session = EncounterSession(encounter_id, dice=DiceBox(script=deque(script or [])))
        host = QWidget()
        host.resize(900, 760)
        notices = Notices(host)
        initiative = InitiativePanel(notices, host)
        combat = CombatPanel(notices, host)
        row = QHBoxLayout(host)
        row.addWidget(initiative)
        row.addWidget(combat)
        qtbot.addWidget(host)
        notices.open(session)
        initiative.combatant_chosen.connect(combat.show_combatant)
        host.show()
        qtbot.waitExposed(host)
        with qtbot.waitActive(host):  # Space is a window shortcut: the window must be the active one
            host.activateWindow()
        table = Table(session, initiative, combat, host, qtbot, notices)
        made.append(table)
        return table

    yield make
    for table in made:
        table.notices.open(None)
        table.session.deleteLater()
