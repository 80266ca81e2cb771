"""Every argument the combat form labels is a catalogue string: a key read as its own capitalised word
("holder" -> "Holder") never reached the catalogue and stayed in English in German and French. Read over
the legal commands of three seeded fights of each demo."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from gm_desk.rules.demo import demo_setups
from gm_desk.rules.difficulty.fight import fight_seed
from gm_desk.rules.difficulty.quick_dice import QuickDiceBox
from gm_desk.rules.difficulty.tactic import Tactic
from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets import get_ruleset

CATALOGUE = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "gm_desk.ts"


def catalogue() -> set[str]:
    return {node.text or "" for node in ElementTree.parse(CATALOGUE).iter("source")}


def labels(rid: str) -> dict[str, str]:
    """Each (command type.argument) met, and the form's label for it."""
    rs = get_ruleset(rid)
    seen: dict[str, str] = {}
    for index in range(3):
        enc = Encounter(demo_setups()[rid](), rs, dice=QuickDiceBox(fight_seed(1, index)))
        tactic = Tactic(rs)
        tactic.new_fight()
        for _ in range(150):
            if enc.state.outcome is not None:
                break
            for cmd in rs.legal_commands(enc.state):
                for key in cmd.args:
                    seen[f"{cmd.type}.{key}"] = rs.presentation.arg_words(cmd.type, key)
            if tactic.step(enc) is None:
                break
    return seen


@pytest.mark.parametrize("rid", sorted(demo_setups()))
def test_every_argument_label_is_in_the_catalogue(rid: str) -> None:
    known = catalogue()
    assert {where: label for where, label in labels(rid).items() if label not in known} == {}
