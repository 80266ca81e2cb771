"""What the panels show of an Alternating Teams fight, beyond the prompt and the order.

Endurance drains first, then health; stamina and focus are spent; a Death DC counts up. The notes give
the order of the teams; the answers are the picks and passes, the reaction to a hit, stepping in, the
stay-conscious choice and an extended action to continue or abandon. Nobody drags the order: teams
choose who acts at each pick.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from gm_desk.rules.events import Command, Event
from gm_desk.rules.feature_data import GroupRule
from gm_desk.rules.hurts import Claim, Hurt, Taken, ident, number, taken_with_claims
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.presentation import COUNT, DRAIN, Presentation, Track, name_of, whole
from gm_desk.rules.reach import stat_reach
from gm_desk.rules.rulesets.teams import turns
from gm_desk.rules.state import Combatant, EncounterState

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Prompt

# (track, the stat that caps it, label), in the order the card shows them.
TRACKS = (
    ("endurance", "endurance_max", N_("Endurance")),
    ("health", "health_max", N_("Health")),
    ("stamina", "stamina_max", N_("Stamina")),
    ("focus", "focus_max", N_("Focus")),
)
REACTION_WORDS = {
    "none": N_("takes the hit"),
    "dodge": N_("dodges"),
    "parry": N_("parries"),
    "block": N_("blocks"),
}


class TeamsDisplay(Presentation):
    phase_names: ClassVar[dict[str, str]] = {
        turns.SURPRISE: N_("Surprise round"),
        turns.ROUND: N_("Team picks"),
    }
    arg_names: ClassVar[dict[str, str]] = {
        "start.instigator": N_("Instigator"),
        "start.attacked_team": N_("Attacked team"),
    }
    track_keys: ClassVar[frozenset[str]] = frozenset({"endurance", "health", "stamina", "focus", "death_dc"})
    tracks_from_res_and_stats: ClassVar[bool] = True
    answer_types: ClassVar[tuple[str, ...]] = (
        "teams.pick",
        "teams.pass",
        "teams.defend",
        "teams.intercept",
        "teams.stay_conscious",
        "teams.continue",
        "teams.abandon",
    )
    summary_fields: ClassVar[tuple[tuple[str, str], ...]] = (
        ("evasion", N_("Evasion")),
        ("endurance_max", N_("End")),
        ("health_max", N_("Health")),
    )

    def reach(self, state: EncounterState, cid: str) -> dict[str, str]:
        # A weapon with a `range_m` shoots that many metres (whole zones of `zone_metres`); any other
        # weapon is a melee one and reaches its own zone (space.melee_reach).
        metres = int(state.options.get("zone_metres", 6) or 6)
        return stat_reach(state, cid, unranged="engaged", zone_metres=metres)

    def group_rule(self, options: dict[str, Any]) -> GroupRule:
        """Teams pick one member at a time: the chapter gives groups no turn of their own."""
        return GroupRule(
            False,
            t(
                "Teams take turns, each picking one of its members to act, so every member of a group keeps a turn of its own: a group is a label here, and a way to pick several combatants at once."
            ),
        )

    def own_tracks(self, c: Combatant) -> list[Track]:
        out = []
        for key, top_key, label in TRACKS:
            top = whole(c.stats, top_key, 0)
            if key in c.res and (top or key == "health"):
                out.append(Track(key, t(label), c.res[key], top or None, DRAIN))
        if "death_dc" in c.res:
            out.append(Track("death_dc", t("Death DC"), c.res["death_dc"], None, COUNT))
        return out

    def order_notes(self, state: EncounterState) -> str:
        teams = state.sched.get("team_order", ())
        return (
            t("Team order: {order}", order=", ".join(name_of(state, team) for team in teams)) if teams else ""
        )

    def answer_label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a, who = cmd.args, name_of(state, cmd.actor)
        if cmd.type == "teams.pick":
            return t("{name_of} acts", name_of=name_of(state, a["cid"]))
        if cmd.type == "teams.pass":
            return t("{name_of} pass", name_of=name_of(state, a["team"]))
        if cmd.type == "teams.defend":
            reaction = str(a.get("reaction"))
            words = t(REACTION_WORDS.get(reaction, reaction))
            if a.get("item"):
                return t("{who} {reaction} with the {item}", who=who, reaction=words, item=a["item"])
            return t("{who} {reaction}", who=who, reaction=words)
        if cmd.type == "teams.intercept":
            return t("{who} steps in", who=who)
        if cmd.type == "teams.stay_conscious":
            return (
                t("{who}: Fortify", who=who)
                if a.get("choice") == "fortify"
                else t("{who} falls unconscious", who=who)
            )
        if cmd.type == "teams.continue":
            return t("{who} continues the action", who=who)
        if cmd.type == "teams.abandon":
            return t("{who} abandons the action", who=who)
        return ""

    def hurts(self, command: Command, events: Sequence[Event]) -> tuple[Hurt, ...]:
        """teams.DamageApplied (endurance and health together), dealt by the attacker of the teams.Damage
        before it; the GM's damage has no attacker."""
        return taken_with_claims(events, _damage_applied, _damage)

    def quiet_answer(self, cmd: Command) -> bool:
        return (
            cmd.type in ("teams.pass", "teams.abandon")
            or cmd.args.get("reaction") == "none"
            or cmd.args.get("choice") == "fall"
        )


def _damage_applied(event: Event) -> Taken | None:
    if event.type != "teams.DamageApplied":
        return None
    cid, amount = ident(event.data.get("cid")), number(event.data.get("amount"))
    return None if cid is None or amount is None else (cid, amount, None)


def _damage(event: Event) -> Claim | None:
    if event.type != "teams.Damage":
        return None
    target, attacker = ident(event.data.get("target")), ident(event.data.get("attacker"))
    dealt = number(event.data.get("dealt"))
    return None if target is None or attacker is None or dealt is None else (target, attacker, dealt)
