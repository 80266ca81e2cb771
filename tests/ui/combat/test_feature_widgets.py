"""The special widgets of a fight follow what the ruleset declares (`Presentation.ui_features`), not its id:
the Attack tab, the waiting Retaliations and the end-of-fight picks. Each test changes a real ruleset's
declared set for its own duration (monkeypatch puts it back)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog

from gm_desk.rules.presentation import AFTERMATH_PICKS, PENDING_RETALIATIONS, THREAT_ATTACK
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.ui.campaigns.aftermath import EndFightDialog, picks_asked
from gm_desk.ui.combat.panel import ATTACK_TAB, FEATURE_TABS, CombatPanel
from tests.ui.combat.conftest import demo_encounter


def declare(monkeypatch: Any, ruleset_id: str, *features: str) -> None:
    """From now on, `ruleset_id` asks for exactly these special widgets."""
    monkeypatch.setattr(type(get_ruleset(ruleset_id).presentation), "ui_features", frozenset(features))


def tabs(panel: CombatPanel) -> list[str]:
    """The titles of the tabs shown, the current one starred."""
    bar = panel.tabs
    return [
        bar.tabText(i) + ("*" if i == bar.currentIndex() else "")
        for i in range(bar.count())
        if bar.isTabVisible(i)
    ]


def to_haelons_turn(t: Any) -> None:
    t.space()
    for cid, face in (("ysolde", 15), ("haelon", 10), ("brannoc", 5)):
        t.initiative.entry.field(cid).enter_faces(face)
    t.initiative.entry.all_button.click()
    t.space()
    t.space()
    assert t.state.actor == "haelon"


def test_the_feature_registry_names_the_attack_tab() -> None:
    assert {feature: title for feature, (title, _) in FEATURE_TABS.items()} == {THREAT_ATTACK: ATTACK_TAB}


def test_the_attack_tab_comes_with_the_threat_attack_feature(
    store: Any, make_table: Any, monkeypatch: Any
) -> None:
    t = make_table(demo_encounter("glowlands"))
    assert tabs(t.combat) == ["Attack*", "Action", "Combatant"]
    assert t.combat.attack.session is t.session and t.combat.attack.isEnabled()

    declare(monkeypatch, "glowlands", PENDING_RETALIATIONS, AFTERMATH_PICKS)
    t.notices.open(t.session)
    assert tabs(t.combat) == ["Action*", "Combatant"]
    # The attack follows the notices itself and takes no session of a system without it.
    assert t.combat.attack.session is None and not t.combat.attack.isEnabled()


def test_another_system_that_names_the_threat_attack_gets_the_tab(
    store: Any, make_table: Any, monkeypatch: Any
) -> None:
    t = make_table(demo_encounter("teams"))
    assert tabs(t.combat) == ["Action*", "Combatant"]
    assert t.combat.attack.session is None

    declare(monkeypatch, "teams", THREAT_ATTACK)
    t.notices.open(t.session)
    assert tabs(t.combat) == ["Attack*", "Action", "Combatant"]
    assert t.combat.attack.session is t.session and t.combat.attack.isEnabled()
    t.notices.open(None)
    assert tabs(t.combat) == ["Action*", "Combatant"] and not t.combat.attack.isEnabled()


def test_waiting_retaliations_show_only_with_their_feature(
    store: Any, make_table: Any, monkeypatch: Any
) -> None:
    t = make_table(demo_encounter("glowlands", {"retaliation_damage": "confirm"}))
    to_haelons_turn(t)
    attack = t.combat.attack
    attack.roll.enter_faces(12)
    attack.damage.enter_faces(4)
    attack.attack_button.click()
    (waiting,) = t.state.rs["pending"]
    assert not attack.pending.isHidden() and list(attack.pending.rows) == [waiting["id"]]

    declare(monkeypatch, "glowlands", THREAT_ATTACK, AFTERMATH_PICKS)
    attack.refresh()
    assert attack.pending.isHidden() and attack.pending.items == [] and attack.pending.rows == {}
    assert t.state.rs["pending"] == [waiting]  # the rules still hold it: only the widget is gone

    declare(monkeypatch, "glowlands", THREAT_ATTACK, PENDING_RETALIATIONS, AFTERMATH_PICKS)
    attack.refresh()
    assert not attack.pending.isHidden() and list(attack.pending.rows) == [waiting["id"]]


def test_the_end_dialog_asks_for_picks_only_with_their_feature(
    store: Any, make_table: Any, monkeypatch: Any, qtbot: Any
) -> None:
    declare(monkeypatch, "glowlands", THREAT_ATTACK, PENDING_RETALIATIONS)
    t = make_table(demo_encounter("glowlands"))
    t.space()
    dialog = EndFightDialog(t.session)
    qtbot.addWidget(dialog)
    dialog.result_box.setCurrentIndex(dialog.result_box.findData("victory"))
    dialog._ok()
    # The outcome still counts what the rules owe, but the dialog asks for nothing and closes.
    assert (t.state.outcome["benefits"], t.state.outcome["drawbacks"]) == (2, 1)
    assert picks_asked(t.session) == (0, 0)
    assert QDialog.result(dialog) == QDialog.DialogCode.Accepted  # `result` is the ending box here
    assert (dialog.benefits, dialog.drawbacks, dialog.picks.rowCount()) == ([], [], 0)
    assert t.types()[-1] == "gm.end"

    declare(monkeypatch, "glowlands", AFTERMATH_PICKS)
    assert picks_asked(t.session) == (2, 1)
    again = EndFightDialog(t.session)
    qtbot.addWidget(again)
    assert (len(again.benefits), len(again.drawbacks), again.picks.rowCount()) == (2, 1, 3)
    assert again.message.text() == (
        "The fight is over: Victory. The group names 2 benefits and 1 drawback, every one: they are "
        "recorded once."
    )
