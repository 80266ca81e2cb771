"""Prep edits of a creature's numbers: one number of its stat block set to another value, within the
bounds its system's stat block gives that field (Max Strain 1 to 999, a skill pool 0 to 10...)."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.prep.edited import Edited, Setup, combatant_entry, copied
from gm_desk.rules.tx import Reject

FIXED = N_(
    "The fight has started, so the creatures' numbers are fixed. Undo back to the start to change them."
)

Path = tuple[str | int, ...]


def stats_of(entry: dict[str, Any]) -> dict[str, Any]:
    """A combatant entry's stat block (an empty one when it has none)."""
    stats = entry.get("stats")
    return stats if isinstance(stats, dict) else {}


def number_at(stats: dict[str, Any], path: Path) -> int | None:
    """The whole number at `path` in a stat block, or None when there is none there."""
    node: Any = stats
    for step in path:
        if isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
            node = node[step]
            continue
        if isinstance(node, dict) and isinstance(step, str) and step in node:
            node = node[step]
            continue
        return None
    return node if isinstance(node, int) and not isinstance(node, bool) else None


def bounds(ruleset: str, path: Path) -> tuple[int | None, int | None, str]:
    """The lowest and highest value the system's stat block allows at `path`, and the field's label."""
    from gm_desk.rules.statblocks import StatblockError, field_specs
    from gm_desk.rules.statblocks._fieldspec import lookup

    try:
        spec = lookup(field_specs(ruleset), path)
    except StatblockError:
        spec = None
    if spec is None or spec.kind != "int":
        return None, None, ""
    return spec.ge, spec.le, spec.label or str(path[-1])


def number_words(stats: dict[str, Any], path: Path, label: str) -> str:
    """The number's name as a GM reads it: "Max Strain", "Spear damage", "Skills (strike)"."""
    index = next((i for i, step in enumerate(path) if isinstance(step, int)), None)
    if index is not None:
        entries = stats.get(str(path[0]))
        at = int(path[index])
        entry = entries[at] if isinstance(entries, list) and at < len(entries) else None
        owner = str(entry.get("name") or "") if isinstance(entry, dict) else ""
        if owner:
            return t("{owner} {label}", owner=owner, label=t(label).lower())
    elif len(path) > 1:
        return t("{label} ({key})", label=str(path[0]).replace("_", " ").capitalize(), key=path[-1])
    return t(label)


def set_number(setup: Setup, cid: str, path: Path, value: int) -> Edited:
    """One number of a creature's stat block set to `value`; refused outside the stat block's bounds or
    where the creature's block has no such number."""
    entry = combatant_entry(setup, cid)
    name = str(entry.get("name") or cid)
    path = tuple(path)
    stats = stats_of(entry)
    before = number_at(stats, path)
    if before is None:
        raise Reject("BAD_ARGUMENT", t("{name} has no such number to change.", name=name))
    low, high, label = bounds(str(setup.get("ruleset")), path)
    shown = number_words(stats, path, label or str(path[-1]))
    if isinstance(value, bool) or not isinstance(value, int):
        raise Reject("BAD_ARGUMENT", t("{what} is a whole number.", what=shown))
    if (low is not None and value < low) or (high is not None and value > high):
        raise Reject(
            "BAD_ARGUMENT",
            t("{what} goes from {low} to {high}, not {value}.", what=shown, low=low, high=high, value=value),
        )
    out = copied(setup)
    node: Any = combatant_entry(out, cid)["stats"]
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return Edited(
        out, t("{name}: {what} {before} → {after}", name=name, what=shown, before=before, after=value)
    )
