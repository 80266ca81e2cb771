"""A tuned encounter as one prep edit: the difficulty tuner's proposal (`gm_desk.rules.difficulty.tune`)
is a list of prep edits by name (a creature joins or leaves, a number changes, a creature is swapped,
an option changes); `apply_changes` makes them all at once, so the GM undoes the whole proposal in one step."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.prep.edited import Edited, Setup, copied
from gm_desk.rules.prep.numbers import set_number
from gm_desk.rules.prep.options import set_options
from gm_desk.rules.prep.roster import add_creature, remove_combatant, swap_creature
from gm_desk.rules.tx import Reject

FIXED = N_("The fight has started, so the encounter cannot be tuned. Undo back to the start to change it.")

# The prep edits a proposal may name, by name: each takes the setup, then the change's details.
EDITS: dict[str, Callable[..., Edited]] = {
    "add_creature": add_creature,
    "remove_combatant": remove_combatant,
    "set_number": set_number,
    "swap_creature": swap_creature,
    "set_options": set_options,
}

Step = tuple[str, Sequence[Any]]  # (edit name, its details after the setup)


def apply_changes(setup: Setup, steps: Sequence[Step], words: str = "") -> Edited:
    """Every step made in order on a copy of `setup`, as one edit (its words: `words`, else the steps')."""
    out = copied(setup)
    said: list[str] = []
    for name, details in steps:
        edit = EDITS.get(name)
        if edit is None:
            raise Reject(
                "BAD_ARGUMENT", t("'{value}' is not a change GM Desk makes to an encounter.", value=name)
            )
        done = edit(out, *details)
        out = done.setup
        said.append(done.words)
    return Edited(out, words or t("Tune: {changes}", changes="; ".join(said)))
