"""Derive editor field specs from the pydantic schemas, so bounds are written once, in the models."""

from __future__ import annotations

import functools
import types
from dataclasses import replace
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from ._fieldspec import FieldSpec
from .parts import DiceField, Multiline, ReachField, SuggestedKeys


@functools.cache
def specs_for(model: type[BaseModel]) -> tuple[FieldSpec, ...]:
    """One FieldSpec per field of ``model``, in declaration order, named by the key used in files."""
    return tuple(_field_spec(name, info) for name, info in model.model_fields.items())


def _field_spec(attr: str, info: FieldInfo) -> FieldSpec:
    name = info.alias or attr
    spec = _from_annotation(info.annotation, list(info.metadata))
    required = info.is_required()
    default = None if required else _plain(info.get_default(call_default_factory=True))
    return replace(
        spec,
        name=name,
        label=info.title or _labelise(name),
        required=required,
        default=default,
        help=info.description or spec.help,
    )


def _from_annotation(annotation: Any, metadata: list[Any]) -> FieldSpec:
    annotation, metadata = _unwrap(annotation, metadata)
    nullable = False
    if _is_union(annotation) and type(None) in get_args(annotation):
        others = [a for a in get_args(annotation) if a is not type(None)]
        if len(others) == 1:
            nullable = True
            annotation, metadata = _unwrap(others[0], metadata)
    spec = _kind_spec(annotation, metadata)
    return replace(spec, nullable=nullable)


def _kind_spec(annotation: Any, metadata: list[Any]) -> FieldSpec:
    marker = {type(m): m for m in metadata}
    bounds = _bounds(metadata)
    base = FieldSpec(name="", label="", kind="text", help=_description(metadata))
    if ReachField in marker:
        reach: ReachField = marker[ReachField]
        return replace(base, kind="reach", choices=reach.choices, ge=reach.ge, le=reach.le)
    if DiceField in marker:
        return replace(base, kind="dice", max_length=64)
    if get_origin(annotation) is Literal:
        return replace(base, kind="choice", choices=tuple(str(a) for a in get_args(annotation)))
    if annotation is bool:
        return replace(base, kind="bool")
    if annotation is int:
        return replace(base, kind="int", ge=bounds["ge"], le=bounds["le"], multiple_of=bounds["multiple_of"])
    if annotation is str:
        kind = "multiline" if Multiline in marker else "text"
        return replace(base, kind=kind, max_length=bounds["max_length"], pattern=_pattern(metadata))
    if get_origin(annotation) is list:
        (item,) = get_args(annotation)
        return replace(
            base,
            kind="list",
            item=_from_annotation(item, []),
            min_items=bounds["min_length"],
            max_items=bounds["max_length"],
        )
    if get_origin(annotation) is dict:
        key, value = get_args(annotation)
        suggested = marker[SuggestedKeys].keys if SuggestedKeys in marker else ()
        return replace(
            base,
            kind="map",
            key=_from_annotation(key, []),
            item=_from_annotation(value, []),
            suggested_keys=suggested,
            max_items=bounds["max_length"],
        )
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return replace(base, kind="group", fields=specs_for(annotation))
    raise TypeError(f"no editor for the annotation {annotation!r}")


def _unwrap(annotation: Any, metadata: list[Any]) -> tuple[Any, list[Any]]:
    """Peel Annotated layers and flatten FieldInfo objects into their constraint metadata."""
    collected = list(metadata)
    while get_origin(annotation) is Annotated:
        annotation, *extra = get_args(annotation)
        collected = [*extra, *collected]
    flat: list[Any] = []
    for item in collected:
        if isinstance(item, FieldInfo):
            flat.extend(item.metadata)
            if item.description:
                flat.append(_Description(item.description))
        else:
            flat.append(item)
    return annotation, flat


class _Description(str):
    """A description carried by a nested Field(), kept apart from other metadata."""


def _description(metadata: list[Any]) -> str:
    return next((str(m) for m in metadata if isinstance(m, _Description)), "")


def _bounds(metadata: list[Any]) -> dict[str, int | None]:
    found: dict[str, int | None] = {
        "ge": None,
        "le": None,
        "multiple_of": None,
        "min_length": None,
        "max_length": None,
    }
    for item in metadata:
        for attr, key in (
            ("ge", "ge"),
            ("le", "le"),
            ("multiple_of", "multiple_of"),
            ("min_length", "min_length"),
            ("max_length", "max_length"),
        ):
            value = getattr(item, attr, None)
            if isinstance(value, int):
                found[key] = value
    return found


def _pattern(metadata: list[Any]) -> str | None:
    return next((m.pattern for m in metadata if isinstance(getattr(m, "pattern", None), str)), None)


def _is_union(annotation: Any) -> bool:
    return get_origin(annotation) in (Union, types.UnionType)


def _plain(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    return value


def _labelise(name: str) -> str:
    return name.replace("_", " ").strip().capitalize()
