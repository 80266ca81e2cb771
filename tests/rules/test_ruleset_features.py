"""What each system asks of the UI beyond tracks and words: the special widgets of its fights, the layout
of its printed stat blocks and the editors its stat-block fields want. The sets are exact, so a widget
cannot appear in, or vanish from, a system by accident."""

from __future__ import annotations

from typing import ClassVar

import pytest

from gm_desk.rules.presentation import (
    AFTERMATH_PICKS,
    BLAST_AIM,
    FIELD_EDITOR_KINDS,
    FIELDS_LAYOUT,
    PENDING_RETALIATIONS,
    RETALIATION_LIST,
    STATBLOCK_LAYOUTS,
    THREAT_ATTACK,
    THREATS_LAYOUT,
    UI_FEATURES,
    Presentation,
)
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.statblocks import field_specs

# id → (ui_features, statblock_layout, field_editors), as each system had them when the UI still asked ids.
DECLARED = {
    "glowlands": (
        {THREAT_ATTACK, PENDING_RETALIATIONS, AFTERMATH_PICKS},
        THREATS_LAYOUT,
        {"retaliations": RETALIATION_LIST},
    ),
    "teams": (set(), FIELDS_LAYOUT, {}),
    "factions": ({BLAST_AIM}, FIELDS_LAYOUT, {}),
    "marching": (set(), FIELDS_LAYOUT, {}),
    "cards": (set(), FIELDS_LAYOUT, {}),
}


def test_the_table_covers_every_system() -> None:
    assert list(DECLARED) == list(RULESETS)


@pytest.mark.parametrize("ruleset_id", list(DECLARED))
def test_each_system_declares_exactly_its_special_widgets(ruleset_id: str) -> None:
    features, layout, editors = DECLARED[ruleset_id]
    ruleset = get_ruleset(ruleset_id)
    assert ruleset.presentation.ui_features == frozenset(features)
    assert ruleset.presentation.statblock_layout == layout
    assert dict(ruleset.presentation.field_editors) == editors
    assert {f for f in UI_FEATURES if ruleset.presentation.shows(f)} == features


@pytest.mark.parametrize("ruleset_id", list(DECLARED))
def test_what_a_system_declares_is_a_kind_the_ui_knows(ruleset_id: str) -> None:
    ruleset = get_ruleset(ruleset_id)
    assert ruleset.presentation.ui_features <= UI_FEATURES
    assert ruleset.presentation.statblock_layout in STATBLOCK_LAYOUTS
    assert set(ruleset.presentation.field_editors.values()) <= FIELD_EDITOR_KINDS
    fields = {spec.name for spec in field_specs(ruleset_id)}
    assert set(ruleset.presentation.field_editors) <= fields  # an editor for a field the stat block has


def test_every_kind_is_used_by_some_system() -> None:
    rulesets = [get_ruleset(rid) for rid in DECLARED]
    assert frozenset().union(*(r.presentation.ui_features for r in rulesets)) == UI_FEATURES
    assert {r.presentation.statblock_layout for r in rulesets} == STATBLOCK_LAYOUTS
    assert {kind for r in rulesets for kind in r.presentation.field_editors.values()} == FIELD_EDITOR_KINDS


def test_a_system_that_says_nothing_gets_no_special_widget() -> None:
    plain = Presentation()
    assert plain.ui_features == frozenset() and not any(plain.shows(f) for f in UI_FEATURES)
    assert (plain.statblock_layout, plain.field_editors) == (FIELDS_LAYOUT, {})


def test_a_new_system_reuses_a_widget_by_naming_it() -> None:
    class Skirmish(Presentation):
        id: ClassVar[str] = "skirmish"
        ui_features: ClassVar[frozenset[str]] = frozenset({BLAST_AIM, AFTERMATH_PICKS})

    skirmish = Skirmish()
    assert [f for f in sorted(UI_FEATURES) if skirmish.shows(f)] == [AFTERMATH_PICKS, BLAST_AIM]
    assert not skirmish.shows("no_such_widget")
