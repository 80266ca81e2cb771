"""An option of a combat system: a reading adopted for an unclear rule, or a table's choice, with its default.

Every system lists its options (`Ruleset.options`); the ones in force are checked against these when an
encounter is set up and logged when it starts, so a replay reads the rules the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.setup import SetupError


@dataclass(frozen=True)
class Option:
    """A reading adopted for an unclear rule, or a table's choice, with its default."""

    default: Any
    text: str
    choices: tuple[Any, ...] = ()

    def check(self, name: str, value: Any) -> Any:
        if self.choices:
            if value not in self.choices:
                raise SetupError(
                    t(
                        "Option '{name}' must be one of {choices}.",
                        name=name,
                        choices=", ".join(map(str, self.choices)),
                    )
                )
            return value
        expected = type(self.default)
        if expected is bool and not isinstance(value, bool):
            raise SetupError(t("Option '{name}' is on or off (true or false).", name=name))
        if expected is int and (isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**6):
            raise SetupError(t("Option '{name}' must be a whole number.", name=name))
        return value
