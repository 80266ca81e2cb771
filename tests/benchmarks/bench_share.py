"""The shared page's delay: from a command applied in the window to the change shown on 10 pages, each in a
headless chromium of its own (ten phones at a table), against the same change notice reaching the player
window in the same run.

The window is the app's own (offscreen), on the glowlands demo in a throwaway data folder, with its player
window open and sharing on loopback. Each command is a legal one of the demo fight (start, initiative,
attacks, turn ends...), sent as the window sends them (`EncounterSession.submit`: decided, saved, the
notice sent). The start is the wall clock just before `submit`; the player window's time is when its
`show_facts` returned (the notice is handled before `submit` returns); each page's time is the one its own
script records when it swapped the change in (`performance.timeOrigin + performance.now()`, the same
clock), read after the page settled, so reading it costs the pages nothing.
"""

from __future__ import annotations

import contextlib
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.benchmarks.report import Row

PAGES = 10
COMMANDS = 40
SETTLE = 0.4  # seconds left to the pages after each command before their times are read


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def measure() -> list[Row]:
    from PySide6.QtWidgets import QApplication

    from gm_desk import store as repo
    from gm_desk.paths import database_path
    from gm_desk.rules.rulesets.glowlands.demo import demo_setup
    from gm_desk.share.addresses import LOOPBACK
    from gm_desk.store.connection import open_store
    from gm_desk.ui.main_window import MainWindow
    from tests.rules.test_demos import _pick
    from tests.share.browser import chromium, have_browser

    if not have_browser():
        return [Row("share: command to 10 pages", float("nan"), "ms", note="chromium is not installed")]
    app = QApplication.instance() or QApplication(["bench"])
    pages_ms: list[float] = []
    window_ms: list[float] = []
    with tempfile.TemporaryDirectory(prefix="gm-desk-bench-share-") as tmp:
        store = open_store(database_path(Path(tmp)))
        try:
            setup = demo_setup()
            campaign = repo.create_campaign("Bench", "glowlands")
            repo.set_who_rolls(campaign.id, "app")
            encounter = repo.create_encounter(campaign.id, setup["name"], "glowlands", setup)
            window = MainWindow(store)
            window.show()
            app.processEvents()
            assert window.open_encounter(encounter.id)
            actions = window.player_view_actions
            actions.toggle.trigger()  # the player window
            view = window.player_view
            player_window = view.window
            shown: list[float] = []
            draw = player_window.show_facts

            def timed_show(*args: Any) -> None:
                draw(*args)
                shown.append(time.time())

            player_window.show_facts = timed_show  # type: ignore[method-assign]
            dialog = actions.open_share_dialog()
            dialog.choose(LOOPBACK)
            assert dialog.start()
            server = view.sharing.server
            assert server is not None
            with contextlib.ExitStack() as browsers:
                drivers = [browsers.enter_context(chromium()) for _ in range(PAGES)]
                for driver in drivers:
                    driver.get(view.sharing.url)
                settled(drivers, server)
                session = window.session
                acted: set[str] = set()
                for _ in range(COMMANDS):
                    if session.state.outcome is not None:
                        break
                    offered = [
                        c for c in session.ruleset.legal_commands(session.state) if c.type != "gm.reveal"
                    ]
                    actor = session.state.turn.actor if session.state.turn is not None else None
                    command = _pick(offered, acted, actor)
                    shown.clear()
                    started = time.time()
                    assert session.submit(command).ok
                    window_ms.append((shown[-1] - started) * 1e3)
                    time.sleep(SETTLE)
                    for at in settled(drivers, server):
                        pages_ms.append((at / 1e3 - started) * 1e3)
            dialog.sharing.stop()
            window.close()
            window.deleteLater()
            app.processEvents()
        finally:
            store.close()
    median, p95 = statistics.median(pages_ms), percentile(pages_ms, 0.95)
    base_median, base_p95 = statistics.median(window_ms), percentile(window_ms, 0.95)
    note = (
        f"{len(window_ms)} commands x {PAGES} pages ({len(pages_ms)} arrivals), each page a headless chromium of "
        f"its own on loopback; the player window's own delay is the whole notice (facts + drawing)"
    )
    return [
        Row(
            f"share: command to the change on {PAGES} pages, median",
            median,
            "ms",
            "the same notice reaching the player window, median",
            base_median,
            "< 100 ms",
            median < 100,
            note=note,
        ),
        Row(
            f"share: command to the change on {PAGES} pages, p95",
            p95,
            "ms",
            "the same notice reaching the player window, p95",
            base_p95,
            "< 250 ms",
            p95 < 250,
        ),
    ]


def settled(drivers: list[Any], server: Any, seconds: float = 30.0) -> list[float]:
    """Wait until every page shows the server's state; the time each one's script swapped it in."""
    from selenium.webdriver.support.ui import WebDriverWait

    server.settle()
    version = server.version
    times = []
    for driver in drivers:
        WebDriverWait(driver, seconds, poll_frequency=0.02).until(
            lambda d: (
                d.execute_script("return document.getElementById('view').dataset.version") == version
                and d.execute_script("return document.body.dataset.shownAt")
            )
        )
        times.append(float(driver.execute_script("return document.body.dataset.shownAt")))
    return times
