"""The ``[pack]`` table at the top of a bestiary pack file: its name, its ruleset and its format."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, Field

from gm_desk.rules.i18n import t
from gm_desk.rules.systems import RULESETS

from .parts import Label, Name, Part, Text

PACK_FORMAT = 1


def _registered(value: str) -> str:
    # Read the registry at validation time, not at import: a system registered later is accepted too.
    if value not in RULESETS:
        known = ", ".join(f'"{ruleset_id}"' for ruleset_id in RULESETS)
        raise ValueError(t("must be one of {known}, not the text {value}", known=known, value=repr(value)))
    return value


RulesetId = Annotated[str, AfterValidator(_registered)]


def _format(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool) and value != PACK_FORMAT:
        raise ValueError(
            t(
                "format {value} is not one this GM Desk reads (it reads format {PACK_FORMAT})",
                value=value,
                PACK_FORMAT=PACK_FORMAT,
            )
        )
    return value


class PackHeader(Part):
    """Who the pack is for and what it holds; every creature in it uses ``ruleset``'s stat block."""

    name: Name = Field(title="Pack name")
    ruleset: RulesetId = Field(title="Ruleset")
    format: Annotated[int, BeforeValidator(_format)] = Field(title="Format version")
    description: Text | None = Field(default=None, title="Description")
    author: Label | None = Field(default=None, title="Author")
