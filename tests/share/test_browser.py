"""The shared page in a real browser (Debian's headless chromium), following a fight played in the real
window: it shows the round, the order and the map; a command in the app appears on it, undo takes it
back, a page whose connection broke catches up; after every step nothing on the page (text or markup)
holds a secret, in three systems, with a hidden creature. And a look at it on a phone's screen."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from gm_desk.rules.events import Command
from gm_desk.share.addresses import LOOPBACK
from gm_desk.ui.main_window import MainWindow
from tests.rules.test_demos import _pick
from tests.rules.test_player_facts import secrets_of
from tests.share.browser import PHONE, chromium, needs_browser
from tests.share.conftest import SECRET_SYSTEMS
from tests.ui.player_view.test_player_view import encounter_with_a_hidden_creature, shown_order

pytestmark = [pytest.mark.slow, needs_browser]
WAIT = 20.0  # seconds a step may take to reach the page before the test gives up (never measured)


def share(window: MainWindow) -> Any:
    """View ▸ Share with players…, this computer only, Start: as the GM does it."""
    actions = window.player_view_actions
    actions.share.trigger()
    dialog = actions.share_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.choose(LOOPBACK)
    dialog.start_button.click()
    sharing = window.player_view.sharing
    assert sharing.running and actions.share.isChecked()
    assert dialog.address.text() == sharing.url and not dialog.qr.pixmap().isNull()
    return sharing


def caught_up(driver: Any, server: Any) -> None:
    """Wait until the page shows the state the server holds now."""
    from selenium.webdriver.support.ui import WebDriverWait

    server.settle()
    version = server.version
    WebDriverWait(driver, WAIT, poll_frequency=0.02).until(
        lambda d: d.execute_script("return document.getElementById('view').dataset.version") == version
    )


def page_text(driver: Any) -> str:
    return driver.execute_script(
        "return document.title + '\\n' + document.body.innerText + '\\n' + document.documentElement.outerHTML"
    )


def check(driver: Any, window: MainWindow, secrets: list[str], hidden: str, when: str) -> None:
    from selenium.webdriver.common.by import By

    session = window.session
    assert session is not None
    text = page_text(driver)
    for secret in secrets:
        assert secret not in text, f"{when}: the page holds {secret!r}"
    assert "Threat" not in text, when
    if any(c.name == hidden and c.hidden for c in session.state.combatants.values()):
        assert hidden not in text, f"{when}: the hidden {hidden} shows"
    rows = driver.execute_script(
        "return Array.from(document.querySelectorAll('#order li .name'), (e) => e.textContent)"
    )
    assert rows == shown_order(window), when
    assert driver.find_elements(By.CSS_SELECTOR, "#map svg .zone"), when


def round_words(driver: Any) -> str:
    return str(driver.execute_script("return document.querySelector('header.head').innerText"))


@pytest.mark.parametrize("rid", SECRET_SYSTEMS)
def test_the_page_follows_the_fight_in_a_browser_and_keeps_its_secrets(
    qtbot: Any, store: Any, make_window: Any, rid: str, tmp_path: Path
) -> None:
    encounter_id, setup, hidden = encounter_with_a_hidden_creature(rid)
    window = make_window()
    assert window.open_encounter(encounter_id)
    sharing = share(window)
    secrets = secrets_of(setup)
    session = window.session
    with chromium() as driver:
        driver.get(sharing.url)
        caught_up(driver, sharing.server)
        assert "Before the fight" in round_words(driver)
        check(driver, window, secrets, hidden, "opened")
        acted: set[str] = set()
        steps = 0
        heads = [round_words(driver)]
        while steps < 40 and session.state.round < 2 and session.state.outcome is None:
            offered = [c for c in session.ruleset.legal_commands(session.state) if c.type != "gm.reveal"]
            actor = session.state.turn.actor if session.state.turn is not None else None
            assert session.submit(_pick(offered, acted, actor)).ok
            steps += 1
            caught_up(driver, sharing.server)
            check(driver, window, secrets, hidden, f"after command {steps}")
            heads.append(round_words(driver))
        assert steps >= 5 and any("Round 1" in head for head in heads)
        for n in range(3):
            window.actions_.undo.trigger()
            caught_up(driver, sharing.server)
            check(driver, window, secrets, hidden, f"after undo {n + 1}")
            assert round_words(driver) == heads[-2 - n]  # taken back: the page reads as it did a step before
        window.actions_.redo.trigger()
        caught_up(driver, sharing.server)
        check(driver, window, secrets, hidden, "after redo")

        # The connection breaks (sharing stops: a phone off the network), the fight goes on, and the page
        # catches up by itself once the address answers again.
        url = sharing.url
        window.player_view_actions.share.trigger()  # unchecked: sharing stops
        assert not sharing.running
        for _ in range(2):
            offered = [c for c in session.ruleset.legal_commands(session.state) if c.type != "gm.reveal"]
            actor = session.state.turn.actor if session.state.turn is not None else None
            assert session.submit(_pick(offered, acted, actor)).ok
        dialog = window.player_view_actions.open_share_dialog()
        dialog.start_button.click()
        assert sharing.url == url  # the same address as before
        caught_up(driver, sharing.server)
        check(driver, window, secrets, hidden, "after the reconnection")

        creature = next(c for c in session.state.combatants.values() if c.name == hidden)
        if creature.hidden:
            assert hidden not in page_text(driver)
            assert session.submit(Command("gm.reveal", args={"cid": creature.id})).ok
            caught_up(driver, sharing.server)
        assert hidden in page_text(driver)  # revealed: now the players see it
        check(driver, window, secrets, hidden, "revealed")
        if rid == "glowlands":
            shots = Path(os.environ.get("GM_DESK_SCREENSHOTS") or tmp_path)
            shots.mkdir(parents=True, exist_ok=True)
            picture = shots / "shared-page-390x844.png"
            assert driver.save_screenshot(str(picture))
            width, height = driver.execute_script("return [window.innerWidth, window.innerHeight]")
            assert (width, height) == PHONE
            assert not driver.execute_script(
                "return document.documentElement.scrollWidth > window.innerWidth"
            )  # nothing wider than the phone: no sideways scrolling
    window.close()
    assert not sharing.running  # GM Desk's window closing ends the sharing


def test_freezing_holds_the_page_and_says_so(qtbot: Any, store: Any, make_window: Any) -> None:
    from selenium.webdriver.common.by import By

    encounter_id, _setup, _hidden = encounter_with_a_hidden_creature("teams")
    window = make_window()
    assert window.open_encounter(encounter_id)
    sharing = share(window)
    actions = window.player_view_actions
    assert actions.freeze.isEnabled()  # sharing alone (no player window) is enough to freeze
    with chromium() as driver:
        driver.get(sharing.url)
        caught_up(driver, sharing.server)
        before = round_words(driver)
        actions.freeze.trigger()
        caught_up(driver, sharing.server)
        assert driver.find_elements(By.CSS_SELECTOR, ".paused")
        session = window.session
        assert session.submit(Command("next")).ok  # the fight starts while frozen
        assert round_words(driver).startswith(before.splitlines()[0])
        actions.freeze.trigger()
        caught_up(driver, sharing.server)
        assert not driver.find_elements(By.CSS_SELECTOR, ".paused")
        assert round_words(driver) != before
