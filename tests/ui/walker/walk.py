"""The invariant walker: GM Desk played as a GM plays it, every invariant checked after every step.

Run under an X server (tests/ui/walker/test_walker.py starts it in Xvfb at 1280x800: the offscreen
platform hides geometry problems). For each theme (light, dark) and type size (normal, larger), the
five demos are opened one after the other and a full round of each is played through the window's
own controls (Space on the map for Next; the Action form, or the Attack form with the dice typed as
a player rolled them, for everything else); then an encounter is built through the real widgets and
dialogs. After every step the checks of `invariants` run over every window on the screen. It prints
one JSON object: the problems found by check, and how many steps were checked.

`--plant NAME` plants one defect (a raw word, an over-wide widget, a leftover label, a focus trap, a red
piece of information), so the test can show that each check fails when it should; with `--until CHECK`
the walk ends at the first step that check finds something (a planted walk needs to go no further).
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from gm_desk.paths import database_path  # noqa: E402
from gm_desk.rules.demo import demo_setup_for  # noqa: E402
from gm_desk.rules.dice import DiceBox  # noqa: E402
from gm_desk.rules.dice import dice_drawn as _drawn  # noqa: E402
from gm_desk.store import add_demo_campaign, create_encounter, get_encounter, open_store, seed_if_empty  # noqa: E402
from gm_desk.ui.bestiary.library_model import T_NAME, T_TAGS  # noqa: E402
from gm_desk.ui.combat.dice_entry import DiceEntry  # noqa: E402
from gm_desk.ui.i18n import use_language  # noqa: E402
from gm_desk.ui.initiative.entry import NumberEntry  # noqa: E402
from gm_desk.ui.main_window import MainWindow  # noqa: E402
from gm_desk.ui.prep.new_encounter import NewEncounterDialog  # noqa: E402
from gm_desk.ui.prep.options_editor import OptionsEditor  # noqa: E402
from gm_desk.ui.prep.scene_event_form import SceneEventDialog  # noqa: E402
from gm_desk.ui.prep.sides_editor import SidesEditor  # noqa: E402
from tests.rules.test_demos import _pick  # noqa: E402
from tests.ui.i18n.visible_words import setup_words  # noqa: E402
from tests.ui.walker import invariants as inv  # noqa: E402

SYSTEMS = ("glowlands", "teams", "factions", "marching", "cards")
PLANTS = ("raw_word", "wide_widget", "cut_button", "leftover", "focus_trap", "red_info")
CHECKS = ("words", "fits", "clipped", "stale", "keys", "red", "contrast", "docks")
CTRL = Qt.KeyboardModifier.ControlModifier


def settle(ms: int = 0) -> None:
    QApplication.processEvents()
    if ms:
        QTest.qWait(ms)
    QApplication.processEvents()


class Found(Exception):
    """The check the walk was told to wait for (`--until`) has found something: the walk ends."""


class Walker:
    def __init__(self, window: MainWindow, plant: str | None, until: str | None = None) -> None:
        self.window = window
        self.plant = plant
        self.until = until
        self.problems: dict[str, list[str]] = {name: [] for name in CHECKS}
        self.seen: dict[str, set[str]] = {name: set() for name in CHECKS}
        self.steps = 0
        self.step_name = ""
        self.earlier_names: set[str] = set()
        self.data_words: set[str] = set()
        self.planted: list[QWidget] = []
        self.docks: dict[str, tuple[int, int]] | None = None  # the docks' sizes at the last step

    # --- checking ---------------------------------------------------------------------------------

    def _add(self, check: str, found: list[str]) -> None:
        """Each problem once, with the first step it was seen at."""
        for problem in found:
            if problem not in self.seen[check]:
                self.seen[check].add(problem)
                self.problems[check].append(f"[{self.step_name}] {problem}")
        if found and check == self.until:
            raise Found(check)

    def windows(self) -> list[QWidget]:
        return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow()]

    def encounter_words(self) -> tuple[set[str], set[str], set[str]]:
        session = self.window.session
        if session is None:
            return set(), set(), set()
        state = session.state
        ids = {*state.combatants, *state.zones.zones, *state.sides}
        types = {e.type for entry in session.encounter.log for e in entry.events}
        names = {c.name for c in state.combatants.values()}
        return ids, types, names

    def check(self, step: str, *, contrast: bool = False, sent_from: QWidget | None = None) -> None:
        self.steps += 1
        self.step_name = step
        settle()
        ids, types, names = self.encounter_words()
        data = self.data_words | names | self.earlier_names | self.bestiary_words()
        for top in self.windows():
            self._add("words", inv.programmer_words(top, data, ids, types))
            self._add("fits", inv.frame_fits(top))
            cut = inv.clipped(top)
            # 80-character names, or the larger type, may make a panel scroll sideways rather than widen
            # its dock, by design (gm_desk/ui/combat/scroll.py); in the usual type, words must fit.
            if "long names" in step or " large" in step:
                cut = [problem for problem in cut if "scrolled sideways" not in problem]
            self._add("clipped", cut)
            self._add("red", inv.info_not_red(top, just_sent=sent_from))
            if contrast:
                self._add("contrast", inv.contrast(top))
        shown = [
            self.window.canvas,
            self.window.initiative_dock,
            self.window.combat_dock,
            self.window.log_dock,
        ]
        player = self.window.player_view.window
        self._add(
            "stale", inv.stale_names([*shown, *([player] if player else [])], self.earlier_names, names)
        )
        docks = inv.dock_sizes(self.window)
        if self.docks is not None:
            self._add("docks", inv.docks_stay(self.docks, docks))
        self.docks = docks
        if sent_from is not None:
            self._add("keys", inv.keys_on_fight(inv.focus_widget()))

    def bestiary_words(self) -> set[str]:
        rows = self.window.bestiary.model.creature_rows()
        return {str(row[T_NAME]) for row in rows} | {str(tag) for row in rows for tag in row[T_TAGS]}

    # --- opening --------------------------------------------------------------------------------

    def open(self, encounter_id: int, label: str) -> None:
        session = self.window.session
        if session is not None:
            self.earlier_names |= {c.name for c in session.state.combatants.values()}
        assert self.window.open_encounter(encounter_id), self.window.statusBar().currentMessage()
        self.data_words |= setup_words(get_encounter(encounter_id).setup)
        self.earlier_names -= {c.name for c in self.window.session.state.combatants.values()}
        if self.plant == "leftover" and self.earlier_names:
            self.window.initiative.prompt_label.setText(f"Waiting for {sorted(self.earlier_names)[0]}")
        if self.plant == "wide_widget" and self.earlier_names and not self.planted:
            wide = QPushButton("A very long sentence that no GM typed " * 6, self.window.bestiary)
            self.window.bestiary.layout().addWidget(wide)
            self.planted.append(wide)
        if self.plant == "cut_button" and not self.planted:
            cut = QPushButton("Roll the Retaliation damage for everyone", self.window.combat)
            cut.setFixedWidth(90)  # as a translation twice the English length would be in a fixed box
            self.window.combat.layout().addWidget(cut)
            self.planted.append(cut)
        if self.plant == "raw_word" and not self.planted:
            raw = QLabel("crit_margin", self.window.combat)
            self.window.combat.layout().addWidget(raw)
            self.planted.append(raw)
        if self.plant == "red_info" and not self.planted:
            note = QLabel("Saved Caretaker.", self.window.combat)
            note.setStyleSheet(f"color: {inv.colour(inv.ERROR_COLOUR).name()};")
            self.window.combat.layout().addWidget(note)
            self.planted.append(note)
        settle(30)
        self.check(f"open {label}", contrast=True)

    # --- playing ----------------------------------------------------------------------------------

    def press(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(QApplication.focusWidget() or self.window, key, modifier)
        settle()

    def type_dice(self, entries: dict[str, Any]) -> None:
        """Every die the form asks for, typed as a player would: each die's highest face."""
        for entry in entries.values():
            if entry.isEnabled() and entry.is_rolled:
                faces = _drawn(entry.expr) or (1,)
                entry.input.setFocus()
                QTest.keyClicks(entry.input, " ".join(str(size) for size in faces))
        settle()

    def play_round(self, label: str) -> None:
        session = self.window.session
        acted: set[str] = set()
        start_round = session.state.round
        for number in range(1, 80):
            state = session.state
            if state.outcome is not None or state.round > max(start_round, 1):
                return
            before = len(session.encounter.log)
            actor = state.turn.actor if state.turn is not None else None
            wanted = _pick(session.ruleset.legal_commands(state), acted, actor)
            step = f"{label} step {number}: {wanted.type}"
            if wanted.type == "next" and self.window.actions_.next.isEnabled():
                if inv.typing_widget(QApplication.focusWidget()):
                    self.window.canvas.setFocus()
                self.press(Qt.Key.Key_Space)
                sent = None
            else:
                sent = self.send_with_form(wanted)
            if len(session.encounter.log) == before:
                self.send_through_initiative()
            if len(session.encounter.log) == before:
                raise RuntimeError(f"{step}: nothing happened ({self.window.statusBar().currentMessage()})")
            if sent is not None and self.plant == "focus_trap":
                fields = [f for f in sent.findChildren(QLineEdit) if f.isVisible()]
                if fields:  # the defect: the form keeps the keys in its dice field after a command
                    fields[0].setFocus()
                    settle()
            self.check(step, sent_from=sent)
            if sent is not None:
                self.undo_and_redo_by_keys(step)

    def send_with_form(self, wanted: Any) -> QWidget | None:
        """The command through the Attack form (an attack of a PC's turn) or the Action form; the form."""
        combat = self.window.combat
        attack = combat.attack
        if wanted.type.endswith("attack") and attack.isEnabled() and combat.session is not None:
            self.press(Qt.Key.Key_3, CTRL)
            if QApplication.focusWidget() is attack.roll.input:
                target = wanted.args.get("target")
                if target is not None and attack.target.findData(target) >= 0:
                    attack.target.setCurrentIndex(attack.target.findData(target))
                self.type_dice({"roll": attack.roll, "damage": attack.damage, **attack.extra})
                attack.roll.input.setFocus()
                before = len(self.window.session.encounter.log)
                self.press(Qt.Key.Key_Return)
                if len(self.window.session.encounter.log) > before:
                    return attack
        form = combat.action
        self.press(Qt.Key.Key_6, CTRL)
        form.refresh()
        index = next((i for i, c in enumerate(form.samples) if c == wanted), None)
        if index is None:
            index = next((i for i, c in enumerate(form.samples) if c.type == wanted.type), None)
        if index is None:
            return None
        form.picker.setCurrentIndex(form.picker.findData(index))
        settle()
        self.type_dice(form.dice)
        for _ in range(3):  # a typed die can ask for the next (a hit rolls damage)
            if form.go.isEnabled():
                break
            self.type_dice(form.dice)
        form.picker.setFocus()
        self.press(Qt.Key.Key_Return)
        return form

    def send_through_initiative(self) -> None:
        """What only the initiative panel asks (typed initiative, a choice): answered there."""
        panel = self.window.initiative
        entry = panel.entry
        if entry.isVisible() and entry.waiting():
            for number, cid in enumerate(entry.waiting()):
                field = entry.field(cid)
                if isinstance(field, DiceEntry) and field.is_rolled:
                    self.type_dice({cid: field})
                elif isinstance(field, NumberEntry) and field.value_or_none() is None:
                    field.setFocus()
                    field.selectAll()
                    QTest.keyClicks(field, str(min(field.maximum(), field.minimum() + 2 + number)))
            settle()
            if entry.all_button.isEnabled():
                entry.all_button.click()
                settle()
                return
        for button in panel.choices.findChildren(QPushButton):
            if button.isVisible() and button.isEnabled():
                button.click()
                settle()
                return

    def undo_and_redo_by_keys(self, step: str) -> None:
        """Ctrl+Z and Ctrl+Shift+Z, pressed where the keys are, take the command back and give it again."""
        session = self.window.session
        before = len(session.encounter.log)
        self.press(Qt.Key.Key_Z, CTRL)
        undone = len(session.encounter.log)
        self.press(Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
        redone = len(session.encounter.log)
        if not (undone == before - 1 and redone == before):
            self._add(
                "keys", [f"Ctrl+Z / Ctrl+Shift+Z after the command: log {before} → {undone} → {redone}"]
            )

    # --- the whole walk -------------------------------------------------------------------------

    def demos(self, systems: tuple[str, ...], label: str) -> None:
        for system in systems:
            _campaign, encounter_id = add_demo_campaign(system)
            self.open(encounter_id, f"{label} {system}")
            self.play_round(f"{label} {system}")

    def long_names(self, label: str) -> None:
        """The Threat & Retaliation demo with every combatant, side and zone named at the names rule's
        longest (80 characters), a full round played: no panel may grow past the screen for a name."""
        setup = copy.deepcopy(demo_setup_for("glowlands"))
        for number, row in enumerate(setup["combatants"]):
            row["name"] = _long(f"{row['name']} {number + 1}")
        for row in setup.get("sides", ()):
            row["name"] = _long(row["name"])
        for row in setup["zones"]["zones"]:
            row["name"] = _long(row["name"])
        campaign = self.window.session.campaign_id if self.window.session is not None else None
        assert campaign is not None
        encounter = create_encounter(campaign, _long(f"Long names in {label}"), setup["ruleset"], setup)
        self.open(encounter.id, f"{label} long names")
        self.play_round(f"{label} long names")

    # --- building an encounter through the dialogs ----------------------------------------------

    def through(
        self, step: str, trigger: Callable[[], object], act: Callable[[list[QWidget]], None] | None = None
    ) -> None:
        """Open what `trigger` opens (a dialog, modal or not; a window), check every window on the
        screen while it is open, do `act` in it (else close it), and check again after."""
        before = {id(w) for w in self.windows()}

        def opened() -> list[QWidget]:
            return [w for w in self.windows() if id(w) not in before and not isinstance(w, QFileDialog)]

        # `inside` may run in a modal dialog's own loop, where an exception would be swallowed and the
        # dialog left open: a walk ended by `--until` there closes what is open first, then ends.
        ended: list[Found] = []

        def inside() -> None:
            new = opened()
            if not new:
                return
            try:
                self.check(f"{step} (open)", contrast=True)
            except Found as found:
                ended.append(found)
            if act is not None and not ended:
                act(new)
                settle(30)
            for window in opened():
                if isinstance(window, QDialog | QMessageBox):
                    window.reject()
                else:
                    window.close()

        QTimer.singleShot(80, inside)
        trigger()
        settle(200)
        inside()
        if ended:
            raise ended[0]
        self.check(step)

    def build_an_encounter(self, label: str) -> None:
        """A new encounter made and prepared through the window's dialogs, each checked while open."""
        actions = self.window.actions_
        session = self.window.session
        campaign = session.campaign_id if session is not None else None

        def name_it(windows: list[QWidget]) -> None:
            dialog = next(w for w in windows if isinstance(w, NewEncounterDialog))
            dialog.name.setText(f"Built in {label}")
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

        self.remember_names()
        self.through(f"{label} new encounter", actions.new_encounter.trigger, name_it)
        assert self.window.session is not None and self.window.session.campaign_id == campaign
        self.data_words.add(f"Built in {label}")
        library = self.window.bestiary
        for row in range(2):  # two creatures of the encounter's system, from the bestiary
            library.table.selectRow(row)
            settle()
            library.add_button.click()
            self.check(f"{label} creature {row + 1} added")

        def change_an_option(windows: list[QWidget]) -> None:
            dialog = next(w for w in windows if isinstance(w, OptionsEditor))
            boxes = dialog.findChildren(QCheckBox)
            if boxes:
                boxes[0].click()
            save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
            if save is not None:
                save.click()

        self.through(f"{label} options", actions.options.trigger, change_an_option)

        def add_a_side(windows: list[QWidget]) -> None:
            editor = next(w for w in windows if isinstance(w, SidesEditor))
            editor.add_button.click()
            settle()
            self.check(f"{label} side added (sides open)")

        self.through(f"{label} sides", actions.sides.trigger, add_a_side)
        self.through(f"{label} groups", actions.groups.trigger)

        def write_an_event(windows: list[QWidget]) -> None:
            form = next((w for w in self.windows() if isinstance(w, SceneEventDialog)), None)
            if form is None:
                return
            form.name.setText("The bridge gives way")
            form.text.setPlainText("Anyone on the bridge falls into the chasm.")
            self.data_words.update({"The bridge gives way", "Anyone on the bridge falls into the chasm."})
            self.check(f"{label} scene event written (form open)")
            form.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

        self.through(f"{label} scene event", actions.add_scene_event.trigger, write_an_event)
        for name in ("difficulty", "use_map", "campaigns", "about", "shortcuts", "manual"):
            self.through(f"{label} {name}", getattr(actions, name).trigger)
        card = self.window.combat.card
        self.window.combat.show_combatant(next(iter(self.window.session.state.combatants)))
        self.through(f"{label} condition library", card.conditions.manage)
        cid = next(iter(self.window.session.state.combatants))
        self.through(f"{label} damage box", lambda: self.window.canvas.map_scene.open_damage(cid))

        def roll(windows: list[QWidget]) -> None:
            roller = self.window.dice_roller
            roller.expression.setFocus()
            QTest.keyClicks(roller.expression, "2d6+1")
            QTest.keyClick(roller.expression, Qt.Key.Key_Return)

        dice_dock = self.window.dice_dock
        dice_dock.show()
        roll([])
        self.check(f"{label} dice rolled")
        dice_dock.hide()
        library.table.selectRow(0)
        self.through(f"{label} bestiary editor", library.edit_action.trigger)
        toggle = self.window.player_view_actions.toggle
        self.through(f"{label} player view", toggle.trigger)
        if toggle.isChecked():
            toggle.trigger()
        self.window.activateWindow()  # the keys back to the GM's window, as a click on it gives them
        QTest.qWaitForWindowActive(self.window)
        settle(30)

    def remember_names(self) -> None:
        session = self.window.session
        if session is not None:
            self.earlier_names |= {c.name for c in session.state.combatants.values()}

    def search_the_bestiary(self, label: str) -> None:
        search = self.window.bestiary.search
        search.setFocus()
        for letter in "glass":
            QTest.keyClicks(search, letter)
            self.check(f"{label} bestiary search {search.text()!r}")
        search.clear()
        self.check(f"{label} bestiary search cleared")


def theme(window: MainWindow, dark: bool, large: bool) -> None:
    from gm_desk.ui.actions import apply_theme

    apply_theme(window, choice="dark" if dark else "light", large=large)
    settle(30)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plant", choices=PLANTS)
    parser.add_argument("--quick", action="store_true", help="one theme, two demos")
    parser.add_argument("--one-look", action="store_true", help="every demo, in the light theme only")
    parser.add_argument("--lang", default="en", help="walk GM Desk in this language (en, de, fr)")
    parser.add_argument("--until", choices=CHECKS, help="end the walk once this check finds something")
    args = parser.parse_args(argv)
    app = QApplication(sys.argv[:1])
    use_language(args.lang)
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(database_path(Path(tmp)))
        seed_if_empty(store, ROOT / "bestiary")
        window = MainWindow(store, dice=DiceBox(rng=random.Random(7)))
        window.resize(1280, 800)
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.activateWindow()
        settle(50)
        walker = Walker(window, args.plant, args.until)
        combos = (
            [(False, False)]
            if args.quick or args.one_look
            else [(False, False), (True, False), (False, True), (True, True)]
        )
        systems = SYSTEMS[:2] if args.quick else SYSTEMS
        try:
            for dark, large in combos:
                label = f"{'dark' if dark else 'light'}{' large' if large else ''}"
                theme(window, dark, large)
                walker.docks = None  # a new type size may move the docks: measured afresh
                walker.check(f"{label} theme switched", contrast=True)
                walker.search_the_bestiary(label)
                walker.demos(systems, label)
                walker.long_names(label)
                walker.build_an_encounter(label)
        except Found:
            pass  # the problems so far are the walk's answer
        print(json.dumps({"steps": walker.steps, "problems": walker.problems}))
        window.close()
        store.close()
    del app
    return 0


def _long(name: str) -> str:
    """`name` lengthened with words to the names rule's 80 characters."""
    filler = " of the long and winding road beyond the old grey hills"
    while len(name) < 80:
        name += filler
    return name[:80].rstrip()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
