"""An option of a combat system: a reading adopted for an unclear rule, or a table's choice, with its default.

Every system lists its options (`Ruleset.options`); the ones in force are checked against these when an
encounter is set up and logged when it starts, so a replay reads the rules the same way.

An option is shown to the GM in words, never by its key: its `title` ("Critical hits"), and, for an option
that takes one of a few values, the words of each value (`choices` given as a mapping, value → words,
each marked for the catalogue with `N_`). `label`, `value_words` and `allowed_words` give them in the
language in use; the options dialog, the prep sheet, the log and the refusals all read them there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.setup import SetupError

ON, OFF = N_("on"), N_("off")


@dataclass(frozen=True)
class Option:
    """A reading adopted for an unclear rule, or a table's choice, with its default.

    `choices` is either a tuple of allowed values or a mapping of each allowed value to its words; it is
    kept as the tuple of values, the words in `words`."""

    default: Any
    text: str
    choices: Any = ()  # tuple[Any, ...] once made (a mapping given here is split into choices and words)
    title: str = ""  # the option's name in words (N_): "Critical hits", never "crit_rule"
    words: Mapping[Any, str] = field(default_factory=dict, hash=False, compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.choices, Mapping):
            object.__setattr__(self, "words", {**self.choices, **self.words})
            object.__setattr__(self, "choices", tuple(self.choices))
        else:
            object.__setattr__(self, "choices", tuple(self.choices))

    # --- in words -----------------------------------------------------------------------------------

    def label(self, name: str) -> str:
        """The option's name as the GM reads it ("Critical hits"), in the language in use."""
        if self.title:
            return t(self.title)
        words = name.replace("_", " ").strip()
        return t(words[:1].upper() + words[1:])

    def value_words(self, value: Any) -> str:
        """A value of this option in words: "on", "at twice the Threat plus one", "3"."""
        if isinstance(value, bool):
            return t(ON) if value else t(OFF)
        if isinstance(value, str | int) and value in self.words:
            return t(self.words[value])
        if isinstance(value, str):
            return t(value.replace("_", " "))
        return str(value)

    def allowed_words(self) -> str:
        """What the option accepts, in words: "one of …", "on or off", "a whole number"."""
        if self.choices:
            return t("one of: {choices}", choices="; ".join(self.value_words(c) for c in self.choices))
        if isinstance(self.default, bool):
            return t("on or off")
        if isinstance(self.default, int):
            return t("a whole number")
        return t("any text")

    # --- checking -----------------------------------------------------------------------------------

    def check(self, name: str, value: Any) -> Any:
        if self.choices:
            if value not in self.choices:
                raise SetupError(
                    t(
                        "The option '{title}' is {allowed}.",
                        title=self.label(name),
                        allowed=self.allowed_words(),
                    )
                )
            return value
        expected = type(self.default)
        if expected is bool and not isinstance(value, bool):
            raise SetupError(t("The option '{title}' is on or off (true or false).", title=self.label(name)))
        if expected is int and (isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**6):
            raise SetupError(t("The option '{title}' is a whole number.", title=self.label(name)))
        return value


def changed_options(options: Mapping[str, Option], values: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(the option's name, its value) in words, for each of `values` that differs from its option's
    default, in the system's order of its options (an unknown name is left out)."""
    return [
        (option.label(name), option.value_words(values[name]))
        for name, option in options.items()
        if name in values and values[name] != option.default
    ]
