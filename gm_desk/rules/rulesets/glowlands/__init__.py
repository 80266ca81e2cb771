"""Threat & Retaliation (Into the Glowlands, chapter 000): PCs roll, creatures answer with Retaliation.

The ruleset is split by idea, its files named by role as in every system (`gm_desk.rules.rulesets`):
`turns.py` (initiative, rounds, the Retaliation sweep), `rolls.py` (rolls against a Threat),
`attacks.py`, `backout.py`, `actions.py` (the PC commands and their budget), `retaliation.py`,
`damage.py`, `strain.py` and `bleeding.py` (what damage does), `shared_strain.py` (a group's shared
Strain pool, under the option `shared_strain`), `odds.py` (exact chances for prep and play),
`features.py` (the data of its special widgets), `table.py` (prompt, order), `legal.py` (the legal
commands), `checks.py` (stat blocks, invariants), `words.py` (the log), `display.py` (the tracks,
badges, answers and phase words the panels show), `sheet.py` (the PC sheet), `reducers.py`,
`aftermath.py`, `statblock.py` and `demo.py`. This class wires them to the engine. Every reading the
spec adopts for an unclear rule is an option (`options.py`) with that reading as its default.

Commands: start, next, end_turn, move, glowlands.initiative, glowlands.resolve_tie, glowlands.attack,
glowlands.act, glowlands.back_out, glowlands.prepare, glowlands.use_prepared, glowlands.reaction,
glowlands.sweep, glowlands.apply_retaliation, glowlands.bleed_out, and glowlands.aftermath (the picks
after the fight ends, `aftermath.py`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from gm_desk.rules.command_help import bind
from gm_desk.rules.events import Command, Event, Reducer
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.prompts import PromptKey
from gm_desk.rules.ruleset import Handler, Option, OrderEntry, Prompt, Ruleset
from gm_desk.rules.rulesets.glowlands import (
    actions,
    aftermath,
    arrivals,
    bleeding,
    checks,
    damage,
    legal,
    prompt_key,
    retaliation,
    shared_strain,
    strain,
    table,
    turns,
    words,
)
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.rules.rulesets.glowlands.display import GlowlandsDisplay
from gm_desk.rules.rulesets.glowlands.options import OPTIONS, opt
from gm_desk.rules.rulesets.glowlands.reducers import REDUCERS
from gm_desk.rules.scene_event_spec import SceneOrder
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState
from gm_desk.rules.system_rules import Wanted, wanted_only
from gm_desk.rules.tx import Reject
from gm_desk.rules.zones import movement_allowance

AFTERMATH = aftermath.OWED
# Commands taken after the fight has ended (the base class takes only gm.note then).
AFTER_THE_END = {"glowlands.aftermath": aftermath.record}


class Glowlands(Ruleset):
    id = "glowlands"
    name = "Threat & Retaliation"
    looks = GlowlandsDisplay
    version = "1"
    condition_hook = "round_end"
    options: ClassVar[dict[str, Option]] = dict(OPTIONS)
    reducers: ClassVar[dict[str, Reducer]] = {**REDUCERS, "AftermathRecorded": aftermath.fold}
    move_costs: ClassVar[dict[str, int]] = {"action": 1}
    # A scene event takes an initiative value among the PCs' rolls: before every PC who rolled lower.
    scene_order: ClassVar[SceneOrder | None] = SceneOrder(
        N_("initiative"),
        -50,
        100,
        descending=True,
        hint=N_("Higher comes first; a PC tied with it acts before it."),
    )

    def scene_slot(self, state: EncounterState, cid: str) -> int | None:
        value = state.sched.get("init", {}).get(cid)
        return value if isinstance(value, int) else None

    def handlers(self) -> dict[str, Handler]:
        return bind(
            self,
            {
                "start": turns.start,
                "next": turns.advance,
                "end_turn": turns.end_turn,
                "move": actions.move,
                "glowlands.initiative": turns.initiative,
                "glowlands.resolve_tie": turns.resolve_tie,
                "glowlands.attack": actions.attack,
                "glowlands.act": actions.act,
                "glowlands.back_out": actions.back_out,
                "glowlands.prepare": actions.prepare,
                "glowlands.use_prepared": actions.use_prepared,
                "glowlands.reaction": actions.reaction,
                "glowlands.sweep": retaliation.sweep,
                "glowlands.apply_retaliation": retaliation.apply_pending,
                "glowlands.bleed_out": bleeding.bleed_out,
                "glowlands.aftermath": aftermath.record,
            },
        ) | {
            "gm.set_resource": self._set_track,
        }

    def decide(self, tx: Any, cmd: Command) -> None:
        if cmd.type in AFTER_THE_END:
            if cmd.actor is not None:
                raise Reject(
                    "BAD_ARGUMENT", t("'{type}' is the group's, not one combatant's.", type=cmd.type)
                )
            AFTER_THE_END[cmd.type](self, tx, cmd)
            return
        super().decide(tx, cmd)

    # --- combatants -------------------------------------------------------------------------------

    def initial_resources(self, c: Combatant) -> dict[str, int]:
        out = {"strain": int(c.stats.get("strain", 0))}
        if c.is_pc:
            out["wounds"] = strain.ticked_at_start(c.stats)
        return out

    def initial_data(self, setup: dict[str, Any]) -> dict[str, Any]:
        return {"pending": []}

    def check_combatant(self, c: Combatant) -> list[str]:
        return checks.check_combatant(c)

    def _set_track(self, tx: Any, cmd: Command) -> None:
        """The GM's override of a track, kept within what the track can hold."""
        c = self.combatant(tx, self.arg(cmd, "cid"))
        res, value = self.arg(cmd, "res"), self.arg(cmd, "value", int)
        if res == "strain" and shared_strain.pool_of(c) is not None and shared_strain.on(tx.state):
            shared_strain.gm_set(self, tx, c, value, cmd.args.get("reason", ""))
            return
        top = {"strain": int(c.stats.get("max_strain", 1))}
        if c.is_pc:
            top["wounds"] = len(strain.wound_ranks(c))
        if res in top and not 0 <= value <= top[res]:
            raise Reject(
                "BAD_ARGUMENT",
                t("{name}'s {res} runs from 0 to {value}.", name=c.name, res=res, value=top[res]),
            )
        self._gm_set_resource(tx, cmd)

    def move_allowance(self, state: EncounterState, c: Combatant, path: list[str]) -> int:
        difficult = any(state.zones.has_tag(z, "difficult") for z in path)
        speed = int(c.stats.get("speed", 1))
        if difficult and opt(state, "difficult_rounding") == "ceil" and speed > 0:
            return max(1, (speed + 1) // 2)  # A11 alternative
        return movement_allowance(speed, difficult)

    # --- turn order hooks -------------------------------------------------------------------------

    def on_left(self, tx: Any, cid: str) -> None:
        turns.on_left(self, tx, cid)

    def on_joined(self, tx: Any, cid: str) -> None:
        turns.on_joined(self, tx, cid)

    def on_arrived(self, tx: Any, cid: str, hook: str) -> None:
        arrivals.on_arrived(self, tx, cid, hook)

    def reorder(self, tx: Any, order: list[str]) -> None:
        turns.reorder(self, tx, order)

    def take_damage(self, tx: Any, cid: str, amount: int) -> None:
        """The GM's damage lands as a hit's does once armour is off: a creature's Strain fills and drops
        it; a PC's full Strain ticks the next wound rank, and with every rank ticked knocks it out."""
        holder = tx.state.actor
        if tx.state.get(cid).is_pc:
            strain.hurt_pc(tx, cid, amount, None, armour=0, by_gm=True)
        else:
            damage.hurt_creature(self, tx, cid, amount, None, armour=0, by_gm=True)
        turns.settle(self, tx, holder)

    def take_healing(self, tx: Any, cid: str, amount: int) -> None:
        """Healing a creature that shares its group's pool empties the pool; anyone else as usual."""
        pool = shared_strain.pool_of(tx.state.get(cid))
        if pool is not None and shared_strain.on(tx.state):
            if pool["strain"] == 0:
                raise Reject(
                    "NO_CHANGE", t("The shared Strain of the {group} is already empty.", group=pool["group"])
                )
            shared_strain.set_value(self, tx, pool["group"], pool["strain"] - amount)
            return
        super().take_healing(tx, cid, amount)

    def aftermath(self, state: EncounterState, result: str) -> dict[str, Any]:
        return aftermath.owed(result)

    # --- what the table sees ----------------------------------------------------------------------

    def prompt(self, state: EncounterState) -> Prompt:
        recorded = aftermath.recorded_prompt(state.outcome)
        return recorded if recorded is not None else table.prompt(state)

    def prompt_key(self, state: EncounterState) -> PromptKey:
        return prompt_key.prompt_key(state)

    def order(self, state: EncounterState) -> list[OrderEntry]:
        return table.order(state)

    def legal_commands(self, state: EncounterState, wanted: Wanted = None) -> list[Command]:
        if aftermath.picks_pending(state.outcome):
            return wanted_only([aftermath.sample(state.outcome)], wanted)  # type: ignore[arg-type]
        return self.proposed_commands(state, legal.candidates, wanted)

    def candidate_commands(self, state: EncounterState, wanted: Wanted = None) -> list[Command]:
        if aftermath.picks_pending(state.outcome):
            return wanted_only([aftermath.sample(state.outcome)], wanted)  # type: ignore[arg-type]
        return self.proposed_commands(state, legal.candidates, wanted, decided=False)

    def invariants(self, state: EncounterState) -> list[str]:
        return super().invariants(state) + checks.invariants(state)

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        if event.type == "AftermathRecorded":
            return aftermath.words(event.data)
        return words.describe(event, state) or super().describe(event, state)


__all__ = ["ACTIVE", "Glowlands", "demo_setup"]
