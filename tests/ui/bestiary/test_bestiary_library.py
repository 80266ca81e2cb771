"""The bestiary library: its item model, searching, sorting, dragging out, and its row actions."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QMimeData, QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from gm_desk.store import CreatureRecord, get_creature, list_creatures, save_creature
from gm_desk.ui.bestiary import CREATURE_MIME, BestiaryLibrary, creature_ids_from_mime
from gm_desk.ui.bestiary.library_model import (
    COL_NAME,
    COL_SYSTEM,
    COL_TAGS,
    COL_THREAT,
    ID_ROLE,
    RULESET_ROLE,
    TAGS_ROLE,
    THREAT_HI_ROLE,
    THREAT_LO_ROLE,
    CreatureFilterModel,
)

GLOWLANDS = [
    "Beacon Drone", "Caretaker", "Choir Spire", "Cinder Tick Swarm", "Ghostlight Heron", "Glass Hound",
    "Harvester Matriarch", "Ironbough Colossus", "Lumen Moth Swarm", "Peacekeeper", "Scrapjaw Boar",
    "Sump Crawler", "Wayfinder Sentinel",
]  # fmt: skip


def test_the_model_lists_every_creature_and_passes_the_model_tester(library, qtmodeltester) -> None:
    assert library.model.rowCount() == library.row_count() == 36
    qtmodeltester.check(library.model)
    qtmodeltester.check(library.proxy)
    row = library.model.row_of(next(r[0] for r in list_creatures() if r[1] == "Caretaker"))
    index = library.model.index(row, COL_NAME)
    assert index.data() == "Caretaker"
    assert index.data(RULESET_ROLE) == "glowlands"
    assert (index.data(THREAT_LO_ROLE), index.data(THREAT_HI_ROLE)) == (9, 10)
    assert index.data(TAGS_ROLE) == ["machine", "humanoid", "patrol"]
    assert library.model.index(row, COL_SYSTEM).data() == "Threat & Retaliation"
    assert library.model.index(row, COL_THREAT).data() == "9–10"
    assert library.model.index(row, COL_TAGS).data() == "machine, humanoid, patrol"


def test_an_edit_changes_one_row_and_a_new_creature_adds_one(library, creature_id, qtmodeltester) -> None:
    events: list[tuple] = []
    model = library.model
    model.modelReset.connect(lambda: events.append(("reset",)))
    model.dataChanged.connect(
        lambda a, b: events.append(("changed", a.row(), b.row(), a.column(), b.column()))
    )
    model.rowsInserted.connect(lambda parent, a, b: events.append(("inserted", a, b)))
    model.rowsRemoved.connect(lambda parent, a, b: events.append(("removed", a, b)))
    model.layoutChanged.connect(lambda *args: events.append(("layout",)))
    hound = get_creature(creature_id("Glass Hound"))
    row = model.row_of(hound.id)

    library.creature_saved(replace(hound, name="Glass Wolf", threat_hi=14))  # stays in its place
    library.creature_saved(replace(hound, name="Glass Wolf", threat_hi=14))  # no change, no signal
    assert events == [("changed", row, row, 0, 4)]
    assert model.index(row, COL_NAME).data() == "Glass Wolf" and model.index(row, COL_THREAT).data() == "9–14"

    events.clear()
    library.creature_saved(replace(hound, id=9999, name="Brand New"))  # added, then sorted into place
    assert events == [("inserted", 36, 36), ("layout",)] and model.row_of(9999) == 7
    library.creatures_deleted(9999)
    library.creature_saved(replace(hound, name="Aardvark"))  # a rename that moves the row to the top
    assert events[2:] == [("removed", 7, 7), ("changed", row, row, 0, 4), ("layout",)]
    assert model.row_of(hound.id) == 0 and library.shown_names()[0] == "Aardvark"
    qtmodeltester.check(model)


def test_search_as_you_type_by_name_tag_and_pack(qtbot, library) -> None:
    qtbot.keyClicks(library.search, "hou")
    assert library.shown_names() == ["Glass Hound", "Watch Hound"]
    qtbot.keyClicks(library.search, "nd")
    assert library.shown_names() == ["Glass Hound", "Watch Hound"]
    library.search.clear()
    qtbot.keyClicks(library.search, "GUARD")  # a tag, whatever the case
    assert library.shown_names() == [
        "Captain of the Watch", "Crossbow Sentry", "Gate Sergeant", "Peacekeeper", "Watch Guard",
        "Wayfinder Sentinel",
    ]  # fmt: skip
    library.search.clear()
    qtbot.keyClicks(library.search, "goblin warren")  # the pack's name
    assert len(library.shown_names()) == 6 and library.row_count() == 6
    library.search.clear()
    assert library.row_count() == 36


def test_filter_by_system_and_threat_range(qtbot, library) -> None:
    library.system.setCurrentIndex(library.system.findData("glowlands"))
    assert library.shown_names() == GLOWLANDS
    assert library.table.isColumnHidden(COL_SYSTEM)

    library.set_threat_range(12, 13)  # overlapping: 9–12, 10–13, 11–14 ... but not 7–11 or 8–11
    shown = library.shown_names()
    for row in list_creatures("glowlands"):
        overlaps = row[4] <= 13 and row[5] >= 12
        assert (row[1] in shown) == overlaps, row
    assert "Caretaker" not in shown and "Harvester Matriarch" in shown

    library.system.setCurrentIndex(0)  # all systems: unrated creatures stay out while a range is set
    assert not library.table.isColumnHidden(COL_SYSTEM)
    assert "Grey Wolf" not in library.shown_names() and "Goblin Skulker" in library.shown_names()
    library.threat_min.setValue(library.threat_min.minimum())
    library.threat_max.setValue(library.threat_max.minimum())
    assert library.row_count() == 36 and library.threat_min.text() == "any"


def test_a_system_without_ratings_has_no_threat_column_and_no_range(qtbot, library) -> None:
    library.set_ruleset("glowlands")
    library.set_threat_range(12, 13)
    narrowed = library.row_count()
    assert not library.table.isColumnHidden(COL_THREAT) and not library.threat_min.isHidden()

    library.set_ruleset("cards")  # initiative cards: no creature has a Threat, Evasion or AC
    assert library.table.isColumnHidden(COL_THREAT)
    assert library.threat_min.isHidden() and library.threat_max.isHidden()  # no range row at all
    # The range set for the other system would hide every card creature; here it filters nothing.
    assert library.row_count() == len(list_creatures("cards")) > 0

    library.set_ruleset("glowlands")  # and it is still there on the way back
    assert library.row_count() == narrowed and not library.table.isColumnHidden(COL_THREAT)
    assert not library.threat_max.isHidden()


def test_set_ruleset_follows_the_open_encounter(library) -> None:
    library.set_ruleset("marching")
    assert library.system.currentText() == "Marching Order" and library.row_count() == 6
    library.set_ruleset(None)
    assert library.row_count() == 36


def test_columns_sort_when_the_header_is_clicked(qtbot, library) -> None:
    library.system.setCurrentIndex(library.system.findData("glowlands"))
    header = library.table.horizontalHeader()
    assert library.shown_names() == GLOWLANDS  # by name, ignoring case, to begin with

    def click_header(column: int) -> None:
        x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))

    def threats() -> list[tuple[int, int]]:
        model = library.proxy
        return [
            (model.index(r, 0).data(THREAT_LO_ROLE), model.index(r, 0).data(THREAT_HI_ROLE))
            for r in range(model.rowCount())
        ]

    library.select_creature(next(r[0] for r in list_creatures() if r[1] == "Scrapjaw Boar"))
    click_header(COL_THREAT)
    assert threats() == sorted(threats())
    assert [library.model.creature_row(library.model.row_of(i))[1] for i in library.selected_ids()] == [
        "Scrapjaw Boar"
    ]  # the selection follows its creature through the sort
    assert threats()[0][0] == min(r[4] for r in list_creatures("glowlands"))
    click_header(COL_THREAT)
    assert threats() == sorted(threats(), reverse=True)
    click_header(COL_NAME)
    assert library.shown_names() == GLOWLANDS


def test_dragging_a_creature_out_carries_its_id(qtbot, library, creature_id) -> None:
    caretaker = creature_id("Caretaker")
    assert library.select_creature(caretaker)
    selected = library.table.selectionModel().selectedIndexes()
    assert library.proxy.flags(selected[0]) & Qt.ItemFlag.ItemIsDragEnabled
    assert library.table.dragEnabled()

    mime = library.proxy.mimeData(selected)  # what the view's drag hands to QDrag

    assert library.proxy.mimeTypes() == [CREATURE_MIME]
    assert bytes(mime.data(CREATURE_MIME).data()) == str(caretaker).encode("ascii")
    assert mime.text() == "Caretaker"
    assert creature_ids_from_mime(mime) == [caretaker]
    assert library.proxy.supportedDragActions() == Qt.DropAction.CopyAction


def test_mime_ids_from_strangers_are_refused() -> None:
    for payload in (b"12x", b"-3", b"1" * 30):
        mime = QMimeData()
        mime.setData(CREATURE_MIME, payload)
        assert creature_ids_from_mime(mime) == [], payload
    mime = QMimeData()
    mime.setText("12")
    assert creature_ids_from_mime(mime) == []
    mime.setData(CREATURE_MIME, b"4\n7")
    assert creature_ids_from_mime(mime) == [4, 7]


def test_add_to_encounter_sends_the_selected_creature(qtbot, library, creature_id) -> None:
    assert not library.add_button.isEnabled()
    library.select_creature(creature_id("Peacekeeper"))
    with qtbot.waitSignal(library.add_requested) as sent:
        qtbot.mouseClick(library.add_button, Qt.MouseButton.LeftButton)
    assert sent.args == [creature_id("Peacekeeper")]


def test_delete_from_the_library_asks_first(qtbot, pair, creature_id, monkeypatch) -> None:
    library, editor = pair
    goblin, rats = creature_id("Goblin"), creature_id("Warren Rat Swarm")
    editor.load_creature(goblin)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda _p, _t, text, *a: asked.append(text) or answers.pop(0))
    )
    library.set_ruleset("marching")
    library.select_creature(goblin)
    library.table.selectionModel().select(
        library.proxy.mapFromSource(library.model.index(library.model.row_of(rats), 0)),
        library.table.selectionModel().SelectionFlag.Select
        | library.table.selectionModel().SelectionFlag.Rows,
    )

    assert not library.delete_selected()
    assert library.delete_selected()

    assert (
        asked
        == [
            "Delete these 2 creatures from the bestiary?\n\nEncounters that already use them keep their copies."
        ]
        * 2
    )
    remaining = {row[0] for row in list_creatures()}
    assert goblin not in remaining and rats not in remaining and len(remaining) == 34
    assert library.row_count() == 4 and editor.record is None


def test_duplicate_from_the_library(library, creature_id) -> None:
    library.select_creature(creature_id("Grey Wolf"))
    assert library.duplicate_selected()
    copy_id = library.selected_ids()[0]
    assert get_creature(copy_id).name == "Grey Wolf (copy)" and library.row_count() == 37
    index = library.proxy.index(library.table.currentIndex().row(), COL_NAME)
    assert index.data() == "Grey Wolf (copy)" and index.data(ID_ROLE) == copy_id


def test_without_a_docked_editor_edit_opens_a_window_of_its_own(
    qtbot, library, creature_id, monkeypatch
) -> None:
    library.select_creature(creature_id("Cultist"))
    qtbot.mouseClick(library.toolbar.widgetForAction(library.edit_action), Qt.MouseButton.LeftButton)
    window = library.editor_window
    qtbot.waitExposed(window)
    assert window.isVisible() and library.editor.creature_id == creature_id("Cultist")
    assert window.windowTitle() == "Cultist — Bestiary editor"

    library.editor.field("harm_capacity").input.setValue(9)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a: QMessageBox.StandardButton.Cancel))
    window.close()
    assert window.isVisible()  # unsaved changes: the GM chose to stay
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a: QMessageBox.StandardButton.Discard))
    window.close()
    assert not window.isVisible() and get_creature(creature_id("Cultist")).statblock["harm_capacity"] != 9


def test_in_a_narrow_dock_tags_give_way_to_names(qtbot, library) -> None:
    library.resize(260, 600)
    qtbot.waitUntil(lambda: library.table.isColumnHidden(COL_TAGS))
    header = library.table.horizontalHeader()
    assert header.sectionResizeMode(COL_NAME) == header.ResizeMode.Stretch
    first = library.proxy.index(0, COL_NAME)
    assert first.data() == "Bandit Archer"
    assert first.data(Qt.ItemDataRole.ToolTipRole) == (
        "Bandit Archer\nFaction Passing\nhuman, bandit, ranged\nFrom Faction Passing: Roadside Bandits"
    )  # the hidden tags are still one hover away
    library.resize(900, 600)
    qtbot.waitUntil(lambda: not library.table.isColumnHidden(COL_TAGS))
    assert header.sectionResizeMode(COL_NAME) == header.ResizeMode.Stretch  # names always stretch


# --- reading a whole bestiary: tags, order, filtering once, reloading ---------------------------------

ODD_TAGS = {
    "Ember Drake": ("fire, ice", 'say "hi"'),
    "Straße Wächter": ("Straße", "ÉCLAIR", "🐉"),
    "Bare Thing": (),
}


def test_tags_are_searched_and_shown_as_they_were_saved(qtbot, library) -> None:
    ids = {
        name: save_creature(CreatureRecord("glowlands", name, {}, tags=tags, pack="Odd Lot")).id
        for name, tags in ODD_TAGS.items()
    }
    library.reload()

    for name, tags in ODD_TAGS.items():
        row = library.model.row_of(ids[name])
        assert library.model.index(row, COL_TAGS).data() == ", ".join(tags)
        assert library.model.index(row, COL_NAME).data(TAGS_ROLE) == list(tags)
    tooltip = library.model.index(library.model.row_of(ids["Bare Thing"]), COL_NAME).data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert tooltip == "Bare Thing\nThreat & Retaliation\nFrom Odd Lot"  # no line for tags it has not got

    def search(text: str) -> list[str]:
        library.search.setText(text)  # as typing does, in one go (keyClicks cannot type 🐉)
        return library.shown_names()

    assert search("fire, ice") == ["Ember Drake"]
    assert search('"HI"') == ["Ember Drake"]
    assert search("strasse") == ["Straße Wächter"]  # in the name and a tag, case-folded
    assert search("éclair") == ["Straße Wächter"]
    assert search("🐉") == ["Straße Wächter"]
    assert search("odd lot") == ["Bare Thing", "Ember Drake", "Straße Wächter"]
    assert search("humanoid, patrol") == []  # the shown text joins tags; a search looks in each alone
    library.search.clear()
    qtbot.keyClicks(library.search, "BARE")
    assert library.shown_names() == ["Bare Thing"]


def test_rows_are_in_case_folded_name_order_then_id(library) -> None:
    made = [
        save_creature(CreatureRecord("glowlands", name, {})).id
        for name in ("zebra", "Aardvark", "aardvark", "AARDVARK", "Éclair", "eclair", "Zebra", "Ω Unit")
    ]
    library.reload()

    stored = list_creatures()
    assert [library.model.creature_row(i)[0] for i in range(library.model.rowCount())] == [
        row[0] for row in sorted(stored, key=lambda row: (row[1].casefold(), row[0]))
    ]
    library.set_ruleset("glowlands")
    names = library.shown_names()
    assert names[:3] == ["Aardvark", "aardvark", "AARDVARK"]  # one name: by id, the order they were made
    assert names[-4:] == ["zebra", "Zebra", "Éclair", "Ω Unit"]  # é and Ω after z, as code points go
    assert names == [
        row[1] for row in sorted(list_creatures("glowlands"), key=lambda r: (r[1].casefold(), r[0]))
    ]
    assert set(made) <= {library.creature_id_at(row) for row in range(library.row_count())}


def test_building_then_choosing_a_system_filters_once_each(qtbot, seeded, monkeypatch) -> None:
    passes: list[tuple[str | None, int]] = []  # each pass over the whole loaded bestiary: system, kept
    real = CreatureFilterModel._accepted

    def counted(self, first: int = 0, last: int | None = None) -> list[int]:
        shown = real(self, first, last)
        if (first, last) == (0, None) and self.sourceModel().rowCount():
            passes.append((self._ruleset, len(shown)))
        return shown

    monkeypatch.setattr(CreatureFilterModel, "_accepted", counted)
    library = BestiaryLibrary()
    qtbot.addWidget(library)
    layouts: list[int] = []
    library.proxy.layoutChanged.connect(lambda *args: layouts.append(library.row_count()))
    assert passes == [(None, 36)]

    passes.clear()
    library.set_ruleset("glowlands")
    library.set_ruleset("glowlands")
    assert passes == [("glowlands", 13)] and layouts == [13]
    assert library.shown_names() == GLOWLANDS
    library.set_ruleset("marching")
    assert passes == [("glowlands", 13), ("marching", 6)] and layouts == [13, 6]


IMPORTED_PACK = """
[pack]
name = "Salvage Yard"
ruleset = "glowlands"
format = 1

