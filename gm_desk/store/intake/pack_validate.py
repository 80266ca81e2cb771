"""Checking a parsed pack: its header and creatures validated against the ruleset's stat blocks, and
every problem worded with the file, the line (TOML only), the creature and the field.

The data reaching here has already passed `pack_load`'s checks (size, encoding, plain values); what is
left is meaning: a known ruleset, valid stat blocks, names that differ.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gm_desk.rules.condition_library import ConditionTemplate, check_entries
from gm_desk.rules.i18n import t
from gm_desk.rules.intake import Checker, Refusal
from gm_desk.rules.names import lookalike_key
from gm_desk.rules.statblocks import (
    StatblockError,
    field_specs,
    format_loc,
    loc_words,
    validate_creatures,
    validate_pack_header,
)
from gm_desk.store.intake import pack_text
from gm_desk.store.intake.pack_types import MAX_CREATURES, MAX_REPORTED, Pack, PackError

if TYPE_CHECKING:
    from gm_desk.rules.statblocks import StatBlock

Locate = Callable[[tuple[str | int, ...]], int | None]  # an error location's line in the file, if known
MAX_WORDED = 100  # stat-block problems put into words; the rest are only counted


class Locator:
    """Line numbers for error locations, built only when the first error needs one (TOML only).

    Only the problems a message shows get a line: a hostile file with thousands of errors must not
    cost thousands of searches.
    """

    def __init__(self, text: str | None) -> None:
        self._text = text
        self._toml: pack_text.TomlLocator | None = None
        self._asked = 0

    def __call__(self, loc: tuple[str | int, ...]) -> int | None:
        self._asked += 1
        if self._text is None or self._asked > MAX_REPORTED:
            return None
        if self._toml is None:
            self._toml = pack_text.TomlLocator(self._text)
        return self._toml.line(loc)


def build_pack(data: Any, filename: str, locate: Locate) -> Pack:
    """The pack ``data`` holds, or one PackError listing every problem found (``locate`` gives lines)."""
    if not isinstance(data, dict):
        raise PackError([t("{name}: must hold a [pack] table and [[creatures]] entries", name=filename)])
    problems = [
        t("{name}: {key} is not a known section", name=filename, key=repr(key))
        for key in data
        if key not in _SECTIONS
    ]
    header = _validate_header(data.get("pack"), filename, locate, problems)
    creatures, unworded = _validate_creatures(data.get("creatures"), header, filename, locate, problems)
    conditions = _validate_conditions(data.get("conditions"), filename, locate, problems)
    if problems:
        raise PackError(problems, total=len(problems) + unworded)
    return Pack(
        name=header.name,
        ruleset=header.ruleset,
        creatures=tuple(creatures),
        description=header.description,
        author=header.author,
        format=header.format,
        conditions=tuple(conditions),
    )


_SECTIONS = ("pack", "creatures", "conditions")


def _validate_conditions(
    raw: Any, filename: str, locate: Locate, problems: list[str]
) -> list[ConditionTemplate]:
    """The optional ``[[conditions]]``: condition-library entries, checked as every file's fields are
    (`condition_library.check_entries`, through the gate's Checker); the first problem is reported."""
    if raw is None:
        return []
    try:
        return check_entries(raw, Checker(filename), ("conditions",))
    except Refusal as refusal:
        steps = _steps(refusal.path)
        problems.append(f"{_where(filename, locate(steps))}{refusal.path}: {refusal.expected}")
        return []


def _steps(path: str) -> tuple[str | int, ...]:
    """``conditions[2].name`` as the locator's steps: ("conditions", 2, "name")."""
    steps: list[str | int] = []
    for part in path.replace("[", ".[").split("."):
        if part.startswith("[") and part.endswith("]") and part[1:-1].isdigit():
            steps.append(int(part[1:-1]))
        elif part:
            steps.append(part)
    return tuple(steps)


def _validate_header(raw: Any, filename: str, locate: Locate, problems: list[str]) -> Any:
    if raw is None:
        problems.append(t("{name}: [pack] is missing (it names the pack and its ruleset)", name=filename))
        return None
    try:
        return validate_pack_header(raw)
    except StatblockError as error:
        for issue in error.issues:
            loc = ("pack", *issue.loc)
            problems.append(f"{_where(filename, locate(loc))}{format_loc(loc)}: {issue.message}")
        return None


def _validate_creatures(
    raw: Any, header: Any, filename: str, locate: Locate, problems: list[str]
) -> tuple[list[StatBlock], int]:
    """The validated creatures, or problems added to ``problems``; also how many more problems there
    are than were worded (a hostile file can have a million: see ``validate_creatures``)."""
    if not isinstance(raw, list) or not raw:
        problems.append(
            t("{name}: creatures: must be a list of at least one [[creatures]] entry", name=filename)
        )
        return [], 0
    if len(raw) > MAX_CREATURES:
        problems.append(
            t(
                "{name}: holds {count} creatures; a pack may hold {limit}",
                name=filename,
                count=len(raw),
                limit=MAX_CREATURES,
            )
        )
        return [], 0
    if header is None or problems:
        return [], 0  # without a ruleset the creatures cannot be checked; report the header first
    try:
        creatures = validate_creatures(header.ruleset, raw, max_issues=MAX_WORDED)
    except StatblockError as error:
        fields = field_specs(header.ruleset)
        for issue in error.issues:
            if not issue.loc or not isinstance(issue.loc[0], int):  # about the list itself
                problems.append(f"{filename}: creatures: {issue.message}")
                continue
            index, loc = issue.loc[0], issue.loc[1:]
            line = locate(("creatures", index, *loc))
            field_path = f": {loc_words(fields, loc)}" if loc else ""
            label = creature_words(index, _entry_name(raw[index]))  # named only when it is shown
            problems.append(f"{_where(filename, line)}{label}{field_path}: {issue.message}")
        return [], error.total - len(error.issues)
    problems.extend(duplicate_names(creatures, filename, locate))
    return creatures, 0


def duplicate_names(creatures: list[StatBlock], filename: str, locate: Locate) -> list[str]:
    """A problem for each creature whose name an earlier one already uses, compared as they look
    (ignoring case, accents written either way and fullwidth letters: `lookalike_key`)."""
    first_seen: dict[str, int] = {}
    problems = []
    for index, creature in enumerate(creatures):
        key = lookalike_key(creature.name)
        if key in first_seen:
            where = _where(filename, locate(("creatures", index, "name")))
            problems.append(
                where
                + t(
                    "{creature}: the name is already used by creature {other}; names in a pack must differ (ignoring case)",
                    creature=creature_words(index, creature.name),
                    other=first_seen[key] + 1,
                )
            )
        else:
            first_seen[key] = index
    return problems


def creature_words(index: int, name: str) -> str:
    """The creature at `index` of a pack's list as a GM counts it: "creature 4 (Goblin archer)"."""
    return t("creature {number} ({name})", number=index + 1, name=name)


def _entry_name(entry: Any) -> str:
    name = entry.get("name") if isinstance(entry, dict) else None
    if not isinstance(name, str) or not name.strip():
        return t("unnamed")
    printable = "".join(c for c in name.strip() if c.isprintable())
    return printable[:40] + ("..." if len(printable) > 40 else "")


def _where(filename: str, line: int | None) -> str:
    return f"{filename}:{line}: " if line else f"{filename}: "
