"""What a fight holds between commands goes when it went stale: an open attack whose attacker or targets
dropped is cancelled (`holds.drop_stale`, run by `turns.tidy` after a GM override)."""

from __future__ import annotations

from factions_helpers import digest, encounter, fighter, make_setup, run, start_round


def open_attack():
    """Ann attacks Cut; Dog, next to Cut, may still guard: the attack waits for reactions."""
    fighters = [fighter("ann", "players", kind="PC"), fighter("cut", "bandits"), fighter("dog", "bandits")]
    enc = encounter(make_setup(fighters))
    start_round(enc, "players")
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut", unaware=True)
    assert enc.state.rs["attack"] is not None
    return enc


def test_an_open_attack_is_cancelled_when_its_attacker_drops():
    enc = open_attack()
    events = run(enc, "gm.set_status", cid="ann", status="down")
    assert digest(events, "factions.AttackCancelled") == [
        ("factions.AttackCancelled", {"attacker": "ann", "why": "the attacker is out of the fight"})
    ]
    assert enc.state.rs["attack"] is None


def test_an_open_attack_is_cancelled_when_no_target_is_left():
    enc = open_attack()
    events = run(enc, "gm.set_status", cid="cut", status="dead")
    assert digest(events, "factions.AttackCancelled") == [
        ("factions.AttackCancelled", {"attacker": "ann", "why": "no target is left"})
    ]
    assert enc.state.rs["attack"] is None
