"""Plain descriptions of stat-block fields, for editors and for error messages.

Kept free of pydantic so the UI can import the type without paying for the schemas.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# What the editor should build for a field.
KINDS = ("text", "multiline", "int", "bool", "choice", "dice", "reach", "list", "map", "group")


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One field of a stat block, or the item/key/value shape inside a list or map.

    ``kind`` is one of KINDS. ``ge``/``le`` bound ints and the numeric part of a ``reach``; ``choices``
    lists the allowed values of a ``choice`` (or the named distances of a ``reach``). A ``list`` or ``map``
    describes its entries in ``item`` (and a map its keys in ``key``); a ``group`` lists its ``fields``.
    """

    name: str
    label: str
    kind: str
    required: bool = False
    nullable: bool = False
    default: Any = None
    ge: int | None = None
    le: int | None = None
    multiple_of: int | None = None
    choices: tuple[str, ...] = ()
    max_length: int | None = None
    pattern: str | None = None
    min_items: int | None = None
    max_items: int | None = None
    help: str = ""
    item: FieldSpec | None = None
    key: FieldSpec | None = None
    suggested_keys: tuple[str, ...] = ()
    fields: tuple[FieldSpec, ...] = ()

    def child(self, name: str) -> FieldSpec | None:
        """The field called ``name`` of a group, or None."""
        for spec in self.fields:
            if spec.name == name:
                return spec
        return None


def lookup(fields: tuple[FieldSpec, ...], loc: tuple[str | int, ...]) -> FieldSpec | None:
    """Follow an error location (as pydantic reports it) down a tree of specs."""
    node: FieldSpec | None = FieldSpec(name="", label="", kind="group", fields=fields)
    steps = list(loc)
    while steps and node is not None:
        step = steps.pop(0)
        if node.kind == "group" and isinstance(step, str):
            node = node.child(step)
        elif node.kind == "list" and isinstance(step, int):
            node = node.item
        elif node.kind == "map":
            if steps and steps[0] == "[key]":
                steps.pop(0)
                node = node.key
            else:
                node = node.item
        else:
            return None
    return node
