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
    from gm_desk.store.intake.picture import CheckedPicture

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
    # Creature name -> its portrait, checked: from a pack archive (gm_desk/store/intake/pack_archive.py).
    portraits: tuple[tuple[str, CheckedPicture], ...] = ()


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
    portraits: int = 0  # creatures given the portrait a pack archive brought

    @property
    def changed(self) -> int:
        return self.added + self.replaced

    def summary(self) -> str:
        """One or two sentences for the GM."""
        if self.cancelled:
            return t("Import of {pack} cancelled; nothing was imported.", pack=self.pack)
        parts = [
            t("Imported 1 new creature from {pack}.", pack=self.pack)
            if self.added == 1
            else t("Imported {count} new creatures from {pack}.", count=self.added, pack=self.pack)
        ]
        if self.replaced:
            parts.append(t("Replaced {count} already in the bestiary.", count=self.replaced))
        if self.skipped:
            parts.append(
                t(
                    "Skipped {count} already in the bestiary: {names}.",
                    count=len(self.skipped),
                    names=", ".join(self.skipped[:5]),
                )
            )
        if self.renamed:
            parts.append(t("Kept both copies of {count}, renaming the new ones.", count=len(self.renamed)))
        if self.conditions_added or self.conditions_replaced:
            parts.append(
                t(
                    "Conditions: {added} added to the library, {replaced} replaced.",
                    added=self.conditions_added,
                    replaced=self.conditions_replaced,
                )
            )
        if self.portraits:
            parts.append(t("Portraits: {count} creatures got theirs from the archive.", count=self.portraits))
        return " ".join(parts)
