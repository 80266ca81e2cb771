"""Marching Order & Spiral Turns (chapter 003): side initiative from the lead, spiral order, AGL seizes.

The ruleset is split by idea: `turns.py` (rounds, initiative, the order, delays) over `schedule.py`
(who is acting, who is still to act), `ordering.py` and `geometry.py` (the spiral from the point of
contact), `actions.py` (the action economy and frantic combat), `seize.py`, `together.py`,
`surprise.py`, `resolution.py` (checks, attacks), `grid.py` (lock-step moves), `scene.py` (the GM's
scene data) and `display.py` (tracks, notes, answers, phase words and the PC sheet for the panels).
This class wires them to the engine and says what the table does next. Every reading the
specification adopts is an option in `options.py`.

Squares: the engine's space is a zone graph, but this chapter orders turns on a 5-ft grid. Squares are
optional: `setup["positions"]` {cid: [x, y]} (x east, y north) and `setup["contact_point"]` [x, y]
seed `state.rs`, and `marching.place` / `marching.set_contact` / `marching.grid_move` change them. A
group is ordered by the spiral only when every member has a square; otherwise by marching order (the
party) or by `setup["distances"]` {cid: feet to the nearest PC} (monsters).
"""

from __future__ import annotations

from typing import Any, ClassVar

