"""The other four systems through the same panels, each on its ruleset's demo encounter from the store:
initiative (or its system's equivalent), a turn advanced with Space, one action resolved with typed dice
through the command form, and a condition expiring at the moment its system ticks conditions."""

from __future__ import annotations

from typing import Any

from gm_desk.store import repositories as repo
from tests.ui.combat.conftest import demo_encounter


def add_condition(t: Any, cid: str, name: str, rounds: int = 1) -> None:
    t.combat.show_combatant(cid)
    editor = t.combat.card.conditions
    editor.name.setCurrentText(name)
    editor.rounds.setValue(rounds)
    editor.add_button.click()


def expired(t: Any, cid: str) -> list[str]:
    """Conditions of `cid` that expired by the last saved command."""
    last = repo.load_log(t.session.encounter_id)[-1]
    return [
        e["name"]
        for e in last.events
        if e["type"] == "ConditionRemoved" and e["cid"] == cid and e["reason"] == "expired"
    ]


def test_alternating_teams(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("teams"))
    panel, form = t.initiative, t.combat.action
    t.space()  # the instigator's team goes first, the instigator first of all
    assert (panel.round_label.text(), t.state.actor) == ("Round 1", "boudica")
    assert panel.notes_label.text() == "Team order: Players, Guards"
    assert panel.order.row_of("boudica").counters == [("action", 3, 3), ("reaction", 1, 1)]
    add_condition(t, "guard", "prone")
    assert t.combat.card.conditions.lines() == ["prone — 1 left, ticks at the end of each round"]

    # The attack, typed: the prone guard gives advantage, so the rules ask for two attack rolls.
    assert form.pick("teams.attack", target="guard", weapon="Spear")
    assert {p: e.expr for p, e in form.dice.items()} == {
        "attack": "1d6+1d6+1",
        "attack#2": "1d6+1d6+1",
        "attack_luck": "1d20",
    }
    form.dice["attack"].enter_faces(5, 5)
    form.dice["attack#2"].enter_faces(3, 4)
    form.dice["attack_luck"].enter_faces(18)
    form.go.click()
    assert (
        "Boudica attacks Gate Guard with the Spear: 11 against evasion 8, luck 18: hits."
        in form.result.text()
    )
    assert panel.choices.labels()[0] == "Gate Guard takes the hit"
    t.choose("Gate Guard takes the hit")
    guard = t.state.get("guard")
    assert (guard.res["endurance"], guard.res["health"]) == (0, 9)
    t.combat.show_combatant("guard")
    assert t.combat.card.track_text("endurance") == "0/10"
    assert t.combat.card.track_text("health") == "9/12"

    # Space ends Boudica's turn; the Guards pick who acts next.
    t.space()
    assert panel.prompt_label.text() == "Guards choose who acts next."
    assert panel.choices.labels() == ["Gate Guard acts", "Sentry acts"]
    assert panel.order.row_of("guard").may_act and not panel.order.row_of("petra").may_act
    t.choose("Gate Guard acts")
    t.space()
    t.choose("Petra acts")
    t.space()
    t.choose("Sentry acts")
    t.space()
    assert (panel.round_label.text(), panel.prompt_label.text()) == (
        "Round 2",
        "Players choose who acts next.",
    )
    assert expired(t, "guard") == ["prone"]
    assert t.types() == [
        "start",  # the start form's choice: Boudica, against the Guards
        "condition.add",
        "teams.attack",
        "teams.defend",
        "next",
        "teams.pick",
        "next",
        "teams.pick",
        "next",
        "teams.pick",
        "next",
    ]
    assert repo.load_log(t.session.encounter_id)[2].command["dice"] == {
        "attack": [5, 5],
        "attack#2": [3, 4],
        "attack_luck": [18],
    }


