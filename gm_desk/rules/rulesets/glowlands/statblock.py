"""Stat block for Threat & Retaliation (Into the Glowlands): passive Threats and Retaliations.

Creatures never roll. A hero's roll is compared with the creature's Ranged or Melee Threat, and the
creature answers with one of its Retaliations, at most ``retaliation_limit`` times a round.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import BeforeValidator, Field, model_validator

from gm_desk.rules.statblocks.parts import (
    Dice,
    Knob,
    Label,
    Name,
    Part,
    ReachField,
    StatBlock,
    Text,
    unique_names,
)

Trigger = Literal["melee", "ranged", "any", "interaction"]
_RANGE = ReachField(choices=("intimate", "engaged"), ge=0, le=30)
RetaliationRange = Annotated[int | str, BeforeValidator(_RANGE.parse), _RANGE]
Threat = Annotated[int, Field(ge=1, le=30)]
Uses = Annotated[int, Field(ge=1, le=10)]
StrainMax = Annotated[int, Field(ge=1, le=999)]
Armour = Annotated[int, Field(ge=0, le=99)]
Limit = Annotated[int, Field(ge=1, le=20)]
Speed = Annotated[int, Field(ge=0, le=20)]


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
    TUNING = (
        Knob(("max_strain",), 1, 2),
        Knob(("melee_threat",)),
        Knob(("ranged_threat",)),
        Knob(("armour",)),
    )

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
        ranged, melee = self.ranged_threat, self.melee_threat
        return (ranged, melee) if ranged <= melee else (melee, ranged)

    @model_validator(mode="after")
    def _retaliations_names_differ(self) -> Self:
        return unique_names(self, "retaliations")
