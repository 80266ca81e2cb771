"""Faction Passing & Auto-Hit Saves (chapter 002): factions alternate a turn or a pass; attacks hit unless
circumstances call for a WIT save.

The ruleset is split by idea, its files named by role as in every system (`gm_desk.rules.rulesets`):
`turns.py` (rounds, the first-faction choice, the fast/slow option, the phase loop, the end of the
morale phase, surrender, late joiners), `actions.py` (moving, bonus and main actions, shoves),
`holds.py` (grabs, the move waiting on opportunity attacks, dropping what went stale), `attacks.py`,
`reactors.py` (who may react), `reactions.py` and `damage.py` (attacks, reactions, blasts, counters),
`morale.py`, `aftermath.py` (gear, chases), `table.py` (prompt, tracker), `words.py` (the log),
`display.py` (tracks, badges, notes, answers and phase words for the panels), `legal.py` (legal
commands), `checks.py` (stat blocks, invariants), `reducers.py`, `statblock.py` and `demo.py`.
`common.py` is the floor they all stand on. This class wires them to the engine; every reading the
spec adopts for an unclear rule is an option (`options.py`) with that reading as its default.

Setup keys of its own: `factions` (the cyclic order, default: the order of the sides) and
`initiative_holder` (the faction that started the fight; left out, a die picks one at the start).
"""

from __future__ import annotations

from typing import Any, ClassVar

from gm_desk.rules.events import Command, Event, Reducer
from gm_desk.rules.i18n import t
from gm_desk.rules.ruleset import Handler, Option, OrderEntry, Prompt, Ruleset
from gm_desk.rules.rulesets.factions import (
    actions,
    aftermath,
    attacks,
    checks,
    legal,
    morale,
    reactions,
    table,
    turns,
    words,
)
from gm_desk.rules.rulesets.factions import common as fc
from gm_desk.rules.rulesets.factions.demo import demo_setup
from gm_desk.rules.rulesets.factions.display import FactionsDisplay
from gm_desk.rules.rulesets.factions.options import OPTIONS
from gm_desk.rules.rulesets.factions.reducers import REDUCERS
from gm_desk.rules.setup import SetupError
from gm_desk.rules.state import ACTIVE, DOWN, SURRENDERED, Combatant, EncounterState
from gm_desk.rules.tx import Reject


