"""Regression tests for a review of the rules layer: ids of late joiners, trial decisions on a copy,
events that state must not share, the budget a turn was granted, and the blasts offered as legal."""

from __future__ import annotations

from collections import deque
from typing import ClassVar

import pytest

from gm_desk.rules import engine as engine_module
from gm_desk.rules import ruleset as ruleset_module
from gm_desk.rules import words
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import INTERNAL_ERROR, Encounter, Reject, Tx, trial
from gm_desk.rules.events import Command, Event, apply_event
from gm_desk.rules.ruleset import Prompt, Ruleset
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.rulesets.glowlands.demo import demo_setup as glowlands_demo


class Tiny(Ruleset):
    """Two fighters; 'grant' gives an off-turn reaction, 'react' spends it, 'boom' is a rule with a bug."""

    id = "tiny"
    name = "Tiny"
    reducers: ClassVar[dict] = {}

    def handlers(self):
        return {
            "start": self.start,
            "next": self.next,
            "grant": self.grant,
            "react": self.react,
            "note_list": self.note_list,
            "set_reaction": self.set_reaction,
            "boom": self.boom,
        }

    def start(self, tx, cmd):
        tx.emit("EncounterStarted", options={})
        self.start_round(tx, 1)
        self.start_turn(tx, "c1", {"action": 2})

    def next(self, tx, cmd):
        actor = self.finish_turn(tx)
        self.start_turn(tx, "c2" if actor == "c1" else "c1", {"action": 2})

    def grant(self, tx, cmd):
        tx.emit("CombatantDataChanged", cid=cmd.actor, changes={"budget": {"reaction": 1}})

    def react(self, tx, cmd):
        self.spend(tx, cmd.actor, "react", {"reaction": 1}, off_turn=True)

    def note_list(self, tx, cmd):
        tx.emit("RulesetDataChanged", changes={"seen": [{"who": "c1"}]})
        tx.emit("SchedulerChanged", changes={"queue": ["c1", "c2"]})

    def set_reaction(self, tx, cmd):
        tx.emit("BudgetSet", actor=cmd.actor, budget={"reaction": cmd.args["n"]}, off_turn=True)

    def boom(self, tx, cmd):
        raise ValueError("a bug in a rule")

    def prompt(self, state):
        return Prompt("act", "", actor=state.actor)


SETUP = {
    "ruleset": "tiny",
    "zones": {"zones": [{"id": "z"}], "links": []},
    "combatants": [
        {"id": "c1", "name": "Ash", "kind": "PC", "side": "left", "zone": "z"},
        {"id": "c2", "name": "Birch", "kind": "NPC", "side": "right", "zone": "z"},
    ],
}


def tiny() -> Encounter:
    return Encounter(SETUP, Tiny(), dice=DiceBox(script=deque()))


# --- 1. a creature added mid-fight takes the first free id ----------------------------------------


def test_a_late_joiner_skips_ids_the_prep_screen_already_used():
    enc = tiny()
    enc.apply(Command("start"))
    newcomer = {"name": "Crow", "kind": "NPC", "side": "right", "zone": "z"}
    events = enc.apply(Command("gm.add_combatant", args={"combatant": newcomer}))
    assert [e.data["combatant"]["id"] for e in events if e.type == "CombatantAdded"] == ["c3"]
    events = enc.apply(Command("gm.add_combatant", args={"combatant": {**newcomer, "name": "Daw"}}))
    assert [e.data["combatant"]["id"] for e in events if e.type == "CombatantAdded"] == ["c4"]
    assert enc.state.name_of("c4") == "Daw"
    replayed = Encounter.from_log(SETUP, enc.log, redecide=True, ruleset=Tiny())
    assert replayed.state.to_dict() == enc.state.to_dict()


# --- 2. one trial on a copy, and it treats a crash as a refusal -----------------------------------


def test_check_and_trial_answer_a_crashing_rule_as_handle_does():
    enc = tiny()
    enc.apply(Command("start"))
    before = enc.state.to_dict()
    assert enc.check(Command("boom")).code == INTERNAL_ERROR
    outcome = trial(enc.ruleset, enc.state, Command("boom"))
    assert outcome.rejected is not None and outcome.rejected.code == INTERNAL_ERROR
    assert enc.handle(Command("boom")).rejected.code == INTERNAL_ERROR
    assert enc.state.to_dict() == before
    accepted = trial(enc.ruleset, enc.state, Command("next"))
    assert accepted.ok and [e.type for e in accepted.events] == ["TurnEnded", "TurnStarted"]
    assert enc.state.to_dict() == before  # the trial ran on a copy


