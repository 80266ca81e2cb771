"""The options of Threat & Retaliation: every reading the spec adopts for an unclear rule, and table choices.

Each default is the reading the spec adopts (its ambiguities A1-A12); the text says what the other
choice does, so a GM can switch it in the encounter setup. `opt` reads an option with its default, so a
log written before an option existed still decides the same way.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import N_
from gm_desk.rules.ruleset import Option
from gm_desk.rules.state import EncounterState

OPTIONS: dict[str, Option] = {
    # A1
    "reroll_each_round": Option(
        False,
        N_("A1: Skill Mastery is rolled once per encounter; on: re-rolled every round."),
        title=N_("Initiative re-rolled every round"),
    ),
    "late_joiner_acts_now": Option(
        False,
        N_("A late PC placed before the current actor waits a round; on: acts this round."),
        title=N_("A late PC acts this round"),
    ),
    # No chapter says where a reinforcement (a combatant who arrives with a scene event) joins.
    "arrivals": Option(
        "last",
        N_("A PC reinforcement goes last, or rolls Skill Mastery like a late PC."),
        {
            "last": N_("last in the order"),
            "roll": N_("by a Skill Mastery roll"),
        },
        title=N_("Reinforcements join the order"),
    ),
    "auto_end_turn": Option(
        False,
        N_("A PC's turn ends when the GM says; on: it ends once both actions are spent."),
        title=N_("Turns end by themselves"),
    ),
    # A2
    "crit_rule": Option(
        "margin",
        N_("A2: a roll is critical at the Threat plus the critical margin; or at twice the Threat plus one."),
        {
            "margin": N_("at the Threat plus the margin"),
            "double_plus_one": N_("at twice the Threat plus one"),
        },
        title=N_("Critical hits"),
    ),
    "crit_margin": Option(
        10,
        N_("A2: how far above the Threat a roll must reach to be critical."),
        title=N_("Critical margin"),
    ),
    # A3
    "bleed_out_failure": Option(
        "death",
        N_(
            "A3: a failed bleed-out roll kills; or nothing happens; or it marks a counter and the PC dies "
            "when the counter reaches the failed bleed-out rolls that kill."
        ),
        {
            "death": N_("death"),
            "no_change": N_("nothing happens"),
            "death_counter": N_("a counter of failures"),
        },
        title=N_("A failed bleed-out roll"),
    ),
    "death_counter_limit": Option(
        3,
        N_("A3: how many failed bleed-out rolls kill, when they are counted."),
        title=N_("Failed bleed-out rolls that kill"),
    ),
    # A4
    "ko_on_dying_tick": Option(
        False,
        N_("A4: ticking Dying does not knock out, the next fill does; on: ticking Dying knocks out."),
        title=N_("Ticking Dying knocks out"),
    ),
    # A5
    "backout_uses_aspect_roll": Option(
        True,
        N_("A5: backing out spends the turn's Aspect roll; off: the other action may still be a roll."),
        title=N_("Backing out spends the Aspect roll"),
    ),
    "backout_partial": Option(
        False,
        N_(
            "A5: one back-out roll must beat every engaged creature to leave; on: the PC leaves the reach of "
            "each creature it beats and stays engaged with the rest."
        ),
        title=N_("Backing out from some creatures"),
    ),
    # A6
    "exact_range": Option(
        False, N_("A6: range N reaches 0 to N zones; on: exactly N zones."), title=N_("Exact range")
    ),
    # A7
    "adv_mode": Option(
        "cancel",
        N_(
            "A7: any advantage and any disadvantage cancel and several sources do not stack; or the "
            "sources are counted and the larger side wins."
        ),
        {"cancel": N_("they cancel"), "net": N_("the larger side wins")},
        title=N_("Advantage and disadvantage"),
    ),
    "natural_20": Option(
        "kept",
        N_("A7: a natural 20 is read on the kept die; or a 20 on either d20 counts."),
        {"kept": N_("on the kept die"), "any": N_("on either die")},
        title=N_("A natural 20"),
    ),
    # A8
    "show_threat_labels": Option(
        True,
        N_("A8: the free-text labels after the Threats ('Medium', 'Engaged') appear in the log."),
        title=N_("Threat labels in the log"),
    ),
    # A9
    "retaliation_reset": Option(
        "round",
        N_(
            "A9: Retaliation limits refill each round; or at the start of every PC turn (the end-of-round "
            "sweep still counts the whole round)."
        ),
        {"round": N_("each round"), "turn": N_("each PC turn")},
        title=N_("Retaliation limits refill"),
    ),
    # A10
    "crit_spends_bystander": Option(
        True,
        N_(
            "A10: a critical against an engaged creature that was not targeted spends its Retaliation; "
            "off: that creature keeps it."
        ),
        title=N_("A critical spends a bystander's Retaliation"),
    ),
    "bystander_threat": Option(
        "same",
        N_(
            "A10: engaged creatures that were not targeted are checked against the attack's Threat type; "
            "or always against their Melee Threat."
        ),
        {"same": N_("the attack's Threat"), "melee": N_("the Melee Threat")},
        title=N_("Bystanders' Threat"),
    ),
    # A11
    "difficult_rounding": Option(
        "floor",
        N_("A11: difficult terrain halves a move rounding down (at least 1); or rounding up."),
        {"floor": N_("rounding down"), "ceil": N_("rounding up")},
        title=N_("Difficult terrain halves a move"),
    ),
    # A12
    "prepared_expiry": Option(
        "next_turn",
        N_("A12: a prepared action lasts until the start of the PC's next turn; or until it is taken."),
        {"next_turn": N_("until the PC's next turn"), "until_used": N_("until it is taken")},
        title=N_("A prepared action lasts"),
    ),
    # A table choice: the chapter has no groups, so creatures grouped in prep keep their own Strain.
    "shared_strain": Option(
        False,
        N_(
            "Each creature fills its own Strain; on: the creatures of a group share one Strain pool as large "
            "as their maximum Strain together, damage to any of them fills it, and the whole group is down "
            "when it is full."
        ),
        title=N_("Shared Strain for groups"),
    ),
    # A table choice rather than a reading.
    "retaliation_damage": Option(
        "auto",
        N_("Retaliation damage is rolled and applied at once; or it waits for the GM to apply it."),
        {"auto": N_("applied at once"), "confirm": N_("the GM applies it")},
        title=N_("Retaliation damage"),
    ),
}


def opt(state: EncounterState, name: str) -> Any:
    return state.options.get(name, OPTIONS[name].default)
