"""Issue 15's bestiary surprises, driven through the real dock and editor: searches that match other
systems, numbers typed outside their bounds, double-click, Esc, new creatures and running fights."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from gm_desk.rules.rulesets import RULESETS, available
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.store import create_campaign, create_encounter, get_creature, list_creatures
from gm_desk.store.bestiary_links import creature_ref
from gm_desk.store.campaigns import update_encounter
from gm_desk.ui.bestiary.library_model import COL_NAME
from tests.ui.bestiary.conftest import focus
from tests.ui.bestiary.test_bestiary_editor import answer, type_into
from tests.ui.bestiary.test_bestiary_library import IMPORTED_PACK

CTRL = Qt.KeyboardModifier.ControlModifier


def double_click_row(viewport, at: QPoint) -> None:
    """Press, release, double-click, release at `at`: the events a GM's double-click delivers."""
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    for kind, buttons in (
        (QEvent.Type.MouseButtonPress, left),
        (QEvent.Type.MouseButtonRelease, none),
        (QEvent.Type.MouseButtonDblClick, left),
        (QEvent.Type.MouseButtonRelease, none),
    ):
        event = QMouseEvent(
            kind,
            QPointF(at),
            QPointF(viewport.mapToGlobal(at)),
            left,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)


# --- 1. a search that matches only other systems says so ----------------------------------------------


def test_a_search_matching_other_systems_says_where_and_switches_in_one_click(qtbot, library) -> None:
    library.set_ruleset("glowlands")
    qtbot.keyClicks(library.search, "bandit")
    assert library.shown_names() == []
    assert library.elsewhere.isVisible()
    elsewhere = {name for rid, name in available() if rid != "glowlands"}
    text = library.elsewhere.text()
    count, _, rest = text.partition(" matches in ")
    system, _, tail = rest.partition(" — ")
    assert system in elsewhere and tail == "show all systems"

    qtbot.mouseClick(library.elsewhere, Qt.MouseButton.LeftButton)
    assert library.system.currentData() is None  # All systems
    assert len(library.shown_names()) == int(count) > 0 and not library.elsewhere.isVisible()


def test_a_search_matching_the_listed_system_only_says_nothing_more(qtbot, library) -> None:
    library.set_ruleset("glowlands")
    qtbot.keyClicks(library.search, "caretaker")
    assert library.shown_names() == ["Caretaker"] and not library.elsewhere.isVisible()


def test_importing_a_pack_of_another_system_lists_that_system(qtbot, library, tmp_path) -> None:
    library.set_ruleset("teams")
    pack = tmp_path / "yard.toml"
    pack.write_text(IMPORTED_PACK, encoding="utf-8")
    assert library.import_file(pack) is not None
    assert library.system.currentData() == "glowlands"
    assert {"Rust Beetle", "Scrap Hound"} <= set(library.shown_names())
    assert library.status.text().endswith("Now listing Threat & Retaliation, the pack's system.")


@pytest.mark.parametrize("width", [260, 300, 360])
def test_in_all_systems_names_keep_a_readable_width(qtbot, library, width) -> None:
    library.set_ruleset(None)
    library.resize(width, 600)
    header = library.table.horizontalHeader()
    longest = max((row[1] for row in list_creatures()), key=library.table.fontMetrics().horizontalAdvance)
    readable = library.table.fontMetrics().horizontalAdvance(longest[:14])  # "Harvester Matr…" at worst
    qtbot.waitUntil(lambda: header.sectionSize(COL_NAME) >= readable)
    assert header.sectionResizeMode(COL_NAME) == header.ResizeMode.Stretch


# --- 2. numbers typed outside their bounds are refused in words -----------------------------------------


def test_a_negative_threat_is_refused_in_words_and_changes_nothing(qtbot, pair, creature_id) -> None:
    _library, editor = pair
    caretaker = creature_id("Caretaker")
    editor.load_creature(caretaker)
    melee = editor.field("melee_threat")
    type_into(qtbot, melee.input, "-3")

    assert melee.input.lineEdit().text() == "-3"  # what the GM typed stays, to be fixed
    assert melee.input.value() == 10 and editor.value()["melee_threat"] == 10  # no sign flip
    assert melee.message.isVisible()
    assert (
        melee.issue_text()
        == "-3 is not allowed: Melee Threat goes from 1 to 30. It stays 10 until you fix it."
    )
    qtbot.keyClick(melee.input, Qt.Key.Key_S, CTRL)
    assert editor.banner.text().startswith("Not saved: -3 is not allowed")
    assert get_creature(caretaker).statblock["melee_threat"] == 10

    type_into(qtbot, melee.input, "12")
    assert melee.input.value() == 12 and melee.issue_text() == ""
    qtbot.keyClick(melee.input, Qt.Key.Key_S, CTRL)
    assert get_creature(caretaker).statblock["melee_threat"] == 12


def test_every_number_of_a_stat_block_refuses_what_is_outside_its_bounds(qtbot, editor, creature_id) -> None:
    from gm_desk.ui.forms.leaves import IntEditor

    editor.load_creature(creature_id("Caretaker"))
    numbers = [f for f in editor.form.root.findChildren(IntEditor) if f.input.minimum() >= 0]
    assert numbers
    for field in numbers:
        before = field.value()
        type_into(qtbot, field.input, "-5")  # a minus sign where none is allowed: never a silent 5
        assert field.input.lineEdit().text() == "-5" and field.value() == before, field.spec.name
        assert field.issue_text().startswith("-5 is not allowed:"), field.spec.name
        field.set_value(before)
    assert editor.form.refused_numbers() == []


