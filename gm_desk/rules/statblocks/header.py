"""The ``[pack]`` table at the top of a bestiary pack file: its name, its ruleset and its format."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field

from . import RULESET_IDS
from ._types import Label, Name, Part, Text

PACK_FORMAT = 1

# Subscripting Literal with a tuple spreads it: one allowed value per registered ruleset.
RulesetId = Literal[RULESET_IDS]  # type: ignore[valid-type]


def _format(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool) and value != PACK_FORMAT:
        raise ValueError(f"format {value} is not one this GM Desk reads (it reads format {PACK_FORMAT})")
    return value


class PackHeader(Part):
    """Who the pack is for and what it holds; every creature in it uses ``ruleset``'s stat block."""

    name: Name = Field(title="Pack name")
    ruleset: RulesetId = Field(title="Ruleset")
    format: Annotated[int, BeforeValidator(_format)] = Field(title="Format version")
    description: Text | None = Field(default=None, title="Description")
    author: Label | None = Field(default=None, title="Author")
