"""What Threat & Retaliation tells its special widgets, as plain data (`feature_data`): the attack form's
weapons and Aspects, the preview of an attack, a typed roll's outcome, the report of what it did, the
Retaliations waiting for the GM and the picks after the fight — each with the command it names."""

from __future__ import annotations

from glowlands_kit import COILS, attack, npc, pc, running, setup

from gm_desk.rules.dice import Roll
from gm_desk.rules.events import Command
from gm_desk.rules.feature_data import (
    AftermathPicks,
    AttackKit,
    AttackWeapon,
    ReportedReaction,
)
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.rulesets.glowlands import odds

RS = get_ruleset("glowlands")


def fight(**options):
    return running(
        setup(
            pc("ann", engaged=["cat"], graceful=3, lucky=1),
            npc("cat", melee_threat=9, retaliations=[COILS]),
            **options,
        )
    )


def test_the_kit_lists_the_sheet_weapons_and_aspects_and_names_the_command() -> None:
    state = fight().state
    assert RS.presentation.attack_kit(state, "ann") == AttackKit(
        "glowlands.attack",
        (
            AttackWeapon("Sword", "Engaged", "1d6"),
            AttackWeapon("Bow", "2", "1d6"),
            AttackWeapon("Knife", "Intimate", "1d4"),
        ),
        (("graceful", 3), ("lucky", 1)),
        ("NOT_ENGAGED", "OUT_OF_REACH"),
    )
    assert RS.presentation.attack_kit(state, "cat") is None and RS.presentation.attack_kit(state, "nobody") is None


def test_the_preview_reads_the_threat_the_threshold_and_the_exact_odds() -> None:
    state = fight().state
    cmd = Command("glowlands.attack", "ann", {"target": "cat", "weapon": "Knife", "aspects": ["graceful"]})
    preview = RS.presentation.attack_preview(state, cmd)
    assert preview is not None and preview.command == "glowlands.attack"
    assert (preview.roll, preview.modifier, preview.edge) == ("2d20kl1+3", 3, "disadvantage")
    assert (preview.against, preview.success_from, preview.critical_from) == ("Melee Threat 9", 9, 19)
    exact = odds.outcome_odds(3, 9, "disadvantage")
    assert preview.odds == tuple((k, float(exact[k])) for k in ("fail", "success", "critical"))
    assert abs(sum(p for _, p in preview.odds) - 1) < 1e-9
    assert (
        RS.presentation.attack_preview(state, Command("glowlands.attack", "ann", {"target": "cat"})) is None
    )  # 3 weapons
    assert RS.presentation.attack_preview(state, Command("glowlands.attack", "ann", {"weapon": "Sword"})) is None


def test_a_typed_roll_is_classified_by_the_rule_and_its_options() -> None:
    cmd = Command("glowlands.attack", "ann", {"target": "cat", "weapon": "Sword"})
    state = fight().state

    def outcome(total: int, faces: tuple[int, ...], in_state=state) -> str | None:
        return RS.presentation.attack_outcome(in_state, cmd, Roll("1d20", total, faces, faces[:1], faces[0]))

    assert [outcome(8, (8,)), outcome(9, (9,)), outcome(19, (19,)), outcome(20, (20,))] == [
        "fail",
        "success",
        "critical",
        "critical",
    ]
    closer = fight(crit_margin=5).state  # critical from 9 + 5
    assert (outcome(14, (14,)), outcome(14, (14,), closer), outcome(13, (13,), closer)) == (
        "success",
        "critical",
        "success",
    )


def test_the_report_reads_the_attack_back_from_its_events() -> None:
    enc = fight(retaliation_damage="confirm")
    events = enc.apply(attack("ann", "cat", "Sword", [19], [4], accept_retaliation=True))
    report = RS.presentation.attack_report(enc.state, events, enc.describe)
    assert report is not None
    assert (report.actor, report.target, report.outcome, report.total, report.against) == (
        "ann",
        "cat",
        "critical",
        19,
        "Melee Threat 9",
    )
    assert report.notes == ("The Retaliation is accepted for +1 damage.",) and report.damage["amount"] == 5
    (fired,) = report.reactions
    waiting = enc.state.rs["pending"][0]["id"]
    assert fired == ReportedReaction("Shock coils", "cat", "ann", "2", "A jolt.", waiting, True, None)
    assert (
        RS.presentation.attack_report(enc.state, [e for e in events if e.type != "AttackResolved"], enc.describe) is None
    )


def test_the_waiting_retaliations_name_the_commands_that_answer_them() -> None:
    enc = fight(retaliation_damage="confirm")
    enc.apply(attack("ann", "cat", "Sword", [19], [4], accept_retaliation=True))
    (item,) = RS.presentation.waiting_reactions(enc.state)
    assert (item.name, item.by, item.target, item.damage, item.effect, item.purpose) == (
        "Shock coils",
        "cat",
        "ann",
        "2",
        "A jolt.",
        "retaliation_damage",
    )
    assert item.dismiss == Command("glowlands.apply_retaliation", args={"id": item.id, "skip": True})
    strain = enc.state.get("ann").res["strain"]
    enc.apply(item.apply)
    assert enc.state.get("ann").res["strain"] == strain + 2 and RS.presentation.waiting_reactions(enc.state) == ()


def test_the_picks_after_the_fight_and_their_command() -> None:
    enc = fight()
    assert RS.presentation.aftermath_picks(enc.state) is None
    enc.apply(Command("gm.end", args={"result": "defeat"}))
    picks = RS.presentation.aftermath_picks(enc.state)
    assert picks == AftermathPicks(1, 2, "glowlands.aftermath")
    enc.apply(picks.command(["Salvage"], ["Lost horse", "Torn map"]))
    outcome = enc.state.outcome
    assert (outcome["benefits_chosen"], outcome["drawbacks_chosen"]) == (
        ["Salvage"],
        ["Lost horse", "Torn map"],
    )
