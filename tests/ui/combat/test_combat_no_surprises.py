"""Issue 15 at the combat panel: no player's die is rolled unless the campaign says so, no stale result
boxes, a form whose button does not move and which submits on Return, no red before the GM did
anything, and criticals worded truthfully."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt

from gm_desk.store import repositories as repo
from gm_desk.store.campaigns import set_who_rolls
from gm_desk.ui.combat.notes import is_error
from gm_desk.ui.combat.threat_attack import crit_words
from tests.ui.combat.conftest import demo_encounter
from tests.ui.combat.test_combat_other_systems import add_condition


def to_haelons_turn(t: Any) -> None:
    t.space()
    for cid, face in {"ysolde": 15, "haelon": 10, "brannoc": 5}.items():
        t.initiative.entry.field(cid).enter_faces(face)
    t.initiative.entry.all_button.click()
    t.space()
    t.space()
    assert t.state.actor == "haelon"


def test_a_players_blank_d20_keeps_the_attack_from_being_sent_and_says_what_to_type(
    store: Any, make_table: Any
) -> None:
    t = make_table(demo_encounter("glowlands", who_rolls=None))
    to_haelons_turn(t)
    attack = t.combat.attack
    assert not attack.attack_button.isEnabled()
    assert attack.problem.text() == "Type Haelon's attack roll (1d20): the dice at the table decide it."
    assert not is_error(attack.problem)  # a hint, not an error
    assert attack.roll.result.text() == "type"
    attack.attack_button.click()
    assert t.session.encounter.log[-1].command.type != "glowlands.attack"

    attack.roll.enter_faces(12)  # a success: the damage is Haelon's to roll too
    assert attack.problem.text() == "Type Haelon's damage (1d6+1): the dice at the table decide it."
    assert not attack.attack_button.isEnabled()
    attack.damage.enter_faces(3)
    assert attack.attack_button.isEnabled() and attack.problem.isHidden()
    attack.attack_button.click()
    saved = repo.load_log(t.session.encounter_id)[-1]
    assert saved.command["dice"] == {"attack": [12], "damage": [3]}
    haelons = [e["source"] for e in saved.events if e["type"] == "RollMade" and e["actor"] == "haelon"]
    assert haelons == ["entered", "entered"]


def test_a_campaign_where_the_app_rolls_everything_lets_a_blank_d20_roll(store: Any, make_table: Any) -> None:
    encounter_id = demo_encounter("glowlands", who_rolls=None)
    set_who_rolls(repo.get_encounter(encounter_id).campaign_id, "app")
    t = make_table(encounter_id)
    to_haelons_turn(t)
    attack = t.combat.attack
    assert attack.attack_button.isEnabled() and attack.roll.result.text() == "roll"
    attack.attack_button.click()
    rolls = [e for e in repo.load_log(t.session.encounter_id)[-1].events if e["type"] == "RollMade"]
    assert rolls and rolls[0]["purpose"] == "attack" and rolls[0]["source"] == "rolled"


def test_the_attack_button_stays_put_and_return_attacks(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands", who_rolls=None))
    to_haelons_turn(t)
    attack = t.combat.attack
    where = attack.attack_button.mapTo(t.host, QPoint(0, 0))
    attack.roll.enter_faces(20)
    attack.accept.setChecked(True)  # a Retaliation damage row appears
    assert "retaliation:caretaker" in attack.extra
    assert attack.attack_button.mapTo(t.host, QPoint(0, 0)) == where
    attack.damage.enter_faces(2)
    t.qtbot.keyClick(attack.damage.input, Qt.Key.Key_Return)
    assert t.session.encounter.log[-1].command.type == "glowlands.attack"
    assert "Critical" in attack.result_text()


def test_the_first_screen_has_no_red(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands", who_rolls=None))
    attack = t.combat.attack
    assert not is_error(attack.problem)
    assert "No PC's turn" not in attack.problem.text()


def test_a_result_box_goes_when_the_turn_passes_or_its_command_is_undone(store: Any, make_table: Any) -> None:
    encounter_id = demo_encounter("glowlands", who_rolls=None)
    set_who_rolls(repo.get_encounter(encounter_id).campaign_id, "app")
    t = make_table(encounter_id)
    to_haelons_turn(t)
    attack = t.combat.attack
    attack.roll.enter_faces(2)
    attack.attack_button.click()
    assert attack.result_text()
    t.session.undo()
    assert attack.result_text() == ""
    attack.roll.enter_faces(2)
    attack.attack_button.click()
    assert attack.result_text()
    t.space()  # the turn passes: the box no longer says anything about the present
    assert attack.result_text() == ""


def test_the_action_forms_result_goes_on_undo(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("teams", who_rolls=None))
    form = t.combat.action
    t.space()
    assert form.pick("teams.attack", target="guard", weapon="Spear")
    assert not form.go.isEnabled() and "Type Boudica's" in form.problem.text()
    for entry in list(form.dice.values()):
        entry.enter_faces(*([1] * entry.expr.count("d")))
    form.go.click()
    assert not form.result.isHidden() and "Boudica attacks" in form.result.text()
    t.session.undo()
    assert form.result.isHidden()


def test_criticals_are_worded_truthfully() -> None:
    assert crit_words(20, 0) == "critical on 20+ or a natural 20"
    assert crit_words(23, 2) == "critical only on a natural 20 (23+ is out of reach)"
    assert crit_words(23, 3) == "critical on 23+ or a natural 20"


def test_the_action_form_offers_foes_first_and_puts_allies_and_self_apart(
    store: Any, make_table: Any
) -> None:
    t = make_table(demo_encounter("cards", who_rolls=None))
    for _ in range(8):
        if t.state.actor == "w1":
            break
        t.space()
    assert t.state.actor == "w1"
    name = t.state.name_of
    form = t.combat.action
    labels = form.labels()
    tools = labels.index("The GM applies, to anyone:")
    actions = labels[:tools]
    apart = [text for text in actions if text.endswith(("(itself)", "(ally)"))]
    assert apart and actions[-len(apart) :] == apart  # after every usual choice
    separator = len(actions) - len(apart)
    assert form.picker.itemText(separator) == "" and form.picker.itemData(separator) is None
    assert form.current_sample() is not None and not form.picker.currentText().endswith(
        ("(itself)", "(ally)")
    )
    # Fire, poison and falls are the GM's to apply, to anyone (#30.9): listed apart from the wolf's own
    # maneuvers, never as something it does to itself or its packmate.
    assert not any(text.startswith(("Ignite", "Poison", "Fall")) for text in actions)
    assert [text.split(":")[0] for text in labels[tools + 1 :]] == ["Ignite", "Poison", "Fall", "Fear"]
    assert form.pick("cards.ignite")
    box = form.editors["cid"].widget
    names = [box.itemText(i) for i in range(box.count()) if box.itemText(i)]
    assert sorted(names) == sorted(name(c) for c in ("ida", "jon", "w1", "w2"))  # anyone, unmarked
    assert form.go.text() == "Ignite" and form.go.isEnabled()

    assert form.pick("cards.attack", target="ida", attack="Bite")
    box = form.editors["target"].widget
    assert [box.itemText(i) for i in range(box.count())] == [
        name("ida"),
        name("jon"),
        "",
        f"{name('w1')} (itself)",
        f"{name('w2')} (ally)",
    ]

    # An argument naming the one who acts (the "A" of an engage) is not a target: no marks there.
    engage = next(c for c in form.samples if c.type == "engage" and c.args["a"] == "w1")
    assert form.pick("engage", **engage.args)
    who_box, other = form.editors["a"].widget, form.editors["b"].widget
    assert not any(who_box.itemText(i).endswith(("(itself)", "(ally)")) for i in range(who_box.count()))
    assert other.itemText(0) in (name("ida"), name("jon"))


def test_a_roll_the_engine_asks_for_gets_its_words_and_nothing_is_applied(
    store: Any, make_table: Any
) -> None:
    encounter_id = demo_encounter("glowlands", who_rolls=None)
    t = make_table(encounter_id)
    to_haelons_turn(t)
    attack = t.combat.attack
    attack.roll.enter_faces(20)
    attack.accept.setChecked(True)
    attack.damage.enter_faces(1)
    retaliation = attack.extra["retaliation:caretaker"]
    assert attack.attack_button.isEnabled()  # the creature's die is GM Desk's to roll
    # Meanwhile the GM has the campaign type every die: the engine asks for the creature's roll.
    set_who_rolls(repo.get_encounter(encounter_id).campaign_id, "typed")
    logged = len(t.session.encounter.log)
    outcome = attack.attack()
    assert outcome is not None and outcome.rejected is not None and outcome.rejected.code == "ROLL_NEEDED"
    assert len(t.session.encounter.log) == logged
    assert attack.problem.text() == (
        "Type the retaliation roll (1d6+1) for Caretaker: this campaign has every die typed in."
    )
    assert not is_error(attack.problem) and not attack.attack_button.isEnabled()
    retaliation.enter_faces(2)
    assert attack.attack_button.isEnabled()
    attack.attack_button.click()
    assert len(t.session.encounter.log) == logged + 1


def test_the_attack_form_lists_foes_first_and_an_allied_creature_apart(store: Any, make_table: Any) -> None:
    from gm_desk.rules.rulesets import glowlands

    setup = glowlands.demo_setup()
    setup["sides"].append({"id": "friends", "name": "Friends", "stance": "neutral"})
    setup["sides"][0]["allies"] = ["friends"]
    for c in setup["combatants"]:
        if c["id"] == "peacekeeper":
            c["side"] = "friends"
    campaign = repo.create_campaign("Allies", "glowlands")
    t = make_table(repo.create_encounter(campaign.id, "Allies", "glowlands", setup).id)
    box, name = t.combat.attack.target, t.state.name_of
    assert [box.itemText(i) for i in range(box.count())] == [
        name("caretaker"),
        name("hound"),
        name("moths"),
        "",
        f"{name('peacekeeper')} (ally)",
    ]
    assert box.currentData() == "caretaker"


def test_return_does_it_in_the_action_form(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("teams", who_rolls=None))
    form = t.combat.action
    t.space()
    assert form.pick("teams.attack", target="guard", weapon="Spear")
    where = form.go.mapTo(t.host, QPoint(0, 0))
    entries = list(form.dice.values())
    for entry in entries:
        entry.enter_faces(*([1] * entry.expr.count("d")))
    assert form.go.mapTo(t.host, QPoint(0, 0)) == where
    logged = len(t.session.encounter.log)
    t.qtbot.keyClick(entries[-1].input, Qt.Key.Key_Return)
    assert len(t.session.encounter.log) == logged + 1
    assert t.session.encounter.log[-1].command.type == "teams.attack"


def test_return_before_the_damage_is_typed_goes_to_the_damage(store: Any, make_table: Any) -> None:
    """The keyboard never stalls: the d20 typed and Return pressed while the damage is still the
    player's to type puts the cursor in the damage field (scrolled into view); Return there attacks."""
    t = make_table(demo_encounter("glowlands", who_rolls=None))
    to_haelons_turn(t)
    attack = t.combat.attack
    attack.roll.input.setFocus()
    t.qtbot.keyClicks(attack.roll.input, "12")
    t.qtbot.keyClick(attack.roll.input, Qt.Key.Key_Return)
    assert t.session.encounter.log[-1].command.type != "glowlands.attack"  # nothing sent yet
    t.qtbot.waitUntil(lambda: attack.damage.input.hasFocus())
    t.qtbot.keyClicks(attack.damage.input, "3")
    t.qtbot.keyClick(attack.damage.input, Qt.Key.Key_Return)
    assert t.session.encounter.log[-1].command.type == "glowlands.attack"
    assert t.session.encounter.log[-1].command.dice == {"attack": [12], "damage": [3]}


