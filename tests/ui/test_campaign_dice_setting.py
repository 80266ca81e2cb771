"""The campaign manager edits who rolls the dice, and an open fight follows it from its next command."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Command
from gm_desk.store import repositories as repo
from gm_desk.store.campaigns import get_who_rolls
from gm_desk.ui.campaigns.manager import CampaignManager


def test_the_manager_sets_who_rolls_and_the_open_fight_follows(qtbot: Any, make_session: Any) -> None:
    session = make_session()
    manager = CampaignManager()
    qtbot.addWidget(manager)
    manager.reload(session.campaign_id)
    box = manager.who_rolls
    assert box.currentData() == "players"
    assert box.currentText() == "Players type their own dice; GM Desk rolls for the creatures"

    session.submit(Command("start"))
    asked = session.submit(Command("glowlands.initiative", args={"cid": "haelon"}))
    assert asked.rejected is not None and asked.rejected.code == "ROLL_NEEDED"
    assert session.must_type("haelon") and not session.must_type("caretaker")

    box.setCurrentIndex(box.findData("app"))  # as the GM picks it in the list
    assert get_who_rolls(session.campaign_id) == "app"
    rolled = session.submit(Command("glowlands.initiative", args={"cid": "haelon"}))
    assert rolled.ok
    roll = next(e for e in rolled.events if e.type == "RollMade")
    assert (roll.data["actor"], roll.data["source"]) == ("haelon", "rolled")

    other = repo.create_campaign("Other", "glowlands")
    manager.reload(other.id)
    assert manager.who_rolls.currentData() == "players"  # each campaign its own
