"""The options of Faction Passing: every reading the spec adopts for an unclear rule, with its default.

Every option is logged with the encounter (EncounterStarted), so a replay decides as the table did.
The A-numbers refer to the ambiguities listed in the system's specification.
"""

from __future__ import annotations

from gm_desk.rules.i18n import N_
from gm_desk.rules.ruleset import Option

OPTIONS: dict[str, Option] = {
    "fast_slow": Option(
        False,
        N_("Optional rule: a d20 fast action threshold splits each round in two phases."),
        title=N_("Fast and slow phases"),
    ),
    "slow_phase_rechoose": Option(
        False,
        N_("A3: the holder's first-faction choice carries over to the slow phase; on: chosen again."),
        title=N_("First faction chosen again for the slow phase"),
    ),
    "save_mode": Option(
        "roll_under",
        N_("A2: a save passes on d20 ≤ the score; or it needs d20 < the score."),
        {"roll_under": N_("d20 at or under the score"), "roll_under_strict": N_("d20 under the score")},
        title=N_("Saves"),
    ),
    "ambush_only_holder": Option(
        False,
        N_("A9: every concealed character acts in the ambush turn; on: only the holder's faction."),
        title=N_("Only the holder's faction ambushes"),
    ),
    "late_joiner_waits": Option(
        False,
        N_("A late joiner may act from its faction's next go; on: it waits for the next round."),
        title=N_("Late joiners wait a round"),
    ),
    # No chapter says how a reinforcement (a combatant who arrives with a scene event) joins.
    "arrivals": Option(
        "this_round",
        N_(
            "A reinforcement arriving during a round may act from its faction's next go (a new faction "
            "goes last); or it waits for the next round. Arriving at a round's start, it is in that round."
        ),
        {"this_round": N_("from its faction's next go"), "next_round": N_("from the next round")},
        title=N_("Reinforcements join the order"),
    ),
    "reveal_default": Option(
        True,
        N_("A revealing action (attack, power, speech, open move) reveals unless the GM says otherwise."),
        title=N_("Revealing actions reveal"),
    ),
    "moving": Option(
        "moved_this_turn",
        N_("A5: 'while moving' = already moved this turn before attacking; or only when the GM says."),
        {"moved_this_turn": N_("moved this turn"), "flag_only": N_("when the GM says")},
        title=N_("Attacking while moving"),
    ),
    "nearby": Option(
        "zone_or_border",
        N_("A6: nearby = same zone or on its border; or the same zone only."),
        {"zone_or_border": N_("same zone or its border"), "zone_only": N_("same zone only")},
        title=N_("Nearby"),
    ),
    "impaired": Option(
        "d4",
        N_("A8: impaired damage rolls a d4; or the weapon die twice, keeping the lower."),
        {"d4": N_("a d4"), "lower_of_two": N_("the lower of two weapon dice")},
        title=N_("Impaired damage"),
    ),
    "separate_obscured": Option(
        False,
        N_("A12: the concealed flag also impairs damage; on: a separate obscured flag does."),
        title=N_("A separate obscured flag"),
    ),
    "zone_cover": Option(
        True,
        N_(
            "A target in a zone tagged 'cover' is in cover (armour +1); off: only a target the GM marks in "
            "cover is."
        ),
        title=N_("Cover zones give cover"),
    ),
    "counter_first_blow_stops": Option(
        True,
        N_("A4: a combatant taken out by the first blow of a counter lands nothing; off: both land."),
        title=N_("The first blow of a counter stops the other"),
    ),
    "morale_pcs": Option(
        False, N_("A7: PCs make no morale checks; on: they do."), title=N_("PCs check morale")
    ),
    "morale_every_round": Option(
        False,
        N_("A7: a group is checked once, when it crosses the line; on: every round while below it."),
        title=N_("Morale checked every round"),
    ),
    "morale_failure": Option(
        "gm_chooses",
        N_("A7: a failed morale save surrenders or retreats as the GM chooses; or always one of them."),
        {"gm_chooses": N_("the GM chooses"), "surrender": N_("surrender"), "retreat": N_("retreat")},
        title=N_("A failed morale save"),
    ),
    "durability": Option(
        "gm_enters",
        N_("Durability rolls follow another chapter: the GM enters each outcome; or a house 1-in-6 on a d6."),
        {"gm_enters": N_("the GM enters each outcome"), "roll_d6": N_("1 in 6 on a d6")},
        title=N_("Durability rolls"),
    ),
    "chaos_of_combat": Option(
        False,
        N_(
            "Optional rule: players who do not declare in time lose their turn (the GM marks the action lost)."
        ),
        title=N_("Chaos of combat"),
    ),
}