def test_faction_passing(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("factions"))
    panel, form = t.initiative, t.combat.action
    t.space()  # the Bandits hold the initiative; their concealed archer gets the ambush turn
    assert (panel.round_label.text(), panel.phase_label.text()) == ("Opening", "Ambush turn")
    assert panel.notes_label.text() == "Initiative: Bandits"
    assert panel.choices.labels() == ["Bandit Archer takes the turn", "Bandits pass"]
    t.choose("Bandit Archer takes the turn")
    add_condition(t, "ada", "frightened")
    t.space()
    assert panel.prompt_label.text() == "Bandits hold the initiative: which faction goes first?"
    t.choose("Travellers go first")
    assert panel.choices.labels() == ["Ada takes the turn", "Bram takes the turn", "Travellers pass"]
    t.choose("Ada takes the turn")
    assert panel.order.row_of("ada").counters == [("bonus", 1, 1), ("main", 1, 1), ("move", 1, 1)]

    # The attack hits unless circumstances call for a save; the damage comes after the reactions.
    assert form.pick("factions.attack", target="cutthroat")
    form.go.click()
    assert panel.prompt_label.text() == "Reactions: Bandit Cutthroat may dodge / counter / hide."
    no_reaction = panel.choices.labels().index("No reaction")
    purpose, damage = panel.choices.dice[no_reaction]
    assert (purpose, damage.expr) == ("damage", "1d8")
    damage.enter_faces(6)
    t.choose("No reaction")
    cutthroat = t.state.get("cutthroat")
    assert (cutthroat.res["health"], cutthroat.status) == (0, "down")
    assert panel.order.row_of("ada").counters == [("bonus", 1, 1), ("main", 0, 1), ("move", 1, 1)]

    t.space()
    t.choose("Bandit Archer takes the turn")
    t.space()
    t.choose("Bram takes the turn")
    t.space()
    assert (panel.phase_label.text(), panel.choices.labels()) == ("Morale", ["Bandit Archer: morale save"])
    panel.choices.dice[0][1].enter_faces(3)  # WIT 10: a 3 holds firm
    t.choose("Bandit Archer: morale save")
    assert panel.prompt_label.text() == "Round 1 is over. Next round."
    t.space()
    assert panel.round_label.text() == "Round 2"
    assert expired(t, "ada") == ["frightened"]
    saved = repo.load_log(t.session.encounter_id)
    assert [r.command["type"] for r in saved][-3:] == ["next", "factions.morale_save", "next"]
    assert saved[-2].command["dice"] == {"morale:archer": [3]}
    assert any(e["type"] == "factions.MoraleSaved" and e["passed"] for e in saved[-2].events)


def test_marching_order(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("marching"))
    panel, form = t.initiative, t.combat.action
    t.space()
    assert (panel.phase_label.text(), panel.prompt_label.text()) == (
        "Initiative",
        "Ava takes or cedes initiative.",
    )
    assert panel.notes_label.text() == "Marching order: Ava, Bren"
    assert panel.choices.labels() == ["Ava takes the initiative", "Ava cedes the initiative"]
    t.choose("Ava takes the initiative")
    assert t.state.actor == "ava" and panel.current_row() == 0
    assert panel.order.row_of("ava").counters == [("primary", 1, 1), ("move", 1, 1), ("reaction", 1, 1)]
    add_condition(t, "bren", "blinded")
    assert t.combat.card.conditions.lines() == ["blinded — 1 left, ticks at the end of the bearer's turn"]

    assert form.pick("marching.attack", target="g1")
    assert list(form.dice) == ["attack:ava"]  # the damage die only once the attack is known to hit
    form.dice["attack:ava"].enter_faces(14)
    assert {p: e.expr for p, e in form.dice.items()} == {"attack:ava": "1d20", "damage:ava": "1d8"}
    form.dice["damage:ava"].enter_faces(5)
    form.go.click()
    goblin = t.state.get("g1")
    assert (goblin.res["hp"], goblin.status) == (-2, "dead")
    assert "dead" in panel.order.row_of("g1").badges

    t.space()
    assert t.state.actor == "bren"
    assert [c.name for c in t.state.get("bren").conditions] == ["blinded"]
    t.space()  # the end of Bren's own turn: the condition expires
    assert expired(t, "bren") == ["blinded"]
    assert t.state.actor == "g2"
    assert t.types() == ["next", "marching.take", "condition.add", "marching.attack", "next", "next"]


