"""Fixtures for the shared page: a server on loopback serving a demo fight, and fights with a hidden creature."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.engine import Encounter
from gm_desk.rules.player_facts import player_facts
from gm_desk.share.page import Rect, SharedView
from gm_desk.share.server import ShareServer
from gm_desk.zone_layout import clean_layout, fill_layout
from tests.ui.conftest import make_window  # noqa: F401 (the window the browser tests share from)

SECRET_SYSTEMS = ("glowlands", "teams", "cards")


def with_hidden_creature(rid: str) -> tuple[dict[str, Any], str]:
    """The demo of ``rid`` with its last creature hidden (as the player window's tests make it)."""
    setup = copy.deepcopy(demo_setup_for(rid))
    creature = [c for c in setup["combatants"] if c.get("kind") != "PC"][-1]
    creature["hidden"] = True
    return setup, creature["name"]


def rects_of(enc: Encounter) -> dict[str, Rect]:
    layout = clean_layout({})
    fill_layout(layout, list(enc.state.zones.zones), enc.state.zones.links)
    return {z: (r[0], r[1], r[2], r[3]) for z, r in layout["zones"].items()}


def view_of(enc: Encounter, frozen: bool = False) -> SharedView:
    return SharedView(player_facts(enc.ruleset, enc.state), rects_of(enc), frozen)


@pytest.fixture
def serving() -> Iterator[tuple[ShareServer, Encounter]]:
    """The glowlands demo served on 127.0.0.1, any free port."""
    enc = Encounter(demo_setup_for("glowlands"), seed=3)
    server = ShareServer("127.0.0.1", 0)
    server.publish(view_of(enc))
    server.start()
    try:
        yield server, enc
    finally:
        server.stop()
