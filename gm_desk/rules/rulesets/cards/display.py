"""What the panels show of an Initiative Cards fight, beyond the prompt and the order.

A creature marks harm as points against its capacity; a PC marks physical and mental harm in levels
(filling a capacity when the sheet gives one). Each card holder's card is typed in as dealt; the
answers are the swaps and taking the deal back; a dragged order rearranges the members of one group,
who share a card. A PC sheet is a creature's stat block with harm in levels by default, attacks and
a harm capacity optional.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from gm_desk.rules.events import Command, Event
from gm_desk.rules.feature_data import GroupRule
from gm_desk.rules.groups import UNGROUPED
from gm_desk.rules.hurts import Hurt, Taken, ident, number, taken_with_claims
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.presentation import COUNT, FILL, NUMBER, EntryRow, Presentation, Track, name_of, whole
from gm_desk.rules.rulesets.cards import model, schedule
from gm_desk.rules.statblocks import FieldSpec
from gm_desk.rules.state import Combatant, EncounterState

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Prompt

HARM_MODE = FieldSpec("harm_mode", "Harm", "choice", choices=("levels", "points"), default="levels")


class CardsDisplay(Presentation):
    phase_names: ClassVar[dict[str, str]] = {
        schedule.DRAW: N_("Dealing cards"),
        schedule.ROUND_START: N_("Round start: swaps"),
        schedule.ACTING: N_("Card order"),
        schedule.ROUND_END: N_("Round end"),
    }
    track_keys: ClassVar[frozenset[str]] = frozenset({"harm_points", "physical_harm", "mental_harm"})
    tracks_from_res_and_stats: ClassVar[bool] = True
    answer_types: ClassVar[tuple[str, ...]] = ("cards.swap", "cards.force_swap", "cards.redraw")
    drag_order: ClassVar[bool] = True
    arg_names: ClassVar[dict[str, str]] = {
        "cards.swap.a": N_("Swaps"),
        "cards.swap.b": N_("With"),
        "cards.draw.holder": N_("Who draws"),
        "holder": N_("Card holder"),
        "defence": N_("Defence"),
        "their_card": N_("Their card"),
        "ambushers": N_("Ambushers"),
    }
    defender_args: ClassVar[frozenset[str]] = frozenset({"defence"})  # a dodge or parry, inline
    summary_fields: ClassVar[tuple[tuple[str, str], ...]] = (
        ("initiative_cards", N_("Cards")),
        ("harm_capacity", N_("Harm cap")),
    )

    def group_rule(self, options: dict[str, Any]) -> GroupRule:
        """Section 2: the Director may draw one card for identical opponents (option `group_cards`)."""
        if not options.get("group_cards", True):
            return GroupRule(
                False,
                t(
                    "The option 'A group shares one card' is off: every creature draws its own card, so a group is only a label here."
                ),
            )
        return GroupRule(
            True,
            t(
                "One card is dealt for the group: at its card each member takes a turn, in the Director's order, and the card leaves the fight when every member is out. PCs in a group keep a card of their own."
            ),
        )

    def default_group(self, c: Combatant) -> str | None:
        """The stat block's `group_key` (Shares a card with), for creatures."""
        if c.is_pc or UNGROUPED in c.flags:
            return None
        return str(c.stats.get("group_key") or "") or None

    def own_tracks(self, c: Combatant) -> list[Track]:
        cap = whole(c.stats, "harm_capacity")
        if "harm_points" in c.res:
            return [Track("harm_points", t("Harm"), c.res["harm_points"], cap, FILL)]
        kind = FILL if cap else COUNT
        return [
            Track("physical_harm", t("Physical harm"), c.res.get("physical_harm", 0), cap, kind),
            Track("mental_harm", t("Mental harm"), c.res.get("mental_harm", 0), cap, kind),
        ]

    def initiative_entries(self, state: EncounterState, prompt: Prompt) -> list[EntryRow]:
        if prompt.kind != "initiative":
            return []
        return [
            EntryRow(
                holder,
                model.holder_name(state, holder),
                t("Card"),
                NUMBER,
                Command("cards.draw", args={"holder": holder}),
                lo=1,
                hi=10,
                arg="card",
            )
            for holder in prompt.choices
        ]

    def answer_label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a = cmd.args
        if cmd.type == "cards.swap":
            return t(
                "Swap cards: {name_of} ↔ {name_of2}",
                name_of=name_of(state, a["a"]),
                name_of2=name_of(state, a["b"]),
            )
        if cmd.type == "cards.force_swap":
            return t(
                "{name_of} takes {name_of2}'s card",
                name_of=name_of(state, a["by"]),
                name_of2=name_of(state, a["with"]),
            )
        if cmd.type == "cards.redraw":
            return t("Take the deal back")
        return ""

    def hurts(self, command: Command, events: Sequence[Event]) -> tuple[Hurt, ...]:
        """Every cards.Harmed (harm points or Harm levels), dealt by the attacker of a cards.attack;
        fear, fire, poison, falls and the GM's harm have no dealer."""
        attacker = command.actor if command.type == "cards.attack" else None

        def harmed(event: Event) -> Taken | None:
            if event.type != "cards.Harmed":
                return None
            cid, amount = ident(event.data.get("cid")), number(event.data.get("amount"))
            if cid is None or amount is None:
                return None
            return cid, amount, attacker if attacker != cid else None

        return taken_with_claims(events, harmed)

    def quiet_answer(self, cmd: Command) -> bool:
        return cmd.type == "cards.redraw"

    def reorder_command(self, state: EncounterState, order: list[str]) -> Command | None:
        """The members of the first group whose order the drag changed, in their new order."""
        for group in model.groups(state):
            members = list(model.members(state, group))
            new = [cid for cid in order if cid in members]
            if len(members) > 1 and new != members and sorted(new) == sorted(members):
                return Command("gm.reorder", args={"order": new})
        return None

    def pc_field(self, spec: FieldSpec) -> FieldSpec:
        if spec.name == "harm_mode":
            return HARM_MODE
        if spec.name == "attacks":
            return replace(spec, required=False, default=[])
        if spec.name == "harm_capacity":
            return replace(spec, required=False, nullable=True, default=None)
        return spec
