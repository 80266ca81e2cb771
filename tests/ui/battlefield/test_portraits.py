"""Faces: a portrait given to a bestiary creature or a party member shows on its token, in the turn order,
on its card, in the player view once the players may see it, and on the prep sheet (issue #31, item 2)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

from gm_desk import store as repo
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.events import Command
from gm_desk.store import CreatureRecord
from gm_desk.ui.campaigns import sheet_dialog
from gm_desk.ui.campaigns.manager import edit_member
from gm_desk.ui.change import LAYOUT
from gm_desk.ui.initiative.order_list import ROW_ROLE
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.prep_sheet_content import sheet_content
from tests.store.encounter_file_cases import data_file_digest
from tests.store.picture_files import picture_bytes
from tests.ui.conftest import start_fight
from tests.ui.test_hidden_combatants import token_action

FACE = picture_bytes("png", (120, 90), "#2a7a4a")


@pytest.fixture
def face_file(tmp_path: Path) -> Path:
    path = tmp_path / "caretaker face.png"
    path.write_bytes(FACE)
    return path


def joined_creature(window: MainWindow) -> tuple[int, str]:
    """A bestiary Caretaker joins the open (prepared) demo; its creature id and its combatant id."""
    stats = next(c for c in demo_setup_for("glowlands")["combatants"] if c["id"] == "caretaker")["stats"]
    creature = repo.save_creature(CreatureRecord("glowlands", "Bestiary Caretaker", copy.deepcopy(stats)))
    assert creature.id is not None
    before = set(window.session.state.combatants)
    window.add_creature(creature.id, "yard")
    (cid,) = set(window.session.state.combatants) - before
    return creature.id, cid


def test_a_creatures_portrait_chosen_in_the_editor_shows_on_its_token_at_once(
    qtbot: Any, window: MainWindow, face_file: Path
) -> None:
    creature_id, cid = joined_creature(window)
    assert window.bestiary.edit_creature(creature_id)
    editor = window.bestiary.editor
    assert editor is not None and editor.portrait.button.isEnabled()
    editor.portrait.ask = lambda: face_file
    assert editor.portrait.choose()
    digest = repo.portrait_of("creature", creature_id)
    assert digest is not None and repo.picture_data(digest) == FACE
    token = window.canvas.map_scene.tokens[cid]
    assert token.look.face == digest  # the open map followed without a reload
    assert window.canvas.map_scene.tokens["haelon"].look.face is None
    assert editor.portrait.face.pixmap() is not None and not editor.portrait.face.pixmap().isNull()
    assert editor.portrait.remove_action.isEnabled()
    editor.portrait.remove()
    assert repo.portrait_of("creature", creature_id) is None and token.look.face is None


def test_a_picture_that_is_no_picture_is_refused_in_the_editor_and_nothing_is_kept(
    qtbot: Any, window: MainWindow, tmp_path: Path, store: Any
) -> None:
    creature_id, _cid = joined_creature(window)
    assert window.bestiary.edit_creature(creature_id)
    editor = window.bestiary.editor
    assert editor is not None
    fake = tmp_path / "face.png"
    fake.write_text("GIF89a not really", encoding="utf-8")
    editor.portrait.ask = lambda: fake
    window.session.flush()
    before = data_file_digest(store)
    assert not editor.portrait.choose()
    assert "face.png" in editor.banner.text() and "nothing was changed" in editor.banner.text()
    assert repo.portrait_of("creature", creature_id) is None and data_file_digest(store) == before


def test_a_new_creature_not_saved_yet_gets_its_portrait_after_saving(qtbot: Any, window: MainWindow) -> None:
    assert window.bestiary.new_creature("glowlands")
    editor = window.bestiary.editor
    assert editor is not None and not editor.portrait.button.isEnabled()
    assert "Save the creature first" in editor.portrait.button.toolTip()


def test_a_pcs_portrait_from_the_party_shows_on_token_row_and_card(
    qtbot: Any, window: MainWindow, face_file: Path, monkeypatch: Any
) -> None:
    session = window.session
    haelon = session.state.combatants["haelon"]
    member = repo.add_party_member(session.campaign_id, haelon.name, "glowlands", dict(haelon.stats))

    def pick_a_face(dialog: sheet_dialog.PartyMemberDialog) -> int:
        dialog.portrait.ask = lambda: face_file
        assert dialog.portrait.choose()
        return QDialog.DialogCode.Rejected  # Cancel: the portrait is kept all the same

    monkeypatch.setattr(sheet_dialog.PartyMemberDialog, "exec", pick_a_face)
    told: list[bool] = []
    assert edit_member(window, "glowlands", member.name, dict(member.sheet), member.id, lambda: told.append(True)) is None
    assert told == [True]
    window.notices.send(LAYOUT)  # as the campaign manager does when its dialog tells of a portrait
    digest = repo.portrait_of("member", member.id)
    assert digest is not None and session.face("haelon") == digest
    assert window.canvas.map_scene.tokens["haelon"].look.face == digest
    start_fight(session)
    order = window.initiative.order
    views = [order.item(i).data(ROW_ROLE) for i in range(order.count())]
    assert next(v for v in views if v is not None and v.cid == "haelon").face == digest
    window.combat.show_combatant("haelon")
    card = window.combat.card
    assert card.face.isVisibleTo(card) and not card.face.pixmap().isNull()
    window.combat.show_combatant("caretaker")
    assert not card.face.isVisibleTo(card)


def test_the_players_see_a_hidden_creatures_face_only_once_it_is_revealed(
    qtbot: Any, window: MainWindow, face_file: Path
) -> None:
    digest = repo.import_picture(face_file).digest
    session = window.session
    assert session.set_faces({"haelon": digest, "caretaker": digest}, "Portraits")
    _menu, hide = token_action(window, "caretaker", "Hidden")
    assert hide is not None
    hide.trigger()
    start_fight(session)
    window.player_view_actions.toggle.trigger()
    view = window.player_view.window
    assert view is not None and view.isVisible()
    assert view.scene.faces.get("haelon") == digest
    assert "caretaker" not in view.scene.faces  # hidden: no face, no token
    assert session.submit(Command("gm.reveal", args={"cid": "caretaker"})).ok
    assert view.scene.faces.get("caretaker") == digest
    window.actions_.undo.trigger()
    assert "caretaker" not in view.scene.faces


@pytest.mark.parametrize("ruleset", ["glowlands", "teams", "factions", "marching", "cards"])
def test_every_systems_tokens_and_prep_sheet_carry_the_faces_set_on_the_map(
    qtbot: Any, make_window: Any, store: Any, ruleset: str
) -> None:
    setup = demo_setup_for(ruleset)
    campaign = repo.create_campaign(f"Faces {ruleset}", ruleset)
    encounter = repo.create_encounter(campaign.id, setup["name"], ruleset, setup)
    window = make_window()
    window.open_encounter(encounter.id)
    session = window.session
    assert session is not None and session.ruleset.id == ruleset
    digest = repo.store_picture(picture_bytes("jpeg", (64, 64), "#884422"), "face.jpg").digest
    pc = next(c.id for c in session.state.combatants.values() if c.is_pc)
    foe = next(c.id for c in session.state.combatants.values() if not c.is_pc)
    assert session.set_faces({pc: digest, foe: digest}, "Portraits")
    tokens = window.canvas.map_scene.tokens
    assert tokens[pc].look.face == digest and tokens[foe].look.face == digest
    others = [t for cid, t in tokens.items() if cid not in (pc, foe)]
    assert others and all(t.look.face is None for t in others)
    content = sheet_content(session.name, session.setup, session.layout, None, session.faces())
    faces = {t.name: t.face for t in content.tokens}
    assert faces[session.state.combatants[pc].name] == digest
    assert list(faces.values()).count(digest) == 2
    window.actions_.undo.trigger()
    assert tokens[pc].look.face is None
