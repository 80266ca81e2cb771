"""After the fight: glowlands.aftermath records the group's picks in the outcome, through the engine."""

from __future__ import annotations

from glowlands_kit import npc, pc, rejected, running, setup, types

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.ruleset import END_RESULTS


def ended(result: str = "victory") -> Encounter:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat")))
    enc.apply(Command("gm.end", args={"result": result}))
    return enc


def picks(benefits: list[str], drawbacks: list[str]) -> Command:
    return Command("glowlands.aftermath", args={"benefits": benefits, "drawbacks": drawbacks})


def test_the_picks_fold_into_the_outcome_and_follow_undo_and_redo() -> None:
    enc = ended("victory")
    assert (enc.state.outcome["benefits"], enc.state.outcome["drawbacks"]) == (2, 1)
    events = enc.apply(picks([" Salvage ", "A map"], ["Lost horse"]))
    assert types(events) == ["AftermathRecorded"]
    assert events[0].data == {"benefits": ["Salvage", "A map"], "drawbacks": ["Lost horse"]}
    outcome = enc.state.outcome
    assert outcome["result"] == "victory"
    assert (outcome["benefits_chosen"], outcome["drawbacks_chosen"]) == (["Salvage", "A map"], ["Lost horse"])
    assert enc.describe(events[0]) == (
        "The group takes from the fight: benefits: Salvage, A map; drawbacks: Lost horse."
    )
    assert enc.prompt().text == (
        "The fight is over: victory. The group takes from the fight: benefits: Salvage, A map; "
        "drawbacks: Lost horse."
    )
    after = enc.state.to_dict()
    enc.undo()
    assert enc.state.outcome is not None and "benefits_chosen" not in enc.state.outcome
    assert enc.prompt().text == "The fight is over: victory. The group picks 2 benefits and 1 drawback."
    enc.redo()
    assert enc.state.to_dict() == after
    rebuilt = Encounter.from_log(enc.setup, enc.log)
    assert rebuilt.state.to_dict() == after


def test_the_refusals() -> None:
    running_enc = running(setup(pc("ann", engaged=["cat"]), npc("cat")))
    assert rejected(running_enc, picks(["Salvage"], [])) == "NOT_ENDED"
    enc = ended("defeat")  # 1 benefit, 2 drawbacks
    assert rejected(enc, picks(["A", "B"], ["C", "D"])) == "TOO_MANY_PICKS"
    assert rejected(enc, picks(["A"], ["B", "C", "D"])) == "TOO_MANY_PICKS"
    # Fewer than the chapter gives is refused too: the picks are recorded once, a missing drawback
    # would be lost for good (#30.11). A blank name is no pick.
    assert rejected(enc, picks(["A"], ["B"])) == "TOO_FEW_PICKS"
    assert rejected(enc, picks(["  "], ["B", "C"])) == "TOO_FEW_PICKS"
    assert rejected(enc, picks([], [])) == "TOO_FEW_PICKS"
    refusal = enc.handle(picks(["A"], ["B"])).rejected
    assert refusal is not None and refusal.message == (
        "After a defeat the group names 1 benefit and 2 drawbacks, not 1 and 1."
    )
    assert rejected(enc, Command("glowlands.aftermath", args={"benefits": "Salvage"})) == "BAD_ARGUMENT"
    enc.apply(picks(["Salvage"], ["Wounded", "Lost map"]))
    assert rejected(enc, picks(["More"], [])) == "AFTERMATH_RECORDED"
    assert rejected(ended("fled"), picks(["Salvage"], [])) == "NOTHING_TO_PICK"


def test_the_legal_sample_offers_the_picks_once() -> None:
    enc = ended("stalemate")
    (cmd,) = enc.ruleset.legal_commands(enc.state)
    assert cmd.args == {"benefits": ["Benefit 1"], "drawbacks": ["Drawback 1"]}
    enc.apply(cmd)
    assert enc.ruleset.legal_commands(enc.state) == []


def test_the_end_results_are_the_ones_gm_end_accepts() -> None:
    for result in END_RESULTS:
        assert ended(result).state.outcome["result"] == result
    enc = running(setup(pc("ann"), npc("cat")))
    assert rejected(enc, Command("gm.end", args={"result": "truce"})) == "BAD_ARGUMENT"


def test_each_ending_takes_exactly_the_chapters_picks() -> None:
    """Victory: two benefits and one drawback; defeat: one and two; a stalemate: one and one."""
    for result, (b, d) in {"victory": (2, 1), "defeat": (1, 2), "stalemate": (1, 1)}.items():
        enc = ended(result)
        benefits, drawbacks = [f"B{n}" for n in range(b)], [f"D{n}" for n in range(d)]
        assert rejected(enc, picks(benefits, drawbacks[1:])) == "TOO_FEW_PICKS"
        assert rejected(enc, picks(benefits[1:], drawbacks)) == "TOO_FEW_PICKS"
        assert rejected(enc, picks([*benefits, "More"], drawbacks)) == "TOO_MANY_PICKS"
        assert types(enc.apply(picks(benefits, drawbacks))) == ["AftermathRecorded"]