# --- 3. double-click opens; adding is its own act -----------------------------------------------------


def test_double_click_and_return_open_the_creature_and_ctrl_return_adds_it(qtbot, pair, creature_id) -> None:
    library, editor = pair
    added: list[int] = []
    library.add_requested.connect(added.append)
    hound = creature_id("Glass Hound")
    assert library.select_creature(hound)
    index = library.proxy.mapFromSource(library.model.index(library.model.row_of(hound), COL_NAME))
    at = library.table.visualRect(index).center()
    double_click_row(library.table.viewport(), at)
    assert editor.creature_id == hound and added == []

    cultist = creature_id("Cultist")
    assert library.select_creature(cultist)
    qtbot.keyClick(focus(qtbot, library.table), Qt.Key.Key_Return)
    assert editor.creature_id == cultist and added == []

    qtbot.keyClick(focus(qtbot, library.table), Qt.Key.Key_Return, CTRL)
    assert added == [cultist]
    assert "Ctrl+Return" in library.add_button.toolTip()
    qtbot.mouseClick(library.add_button, Qt.MouseButton.LeftButton)
    assert added == [cultist, cultist]


# --- 4. Esc and Ctrl+W close the editor, asking about unsaved changes ----------------------------------


@pytest.mark.parametrize("key", [(Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_W, CTRL)])
def test_esc_and_ctrl_w_close_the_editor_window(qtbot, library, creature_id, monkeypatch, key) -> None:
    caretaker = creature_id("Caretaker")
    assert library.edit_creature(caretaker)
    window, editor = library.editor_window, library.editor
    qtbot.waitExposed(window)
    name = editor.field("name").input
    qtbot.keyClick(focus(qtbot, name), *key)
    assert not window.isVisible()  # nothing changed: no question

    assert library.edit_creature(caretaker)
    type_into(qtbot, editor.field("armour").input, "5")
    asked = answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    qtbot.keyClick(editor.field("armour").input, *key)
    assert asked == ["Save your changes to Caretaker first?"] and window.isVisible() and editor.is_dirty()

    answer(monkeypatch, QMessageBox.StandardButton.Save)
    qtbot.keyClick(editor.field("armour").input, *key)
    assert not window.isVisible() and get_creature(caretaker).statblock["armour"] == 5


def test_discard_closes_without_saving(qtbot, library, creature_id, monkeypatch) -> None:
    caretaker = creature_id("Caretaker")
    assert library.edit_creature(caretaker)
    window, editor = library.editor_window, library.editor
    qtbot.waitExposed(window)
    type_into(qtbot, editor.field("armour").input, "7")
    answer(monkeypatch, QMessageBox.StandardButton.Discard)
    qtbot.keyClick(editor.field("armour").input, Qt.Key.Key_Escape)
    assert not window.isVisible() and get_creature(caretaker).statblock["armour"] != 7


# --- 5. a new creature of any system starts savable -----------------------------------------------------


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_a_new_creature_of_every_system_can_be_saved_as_it_starts(qtbot, pair, ruleset) -> None:
    library, editor = pair
    assert library.new_creature(ruleset)
    assert editor.issue_text() == "" and editor.save_action.isEnabled()
    assert editor.save()
    assert get_creature(editor.creature_id).ruleset == ruleset


# --- 6. saving a creature running fights use says they keep their copy ----------------------------------


def test_saving_a_creature_a_running_fight_uses_says_the_fight_keeps_its_copy(
    qtbot, pair, creature_id
) -> None:
    library, editor = pair
    hound = get_creature(creature_id("Glass Hound"))
    setup = demo_setup()
    setup["combatants"].append(
        {"id": "h1", "name": "Glass Hound", "kind": "NPC", "side": "relay", "zone": "gate",
         "stats": hound.statblock, "ref": creature_ref(hound.id)}
    )  # fmt: skip
    encounter = create_encounter(create_campaign("Hunt", "glowlands").id, "Kennels", "glowlands", setup)
    update_encounter(encounter.id, status="running")

    editor.load_creature(hound.id)
    type_into(qtbot, editor.field("max_strain").input, "12")
    assert editor.save()
    assert library.status.text() == (
        "Saved Glass Hound. 1 running fight keeps its copy of Glass Hound; to give it the new stats there, "
        "open the fight and use Encounter ▸ Refresh from bestiary…"
    )


def test_zones_of_a_retaliation_refuse_a_minus_sign_in_words(qtbot, editor, creature_id) -> None:
    caretaker = creature_id("Caretaker")
    editor.load_creature(caretaker)
    reach = editor.field("retaliations").detail.field("range")
    reach.kind.setCurrentIndex(reach.kind.findData("zones"))
    type_into(qtbot, reach.zones, "-2")
    assert reach.zones.lineEdit().text().startswith("-2") and reach.value() >= 0
    assert reach.issue_text().startswith("-2 is not allowed: Range goes from")
    assert not editor.save() and editor.banner.text().startswith("Not saved: -2 is not allowed")
