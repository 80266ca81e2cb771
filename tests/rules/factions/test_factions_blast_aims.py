"""The blast weapons Faction Passing offers to aim at a zone of the map (`Presentation.blast_aims`): the
ranged blasts in hand, each with the command that throws it there."""

from __future__ import annotations

from factions_helpers import SWORD, encounter, fighter, make_setup, start_round

from gm_desk.rules.events import Command
from gm_desk.rules.feature_data import BlastAim, BlastDrift
from gm_desk.rules.rulesets import get_ruleset

RS = get_ruleset("factions")
FIREPOT = {"name": "Firepot", "damage_die": "d6", "kind": "ranged", "range_zones": 3, "blast": True}
BOMB = {"name": "Bomb", "damage_die": "d8", "kind": "thrown", "range_zones": 2, "blast": True}
FLAIL = {"name": "Fire flail", "damage_die": "d6", "kind": "melee", "blast": True}


def test_only_the_ranged_blasts_in_hand_are_offered_with_their_command() -> None:
    enc = encounter(
        make_setup(
            [
                fighter("ivo", "players", weapons=[dict(SWORD), FIREPOT, FLAIL, BOMB]),
                fighter("rat", "bandits", zone="ditch"),
            ]
        )
    )
    aims = RS.presentation.blast_aims(enc.state, "ivo")
    assert aims == (BlastAim("ivo", "Firepot", "factions.attack"), BlastAim("ivo", "Bomb", "factions.attack"))
    assert aims[0].command("ditch") == Command(
        "factions.attack", "ivo", {"weapon": "Firepot", "zone": "ditch"}
    )
    assert RS.presentation.blast_aims(enc.state, "rat") == () and RS.presentation.blast_aims(enc.state, "nobody") == ()
    enc.state.get("ivo").rs["dropped"] = ["Firepot"]
    assert [a.weapon for a in RS.presentation.blast_aims(enc.state, "ivo")] == ["Bomb"]


def test_a_missed_blast_reports_where_it_drifted() -> None:
    """Thrown two zones into the empty ditch, a 20 misses the save and the die sends it to the road."""
    enc = encounter(
        make_setup(
            [fighter("ivo", "players", "trees", weapons=[FIREPOT]), fighter("rat", "bandits", zone="hill")]
        ),
    )
    start_round(enc)
    enc.apply(Command("factions.take_turn", "ivo"))
    events = enc.apply(
        Command(
            "factions.attack",
            "ivo",
            {"weapon": "Firepot", "zone": "ditch"},
            {"to_hit": [20], "deviation": [1]},
        )
    )
    assert RS.presentation.blast_drift(events) == BlastDrift("ditch", "road")
    assert RS.presentation.blast_drift([e for e in events if e.type != "factions.Deviated"]) is None
    assert get_ruleset("glowlands").presentation.blast_drift(events) is None  # a system without blasts reads none
