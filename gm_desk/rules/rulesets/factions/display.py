"""What the panels show of a Faction Passing fight, beyond the prompt and the order.

Health drains; an order row lists a combatant's flags (concealed, in cover...). The notes name the
faction holding the initiative and the fast action threshold; the answers are the first-faction
choice, the threshold roll, whose turn it is or a pass, reactions and opportunity attacks, stunts,
morale and durability. The order follows the factions and is not dragged. A zone's menu on the map
offers to aim the blast weapon in hand there (`blast_aims`, sent as `factions.attack`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from gm_desk.rules.events import Command, Event
from gm_desk.rules.feature_data import BlastAim, BlastDrift, GroupRule
from gm_desk.rules.groups import UNGROUPED
from gm_desk.rules.hurts import Claim, Hurt, Taken, ident, number, taken_with_claims, track_drop
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.presentation import BLAST_AIM, DRAIN, Presentation, Track, name_of, whole
from gm_desk.rules.rulesets.factions import arms, schedule
from gm_desk.rules.state import Combatant, EncounterState

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Prompt


class FactionsDisplay(Presentation):
    # The start's choice: the faction that started the fight holds the initiative (None: a die decides).
    arg_names: ClassVar[dict[str, str]] = {
        "start.holder": N_("Started the fight (holds the initiative)"),
        "behind": N_("Behind"),
        "stunt": N_("Stunt"),
    }
    phase_names: ClassVar[dict[str, str]] = {
        schedule.CHOOSE_FIRST: N_("Choosing who goes first"),
        schedule.FAT: N_("Fast action threshold"),
        schedule.AMBUSH: N_("Ambush turn"),
        schedule.MAIN: N_("Faction goes"),
        schedule.FAST: N_("Fast phase"),
        schedule.SLOW: N_("Slow phase"),
        schedule.MORALE: N_("Morale"),
        schedule.AFTERMATH: N_("After the fight"),
    }
    track_keys: ClassVar[frozenset[str]] = frozenset({"health"})
    tracks_from_res_and_stats: ClassVar[bool] = True
    answer_types: ClassVar[tuple[str, ...]] = (
        "factions.first",
        "factions.roll_fat",
        "factions.take_turn",
        "factions.pass",
        "factions.react",
        "factions.no_reaction",
        "factions.opportunity",
        "factions.stunt_reply",
        "factions.morale_save",
        "factions.morale_fate",
        "factions.durability",
        "factions.resume",
    )
    summary_fields: ClassVar[tuple[tuple[str, str], ...]] = (
        ("str", "STR"),
        ("agi", "AGI"),
        ("wit", "WIT"),
        ("health_max", N_("Health")),
    )
    ui_features: ClassVar[frozenset[str]] = frozenset({BLAST_AIM})

    def blast_aims(self, state: EncounterState, cid: str) -> tuple[BlastAim, ...]:
        """The ranged blast weapons `cid` has in hand (a melee blast always lands in its own zone)."""
        c = state.combatants.get(cid)
        if c is None:
            return ()
        return tuple(
            BlastAim(cid, w["name"], "factions.attack")
            for w in arms.usable_weapons(c)
            if w.get("blast") and w.get("kind", "melee") != "melee"
        )

    def blast_drift(self, events: Iterable[Event]) -> BlastDrift | None:
        """The last blast among `events` that missed: `factions.Deviated` {was, to} (to None: lost)."""
        for event in reversed(list(events)):
            if event.type == "factions.Deviated":
                return BlastDrift(event.data["was"], event.data.get("to"))
        return None

    def default_group(self, c: Combatant) -> str | None:
        """The stat block's morale group (`group`), when it names one."""
        return None if UNGROUPED in c.flags else str(c.stats.get("group") or "") or None

    def group_rule(self, options: dict[str, Any]) -> GroupRule:
        """A group is a morale group (the chapter's morale checks); turns stay one fighter at a time."""
        pcs = (
            ""
            if options.get("morale_pcs")
            else " " + t("PCs make no morale check unless the option 'PCs check morale' is on.")
        )
        return GroupRule(
            False,
            t(
                "A group is a morale group: at the end of the round in which half or more of its members are out, those still fighting make a WIT save each, and those who fail surrender or retreat. Without a group a creature counts with the rest of its faction. Turns stay one fighter at a time."
            )
            + pcs,
        )

    def own_tracks(self, c: Combatant) -> list[Track]:
        return [Track("health", t("Health"), c.res.get("health", 0), whole(c.stats, "health_max", 1), DRAIN)]

    def badges(self, state: EncounterState, cid: str) -> list[str]:
        c = state.combatants[cid]
        return super().badges(state, cid) + sorted(t(f.replace("_", " ")) for f in c.flags)

    def order_notes(self, state: EncounterState) -> str:
        parts = []
        holder = state.sched.get("holder")
        if holder:
            parts.append(t("Initiative: {name_of}", name_of=name_of(state, holder)))
        if state.sched.get("fat") is not None:
            parts.append(t("fast action threshold {fat}", fat=state.sched["fat"]))
        return " · ".join(parts)

    def answer_label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a, who = cmd.args, name_of(state, cmd.actor)
        if cmd.type == "factions.first":
            return t("{name_of} go first", name_of=name_of(state, a["faction"]))
        if cmd.type == "factions.roll_fat":
            return t("Roll the fast action threshold")
        if cmd.type == "factions.take_turn":
            return t("{who} takes the turn", who=who)
        if cmd.type == "factions.pass":
            return t("{name_of} pass", name_of=name_of(state, a["faction"]))
        if cmd.type == "factions.react":
            kind = t(str(a.get("kind")))
            if a.get("behind"):
                return t("{who}: {kind} behind {ally}", who=who, kind=kind, ally=name_of(state, a["behind"]))
            return t("{who}: {kind}", who=who, kind=kind)
        if cmd.type == "factions.no_reaction":
            return t("No reaction")
        if cmd.type == "factions.opportunity":
            return t("{who}: opportunity attack", who=who)
        if cmd.type == "factions.stunt_reply":
            return t(
                N_("{who} accepts the stunt") if a.get("accept") else N_("{who} refuses the stunt"), who=who
            )
        if cmd.type == "factions.morale_save":
            return t("{name_of}: morale save", name_of=name_of(state, a["cid"]))
        if cmd.type == "factions.morale_fate":
            return t("{name_of} must {fate}", name_of=name_of(state, a["cid"]), fate=t(str(a["fate"])))
        if cmd.type == "factions.durability":
            verdict = t("damaged") if a.get("damaged") else t("holds up")
            item = t(str(a["item"]).split(":")[-1])
            return t("{name}'s {item}: {verdict}", name=name_of(state, a["cid"]), item=item, verdict=verdict)
        return ""

    def hurts(self, command: Command, events: Sequence[Event]) -> tuple[Hurt, ...]:
        """Health lost, dealt by the attacker of the factions.Hit before it (the GM's damage and a
        hazard's have none)."""
        return taken_with_claims(events, _health_lost, _hit)

    def quiet_answer(self, cmd: Command) -> bool:
        return cmd.type in ("factions.pass", "factions.no_reaction") or cmd.args.get("accept") is False


def _health_lost(event: Event) -> Taken | None:
    lost = track_drop(event, ("health",))
    return None if lost is None else (*lost, None)


def _hit(event: Event) -> Claim | None:
    if event.type != "factions.Hit":
        return None
    target, attacker = ident(event.data.get("target")), ident(event.data.get("attacker"))
    dealt = number(event.data.get("dealt"))
    return None if target is None or attacker is None or dealt is None else (target, attacker, dealt)
