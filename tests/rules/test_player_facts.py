"""What the players may see: the round, the order, zones and tokens with bands; never a hidden combatant,
a Threat, a Retaliation or a stat block."""

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
