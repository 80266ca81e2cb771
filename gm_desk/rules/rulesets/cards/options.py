"""The options of Initiative Cards & Success Pools: each reading the spec adopts, with its default.

Every default is the reading the spec adopts for an unclear rule (its ambiguities A1-A13, plus a few
places where the spec and the chapter part ways); the text says what the other choice does, so a GM
can switch it in the encounter setup. `opt` reads an option with its default, so a log written before
an option existed still decides the same way.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import N_
from gm_desk.rules.ruleset import Option
from gm_desk.rules.state import EncounterState

OPTIONS: dict[str, Option] = {
    # A1: the success convention lives in a chapter we do not have.
    "success_min": Option(
        6, N_("A1: pools roll d6 and each die showing this face or higher is a success."), (4, 5, 6)
    ),
    # Section 2: the Director may draw one card for identical opponents.
    "group_cards": Option(
        True, N_("Identical opponents (same group) share one card; off: every creature draws its own.")
    ),
    # A2
    "forced_swap_timing": Option(
        "next_round",
        N_(
            "A2: a forced card swap takes effect at the next round start; 'immediate': at once, but nobody "
            "acts twice in a round."
        ),
        ("next_round", "immediate"),
    ),
    # A3
    "budget_reset": Option(
        "round",
        N_(
            "A3: the slow and fast maneuvers refill at each round start and reactions before one's turn use "
            "them up; 'turn': they refill at the start of each of one's own turns."
        ),
        ("round", "turn"),
    ),
    # A4
    "unkept_card": Option(
        "return",
        N_(
            "A4: the card an ambush winner does not keep goes back into the deck; 'discard': it is set aside "
            "for the rest of the fight."
        ),
        ("return", "discard"),
    ),
    # A5
    "ties_pcs_first": Option(
        True, N_("A5: equal cards from a second deck go PCs first, then by draw order; off: draw order only.")
    ),
    # Section 2.3 (late joiners): the chapter has no rule.
    "late_joiner_acts_now": Option(
        False,
        N_(
            "A late joiner whose card is already passed acts next round; on: it acts right after the "
            "current turn."
        ),
    ),
    # A6
    "budget_per_card": Option(
        True,
        N_(
            "A6: a creature with several cards gets one slow and one fast maneuver per card; off: one set "
            "per round however many cards it holds."
        ),
    ),
    # A7
    "ambush_bonus_to": Option(
        "first_maneuver",
        N_(
            "A7: ambush extra successes add dice to each ambusher's first maneuver of the first round (lost "
            "if that maneuver has no test); 'first_test': to their first tested maneuver that round."
        ),
        ("first_maneuver", "first_test"),
    ),
    # Section 4.9
    "ambush_tie": Option(
        "detected",
        N_(
            "A tied ambush test counts as a failed sneak (the defenders draw the extra card); 'nothing': "
            "nobody draws an extra card."
        ),
        ("detected", "nothing"),
    ),
    # A8
    "restrained_may_parry": Option(
        True, N_("A8: a restrained creature may still parry; off: only break free and shout.")
    ),
    "hold_skill": Option(
        "force",
        N_("A8: holding on and breaking free are both Force tests; 'endure': the holder tests Endure."),
        ("force", "endure"),
    ),
    # A9
    "harm_points_persist": Option(
        True,
        N_(
            "A9: an NPC's harm points strip dice from every test until healed; off: only from its next "
            "test after the harm."
        ),
    ),
    # A10
    "fall_dice_per_5ft": Option(1, N_("A10: dice the Director rolls for each full 5 feet of a fall.")),
    "fear_counts_self": Option(
        False, N_("A10: the fear company bonus counts the other PCs present; on: the tester counts too.")
    ),
    # A11
    "first_burn": Option(
        "endure",
        N_(
            "A11: catching fire deals the fire's damage less an Endure test, like every later burn; "
            "'one_harm': catching fire is exactly 1 Physical Harm, later burns use the Endure test."
        ),
        ("endure", "one_harm"),
    ),
    "ticks_at": Option(
        "round_start",
        N_("A11: fire and poison strike at each round start; 'round_end': at each round end."),
        ("round_start", "round_end"),
    ),
    # A12
    "extras_to_damage": Option(
        True,
        N_("A12: extra successes not spent otherwise become extra harm; off: only those the GM assigns."),
    ),
    "swap_cost": Option(1, N_("A12: extra successes an attacker spends to force a card swap.")),
    # A13
    "dodge_ranged_only": Option(
        False, N_("A13: dodge works against melee and ranged attacks; on: against ranged attacks only.")
    ),
    # Section 5: a single range value N.
    "single_range": Option(
        "up_to",
        N_("A single range value N reaches 0 to N zones; 'exact': exactly N zones."),
        ("up_to", "exact"),
    ),
    # Section 5 vs the chapter: the chapter says a fast move 'may' be needed to close in.
    "melee_needs_close": Option(
        False,
        N_(
            "Melee reaches anyone in the same zone (the chapter's 'may need to close in' is left to the "
            "GM); on: the attacker must first close in (cards.approach, a fast maneuver)."
        ),
    ),
    # Section 2.2 step 5.
    "auto_end": Option(
        True, N_("The fight ends at a round's end once one side has nobody active; off: only the GM ends it.")
    ),
}


def opt(state: EncounterState, name: str) -> Any:
    return state.options.get(name, OPTIONS[name].default)