def test_the_roll_probe_reports_a_crashing_rule_instead_of_raising():
    probe_module = pytest.importorskip("gm_desk.ui.combat.probe")
    enc = tiny()
    found = probe_module.probe(enc.ruleset, enc.state, Command("boom"))
    assert not found.ok and found.rejected.code == INTERNAL_ERROR


@pytest.mark.parametrize("ruleset_id", ["glowlands", "cards", "teams"])
def test_legal_commands_leave_out_a_command_whose_rule_crashes(ruleset_id):
    from gm_desk.rules.rulesets import RULESETS

    setup = RULESETS[ruleset_id].demo_setup()
    broken = type(get_ruleset(ruleset_id))()  # an instance of its own: the registry's is shared
    enc = Encounter(setup, broken, seed=1)

    def crash(tx, cmd):
        raise RuntimeError("broken rule")

    broken._handlers = {name: crash for name in broken._handlers}
    assert broken.legal_commands(enc.state) == []


# --- 3. state never shares a dict or list with a logged event --------------------------------------


def test_spending_an_off_turn_budget_leaves_the_logged_grant_as_it_was():
    enc = tiny()
    enc.apply(Command("start"))
    enc.apply(Command("grant", "c2"))
    enc.apply(Command("react", "c2"))
    grant = enc.log[-2].events[0]
    assert grant.type == "CombatantDataChanged"
    assert grant.data["changes"] == {"budget": {"reaction": 1}}
    assert enc.state.get("c2").rs["budget"] == {"reaction": 0}
    assert Encounter.from_log(SETUP, enc.log, ruleset=Tiny()).state.to_dict() == enc.state.to_dict()


def test_ruleset_and_scheduler_data_are_copied_out_of_the_event():
    enc = tiny()
    enc.apply(Command("start"))
    rs_event, sched_event = enc.apply(Command("note_list"))
    enc.state.rs["seen"][0]["who"] = "changed"
    enc.state.sched["queue"].append("c3")
    assert rs_event.data["changes"] == {"seen": [{"who": "c1"}]}
    assert sched_event.data["changes"] == {"queue": ["c1", "c2"]}


def test_a_pending_retaliation_is_a_copy_of_the_event():
    rules = get_ruleset("glowlands")
    state = Encounter(glowlands_demo(), seed=1).state
    npc = next(c.id for c in state.npcs())
    target = next(c.id for c in state.pcs())
    event = Event(
        "RetaliationTakesEffect",
        {
            "id": "ret1",
            "npc": npc,
            "target": target,
            "retaliation": {"name": "Lash", "effects": ["strain"]},
            "pending": True,
        },
    )
    apply_event(state, event, rules.reducers)
    state.rs["pending"][0]["retaliation"]["effects"].append("changed")
    assert event.data["retaliation"] == {"name": "Lash", "effects": ["strain"]}


# --- 4. the budget a combatant was granted lives in state, so undo takes it back -------------------


def test_the_granted_budget_is_kept_beside_what_is_left():
    enc = tiny()
    enc.apply(Command("start"))
    assert enc.state.turn.granted == {"action": 2}
    enc.apply(Command("set_reaction", "c2", {"n": 3}))
    assert enc.state.get("c2").rs["granted_budget"] == {"reaction": 3}
    enc.apply(Command("react", "c2"))
    assert enc.state.get("c2").rs["budget"] == {"reaction": 2}
    assert enc.state.get("c2").rs["granted_budget"] == {"reaction": 3}
    copy = enc.state.clone()
    assert copy.turn.granted == {"action": 2} and copy.turn.granted is not enc.state.turn.granted
    assert enc.state.to_dict()["turn"]["granted"] == {"action": 2}
    enc.undo()
    enc.undo()
    assert "granted_budget" not in enc.state.get("c2").rs


