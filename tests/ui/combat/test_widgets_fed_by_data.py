"""The special widgets draw what the fight's system says, as plain data (`feature_data`), and send the
commands it names: nothing in them is Threat & Retaliation's or Faction Passing's own.

Each test makes the alternating-teams system (which has none of these widgets) say new things for its
own duration — a system that a sixth plugin could be — and drives the real panels."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Command
from gm_desk.rules.feature_data import AttackKit, AttackPreview, AttackWeapon, Budget, WaitingReaction
from gm_desk.rules.presentation import PENDING_RETALIATIONS, THREAT_ATTACK
from gm_desk.rules.rulesets import get_ruleset
from tests.ui.combat.conftest import demo_encounter

KIT = AttackKit(
    "teams.strike", (AttackWeapon("Spear", "Engaged", "1d8"), AttackWeapon("Net", "1")), (("grit", 2),)
)


def say(monkeypatch: Any, **answers: Any) -> None:
    """From now on the teams system answers these Presentation questions (and asks for these widgets)."""
    teams = type(get_ruleset("teams").presentation)
    for name, answer in answers.items():
        monkeypatch.setattr(teams, name, answer)


def preview(state: Any, cmd: Command) -> AttackPreview | None:
    if cmd.args.get("weapon") != "Spear":
        return None
    bonus = 2 + cmd.args.get("modifier", 0)
    odds = (("fail", 0.55), ("success", 0.45), ("critical", 0.0))
    return AttackPreview("teams.strike", f"1d20{bonus:+d}", bonus, None, "Guard 12", 12, 23, odds)


def test_the_attack_form_shows_the_systems_preview_and_builds_its_command(
    store: Any, make_table: Any, monkeypatch: Any
) -> None:
    say(
        monkeypatch,
        ui_features=frozenset({THREAT_ATTACK}),
        attack_kit=lambda self, state, cid: KIT if state.get(cid).is_pc else None,
        attack_preview=lambda self, state, cmd: preview(state, cmd),
        attack_outcome=lambda self, state, cmd, roll: "success" if roll.total >= 12 else "fail",
    )
    t = make_table(demo_encounter("teams"))
    attack = t.combat.attack
    weapons = [attack.weapon.itemText(i) for i in range(attack.weapon.count())]
    aspects = [attack.aspect.itemText(i) for i in range(attack.aspect.count())]
    assert (weapons, aspects) == (["Spear — Engaged, 1d8", "Net — 1, no damage"], ["No Aspect", "Grit +2"])
    attack.choose(attacker="boudica", target="guard", weapon="Spear")
    assert (
        attack.threat_label.text() == "<b>Guard 12</b> · critical only on a natural 20 (23+ is out of reach)"
    )
    odds = attack.odds_label.text()
    assert "Failure 55%" in odds and "Success 45%" in odds and "Critical 0%" in odds
    assert attack.roll.expr == "1d20+2" and attack.damage.expr == "1d8" and attack.damage.isEnabled()
    attack.modifier.setValue(1)
    assert attack.roll.expr == "1d20+3"
    attack.roll.enter_faces(9)
    assert attack.verdict() == "12 success"
    cmd = attack.command()
    assert (cmd.type, cmd.actor, cmd.args) == (
        "teams.strike",
        "boudica",
        {"target": "guard", "weapon": "Spear", "modifier": 1},
    )
    attack.choose(weapon="Net")  # the system reads nothing for the net: the form says what it lacks
    assert attack.threat_label.text() == "Choose an attacker, a target and a weapon."
    assert not attack.damage.isEnabled() and attack.command().type == "teams.strike"


def test_the_waiting_reactions_send_the_commands_the_system_names(
    store: Any, make_table: Any, monkeypatch: Any
) -> None:
    def waiting(self: Any, state: Any) -> tuple[WaitingReaction, ...]:
        if state.get("boudica").res["stamina"] == 0:
            return ()
        drain = Command("gm.set_resource", args={"cid": "boudica", "res": "stamina", "value": 0})
        note = Command("gm.set_resource", args={"cid": "boudica", "res": "focus", "value": 0})
        return (WaitingReaction("w1", "Backswing", "guard", "boudica", "2", "Off balance.", drain, note),)

    # The waiting rows live under the attack form, as in Threat & Retaliation.
    say(monkeypatch, ui_features=frozenset({THREAT_ATTACK, PENDING_RETALIATIONS}), waiting_reactions=waiting)
    t = make_table(demo_encounter("teams"))
    pending = t.combat.attack.pending
    assert not pending.isHidden() and list(pending.rows) == ["w1"] and pending.entry("w1") is None
    _, apply, dismiss = pending.rows["w1"]
    assert dismiss.text() == "Dismiss"
    assert apply.text() == "Apply to Boudica"
    label = pending.grid.itemAtPosition(0, 0).widget().text()
    assert label == "<b>Backswing</b>: Gate Guard → Boudica, 2 damage<br><i>Off balance.</i>"
    apply.click()
    assert t.types()[-1] == "gm.set_resource" and t.state.get("boudica").res["stamina"] == 0
    assert pending.isHidden() and pending.rows == {}


def test_the_order_rows_count_the_budgets_the_system_reads(
    store: Any, make_table: Any, monkeypatch: Any
) -> None:
    say(monkeypatch, budgets=lambda self, state, cid: [Budget("grit", 1, 3)] if cid == "petra" else [])
    t = make_table(demo_encounter("teams"))
    order = t.initiative.order
    assert order.row_of("petra").counters == [("grit", 1, 3)] and order.row_of("boudica").counters == []
    assert "grit 1/3" in order.item(order.cids().index("petra")).toolTip()
