"""The plugin boundary: what a combat system must say, and what every system shares.

A ruleset is one module under `rulesets/`. It answers commands by emitting events through the `Tx` it is
handed (never by touching state), says what the table must do next (`prompt`), lists the legal commands
at any moment, and puts its own events into words. What the panels show of it (health tracks, badges,
the answers to a prompt, the words for its phases, its PC sheet) is another object, its
`presentation`: a `Presentation` (`presentation.py`) of the class the system names in `looks`, made for
it when the ruleset is. The base class carries what all five systems share:
GM overrides, conditions, engagement, a zone move, budget spending, turn and round bookkeeping, and the
options that record which reading of an unclear rule is in force.
"""

from __future__ import annotations

import abc
import copy
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, ClassVar

from gm_desk.rules import (
    arrivals,
    command_help,
    conditions,
    field_changes,
    gm_each,
    scene_events,
    zone_hazards,
)
from gm_desk.rules.combatant_check import combatant_problem
from gm_desk.rules.events import Command, Event, Reducer
from gm_desk.rules.i18n import t
from gm_desk.rules.intake import Checker
from gm_desk.rules.options import Option, changed_options
from gm_desk.rules.presentation import Answer, EntryRow, Presentation, Track
from gm_desk.rules.prompts import OrderEntry, Prompt, PromptKey
from gm_desk.rules.scene_event_spec import SceneOrder
from gm_desk.rules.setup import SetupError
from gm_desk.rules.state import ACTIVE, NPC, PC, REMOVED, STATUSES, Combatant, EncounterState
from gm_desk.rules.system_rules import Handler, SystemRules, Wanted, wanted_only
from gm_desk.rules.tx import Reject, trial
from gm_desk.rules.words import QUIET_EVENTS, describe_generic, stat_changes
from gm_desk.rules.zones import movement_allowance

if TYPE_CHECKING:
    from gm_desk.rules.tx import Tx

# The ways a fight can end (`gm.end`); each ruleset's aftermath says what follows from each.
END_RESULTS = ("victory", "defeat", "stalemate", "objective", "fled", "ended")
MAX_JOINING = 200  # combatants one `gm.add_combatants` brings in


def _hidden(state: EncounterState, cid: str) -> bool:
    c = state.combatants.get(cid)
    return c is not None and c.hidden


