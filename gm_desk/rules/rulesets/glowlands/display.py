"""What the panels show of a Threat & Retaliation fight, beyond the prompt and the order.

Strain fills (and a PC's wound ranks, named); an order row shows a prepared action and the Retaliations
a creature has left; a Skill Mastery die is typed in for initiative; the answers are the Retaliation
sweep, pending Retaliations, ties and the bleed-out roll; a dragged order settles a tie while
initiative is being set, and is the GM's rearrangement otherwise. Its fights have the Threat attack
tab, the waiting Retaliations and the aftermath picks (their data from `features.py`); its stat blocks print as Threats and
Retaliations, and their Retaliations get an editor of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from gm_desk.rules.events import Command, Event
from gm_desk.rules.feature_data import (
    AftermathPicks,
    AttackKit,
    AttackPreview,
    AttackReport,
    GroupRule,
    WaitingReaction,
)
from gm_desk.rules.hurts import Hurt, Taken, ident, number, taken_with_claims
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.presentation import (
    AFTERMATH_PICKS,
    DICE,
    FILL,
    PENDING_RETALIATIONS,
    RETALIATION_LIST,
    THREAT_ATTACK,
    THREATS_LAYOUT,
    EntryRow,
    Presentation,
    Track,
    name_of,
    whole,
)
from gm_desk.rules.reach import stat_reach
from gm_desk.rules.rulesets.glowlands import aftermath, features, shared_strain, sheet, turns
from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.rulesets.glowlands.strain import wound_ranks
from gm_desk.rules.statblocks import FieldSpec
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState

if TYPE_CHECKING:
    from gm_desk.rules.dice import Roll
    from gm_desk.rules.ruleset import Prompt

APPLY, SWEEP, TIE, BLEED = (
    features.APPLY,
    "glowlands.sweep",
    "glowlands.resolve_tie",
    "glowlands.bleed_out",
)
SETTING_INITIATIVE = (turns.INITIATIVE, turns.READY)


class GlowlandsDisplay(Presentation):
    phase_names: ClassVar[dict[str, str]] = {
        turns.INITIATIVE: N_("Initiative"),
        turns.READY: N_("Initiative set"),
        turns.PC_TURNS: N_("PC turns"),
        turns.SWEEP: N_("Retaliation phase"),
    }
    track_keys: ClassVar[frozenset[str]] = frozenset({"strain", "wounds"})
    answer_types: ClassVar[tuple[str, ...]] = (APPLY, SWEEP, TIE, BLEED)
    drag_order: ClassVar[bool] = True
    summary_fields: ClassVar[tuple[tuple[str, str], ...]] = (
        ("skill_mastery", "SM"),
        ("max_strain", N_("Strain")),
        ("armour", N_("Armour")),
    )
    ui_features: ClassVar[frozenset[str]] = frozenset({THREAT_ATTACK, PENDING_RETALIATIONS, AFTERMATH_PICKS})
    statblock_layout: ClassVar[str] = THREATS_LAYOUT
    field_editors: ClassVar[dict[str, str]] = {"retaliations": RETALIATION_LIST}

    def group_rule(self, options: dict[str, Any]) -> GroupRule:
        """Creatures take no turns here; the option `shared_strain` gives a group one Strain pool."""
        if options.get("shared_strain", False):
            return GroupRule(
                False,
                t(
                    "Creatures take no turns here, so a group has no place in the order. Shared Strain is on: the creatures of a group fill one Strain pool as large as their maximum Strain together, and the whole group is down when it is full. PCs keep their own Strain."
                ),
            )
        return GroupRule(
            False,
            t(
                "Creatures take no turns here, so a group has no place in the order, and each creature fills its own Strain: a group is a label. Turn on the option 'Shared Strain for groups' for one Strain pool per group."
            ),
        )

    def own_tracks(self, c: Combatant) -> list[Track]:
        pool = shared_strain.pool_of(c)
        if pool is not None:
            detail = t("shared by the {group}", group=pool["group"])
            return [Track("strain", t("Shared Strain"), pool["strain"], pool["of"], FILL, detail)]
        strain, top = c.res.get("strain", 0), whole(c.stats, "max_strain", 1) or 1
        if not c.is_pc:
            return [Track("strain", t("Strain"), strain, top, FILL)]
        ranks = wound_ranks(c)
        ticked = max(0, min(len(ranks), c.res.get("wounds", 0)))
        # A full Strain ticks the next rank and starts again; with every rank ticked the next fill knocks
        # the PC out: how healthy the PC reads counts the ranks ticked as well as the Strain.
        health = 1.0 - (ticked * top + min(strain, top)) / ((len(ranks) + 1) * top)
        rank = ranks[ticked - 1] if ticked else ""
        detail = ", ".join(ranks[:ticked]) if ticked else t("none ticked")
        return [
            Track(
                "strain", t("Strain"), strain, top, FILL, rank=rank, health=health, dying=ticked >= len(ranks)
            ),
            Track("wounds", t("Wounds"), ticked, len(ranks), FILL, detail),
        ]

    def badges(self, state: EncounterState, cid: str) -> list[str]:
        c = state.combatants[cid]
        out = super().badges(state, cid)
        prepared = c.rs.get("prepared")
        if prepared:
            out.append(t("prepared {replace}", replace=prepared["action"].replace("_", " ")))
        if not c.is_pc and c.status == ACTIVE:
            limit = max(1, int(c.stats.get("retaliation_limit", 1)))
            used = c.rs.get("retaliations_used", 0)
            # A counter an imported file's event set to something not whole shows no badge (it never
            # stops the turn order from drawing).
            if isinstance(used, int) and not isinstance(used, bool):
                out.append(t("retaliation {left}/{limit}", left=limit - used, limit=limit))
        return out

    def order_notes(self, state: EncounterState) -> str:
        ties = state.sched.get("ties", ())
        if ties and state.phase in SETTING_INITIATIVE:
            names = "; ".join(" = ".join(name_of(state, c) for c in group) for group in ties)
            return t("Tied: {names}. Drag to settle.", names=names)
        return ""

    def initiative_entries(self, state: EncounterState, prompt: Prompt) -> list[EntryRow]:
        if prompt.kind != "initiative":
            return []
        rows = []
        for cid in prompt.choices:
            c = state.combatants[cid]
            mastery = whole(c.stats, "skill_mastery", 0) or 0
            rows.append(
                EntryRow(
                    cid,
                    c.name,
                    t("Skill Mastery"),
                    DICE,
                    Command("glowlands.initiative", args={"cid": cid}),
                    expr=f"1d20{mastery:+d}",
                )
            )
        return rows

    def answer_label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a = cmd.args
        if cmd.type == APPLY:
            item = next((p for p in state.rs.get("pending", ()) if p["id"] == a.get("id")), None)
            if item is None:
                return ""
            ret = item["retaliation"]
            if a.get("skip"):
                return t("Dismiss {name}", name=ret["name"])
            return t(
                "Apply {name} ({damage}) to {name_of}",
                name=ret["name"],
                damage=ret.get("damage"),
                name_of=name_of(state, item["target"]),
            )
        if cmd.type == SWEEP:
            npc = name_of(state, a["npc"])
            if a.get("skip"):
                return t("{npc}: let it pass", npc=npc)
            hint = prompt.data.get("suggestions", {}).get(a["npc"])
            if hint:
                return f"{npc}: {hint['retaliation']} → {name_of(state, hint['target'])}"  # names only
            return t("{npc} retaliates", npc=npc)
        if cmd.type == TIE:
            return t("Tie: {order}", order=t(" before ").join(name_of(state, c) for c in a["order"]))
        if cmd.type == BLEED:
            return t("{name_of}: roll Defiant + Lucky", name_of=name_of(state, cmd.actor))
        return ""

    def hurts(self, command: Command, events: Sequence[Event]) -> tuple[Hurt, ...]:
        """Every DamageApplied: the Strain taken after armour, from the combatant it names as source."""
        return taken_with_claims(events, _damage_applied)

    def retaliations_drawn(self, events: Sequence[Event]) -> tuple[str, ...]:
        """The attacker a Retaliation took effect on, once per Retaliation."""
        drawn = (ident(e.data.get("target")) for e in events if e.type == "RetaliationTakesEffect")
        return tuple(cid for cid in drawn if cid is not None)

    def quiet_answer(self, cmd: Command) -> bool:
        return bool(cmd.args.get("skip"))

    def reorder_command(self, state: EncounterState, order: list[str]) -> Command | None:
        """Settle a tie when only the tied PCs moved while initiative is set; else rearrange the order."""
        current = list(state.sched.get("order", ()))
        order = [cid for cid in order if cid in current]
        if sorted(order) != sorted(current) or order == current:
            return None
        if state.phase in SETTING_INITIATIVE:
            for group in state.sched.get("ties", ()):
                rest = [cid for cid in order if cid not in group]
                if rest == [cid for cid in current if cid not in group]:
                    return Command(TIE, args={"order": [c for c in order if c in group]})
        return Command("gm.reorder", args={"order": order})

    # --- the special widgets (`features.py`) ----------------------------------------------------------

    def reach(self, state: EncounterState, cid: str) -> dict[str, str]:
        # Weapons and Retaliations read as `reaches` reads them: Engaged/Intimate in its zone, a number
        # that many zones out (exactly that many under the exact-range option).
        return stat_reach(state, cid, exact=bool(opt(state, "exact_range")))

    def attack_kit(self, state: EncounterState, cid: str) -> AttackKit | None:
        return features.attack_kit(state, cid)

    def attack_preview(self, state: EncounterState, cmd: Command) -> AttackPreview | None:
        return features.attack_preview(state, cmd)

    def attack_odds(self, state: EncounterState, cmd: Command) -> tuple[tuple[str, float], ...]:
        return features.attack_odds(state, cmd)

    def attack_outcome(self, state: EncounterState, cmd: Command, roll: Roll) -> str | None:
        return features.attack_outcome(state, cmd, roll)

    def attack_report(
        self, state: EncounterState, events: Iterable[Event], describe: Callable[[Event], str]
    ) -> AttackReport | None:
        return features.attack_report(state, events, describe)

    def waiting_reactions(self, state: EncounterState) -> tuple[WaitingReaction, ...]:
        return features.waiting_reactions(state)

    def aftermath_picks(self, state: EncounterState) -> AftermathPicks | None:
        return features.aftermath_picks(state)

    def picks_pending(self, state: EncounterState) -> bool:
        return aftermath.picks_pending(state.outcome)

    def pc_sheet(self) -> tuple[FieldSpec, ...]:
        return sheet.PC_SHEET


def _damage_applied(event: Event) -> Taken | None:
    if event.type != "DamageApplied":
        return None
    target, amount = ident(event.data.get("target")), number(event.data.get("amount"))
    if target is None or amount is None:
        return None
    return target, amount, ident(event.data.get("source"))
