"""The options of Alternating Teams: every reading the spec adopts for an unclear rule, with its default.

The A-numbers are those of the spec's list of ambiguities; the others are table choices the chapter
leaves open. `check_bounds` refuses numbers the rules cannot work with.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.ruleset import Option
from gm_desk.rules.setup import SetupError

OPTIONS: dict[str, Option] = {
    "instigator_first": Option(
        True,
        N_(
            "A14: the instigator takes the first turn of the fight; off: their team picks freely (the opening "
            "action still opens the instigator's first turn)."
        ),
        title=N_("The instigator goes first"),
    ),
    "allow_team_pass": Option(
        False,
        N_("A3: a team with someone able to act must pick; on: a team may pass its pick to the next team."),
        title=N_("Teams may pass"),
    ),
    "reaction_refresh": Option(
        "own_turn",
        N_("A4: reactions come back at the start of the owner's own turn; or at each round's start."),
        {"own_turn": N_("at the owner's turn"), "round_start": N_("at each round's start")},
        title=N_("Reactions come back"),
    ),
    "advantage": Option(
        "best_of",
        N_(
            "A6: advantage rolls the whole test 1 + level times and keeps the best (the worst for "
            "disadvantage); or one roll with +2 per level."
        ),
        {"best_of": N_("the best of several rolls"), "flat_bonus": N_("+2 per level")},
        title=N_("Advantage"),
    ),
    "map_scope": Option(
        "round",
        N_(
            "A7: the multiple attack penalty counts every earlier attack this round, on or off turn; or only "
            "the attacks since the attacker's own turn began."
        ),
        {"round": N_("this round"), "turn": N_("this turn")},
        title=N_("Multiple attack penalty counts attacks of"),
    ),
    "damage_uses_penalised_total": Option(
        True,
        N_("A7: damage adds the test result after the multiple attack penalty; off: before it."),
        title=N_("Damage after the attack penalty"),
    ),
    "dodge_dc": Option(
        0,
        N_("A8: a Dodge must reach the attacker's test total (0); a number sets a fixed difficulty."),
        title=N_("Dodge difficulty"),
    ),
    "dodge_vs_critical": Option(
        False,
        N_("A critical hit cannot miss, so it cannot be dodged; on: a Dodge may still avoid it."),
        title=N_("Critical hits can be dodged"),
    ),
    "one_defence_per_attack": Option(
        True,
        N_(
            "One defensive reaction per attack; off: after a failed Dodge the target may still Parry or Block."
        ),
        title=N_("One defence per attack"),
    ),
    "block_excess_reduced": Option(
        False,
        N_(
            "A8: damage beyond a blocking item's durability hits the blocker unreduced; on: deflection reduces it "
            "(minimum 1)."
        ),
        title=N_("Damage past a block is reduced"),
    ),
    "step_excludes_move": Option(
        True,
        N_("A9: Step and Move exclude each other in a turn; off: one of each."),
        title=N_("Step or Move, not both"),
    ),
    "sprint_repeatable": Option(
        True,
        N_("A9: Sprint may be repeated after a Move (1 action and 1 stamina each); off: once per turn."),
        title=N_("Sprint may be repeated"),
    ),
    "killing_strike_weapons": Option(
        "any",
        N_(
            "A10: a killing strike may be made with any weapon, non-lethal ones included (the chapter: 'any "
            "nonlethal weapon'); or only with weapons not flagged non-lethal; or only with non-lethal weapons."
        ),
        {"any": N_("any weapon"), "lethal": N_("lethal weapons"), "nonlethal": N_("non-lethal weapons")},
        title=N_("Killing strike weapons"),
    ),
    "killing_strike_cost": Option(
        3,
        N_("A10: a killing strike in combat is the three-action activity."),
        title=N_("Actions a killing strike takes"),
    ),
    "death_overflow": Option(
        "health_part",
        N_(
            "A11: death is risked when the part of the hit that reached health exceeded the health left; or "
            "when the whole hit (endurance part included) did."
        ),
        {"health_part": N_("the part that reached health"), "whole_hit": N_("the whole hit")},
        title=N_("Death is risked by"),
    ),
    "luck_die": Option(
        "d20",
        N_("A13: the luck die is a d20 plus luck modifiers."),
        {"d20": N_("d20"), "d12": N_("d12"), "d10": N_("d10"), "d8": N_("d8"), "d6": N_("d6")},
        title=N_("Luck die"),
    ),
    "auto_end_turn": Option(
        True,
        N_("A turn ends once its 3 actions are spent; off: it stays open (for free actions) until ended."),
        title=N_("Turns end by themselves"),
    ),
    "end_check": Option(
        "resolution",
        N_(
            "A2: the fight ends as soon as one team remains, right after the resolution that left it alone (mid-"
            "round included: the chapter's 'until one team remains'); or checked after every turn; or only at "
            "the end of each round."
        ),
        {
            "resolution": N_("as soon as one team remains"),
            "turn_end": N_("after every turn"),
            "round_end": N_("at the end of each round"),
        },
        title=N_("The fight ends"),
    ),
    "late_joiner_waits": Option(
        False,
        N_("A late joiner acts in the round they join if their team still picks; on: they wait a round."),
        title=N_("Late joiners wait a round"),
    ),
    # No chapter says how a reinforcement (a combatant who arrives with a scene event) joins.
    "arrivals": Option(
        "this_round",
        N_(
            "A reinforcement arriving during a round may act in it if its team still picks (a new team picks "
            "last); or it waits for the next round. Arriving at a round's start, it is in that round."
        ),
        {"this_round": N_("in this round, if its team still picks"), "next_round": N_("from the next round")},
        title=N_("Reinforcements join the order"),
    ),
    "stray_includes_attacker": Option(
        False,
        N_("A stray shot never flies back at the attacker; on: an attacker next to the target can be hit."),
        title=N_("Stray shots can hit the attacker"),
    ),
    "resuscitate_dc": Option(
        "missing_health",
        N_(
            "Resuscitate has no difficulty in the chapter: the target's missing health; or a flat 10. A "
            "difficulty given with the command overrides either."
        ),
        {"missing_health": N_("the missing health"), "ten": N_("10")},
        title=N_("Resuscitate difficulty"),
    ),
    "weapon_parry_durability": Option(
        10,
        N_("Weapons list no durability or material: a parrying weapon is taken as metal (10)."),
        title=N_("Durability of a parrying weapon"),
    ),
    "zone_metres": Option(
        6,
        N_("Without grid squares, a zone is about this many metres across (moves and ranges count zones)."),
        title=N_("Metres across a zone"),
    ),
}

BOUNDS = {
    "dodge_dc": (0, 100),
    "killing_strike_cost": (1, 9),
    "weapon_parry_durability": (0, 99),
    "zone_metres": (1, 100),
}


def check_bounds(options: dict[str, Any]) -> dict[str, Any]:
    for name, (lo, hi) in BOUNDS.items():
        if not lo <= options[name] <= hi:
            raise SetupError(
                t(
                    "The option '{title}' is from {lo} to {hi}.",
                    title=OPTIONS[name].label(name),
                    lo=lo,
                    hi=hi,
                )
            )
    return options
