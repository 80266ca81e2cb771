"""The GM's own conditions, kept per system for reuse: a name, how many rounds, when it ticks, a note.

A library entry is a template: picking it sends the usual `condition.add` with its rounds and hook.
Every entry that comes in (typed in the editor, stored, or read from a pack's ``[[conditions]]``) is
checked here, through the gate's ``Checker``, so a refusal names the field path and says what was
expected in a GM's words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gm_desk.rules.conditions import HOOKS
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker, Refusal, format_path, quote
from gm_desk.rules.names import lookalike_key, normal

NAME_MAX = 60  # as `conditions.add` allows
NOTE_MAX = 500
ROUNDS_MAX = 1000
MAX_ENTRIES = 200  # in one pack, and in one system's library
KEYS = ("name", "rounds", "tick", "note")


@dataclass(frozen=True)
class ConditionTemplate:
    """One library entry. ``rounds`` None: until removed; ``tick`` None: when the system ticks them."""

    name: str
    rounds: int | None = None
    tick: str | None = None
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The entry as a pack writes it (keys left out when they hold their default)."""
        out: dict[str, Any] = {"name": self.name}
        if self.rounds is not None:
            out["rounds"] = self.rounds
        if self.tick is not None:
            out["tick"] = self.tick
        if self.note:
            out["note"] = self.note
        return out

    def command_args(self, cid: str) -> dict[str, Any]:
        """The `condition.add` arguments that put this condition on ``cid``."""
        args: dict[str, Any] = {"cid": cid, "name": self.name, "rounds": self.rounds}
        if self.tick is not None:
            args["hook"] = self.tick
        return args


def check_entry(raw: Any, check: Checker, steps: tuple[str | int, ...]) -> ConditionTemplate:
    """One entry, checked field by field; a Refusal at the first problem."""
    entry = check.obj(raw, steps, N_('a condition: an object with a "name"'))
    unknown = [key for key in entry if key not in KEYS]
    if unknown:
        allowed = ", ".join(KEYS)
        raise check.refuse(
            (*steps, unknown[0]), t("is not a field of a condition (they are {allowed})", allowed=allowed)
        )
    if "name" not in entry:
        raise check.refuse(steps, t("needs a name"))
    name = normal(check.name(entry["name"], (*steps, "name"), limit=NAME_MAX))
    if not name:
        raise check.refuse((*steps, "name"), t("must not be empty"))
    rounds = entry.get("rounds")
    if rounds is not None and (
        isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= ROUNDS_MAX
    ):
        raise check.refuse(
            (*steps, "rounds"),
            t(
                "must be a whole number of rounds from 1 to {limit} (or left out: until removed), not {value}",
                limit=ROUNDS_MAX,
                value=quote(rounds),
            ),
        )
    tick = entry.get("tick")
    if tick is not None:
        tick = check.choice(tick, (*steps, "tick"), HOOKS)
    note = entry.get("note", "")
    if note is None:
        note = ""
    if not isinstance(note, str):
        raise check.refuse((*steps, "note"), t("must be text, not {value}", value=quote(note)))
    if len(note) > NOTE_MAX:
        raise check.refuse(
            (*steps, "note"),
            t("must be at most {limit} characters long, not {count}", limit=NOTE_MAX, count=len(note)),
        )
    if "\x00" in note:
        raise check.refuse((*steps, "note"), t("holds a NUL character, which no text may hold"))
    return ConditionTemplate(name=name, rounds=rounds, tick=tick, note=note.strip())


def check_entries(raw: Any, check: Checker, steps: tuple[str | int, ...]) -> list[ConditionTemplate]:
    """A list of entries (a pack's ``conditions``): each checked, and no two whose names look alike."""
    entries = [
        check_entry(item, check, (*steps, index))
        for index, item in enumerate(check.items(raw, steps, MAX_ENTRIES))
    ]
    seen: dict[str, int] = {}
    for index, entry in enumerate(entries):
        key = lookalike_key(entry.name)
        if key in seen:
            raise check.refuse(
                (*steps, index, "name"),
                t(
                    "the name is already used by {other}; names of conditions must differ",
                    other=_path(steps, seen[key]),
                ),
            )
        seen[key] = index
    return entries


def template(name: str, rounds: int | None, tick: str | None, note: str) -> ConditionTemplate:
    """An entry typed in by the GM, checked as one from a file: ``ValueError`` says what is wrong."""
    raw: dict[str, Any] = {"name": name, "rounds": rounds, "tick": tick, "note": note}
    try:
        return check_entry(raw, Checker("condition"), ())
    except Refusal as refusal:
        raise ValueError(f"{refusal.path or 'condition'}: {refusal.expected}") from None


def _path(steps: tuple[str | int, ...], index: int) -> str:
    return format_path((*steps, index))
