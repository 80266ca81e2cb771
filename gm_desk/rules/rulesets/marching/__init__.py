"""Marching Order & Spiral Turns (chapter 003): side initiative from the lead, spiral order, AGL seizes.

The ruleset is split by idea, its files named by role as in every system (`gm_desk.rules.rulesets`):
`turns.py` (rounds, initiative, the order, delays) over `schedule.py` (who is acting, who is still to
act), `ordering.py` and `geometry.py` (the spiral from the point of contact), `actions.py` (the action
economy and frantic combat), `seize.py`, `together.py`, `surprise.py`, `resolution.py` (checks,
attacks), `grid.py` (lock-step moves), `scene.py` (the GM's scene data), `table.py` (prompt, order),
`legal.py` (legal commands), `checks.py` (stat blocks, invariants), `words.py` (the log),
`display.py` (tracks, notes, answers, phase words and the PC sheet for the panels), `statblock.py`
and `demo.py`. This class wires them to the engine. Every reading the specification adopts is an
option in `options.py`.

Squares: the engine's space is a zone graph, but this chapter orders turns on a 5-ft grid. Squares are
optional: `setup["positions"]` {cid: [x, y]} (x east, y north) and `setup["contact_point"]` [x, y]
seed `state.rs`, and `marching.place` / `marching.set_contact` / `marching.grid_move` change them. A
group is ordered by the spiral only when every member has a square; otherwise by marching order (the
party) or by `setup["distances"]` {cid: feet to the nearest PC} (monsters).
"""

from __future__ import annotations

from typing import Any, ClassVar

from gm_desk.rules.command_help import bind
from gm_desk.rules.events import Command, Event, Reducer
from gm_desk.rules.i18n import t
from gm_desk.rules.intake import Checker
from gm_desk.rules.prompts import PromptKey
from gm_desk.rules.ruleset import Handler, Option, OrderEntry, Prompt, Ruleset
from gm_desk.rules.rulesets.marching import (
    actions,
    arrivals,
    checks,
    display,
    grid,
    legal,
    prompt_key,
    resolution,
    scene,
    seize,
    table,
    together,
    turns,
    words,
)
from gm_desk.rules.rulesets.marching.demo import demo_setup
from gm_desk.rules.rulesets.marching.options import OPTIONS
from gm_desk.rules.scene_event_spec import SceneOrder
from gm_desk.rules.setup import SetupError
from gm_desk.rules.state import Combatant, EncounterState
from gm_desk.rules.system_rules import Wanted


def _informative(state: EncounterState, data: dict[str, Any]) -> None:
    """This ruleset's own events only report; their consequences come as generic events."""


EVENTS = (
    "InitiativeDecided",
    "Delayed",
    "TurnForfeited",
    "InitiativeSeized",
    "ActingTogether",
    "TogetherEnded",
    "ActionLost",
    "ConsiderOptions",
    "FranticSwitched",
    "SurpriseResisted",
    "AglChecked",
    "SaveMade",
    "AttackResolved",
    "AttackForestalled",
    "SimultaneousResolution",
    "MoveStep",
    "Overrun",
    "TorchlightChecked",
)


