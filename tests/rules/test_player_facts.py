"""What the players may see: the round, the order, zones and tokens with bands; never a hidden combatant,
a Threat, a Retaliation or a stat block; and what they may know besides: zone tags, burning zones, the
clock of a frantic fight, the scene events that came up."""

from __future__ import annotations

import copy
import json

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.player_facts import BANDS, band_of, player_facts
from gm_desk.rules.rulesets import get_ruleset
from tests.rules.test_demos import SYSTEMS, play_round
from tests.rules.test_scene_events import encounter as scene_encounter
from tests.rules.test_scene_events import event as scene_event
from tests.rules.test_scene_events import play_until, setup_with
from tests.rules.test_zone_hazards import burning
from tests.rules.test_zone_hazards import encounter as hazard_encounter


def test_bands_read_health_left_and_status() -> None:
    assert band_of(1.0, "active") == "unhurt"
    assert band_of(None, "active") == "unhurt"
    assert band_of(0.5, "active") == "hurt"
    assert band_of(0.2, "active") == "badly_hurt"
    assert band_of(0.0, "active") == "down"
    assert band_of(0.9, "dead") == "dead"
    assert band_of(0.9, "fled") == "fled"
    assert set(BANDS) >= {"unhurt", "hurt", "badly_hurt", "down"}


def secrets_of(setup: dict) -> list[str]:
    """Words the players must never read: every creature's Threat figures and Retaliations."""
    found = []
    for c in setup["combatants"]:
        stats = c.get("stats", {})
        for key, value in stats.items():
            if "threat" in key and isinstance(value, int):
                found.append(f"Threat {value}")
        for entry in stats.get("retaliations", ()):
            found.append(entry["name"])
            if entry.get("effect"):
                found.append(entry["effect"])
    return found


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_played_round_shows_the_order_and_no_stat_block(rid: str) -> None:
    enc, _ = play_round(rid)
    facts = player_facts(get_ruleset(rid), enc.state)
    text = json.dumps([facts.order, facts.tokens, facts.zones], default=repr)
    assert facts.round >= 1
    assert {t.name for t in facts.tokens} <= {c.name for c in enc.state.combatants.values()}
    for secret in secrets_of(enc.setup):
        assert secret not in text
    assert "stats" not in text and "retaliation" not in text.lower()


def test_a_hidden_combatant_is_left_out_until_revealed() -> None:
    setup = copy.deepcopy(demo_setup_for("glowlands"))
    hound = next(c for c in setup["combatants"] if c["name"] == "Glass Hound")
    hound["hidden"] = True
    rules = get_ruleset("glowlands")
    enc = Encounter(setup, rules, seed=3)
    facts = player_facts(rules, enc.state)
    assert "Glass Hound" not in [t.name for t in facts.tokens]
    assert "Glass Hound" not in [r.name for r in facts.order]
    assert enc.handle(Command("gm.reveal", args={"cid": hound["id"]})).ok
    assert "Glass Hound" in [t.name for t in player_facts(rules, enc.state).tokens]


def test_the_gm_can_show_one_sides_numbers() -> None:
    rules = get_ruleset("glowlands")
    enc = Encounter(demo_setup_for("glowlands"), rules, seed=3)
    party = next(s for s, side in enc.state.sides.items() if side.stance == "party")
    facts = player_facts(rules, enc.state, {party})
    by_side = {t.side: t.health for t in facts.tokens}
    assert "/" in by_side[party]  # "Strain 0/8": the numbers
    assert all("/" not in t.health for t in facts.tokens if t.side != party)  # the others: bands
    assert {t.health for t in facts.tokens if t.side != party} <= {"unhurt", "hurt", "badly hurt", "down"}


def test_whose_turn_and_who_is_next() -> None:
    enc, _ = play_round("teams")
    facts = player_facts(get_ruleset("teams"), enc.state)
    if facts.now:
        assert facts.now in [r.name for r in facts.order if r.current]
    assert facts.next == "" or facts.next in [r.name for r in facts.order]


