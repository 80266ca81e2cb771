"""The readings Marching Order adopts where the chapter is silent or unclear, each with its alternative.

Every option is logged with the encounter (EncounterStarted), so a replay decides as the table did.
The A-numbers refer to the ambiguities listed in the system's specification.
"""

from __future__ import annotations

from gm_desk.rules.i18n import N_
from gm_desk.rules.ruleset import Option

OPTIONS: dict[str, Option] = {
    "hidden_side": Option(
        "literal_unseen_cedes",
        N_(
            "A1: when only one side is seen, the unseen side cedes initiative (as the chapter says); "
            "or the unseen side acts first."
        ),
        {
            "literal_unseen_cedes": N_("the unseen side cedes"),
            "hidden_acts_first": N_("the unseen side acts first"),
        },
        title=N_("When one side is unseen"),
    ),
    "reask_lead": Option(
        True,
        N_(
            "A2: the lead takes or cedes again every round, the previous choice offered as the default; "
            "off: the first round's choice holds for the whole fight."
        ),
        title=N_("The lead chooses every round"),
    ),
    "agl_check": Option(
        "roll_under",
        N_(
            "A3: an AGL check succeeds on d20 at or under AGL and the lowest die is best; "
            "or it succeeds on d20 at or over 21 - AGL and the highest die is best."
        ),
        {"roll_under": N_("at or under AGL"), "roll_over": N_("at or over 21 - AGL")},
        title=N_("AGL checks"),
    ),
    "reaction_refresh": Option(
        "round_start",
        N_("A4: reactions come back at the start of each round; or at the start of one's own turn."),
        {"round_start": N_("at each round's start"), "turn_start": N_("at one's own turn")},
        title=N_("Reactions come back"),
    ),
    "surprise_rounds": Option(
        1,
        N_("A5: surprised creatures are impaired for this many of their own turns (the first, by default)."),
        title=N_("Turns impaired by surprise"),
    ),
    "spiral_scope": Option(
        "by_side",
        N_(
            "A6: the first side acts in full before the other, each in its own spiral; "
            "or one spiral through all combatants, starting on the first side."
        ),
        {"by_side": N_("a spiral per side"), "everyone": N_("one spiral for everyone")},
        title=N_("Spiral turns"),
    ),
    "lone_seize_failure": Option(
        "order_stands",
        N_(
            "A7: a failed seize attempt nobody contested leaves the order as scheduled; "
            "or the other combatant then acts first."
        ),
        {"order_stands": N_("the order stands"), "other_first": N_("the other acts first")},
        title=N_("An uncontested seize that fails"),
    ),
    "seize_loser": Option(
        "right_after",
        N_(
            "After a seize the loser acts right after the winner (adopted; the chapter is silent); "
            "or the two swap places in the order."
        ),
        {"right_after": N_("acts right after the winner"), "swap_places": N_("the two swap places")},
        title=N_("After a seize, the loser"),
    ),
    "spare_own_turn_conditions": Option(
        True,
        N_(
            "A9: a condition gained during its bearer's own turn starts ticking at the next turn end; "
            "off: it ticks at the end of that very turn, as the chapter literally says."
        ),
        title=N_("Conditions gained in one's own turn wait a turn"),
    ),
    "skipped_turns_tick": Option(
        True,
        N_("A9: a combatant that cannot act still has its conditions advance when its turn comes up."),
        title=N_("Skipped turns tick conditions"),
    ),
    "second_delay": Option(
        "forfeits",
        N_(
            "A10: a combatant who delays a second time in a round loses the turn; "
            "or it goes to the back of the line again."
        ),
        {"forfeits": N_("loses the turn"), "to_the_back": N_("goes to the back again")},
        title=N_("A second delay in a round"),
    ),
    "monsters_may_delay": Option(
        True,
        N_("A10: monsters may delay like party members (the chapter states it for the party only)."),
        title=N_("Monsters may delay"),
    ),
    "lit_viewer_sees_torch": Option(
        False,
        N_("A12: a viewer standing in its own light cannot see a distant torch; on: it can, within 1320 ft."),
        title=N_("A lit viewer sees distant torches"),
    ),
    "late_joiners": Option(
        "this_round",
        N_(
            "A fighter who joins mid-round acts at the end of this round's order (adopted); "
            "or it waits for the next round."
        ),
        {"this_round": N_("this round"), "next_round": N_("next round")},
        title=N_("Late joiners act"),
    ),
    # No chapter says how a reinforcement (a combatant who arrives with a scene event) joins.
    "arrivals": Option(
        "this_round",
        N_(
            "A reinforcement arriving during a round takes the last place of this round's order; or it "
            "waits for the next round. Arriving at a round's start, it is in the order built for it."
        ),
        {"this_round": N_("at the end of this round's order"), "next_round": N_("from the next round")},
        title=N_("Reinforcements join the order"),
    ),
    "frantic": Option(
        False,
        N_("Frantic combat from the first round (the GM may switch it on or off any time)."),
        title=N_("Frantic combat"),
    ),
    "frantic_seconds": Option(
        6,
        N_("Seconds a player has to announce, then to execute, each action in frantic combat."),
        title=N_("Seconds in frantic combat"),
    ),
}
