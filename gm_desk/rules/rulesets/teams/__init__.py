"""Alternating Teams & Luck Die (chapter 001): teams pick one member at a time; dice-sum attacks, luck die.

The ruleset is split by idea, its files named by role as in every system (`gm_desk.rules.rulesets`):

* `turns.py`: team initiative, picks, the surprise round, round end and the end check, late joiners.
* `actions.py`: the 3-action budget, extended actions, Command, Ready; `simple_actions.py` and
  `movement.py` hold the small actions and moving.
* `attacks.py`, `reactions.py`, `damage.py`: the attack test and luck die, the reaction window after a
  hit, endurance then health, staying conscious, death. `rolls.py` rolls tests; `stats.py` reads the
  stat block (the field names of `statblock.py`); `space.py` is the distance model.
* `options.py` (every adopted reading, with its default), `table.py` (prompt, tracker), `words.py`
  (the log), `display.py` (tracks, notes, answers and phase words for the panels), `legal.py` (legal
  commands), `checks.py` (stat blocks, invariants) and `demo.py` (a small fight for the UI and the
  tests).

Distances: metres on a 1 m grid when combatants have squares (`state.rs["pos"]`, from each setup
combatant's `pos`), the engine's zone graph otherwise; `space.py` explains both. Each command runs
through `decide` and then `turns.settle`, which closes a turn that is over (actions spent, actor
dropped) and moves on to the next pick, so every path that ends a turn ends it the same way.
"""

from __future__ import annotations

from typing import Any, ClassVar

from gm_desk.rules.command_help import bind
from gm_desk.rules.events import Command, Event, Reducer
from gm_desk.rules.i18n import t
from gm_desk.rules.prompts import PromptKey
from gm_desk.rules.ruleset import Handler, Option, OrderEntry, Prompt, Ruleset
from gm_desk.rules.rulesets.teams import (
    actions,
    arrivals,
    checks,
    damage,
    legal,
    prompt_key,
    reactions,
    space,
    stats,
    table,
    turns,
    words,
)
from gm_desk.rules.rulesets.teams.demo import demo_setup
from gm_desk.rules.rulesets.teams.display import TeamsDisplay
from gm_desk.rules.rulesets.teams.options import OPTIONS, check_bounds
from gm_desk.rules.setup import SetupError
from gm_desk.rules.state import DEAD, Combatant, EncounterState
from gm_desk.rules.system_rules import Wanted
from gm_desk.rules.tx import Reject, Tx

# Events of this ruleset that only inform: their consequences come as generic events.
INFORMATIVE = (
    "AttackResolved",
    "Blocked",
    "Commanded",
    "Damage",
    "DamageApplied",
    "DeathTest",
    "Dodge",
    "ExtendedAbandoned",
    "ExtendedCompleted",
    "ExtendedContinued",
    "ExtendedStarted",
    "Intercepted",
    "Interacted",
    "KillingStrike",
    "KnockedOut",
    "MovedTo",
    "OpeningAction",
    "Parried",
    "Placed",
    "ReactionWindow",
    "ReadyTriggered",
    "Reloaded",
    "Resuscitation",
    "ShortTask",
    "StayConsciousNeeded",
    "Stepped",
    "StrayShot",
    "TeamPassed",
    "Test",
    "TurnClosed",
)


def _informative(state: EncounterState, data: dict[str, Any]) -> None:
    """The log keeps these for the table; state changes come in their own events."""