def test_the_order_list_draws_the_cap_the_state_holds_after_an_undo():
    order_list = pytest.importorskip("gm_desk.ui.initiative.order_list")
    enc = tiny()
    enc.apply(Command("start"))
    enc.apply(Command("set_reaction", "c2", {"n": 3}))
    enc.undo()
    enc.apply(Command("set_reaction", "c2", {"n": 1}))
    rows = order_list.row_views(enc.state, [], lambda state, cid: ())
    counters = {row.cid: row.counters for row in rows}
    assert counters["c1"] == [("action", 2, 2)]
    assert counters["c2"] == [("reaction", 1, 1)]  # not 3: the undone grant is forgotten
    assert not hasattr(order_list, "BudgetCaps")


# --- 5 and 6. one name helper; the generic words live in words.py ----------------------------------


def test_a_combatant_is_named_by_the_state():
    state = tiny().state
    assert state.name_of("c1") == "Ash"
    assert state.name_of("ghost") == "ghost"
    assert state.name_of(None) == "None"
    event = Event("Engaged", {"a": "c1", "b": "ghost"})
    assert words.describe_generic(event, state) == "Ash and ghost are engaged."
    assert words.describe_generic(event, None) == "c1 and ghost are engaged."
    assert ruleset_module.describe_generic is words.describe_generic
    assert ruleset_module.stat_changes is words.stat_changes
    assert ruleset_module.QUIET_EVENTS is words.QUIET_EVENTS


# --- 7 and 8. dead code is gone; Tx has a place for working notes ----------------------------------


def test_dead_helpers_are_gone():
    from gm_desk.rules.rulesets.factions import statuses
    from gm_desk.rules.rulesets.glowlands import odds
    from gm_desk.rules.rulesets.marching import together
    from gm_desk.rules.rulesets.teams import turns

    assert not hasattr(odds.Foe, "from_stats")
    assert not hasattr(turns, "awaiting_pick")
    assert not hasattr(together, "is_acting")
    assert not hasattr(statuses, "out_of_fight")
    assert not hasattr(engine_module.Encounter, "can_undo")


def test_a_tx_keeps_working_notes_in_scratch_and_takes_no_new_attributes():
    enc = tiny()
    tx = Tx(enc.state.clone(), enc.ruleset, Command("next"), enc.dice)
    assert tx.scratch == {}
    with pytest.raises(AttributeError):
        tx.factions_resolving = True  # type: ignore[attr-defined]


# --- 10. every zone a blast weapon reaches is offered -----------------------------------------------


def _fighter(cid, side, zone, kind="NPC", weapons=None):
    stats = {"str": 10, "agi": 10, "wit": 10, "health_max": 6, "armour": 0}
    stats["weapons"] = weapons or [{"name": "Sword", "damage_die": "d6", "kind": "melee"}]
    return {"id": cid, "name": cid.title(), "kind": kind, "side": side, "zone": zone, "stats": stats}


def test_an_indirect_blast_weapon_is_offered_at_the_far_zones_it_reaches():
    mortar = {"name": "Mortar", "damage_die": "d6", "kind": "indirect", "range_zones": 2, "blast": True}
    setup = {
        "ruleset": "factions",
        "name": "blast",
        "zones": {
            "zones": [{"id": z, "name": z.title()} for z in ("road", "ditch", "trees", "hill")],
            "links": [["road", "ditch"], ["road", "trees"], ["trees", "hill"]],
        },
        "sides": [
            {"id": "players", "name": "Players", "stance": "party"},
            {"id": "bandits", "name": "Bandits", "stance": "hostile"},
        ],
        "combatants": [
            _fighter("ann", "players", "road", kind="PC"),
            _fighter("pyro", "bandits", "hill", weapons=[mortar]),
        ],
        "initiative_holder": "bandits",
    }
    enc = Encounter(setup, seed=1)
    enc.apply(Command("start"))
    enc.apply(Command("factions.first", args={"faction": "bandits", "by": "bandits"}))
    enc.apply(Command("factions.take_turn", "pyro"))
    blasts = [
        c.args["zone"]
        for c in enc.ruleset.legal_commands(enc.state)
        if c.type == "factions.attack" and "zone" in c.args
    ]
    assert blasts == ["road"]  # hill and trees are within half range; ditch is 3 zones off
    assert all(enc.check(c) is None for c in enc.ruleset.legal_commands(enc.state))


def test_a_reject_is_still_what_a_refusal_carries():
    outcome = trial(Tiny(), tiny().state, Command("fly"))
    assert isinstance(outcome.rejected, Reject) and outcome.rejected.code == "UNKNOWN_COMMAND"
