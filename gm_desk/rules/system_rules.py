"""The hooks a combat system really implements: the small face of a ruleset, as a Protocol.

`Ruleset` (gm_desk/rules/ruleset.py) is the default implementation: it gives every hook a sensible
default, the generic commands (gm.*, condition.*, move, engage) and the shared helpers, which are
plain functions in `command_help` (and the type checker holds it to this Protocol there). A system
overrides hooks from this list and nothing else of the base (tests/rules/test_system_rules.py checks
it against the five systems, and that each hook here is one some system implements), so this
Protocol is what a sixth system has to think about. What the panels show of it is not a hook but an
object of its own, a `Presentation`, whose class the system names in `looks`.

This module names only types below the rulesets, so the shared helpers (`gm_damage`, `scene_events`,
`zone_hazards`, the gate's `scene_check`) take a `SystemRules` without importing the base they serve.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from gm_desk.rules.events import Command

if TYPE_CHECKING:
    from gm_desk.rules.events import Event, Reducer
    from gm_desk.rules.intake import Checker
    from gm_desk.rules.options import Option
    from gm_desk.rules.presentation import Presentation
    from gm_desk.rules.prompts import OrderEntry, Prompt, PromptKey
    from gm_desk.rules.scene_event_spec import SceneOrder
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

# A command's handler: it decides the command, emitting events through the transaction or refusing.
Handler = Callable[["Tx", Command], None]
# Which candidates a caller of `legal_commands` cares for (None: all): only those are decided.
Wanted = Callable[[Command], bool] | None


def wanted_only(commands: list[Command], wanted: Wanted) -> list[Command]:
    """`commands` but those `wanted` leaves out (all of them when it is None)."""
    return commands if wanted is None else [cmd for cmd in commands if wanted(cmd)]

HOOKS = (
    "id",
    "name",
    "version",
    "options",
    "reducers",
    "condition_hook",
    "move_costs",
    "scene_order",
    "looks",
    "handlers",
    "decide",
    "prompt",
    "prompt_key",
    "listing_marks",
    "order",
    "legal_commands",
    "candidate_commands",
    "gm_tools",
    "invariants",
    "describe",
    "check_combatant",
    "initial_resources",
    "initial_data",
    "resolve_options",
    "on_joined",
    "on_arrived",
    "on_left",
    "reorder",
    "aftermath",
    "take_damage",
    "take_healing",
    "move_allowance",
    "scene_slot",
    "check_scene",
)


class SystemRules(Protocol):
    """What a combat system decides, and the class of its looks (`looks`, a `Presentation`)."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def version(self) -> str: ...
    @property
    def options(self) -> Mapping[str, Option]: ...
    @property
    def reducers(self) -> Mapping[str, Reducer]: ...
    @property
    def condition_hook(self) -> str: ...
    @property
    def move_costs(self) -> Mapping[str, int]: ...
    @property
    def scene_order(self) -> SceneOrder | None: ...
    @property
    def looks(self) -> type[Presentation]: ...

    def handlers(self) -> dict[str, Handler]: ...
    def decide(self, tx: Tx, cmd: Command) -> None: ...
    def prompt(self, state: EncounterState) -> Prompt: ...
    def prompt_key(self, state: EncounterState) -> Prompt | PromptKey: ...
    def listing_marks(self, state: EncounterState) -> Hashable: ...
    def order(self, state: EncounterState) -> list[OrderEntry]: ...
    def legal_commands(self, state: EncounterState, wanted: Wanted = None) -> list[Command]: ...
    def candidate_commands(self, state: EncounterState, wanted: Wanted = None) -> list[Command]: ...
    def gm_tools(self, state: EncounterState) -> list[Command]: ...
    def invariants(self, state: EncounterState) -> list[str]: ...
    def describe(self, event: Event, state: EncounterState | None = None) -> str: ...
    def check_combatant(self, c: Combatant) -> list[str]: ...
    def initial_resources(self, c: Combatant) -> dict[str, int]: ...
    def initial_data(self, setup: dict[str, Any]) -> dict[str, Any]: ...
    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]: ...
    def on_joined(self, tx: Tx, cid: str) -> None: ...
    def on_arrived(self, tx: Tx, cid: str, hook: str) -> None: ...
    def on_left(self, tx: Tx, cid: str) -> None: ...
    def reorder(self, tx: Tx, order: list[str]) -> None: ...
    def aftermath(self, state: EncounterState, result: str) -> dict[str, Any]: ...
    def take_damage(self, tx: Tx, cid: str, amount: int) -> None: ...
    def take_healing(self, tx: Tx, cid: str, amount: int) -> None: ...
    def move_allowance(self, state: EncounterState, c: Combatant, path: list[str]) -> int: ...
    def scene_slot(self, state: EncounterState, cid: str) -> int | None: ...
    def check_scene(self, setup: dict[str, Any], check: Checker, zones: set[str]) -> None: ...
