"""Stat block for Initiative Cards & Success Pools: skill pools, harm and range bands.

Tests roll a pool of dice and count successes; an NPC tracks harm as points that strip dice from its
next test, and is broken when they reach ``harm_capacity``. Attack ranges are zone bands ``[lo, hi]``.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from gm_desk.rules.i18n import t
from gm_desk.rules.statblocks.parts import Knob, Label, Name, Part, StatBlock, Tag, unique_names

Skill = Literal[
    "strike", "force", "shoot", "finesse", "sneak", "endure", "track", "read", "persuade", "intimidate",
    "cast",
]  # fmt: skip
HarmMode = Literal["points", "levels"]
HarmType = Literal["physical", "mental"]
PoolSize = Annotated[int, Field(ge=0, le=10)]
Harm = Annotated[int, Field(ge=0, le=10)]
Zone = Annotated[int, Field(ge=0, le=10)]
Capacity = Annotated[int, Field(ge=1, le=99)]
Toxicity = Annotated[int, Field(ge=1, le=20)]
Count = Annotated[int, Field(ge=0, le=3)]
Cards = Annotated[int, Field(ge=1, le=5)]
FearValue = Annotated[int, Field(ge=0, le=10)]


class Attack(Part):
    """An attack: the skill it tests, its harm, and the zone band it reaches."""

    name: Name = Field(title="Name")
    skill: Skill = Field(default="strike", title="Skill")
    damage: Harm = Field(title="Damage (harm)")
    range: list[Zone] = Field(
        default_factory=lambda: [0, 0], min_length=2, max_length=2, title="Range band (zones)"
    )
    harm_type: HarmType = Field(default="physical", title="Harm type")
    toxicity: Toxicity | None = Field(default=None, title="Toxicity (poison)")
    fire_intensity: Label | None = Field(default=None, title="Fire intensity")

    @model_validator(mode="after")
    def _band_in_order(self) -> Self:
        low, high = self.range
        if low > high:
            raise ValueError(t("range [{low}, {high}] must go from near to far", low=low, high=high))
        return self


class Maneuvers(Part):
    """Maneuvers a creature gets each round (per initiative card)."""

    slow: Count = Field(default=1, title="Slow")
    fast: Count = Field(default=1, title="Fast")


class CardsCreature(StatBlock):
    """A creature of the initiative-cards system."""

    RULESET = "cards"
    TUNING = (Knob(("harm_capacity",)), Knob(("skills", "strike")), Knob(("attacks", 0, "damage")))

    side: Label | None = Field(default=None, title="Side")
    skills: dict[Skill, PoolSize] = Field(default_factory=dict, title="Skills (dice)")
    harm_mode: HarmMode = Field(default="points", title="Harm tracking")
    harm_capacity: Capacity = Field(title="Harm capacity")
    attacks: list[Attack] = Field(default_factory=list, max_length=8, title="Attacks")
    fear_value: FearValue = Field(default=0, title="Fear (successes to resist)")
    initiative_cards: Cards = Field(default=1, title="Initiative cards")
    maneuvers: Maneuvers = Field(default_factory=Maneuvers, title="Maneuvers per round")
    group_key: Label | None = Field(default=None, title="Shares a card with")
    ignores_darkness: bool = Field(default=False, title="Ignores darkness")
    immune: list[Tag] = Field(default_factory=list, max_length=10, title="Immune to")

    @model_validator(mode="after")
    def _attacks_names_differ(self) -> Self:
        return unique_names(self, "attacks")
