"""Initiative Cards & Success Pools (chapter 004): cards 1-10 set a fixed order, tests count successes.

The ruleset is split by idea, its files named by role as in every system (`gm_desk.rules.rulesets`):
`deck.py` (dealing and swapping cards), `turns.py` (rounds and slots) over `schedule.py` (the
phases, the scheduler's data), `swaps.py`, `roster.py` (groups, joiners, leavers), `budget.py` (slow
and fast maneuvers, restrictions), `rolls.py` (dice pools, harm), `attacks.py`, `grapple.py`,
`movement.py`, `hazards.py` (fear, fire, poison, falling), `ambush.py`, `circumstances.py`,
`scene.py` (the GM's scene data), and the words the table sees (`table.py`: prompt and order;
`words.py`: the log; `display.py`: tracks, answers, typed cards and phase words for the panels), the
stat-block checks and invariants (`checks.py`), the legal-command sample (`legal.py`), `options.py`,
`statblock.py` and `demo.py`. This class wires them to the engine.
"""

from __future__ import annotations

from typing import Any, ClassVar

from gm_desk.rules.command_help import bind
from gm_desk.rules.events import Command, Event, Reducer
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker
from gm_desk.rules.prompts import PromptKey
from gm_desk.rules.ruleset import Handler, Option, OrderEntry, Prompt, Ruleset
from gm_desk.rules.rulesets.cards import (
    ambush,
    arrivals,
    attacks,
    checks,
    circumstances,
    deck,
    grapple,
    hazards,
    legal,
    model,
    movement,
    prompt_key,
    rolls,
    roster,
    scene,
    swaps,
    table,
    turns,
    words,
)
from gm_desk.rules.rulesets.cards.demo import demo_setup
from gm_desk.rules.rulesets.cards.display import CardsDisplay
from gm_desk.rules.rulesets.cards.options import OPTIONS
from gm_desk.rules.scene_event_spec import SceneOrder
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState
from gm_desk.rules.system_rules import Wanted
from gm_desk.rules.tx import Reject

INFORMATIVE = (
    "cards.Dealt",
    "cards.CardsRemoved",
    "cards.Swapped",
    "cards.SwapPending",
    "cards.SwapEarned",
    "cards.AmbushResolved",
    "cards.AttackResolved",
    "cards.Harmed",
    "cards.TestResolved",
    "cards.GrappleResolved",
    "cards.BreakFreeResolved",
    "cards.FleeResolved",
    "cards.ObstacleAttempt",
    "cards.CircumstanceSet",
    "cards.FearResolved",
    "cards.Burned",
    "cards.ExtinguishAttempt",
    "cards.PoisonResolved",
    "cards.PoisonTick",
    "cards.FallResolved",
    "cards.HardshipResolved",
    "cards.AwaitsCard",
    "cards.CardGiven",
)


def _noop(state: EncounterState, data: dict[str, Any]) -> None:
    """The consequences of these events come as generic events of their own."""


def check_entered_dice(cmd: Command) -> None:
    """Refuse typed-in dice of a shape the dice box would trip over (a dict with neither faces nor a
    whole-number total raises KeyError or ValueError there, not a DiceError), before anything happens."""
    if not isinstance(cmd.dice, dict):
        raise Reject("BAD_DICE", t("Typed-in dice are given per roll purpose."))
    for purpose, given in cmd.dice.items():
        if isinstance(given, dict):
            faces, total = given.get("faces"), given.get("total")
            ok = isinstance(faces, list) or (isinstance(total, int) and not isinstance(total, bool))
            if not ok:
                raise Reject(
                    "BAD_DICE",
                    t("The dice for '{purpose}' need the faces or a whole-number total.", purpose=purpose),
                )


