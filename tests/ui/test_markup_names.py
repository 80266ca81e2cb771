"""Markup in names reads as written everywhere (#29.6).

Every named text field of an encounter and of a creature holds markup (an HTML heading with a style, plus
Markdown emphasis and a link), each with a word of its own. The main window is read as a person reads it
(every widget, shown or hidden: labels through their text format, tooltips through Qt's own guess, item
views, combo boxes and the map through their texts) after the encounter opens and again after a few
steps of the fight; so are the bestiary editor, the combatant card and the player view. Each must show
the marks as typed. The prep sheet (its HTML and the PDF's text), the fight recap and the combat log's
Markdown (read through Qt's own Markdown reader) must too.
"""

from __future__ import annotations

from collections import deque
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.glowlands.demo import CARETAKER, demo_setup
from gm_desk.rules.statblocks import validate_creature
from gm_desk.store import repositories as repo
from gm_desk.store.records import CreatureRecord
from gm_desk.ui.main_window import MainWindow
from tests.ui.markup_reader import Reading, problems, read_all, words_read


def mark(word: str) -> str:
    """Markup a GM might paste: an HTML heading with a style, Markdown emphasis and a link, and an "&"
    (Qt's mnemonic mark in buttons, menus and tabs)."""
    return f"<h1 style='color:red'>{word}</h1> *b* [l](x) & co"


def short(word: str) -> str:
    """Markup for a field of 40 characters at most."""
    return f"<h1>{word}</h1> *b*"


WORDS = {  # field: the word only its mark holds
    "campaign": "CAMPAIGNW",
    "encounter": "ENCOUNTERW",
    "zone": "ZONEW",
    "party side": "PARTYSIDEW",
    "hostile side": "FOESIDEW",
    "PC": "PCNAMEW",
    "other PC": "PCTWOW",
    "creature": "CREATUREW",
    "other creature": "HOUNDW",
    "weapon": "WEAPONW",
    "wound rank": "WOUNDW",
    "Retaliation": "RETALW",
    "Retaliation effect": "EFFECTW",
    "description": "DESCRIBEW",
    "threat label": "LABELW",
    "tag": "TAGW",
    "group": "GROUPW",
    "condition": "CONDITIONW",
    "scene event": "EVENTW",
    "scene event text": "EVENTTEXTW",
    "note": "NOTEW",
}
SHORT = {"threat label", "tag"}
MARKS = {field: (short(word) if field in SHORT else mark(word)) for field, word in WORDS.items()}
BY_MARK = {MARKS[field]: word for field, word in WORDS.items()}
MARK_TEXTS = tuple(BY_MARK)


def marked_creature() -> dict[str, Any]:
    stats = {**CARETAKER, "name": MARKS["creature"], "description": MARKS["description"] + "\nA second line."}
    stats["melee_threat_label"] = MARKS["threat label"]
    stats["tags"] = [MARKS["tag"], "machine"]
    spear, bow, step = (dict(r) for r in CARETAKER["retaliations"])
    spear["name"] = MARKS["Retaliation"]
    spear["effect"] = MARKS["Retaliation effect"]
    stats["retaliations"] = [spear, bow, step]
    validate_creature("glowlands", stats)  # the bestiary's own rule takes every mark
    return stats


def marked_setup() -> dict[str, Any]:
    setup = demo_setup()
    setup["name"] = MARKS["encounter"]
    setup["options"] = {"retaliation_damage": "confirm"}
    zones = {z["id"]: z for z in setup["zones"]["zones"]}
    zones["yard"]["name"] = MARKS["zone"]
    sides = {s["id"]: s for s in setup["sides"]}
    sides["party"]["name"] = MARKS["party side"]
    sides["relay"]["name"] = MARKS["hostile side"]
    people = {c["id"]: c for c in setup["combatants"]}
    people["haelon"]["name"] = MARKS["PC"]
    people["ysolde"]["name"] = MARKS["other PC"]
    people["haelon"]["stats"]["weapons"][0]["name"] = MARKS["weapon"]
    people["haelon"]["stats"]["wound_ranks"] = [MARKS["wound rank"], "Wounded", "Maimed", "Dying"]
    people["caretaker"]["stats"] = marked_creature()
    people["caretaker"]["name"] = MARKS["creature"]
    people["hound"]["name"] = MARKS["other creature"]
    people["hound"]["stats"] = {**people["hound"]["stats"], "name": MARKS["other creature"]}
    setup["groups"] = {MARKS["group"]: ["hound", "moths"]}
    setup["scene_events"] = [
        {
            "id": "bridge",
            "name": MARKS["scene event"],
            "text": MARKS["scene event text"] + "\nThe ropes creak.",
            "when": "round_start",
            "round": 1,
        }
    ]
    return setup


