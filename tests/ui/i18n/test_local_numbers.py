"""Numbers a widget shows outside a translated sentence are written the language's way: the Difficulty
report's "99.6%", a PC's mean Strain "2.3" and a Retaliation drawn "2,468" times, the combat panel's odds
"0.4%" and the dice roller's chance read "99,6%", "2,3", "2.468" and "0,4%" in German (they kept the
English marks beside German words)."""

from __future__ import annotations

from fractions import Fraction

from gm_desk.ui.combat.threat_attack import percent
from gm_desk.ui.dice_roller import chance_words
from gm_desk.ui.difficulty.badge import pct
from gm_desk.ui.i18n import ENGLISH, number, use_language


def test_numbers_shown_alone_take_the_german_decimal_comma(german) -> None:
    assert number(2.345, ".1f") == "2,3"
    assert number(12345, ",") == "12.345"
    assert pct(0.996) == "99,6%"
    assert pct(0.55) == "55%"
    assert percent(Fraction(1, 250)) == "0,4%"
    assert "12,5%" in chance_words(Fraction(1, 8))


def test_english_keeps_its_point(qapp) -> None:
    use_language(ENGLISH)
    assert (number(2.345, ".1f"), pct(0.996), percent(Fraction(1, 250))) == ("2.3", "99.6%", "0.4%")
    assert "12.5%" in chance_words(Fraction(1, 8))


def test_the_difficulty_report_writes_its_counts_and_means_the_german_way(qtbot, german) -> None:
    from gm_desk.rules.difficulty.fight import FightResult
    from gm_desk.rules.difficulty.report import build
    from gm_desk.ui.difficulty.report_window import DifficultyReportWindow

    drawn = (("Peacekeeper: Dazzle lamp", 1234),)
    fight = FightResult(
        won=True, rounds=3, capped=False, down=(), tracks=(("ha", 2),), retaliations=drawn, commands=40
    )
    report = build(
        [fight, fight],
        encounter="Ambush",
        system="Threat & Retaliation",
        tactic="",
        seed=0,
        round_cap=20,
        pcs=[("ha", "Haelon", "Strain")],
        has_retaliations=True,
    )
    dialog = DifficultyReportWindow({"ruleset": "glowlands", "combatants": []}, "Ambush")
    qtbot.addWidget(dialog)
    dialog.show_report(report)
    assert "(2.468)" in dialog.retaliations.text()
    assert dialog.pcs.item(0, 2).text() == "Strain 2,0"


def test_an_exact_chance_near_certain_is_not_written_as_certain() -> None:
    # Advantage on a d20 that only a 1 fails: 399 of 400, not "100%"; one in 20,000 is "<0.1%", not "0.0%".
    assert [percent(Fraction(399, 400)), percent(Fraction(1, 2000)), percent(Fraction(1, 4))] == ["99.8%", "0.1%", "25%"]
    assert percent(Fraction(1, 20_000)) == "<0.1%" and percent(Fraction(19_999, 20_000)) == ">99.9%"
