"""What the panels show of a Marching Order fight, beyond the prompt and the order.

Hit points drain. The notes give the marching order and what the lead chose last round; the answers
are taking or ceding the initiative, delaying, acting together, seizing a turn and choosing who goes
first. A dragged order rearranges those still to act this stretch of the round. A PC sheet is a
creature's stat block plus an attack bonus and damage, with attacks optional.

In frantic combat the panel runs a countdown for the acting fighter's next action: `frantic_seconds`
to announce it, then as long to execute it; running out sends `marching.time_out` for that stage.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from gm_desk.rules.events import Command, Event
from gm_desk.rules.feature_data import GroupRule
from gm_desk.rules.hurts import Claim, Hurt, Taken, ident, number, taken_with_claims, track_drop
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.presentation import (
    DRAIN,
    Countdown,
    CountdownStage,
    Presentation,
    Track,
    name_of,
    whole,
)
from gm_desk.rules.reach import reach_zones, stat_reach
from gm_desk.rules.rulesets.marching import actions, schedule, together
from gm_desk.rules.statblocks import FieldSpec
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Prompt

# What a PC's sheet holds beyond a creature's stat block, placed after its hit points.
PC_EXTRA = (
    FieldSpec("attack_bonus", "Attack bonus", "int", ge=-10, le=30, default=0),
    FieldSpec("damage", "Damage", "dice", default="1d6"),
)


class MarchingDisplay(Presentation):
    phase_names: ClassVar[dict[str, str]] = {
        schedule.INITIATIVE: N_("Initiative"),
        schedule.TURNS: N_("Turns"),
        schedule.DELAYED: N_("Delayed turns"),
    }
    track_keys: ClassVar[frozenset[str]] = frozenset({"hp"})
    tracks_from_res_and_stats: ClassVar[bool] = True
    answer_types: ClassVar[tuple[str, ...]] = (
        "marching.take",
        "marching.cede",
        "marching.delay",
        "marching.act_together",
        "marching.seize",
        "marching.choose_first",
    )
    drag_order: ClassVar[bool] = True
    arg_names: ClassVar[dict[str, str]] = {
        "marching.seize.x": N_("Seizes it"),
        "marching.seize.y": N_("From"),
        "marching.seize.y_declines": N_("Unopposed"),
    }
    summary_fields: ClassVar[tuple[tuple[str, str], ...]] = (
        ("agl", "AGL"),
        ("armour_class", "AC"),
        ("hit_points", "HP"),
    )

    def reach(self, state: EncounterState, cid: str) -> dict[str, str]:
        # Attacks here are made in contact: one with no range written (a PC's sheet carries a single
        # `damage`, a creature an `attacks` list) reaches its own zone.
        shaded = stat_reach(state, cid, unranged="engaged")
        c = state.combatants.get(cid)
        if not shaded and c is not None and c.stats.get("damage"):
            shaded = reach_zones(state.zones, c.zone, ["engaged"])
        return shaded

    def group_rule(self, options: dict[str, Any]) -> GroupRule:
        """Everyone acts in the spiral, one by one: the chapter gives groups no turn of their own."""
        return GroupRule(
            False,
            t(
                "Each fighter takes a turn of its own in the spiral from the point of contact (two may choose to act together): a group is a label here, and a way to pick several combatants at once."
            ),
        )

    def own_tracks(self, c: Combatant) -> list[Track]:
        if "hp" not in c.res:
            return []
        top = whole(c.stats, "hit_points", whole(c.stats, "hp"))
        return [Track("hp", t("HP"), c.res["hp"], top, DRAIN)]

    def order_notes(self, state: EncounterState) -> str:
        marching = state.rs.get("marching_order", ())
        order = ", ".join(name_of(state, c) for c in marching)
        text = t("Marching order: {order}", order=order) if marching else ""
        if state.sched.get("choice"):
            chose = t("last round the lead chose to {choice}", choice=t(str(state.sched["choice"])))
            text = f"{text} · {chose}" if text else chose
        return text

    def answer_label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a, who = cmd.args, name_of(state, cmd.actor)
        if cmd.type == "marching.take":
            return t("{who} takes the initiative", who=who)
        if cmd.type == "marching.cede":
            return t("{who} cedes the initiative", who=who)
        if cmd.type == "marching.delay":
            return t("{who} delays", who=who)
        if cmd.type == "marching.act_together":
            return t("{who} acts together with {name_of}", who=who, name_of=name_of(state, a["with"]))
        if cmd.type == "marching.seize":
            declines = " " + t("(unopposed)") if a.get("y_declines") else ""
            return t(
                "{name_of} seizes the turn from {name_of2}{declines}",
                name_of=name_of(state, a["x"]),
                name_of2=name_of(state, a["y"]),
                declines=declines,
            )
        return ""

    def hurts(self, command: Command, events: Sequence[Event]) -> tuple[Hurt, ...]:
        """Hit points lost, dealt by the attackers whose marching.AttackResolved hit that target first
        (simultaneous blows land together); the GM's damage has no attacker."""
        return taken_with_claims(events, _hp_lost, _blow)

    def quiet_answer(self, cmd: Command) -> bool:
        return cmd.type == "marching.cede" or bool(cmd.args.get("y_declines"))

    def reorder_command(self, state: EncounterState, order: list[str]) -> Command | None:
        """Those still to act, in the dragged order (at least two of them, and only they)."""
        queue = list(schedule.pending(state)) if state.phase in schedule.RUNNING else []
        new = [cid for cid in order if cid in queue]
        if len(queue) < 2 or new == queue or sorted(new) != sorted(queue):
            return None
        return Command("gm.reorder", args={"order": new})

    def countdown(self, state: EncounterState) -> Countdown | None:
        """Frantic combat: the next action of the first acting fighter with one left, announce then execute."""
        if not state.rs.get("frantic") or state.outcome is not None:
            return None
        if state.phase not in schedule.RUNNING or state.turn is None:
            return None
        seconds = int(state.options.get("frantic_seconds", 6))
        for cid in schedule.acting(state):
            if state.get(cid).status != ACTIVE:
                continue
            for slot in actions.TURN_SLOTS:
                if actions.left(state, cid, slot) < 1:
                    continue
                try:
                    together.check_sequence(state, cid, slot)
                except Reject:  # this slot waits for the other one
                    continue
                who = name_of(state, cid)
                stages = tuple(
                    CountdownStage(
                        t("{stage} the {slot} action", stage=t(stage.capitalize()), slot=t(slot)),
                        Command("marching.time_out", cid, {"slot": slot, "stage": stage}),
                    )
                    for stage in actions.STAGES
                )
                key = f"{state.round}/{state.turn_count}/{cid}/{slot}"
                return Countdown(key, t("Frantic combat · {who}", who=who), seconds, stages)
        return None

    def pc_field(self, spec: FieldSpec) -> FieldSpec:
        return replace(spec, required=False, default=[]) if spec.name == "attacks" else spec

    def pc_sheet(self) -> tuple[FieldSpec, ...]:
        out = list(super().pc_sheet())
        at = next((i for i, s in enumerate(out) if s.name == "hit_points"), len(out))
        out[at + 1 : at + 1] = PC_EXTRA
        return tuple(out)


def _hp_lost(event: Event) -> Taken | None:
    lost = track_drop(event, ("hp",))
    return None if lost is None else (*lost, None)


def _blow(event: Event) -> Claim | None:
    if event.type != "marching.AttackResolved" or event.data.get("hit") is not True:
        return None
    target, attacker = ident(event.data.get("target")), ident(event.data.get("attacker"))
    damage = number(event.data.get("damage"))
    return None if target is None or attacker is None or damage is None else (target, attacker, damage)