[[creatures]]
name = "Scrap Hound"
ranged_threat = 7
melee_threat = 9
max_strain = 5
tags = ["salvage, scrap", 'says "grr"']

[[creatures.retaliations]]
name = "Bite"
trigger = "melee"
range = "engaged"
damage = "1d6"

[[creatures]]
name = "Rust Beetle"
ranged_threat = 6
melee_threat = 8
max_strain = 4

[[creatures.retaliations]]
name = "Acid spit"
trigger = "ranged"
range = 1
damage = "1d4"
"""


def test_an_import_reloads_the_library_under_the_same_search(qtbot, library, tmp_path) -> None:
    library.set_ruleset("glowlands")
    qtbot.keyClicks(library.search, "salvage")
    assert library.shown_names() == []
    pack = tmp_path / "yard.toml"
    pack.write_text(IMPORTED_PACK, encoding="utf-8")

    report = library.import_file(pack)

    assert report is not None and report.added == 2
    assert library.shown_names() == ["Rust Beetle", "Scrap Hound"]  # by the pack's name; one by a tag too
    hound = library.proxy.index(1, COL_TAGS)
    assert hound.data() == 'salvage, scrap, says "grr"'
    assert library.proxy.index(0, COL_TAGS).data() == ""
    assert library.model.rowCount() == 38 and library.system.currentData() == "glowlands"
    library.search.setText("grr")
    assert library.shown_names() == ["Scrap Hound"]
    library.search.clear()
    assert library.shown_names() == sorted([*GLOWLANDS, "Rust Beetle", "Scrap Hound"], key=str.casefold)
