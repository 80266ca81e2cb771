"""Stat block for Threat & Retaliation (Into the Glowlands): passive Threats and Retaliations.

Creatures never roll. A hero's roll is compared with the creature's Ranged or Melee Threat, and the
creature answers with one of its Retaliations, at most ``retaliation_limit`` times a round.
"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from ._types import Dice, Label, Name, Part, StatBlock, Text, bounded, reach, unique_names

Trigger = Literal["melee", "ranged", "any", "interaction"]
RetaliationRange = reach("intimate", "engaged", lo=0, hi=30)
Threat = bounded(1, 30)
Uses = bounded(1, 10)
StrainMax = bounded(1, 999)
Armour = bounded(0, 99)
Limit = bounded(1, 20)
Speed = bounded(0, 20)


class Retaliation(Part):
    """What the creature does when a hero acts against it."""

    name: Name = Field(title="Name")
    trigger: Trigger = Field(title="Trigger", description="The kind of action that provokes it")
    range: RetaliationRange = Field(title="Range", description="Intimate, Engaged or zones away")
    damage: Dice | None = Field(default=None, title="Damage", description="Empty for no damage")
    effect: Text | None = Field(default=None, title="Effect")
    uses_per_round: Uses = Field(default=1, title="Uses per round")


class GlowlandsCreature(StatBlock):
    """An NPC of the Glowlands: two Threats, Strain, armour and its Retaliations."""

    RULESET = "glowlands"

    ranged_threat: Threat = Field(title="Ranged Threat")
    ranged_threat_label: Label | None = Field(default=None, title="Ranged Threat label")
    melee_threat: Threat = Field(title="Melee Threat")
    melee_threat_label: Label | None = Field(default=None, title="Melee Threat label")
    max_strain: StrainMax = Field(title="Max Strain")
    armour: Armour = Field(default=0, title="Armour")
    retaliation_limit: Limit = Field(default=1, title="Retaliations per round")
    retaliations: list[Retaliation] = Field(min_length=1, max_length=20, title="Retaliations")
    has_reach: bool = Field(default=False, title="Has Reach")
    speed: Speed = Field(default=1, title="Speed (zones)")

    def threat_band(self) -> tuple[int | None, int | None]:
        low, high = sorted((self.ranged_threat, self.melee_threat))
        return (low, high)

    @model_validator(mode="after")
    def _retaliations_names_differ(self) -> Self:
        return unique_names(self, "retaliations")
