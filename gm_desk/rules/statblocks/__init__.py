"""Bestiary stat blocks: the machinery every system's schema shares, and each schema looked up by id.

Each system's schema lives in its own package (``gm_desk/rules/rulesets/<id>/statblock.py``), built
from the parts here (``parts.py``: the field types and the base models); this package checks data
against a schema, words its errors (``_errors.py``), tells an editor form about each field
(``FieldSpec``, ``field_specs``) and reads a pack's header (``header.py``).

pydantic and d20 cost a noticeable share of start-up, so importing this package loads neither: a
schema module is imported the first time its ruleset is asked for. Which model serves which system is
said by the system's plugin (``gm_desk.rules.systems.RULESETS``); ``RULESET_IDS`` and ``STATBLOCKS``
(ruleset id → model class) are read from it on access.

    >>> creature = validate_creature("glowlands", data)      # a frozen pydantic model, or StatblockError
    >>> creatures = validate_creatures("glowlands", items)   # a whole pack's list in one pydantic call
    >>> for spec in field_specs("glowlands"): ...            # what an editor form needs per field
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, cast

from gm_desk.rules.systems import RULESETS  # the systems' plugins: each names its stat-block model

from ._errors import Issue, StatblockError, format_loc, loc_words
from ._fieldspec import FieldSpec

if TYPE_CHECKING:
    from pydantic import TypeAdapter
    from typing_extensions import TypeForm

    from .header import PackHeader
    from .parts import StatBlock

__all__ = [
    "RULESET_IDS",
    "STATBLOCKS",
    "FieldSpec",
    "Issue",
    "StatBlock",
    "StatblockError",
    "field_specs",
    "format_loc",
    "loc_words",
    "statblock_model",
    "validate_creature",
    "validate_creatures",
    "validate_pack_header",
]


def statblock_model(ruleset_id: str) -> type[StatBlock]:
    """The stat-block model class for ``ruleset_id``; StatblockError if the id is unknown."""
    try:
        plugin = RULESETS[ruleset_id]
    except (KeyError, TypeError):
        known = ", ".join(RULESETS)
        raise StatblockError(
            [Issue((), f"unknown ruleset {ruleset_id!r}; known rulesets: {known}")]
        ) from None
    model: type[StatBlock] = plugin.statblock_model()
    return model


def validate_creature(ruleset_id: str, data: Any) -> StatBlock:
    """Validate one creature's stat block; raise StatblockError listing every problem by field path."""
    from pydantic import ValidationError

    from ._errors import translate
    from ._specs import specs_for

    model = statblock_model(ruleset_id)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise translate(exc, specs_for(model)) from None


def validate_creatures(ruleset_id: str, items: list[Any], *, max_issues: int = 100) -> list[StatBlock]:
    """Validate a list of stat blocks at once (a pack's creatures): the same checks as
    ``validate_creature`` for each, in one call into pydantic instead of one per creature.

    StatblockError words the first ``max_issues`` problems, each ``loc`` starting with the item's index,
    and counts all of them in ``total``. Only a few are ever shown, and a hostile file can hold a million
    (an unknown key costs it four bytes), whose pydantic error objects alone would take gigabytes.
    """
    from pydantic import ValidationError

    from ._errors import translate
    from ._specs import specs_for

    model = statblock_model(ruleset_id)
    try:
        return _list_adapter(model).validate_python(items)
    except ValidationError as exc:
        total = exc.error_count()  # counted in pydantic-core, without building the error objects
        if total <= max_issues:
            raise translate(exc, specs_for(model), items=True) from None
    issues: list[Issue] = []
    for index, item in enumerate(items):  # word the first problems, one creature at a time
        try:
            model.model_validate(item)
        except ValidationError as exc:
            found = translate(exc, specs_for(model)).issues
            issues.extend(Issue((index, *issue.loc), issue.message) for issue in found)
            if len(issues) >= max_issues:
                break
    raise StatblockError(issues[:max_issues], total=total)


@functools.cache
def _list_adapter(model: type[StatBlock]) -> TypeAdapter[list[StatBlock]]:
    from types import GenericAlias

    from pydantic import TypeAdapter

    # list[model], spelt out: the class is known only at run time, which a type expression cannot say.
    form = cast("TypeForm[list[StatBlock]]", GenericAlias(list, (model,)))
    return TypeAdapter(form)


def validate_pack_header(data: Any) -> PackHeader:
    """Validate the ``[pack]`` table of a bestiary pack (name, ruleset, format, description, author)."""
    from pydantic import ValidationError

    from ._errors import translate
    from ._specs import specs_for
    from .header import PackHeader

    try:
        return PackHeader.model_validate(data)
    except ValidationError as exc:
        raise translate(exc, specs_for(PackHeader)) from None


def field_specs(ruleset_id: str) -> tuple[FieldSpec, ...]:
    """Type, bounds, choices and label of every field of ``ruleset_id``'s stat block, in file order."""
    from ._specs import specs_for

    return specs_for(statblock_model(ruleset_id))


def __getattr__(name: str) -> Any:
    # Module-level lazy attributes: the base class imports pydantic, so it is loaded on demand; the ids
    # and the full id → model map (which imports every schema) are read from the registry of systems
    # each time (a system may be registered later).
    if name == "StatBlock":
        from .parts import StatBlock

        return StatBlock
    if name == "RULESET_IDS":
        return tuple(RULESETS)
    if name == "STATBLOCKS":
        return {ruleset_id: statblock_model(ruleset_id) for ruleset_id in RULESETS}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
