"""PC sheets per system: the fields each ruleset reads from a PC, as form specs, and a check by the rules.

Threat & Retaliation reads Skill Mastery, the Aspects, Strain, wound ranks, armour, speed and weapons
with range and damage; the other four read the same names as their bestiary stat blocks (less what
only a creature has), plus Marching Order's attack bonus and damage. A sheet is checked by the ruleset
itself (`check_combatant` on a PC made from it), so the form and a fight never disagree.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from gm_desk.rules.statblocks import FieldSpec, field_specs
from gm_desk.rules.state import Combatant

_int = lambda name, label, lo, hi, default=0, **kw: FieldSpec(  # noqa: E731
    name, label, "int", ge=lo, le=hi, default=default, **kw
)

GLOWLANDS_WEAPON = FieldSpec(
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

GLOWLANDS_SHEET = (
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
        default=["Injured", "Wounded", "Maimed", "Dying"],
        help="Lightest first; the last one is Dying.",
    ),
    _int("wounds", "Ranks ticked", 0, 20, help="Wound ranks already ticked when a fight starts."),
    _int("armour", "Armour", 0, 20),
    _int("speed", "Speed (zones)", 0, 20, 2),
    FieldSpec("weapons", "Weapons", "list", item=GLOWLANDS_WEAPON, default=[]),
)

MARCHING_EXTRA = (
    _int("attack_bonus", "Attack bonus", -10, 30),
    FieldSpec("damage", "Damage", "dice", default="1d6"),
)

# Fields of a creature's stat block a PC sheet does without.
CREATURE_ONLY = {
    "name",
    "tags",
    "description",
    "team",
    "faction",
    "side",
    "group",
    "hit_dice",
    "morale",
    "group_key",
}
PC_DEFAULTS: dict[str, dict[str, FieldSpec]] = {
    "cards": {
        "harm_mode": FieldSpec("harm_mode", "Harm", "choice", choices=("levels", "points"), default="levels")
    },
}


def pc_sheet_specs(ruleset_id: str) -> tuple[FieldSpec, ...]:
    """The fields a PC sheet of this system holds, in the order a form shows them."""
    if ruleset_id == "glowlands":
        return GLOWLANDS_SHEET
    try:
        creature = field_specs(ruleset_id)
    except Exception:  # an unknown system: a free sheet with no fields of its own
        return ()
    out = []
    for spec in creature:
        if spec.name in CREATURE_ONLY:
            continue
        spec = PC_DEFAULTS.get(ruleset_id, {}).get(spec.name, spec)
        if ruleset_id in ("marching", "cards") and spec.name == "attacks":
            spec = replace(spec, required=False, default=[])
        if ruleset_id == "cards" and spec.name == "harm_capacity":
            spec = replace(spec, required=False, nullable=True, default=None)
        out.append(spec)
    if ruleset_id == "marching":
        at = next((i for i, s in enumerate(out) if s.name == "hit_points"), len(out))
        out[at + 1 : at + 1] = MARCHING_EXTRA
    return tuple(out)


def blank_sheet(ruleset_id: str) -> dict[str, Any]:
    """A new PC's sheet: every field at its default (or its smallest valid value)."""
    from gm_desk.ui.forms.containers import default_value

    sheet = {spec.name: copy.deepcopy(default_value(spec)) for spec in pc_sheet_specs(ruleset_id)}
    return {k: v for k, v in sheet.items() if v is not None}


def sheet_problems(ruleset_id: str, name: str, sheet: dict[str, Any]) -> list[str]:
    """What the system's rules refuse in this sheet (empty when a fight would accept the PC)."""
    from gm_desk.rules.rulesets import UnknownRuleset, get_ruleset

    problems = [] if name.strip() else ["The character needs a name."]
    try:
        ruleset = get_ruleset(ruleset_id)
    except UnknownRuleset:
        return problems
    pc = Combatant(id="pc", name=name or "PC", kind="PC", side="party", stats=dict(sheet))
    try:
        return problems + list(ruleset.check_combatant(pc))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        return [*problems, f"The sheet cannot be read: {exc}"]


def sheet_summary(ruleset_id: str, sheet: dict[str, Any]) -> str:
    """A line about a PC for the roster: the numbers a GM looks for first."""
    pick = {
        "glowlands": (("skill_mastery", "SM"), ("max_strain", "Strain"), ("armour", "Armour")),
        "teams": (("evasion", "Evasion"), ("endurance_max", "End"), ("health_max", "Health")),
        "factions": (("str", "STR"), ("agi", "AGI"), ("wit", "WIT"), ("health_max", "Health")),
        "marching": (("agl", "AGL"), ("armour_class", "AC"), ("hit_points", "HP")),
        "cards": (("initiative_cards", "Cards"), ("harm_capacity", "Harm cap")),
    }.get(ruleset_id, ())
    parts = [f"{label} {sheet[key]}" for key, label in pick if sheet.get(key) is not None]
    weapons = sheet.get("weapons") or sheet.get("attacks") or []
    names = [str(w.get("name")) for w in weapons if isinstance(w, dict) and w.get("name")]
    if names:
        parts.append(", ".join(names))
    return " · ".join(parts)
