"""Faction Passing & Auto-Hit Saves (chapter 002): factions alternate a turn or a pass; attacks hit unless
circumstances call for a WIT save.

The ruleset is split by idea: `turns.py` (rounds, the first-faction choice, the fast/slow option, the
phase loop, the end of the morale phase, surrender, late joiners), `actions.py` (moving, bonus and main
actions, shoves), `holds.py` (grabs, the move waiting on opportunity attacks, dropping what went
stale), `attacks.py`, `reactors.py` (who may react), `reactions.py` and `damage.py` (attacks,
reactions, blasts, counters), `morale.py`, `aftermath.py` (gear, chases), `view.py` (prompt, tracker,
words), `display.py` (tracks, badges, notes, answers and phase words for the panels), `legal.py`
(legal commands, invariants) and `demo.py`. `common.py` is the floor they all stand on.
This class wires them to the engine and holds the options: every reading the spec adopts for an
unclear rule is an option with that reading as its default.

Setup keys of its own: `factions` (the cyclic order, default: the order of the sides) and
`initiative_holder` (the faction that started the fight; left out, a die picks one at the start).
"""

from __future__ import annotations

from typing import Any, ClassVar

from gm_desk.rules.events import Command, Event, Reducer
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.ruleset import Handler, Option, OrderEntry, Prompt, Ruleset
from gm_desk.rules.rulesets.factions import actions, aftermath, attacks, legal, morale, reactions, turns, view
from gm_desk.rules.rulesets.factions import common as fc
from gm_desk.rules.rulesets.factions.demo import demo_setup
from gm_desk.rules.rulesets.factions.display import FactionsDisplay
from gm_desk.rules.rulesets.factions.reducers import REDUCERS
from gm_desk.rules.setup import SetupError
from gm_desk.rules.state import ACTIVE, DOWN, SURRENDERED, Combatant, EncounterState
from gm_desk.rules.tx import Reject

OPTIONS: dict[str, Option] = {
    "fast_slow": Option(
        False, N_("Optional rule: a d20 fast action threshold splits each round in two phases.")
    ),
    "slow_phase_rechoose": Option(
        False, N_("A3: the holder's first-faction choice carries over to the slow phase; on: chosen again.")
    ),
    "save_mode": Option(
        "roll_under",
        N_("A2: a save passes on d20 ≤ the score; roll_under_strict: it needs d20 < the score."),
        ("roll_under", "roll_under_strict"),
    ),
    "ambush_only_holder": Option(
        False, N_("A9: every concealed character acts in the ambush turn; on: only the holder's faction.")
    ),
    "late_joiner_waits": Option(
        False, N_("A late joiner may act from its faction's next go; on: it waits for the next round.")
    ),
    "reveal_default": Option(
        True,
        N_("A revealing action (attack, power, speech, open move) reveals unless the GM says otherwise."),
    ),
    "moving": Option(
        "moved_this_turn",
        N_(
            "A5: 'while moving' = already moved this turn before attacking; flag_only: only when the GM says."
        ),
        ("moved_this_turn", "flag_only"),
    ),
    "nearby": Option(
        "zone_or_border",
        N_("A6: nearby = same zone or on its border; zone_only: same zone only."),
        ("zone_or_border", "zone_only"),
    ),
    "impaired": Option(
        "d4",
        N_("A8: impaired damage rolls a d4; lower_of_two: the weapon die twice, keep the lower."),
        ("d4", "lower_of_two"),
    ),
    "separate_obscured": Option(
        False, N_("A12: the concealed flag also impairs damage; on: a separate obscured flag does.")
    ),
    "zone_cover": Option(
        True,
        N_("A target in a zone tagged 'cover' is in cover (armour +1); off: only the in_cover flag counts."),
    ),
    "counter_first_blow_stops": Option(
        True, N_("A4: a combatant taken out by the first blow of a counter lands nothing; off: both land.")
    ),
    "morale_pcs": Option(False, N_("A7: PCs make no morale checks; on: they do.")),
    "morale_every_round": Option(
        False, N_("A7: a group is checked once, when it crosses the line; on: every round while below it.")
    ),
    "morale_failure": Option(
        "gm_chooses",
        N_("A7: a failed morale save surrenders or retreats as the GM chooses; or always one of them."),
        ("gm_chooses", "surrender", "retreat"),
    ),
    "durability": Option(
        "gm_enters",
        N_("Durability rolls follow another chapter: the GM enters each outcome; roll_d6: a house 1-in-6."),
        ("gm_enters", "roll_d6"),
    ),
    "chaos_of_combat": Option(
        False, N_("Optional rule: players who do not declare in time lose their turn (factions.action_lost).")
    ),
}


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
        problems = []
        s = c.stats
        for key in ("str", "agi", "wit"):
            value = s.get(key)
            if value is not None and (
                not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 20
            ):
                problems.append(f"{key.upper()} must be a whole number from 1 to 20")
        value = s.get("health_max", 1)
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            problems.append("health_max must be a whole number of at least 1")
        value = s.get("armour", 0)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            problems.append("armour cannot be negative")
        for w in s.get("weapons", ()):
            if not isinstance(w, dict) or not w.get("name"):
                problems.append("every weapon needs a name")
            elif str(w.get("damage_die", "d4")) not in ("d4", "d6", "d8", "d10", "d12"):
                problems.append(f"{w['name']}: the damage die is d4, d6, d8, d10 or d12")
            elif w.get("improvised") and (w.get("kind", "melee") != "melee" or w.get("blast")):
                problems.append(
                    f"{w['name']}: an improvised weapon works as a simple hand or great weapon (melee)"
                )
        return problems

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
        return view.prompt(state)

    def order(self, state: EncounterState) -> list[OrderEntry]:
        return view.order(state)

    def legal_commands(self, state: EncounterState) -> list[Command]:
        return legal.legal_commands(self, state)

    def invariants(self, state: EncounterState) -> list[str]:
        return super().invariants(state) + legal.invariants(state)

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        return view.describe(event, state) or super().describe(event, state)


__all__ = ["Factions", "demo_setup"]