from gm_desk.rules.events import Command, Event, Reducer
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker
from gm_desk.rules.ruleset import Handler, Option, OrderEntry, Prompt, Ruleset
from gm_desk.rules.rulesets.marching import (
    actions,
    display,
    grid,
    resolution,
    scene,
    schedule,
    seize,
    together,
    turns,
)
from gm_desk.rules.rulesets.marching.demo import demo_setup
from gm_desk.rules.rulesets.marching.describe import describe_event
from gm_desk.rules.rulesets.marching.options import OPTIONS
from gm_desk.rules.rulesets.marching.roster import (
    MONSTERS,
    group_of,
    lead,
    reactions_per_round,
)
from gm_desk.rules.scene_event_spec import SceneOrder
from gm_desk.rules.setup import SetupError
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState


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
        return {
            "start": lambda tx, cmd: turns.start(self, tx, cmd),
            "next": lambda tx, cmd: turns.advance_cmd(self, tx, cmd),
            "end_turn": lambda tx, cmd: turns.end_turn(self, tx, cmd),
            "move": lambda tx, cmd: actions.move(self, tx, cmd),
            "marching.take": lambda tx, cmd: turns.take_or_cede(self, tx, cmd, turns.TAKE),
            "marching.cede": lambda tx, cmd: turns.take_or_cede(self, tx, cmd, turns.CEDE),
            "marching.delay": lambda tx, cmd: turns.delay(self, tx, cmd),
            "marching.time_out": lambda tx, cmd: actions.time_out(self, tx, cmd),
            "marching.frantic": lambda tx, cmd: actions.set_frantic(self, tx, cmd),
            "marching.act": lambda tx, cmd: actions.act(self, tx, cmd),
            "marching.skip": lambda tx, cmd: actions.skip(self, tx, cmd),
            "marching.seize": lambda tx, cmd: seize.seize(self, tx, cmd),
            "marching.act_together": lambda tx, cmd: together.act_together(self, tx, cmd),
            "marching.choose_first": lambda tx, cmd: together.choose(self, tx, cmd),
            "marching.attack": lambda tx, cmd: resolution.attack(self, tx, cmd),
            "marching.simultaneous_attacks": lambda tx, cmd: resolution.simultaneous_attacks(self, tx, cmd),
            "marching.agl_check": lambda tx, cmd: resolution.agl_check(self, tx, cmd),
            "marching.save": lambda tx, cmd: resolution.save(self, tx, cmd),
            "marching.surprise": lambda tx, cmd: resolution.surprise_cmd(self, tx, cmd),
            "marching.grid_move": lambda tx, cmd: grid.grid_move(self, tx, cmd),
            "marching.set_marching_order": lambda tx, cmd: scene.set_marching_order(self, tx, cmd),
            "marching.set_lead": lambda tx, cmd: scene.set_lead(self, tx, cmd),
            "marching.set_sees": lambda tx, cmd: scene.set_sees(self, tx, cmd),
            "marching.place": lambda tx, cmd: scene.place(self, tx, cmd),
            "marching.set_contact": lambda tx, cmd: scene.set_contact(self, tx, cmd),
            "marching.torchlight": lambda tx, cmd: scene.torchlight(self, tx, cmd),
        }

    def base_move(self, tx: Any, cmd: Command) -> None:
        self._move(tx, cmd)

    # --- combatants and setup ---------------------------------------------------------------------

    def initial_resources(self, c: Combatant) -> dict[str, int]:
        hp = c.stats.get("hit_points", c.stats.get("hp"))
        return {"hp": int(hp)} if isinstance(hp, int) and not isinstance(hp, bool) else {}

    def check_combatant(self, c: Combatant) -> list[str]:
        problems = []
        s = c.stats
        checks = (("agl", 1, 20), ("move_ft", 0, 480), ("reactions_per_round", 0, 5))
        for key, lo, hi in checks:
            value = s.get(key, s.get(key.upper(), lo))
            if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
                problems.append(f"{key} must be a whole number from {lo} to {hi}")
        if isinstance(s.get("move_ft"), int) and s["move_ft"] % 5:
            problems.append("move_ft must be a multiple of 5")
        return problems

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
        if state.outcome is not None:
            return Prompt("ended", t("The fight is over: {result}.", result=t(str(state.outcome["result"]))))
        if state.phase == schedule.SETUP:
            return Prompt("setup", t("Set the marching order, squares and surprise, then start."))
        if state.phase == schedule.INITIATIVE:
            leader = lead(state)
            previous = state.sched.get("choice")
            name = state.get(leader).name if leader else t("The lead")
            text = t("{name} takes or cedes initiative.", name=name)
            if previous:
                text += " " + t("Last round: {choice} (Space keeps it).", choice=t(str(previous)))
            return Prompt(
                "initiative", text, actor=leader, choices=(turns.TAKE, turns.CEDE), data={"default": previous}
            )
        if state.phase in schedule.RUNNING and state.turn is not None:
            ids = schedule.acting(state)
            names = t(" and ").join(state.get(cid).name for cid in ids)
            delayed = state.phase == schedule.DELAYED
            data = {
                "acting": ids,
                "left": {cid: {s: actions.left(state, cid, s) for s in actions.SLOTS} for cid in ids},
                "frantic": bool(state.rs.get("frantic")),
                "seconds": state.options.get("frantic_seconds", 6),
            }
            if len(ids) > 1:
                text = N_("{names} act together (delayed).") if delayed else N_("{names} act together.")
            else:
                text = N_("{names} acts (delayed).") if delayed else N_("{names} acts.")
            return Prompt("act", t(text, names=names), actor=ids[0], may_pass=True, data=data)
        return Prompt("setup", "")

    def order(self, state: EncounterState) -> list[OrderEntry]:
        rows: list[OrderEntry] = []
        current = schedule.acting(state)
        seen: set[str] = set()

        def row(cid: str, label: str, *, done: bool = False) -> None:
            c = state.combatants.get(cid)
            if c is None or c.status == "removed" or cid in seen:
                return
            seen.add(cid)
            rows.append(OrderEntry(cid, t(label), cid in current, done))  # "party", "monsters", "delayed"

        for cid in state.sched.get("acted", ()):
            row(cid, group_of(state, state.get(cid)), done=True)
        for cid in current:
            row(cid, group_of(state, state.get(cid)))
        for cid in state.sched.get("queue", ()):
            row(cid, group_of(state, state.get(cid)))
        for cid in state.sched.get("delayed", ()):
            row(cid, "delayed")
        return rows

    def legal_commands(self, state: EncounterState) -> list[Command]:
        return self._phase_commands(state) + self.shared_commands(state)

    def _phase_commands(self, state: EncounterState) -> list[Command]:
        out: list[Command] = []
        if state.outcome is not None:
            return out
        if state.phase == schedule.SETUP:
            return [Command("start"), Command("next")]
        if state.phase == schedule.INITIATIVE:
            leader = lead(state)
            out += [Command("marching.take", leader), Command("marching.cede", leader)]
            if state.sched.get("choice"):
                out.append(Command("next"))
            return out
        if state.phase not in schedule.RUNNING or state.turn is None:
            return out
        holder = state.get(state.turn.actor)
        ids = schedule.acting(state)
        out += [Command("next"), Command("end_turn", holder.id)]
        queue = schedule.pending(state)
        nxt = state.combatants.get(queue[0]) if queue else None
        if schedule.untouched(state, holder.id) and not state.sched.get("together"):
            if group_of(state, holder) != MONSTERS or state.options.get("monsters_may_delay"):
                out.append(Command("marching.delay", holder.id))
            if nxt is not None and nxt.status == ACTIVE:
                out.append(Command("marching.act_together", holder.id, {"with": nxt.id}))
                if actions.left(state, holder.id, "reaction") > 0:
                    out.append(Command("marching.seize", args={"x": holder.id, "y": nxt.id}))
                    out.append(
                        Command("marching.seize", args={"x": holder.id, "y": nxt.id, "y_declines": True})
                    )
        contest = nxt is not None and nxt.status == ACTIVE and actions.left(state, nxt.id, "reaction") > 0
        if nxt is not None and contest and seize.position(state, holder.id) == 0:
            out.append(Command("marching.seize", args={"x": nxt.id, "y": holder.id}))
        for cid in ids:
            c = state.get(cid)
            if c.status != ACTIVE:
                continue
            out += self._slot_commands(state, c)
        if len(queue) > 1:
            out.append(Command("gm.reorder", args={"order": list(reversed(queue))}))
        out.append(Command("marching.frantic", args={"on": not state.rs.get("frantic")}))
        out.append(Command("marching.agl_check", args={"cid": holder.id}))
        return out

    def _slot_commands(self, state: EncounterState, c: Combatant) -> list[Command]:
        out: list[Command] = []
        frantic = bool(state.rs.get("frantic"))
        for slot in actions.SLOTS:
            if actions.left(state, c.id, slot) < 1:
                continue
            try:
                together.check_sequence(state, c.id, slot)
            except Exception:  # a Reject: this slot must wait for the other one
                continue
            out.append(Command("marching.act", c.id, {"slot": slot, "what": f"uses the {slot}"}))
            if frantic:
                out.append(Command("marching.time_out", c.id, {"slot": slot, "stage": "execute"}))
            if slot == "primary":
                out.append(Command("marching.skip", c.id, {"slot": slot}))
                foes = [f for f in state.enemies_of(c.id) if f.status == ACTIVE]
                if foes:
                    out.append(Command("marching.attack", c.id, {"target": foes[0].id}))
            if slot == "move":
                out.append(Command("marching.skip", c.id, {"slot": slot}))
                if c.id in state.rs.get("positions", {}):
                    out.append(
                        Command("marching.grid_move", args={"moves": {c.id: {"dir": "east", "ft": 5}}})
                    )
        return out

    def invariants(self, state: EncounterState) -> list[str]:
        problems = super().invariants(state)
        sched = state.sched
        if state.phase in schedule.RUNNING and state.outcome is None:
            if state.turn is None:
                problems.append("a round is running but nobody holds the turn")
            elif state.get(state.turn.actor).status != ACTIVE:
                problems.append("a fighter who cannot act holds the turn")
        acted = sched.get("acted", [])
        if len(acted) != len(set(acted)):
            problems.append("a fighter had two turns in one round")
        queue = sched.get("queue", [])
        if len(queue) != len(set(queue)):
            problems.append("a fighter is twice in the order")
        busy = set(schedule.acting(state)) | set(acted)
        if busy & set(queue):
            problems.append("a fighter who acted or is acting is still in the order")
        together_now = sched.get("together")
        if together_now and (state.turn is None or together_now["ids"][0] != state.turn.actor):
            problems.append("a joint step without its turn")
        for c in state.combatants.values():
            budget = c.rs.get("budget", {})
            if any(v < 0 for v in budget.values()):
                problems.append(f"{c.name} spent more than it had")
            if budget.get("reaction", 0) > reactions_per_round(c):
                problems.append(f"{c.name} holds more reactions than a round gives")
        if state.turn is not None and state.turn.budget.get("primary", 0) > 1:
            problems.append("more than one primary action in a turn")
        return problems

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        return describe_event(event, state) or super().describe(event, state)


__all__ = ["Marching", "demo_setup"]
