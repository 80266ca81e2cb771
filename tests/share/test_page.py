"""The page for the players' phones, as HTML: made from player facts only, every word of the data escaped,
the state in the first answer."""

from __future__ import annotations

import copy
import re

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.share.page import SharedView, page_html, view_html
from tests.rules.test_demos import _pick
from tests.rules.test_player_facts import secrets_of
from tests.share.conftest import SECRET_SYSTEMS, view_of, with_hidden_creature


def test_the_first_answer_holds_the_round_the_order_and_the_map() -> None:
    enc = Encounter(demo_setup_for("glowlands"), seed=3)
    page = page_html(view_of(enc), "/TOKEN/", "v1")
    assert page.startswith("<!doctype html>")
    assert 'data-version="v1"' in page and 'href="/TOKEN/page.css"' in page and 'src="/TOKEN/page.js"' in page
    assert "Before the fight" in page
    for name in ("Ysolde", "Haelon", "Brannoc", "Relay Yard", "Collapsed Wall"):
        assert name in page
    assert "<svg" in page and '<g id="picture">' in page  # the map, with the place kept for its picture
    assert "difficult terrain" in page
    assert "<style" not in page and "<script>" not in page and " style=" not in page  # nothing inline: CSP


def test_a_name_with_markup_reads_as_written() -> None:
    setup = copy.deepcopy(demo_setup_for("glowlands"))
    setup["combatants"][0]["name"] = '<img src=x onerror="alert(1)">'
    setup["zones"]["zones"][0]["name"] = "<h1>Yard</h1>"
    enc = Encounter(setup, seed=3)
    page = page_html(view_of(enc), "/T/", "v")
    assert "<img" not in page and "<h1>Yard" not in page
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in page and "&lt;h1&gt;Yard&lt;/h1&gt;" in page


def test_a_paused_view_says_so_and_no_fight_says_it_waits() -> None:
    enc = Encounter(demo_setup_for("teams"), seed=3)
    assert "Paused by the GM" in view_html(view_of(enc, frozen=True))
    assert "Paused by the GM" not in view_html(view_of(enc))
    waiting = view_html(SharedView(None))
    assert "Waiting for the GM" in waiting and "<svg" not in waiting


@pytest.mark.parametrize("rid", SECRET_SYSTEMS)
def test_no_page_of_a_played_fight_holds_a_secret(rid: str) -> None:
    setup, hidden = with_hidden_creature(rid)
    enc = Encounter(setup, seed=5)
    secrets = secrets_of(setup)
    acted: set[str] = set()
    pages = [page_html(view_of(enc), "/T/", "v")]
    for _ in range(40):
        if enc.state.outcome is not None or enc.state.round >= 2:
            break
        offered = [c for c in enc.ruleset.legal_commands(enc.state) if c.type != "gm.reveal"]
        actor = enc.state.turn.actor if enc.state.turn is not None else None
        assert enc.handle(_pick(offered, acted, actor)).ok
        pages.append(page_html(view_of(enc), "/T/", "v"))
    assert len(pages) > 5
    for page in pages:
        for secret in secrets:
            assert secret not in page
        assert not re.search(r"\bThreat\b", page)
    creature = next(c for c in enc.state.combatants.values() if c.name == hidden)
    if creature.hidden:
        assert hidden not in pages[-1]
        assert enc.handle(Command("gm.reveal", args={"cid": creature.id})).ok
    assert hidden in page_html(view_of(enc), "/T/", "v")  # revealed: now the players see it
