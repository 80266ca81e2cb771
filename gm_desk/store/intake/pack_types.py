"""The values the pack modules hand each other and their callers: the error, a validated pack, the
report of an import, and the limits every part agrees on.

Kept in a module of their own so that loading, importing and exporting can each use them without
importing one another.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t
from gm_desk.store.errors import StoreError

if TYPE_CHECKING:
    from gm_desk.rules.condition_library import ConditionTemplate
    from gm_desk.rules.statblocks import StatBlock

MAX_PACK_BYTES = 5 * 1024 * 1024
MAX_CREATURES = 10_000  # the size of bestiary the store is tuned for
MAX_REPORTED = 20  # problems listed in one error; a broken file can have thousands


class PackError(StoreError):
    """A pack file was refused (or could not be written). ``problems`` lists each one, located."""

    def __init__(self, problems: Sequence[str], total: int | None = None) -> None:
        self.problems = tuple(problems)
        self.total = max(total or 0, len(self.problems))  # more than listed when only the first were worded
        shown = list(self.problems[:MAX_REPORTED])
        if self.total > MAX_REPORTED:
            shown.append(t("... and {count} more problems", count=self.total - MAX_REPORTED))
        super().__init__("\n".join(shown))


@dataclass(frozen=True)
class Pack:
    """A validated pack: its header and its creatures, each a frozen stat-block model."""

    name: str
    ruleset: str
    creatures: tuple[StatBlock, ...]
    description: str | None = None
    author: str | None = None
    format: int = 1
    source: Path | None = None
    conditions: tuple[ConditionTemplate, ...] = ()  # the optional [[conditions]]: library entries


@dataclass(frozen=True)
class ImportReport:
    """What an import did. ``renamed`` pairs each kept-both creature's pack name with its new name."""

    pack: str
    ruleset: str
    added: int = 0
    replaced: int = 0
    skipped: tuple[str, ...] = ()
    renamed: tuple[tuple[str, str], ...] = ()
    cancelled: bool = False
    conditions_added: int = 0
    conditions_replaced: int = 0

    @property
    def changed(self) -> int:
        return self.added + self.replaced

    def summary(self) -> str:
        """One or two sentences for the GM."""
        if self.cancelled:
            return f"Import of {self.pack} cancelled; nothing was imported."
        parts = [f"Imported {self.added} new creature{'s' if self.added != 1 else ''} from {self.pack}."]
        if self.replaced:
            parts.append(f"Replaced {self.replaced} already in the bestiary.")
        if self.skipped:
            parts.append(
                f"Skipped {len(self.skipped)} already in the bestiary: {', '.join(self.skipped[:5])}."
            )
        if self.renamed:
            parts.append(f"Kept both copies of {len(self.renamed)}, renaming the new ones.")
        if self.conditions_added or self.conditions_replaced:
            parts.append(
                f"Conditions: {self.conditions_added} added to the library, {self.conditions_replaced} replaced."
            )
        return " ".join(parts)
