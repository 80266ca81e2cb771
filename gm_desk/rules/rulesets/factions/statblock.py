"""Stat block for Faction Passing & Auto-Hit Saves: three save scores, health, armour and weapons.

Attacks hit automatically unless circumstances call for a WIT save; damage is the weapon die less armour.
An improvised weapon (a mundane item) works as a simple hand or great weapon, handled as already damaged.
``group`` counts creatures together for the end-of-round morale check.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from gm_desk.rules.i18n import t
from gm_desk.rules.statblocks.parts import Key, Knob, Label, Name, Part, StatBlock, unique_names

DamageDie = Literal["d4", "d6", "d8", "d10", "d12"]
WeaponKind = Literal["melee", "ranged", "indirect"]
Score = Annotated[int, Field(ge=1, le=20)]
Health = Annotated[int, Field(ge=1, le=999)]
Armour = Annotated[int, Field(ge=0, le=10)]
Zones = Annotated[int, Field(ge=0, le=20)]


class Weapon(Part):
    """A weapon: its damage die, how it reaches and what it ignores."""

    name: Name = Field(title="Name")
    damage_die: DamageDie = Field(title="Damage die")
    kind: WeaponKind = Field(default="melee", title="Kind")
    range_zones: Zones = Field(default=0, title="Range (zones)")
    blast: bool = Field(default=False, title="Blast")
    penetrates_cover: bool = Field(default=False, title="Penetrates cover")
    damaged: bool = Field(default=False, title="Damaged")
    improvised: bool = Field(
        default=False,
        title="Improvised",
        description="A mundane item used as a weapon: a simple hand or great weapon, handled as already damaged",
    )

    @model_validator(mode="after")
    def _ranged_has_range(self) -> Self:
        if self.kind != "melee" and self.range_zones < 1:
            raise ValueError(t("a {kind} weapon needs a Range (zones) of at least 1", kind=t(self.kind)))
        return self

    @model_validator(mode="after")
    def _improvised_is_a_hand_or_great_weapon(self) -> Self:
        if self.improvised and (self.kind != "melee" or self.blast):
            raise ValueError(
                t("an improvised weapon works as a simple hand or great weapon: melee, no blast")
            )
        return self


class Shield(Part):
    """A carried shield; a damaged one breaks on a heavy hit."""

    damaged: bool = Field(default=False, title="Damaged")


class FactionsCreature(StatBlock):
    """A combatant of the faction-passing system."""

    RULESET = "factions"
    TUNING = (Knob(("health_max",)), Knob(("armour",)))

    faction: Label | None = Field(default=None, title="Faction")
    group: Label | None = Field(default=None, title="Morale group")
    str_: Score = Field(alias="str", title="STR", description="Strength save target")
    agi: Score = Field(title="AGI", description="Agility save target")
    wit: Score = Field(title="WIT", description="Wits save target; also the fast-action threshold")
    health_max: Health = Field(title="Health")
    armour: Armour = Field(default=0, title="Armour")
    armour_damaged: bool = Field(default=False, title="Armour damaged")
    weapons: list[Weapon] = Field(default_factory=list, max_length=12, title="Weapons")
    shield: Shield | None = Field(default=None, title="Shield")
    immune_to_fear: bool = Field(default=False, title="Immune to fear (no morale checks)")
    concealed_at_start: bool = Field(default=False, title="Concealed at start (ambusher)")
    powers: list[Name] = Field(default_factory=list, max_length=20, title="Powers")
    skills: list[Key] = Field(default_factory=list, max_length=20, title="Skills")

    @model_validator(mode="after")
    def _weapon_names_differ(self) -> Self:
        return unique_names(self, "weapons")
