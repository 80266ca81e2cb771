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
        6,
        N_("A1: pools roll d6 and each die showing this face or higher is a success."),
        (4, 5, 6),
        title=N_("Lowest face that succeeds"),
    ),
    # Section 2: the Director may draw one card for identical opponents.
    "group_cards": Option(
        True,
        N_("Identical opponents (same group) share one card; off: every creature draws its own."),
        title=N_("A group shares one card"),
    ),
    # A2
    "forced_swap_timing": Option(
        "next_round",
        N_(
            "A2: a forced card swap takes effect at the next round start; or at once, but nobody acts twice "
            "in a round."
        ),
        {"next_round": N_("next round"), "immediate": N_("at once")},
        title=N_("A forced swap takes effect"),
    ),
    # A3
    "budget_reset": Option(
        "round",
        N_(
            "A3: the slow and fast maneuvers refill at each round start and reactions before one's turn use "
            "them up; or they refill at the start of each of one's own turns."
        ),
        {"round": N_("each round"), "turn": N_("each turn")},
        title=N_("Maneuvers refill"),
    ),
    # A4
    "unkept_card": Option(
        "return",
        N_(
            "A4: the card an ambush winner does not keep goes back into the deck; or it is set aside for the "
            "rest of the fight."
        ),
        {"return": N_("back into the deck"), "discard": N_("set aside")},
        title=N_("The card an ambusher does not keep"),
    ),
    # A5
    "ties_pcs_first": Option(
        True,
        N_("A5: equal cards from a second deck go PCs first, then by draw order; off: draw order only."),
        title=N_("Ties go to PCs first"),
    ),
    # Section 2.3 (late joiners): the chapter has no rule.
    "late_joiner_acts_now": Option(
        False,
        N_(
            "A late joiner whose card is already passed acts next round; on: it acts right after the "
            "current turn."
        ),
        title=N_("A late joiner acts at once"),
    ),
    # No chapter says which card a reinforcement (a combatant arriving with a scene event) gets.
    "arrivals": Option(
        "deck_then_gm",
        N_(
            "A reinforcement draws a card from those left in the deck; when none are left, the GM gives "
            "it one (Give card); or a second deck is opened for it. Whether it acts this round follows "
            "'A late joiner acts at once'."
        ),
        {
            "deck_then_gm": N_("a card from those left; the GM's choice when none are"),
            "deck_then_second": N_("a card from those left; a second deck when none are"),
        },
        title=N_("Reinforcements join the order"),
    ),
    # A6
    "budget_per_card": Option(
        True,
        N_(
            "A6: a creature with several cards gets one slow and one fast maneuver per card; off: one set "
            "per round however many cards it holds."
        ),
        title=N_("Maneuvers per card"),
    ),
    # A7
    "ambush_bonus_to": Option(
        "first_maneuver",
        N_(
            "A7: ambush extra successes add dice to each ambusher's first maneuver of the first round (lost "
            "if that maneuver has no test); or to their first tested maneuver that round."
        ),
        {"first_maneuver": N_("the first maneuver"), "first_test": N_("the first tested maneuver")},
        title=N_("The ambush bonus goes to"),
    ),
    # Section 4.9
    "ambush_tie": Option(
        "detected",
        N_(
            "A tied ambush test counts as a failed sneak (the defenders draw the extra card); or nobody draws "
            "an extra card."
        ),
        {"detected": N_("the ambush is detected"), "nothing": N_("nothing happens")},
        title=N_("A tied ambush test"),
    ),
    # A8
    "restrained_may_parry": Option(
        True,
        N_("A8: a restrained creature may still parry; off: only break free and shout."),
        title=N_("A restrained creature may parry"),
    ),
    "hold_skill": Option(
        "force",
        N_("A8: holding on and breaking free are both Force tests; or the holder tests Endure."),
        {"force": N_("Force"), "endure": N_("Endure")},
        title=N_("Holding on is tested with"),
    ),
    # A9
    "harm_points_persist": Option(
        True,
        N_(
            "A9: an NPC's harm points strip dice from every test until healed; off: only from its next "
            "test after the harm."
        ),
        title=N_("Harm points last until healed"),
    ),
    # A10
    "fall_dice_per_5ft": Option(
        1,
        N_("A10: dice the Director rolls for each full 5 feet of a fall."),
        title=N_("Fall dice per 5 feet"),
    ),
    "fear_counts_self": Option(
        False,
        N_("A10: the fear company bonus counts the other PCs present; on: the tester counts too."),
        title=N_("Fear company counts the tester"),
    ),
    # A11
    "first_burn": Option(
        "endure",
        N_(
            "A11: catching fire deals the fire's damage less an Endure test, like every later burn; or "
            "catching fire is exactly 1 Physical Harm, later burns use the Endure test."
        ),
        {"endure": N_("damage less an Endure test"), "one_harm": N_("exactly 1 Physical Harm")},
        title=N_("Catching fire"),
    ),
    "ticks_at": Option(
        "round_start",
        N_("A11: fire and poison strike at each round start; or at each round end."),
        {"round_start": N_("at each round start"), "round_end": N_("at each round end")},
        title=N_("Fire and poison strike"),
    ),
    # A12
    "extras_to_damage": Option(
        True,
        N_("A12: extra successes not spent otherwise become extra harm; off: only those the GM assigns."),
        title=N_("Extra successes become harm"),
    ),
    "swap_cost": Option(
        1,
        N_("A12: extra successes an attacker spends to force a card swap."),
        title=N_("Successes a forced swap costs"),
    ),
    # A13
    "dodge_ranged_only": Option(
        False,
        N_("A13: dodge works against melee and ranged attacks; on: against ranged attacks only."),
        title=N_("Dodge against ranged attacks only"),
    ),
    # Section 5: a single range value N.
    "single_range": Option(
        "up_to",
        N_("A single range value N reaches 0 to N zones; or exactly N zones."),
        {"up_to": N_("up to N zones"), "exact": N_("exactly N zones")},
        title=N_("A single range"),
    ),
    # Section 5 vs the chapter: the chapter says a fast move 'may' be needed to close in.
    "melee_needs_close": Option(
        False,
        N_(
            "Melee reaches anyone in the same zone (the chapter's 'may need to close in' is left to the "
            "GM); on: the attacker must first close in (Approach, a fast maneuver)."
        ),
        title=N_("Melee needs closing in"),
    ),
    # Section 2.2 step 5.
    "auto_end": Option(
        True,
        N_("The fight ends at a round's end once one side has nobody active; off: only the GM ends it."),
        title=N_("The fight ends by itself"),
    ),
}


def opt(state: EncounterState, name: str) -> Any:
    return state.options.get(name, OPTIONS[name].default)
