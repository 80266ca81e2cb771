"""Under the pseudo-language no word of the app is left in plain English: the main window after a round
of each system (its panels, menus and the round's log), and every dialog and window the menus open.

The pseudo-language alters every letter of a translated string, so a run of plain ASCII letters that is
left once the GM's own data (names, zone names, effects), keys and dice are taken out is a string that
never went through `tr` or `t`. The names of the five systems are the chapters' titles and stay as
they are, like a book's title. The manual (Help ▸ Manual) is one document, translated as a whole
file; in the pseudo-language every text of the English one is altered.
"""

from __future__ import annotations

import random
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget

from gm_desk import store as repo
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.rulesets import RULESETS
from gm_desk.store import list_creatures, seed_if_empty
from gm_desk.ui.i18n import use_language
from tests.conftest import BESTIARY_DIR
from tests.rules.test_demos import _pick
from tests.ui.i18n.visible_words import setup_words, unaltered, visible_words

SYSTEM_TITLES = [plugin.name for plugin in RULESETS.values()]
SYSTEM_TITLES += [title.replace("&", "&&") for title in SYSTEM_TITLES]  # as a menu writes a bare &


@pytest.fixture
def pseudo(qapp: Any) -> Iterator[None]:
    use_language("pseudo")
    yield
    use_language("en")


def _open_demo(store: Any, make_window: Callable[[], Any], rid: str) -> tuple[Any, list[str]]:
    setup = demo_setup_for(rid)
    campaign = repo.create_campaign(f"Campaign {rid}", rid)
    repo.set_who_rolls(campaign.id, "app")
    record = repo.create_encounter(campaign.id, setup["name"], rid, setup)
    window = make_window()
    window.resize(1280, 800)
    assert window.open_encounter(record.id)
    return window, [campaign.name, *setup_words(setup), *SYSTEM_TITLES]


def _play_a_round(window: Any, seed: int = 1) -> None:
    session = window.session
    session.encounter.dice = DiceBox(rng=random.Random(seed))  # the same round every run
    acted: set[str] = set()
    for _ in range(150):
        if session.state.round >= 2 or session.state.outcome is not None:
            return
        actor = session.state.turn.actor if session.state.turn is not None else None
        outcome = session.submit(_pick(session.ruleset.legal_commands(session.state), acted, actor))
        assert outcome.ok, outcome
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("rid", list(RULESETS))
def test_the_main_window_after_a_round_has_no_plain_english(
    qtbot: Any, store: Any, make_window: Callable[[], Any], pseudo: None, rid: str, seed: int
) -> None:
    """One round of the system's demo, three ways (three seeds for GM Desk's dice)."""
    window, data = _open_demo(store, make_window, rid)
    _play_a_round(window, seed)
    qtbot.wait(10)
    words = visible_words(window)
    log = [text for where, text in words if "combatLog" in where]
    assert len(log) > 10, "the round's log is on screen"
    plain = "\n".join(f"{where}: {text!r}" for where, text in unaltered(words, data))
    assert not plain, "plain English left:\n" + plain


# Every menu entry that opens a dialog or a window of its own, in prep and once the fight is over.
PREP_DIALOGS = (
    "new_encounter",
    "open_encounter",
    "campaigns",
    "backups",
    "about",
    "options",
    "change_system",
    "sides",
    "groups",
    "scene_events",
    "add_scene_event",
    "use_map",
    "difficulty",
    "manual",
    "shortcuts",
)


def _new_windows(before: set[int]) -> list[QWidget]:
    return [
        w
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and id(w) not in before and not isinstance(w, QFileDialog)
    ]


def _words_of_what_opens(qtbot: Any, trigger: Callable[[], None]) -> list[tuple[str, str]]:
    """Trigger an action; read every window it opened (modal ones from inside their own loop); close them."""
    before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
    found: list[tuple[str, str]] = []

    def read_and_close() -> None:
        for window in _new_windows(before):
            found.extend(visible_words(window))
            if isinstance(window, QDialog | QMessageBox):
                window.reject()
            else:
                window.close()

    QTimer.singleShot(50, read_and_close)
    trigger()
    qtbot.wait(120)
    read_and_close()
    return found


def test_every_dialog_has_no_plain_english(
    qtbot: Any, store: Any, make_window: Callable[[], Any], pseudo: None
) -> None:
    window, data = _open_demo(store, make_window, "glowlands")
    seen: dict[str, int] = {}
    left: dict[str, list[tuple[str, str]]] = {}
    for name in PREP_DIALOGS:
        action = getattr(window.actions_, name)
        assert action.isEnabled(), name
        words = _words_of_what_opens(qtbot, action.trigger)
        seen[name] = len(words)
        left[name] = unaltered(words, data)
    assert all(seen.values()), {name: n for name, n in seen.items() if not n}
    plain = "\n".join(f"{name}: {where}: {text!r}" for name, texts in left.items() for where, text in texts)
    assert not plain, "plain English left:\n" + plain


def _pack_words(folder: Path) -> set[str]:
    """The GM's own words in the shipped packs (creature names, tags, weapons, effects)."""
    words: set[str] = set()
    for pack in folder.glob("*.toml"):
        words |= setup_words(tomllib.loads(pack.read_text(encoding="utf-8")))
    return words


def test_the_bestiary_editor_and_the_windows_of_a_fight_have_no_plain_english(
    qtbot: Any, store: Any, make_window: Callable[[], Any], pseudo: None
) -> None:
    report = seed_if_empty(store, BESTIARY_DIR)
    assert report.seeded and not report.problems
    window, data = _open_demo(store, make_window, "glowlands")
    data += sorted(_pack_words(BESTIARY_DIR)) + [row[1] for row in list_creatures()]
    found: dict[str, list[tuple[str, str]]] = {}

    library = window.bestiary
    library.select_creature(next(row[0] for row in list_creatures() if row[1] == "Caretaker"))
    found["bestiary editor"] = _words_of_what_opens(qtbot, library.edit_action.trigger)
    found["player view"] = _words_of_what_opens(qtbot, window.player_view_actions.toggle.trigger)
    window.player_view_actions.toggle.trigger()
    card = window.combat.card
    found["condition library"] = _words_of_what_opens(qtbot, card.conditions.manage)
    _play_a_round(window)
    found["damage"] = _words_of_what_opens(qtbot, lambda: window.canvas.map_scene.open_damage("caretaker"))
    assert all(found.values()), {name: len(words) for name, words in found.items()}
    plain = "\n".join(
        f"{name}: {where}: {text!r}"
        for name, words in found.items()
        for where, text in unaltered(words, data)
    )
    assert not plain, "plain English left:\n" + plain
