"""Stat block for Marching Order & Spiral Turns: an old-school block with an AGL score.

The initiative chapter reads only AGL, speed, light and the priority features; armour class, hit dice,
hit points, attacks and morale are the usual old-school combat numbers the generic attack module uses.
Armour class is a plain number so both ascending and descending tables fit.
"""

from __future__ import annotations

from typing import Annotated, Self

from pydantic import Field, model_validator

from gm_desk.rules.statblocks.parts import Dice, Knob, Label, Name, Part, StatBlock, unique_names

Score = Annotated[int, Field(ge=1, le=20)]
Feet = Annotated[int, Field(ge=0, le=480, multiple_of=5)]
RangeFeet = Annotated[int, Field(ge=0, le=1320, multiple_of=5)]
Reactions = Annotated[int, Field(ge=0, le=5)]
ArmourClass = Annotated[int, Field(ge=-10, le=30)]
HitPoints = Annotated[int, Field(ge=1, le=999)]
AttackBonus = Annotated[int, Field(ge=-10, le=30)]
Morale = Annotated[int, Field(ge=2, le=12)]
HitDice = Annotated[
    str,
    Field(
        pattern=r"^(?:1/2|[0-9]{1,2}(?:[+-][0-9]{1,2})?)$",
        description='Whole hit dice with an optional adjustment: "1/2", "1", "2+1", "1-1"',
    ),
]


class Attack(Part):
    """One attack: its bonus to hit, its damage and, for missiles, its range."""

    name: Name = Field(title="Name")
    attack_bonus: AttackBonus = Field(default=0, title="Attack bonus")
    damage: Dice = Field(title="Damage")
    range_ft: RangeFeet | None = Field(default=None, title="Range (ft)")


class MarchingCreature(StatBlock):
    """A monster for the marching-order system."""

    RULESET = "marching"
    TUNING = (Knob(("hit_points",)), Knob(("armour_class",)), Knob(("attacks", 0, "attack_bonus")))

    side: Label | None = Field(default=None, title="Side")
    agl: Score = Field(default=10, title="AGL", description="Roll-under check to seize initiative")
    move_ft: Feet = Field(default=30, title="Move (ft)")
    reactions_per_round: Reactions = Field(default=1, title="Reactions per round")
    light_source: bool = Field(default=False, title="Carries a light")
    sees_in_dark: bool = Field(default=False, title="Sees in the dark")
    acts_first_in_simultaneous: bool = Field(default=False, title="Acts first when simultaneous")
    cannot_be_surprised: bool = Field(default=False, title="Cannot be surprised")
    armour_class: ArmourClass = Field(title="Armour class")
    hit_dice: HitDice = Field(title="Hit dice")
    hit_points: HitPoints = Field(title="Hit points")
    attacks: list[Attack] = Field(min_length=1, max_length=8, title="Attacks")
    morale: Morale | None = Field(default=None, title="Morale (2d6)")

    def threat_band(self) -> tuple[int | None, int | None]:
        return (self.armour_class, self.armour_class)

    @model_validator(mode="after")
    def _attacks_names_differ(self) -> Self:
        return unique_names(self, "attacks")
