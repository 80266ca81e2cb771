"""Exporting creatures as a pack file: the stored creatures read back as stat blocks, the file named
safely, checked to load back to the same creatures, and written atomically.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets import RULESETS
from gm_desk.rules.statblocks import StatblockError, validate_creature
from gm_desk.store.files import write_atomically
from gm_desk.store.intake import pack_text
from gm_desk.store.intake.pack_load import parse_pack
from gm_desk.store.intake.pack_types import MAX_CREATURES, PackError
from gm_desk.store.models import Creature
from gm_desk.store.transactions import reads

if TYPE_CHECKING:
    from gm_desk.rules.condition_library import ConditionTemplate
    from gm_desk.rules.statblocks import StatBlock


@reads
def stored_creatures(ruleset: str, *, pack: str | None = None) -> list[StatBlock]:
    """The stored creatures of ``ruleset`` (only those imported from ``pack`` if given), validated and
    sorted by name: ready for ``export_pack``. PackError names any stored block that no longer
    validates (for instance after a hand edit of the database)."""
    query = Creature.select(Creature.name, Creature.statblock).where(Creature.ruleset == ruleset)
    if pack is not None:
        query = query.where(Creature.pack == pack)
    models = []
    for name, statblock in query.order_by(Creature.name_folded, Creature.id).tuples():
        try:
            models.append(validate_creature(ruleset, statblock))
        except StatblockError as error:
            raise PackError(
                [t("{name}: the stored stat block is not valid: {error}", name=name, error=error)]
            ) from None
    return models


@reads
def stored_conditions(ruleset: str) -> list[ConditionTemplate]:
    """The condition library of ``ruleset``, by name: ready for ``export_pack(conditions=...)``."""
    from gm_desk.store.condition_store import list_conditions

    return [record.template for record in list_conditions(ruleset)]


def export_pack(
    creatures: Iterable[StatBlock],
    path: Path,
    fmt: str = "toml",
    *,
    pack_name: str | None = None,
    description: str | None = None,
    author: str | None = None,
    conditions: Iterable[ConditionTemplate] = (),
) -> Path:
    """Write ``creatures`` (stat-block models of one ruleset) as a pack file and return its path; the
    ruleset's condition-library entries given in ``conditions`` travel with them as ``[[conditions]]``.

    ``path`` is a folder (the file is named after the pack) or a file path; either way the file name
    is sanitised and given the suffix of ``fmt`` (``toml`` or ``json``). The file is written to a
    temporary file in the same folder, checked to load back to the same creatures, fsynced and
    renamed over the target, so a crash never leaves half a pack.
    """
    if fmt not in ("toml", "json"):
        raise ValueError(f"fmt must be 'toml' or 'json', not {fmt!r}")
    models = list(creatures)
    ruleset = _single_ruleset(models)
    if len(models) > MAX_CREATURES:
        raise PackError(
            [
                t(
                    "export: {count} creatures; a pack holds at most {limit}, so split it",
                    count=len(models),
                    limit=MAX_CREATURES,
                )
            ]
        )
    folder, stem = _export_target(Path(path), pack_name)
    title = pack_name or stem
    target = folder / pack_text.sanitise_filename(stem, suffix=f".{fmt}")
    entries = list(conditions)
    document = pack_text.pack_document(
        title, ruleset, models, description=description, author=author, conditions=entries
    )
    payload = pack_text.dump(document, fmt)
    _check_round_trip(payload, target.name, models, entries)
    _write_atomically(target, payload)
    return target


def _export_target(path: Path, pack_name: str | None) -> tuple[Path, str]:
    """Split an export path into the chosen folder and a file stem still to be sanitised.

    The folder is what precedes the first '..' (a name like '../x' never climbs out of the folder it
    was joined to); everything after it is the name. A name too long for the file system is shortened
    by `sanitise_filename`, so it must not be probed on disk first.
    """
    parts = path.parts
    if ".." in parts:
        cut = parts.index("..")
        folder, rest = Path(*parts[:cut]) if cut else Path("."), "-".join(p for p in parts[cut:] if p != "..")
        return folder, _stem(Path(rest or "bestiary"))
    try:
        is_folder = path.is_dir()
    except OSError:  # e.g. a file name longer than the file system allows
        is_folder = False
    if is_folder:
        return path, pack_name or "bestiary"
    return path.parent, _stem(path)


def _single_ruleset(models: list[StatBlock]) -> str:
    if not models:
        raise PackError([t("export: there are no creatures to export")])
    rulesets = {getattr(type(model), "RULESET", "") for model in models}
    if len(rulesets) != 1 or not rulesets <= set(RULESETS):
        raise PackError([t("export: a pack holds creatures of exactly one ruleset")])
    return rulesets.pop()


def _stem(path: Path) -> str:
    name = path.name
    for suffix in (".toml", ".json"):
        if name.lower().endswith(suffix):
            return name[: -len(suffix)]
    return name


def _check_round_trip(
    payload: bytes, filename: str, models: list[StatBlock], conditions: list[ConditionTemplate]
) -> None:
    """Refuse to write a file that would not load back to the same creatures and conditions."""
    loaded = parse_pack(payload, filename)
    if list(loaded.creatures) != models:
        raise PackError(
            [t("{name}: the exported file does not load back to the same creatures", name=filename)]
        )
    if list(loaded.conditions) != conditions:
        raise PackError(
            [t("{name}: the exported file does not load back to the same conditions", name=filename)]
        )


def _write_atomically(target: Path, payload: bytes) -> None:
    try:
        write_atomically(target, payload)
    except OSError as error:
        raise PackError(
            [t("{name}: cannot be written ({strerror})", name=target.name, strerror=error.strerror or error)]
        ) from None