def test_return_in_the_action_form_goes_to_the_roll_still_to_type(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("teams", who_rolls=None))
    form = t.combat.action
    t.space()
    assert form.pick("teams.attack", target="guard", weapon="Spear")
    assert not form.go.isEnabled()
    entries = list(form.dice.values())
    assert len(entries) > 1
    for entry in entries[1:]:
        entry.enter_faces(*([1] * entry.expr.count("d")))
    entries[-1].input.setFocus()
    t.qtbot.keyClick(entries[-1].input, Qt.Key.Key_Return)
    t.qtbot.waitUntil(lambda: entries[0].input.hasFocus())  # the first roll is still to be typed
    assert t.session.encounter.log[-1].command.type != "teams.attack"
    entries[0].enter_faces(*([1] * entries[0].expr.count("d")))
    t.qtbot.keyClick(entries[0].input, Qt.Key.Key_Return)
    assert t.session.encounter.log[-1].command.type == "teams.attack"


def test_the_action_list_before_the_fight_says_how_to_start_it(store: Any, make_table: Any) -> None:
    """The first screen of a fight in prep: the action list said nothing at all (an empty box)."""
    t = make_table(demo_encounter("cards", who_rolls=None))
    form = t.combat.action
    assert t.session.in_prep
    assert form.picker.count() >= 1
    assert form.picker.itemText(0) == "Nothing yet: Next (Space) starts the fight"
    assert not form.go.isEnabled()
    t.space()  # the deal: the list now holds what can be done
    assert form.picker.itemText(0) != "Nothing yet: Next (Space) starts the fight"


