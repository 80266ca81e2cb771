"""Faction Passing & Auto-Hit Saves (chapter 002): factions alternate a turn or a pass; attacks hit unless
circumstances call for a WIT save.

The ruleset is split by idea, its files named by role as in every system (`gm_desk.rules.rulesets`):
`turns.py` (rounds, the first-faction choice, the fast/slow option, the phase loop, the end of the
morale phase, surrender, late joiners), `actions.py` (moving, bonus and main actions, shoves),
`holds.py` (grabs, the move waiting on opportunity attacks, dropping what went stale), `attacks.py`,
`reactors.py` (who may react), `reactions.py` and `damage.py` (attacks, reactions, blasts, counters),
`morale.py`, `aftermath.py` (gear, chases), `table.py` (prompt, tracker), `words.py` (the log),
`display.py` (tracks, badges, notes, answers and phase words for the panels), `legal.py` (legal
commands), `checks.py` (stat blocks, invariants), `reducers.py`, `statblock.py` and `demo.py`. They
stand on small floors that read state and decide nothing: `schedule.py` (phases, the faction order,
who may act), `statuses.py` (the chapter's statuses and flags), `stats.py` (save scores, health,
morale group), `arms.py` (weapons in hand, gear in words), `space.py` (borders and "nearby") and
`rolls.py` (the save). This class wires them to the engine; every reading the spec adopts for an
unclear rule is an option (`options.py`) with that reading as its default.

Setup keys of its own: `factions` (the cyclic order, default: the order of the sides) and
`initiative_holder` (the faction that started the fight; left out, a die picks one at the start).
"""

from __future__ import annotations

from typing import Any, ClassVar