@pytest.fixture
def marked(store: Any) -> int:
    """The demo encounter with a mark in every named field, in a campaign with a marked name, and the
    marked creature in the bestiary."""
    campaign = repo.create_campaign(MARKS["campaign"], "glowlands")
    setup = marked_setup()
    creature = marked_creature()
    repo.save_creature(
        CreatureRecord(
            id=None,
            ruleset="glowlands",
            name=creature["name"],
            statblock=creature,
            pack=None,
            tags=tuple(creature["tags"]),
        )
    )
    return repo.create_encounter(campaign.id, setup["name"], "glowlands", setup).id


@pytest.fixture
def window(qtbot, store: Any, marked: int) -> MainWindow:
    win = MainWindow(store, dice=DiceBox(script=deque()))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.session is not None and win.session.encounter_id == marked
    return win


def read(widget: Any) -> list[Reading]:
    return read_all(widget, MARK_TEXTS)


def assert_literal(readings: list[Reading]) -> set[str]:
    found = problems(readings, BY_MARK)
    assert not found, "\n".join(found)
    return words_read(readings, BY_MARK)


def play_a_few_steps(window: MainWindow, qtbot: Any) -> None:
    """Initiative typed, round 1 (the scene event comes up), a note, a condition on the creature, the
    marked PC's attack with the marked weapon, which draws the marked Retaliation."""
    session = window.session
    assert session.submit(Command("next")).ok
    for cid, face in {"ysolde": 15, "haelon": 10, "brannoc": 5}.items():
        assert session.submit(
            Command("glowlands.initiative", args={"cid": cid}, dice={"initiative": [face]})
        ).ok
    assert session.submit(Command("next")).ok
    assert session.state.actor == "ysolde"
    assert session.submit(Command("gm.note", args={"text": MARKS["note"]})).ok
    card = window.combat.card
    window.combat.show_combatant("caretaker")
    card.conditions.name.setCurrentText(MARKS["condition"])
    card.conditions.rounds.setValue(2)
    card.conditions.add_button.click()
    assert [c.name for c in session.state.get("caretaker").conditions] == [MARKS["condition"]]
    assert session.submit(Command("end_turn", "ysolde")).ok
    assert session.state.actor == "haelon"
    attack = window.combat.attack
    assert attack.target.currentData() == "caretaker" and attack.weapon.currentData() == MARKS["weapon"]
    attack.roll.enter_faces(12)
    attack.damage.enter_faces(4)
    attack.attack_button.click()
    pending = session.state.rs["pending"]
    assert [p["retaliation"]["name"] for p in pending] == [MARKS["Retaliation"]]
    window.combat.show_combatant("caretaker")


def test_every_widget_of_the_main_window_shows_the_marks_as_written(window: MainWindow, qtbot) -> None:
    opened = read(window)
    seen = assert_literal(opened)
    for field in ("campaign", "encounter", "zone", "PC", "creature", "group", "scene event"):
        assert WORDS[field] in seen, field

    play_a_few_steps(window, qtbot)
    window.player_view.open()
    fought = read(window) + read(window.player_view.window)
    seen |= assert_literal(fought)
    window.combat.show_combatant("haelon")  # the card of a PC: its side, its wound ranks
    seen |= assert_literal(read(window.combat.card))
    for field in ("condition", "note", "Retaliation", "weapon", "scene event text", "Retaliation effect"):
        assert WORDS[field] in seen, field
    for field in ("party side", "hostile side", "tag", "threat label", "other creature"):
        assert WORDS[field] in seen, field


def test_the_bestiary_editor_shows_the_marks_as_written(qtbot, store: Any, marked: int) -> None:
    from gm_desk.ui.bestiary import BestiaryEditor

    creature_id = next(row[0] for row in repo.list_creatures("glowlands") if row[1] == MARKS["creature"])
    editor = BestiaryEditor()
    qtbot.addWidget(editor)
    editor.resize(1100, 760)
    editor.show()
    assert editor.load_creature(creature_id)
    seen = assert_literal(read(editor))
    for field in ("creature", "description", "Retaliation", "Retaliation effect", "threat label", "tag"):
        assert WORDS[field] in seen, field
    retaliations = editor.field("retaliations")
    retaliations.entries.setCurrentRow(0)  # the detail of the marked Retaliation
    seen = assert_literal(read(editor))
    assert editor.title.text() == MARKS["creature"]
    assert editor.title.textFormat() == Qt.TextFormat.PlainText


