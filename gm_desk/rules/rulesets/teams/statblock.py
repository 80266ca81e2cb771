"""Stat block for Alternating Teams & Luck Die: dice-rated attributes and skills, endurance then health.

An attack is attribute die + combat-skill die + proficiency against the target's evasion; the damage,
less the matching deflection, comes off endurance first and health after.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from gm_desk.rules.i18n import t
from gm_desk.rules.statblocks.parts import (
    Key,
    Knob,
    Label,
    Name,
    Part,
    StatBlock,
    SuggestedKeys,
    unique_names,
)

Die = Literal["d4", "d6", "d8", "d10", "d12"]
DamageType = Literal[
    "bludgeoning", "piercing", "slashing", "arcane", "cold", "fire", "radiant", "shock", "void",
    "psychic", "typeless",
]  # fmt: skip
Size = Annotated[int, Field(ge=1, le=8)]
Proficiency = Annotated[int, Field(ge=0, le=5)]
Defence = Annotated[int, Field(ge=0, le=50)]
Pool = Annotated[int, Field(ge=0, le=999)]
HealthMax = Annotated[int, Field(ge=1, le=999)]
Damage = Annotated[int, Field(ge=0, le=99)]
Threshold = Annotated[int, Field(ge=1, le=30)]
Reload = Annotated[int, Field(ge=0, le=3)]
Metres = Annotated[int, Field(ge=0, le=1000)]
ItemValue = Annotated[int, Field(ge=0, le=20)]
Durability = Annotated[int, Field(ge=0, le=99)]
LuckMod = Annotated[int, Field(ge=-10, le=10)]
DeathDc = Annotated[int, Field(ge=1, le=100)]
Reactions = Annotated[int, Field(ge=0, le=5)]

_ATTRIBUTES = ("strength", "dexterity", "constitution", "intellect", "will", "presence")
_SKILLS = ("combat", "athletics", "stealth", "perception", "survival", "lore")
_PROFICIENCIES = ("martial", "finesse", "fortitude", "reflex", "willpower")


class Deflection(Part):
    """Damage each hit loses to armour or toughness, by damage family."""

    physical: Defence = Field(default=0, title="Physical")
    elemental: Defence = Field(default=0, title="Elemental")


class Weapon(Part):
    """A weapon and how it is tested and hurts."""

    name: Name = Field(title="Name")
    attributes: list[Key] = Field(min_length=1, max_length=4, title="Attributes it can use")
    proficiency: Key = Field(title="Proficiency")
    damage: Damage = Field(title="Damage")
    crit_damage: Damage = Field(title="Critical damage")
    crit_threshold: Threshold = Field(default=20, title="Critical threshold (luck die)")
    damage_type: DamageType = Field(title="Damage type")
    thrown_or_projectile: bool = Field(default=False, title="Thrown or projectile")
    reload_cost: Reload = Field(default=0, title="Reload cost (actions)")
    nonlethal: bool = Field(default=False, title="Non-lethal")
    range_m: Metres | None = Field(default=None, title="Range (m)")

    @model_validator(mode="after")
    def _crit_not_weaker(self) -> Self:
        if self.crit_damage < self.damage:
            raise ValueError(t("crit_damage must be at least damage"))
        if self.thrown_or_projectile and self.range_m is None:
            raise ValueError(t("a thrown or projectile weapon needs range_m"))
        return self


class Item(Part):
    """A carried item that can block or parry."""

    name: Name = Field(title="Name")
    block_value: ItemValue | None = Field(default=None, title="Block value")
    parry_value: ItemValue | None = Field(default=None, title="Parry value")
    durability: Durability | None = Field(default=None, title="Durability")
    metal: bool = Field(default=False, title="Metal")


class TeamsCreature(StatBlock):
    """A combatant of the alternating-teams system."""

    RULESET = "teams"
    TUNING = (
        Knob(("health_max",), 1, 2),
        Knob(("endurance_max",), 1, 2),
        Knob(("evasion",)),
        Knob(("weapons", 0, "damage")),
    )

    team: Label | None = Field(default=None, title="Team")
    size: Size = Field(default=4, title="Size", description="Small 3, medium 4")
    attributes: Annotated[dict[Key, Die], SuggestedKeys(_ATTRIBUTES)] = Field(
        default_factory=dict, max_length=12, title="Attributes"
    )
    skills: Annotated[dict[Key, Die], SuggestedKeys(_SKILLS)] = Field(
        default_factory=dict, max_length=24, title="Skills"
    )
    proficiencies: Annotated[dict[Key, Proficiency], SuggestedKeys(_PROFICIENCIES)] = Field(
        default_factory=dict, max_length=12, title="Proficiencies"
    )
    evasion: Defence = Field(title="Evasion")
    deflection: Deflection = Field(default_factory=Deflection, title="Deflection")
    endurance_max: Pool = Field(default=0, title="Endurance")
    health_max: HealthMax = Field(title="Health")
    constitution: Pool = Field(default=0, title="Constitution")
    speed_m: Metres = Field(default=6, title="Speed (m)")
    stamina_max: Pool = Field(default=0, title="Stamina")
    focus_max: Pool = Field(default=0, title="Focus")
    luck_mod: LuckMod = Field(default=0, title="Luck modifier")
    death_dc: DeathDc = Field(default=10, title="Death difficulty")
    weapons: list[Weapon] = Field(default_factory=list, max_length=12, title="Weapons")
    items: list[Item] = Field(default_factory=list, max_length=12, title="Items")
    talents: list[Key] = Field(default_factory=list, max_length=24, title="Talents")
    reactions_per_round: Reactions = Field(default=1, title="Reactions per round")

    @model_validator(mode="after")
    def _weapons_use_known_attributes(self) -> Self:
        unique_names(self, "weapons")
        unique_names(self, "items")
        for index, weapon in enumerate(self.weapons):
            unknown = [a for a in weapon.attributes if a not in self.attributes]
            if unknown:
                raise ValueError(
                    t(
                        "Weapons {number} ({name}) tests {join}, which is not among the creature's attributes",
                        number=index + 1,
                        name=weapon.name,
                        join=", ".join(unknown),
                    )
                )
        return self

    def threat_band(self) -> tuple[int | None, int | None]:
        return (self.evasion, self.evasion)
