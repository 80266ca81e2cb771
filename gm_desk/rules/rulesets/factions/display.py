"""What the panels show of a Faction Passing fight, beyond the prompt and the order.

Health drains; an order row lists a combatant's flags (concealed, in cover...). The notes name the
faction holding the initiative and the fast action threshold; the answers are the first-faction
choice, the threshold roll, whose turn it is or a pass, reactions and opportunity attacks, stunts,
morale and durability. The order follows the factions and is not dragged. A zone's menu on the map
offers to aim the blast weapon in hand there (`blast_aims`, sent as `factions.attack`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar

from gm_desk.rules.events import Command, Event
from gm_desk.rules.feature_data import BlastAim, BlastDrift, GroupRule
from gm_desk.rules.groups import UNGROUPED
from gm_desk.rules.presentation import BLAST_AIM, DRAIN, Presentation, Track, name_of, whole
from gm_desk.rules.rulesets.factions import common as fc
from gm_desk.rules.state import Combatant, EncounterState

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Prompt


class FactionsDisplay(Presentation):
    phase_names: ClassVar[dict[str, str]] = {
        fc.CHOOSE_FIRST: "Choosing who goes first",
        fc.FAT: "Fast action threshold",
        fc.AMBUSH: "Ambush turn",
        fc.MAIN: "Faction goes",
        fc.FAST: "Fast phase",
        fc.SLOW: "Slow phase",
        fc.MORALE: "Morale",
        fc.AFTERMATH: "After the fight",
    }
    track_keys: ClassVar[frozenset[str]] = frozenset({"health"})
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
        ("health_max", "Health"),
    )
    ui_features: ClassVar[frozenset[str]] = frozenset({BLAST_AIM})

    def blast_aims(self, state: EncounterState, cid: str) -> tuple[BlastAim, ...]:
        """The ranged blast weapons `cid` has in hand (a melee blast always lands in its own zone)."""
        c = state.combatants.get(cid)
        if c is None:
            return ()
        return tuple(
            BlastAim(cid, w["name"], "factions.attack")
            for w in fc.usable_weapons(c)
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
            else " PCs make no morale check unless the option 'morale_pcs' is on."
        )
        return GroupRule(
            False,
            "A group is a morale group: at the end of the round in which half or more of its members are "
            "out, those still fighting make a WIT save each, and those who fail surrender or retreat. "
            "Without a group a creature counts with the rest of its faction. Turns stay one fighter at a "
            "time." + pcs,
        )

    def own_tracks(self, c: Combatant) -> list[Track]:
        return [Track("health", "Health", c.res.get("health", 0), whole(c.stats, "health_max", 1), DRAIN)]

    def badges(self, state: EncounterState, cid: str) -> list[str]:
        c = state.combatants[cid]
        return super().badges(state, cid) + sorted(f.replace("_", " ") for f in c.flags)

    def order_notes(self, state: EncounterState) -> str:
        parts = []
        holder = state.sched.get("holder")
        if holder:
            parts.append(f"Initiative: {name_of(state, holder)}")
        if state.sched.get("fat") is not None:
            parts.append(f"fast action threshold {state.sched['fat']}")
        return " · ".join(parts)

    def answer_label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a, who = cmd.args, name_of(state, cmd.actor)
        if cmd.type == "factions.first":
            return f"{name_of(state, a['faction'])} go first"
        if cmd.type == "factions.roll_fat":
            return "Roll the fast action threshold"
        if cmd.type == "factions.take_turn":
            return f"{who} takes the turn"
        if cmd.type == "factions.pass":
            return f"{name_of(state, a['faction'])} pass"
        if cmd.type == "factions.react":
            behind = f" behind {name_of(state, a['behind'])}" if a.get("behind") else ""
            return f"{who}: {a.get('kind')}{behind}"
        if cmd.type == "factions.no_reaction":
            return "No reaction"
        if cmd.type == "factions.opportunity":
            return f"{who}: opportunity attack"
        if cmd.type == "factions.stunt_reply":
            return f"{who} {'accepts' if a.get('accept') else 'refuses'} the stunt"
        if cmd.type == "factions.morale_save":
            return f"{name_of(state, a['cid'])}: morale save"
        if cmd.type == "factions.morale_fate":
            return f"{name_of(state, a['cid'])} must {a['fate']}"
        if cmd.type == "factions.durability":
            verdict = "damaged" if a.get("damaged") else "holds up"
            return f"{name_of(state, a['cid'])}'s {str(a['item']).split(':')[-1]}: {verdict}"
        return ""

    def quiet_answer(self, cmd: Command) -> bool:
        return cmd.type in ("factions.pass", "factions.no_reaction") or cmd.args.get("accept") is False