class Teams(Ruleset):
    id = "teams"
    name = "Alternating Teams & Luck Die"
    looks = TeamsDisplay
    version = "1"
    condition_hook = "round_end"
    options: ClassVar[dict[str, Option]] = dict(OPTIONS)
    reducers: ClassVar[dict[str, Reducer]] = {f"teams.{name}": _informative for name in INFORMATIVE}
    move_costs: ClassVar[dict[str, int]] = {"action": 1}

    def handlers(self) -> dict[str, Handler]:
        out = bind(
            self,
            {
                "start": turns.start,
                "next": turns.advance,
                "end_turn": turns.end_turn,
                "teams.pick": turns.pick,
                "teams.pass": turns.pass_pick,
                "teams.team_order": turns.set_team_order,
                "teams.set_acted": turns.set_acted,
                "teams.objective": turns.set_objective,
                "teams.complete_objective": turns.complete_objective,
                "teams.continue": actions.continue_extended,
                "teams.abandon": actions.abandon_extended,
                "teams.trigger": actions.trigger,
                "teams.defend": reactions.defend,
                "teams.intercept": reactions.intercept,
                "teams.stay_conscious": reactions.stay_conscious,
            },
        ) | {
            "teams.fortify": lambda tx, cmd: reactions.reaction_test(self, tx, cmd, "fortify"),
            "teams.resist": lambda tx, cmd: reactions.reaction_test(self, tx, cmd, "resist"),
            "teams.damage": self._damage,
            "teams.place": self._place,
            "gm.add_combatant": self._add,
        }
        for kind, spec in actions.SPECS.items():
            out[kind] = self._taking(spec)
        return out

    def _taking(self, spec: actions.Spec) -> Handler:
        """The handler of one action command: the actor takes that action in its turn."""
        return lambda tx, cmd: actions.take(self, tx, cmd, spec)

    def decide(self, tx: Tx, cmd: Command) -> None:
        super().decide(tx, cmd)
        turns.settle(self, tx)

    # --- combatants and setup ---------------------------------------------------------------------

    def initial_resources(self, c: Combatant) -> dict[str, int]:
        return stats.initial_resources(c)

    def check_combatant(self, c: Combatant) -> list[str]:
        return checks.check_combatant(c)

    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]:
        return check_bounds(super().resolve_options(given))

    def initial_data(self, setup: dict[str, Any]) -> dict[str, Any]:
        """Squares from each combatant's `pos`; start defaults from the setup's `start`; objectives."""
        squares = {}
        for raw in setup.get("combatants", []):
            if "pos" in raw and raw["pos"] is not None:
                square = space.parse_square(raw["pos"])
                if square is None:
                    raise SetupError(
                        t("{name}: 'pos' is a square [x, y].", name=raw.get("name", raw.get("id")))
                    )
                squares[str(raw["id"])] = [square[0], square[1]]
        start = setup.get("start", {})
        objectives = setup.get("objectives", {})
        return {
            "pos": squares,
            "start": dict(start) if isinstance(start, dict) else {},
            "objectives": dict(objectives) if isinstance(objectives, dict) else {},
            "pending": None,
        }

    def on_joined(self, tx: Tx, cid: str) -> None:
        turns.on_joined(self, tx, cid)

    def on_arrived(self, tx: Tx, cid: str, hook: str) -> None:
        arrivals.on_arrived(self, tx, cid, hook)

    # The turn flow starts the instigator's first turn with the opening action, and an action that ends
    # the turn moves the flow on: `turns` reaches the actions through the ruleset, so neither imports
    # the other both ways.

    def check_opening(self, tx: Tx, c: Combatant, action: Any) -> None:
        """Refuse an opening action the instigator could not take now (Reject)."""
        actions.check_delegated(self, tx, c, action, "opening")

    def run_opening(self, tx: Tx, c: Combatant, action: dict[str, Any]) -> None:
        """The instigator's opening action, paid as the first action of their first turn."""
        actions.run_delegated(self, tx, c, action, "opening")

    def on_left(self, tx: Tx, cid: str) -> None:
        """Nothing at once: `turns.settle` closes the turn after the command that dropped its actor."""

    def take_damage(self, tx: Tx, cid: str, amount: int) -> None:
        """The GM's damage as already reduced: endurance, then health, and what follows (A11)."""
        damage.apply(self, tx, cid, amount)

    def reorder(self, tx: Tx, order: list[str]) -> None:
        raise Reject(
            "PICK_ORDER_FREE",
            t("Teams choose who acts at each pick; only the order of the teams can be changed."),
        )

    def aftermath(self, state: EncounterState, result: str) -> dict[str, Any]:
        winner = state.rs.get("winner")
        left = turns.remaining_teams(state)
        return {"winner": winner, "teams_left": left}

    # --- GM tools ---------------------------------------------------------------------------------

    def _damage(self, tx: Tx, cmd: Command) -> None:
        """Damage from a trap, a fall or any means: dealt as given, or reduced by deflection (`reduce`)."""
        state = tx.state
        if not state.started:
            raise Reject("NOT_STARTED", t("Start the encounter first."))
        if state.rs.get("pending"):
            raise Reject("SETTLE_FIRST", t("Settle the decision that is pending first."))
        c = self.combatant(tx, self.arg(cmd, "cid"))
        amount = self.arg(cmd, "amount", int)
        kind = self.arg(cmd, "damage_type", str, "typeless")
        reduce = self.arg(cmd, "reduce", bool, False)
        nonlethal = self.arg(cmd, "nonlethal", bool, False)
        if not 1 <= amount <= 999:
            raise Reject("BAD_ARGUMENT", t("Damage is a whole number from 1 to 999."))
        if c.status == DEAD:
            raise Reject("TARGET_OUT", t("{name} is dead.", name=c.name))
        family = stats.damage_family(kind)
        red = damage.reduction(None, c, family) if reduce else 0
        dealt = max(1, amount - red)
        tx.emit(
            "teams.Damage",
            attacker=None,
            target=c.id,
            raw=amount,
            reduction=red,
            dealt=dealt,
            family=family,
            crit=False,
        )
        damage.apply(self, tx, c.id, dealt, nonlethal=nonlethal)

    def _place(self, tx: Tx, cmd: Command) -> None:
        c = self.combatant(tx, self.arg(cmd, "cid"))
        raw = cmd.args.get("pos")
        square = None if raw is None else space.parse_square(raw)
        if raw is not None and square is None:
            raise Reject("BAD_ARGUMENT", t("'pos' is a square [x, y] (or null to take it off the grid)."))
        if square is not None and space.occupant(tx.state, square, skip=c.id):
            raise Reject("OCCUPIED", t("Someone already stands on that square."))
        tx.emit("RulesetDataChanged", changes={"pos": space.with_square(tx.state, c.id, square)})
        tx.emit("teams.Placed", cid=c.id, pos=list(square) if square else None)

    def _add(self, tx: Tx, cmd: Command) -> None:
        """A late joiner, with an optional square (`pos` on the combatant) and `team_position`."""
        raw = cmd.args.get("combatant")
        square = None
        if isinstance(raw, dict) and raw.get("pos") is not None:
            square = space.parse_square(raw["pos"])
            if square is None:
                raise Reject("BAD_ARGUMENT", t("'pos' is a square [x, y]."))
            if space.occupant(tx.state, square):
                raise Reject("OCCUPIED", t("Someone already stands on that square."))
        at = cmd.args.get("team_position")
        places = len(tx.state.sched.get("team_order", ())) if tx.state.started else 10**6
        if at is not None and (not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= places):
            raise Reject(
                "BAD_ARGUMENT",
                t("'team_position' is a place in the team order (0 to {places}).", places=places),
            )
        self._gm_add(tx, cmd)
        if square is not None:
            cid = next(e.data["combatant"]["id"] for e in reversed(tx.events) if e.type == "CombatantAdded")
            tx.emit("RulesetDataChanged", changes={"pos": space.with_square(tx.state, cid, square)})

    # --- what the table sees ----------------------------------------------------------------------

    def prompt(self, state: EncounterState) -> Prompt:
        return table.prompt(state)

    def prompt_key(self, state: EncounterState) -> PromptKey:
        return prompt_key.prompt_key(state)

    def order(self, state: EncounterState) -> list[OrderEntry]:
        return table.order(state)

    def legal_commands(self, state: EncounterState, wanted: Wanted = None) -> list[Command]:
        return self.proposed_commands(state, legal.candidates, wanted)

    def candidate_commands(self, state: EncounterState, wanted: Wanted = None) -> list[Command]:
        return self.proposed_commands(state, legal.candidates, wanted, decided=False)

    def invariants(self, state: EncounterState) -> list[str]:
        return super().invariants(state) + checks.invariants(state)

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        return words.describe(event, state) or super().describe(event, state)


__all__ = ["Teams", "demo_setup"]
