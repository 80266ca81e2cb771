"""The printed layout and the special field editors follow what the ruleset declares
(`Presentation.statblock_layout`, `Presentation.field_editors`), not its id; and the UI has a renderer
for every layout and an editor for every kind a ruleset may name."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.presentation import (
    FIELD_EDITOR_KINDS,
    FIELDS_LAYOUT,
    RETALIATION_LIST,
    STATBLOCK_LAYOUTS,
    THREATS_LAYOUT,
    UI_FEATURES,
)
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.store import get_creature
from gm_desk.ui.bestiary.editor import FIELD_EDITORS, BestiaryEditor, overrides
from gm_desk.ui.bestiary.retaliation_editor import RetaliationEditor
from gm_desk.ui.bestiary.statblock_view import LAYOUTS, layout_of, statblock_html
from gm_desk.ui.combat.panel import FEATURE_TABS
from gm_desk.ui.forms.lists import ListEditor
from tests.ui.bestiary.test_bestiary_preview import HOUND


def test_the_ui_has_a_widget_for_every_kind() -> None:
    assert set(LAYOUTS) == STATBLOCK_LAYOUTS
    assert set(FIELD_EDITORS) == FIELD_EDITOR_KINDS and FIELD_EDITORS[RETALIATION_LIST] is RetaliationEditor
    assert set(FEATURE_TABS) <= UI_FEATURES


def test_the_layout_is_the_one_the_system_names(seeded: Any, creature_id: Any, monkeypatch: Any) -> None:
    captain = get_creature(creature_id("Captain of the Watch")).statblock
    assert layout_of("teams") == FIELDS_LAYOUT and "<b>Evasion</b> 13" in statblock_html("teams", captain)

    monkeypatch.setattr(type(get_ruleset("teams").presentation), "statblock_layout", THREATS_LAYOUT)
    html = statblock_html("teams", captain)
    assert "<b>Ranged Threat</b> —" in html and '<h2>Retaliations</h2><p class="meta">None yet.</p>' in html
    assert "Evasion" not in html

    assert layout_of("glowlands") == THREATS_LAYOUT
    monkeypatch.setattr(type(get_ruleset("glowlands").presentation), "statblock_layout", FIELDS_LAYOUT)
    html = statblock_html("glowlands", HOUND)
    assert "<b>Max Strain</b> 6" in html and "<h2>Retaliations</h2><p><b>Snap.</b>" in html
    assert "<b>Ranged Threat</b> 9 &nbsp;·&nbsp; <b>Ranged Threat label</b> Medium" in html


def test_a_system_gm_desk_does_not_know_prints_only_its_heading() -> None:
    assert layout_of("no_such_system") == FIELDS_LAYOUT
    html = statblock_html("no_such_system", {"name": "Ghost", "speed": 3})
    assert "<h1>Ghost</h1>" in html and "speed" not in html.lower().split("</h1>")[1]


def test_the_retaliation_editor_comes_with_the_field_editor_kind(
    qtbot: Any, editor: Any, monkeypatch: Any
) -> None:
    assert overrides("glowlands") == {"retaliations": RetaliationEditor}
    assert overrides("teams") == overrides("factions") == overrides("marching") == overrides("cards") == {}
    assert editor.new_creature("glowlands")
    assert type(editor.field("retaliations")) is RetaliationEditor
    kept = editor.value()["retaliations"]

    # Without the declaration the form's own list editor holds the same field, with the same value.
    monkeypatch.setattr(type(get_ruleset("glowlands").presentation), "field_editors", {})
    plain = BestiaryEditor()
    qtbot.addWidget(plain)
    assert plain.new_creature("glowlands")
    assert type(plain.field("retaliations")) is ListEditor
    # A new creature's list starts with the entries its field's editor adds (named, with damage).
    assert kept == [editor.field("retaliations").new_entry()]
    assert plain.value()["retaliations"] == [plain.field("retaliations").new_entry()]