from gm_desk.rules.command_help import bind
from gm_desk.rules.events import Command, Event, Reducer
from gm_desk.rules.i18n import t
from gm_desk.rules.prompts import PromptKey
from gm_desk.rules.ruleset import Handler, Option, OrderEntry, Prompt, Ruleset
from gm_desk.rules.rulesets.factions import (
    actions,
    aftermath,
    arrivals,
    attacks,
    checks,
    holds,
    legal,
    morale,
    prompt_key,
    reactions,
    schedule,
    stats,
    statuses,
    table,
    turns,
    words,
)
from gm_desk.rules.rulesets.factions.demo import demo_setup
from gm_desk.rules.rulesets.factions.display import FactionsDisplay
from gm_desk.rules.rulesets.factions.options import OPTIONS
from gm_desk.rules.rulesets.factions.reducers import REDUCERS
from gm_desk.rules.setup import SetupError
from gm_desk.rules.state import ACTIVE, DOWN, SURRENDERED, Combatant, EncounterState
from gm_desk.rules.system_rules import Wanted
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

        return bind(
            self,
            {
                "start": turns.start,
                "end_turn": turns.end_turn,
                "move": actions.move,
                "factions.first": turns.choose_first,
                "factions.roll_fat": turns.roll_fat,
                "factions.take_turn": turns.take_turn,
                "factions.pass": turns.pass_go,
                "factions.surrender": turns.surrender,
                "factions.resume": turns.resume,
                "factions.mark_acted": turns.mark_acted,
                "factions.set_order": turns.set_order,
                "factions.bonus": actions.bonus,
                "factions.main": actions.main_action,
                "factions.action_lost": actions.action_lost,
                "factions.shove": actions.shove,
                "factions.release": actions.release_command,
                "factions.place_border": actions.place_border,
                "factions.attack": attacks.attack,
                "factions.react": reactions.react,
                "factions.opportunity": attacks.opportunity,
                "factions.no_reaction": reactions.no_reaction,
                "factions.stunt_reply": reactions.stunt_reply,
                "factions.morale_save": morale.save_command,
                "factions.morale_fate": morale.fate_command,
                "factions.durability": aftermath.durability,
                "factions.chase": aftermath.chase,
            },
        ) | {
            "next": self._next,
            "gm.remove_combatant": self._remove,
            "factions.conceal": flag(statuses.CONCEALED),
            "factions.cover": flag(statuses.IN_COVER),
            "factions.obscure": flag(statuses.OBSCURED),
        }

    def _remove(self, tx: Any, cmd: Command) -> None:
        """Removing the character whose turn runs ends that turn as its faction's go, then removes it."""
        c = self.combatant(tx, self.arg(cmd, "cid"))
        if tx.state.actor == c.id:
            holds.require_no_pending(tx.state)
            turns.close_turn(self, tx)
        self._gm_remove(tx, cmd)

    def _next(self, tx: Any, cmd: Command) -> None:
        """Space bar: whatever comes next where nobody has a choice to make."""
        state = tx.state
        phase = state.phase
        if phase == schedule.SETUP:
            turns.start(self, tx, cmd)
        elif phase == schedule.CHOOSE_FIRST:
            holder = state.sides[state.sched["holder"]].name
            raise Reject(
                "FIRST_FACTION_NEEDED",
                t("{holder} hold the initiative and choose who goes first.", holder=holder),
            )
        elif phase == schedule.FAT:
            turns.roll_fat(self, tx, cmd)
        elif phase in schedule.LOOP_PHASES:
            holds.require_no_pending(state)
            if state.turn is None:
                side = state.sides[state.sched["current"]].name
                raise Reject(
                    "CHOOSE_OR_PASS", t("It is the {side}' go: choose a character or pass.", side=side)
                )
            turns.end_turn(self, tx, cmd)
        elif phase == schedule.MORALE:
            turns.finish_morale(self, tx)
        elif phase == schedule.AFTERMATH:
            aftermath.advance(self, tx)
        else:
            raise Reject("ENCOUNTER_ENDED", t("This encounter has ended."))

    # --- combatants -------------------------------------------------------------------------------

    def initial_resources(self, c: Combatant) -> dict[str, int]:
        return {"health": stats.health_max(c)}

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

    def on_arrived(self, tx: Any, cid: str, hook: str) -> None:
        arrivals.on_arrived(self, tx, cid, hook)

    def on_left(self, tx: Any, cid: str) -> None:
        turns.on_left(self, tx, cid)

    def take_damage(self, tx: Any, cid: str, amount: int) -> None:
        """The GM's damage off health, as a landed hit's: at 0 the combatant is incapacitated."""
        c = tx.state.get(cid)
        health = c.res.get("health", 0)
        if health > 0:
            tx.emit("ResourceChanged", cid=cid, res="health", value=max(0, health - amount), was=health)
        if tx.state.get(cid).res.get("health", 0) == 0 and c.status in (ACTIVE, SURRENDERED):
            self.set_status(tx, cid, DOWN, statuses.INCAPACITATED)

    def aftermath(self, state: EncounterState, result: str) -> dict[str, Any]:
        return {
            "gear_used": aftermath.gear_used(state),
            "durability": dict(state.sched.get("durability", {})),
            "durability_unchecked": aftermath.unchecked(state),
        }

    # --- what the table sees ----------------------------------------------------------------------

    def prompt(self, state: EncounterState) -> Prompt:
        return table.prompt(state)

    def prompt_key(self, state: EncounterState) -> PromptKey:
        return prompt_key.prompt_key(state)

    def listing_marks(self, state: EncounterState) -> tuple[Any, ...]:
        """Whether the morale phase waits for fates (the prompt names the same broken characters while
        their saves are due and then while their fates are), and of an open attack who made it, at whom,
        whether it is a blast and whether it may still be countered: the prompt names who may react, not
        how (the same character guards an ally in one attack and dodges in another)."""
        record = state.rs.get("attack")
        fates = bool(state.sched.get("morale_fates"))
        if not record:
            return (fates,)
        targets = tuple(record.get("targets") or ())
        return fates, record.get("attacker"), targets, bool(record.get("blast")), record.get("counter") is None

    def order(self, state: EncounterState) -> list[OrderEntry]:
        return table.order(state)

    def legal_commands(self, state: EncounterState, wanted: Wanted = None) -> list[Command]:
        return legal.legal_commands(self, state, wanted)

    def invariants(self, state: EncounterState) -> list[str]:
        return super().invariants(state) + checks.invariants(state)

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        return words.describe(event, state) or super().describe(event, state)


__all__ = ["Factions", "demo_setup"]
