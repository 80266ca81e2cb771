"""A Threat & Retaliation PC sheet: Skill Mastery, the Aspects, Strain, wound ranks, armour, speed, weapons.

Unlike the other systems, a PC here is not a creature with fewer fields: it rolls where a creature has
Threats, and carries wound ranks and weapons with a range. The party editor builds its form from these
specs; the ruleset's `check_combatant` judges the result.
"""

from __future__ import annotations

from gm_desk.rules.rulesets.glowlands.strain import DEFAULT_WOUND_RANKS
from gm_desk.rules.statblocks import FieldSpec


def _int(name: str, label: str, lo: int, hi: int, default: int = 0, help: str = "") -> FieldSpec:
    return FieldSpec(name, label, "int", ge=lo, le=hi, default=default, help=help)


WEAPON = FieldSpec(
    "",
    "Weapon",
    "group",
    fields=(
        FieldSpec("name", "Name", "text", required=True, max_length=60),
        FieldSpec("range", "Range", "reach", required=True, ge=0, le=30, choices=("intimate", "engaged")),
        FieldSpec("damage", "Damage", "dice", nullable=True),
        FieldSpec("tags", "Tags", "list", item=FieldSpec("", "", "text"), default=[]),
    ),
)

PC_SHEET = (
    _int("skill_mastery", "Skill Mastery", 0, 20, help="Rolled with a d20 for initiative."),
    _int("graceful", "Graceful", -5, 10),
    _int("defiant", "Defiant", -5, 10),
    _int("lucky", "Lucky", -5, 10),
    _int("clever", "Clever", -5, 10),
    _int("mighty", "Mighty", -5, 10),
    _int("max_strain", "Max Strain", 1, 99, 10),
    FieldSpec(
        "wound_ranks",
        "Wound ranks",
        "list",
        item=FieldSpec("", "", "text"),
        default=list(DEFAULT_WOUND_RANKS),
        help="Lightest first; the last one is Dying.",
    ),
    _int("wounds", "Ranks ticked", 0, 20, help="Wound ranks already ticked when a fight starts."),
    _int("armour", "Armour", 0, 20),
    _int("speed", "Speed (zones)", 0, 20, 2),
    FieldSpec("weapons", "Weapons", "list", item=WEAPON, default=[]),
)
