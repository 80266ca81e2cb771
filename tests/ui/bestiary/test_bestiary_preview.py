"""The printed stat block: what a GM reads in the preview, for Threat & Retaliation and the others."""

from __future__ import annotations

from gm_desk.store import get_creature
from gm_desk.ui.bestiary.statblock_view import StatblockView, statblock_html

HOUND = {
    "name": "Glass <Hound>",
    "tags": ["beast", "pack"],
    "description": "Packs of them hunt\nthe dunes.\n\nThey sing before they bite.",
    "ranged_threat": 9,
    "ranged_threat_label": "Medium",
    "melee_threat": 12,
    "melee_threat_label": None,
    "max_strain": 6,
    "armour": 1,
    "retaliation_limit": 2,
    "retaliations": [
        {
            "name": "Snap",
            "trigger": "melee",
            "range": "intimate",
            "damage": "1d6",
            "effect": None,
            "uses_per_round": 1,
        },
        {
            "name": "Howl",
            "trigger": "any",
            "range": 3,
            "damage": None,
            "effect": "Heroes lose 1 Strain.",
            "uses_per_round": 2,
        },
    ],
    "has_reach": True,
    "speed": 2,
}


def test_a_glowlands_block_reads_like_a_printed_one() -> None:
    html = statblock_html("glowlands", HOUND, "Threat & Retaliation")

    assert "<h1>Glass &lt;Hound&gt;</h1>" in html  # everything the GM typed is escaped
    assert '<p class="meta">Threat &amp; Retaliation · beast, pack</p>' in html
    assert "<p>Packs of them hunt the dunes.<br><br>They sing before they bite.</p>" in html
    assert (
        '<p><b>Ranged Threat</b> 9 <span class="label">(Medium)</span> &nbsp;·&nbsp; <b>Melee Threat</b> 12</p>'
        in html
    )
    assert "<b>Strain</b> 6 &nbsp;·&nbsp; <b>Armour</b> 1 &nbsp;·&nbsp; <b>Speed</b> 2 zones" in html
    assert "<b>Reach</b> yes" in html
    assert '<h2>Retaliations</h2><p class="meta">At most 2 a round.</p>' in html
    assert "<p><b>Snap.</b> <i>Melee, Intimate.</i> 1d6 damage.</p>" in html
    assert (
        '<p><b>Howl.</b> <i>Any, 3 zones.</i> Heroes lose 1 Strain. <span class="label">(2 times a round)</span></p>'
        in html
    )


def test_half_typed_values_still_render() -> None:
    html = statblock_html("glowlands", {"name": "", "ranged_threat": "x", "retaliations": [{}, "junk"]})
    assert "<h1>(unnamed)</h1>" in html and "<b>Ranged Threat</b> —" in html
    assert "<p><b>(unnamed).</b> <i>?, ?.</i></p>" in html


def test_other_systems_are_laid_out_from_their_specs(seeded, creature_id) -> None:
    captain = get_creature(creature_id("Captain of the Watch"))
    html = statblock_html("teams", captain.statblock, "Alternating Teams")
    assert "<b>Evasion</b> 13" in html and "<b>Health</b> 14" in html
    assert "<p><b>Deflection</b> Physical 4, Elemental 1</p>" in html
    assert "<h2>Weapons</h2><p><b>Longsword.</b>" in html
    assert "Reload cost" not in html.split("Longsword.")[1].split("</p>")[0]  # defaults are left out

    troll = get_creature(creature_id("Hill Troll"))
    html = statblock_html("cards", troll.statblock, "Initiative Cards")
    assert '<span class="label">Range band (zones)</span> 1–2' in html
    assert "<b>Ignores darkness</b>" in html


def test_the_view_keeps_its_scroll_position(qtbot, seeded, creature_id) -> None:
    view = StatblockView()
    qtbot.addWidget(view)
    view.resize(200, 120)
    view.show()
    captain = get_creature(creature_id("Captain of the Watch"))
    view.show_creature("teams", captain.statblock, "Alternating Teams")
    bar = view.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(bar.maximum() // 2)
    kept = bar.value()
    view.show_creature("teams", captain.statblock | {"name": "Captain"}, "Alternating Teams")
    assert bar.value() == kept and view.toPlainText().startswith("Captain\n")
