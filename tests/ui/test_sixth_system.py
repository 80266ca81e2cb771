"""A sixth combat system, defined here in the tests and added with one registration, plays a round through
the real main window (the initiative panel's Next, the combat panel's Action form with a typed die, the
canvas's tokens) and resumes where it stood when the window is closed and opened again on the same data
file.

Clockwork Duel: whoever has the higher Speed acts first, each turn holds one action, and a strike rolls
1d20 against the target's Guard; a hit takes the striker's Blow off the target's Vigour, and at 0 the
target is down. Nothing of GM Desk knows it: the window learns it from its plugin and its ruleset.
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Iterator
from typing import Any, ClassVar

import pytest
from pydantic import Field
from PySide6.QtCore import Qt

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.encounter_check import check_setup
from gm_desk.rules.engine import Reject, Tx
from gm_desk.rules.events import Command, Event
from gm_desk.rules.intake import Checker, Refusal
from gm_desk.rules.plugin import SystemPlugin
from gm_desk.rules.presentation import DRAIN, Presentation, Track
from gm_desk.rules.ruleset import OrderEntry, Prompt, Ruleset
from gm_desk.rules.rulesets import BUILT_IN, get_ruleset, register, unregister
from gm_desk.rules.statblocks import validate_creature
from gm_desk.rules.statblocks.parts import StatBlock
from gm_desk.rules.state import ACTIVE, DOWN, Combatant, EncounterState
from gm_desk.store import repositories as repo
from gm_desk.ui.main_window import MainWindow

# --------------------------------------------------------------------------- the system, all of it


class DuelCreature(StatBlock):
    """A Clockwork Duel stat block: how fast it acts, how hard it is to hit, how much it takes, its blow."""

    RULESET: ClassVar[str] = "duel"

    speed: int = Field(ge=1, le=20, title="Speed")
    guard: int = Field(ge=1, le=30, title="Guard")
    vigour: int = Field(ge=1, le=99, title="Vigour")
    blow: int = Field(ge=1, le=20, title="Blow")


STRUCK = "duel.Struck"


class DuelLooks(Presentation):
    """What the panels show of a duel: the Vigour left."""

    def own_tracks(self, c: Combatant) -> list[Track]:
        return [Track("vigour", "Vigour", c.res["vigour"], c.stats["vigour"], DRAIN)]


class Duel(Ruleset):
    id = "duel"
    name = "Clockwork Duel"
    looks = DuelLooks
    reducers: ClassVar[dict] = {STRUCK: lambda state, data: None}  # it reports; ResourceChanged acts

    def handlers(self) -> dict[str, Any]:
        return {"next": self.next, "duel.strike": self.strike}

    def check_combatant(self, c: Combatant) -> list[str]:
        missing = [k for k in ("speed", "guard", "vigour", "blow") if not isinstance(c.stats.get(k), int)]
        return [f"needs a whole number for {', '.join(missing)}"] if missing else []

    def initial_resources(self, c: Combatant) -> dict[str, int]:
        return {"vigour": c.stats["vigour"]}

    # --- its own turn order: by Speed, the fastest first ---

    def turn_order(self, state: EncounterState) -> list[str]:
        standing = [c for c in state.combatants.values() if c.status == ACTIVE]
        return [c.id for c in sorted(standing, key=lambda c: -c.stats["speed"])]

    def next(self, tx: Tx, cmd: Command) -> None:
        state = tx.state
        if not state.started:
            tx.emit("EncounterStarted", options=dict(state.options))
            self.start_round(tx, 1)
            self.start_turn(tx, self.turn_order(state)[0], {"action": 1})
            return
        order = self.turn_order(state)
        actor = self.finish_turn(tx)
        later = order[order.index(actor) + 1 :] if actor in order else []
        if not later:
            self.finish_round(tx)
            self.start_round(tx, state.round + 1)
            later = self.turn_order(state)
        self.start_turn(tx, later[0], {"action": 1})

    # --- its one attack ---

    def strike(self, tx: Tx, cmd: Command) -> None:
        me = self.require_turn(tx, cmd)
        target = self.combatant(tx, self.arg(cmd, "target"))
        if target.side == me.side or target.status != ACTIVE:
            raise Reject("BAD_TARGET", f"{me.name} can only strike a standing foe.")
        self.spend(tx, me.id, "a strike", {"action": 1})
        roll = tx.roll("1d20", "attack", me.id)
        hit = roll.total >= target.stats["guard"]
        tx.emit(STRUCK, actor=me.id, target=target.id, total=roll.total, guard=target.stats["guard"], hit=hit)
        if hit:
            left = max(0, target.res["vigour"] - me.stats["blow"])
            tx.emit("ResourceChanged", cid=target.id, res="vigour", value=left)
            if left == 0:
                self.set_status(tx, target.id, DOWN)

    # --- what the table is told ---

    def prompt(self, state: EncounterState) -> Prompt:
        if not state.started:
            return Prompt("setup", "Press Next: the fastest strikes first.")
        return Prompt("act", f"{state.get(state.actor).name} strikes or passes.", actor=state.actor)

    def order(self, state: EncounterState) -> list[OrderEntry]:
        ids = self.turn_order(state)
        now = ids.index(state.actor) if state.actor in ids else -1
        return [
            OrderEntry(cid, f"Speed {state.get(cid).stats['speed']}", i == now, i < now)
            for i, cid in enumerate(ids)
        ]

    def legal_commands(self, state: EncounterState) -> list[Command]:
        out = [Command("next")]
        if state.turn is not None and state.turn.budget.get("action", 0) > 0:
            me = state.get(state.turn.actor)
            out += [
                Command("duel.strike", me.id, {"target": foe.id})
                for foe in state.combatants.values()
                if foe.side != me.side and foe.status == ACTIVE
            ]
        return out

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        if event.type != STRUCK or state is None:
            return super().describe(event, state)
        d = event.data
        who, whom = state.get(d["actor"]).name, state.get(d["target"]).name
        result = "a hit" if d["hit"] else "a miss"
        return f"{who} strikes {whom}: {d['total']} against Guard {d['guard']}, {result}."


DUEL = SystemPlugin(id="duel", name="Clockwork Duel", ruleset=Duel, statblock=DuelCreature)


def fighter(cid: str, name: str, kind: str, side: str, zone: str, **stats: int) -> dict[str, Any]:
    return {"id": cid, "name": name, "kind": kind, "side": side, "zone": zone, "stats": stats}


SETUP = {
    "ruleset": "duel",
    "name": "Duel at the Mill",
    "zones": {"zones": [{"id": "mill", "name": "Old Mill"}, {"id": "bridge", "name": "Bridge"}],
              "links": [["mill", "bridge"]]},
    "combatants": [
        fighter("rook", "Rook", "NPC", "gears", "bridge", speed=3, guard=11, vigour=9, blow=2),
        fighter("ada", "Ada", "PC", "party", "mill", speed=7, guard=13, vigour=10, blow=4),
    ],
}  # fmt: skip


# --------------------------------------------------------------------------- the test


@pytest.fixture
def duel() -> Iterator[SystemPlugin]:
    register(DUEL)  # the one line that adds the system
    yield DUEL
    unregister(DUEL.id)


@pytest.fixture
def duel_encounter(duel: SystemPlugin, store: Any) -> int:
    campaign = repo.create_campaign("Clockwork duels", "duel")
    return repo.create_encounter(campaign.id, SETUP["name"], "duel", SETUP).id


@pytest.fixture
def open_window(qtbot: Any, store: Any):
    def make() -> MainWindow:
        window = MainWindow(store, dice=DiceBox(script=deque()))  # an empty script: every die is typed
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


def press_next(qtbot: Any, window: MainWindow) -> None:
    qtbot.mouseClick(window.initiative.next_button, Qt.MouseButton.LeftButton)


def strike(qtbot: Any, window: MainWindow, target: str, face: int) -> None:
    """On the Action tab, pick the strike at `target`, type its d20, and do it."""
    window.combat.show_tab("Action")
    form = window.combat.action
    assert form.pick("duel.strike", target=target), form.labels()
    assert list(form.dice) == ["attack"] and form.dice["attack"].expr == "1d20"
    form.dice["attack"].enter_faces(face)
    assert form.go.isEnabled(), form.problem.text()
    qtbot.mouseClick(form.go, Qt.MouseButton.LeftButton)


def tokens(window: MainWindow) -> dict[str, str]:
    """Each token on the map: its combatant and the track words it carries."""
    return {cid: item.look.track.words() for cid, item in window.canvas.map_scene.tokens.items()}


def test_the_registry_serves_the_sixth_systems_ruleset_stat_block_and_file_checks(duel: SystemPlugin) -> None:
    block = validate_creature("duel", {"name": "Rook", "speed": 3, "guard": 11, "vigour": 9, "blow": 2})
    assert isinstance(block, DuelCreature)
    assert isinstance(get_ruleset("duel"), Duel)
    check_setup(copy.deepcopy(SETUP), Checker("duel.gmdesk"))  # an encounter file of it passes the gate
    bad = copy.deepcopy(SETUP)
    bad["combatants"][0]["stats"]["guard"] = "high"
    with pytest.raises(Refusal) as refused:
        check_setup(bad, Checker("duel.gmdesk"))
    assert "guard" in str(refused.value)


def test_a_sixth_system_plays_a_round_in_the_real_window_and_resumes(
    qtbot: Any, open_window: Any, duel_encounter: int
) -> None:
    window = open_window()
    session = window.session
    assert session is not None and session.encounter_id == duel_encounter
    assert session.ruleset.id == "duel"
    assert tokens(window) == {"rook": "Vigour 9/9", "ada": "Vigour 10/10"}
    # It has no demo: Help ▸ Add a demo campaign does not offer one that could only be refused.
    assert [act.data() for act in window.actions_.demos] == [p.id for p in BUILT_IN]

    press_next(qtbot, window)  # the fight starts: Ada is faster
    assert (session.state.round, session.state.actor) == (1, "ada")
    assert window.initiative.round_label.text() == "Round 1"
    assert window.initiative.current_row() == 0
    assert window.initiative.row_texts() == ["▶ Ada  ·  Speed 7", "   Rook  ·  Speed 3"]  # its own order

    strike(qtbot, window, "rook", 15)  # 15 against Guard 11: Rook loses Ada's blow of 4
    assert session.state.get("rook").res["vigour"] == 5
    assert tokens(window)["rook"] == "Vigour 5/9"
    assert "Ada strikes Rook: 15 against Guard 11, a hit." in window.combat_log.lines()
    assert window.combat.action.pick("duel.strike", target="rook") is False  # her one action is spent

    press_next(qtbot, window)  # Rook's turn
    assert session.state.actor == "rook"
    strike(qtbot, window, "ada", 4)  # 4 against Guard 13: a miss
    assert session.state.get("ada").res["vigour"] == 10
    assert "Rook strikes Ada: 4 against Guard 13, a miss." in window.combat_log.lines()

    press_next(qtbot, window)  # the round is over: round 2, Ada again
    assert (session.state.round, session.state.actor) == (2, "ada")
    assert window.initiative.round_label.text() == "Round 2"
    seen = {"state": session.state.to_dict(), "log": window.combat_log.lines(), "tokens": tokens(window)}
    rolls = [e for row in repo.load_log(duel_encounter) for e in row.events if e["type"] == "RollMade"]
    assert [(r["total"], r["source"]) for r in rolls] == [(15, "entered"), (4, "entered")]  # saved, typed
    window.close()

    again = open_window()  # the same data file, a new window
    resumed = again.session
    assert resumed is not None and resumed.encounter_id == duel_encounter
    assert resumed.state.to_dict() == seen["state"]
    assert again.combat_log.lines() == seen["log"]
    assert tokens(again) == seen["tokens"]
    assert again.initiative.round_label.text() == "Round 2"
    assert again.initiative.current_row() == 0
    banner = again.resume_banner
    assert banner is not None and banner.text.text() == "Resume Duel at the Mill — round 2, Ada's turn?"
    strike(qtbot, again, "rook", 20)  # and the fight goes on from there
    assert resumed.state.get("rook").res["vigour"] == 1
    assert tokens(again)["rook"] == "Vigour 1/9"