class Factions(Ruleset):
    id = "factions"
    name = "Faction Passing & Auto-Hit Saves"
    looks = FactionsDisplay
    version = "1"
    condition_hook = "round_end"
    options: ClassVar[dict[str, Option]] = dict(OPTIONS)
    reducers: ClassVar[dict[str, Reducer]] = dict(REDUCERS)
    move_costs: ClassVar[dict[str, int]] = {"move": 1}

    def handlers(self) -> dict[str, Handler]:
        def flag(name: str) -> Handler:
            return lambda tx, cmd: actions.set_flag(self, tx, cmd, name)

        return {
            "start": lambda tx, cmd: turns.start(self, tx, cmd),
            "next": self._next,
            "end_turn": lambda tx, cmd: turns.end_turn(self, tx, cmd),
            "move": lambda tx, cmd: actions.move(self, tx, cmd),
            "gm.remove_combatant": self._remove,
            "factions.first": lambda tx, cmd: turns.choose_first(self, tx, cmd),
            "factions.roll_fat": lambda tx, cmd: turns.roll_fat(self, tx, cmd),
            "factions.take_turn": lambda tx, cmd: turns.take_turn(self, tx, cmd),
            "factions.pass": lambda tx, cmd: turns.pass_go(self, tx, cmd),
            "factions.surrender": lambda tx, cmd: turns.surrender(self, tx, cmd),
            "factions.resume": lambda tx, cmd: turns.resume(self, tx, cmd),
            "factions.mark_acted": lambda tx, cmd: turns.mark_acted(self, tx, cmd),
            "factions.set_order": lambda tx, cmd: turns.set_order(self, tx, cmd),
            "factions.bonus": lambda tx, cmd: actions.bonus(self, tx, cmd),
            "factions.main": lambda tx, cmd: actions.main_action(self, tx, cmd),
            "factions.action_lost": lambda tx, cmd: actions.action_lost(self, tx, cmd),
            "factions.shove": lambda tx, cmd: actions.shove(self, tx, cmd),
            "factions.release": lambda tx, cmd: actions.release_command(self, tx, cmd),
            "factions.conceal": flag(fc.CONCEALED),
            "factions.cover": flag(fc.IN_COVER),
            "factions.obscure": flag(fc.OBSCURED),
            "factions.place_border": lambda tx, cmd: actions.place_border(self, tx, cmd),
            "factions.attack": lambda tx, cmd: attacks.attack(self, tx, cmd),
            "factions.react": lambda tx, cmd: reactions.react(self, tx, cmd),
            "factions.opportunity": lambda tx, cmd: attacks.opportunity(self, tx, cmd),
            "factions.no_reaction": lambda tx, cmd: reactions.no_reaction(self, tx, cmd),
            "factions.stunt_reply": lambda tx, cmd: reactions.stunt_reply(self, tx, cmd),
            "factions.morale_save": lambda tx, cmd: morale.save_command(self, tx, cmd),
            "factions.morale_fate": lambda tx, cmd: morale.fate_command(self, tx, cmd),
            "factions.durability": lambda tx, cmd: aftermath.durability(self, tx, cmd),
            "factions.chase": lambda tx, cmd: aftermath.chase(self, tx, cmd),
        }

    def _remove(self, tx: Any, cmd: Command) -> None:
        """Removing the character whose turn runs ends that turn as its faction's go, then removes it."""
        c = self.combatant(tx, self.arg(cmd, "cid"))
        if tx.state.actor == c.id:
            fc.require_no_pending(tx.state)
            turns.close_turn(self, tx)
        self._gm_remove(tx, cmd)

    def _next(self, tx: Any, cmd: Command) -> None:
        """Space bar: whatever comes next where nobody has a choice to make."""
        state = tx.state
        phase = state.phase
        if phase == fc.SETUP:
            turns.start(self, tx, cmd)
        elif phase == fc.CHOOSE_FIRST:
            holder = state.sides[state.sched["holder"]].name
            raise Reject(
                "FIRST_FACTION_NEEDED",
                t("{holder} hold the initiative and choose who goes first.", holder=holder),
            )
        elif phase == fc.FAT:
            turns.roll_fat(self, tx, cmd)
        elif phase in fc.LOOP_PHASES:
            fc.require_no_pending(state)
            if state.turn is None:
                side = state.sides[state.sched["current"]].name
                raise Reject(
                    "CHOOSE_OR_PASS", t("It is the {side}' go: choose a character or pass.", side=side)
                )
            turns.end_turn(self, tx, cmd)
        elif phase == fc.MORALE:
            turns.finish_morale(self, tx)
        elif phase == fc.AFTERMATH:
            aftermath.advance(self, tx)
        else:
            raise Reject("ENCOUNTER_ENDED", t("This encounter has ended."))

    # --- combatants -------------------------------------------------------------------------------

    def initial_resources(self, c: Combatant) -> dict[str, int]:
        return {"health": fc.health_max(c)}

    def check_combatant(self, c: Combatant) -> list[str]:
        return checks.check_combatant(c)

    def initial_data(self, setup: dict[str, Any]) -> dict[str, Any]:
        order = setup.get("factions", [])
        holder = setup.get("initiative_holder")
        if not isinstance(order, list) or not all(isinstance(f, str) for f in order):
            raise SetupError(t("'factions' is a list of side ids in their turn order."))
        if len(order) != len(set(order)):
            raise SetupError(t("A faction is listed twice in 'factions'."))
        if holder is not None and not isinstance(holder, str):
            raise SetupError(t("'initiative_holder' is a side id."))
        return {"setup_factions": list(order), "setup_holder": holder}

    # --- turn order hooks -------------------------------------------------------------------------

    def on_joined(self, tx: Any, cid: str) -> None:
        turns.on_joined(self, tx, cid)

    def on_left(self, tx: Any, cid: str) -> None:
        turns.on_left(self, tx, cid)

    def take_damage(self, tx: Any, cid: str, amount: int) -> None:
        """The GM's damage off health, as a landed hit's: at 0 the combatant is incapacitated."""
        c = tx.state.get(cid)
        health = c.res.get("health", 0)
        if health > 0:
            tx.emit("ResourceChanged", cid=cid, res="health", value=max(0, health - amount), was=health)
        if tx.state.get(cid).res.get("health", 0) == 0 and c.status in (ACTIVE, SURRENDERED):
            self.set_status(tx, cid, DOWN, fc.INCAPACITATED)

    def aftermath(self, state: EncounterState, result: str) -> dict[str, Any]:
        return {
            "gear_used": aftermath.gear_used(state),
            "durability": dict(state.sched.get("durability", {})),
            "durability_unchecked": aftermath.unchecked(state),
        }

    # --- what the table sees ----------------------------------------------------------------------

    def prompt(self, state: EncounterState) -> Prompt:
        return table.prompt(state)

    def order(self, state: EncounterState) -> list[OrderEntry]:
        return table.order(state)

    def legal_commands(self, state: EncounterState) -> list[Command]:
        return legal.legal_commands(self, state)

    def invariants(self, state: EncounterState) -> list[str]:
        return super().invariants(state) + checks.invariants(state)

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        return words.describe(event, state) or super().describe(event, state)


__all__ = ["Factions", "demo_setup"]