def test_the_action_list_offers_the_turns_actions_before_ending_it(store: Any, make_table: Any) -> None:
    """A wolf's turn opened on "End turn: Grey Wolf": Return on what the list showed gave the turn away."""
    t = make_table(demo_encounter("cards", who_rolls=None))
    panel, form = t.initiative, t.combat.action
    t.space()
    for holder, card in (("ida", 4), ("jon", 10), ("Wolves", 3)):
        panel.entry.field(holder).setValue(card)
    panel.entry.all_button.click()
    for _ in range(3):  # to the Grey Wolf's turn, beside Ida
        if t.state.actor == "w1":
            break
        t.space()
    assert t.state.actor == "w1"
    shown = form.current_sample()
    assert shown is not None and shown.type == "cards.attack" and shown.args["target"] == "ida", shown
    words = [form.picker.itemText(i) for i in range(form.picker.count())]
    assert any(w.startswith("End turn") for w in words)  # still there, further down
    assert words.index(next(w for w in words if w.startswith("End turn"))) > words.index(form.picker.currentText())


def test_a_turn_beside_a_foe_opens_the_action_list_on_an_attack(store: Any, make_table: Any) -> None:
    """Boudica, engaged with the Gate Guard, opened on "Guard: Boudica": what aims at a foe comes first."""
    t = make_table(demo_encounter("teams", who_rolls=None))
    t.space()
    assert t.state.actor == "boudica"
    form = t.combat.action
    shown = form.current_sample()
    assert shown is not None and shown.type == "teams.attack" and shown.args["target"] == "guard", shown
    assert "attack#2" not in form.dice
    # The guard falls prone while the attack stays picked: the form asks at once for the second roll
    # the advantage brings (it kept the one roll until another command was picked).
    add_condition(t, "guard", "prone")
    assert form.current_sample() == shown
    assert "attack#2" in form.dice