class Cards(Ruleset):
    id = "cards"
    name = "Initiative Cards & Success Pools"
    looks = CardsDisplay
    version = "1"
    condition_hook = "round_start"
    options: ClassVar[dict[str, Option]] = dict(OPTIONS)
    reducers: ClassVar[dict[str, Reducer]] = dict.fromkeys(INFORMATIVE, _noop)
    move_costs: ClassVar[dict[str, int]] = {"fast": 1}
    # A scene event holds a card of the deck (taken out before the deal): it comes up on that card.
    scene_order: ClassVar[SceneOrder | None] = SceneOrder(
        N_("card"),
        1,
        deck.DECK_SIZE,
        hint=N_("Lowest comes first; its card is taken out of the deck before the deal."),
    )

    def scene_slot(self, state: EncounterState, cid: str) -> int | None:
        return turns.slot_card(state)

    def handlers(self) -> dict[str, Handler]:
        return bind(
            self,
            {
                "start": turns.start,
                "next": turns.advance_command,
                "end_turn": turns.end_turn,
                "move": movement.move,
                "cards.draw": turns.draw,
                "cards.redraw": turns.redraw,
                "cards.ambush": ambush.ambush,
                "cards.swap": swaps.swap,
                "cards.force_swap": swaps.force_swap,
                "cards.group_order": roster.group_order,
                "cards.give_card": arrivals.give_card,
                "cards.attack": attacks.attack,
                "cards.defend": attacks.defend,
                "cards.test": attacks.test,
                "cards.maneuver": attacks.maneuver,
                "cards.grapple": grapple.grapple,
                "cards.break_free": grapple.break_free,
                "cards.release": grapple.release,
                "cards.approach": movement.approach,
                "cards.flee": movement.flee,
                "cards.clear": movement.clear,
                "cards.obstacle": movement.set_obstacle,
                "cards.circumstance": circumstances.set_circumstance,
                "cards.fear": hazards.fear,
                "cards.ignite": hazards.ignite,
                "cards.extinguish": hazards.extinguish,
                "cards.poison": hazards.poison,
                "cards.antidote": hazards.antidote,
                "cards.fall": hazards.fall,
                "cards.hardship": hazards.hardship,
            },
        )

    def decide(self, tx: Any, cmd: Command) -> None:
        check_entered_dice(cmd)
        super().decide(tx, cmd)

    # --- combatants -------------------------------------------------------------------------------

    def initial_resources(self, c: Combatant) -> dict[str, int]:
        if model.harm_mode(c) == "points":
            return {"harm_points": 0}
        return {"physical_harm": 0, "mental_harm": 0}

    def check_combatant(self, c: Combatant) -> list[str]:
        return checks.check_stats(c)

    def initial_data(self, setup: dict[str, Any]) -> dict[str, Any]:
        return scene.initial_data(setup)

    def check_scene(self, setup: dict[str, Any], check: Checker, zones: set[str]) -> None:
        scene.check_keys(setup, check, zones)

    # --- turn order hooks -------------------------------------------------------------------------

    def on_left(self, tx: Any, cid: str) -> None:
        roster.on_left(self, tx, cid)

    def take_damage(self, tx: Any, cid: str, amount: int) -> None:
        """The GM's damage as physical harm: harm points (with their penalty) or Physical Harm levels."""
        rolls.harm(tx, cid, amount, "physical", "the GM")

    def on_joined(self, tx: Any, cid: str) -> None:
        roster.on_joined(self, tx, cid)

    def on_arrived(self, tx: Any, cid: str, hook: str) -> None:
        arrivals.on_arrived(self, tx, cid, hook)

    def reorder(self, tx: Any, order: list[str]) -> None:
        state = tx.state
        for g in model.groups(state):
            if sorted(order) == sorted(model.members(state, g)):
                tx.emit("GMOverrideApplied", what=f"{g} act in a new order", reason="")
                roster.set_group_order(tx, g, order)
                return
        raise Reject(
            "ORDER_FOLLOWS_CARDS",
            t("The order follows the cards: reorder the members of one group, or swap cards."),
        )

    def _gm_set_status(self, tx: Any, cmd: Command) -> None:
        super()._gm_set_status(tx, cmd)
        cid = self.arg(cmd, "cid")  # checked by the base class above
        if tx.state.started and cmd.args.get("status") == ACTIVE:
            roster.on_recovered(self, tx, cid)

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

    def gm_tools(self, state: EncounterState) -> list[Command]:
        return arrivals.give_card_commands(state) + legal.gm_tools(self, state)

    def invariants(self, state: EncounterState) -> list[str]:
        return super().invariants(state) + checks.invariants(state)

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        return words.describe(event, state) or super().describe(event, state)


__all__ = ["Cards", "demo_setup"]