class Marching(Ruleset):
    id = "marching"
    name = "Marching Order & Spiral Turns"
    looks = display.MarchingDisplay
    version = "1"
    condition_hook = "turn_end"
    options: ClassVar[dict[str, Option]] = dict(OPTIONS)
    reducers: ClassVar[dict[str, Reducer]] = {f"marching.{name}": _informative for name in EVENTS}
    move_costs: ClassVar[dict[str, int]] = {"move": 1}
    # A scene event takes a place in the round's order: whoever held that place acts after it.
    scene_order: ClassVar[SceneOrder | None] = SceneOrder(
        "place", 1, 100, event_first_on_ties=True, hint="1 comes first; whoever held the place acts after it."
    )

    def scene_slot(self, state: EncounterState, cid: str) -> int | None:
        order = state.sched.get("order") or []
        return order.index(cid) + 1 if cid in order else None

    def handlers(self) -> dict[str, Handler]:
        return bind(
            self,
            {
                "start": turns.start,
                "next": turns.advance_cmd,
                "end_turn": turns.end_turn,
                "move": actions.move,
                "marching.delay": turns.delay,
                "marching.time_out": actions.time_out,
                "marching.frantic": actions.set_frantic,
                "marching.act": actions.act,
                "marching.skip": actions.skip,
                "marching.seize": seize.seize,
                "marching.act_together": together.act_together,
                "marching.choose_first": together.choose,
                "marching.attack": resolution.attack,
                "marching.simultaneous_attacks": resolution.simultaneous_attacks,
                "marching.agl_check": resolution.agl_check,
                "marching.save": resolution.save,
                "marching.surprise": resolution.surprise_cmd,
                "marching.grid_move": grid.grid_move,
                "marching.set_marching_order": scene.set_marching_order,
                "marching.set_lead": scene.set_lead,
                "marching.set_sees": scene.set_sees,
                "marching.place": scene.place,
                "marching.set_contact": scene.set_contact,
                "marching.torchlight": scene.torchlight,
            },
        ) | {
            "marching.take": lambda tx, cmd: turns.take_or_cede(self, tx, cmd, turns.TAKE),
            "marching.cede": lambda tx, cmd: turns.take_or_cede(self, tx, cmd, turns.CEDE),
        }

    # --- combatants and setup ---------------------------------------------------------------------

    def initial_resources(self, c: Combatant) -> dict[str, int]:
        hp = c.stats.get("hit_points", c.stats.get("hp"))
        return {"hp": int(hp)} if isinstance(hp, int) and not isinstance(hp, bool) else {}

    def check_combatant(self, c: Combatant) -> list[str]:
        return checks.check_combatant(c)

    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]:
        options = super().resolve_options(given)
        if not 1 <= options["frantic_seconds"] <= 600:
            raise SetupError(t("Option 'frantic_seconds' must be from 1 to 600 seconds."))
        return options

    def check_scene(self, setup: dict[str, Any], check: Checker, zones: set[str]) -> None:
        scene.check_keys(setup, check, zones)

    def initial_data(self, setup: dict[str, Any]) -> dict[str, Any]:
        data = scene.initial_data(setup)
        ids = {str(c.get("id")) for c in setup.get("combatants", []) if isinstance(c, dict)}
        named = [*data["marching_order"], *data["positions"], *data["distances"], *data["surprised"]]
        unknown = [cid for cid in named if cid not in ids]
        if unknown:
            raise SetupError(
                t("The setup names '{value}', who is not among the combatants.", value=unknown[0])
            )
        bad = [cid for cid in dict(setup.get("positions", {})) if str(cid) not in data["positions"]]
        if bad:
            raise SetupError(t("The square of '{value}' is not two whole numbers [x, y].", value=bad[0]))
        if len(set(data["marching_order"])) != len(data["marching_order"]):
            raise SetupError(t("The marching order lists someone twice."))
        return data

    # --- turn order hooks -------------------------------------------------------------------------

    def on_joined(self, tx: Any, cid: str) -> None:
        turns.on_joined(self, tx, cid)

    def on_arrived(self, tx: Any, cid: str, hook: str) -> None:
        arrivals.on_arrived(self, tx, cid, hook)

    def on_left(self, tx: Any, cid: str) -> None:
        turns.on_left(self, tx, cid)

    def reorder(self, tx: Any, order: list[str]) -> None:
        turns.reorder(self, tx, order)

    def take_damage(self, tx: Any, cid: str, amount: int) -> None:
        """The GM's damage as a hit's: off hit points, then who is down (a PC) or dead (a creature)."""
        resolution.apply_results(self, tx, [{"hit": True, "damage": amount, "target": cid}])
        resolution.after_effects(self, tx)

    # --- what the table does next -----------------------------------------------------------------

    def prompt(self, state: EncounterState) -> Prompt:
        return table.prompt(state)

    def prompt_key(self, state: EncounterState) -> PromptKey:
        return prompt_key.prompt_key(state)

    def order(self, state: EncounterState) -> list[OrderEntry]:
        return table.order(state)

    def legal_commands(self, state: EncounterState, wanted: Wanted = None) -> list[Command]:
        return legal.legal_commands(self, state, wanted)

    def invariants(self, state: EncounterState) -> list[str]:
        return super().invariants(state) + checks.invariants(state)

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        return words.describe(event, state) or super().describe(event, state)


__all__ = ["Marching", "demo_setup"]
