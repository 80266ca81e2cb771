"""The options of Faction Passing: every reading the spec adopts for an unclear rule, with its default.

Every option is logged with the encounter (EncounterStarted), so a replay decides as the table did.
The A-numbers refer to the ambiguities listed in the system's specification.
"""

from __future__ import annotations

from gm_desk.rules.i18n import N_
from gm_desk.rules.ruleset import Option

OPTIONS: dict[str, Option] = {
    "fast_slow": Option(
        False, N_("Optional rule: a d20 fast action threshold splits each round in two phases.")
    ),
    "slow_phase_rechoose": Option(
        False, N_("A3: the holder's first-faction choice carries over to the slow phase; on: chosen again.")
    ),
    "save_mode": Option(
        "roll_under",
        N_("A2: a save passes on d20 ≤ the score; roll_under_strict: it needs d20 < the score."),
        ("roll_under", "roll_under_strict"),
    ),
    "ambush_only_holder": Option(
        False, N_("A9: every concealed character acts in the ambush turn; on: only the holder's faction.")
    ),
    "late_joiner_waits": Option(
        False, N_("A late joiner may act from its faction's next go; on: it waits for the next round.")
    ),
    "reveal_default": Option(
        True,
        N_("A revealing action (attack, power, speech, open move) reveals unless the GM says otherwise."),
    ),
    "moving": Option(
        "moved_this_turn",
        N_(
            "A5: 'while moving' = already moved this turn before attacking; flag_only: only when the GM says."
        ),
        ("moved_this_turn", "flag_only"),
    ),
    "nearby": Option(
        "zone_or_border",
        N_("A6: nearby = same zone or on its border; zone_only: same zone only."),
        ("zone_or_border", "zone_only"),
    ),
    "impaired": Option(
        "d4",
        N_("A8: impaired damage rolls a d4; lower_of_two: the weapon die twice, keep the lower."),
        ("d4", "lower_of_two"),
    ),
    "separate_obscured": Option(
        False, N_("A12: the concealed flag also impairs damage; on: a separate obscured flag does.")
    ),
    "zone_cover": Option(
        True,
        N_("A target in a zone tagged 'cover' is in cover (armour +1); off: only the in_cover flag counts."),
    ),
    "counter_first_blow_stops": Option(
        True, N_("A4: a combatant taken out by the first blow of a counter lands nothing; off: both land.")
    ),
    "morale_pcs": Option(False, N_("A7: PCs make no morale checks; on: they do.")),
    "morale_every_round": Option(
        False, N_("A7: a group is checked once, when it crosses the line; on: every round while below it.")
    ),
    "morale_failure": Option(
        "gm_chooses",
        N_("A7: a failed morale save surrenders or retreats as the GM chooses; or always one of them."),
        ("gm_chooses", "surrender", "retreat"),
    ),
    "durability": Option(
        "gm_enters",
        N_("Durability rolls follow another chapter: the GM enters each outcome; roll_d6: a house 1-in-6."),
        ("gm_enters", "roll_d6"),
    ),
    "chaos_of_combat": Option(
        False, N_("Optional rule: players who do not declare in time lose their turn (factions.action_lost).")
    ),
}