def test_initiative_cards(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("cards"))
    panel, form = t.initiative, t.combat.action
    t.space()
    assert panel.phase_label.text() == "Dealing cards"
    assert list(panel.entry.rows) == ["ida", "jon", "Wolves"]
    for holder, card in (("ida", 4), ("jon", 10), ("Wolves", 3)):
        panel.entry.field(holder).setValue(card)
    panel.entry.all_button.click()
    assert panel.phase_label.text() == "Round start: swaps"
    assert panel.row_texts() == [
        "   Grey Wolf  ·  3 · Wolves",
        "   Grey Wolf 2  ·  3 · Wolves",
        "   Ida  ·  4",
        "   Jon  ·  10",
    ]
    assert [r.command["args"] for r in repo.load_log(t.session.encounter_id)[1:4]] == [
        {"holder": "ida", "card": 4},
        {"holder": "jon", "card": 10},
        {"holder": "Wolves", "card": 3},
    ]

    # Swaps at the start of the round; the wolves' shared card is played in the order the GM drags.
    t.choose("Swap cards: Ida ↔ Jon")
    assert panel.row_texts()[2:] == ["   Jon  ·  4", "   Ida  ·  10"]
    panel.order.move_row("w2", 0)
    assert t.session.encounter.log[-1].command.to_dict() == {
        "type": "gm.reorder",
        "args": {"order": ["w2", "w1"]},
    }
    add_condition(t, "ida", "frightened")
    assert t.combat.card.conditions.lines() == ["frightened — 1 left, ticks at the start of each round"]

    t.space()
    assert (panel.phase_label.text(), t.state.actor) == ("Card order", "w2")
    t.space()  # Grey Wolf 2, far off on the track, does nothing; the Grey Wolf bites
    assert t.state.actor == "w1"
    assert form.pick("cards.attack", target="ida", attack="Bite")
    assert {p: e.expr for p, e in form.dice.items()} == {"attack": "3d6"}
    form.dice["attack"].enter_faces(6, 5, 2)
    form.go.click()
    assert "Grey Wolf attacks Ida with Bite: 1 success: hit for 1 harm." in form.result.text()
    assert t.state.get("ida").res["physical_harm"] == 1
    t.combat.show_combatant("ida")
    assert t.combat.card.track_text("physical_harm") == "1"

    for _ in range(3):  # the Grey Wolf's turn ends, then Jon's, then Ida's
        t.space()
    assert panel.prompt_label.text() == "Round 1 is over. Next round (the cards stay)."
    assert [c.name for c in t.state.get("ida").conditions] == ["frightened"]
    t.space()  # round 2 starts: conditions tick at the start of the round here
    assert panel.round_label.text() == "Round 2"
    assert expired(t, "ida") == ["frightened"]
    assert t.state.get("ida").conditions == []


def test_faction_passing_with_fast_and_slow_phases(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("factions", {"fast_slow": True}))
    panel = t.initiative
    t.space()
    t.choose("Bandit Archer takes the turn")
    t.space()
    t.choose("Travellers go first")
    assert panel.phase_label.text() == "Fast action threshold"
    assert panel.choices.labels() == ["Roll the fast action threshold"]
    purpose, die = panel.choices.dice[0]
    assert (purpose, die.expr) == ("fat", "1d20")
    die.enter_faces(11)
    t.choose("Roll the fast action threshold")
    assert panel.phase_label.text() == "Fast phase"
    assert panel.notes_label.text() == "Initiative: Bandits · fast action threshold 11"
    # Only the quick-witted act in the fast phase: Ada's WIT 12 makes it, Bram's 8 does not.
    assert panel.choices.labels() == ["Ada takes the turn", "Travellers pass"]
    assert panel.order.row_of("ada").may_act and not panel.order.row_of("bram").may_act