def test_a_pc_with_every_wound_rank_ticked_reads_dying_not_hurt() -> None:
    """#30.4: Dying ticked with Strain 2/10 read "hurt" for the table; it reads "dying" now, and a PC with
    fewer ranks ticked reads by how much of its whole track is left."""
    setup = copy.deepcopy(demo_setup_for("glowlands"))
    enc = Encounter(setup)
    pc = next(c for c in enc.state.combatants.values() if c.is_pc)
    top = int(pc.stats["max_strain"])
    for wounds, band in ((4, "dying"), (3, "badly_hurt"), (1, "hurt")):
        enc.apply(Command("gm.set_resource", args={"cid": pc.id, "res": "wounds", "value": wounds}))
        enc.apply(Command("gm.set_resource", args={"cid": pc.id, "res": "strain", "value": 2 * top // 10}))
        token = next(t for t in player_facts(get_ruleset("glowlands"), enc.state).tokens if t.cid == pc.id)
        assert (token.band, token.health) == (band, BANDS[band].replace("_", " ")), wounds
    assert band_of(0.9, "active", dying=True) == "dying" and band_of(0.9, "down", dying=True) == "down"


# --- what the players may know besides the order and the tokens -----------------------------------------


def test_zone_tags_are_told_in_the_tables_words_and_a_gms_own_tag_as_written() -> None:
    setup = copy.deepcopy(demo_setup_for("glowlands"))
    setup["zones"]["zones"][0]["tags"] = ["cover", "Slippery ice"]
    rules = get_ruleset("glowlands")
    facts = player_facts(rules, Encounter(setup, rules, seed=3).state)
    tags = {z.name: z.tags for z in facts.zones}
    assert tags["Relay Yard"] == ("cover", "Slippery ice")
    assert tags["Collapsed Wall"] == ("difficult terrain",)
    assert all(z.hazard is None for z in facts.zones)


def test_a_burning_zone_says_how_long_it_burns_and_stops_saying_it_once_put_out() -> None:
    setup, zone = burning("glowlands", rounds=2)
    enc = hazard_encounter(setup)
    facts = player_facts(enc.ruleset, enc.state)
    shown = next(z for z in facts.zones if z.id == zone)
    assert shown.hazard is not None and shown.hazard.words == "burning, 2 rounds left"
    assert "burning" not in shown.tags  # told once, as the hazard
    assert enc.handle(Command("gm.end_hazard", args={"zone": zone})).ok
    out = next(z for z in player_facts(enc.ruleset, enc.state).zones if z.id == zone)
    assert out.hazard is None and "burning" not in out.tags
    enc.undo()
    lit = next(z for z in player_facts(enc.ruleset, enc.state).zones if z.id == zone)
    assert lit.hazard is not None


def test_a_hazard_without_an_end_is_named_without_rounds() -> None:
    setup, zone = burning("teams")
    enc = hazard_encounter(setup)
    shown = next(z for z in player_facts(enc.ruleset, enc.state).zones if z.id == zone)
    assert shown.hazard is not None and shown.hazard.words == "burning"


def test_a_scene_event_that_came_up_is_told_until_the_gm_dismisses_it() -> None:
    setup = setup_with("glowlands", scene_event("bridge", "round_start"))
    enc = scene_encounter(setup)
    assert player_facts(enc.ruleset, enc.state).scene_events == ()
    play_until(enc, lambda e: e.state.round >= 1)
    facts = player_facts(enc.ruleset, enc.state)
    assert [(e.name, e.text) for e in facts.scene_events] == [("Bridge", "The bridge happens.")]
    assert enc.handle(Command("gm.dismiss_scene_event", args={"event": "bridge"})).ok
    assert player_facts(enc.ruleset, enc.state).scene_events == ()


def test_the_clock_of_a_frantic_fight_is_told_and_none_in_a_slow_one() -> None:
    setup = copy.deepcopy(demo_setup_for("marching"))
    setup["options"] = {**setup.get("options", {}), "frantic": True, "frantic_seconds": 4}
    enc = scene_encounter(setup)
    assert player_facts(enc.ruleset, enc.state).countdown is None  # before the fight
    play_until(enc, lambda e: e.state.turn is not None)
    clock = player_facts(enc.ruleset, enc.state).countdown
    assert clock is not None and clock.seconds == 4
    assert clock.title.startswith("Frantic combat · ")
    assert len(clock.stages) == 2 and clock.stages[0].startswith("Announce")
    slow = scene_encounter(demo_setup_for("marching"))
    play_until(slow, lambda e: e.state.turn is not None)
    assert player_facts(slow.ruleset, slow.state).countdown is None


def test_the_clock_of_a_hidden_fighter_is_not_told() -> None:
    setup = copy.deepcopy(demo_setup_for("marching"))
    setup["options"] = {**setup.get("options", {}), "frantic": True}
    enc = scene_encounter(setup)
    play_until(enc, lambda e: e.state.turn is not None)
    clock = player_facts(enc.ruleset, enc.state).countdown
    assert clock is not None
    actor = enc.state.get(enc.state.turn.actor)
    actor.flags.add("hidden")  # as if the one the clock runs for had not been revealed
    assert player_facts(enc.ruleset, enc.state).countdown is None


def test_each_token_carries_its_sides_stance() -> None:
    rules = get_ruleset("glowlands")
    enc = Encounter(demo_setup_for("glowlands"), rules, seed=3)
    stances = {t.name: t.stance for t in player_facts(rules, enc.state).tokens}
    assert stances["Ysolde"] == "party" and "hostile" in stances.values()