def test_the_campaign_and_prep_dialogs_show_the_marks_as_written(qtbot, window: MainWindow) -> None:
    from gm_desk.ui.campaigns.manager import CampaignManager
    from gm_desk.ui.prep.new_encounter import NewEncounterDialog

    session = window.session
    pc = next(c for c in session.setup["combatants"] if c["id"] == "haelon")
    repo.add_party_member(session.campaign_id, MARKS["PC"], "glowlands", pc["stats"])
    manager = CampaignManager()
    qtbot.addWidget(manager)
    manager.reload(session.campaign_id)
    seen = assert_literal(read(manager))
    assert {WORDS["campaign"], WORDS["encounter"], WORDS["PC"]} <= seen
    dialog = NewEncounterDialog(session.campaign_id)
    qtbot.addWidget(dialog)
    seen = assert_literal(read(dialog))
    assert {WORDS["campaign"], WORDS["PC"]} <= seen

    readings: list[Reading] = []
    window.actions_.sides.trigger()
    readings += read(window.sides_editor)
    window.actions_.scene_events.trigger()
    events = window.scene_events_dialog
    readings += read(events)
    form = events.open_form("bridge")
    assert form is not None
    readings += read(form)
    form.reject()
    from gm_desk.ui.prep.groups_editor import open_groups_editor

    groups = open_groups_editor(window)
    assert groups is not None
    readings += read(groups)
    scene = window.canvas.map_scene
    menu = scene.zone_menu_actions(scene.zones["yard"])
    readings += [r for a in menu.actions() for r in read_action(a)]
    hazard = next(a for a in menu.actions() if a.text() == "Hazard…")
    hazard.trigger()
    readings += read(scene.hazard_dialog)
    token_menu = scene.token_menu_actions(scene.tokens["caretaker"])
    readings += [r for a in token_menu.actions() for r in read_action(a)]
    seen = assert_literal(readings)
    for field in (
        "party side",
        "hostile side",
        "PC",
        "creature",
        "group",
        "scene event",
        "scene event text",
        "zone",
    ):
        assert WORDS[field] in seen, field


def read_action(action: Any) -> list[Reading]:
    from tests.ui.markup_reader import _action

    out: list[Reading] = []
    _action(action, f"menu>{action.text()}", out, tips_shown=True)
    return out


def markdown_as_read(text: str) -> str:
    """What a Markdown reader shows of ``text`` (Qt's own, CommonMark with GitHub's extensions)."""
    doc = QTextDocument()
    doc.setMarkdown(text)
    return doc.toPlainText()


def test_the_prep_sheet_recap_and_log_export_show_the_marks_as_written(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    from gm_desk.ui.fight_recap import export_recap
    from gm_desk.ui.log_export import to_markdown
    from gm_desk.ui.prep_sheet import sheet_document, write_pdf
    from gm_desk.ui.prep_sheet_content import sheet_content

    session = window.session
    content = sheet_content(session.name, session.setup, session.layout)
    from gm_desk.ui.prep_sheet import page_id

    document = sheet_document(content, page_id("a4"))
    sheet = [Reading("prep sheet", document.toHtml(), document.toPlainText())]
    seen = assert_literal(sheet)
    assert write_pdf(content, tmp_path / "sheet.pdf", "a4") >= 1
    pdf = " ".join((page.extract_text() or "") for page in PdfReader(str(tmp_path / "sheet.pdf")).pages)
    # The PDF's text breaks lines (and so marks) where the page does: compared without white space.
    squeezed = {"".join(mark.split()): word for mark, word in BY_MARK.items()}
    printed = [Reading("prep sheet PDF", pdf, "".join(pdf.split()))]
    assert not problems(printed, squeezed), problems(printed, squeezed)
    assert words_read(printed, squeezed) == seen
    for field in (
        "encounter",
        "zone",
        "party side",
        "hostile side",
        "PC",
        "creature",
        "weapon",
        "wound rank",
    ):
        assert WORDS[field] in seen, field
    for field in ("Retaliation", "Retaliation effect", "threat label", "scene event", "scene event text"):
        assert WORDS[field] in seen, field

    play_a_few_steps(window, qtbot)
    recap = export_recap(window, tmp_path / "recap.md")
    assert recap is not None
    log = to_markdown(session, MARKS["campaign"], datetime(2025, 1, 1))
    files = [
        Reading(
            "recap", recap.read_text(encoding="utf-8"), markdown_as_read(recap.read_text(encoding="utf-8"))
        ),
        Reading("combat log", log, markdown_as_read(log)),
    ]
    seen = assert_literal(files)
    for field in (
        "campaign",
        "encounter",
        "PC",
        "creature",
        "condition",
        "note",
        "Retaliation",
        "scene event",
    ):
        assert WORDS[field] in seen, field
    for reading in files:  # nothing of a mark became a link, emphasis or a heading
        doc = QTextDocument()
        doc.setMarkdown(reading.given)
        assert "href" not in doc.toHtml() and "font-style:italic" not in doc.toHtml(), reading.where
