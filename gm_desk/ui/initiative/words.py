"""Plain words for any command, for buttons, menus and tooltips: the rules' own words
(`gm_desk.rules.command_words`, translated there), re-exported for the panels.

The words for a system's phases and its own answers are the ruleset's (`Ruleset.phase_words`,
`Ruleset.answers`); these are the generic words every command falls back on.
"""

from __future__ import annotations

from gm_desk.rules.command_words import command_words, verb_of
from gm_desk.rules.presentation import name_of

__all__ = ["command_words", "name_of", "verb_of"]