class Ruleset(abc.ABC):
    id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    version: ClassVar[str] = "1"
    condition_hook: ClassVar[str] = "round_end"
    options: ClassVar[dict[str, Option]] = {}
    reducers: ClassVar[dict[str, Reducer]] = {}
    # Counters of a fresh turn, by name; the UI shows them as they are spent.
    move_costs: ClassVar[dict[str, int]] = {"action": 1}
    # Where a scene event may take a place in the order (None: the order changes as the fight goes, so
    # scene events come up at round hooks only); `scene_slot` gives a combatant's place on that scale.
    scene_order: ClassVar[SceneOrder | None] = None
    # What the panels show of this system: the class of its `presentation` (the defaults, or its own).
    looks: ClassVar[type[Presentation]] = Presentation

    def __init__(self) -> None:
        self.presentation: Presentation = self.looks(self.id)
        self._handlers: dict[str, Handler] = {
            "gm.set_resource": self._gm_set_resource,
            "gm.set_status": self._gm_set_status,
            "gm.set_stats": self._gm_set_stats,
            "gm.add_combatant": self._gm_add,
            "gm.add_combatants": self._gm_add_many,
            "gm.remove_combatant": self._gm_remove,
            "gm.reorder": self._gm_reorder,
            "gm.place": self._gm_place,
            "gm.end": self._gm_end,
            "gm.note": self._gm_note,
            "condition.add": self._condition_add,
            "condition.remove": self._condition_remove,
            "engage": self._engage,
            "disengage": self._disengage,
            "move": self._move,
            "gm.damage": self._gm_damage,
            "gm.reveal": self._gm_reveal,
            "gm.dismiss_scene_event": lambda tx, cmd: scene_events.dismiss(self, tx, cmd),
            "gm.end_hazard": lambda tx, cmd: zone_hazards.end_hazard(self, tx, cmd),
            "gm.bring_in": lambda tx, cmd: arrivals.bring_in(self, tx, cmd),
            "gm.each": lambda tx, cmd: gm_each.each(self, tx, cmd, self._handlers["condition.add"]),
            **field_changes.HANDLERS,
            **self.handlers(),
        }

    def _gm_damage(self, tx: Tx, cmd: Command) -> None:
        """`gm.damage` {cid, amount}: the GM's damage (7, 2d6+1) or healing (-3); see `gm_damage`."""
        from gm_desk.rules import gm_damage

        gm_damage.decide(self, tx, cmd)

    def take_damage(self, tx: Tx, cid: str, amount: int) -> None:
        """Damage the GM typed lands here; a system with overflow rules sends it down its own path."""
        from gm_desk.rules import gm_damage

        gm_damage.damage_main_track(self, tx, cid, amount)

    def take_healing(self, tx: Tx, cid: str, amount: int) -> None:
        """Healing the GM typed: by default the first track back towards fresh."""
        from gm_desk.rules import gm_damage

        gm_damage.heal_main_track(self, tx, cid, amount)

    # --- what a ruleset provides ------------------------------------------------------------------

    def handlers(self) -> dict[str, Handler]:
        """The system's own commands, by type."""
        return {}

    @abc.abstractmethod
    def prompt(self, state: EncounterState) -> Prompt:
        """What the table must do next: every ruleset answers this."""

    def prompt_key(self, state: EncounterState) -> Prompt | PromptKey:
        """The prompt's kind, actor, side and choices, those of `prompt(state)`: by default the prompt
        itself; a system may give them as a `PromptKey`, without building the prompt's words."""
        return self.prompt(state)

    def listing_marks(self, state: EncounterState) -> Hashable:
        """What else the commands the rules accept now depend on, beyond the prompt's key, the turn and
        where everyone stands and with whom (what the simulation's tactic keeps a listing of commands
        under: `difficulty.tactic.situation`); by default nothing. A system whose prompt asks the same
        of the same people in two states with different legal commands tells them apart here."""
        return None

    def order(self, state: EncounterState) -> list[OrderEntry]:
        """The turn-order tracker as the table should see it."""
        return []

    def legal_commands(self, state: EncounterState, wanted: Wanted = None) -> list[Command]:
        """Concrete commands the rules accept now (a useful sample, not every parameter combination);
        with `wanted`, only among the candidates it keeps, and only those are decided (deciding one on a
        copy of the state costs about half a millisecond: the simulation's tactic skips those it never
        plays)."""
        return []

    def proposed_commands(
        self,
        state: EncounterState,
        propose: Callable[[EncounterState], list[Command]],
        wanted: Wanted = None,
        *,
        decided: bool = True,
    ) -> list[Command]:
        """For a system that proposes commands and lets the rules judge them (its `legal_commands`, and
        undecided its `candidate_commands`): those of `propose(state)` that `wanted` keeps, each decided
        on a copy of the state unless `decided` is False, then the shared ones; none once it is over."""
        if state.outcome is not None:
            return []
        kept = wanted_only(propose(state), wanted)
        if decided:
            kept = [cmd for cmd in kept if trial(self, state, cmd).ok]
        return kept + self.shared_commands(state, wanted, decided=decided)

    def candidate_commands(self, state: EncounterState, wanted: Wanted = None) -> list[Command]:
        """What `legal_commands` lists the accepted ones of, in its order, before the rules decide any:
        for a caller that decides only the few it needs, one at a time (the simulation's tactic). By
        default the legal commands themselves (a system whose listing decides nothing on a copy)."""
        return self.legal_commands(state, wanted)

    def gm_tools(self, state: EncounterState) -> list[Command]:
        """What the GM applies to any combatant, apart from anyone's own actions (Initiative Cards: a fire,
        a poison, a fall): a sample of one command per tool, each accepted by the rules now. The UI
        lists them apart from the actions; the rules decide each like any command."""
        return []

    def shared_commands(self, state: EncounterState, wanted: Wanted = None, *, decided: bool = True) -> list[Command]:
        """What every system's `legal_commands` adds to its own: engaging, revealing, reinforcements
        (with `decided` False, the engagements are not decided: see `candidate_commands`)."""
        rest = self.reveal_commands(state) + arrivals.bring_in_commands(state)
        return self.engagement_commands(state, wanted, decided=decided) + wanted_only(rest, wanted)

    def reveal_commands(self, state: EncounterState) -> list[Command]:
        """`gm.reveal` for each hidden combatant still in the fight (the GM may reveal them any time)."""
        if not state.started or state.outcome is not None:
            return []
        return [
            Command("gm.reveal", args={"cid": c.id})
            for c in state.combatants.values()
            if c.hidden and c.status != REMOVED
        ]

    def shown_order(self, state: EncounterState) -> list[OrderEntry]:
        """The turn order the table is shown: `order` without the combatants still hidden."""
        return [e for e in self.order(state) if not _hidden(state, e.cid)]

    def engagement_commands(
        self, state: EncounterState, wanted: Wanted = None, *, decided: bool = True
    ) -> list[Command]:
        """Engage and disengage, for foes who stand in the same zone, as the rules accept them now.

        Every system's `legal_commands` adds these, so the Action list offers engaging where a GM looks
        for it. Each pair is named once, the one whose turn it is (else the party's side) first; each
        command is decided on a copy of the state, so only what the rules accept is listed. Before the
        fight starts engagements are part of the setup, not commands."""
        if not state.started or state.outcome is not None:
            return []

        def rank(c: Combatant) -> tuple[int, int]:
            side = state.sides.get(c.side)
            return (c.id != state.actor, not (side is not None and side.stance == "party"))

        standing = sorted((c for c in state.combatants.values() if c.active and c.zone is not None), key=rank)
        out: list[Command] = []
        seen: set[frozenset[str]] = set()
        for a in standing:
            foes: set[str] | None = None  # read once someone shares its zone (the simulation lists often)
            for b in standing:
                if b.zone != a.zone or b.id == a.id:
                    continue
                pair = frozenset((a.id, b.id))
                if pair in seen:
                    continue
                if b.id in a.engaged:
                    cmd = Command("disengage", args={"a": a.id, "b": b.id})
                else:
                    if foes is None:
                        foes = {f.id for f in state.enemies_of(a.id)}
                    if b.id not in foes:
                        continue
                    cmd = Command("engage", args={"a": a.id, "b": b.id})
                seen.add(pair)
                if (wanted is None or wanted(cmd)) and (not decided or trial(self, state, cmd).ok):
                    out.append(cmd)
        return out

    def invariants(self, state: EncounterState) -> list[str]:
        """Broken promises of this system in `state` (empty when all hold); property tests check them."""
        problems = []
        if state.turn is not None:
            actor = state.combatants.get(state.turn.actor)
            if actor is None:
                problems.append("the turn belongs to an unknown combatant")
            for counter, left in state.turn.budget.items():
                if left < 0:
                    problems.append(f"{counter} went below zero")
        return problems

    def initial_resources(self, c: Combatant) -> dict[str, int]:
        return {}

    def scene_slot(self, state: EncounterState, cid: str) -> int | None:
        """The place of `cid`'s turn on the `scene_order` scale (its initiative, its card...), or None."""
        return None

    def check_scene(self, setup: dict[str, Any], check: Checker, zones: set[str]) -> None:  # noqa: B027 - optional
        """The gate's check of the setup keys only this system reads (its scene data), before
        `initial_data` reads them: a malformed one is refused with its path (`check.refuse`)."""

    def check_combatant(self, c: Combatant) -> list[str]:
        return []

    def initial_data(self, setup: dict[str, Any]) -> dict[str, Any]:
        return {}

    def on_joined(self, tx: Tx, cid: str) -> None:  # noqa: B027 - an optional hook, not abstract
        """A combatant joined mid-fight: place it in the turn order."""

    def on_arrived(self, tx: Tx, cid: str, hook: str) -> None:
        """A reinforcement arrived (`arrivals`) at `hook`: "round_start", "round_end", "order" (before a
        turn) or "now" (the GM brought it in). By default it joins as a late joiner does; a system
        places it by its option "Reinforcements join the order", and never starts a turn here: the
        arrival may come in the middle of starting one."""
        self.on_joined(tx, cid)

    def on_left(self, tx: Tx, cid: str) -> None:  # noqa: B027 - an optional hook, not abstract
        """A combatant left or dropped: fix the turn order if it held the turn."""

    def reorder(self, tx: Tx, order: list[str]) -> None:
        raise Reject("NOT_SUPPORTED", t("{name} has no turn order to rearrange by hand.", name=self.name))

    def aftermath(self, state: EncounterState, result: str) -> dict[str, Any]:
        """What the end of the fight adds to the outcome (000: benefits and drawbacks)."""
        return {}

    def pc_sheet_problems(self, name: str, sheet: dict[str, Any]) -> list[str]:
        """What the rules refuse in a PC sheet (empty when a fight would accept the PC): the sheet is
        checked as a PC made from it, so the party editor and a fight never disagree."""
        problems = [] if name.strip() else [t("The character needs a name.")]
        pc = Combatant(id="pc", name=name or "PC", kind=PC, side="party", stats=dict(sheet))
        try:
            return problems + list(self.check_combatant(pc))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            return [*problems, t("The sheet cannot be read: {error}", error=exc)]

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        if event.type == "EncounterStarted":
            return self.start_words(event.data.get("options") or {})
        if event.type == "PhaseChanged":
            return t("Phase: {phase}.", phase=self.presentation.phase_words(str(event.data["phase"])))
        return describe_generic(event, state)

    def start_words(self, options: dict[str, Any]) -> str:
        """The log's line for the start: the options in force that differ from their defaults, in words
        (the options dialog promises they are written when the fight starts)."""
        changed = changed_options(self.options, options)
        if not changed:
            return t("The encounter begins.")
        return t(
            "The encounter begins. Options changed from their defaults: {options}.",
            options="; ".join(t("{option}: {value}", option=title, value=value) for title, value in changed),
        )

    # --- options ----------------------------------------------------------------------------------

    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(given) - set(self.options))
        if unknown:
            raise SetupError(t("{system} has no option '{name}'.", system=self.name, name=unknown[0]))
        return {
            name: opt.check(name, given[name]) if name in given else opt.default
            for name, opt in self.options.items()
        }

    # --- deciding ---------------------------------------------------------------------------------

    def decide(self, tx: Tx, cmd: Command) -> None:
        handler = self._handlers.get(cmd.type)
        if handler is None:
            raise Reject(
                "UNKNOWN_COMMAND", t("{name} has no command '{type}'.", name=self.name, type=cmd.type)
            )
        if tx.state.outcome is not None and cmd.type not in ("gm.note", "gm.dismiss_scene_event"):
            raise Reject("ENCOUNTER_ENDED", t("This encounter has ended."))
        if cmd.actor is not None and cmd.actor not in tx.state.combatants:
            raise Reject("UNKNOWN_COMBATANT", t("There is no combatant '{actor}'.", actor=cmd.actor))
        if cmd.actor is not None and not cmd.type.startswith("gm."):
            self.reveal_acting(tx, cmd.actor)  # refused, the command takes its reveal back with it
        handler(tx, cmd)
        # Whoever spent an action or rolled for what it does in this command has acted (a Retaliation).
        acted = [e.data.get("actor") for e in tx.events if e.type in ("BudgetSpent", "RollMade")]
        for cid in dict.fromkeys(a for a in acted if isinstance(a, str)):
            self.reveal_acting(tx, cid)

    # --- shared helpers for rulesets --------------------------------------------------------------

    # Plain functions in `command_help`; kept here too, as the systems call them `rs.arg(...)`.
    arg = staticmethod(command_help.arg)
    combatant = staticmethod(command_help.combatant)
    require_turn = staticmethod(command_help.require_turn)
    spend = staticmethod(command_help.spend)

    def start_round(self, tx: Tx, number: int) -> None:
        tx.emit("RoundStarted", round=number)
        conditions.tick(tx, "round_start")
        self.scene_hooks(tx, "round_start")

    def finish_round(self, tx: Tx) -> None:
        conditions.tick(tx, "round_end")
        self.scene_hooks(tx, "round_end")
        tx.emit("RoundEnded", round=tx.state.round)

    def scene_hooks(self, tx: Tx, hook: str) -> None:
        """A round's start or end (`hook`): the scene events due, then the zone hazards at work."""
        scene_events.round_hook(self, tx, hook)
        zone_hazards.round_hook(self, tx, hook)

    def start_turn(self, tx: Tx, cid: str, budget: dict[str, int]) -> None:
        scene_events.before_turn(self, tx, cid)
        self.reveal_acting(tx, cid)
        tx.emit("TurnStarted", actor=cid, budget=dict(budget))
        conditions.tick(tx, "turn_start", cid)

    def finish_turn(self, tx: Tx, *, spare_this_turn: bool = False) -> str | None:
        turn = tx.state.turn
        if turn is None:
            return None
        conditions.tick(tx, "turn_end", turn.actor, spare_this_turn=spare_this_turn)
        tx.emit("TurnEnded", actor=turn.actor)
        return turn.actor

    def set_status(self, tx: Tx, cid: str, status: str, substatus: str | None = None) -> None:
        c = tx.state.get(cid)
        if (c.status, c.substatus) == (status, substatus):
            return
        old = c.status
        tx.emit("StatusChanged", cid=cid, status=status, substatus=substatus, was=old)
        for other in sorted(c.engaged) if status != ACTIVE else ():
            tx.emit("Disengaged", a=cid, b=other)
        if old == ACTIVE and status != ACTIVE:
            self.on_left(tx, cid)

    def end(self, tx: Tx, result: str, why: str = "") -> None:
        """The encounter ends. A system asks `arrivals.still_to_come` first when it finds a side beaten:
        with reinforcements still to come, the fight goes on until they arrive (the GM may end it)."""
        tx.emit(
            "EncounterEnded", result=result, why=why, round=tx.state.round, **self.aftermath(tx.state, result)
        )

    reveal_acting = staticmethod(command_help.reveal_acting)

    # --- generic commands -------------------------------------------------------------------------

    def _gm_reveal(self, tx: Tx, cmd: Command) -> None:
        """`gm.reveal` {cid}: a hidden combatant is shown to the table."""
        c = self.combatant(tx, self.arg(cmd, "cid"))
        if not c.hidden:
            raise Reject("NOT_HIDDEN", t("{name} is not hidden.", name=c.name))
        tx.emit("Revealed", cid=c.id, why="gm")

    def _gm_set_resource(self, tx: Tx, cmd: Command) -> None:
        c = self.combatant(tx, self.arg(cmd, "cid"))
        res, value = self.arg(cmd, "res"), self.arg(cmd, "value", int)
        if res not in c.res:
            raise Reject("UNKNOWN_RESOURCE", t("{name} has no track '{res}'.", name=c.name, res=res))
        if not -(10**6) <= value <= 10**6:
            raise Reject("BAD_ARGUMENT", t("That value is out of bounds."))
        tx.emit(
            "GMOverrideApplied", what=f"{c.name}: {res} set to {value}", reason=cmd.args.get("reason", "")
        )
        tx.emit("ResourceChanged", cid=c.id, res=res, value=value, was=c.res[res])

    def _gm_set_status(self, tx: Tx, cmd: Command) -> None:
        c = self.combatant(tx, self.arg(cmd, "cid"))
        status = self.arg(cmd, "status")
        if status not in STATUSES or status == "removed":
            raise Reject("BAD_ARGUMENT", t("'{status}' is not a status.", status=status))
        tx.emit("GMOverrideApplied", what=f"{c.name} is now {status}", reason=cmd.args.get("reason", ""))
        self.set_status(tx, c.id, status, cmd.args.get("substatus"))

    def _gm_set_stats(self, tx: Tx, cmd: Command) -> None:
        """A new stat block for one combatant (a bestiary entry edited mid-fight); tracks are kept."""
        c = self.combatant(tx, self.arg(cmd, "cid"))
        stats = self.arg(cmd, "stats", dict)
        if stats == c.stats:
            raise Reject("NO_CHANGE", t("{name} already has that stat block.", name=c.name))
        candidate = c.clone()
        candidate.stats = copy.deepcopy(stats)
        problems = self.check_combatant(candidate)
        if problems:
            raise Reject("BAD_COMBATANT", f"{c.name}: {problems[0]}")
        tx.emit("GMOverrideApplied", what=f"new stat block for {c.name}", reason=cmd.args.get("reason", ""))
        tx.emit("StatsReplaced", cid=c.id, stats=copy.deepcopy(stats), was=copy.deepcopy(c.stats))

    def _gm_add(self, tx: Tx, cmd: Command) -> None:
        raw = self.arg(cmd, "combatant", dict)
        raw = {**raw, "id": raw.get("id") or self.free_id(tx.state, "c")}
        problem = combatant_problem(raw, self, set(tx.state.zones.zones))
        if problem is not None:
            raise Reject("BAD_COMBATANT", t("That combatant is not valid: {problem}", problem=problem))
        try:
            c = Combatant.from_dict(raw)
        except (KeyError, TypeError, ValueError) as exc:
            raise Reject("BAD_COMBATANT", t("That combatant is not valid: {exc}", exc=exc)) from None
        if c.id in tx.state.combatants:
            raise Reject("DUPLICATE_ID", t("The id '{id}' is taken.", id=c.id))
        if c.zone is not None and c.zone not in tx.state.zones.zones:
            raise Reject("UNKNOWN_ZONE", t("There is no zone '{zone}'.", zone=c.zone))
        if c.group and any(o.group == c.group and o.side != c.side for o in tx.state.combatants.values()):
            raise Reject(
                "BAD_GROUP",
                t(
                    "{name} cannot join the group {group}: a group stands on one side.",
                    name=c.name,
                    group=c.group,
                ),
            )
        if c.side not in tx.state.sides:
            tx.emit(
                "SideAdded",
                side={"id": c.side, "name": c.side.title(), "stance": "party" if c.kind == PC else "hostile"},
            )
        problems = self.check_combatant(c)
        if problems:
            raise Reject("BAD_COMBATANT", f"{c.name}: {problems[0]}")
        c.res = {**self.initial_resources(c), **c.res}
        c.engaged = set()
        tx.emit("CombatantAdded", combatant=c.to_dict())
        if tx.state.started:
            self.on_joined(tx, c.id)

    def _gm_add_many(self, tx: Tx, cmd: Command) -> None:
        """`gm.add_combatants` {combatants: [...]}: several join at once (the quick roster), one step."""
        people = cmd.args.get("combatants")
        if not isinstance(people, list) or not 1 <= len(people) <= MAX_JOINING:
            raise Reject("BAD_ARGUMENT", t("1 to {most} combatants join at once.", most=MAX_JOINING))
        for raw in people:
            self._gm_add(tx, Command("gm.add_combatant", args={"combatant": raw}))

    free_id = staticmethod(command_help.free_id)

    def _gm_remove(self, tx: Tx, cmd: Command) -> None:
        c = self.combatant(tx, self.arg(cmd, "cid"))
        holds_turn = tx.state.actor == c.id
        if holds_turn:
            self.finish_turn(tx)
        tx.emit("CombatantRemoved", cid=c.id, name=c.name)
        if tx.state.started:
            self.on_left(tx, c.id)

    def _gm_reorder(self, tx: Tx, cmd: Command) -> None:
        order = self.arg(cmd, "order", list)
        if not all(isinstance(cid, str) and cid in tx.state.combatants for cid in order):
            raise Reject("UNKNOWN_COMBATANT", t("The new order names someone who is not in the encounter."))
        self.reorder(tx, order)

    def _gm_place(self, tx: Tx, cmd: Command) -> None:
        c = self.combatant(tx, self.arg(cmd, "cid"))
        zone = self.arg(cmd, "zone")
        if zone not in tx.state.zones.zones:
            raise Reject("UNKNOWN_ZONE", t("There is no zone '{zone}'.", zone=zone))
        if zone == c.zone:
            return
        for other in sorted(c.engaged):
            tx.emit("Disengaged", a=c.id, b=other)
        tx.emit("Moved", cid=c.id, to=zone, was=c.zone, by_gm=True)

    def _gm_end(self, tx: Tx, cmd: Command) -> None:
        result = self.arg(cmd, "result")
        if result not in END_RESULTS:
            raise Reject("BAD_ARGUMENT", t("'{result}' is not a way for a fight to end.", result=result))
        self.end(tx, result, cmd.args.get("why", "the GM ended the encounter"))

    def _gm_note(self, tx: Tx, cmd: Command) -> None:
        text = self.arg(cmd, "text")
        if not text.strip() or len(text) > 2000:
            raise Reject("BAD_ARGUMENT", t("A note holds 1 to 2000 characters."))
        tx.emit("Note", text=text)

    def _condition_add(self, tx: Tx, cmd: Command) -> None:
        c = self.combatant(tx, self.arg(cmd, "cid"))
        rounds = cmd.args.get("rounds")
        conditions.add(tx, c.id, self.arg(cmd, "name"), rounds, cmd.args.get("hook"), cmd.args.get("source"))

    def _condition_remove(self, tx: Tx, cmd: Command) -> None:
        c = self.combatant(tx, self.arg(cmd, "cid"))
        conditions.remove(tx, c.id, self.arg(cmd, "condition"))

    def _engage(self, tx: Tx, cmd: Command) -> None:
        a, b = self.combatant(tx, self.arg(cmd, "a")), self.combatant(tx, self.arg(cmd, "b"))
        if a.id == b.id or a.zone != b.zone or a.zone is None:
            raise Reject(
                "NOT_SAME_ZONE",
                t("{name} and {name2} must stand in the same zone to engage.", name=a.name, name2=b.name),
            )
        if b.id in a.engaged:
            raise Reject(
                "ALREADY_ENGAGED", t("{name} and {name2} are already engaged.", name=a.name, name2=b.name)
            )
        tx.emit("Engaged", a=a.id, b=b.id)

    def _disengage(self, tx: Tx, cmd: Command) -> None:
        a, b = self.combatant(tx, self.arg(cmd, "a")), self.combatant(tx, self.arg(cmd, "b"))
        if b.id not in a.engaged:
            raise Reject("NOT_ENGAGED", t("{name} and {name2} are not engaged.", name=a.name, name2=b.name))
        tx.emit("Disengaged", a=a.id, b=b.id)

    # --- moving -----------------------------------------------------------------------------------

    def move_allowance(self, state: EncounterState, c: Combatant, path: list[str]) -> int:
        difficult = any(state.zones.has_tag(z, "difficult") for z in path)
        return movement_allowance(int(c.stats.get("speed", 1)), difficult)

    def check_leave_engagement(self, tx: Tx, c: Combatant) -> None:
        foes = [tx.state.get(o) for o in c.engaged if tx.state.get(o).active]
        if foes:
            names = ", ".join(f.name for f in foes)
            raise Reject(
                "ENGAGED",
                t("{name} is engaged with {names} and must back out first.", name=c.name, names=names),
            )

    def _move(self, tx: Tx, cmd: Command) -> None:
        c = self.require_turn(tx, cmd)
        to = self.arg(cmd, "to")
        path = command_help.zone_path(tx, c, to, lambda path: self.move_allowance(tx.state, c, path))
        self.check_leave_engagement(tx, c)
        self.spend(tx, c.id, "move", self.move_costs)
        for other in sorted(c.engaged):
            tx.emit("Disengaged", a=c.id, b=other)
        tx.emit("Moved", cid=c.id, to=to, was=c.zone, path=path)


def as_system_rules(ruleset: Ruleset) -> SystemRules:
    """Every ruleset is a SystemRules (the type checker verifies the base class against the Protocol)."""
    return ruleset


__all__ = [
    "ACTIVE",
    "END_RESULTS",
    "NPC",
    "PC",
    "QUIET_EVENTS",
    "Answer",
    "EntryRow",
    "Handler",
    "Option",
    "OrderEntry",
    "Prompt",
    "Reject",
    "Ruleset",
    "Track",
    "describe_generic",
    "stat_changes",
]
