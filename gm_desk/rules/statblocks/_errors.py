"""Validation errors a GM can act on: a field path and one plain sentence per problem.

pydantic's messages talk about "Input should be a valid integer"; a GM editing a bestiary file needs
"retaliations[0].range: must be "intimate", "engaged" or a number of zones from 0 to 30". This module
turns one into the other, using the field specs to name both bounds of a range.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import N_, t, tn
from gm_desk.rules.intake import quote

from ._fieldspec import FieldSpec, lookup

if TYPE_CHECKING:
    from pydantic import ValidationError
    from pydantic_core import ErrorDetails

Loc = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class Issue:
    """One problem: where it is (as a path of keys and indexes) and what is wrong."""

    loc: Loc
    message: str

    @property
    def path(self) -> str:
        return format_loc(self.loc)

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.loc else self.message


class StatblockError(ValueError):
    """A stat block (or a ruleset id) was refused; ``issues`` lists the problems found.

    ``total`` counts every problem. It exceeds ``len(issues)`` only when a list of stat blocks had more
    problems than were worth wording (see ``validate_creatures``).
    """

    def __init__(self, issues: list[Issue] | tuple[Issue, ...], total: int | None = None) -> None:
        self.issues = tuple(issues)
        self.total = max(total or 0, len(self.issues))
        super().__init__("\n".join(str(issue) for issue in self.issues))


def format_loc(loc: Loc) -> str:
    """``("retaliations", 0, "damage")`` → ``retaliations[0].damage``."""
    text = ""
    for step in loc:
        if isinstance(step, int):
            text += f"[{step}]"
        elif step.isidentifier():
            text += f".{step}" if text else step
        else:
            text += f"[{step!r}]"
    return text


def loc_words(fields: tuple[FieldSpec, ...], loc: Loc) -> str:
    """``("retaliations", 1, "damage")`` → ``Retaliations 2, Damage``: a field path in the words of the
    fields' titles, each entry of a list counted from 1; a key the file wrote that no field has is
    quoted as written."""
    node: FieldSpec | None = FieldSpec(name="", label="", kind="group", fields=fields)
    parts: list[str] = []
    for step in loc:
        if step == "[key]":
            continue
        if node is not None and node.kind == "list" and isinstance(step, int):
            parts.append(f"{parts.pop()} {step + 1}" if parts else str(step + 1))
            node = node.item
            continue
        child = node.child(step) if node is not None and node.kind == "group" and isinstance(step, str) else None
        if child is not None and child.label:
            parts.append(t(child.label))
        else:
            parts.append(f"'{step}'" if not isinstance(step, int) else str(step + 1))
        node = child if child is not None else (node.item if node is not None and node.kind == "map" else None)
    return ", ".join(parts)


def translate(exc: ValidationError, fields: tuple[FieldSpec, ...], *, items: bool = False) -> StatblockError:
    """Turn a pydantic ValidationError into a StatblockError with GM-facing messages.

    With ``items``, the error is from a list of stat blocks: each location starts with the item's index,
    which is kept in the issue but skipped when looking the field up.
    """
    issues = []
    for error in exc.errors(include_url=False):
        full = tuple(error["loc"])
        head, loc = (full[:1], full[1:]) if items else ((), full)
        spec = lookup(fields, loc)
        if len(loc) >= 2 and loc[-1] == "[key]":
            issues.append(Issue(head + loc[:-2], _key_message(loc[-2], spec)))
        else:
            issues.append(Issue(full, _message(error, spec, fields, loc)))
    return StatblockError(issues)


def _key_message(key: str | int, spec: FieldSpec | None) -> str:
    if spec is not None and spec.choices:
        allowed = ", ".join(f'"{c}"' for c in spec.choices)
        return t("key {key} is not allowed; use one of {allowed}", key=repr(key), allowed=allowed)
    shape = t(spec.help) if spec is not None and spec.help else t("a short lower-case name")
    return t("key {key} is not allowed; use {shape}", key=repr(key), shape=shape)


def _message(error: ErrorDetails, spec: FieldSpec | None, fields: tuple[FieldSpec, ...], loc: Loc) -> str:
    kind = error["type"]
    ctx = error.get("ctx") or {}
    value = error.get("input")
    if kind == "missing":
        return t("is required")
    if kind == "extra_forbidden":
        return _unknown_field(fields, loc)
    if kind in _TYPE_WORDS:
        return t("must be {kind}, not {value}", kind=t(_TYPE_WORDS[kind]), value=_describe(value))
    if kind == "literal_error":
        choices = spec.choices if spec and spec.choices else ()
        allowed = ", ".join(f'"{c}"' for c in choices) if choices else ctx.get("expected", "")
        return t("must be one of {allowed}, not {value}", allowed=allowed, value=_describe(value))
    if kind in ("greater_than_equal", "less_than_equal", "greater_than", "less_than"):
        return _out_of_range(spec, ctx, value)
    if kind == "multiple_of":
        return t("must be a multiple of {step}, not {value}", step=ctx.get("multiple_of"), value=_describe(value))
    is_text = spec is not None and spec.kind in ("text", "multiline", "dice")
    if kind == "string_too_short" or (kind == "too_short" and is_text):
        return t("must not be empty")
    if kind == "string_too_long" or (kind == "too_long" and is_text):
        count = int(ctx.get("max_length") or 0)
        return tn("must be at most {n} character long", "must be at most {n} characters long", count, n=count)
    if kind == "too_short":
        count = int(ctx.get("min_length") or 0)
        return tn("needs at least {n} entry", "needs at least {n} entries", count, n=count)
    if kind == "too_long":
        count = int(ctx.get("max_length") or 0)
        return tn("may have at most {n} entry", "may have at most {n} entries", count, n=count)
    if kind == "string_pattern_mismatch":
        shape = t(spec.help) if spec and spec.help else t("the pattern {pattern}", pattern=ctx.get("pattern"))
        return t("{value} is not valid here: use {shape}", value=_describe(value), shape=shape)
    if kind in ("value_error", "assertion_error") and "error" in ctx:
        return str(ctx["error"])
    return t("is not valid")  # pydantic's own words are English: say it plainly


_TYPE_WORDS = {
    "int_type": N_("a whole number"),
    "int_parsing": N_("a whole number"),
    "int_from_float": N_("a whole number"),
    "bool_type": N_("true or false"),
    "bool_parsing": N_("true or false"),
    "string_type": N_("text"),
    "list_type": N_("a list"),
    "dict_type": N_("a table of fields"),
    "model_type": N_("a table of fields"),
    "model_attributes_type": N_("a table of fields"),
    "finite_number": N_("a finite number"),
    "float_type": N_("a number"),
    "float_parsing": N_("a number"),
}


def _out_of_range(spec: FieldSpec | None, ctx: dict[str, Any], value: Any) -> str:
    low = spec.ge if spec and spec.ge is not None else ctx.get("ge")
    high = spec.le if spec and spec.le is not None else ctx.get("le")
    if low is not None and high is not None:
        return t("must be between {low} and {high}, not {value}", low=low, high=high, value=_describe(value))
    if low is not None:
        return t("must be at least {low}, not {value}", low=low, value=_describe(value))
    return t("must be at most {high}, not {value}", high=high, value=_describe(value))


def _unknown_field(fields: tuple[FieldSpec, ...], loc: Loc) -> str:
    import difflib  # only needed on the error path

    parent = lookup(fields, loc[:-1]) if len(loc) > 1 else FieldSpec("", "", "group", fields=fields)
    known = [f.name for f in parent.fields] if parent and parent.kind == "group" else []
    guess = difflib.get_close_matches(str(loc[-1]), known, n=1) if loc else []
    if guess:
        return t("is not a known field (did you mean {guess}?)", guess=repr(guess[0]))
    return t("is not a known field")


def _describe(value: Any) -> str:
    """A short, safe rendering of the offending value for a message."""
    if value is None:
        return t("nothing")
    if isinstance(value, bool | int | float):
        return quote(value)  # numbers read the same in every refusal
    if isinstance(value, str):
        shown = value if len(value) <= 30 else value[:27] + "..."
        return t("text {value}", value=repr(shown))
    if isinstance(value, list):
        return t("a list")
    if isinstance(value, dict):
        return t("a table")
    return type(value).__name__
