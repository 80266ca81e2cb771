"""Bestiary packs: loading, importing into the store, and exporting, all or nothing.

A pack is one human-editable file (TOML, or JSON) holding a ``[pack]`` table and its ``[[creatures]]``,
every creature validated against its ruleset's stat block. Pack files come from strangers, so loading
treats them as hostile: the size is checked before reading, the parsed data is walked for things the
parsers let through (NaN, lone surrogates, absurd nesting), and every failure, whatever the parser
raised, becomes one ``PackError`` naming the file, the line where the format gives one, the creature and
the field. Nothing is imported until the whole file is valid. An import is prepared outside any
transaction (where it reports progress and may be cancelled, writing nothing) and then written in one
short IMMEDIATE transaction with no callbacks: it lands completely or not at all.

A 10,000-creature pack loads in well under a second: TOML goes through rtoml (a compiled parser, about
five times faster than tomllib) when it is installed, with tomllib as the fallback and the reference for
every error message; the creatures are validated in one pydantic call; and each validated stat block is
serialized to JSON by its model rather than dumped and encoded again.

This module is the packs' public face; the work is split by idea: `pack_load` (reading and parsing a
file as hostile input), `pack_validate` (stat blocks and located messages), `pack_plan` (preparing an
import), `pack_import` (the clash rules and the one-transaction write), `pack_export` (writing packs
out), `pack_types` (the error, the pack and the report) and `pack_text` (characters and lines).
"""

from __future__ import annotations

from gm_desk.store.intake.pack_archive import load_pack
from gm_desk.store.intake.pack_export import export_pack, stored_creatures
from gm_desk.store.intake.pack_import import ON_CLASH, import_pack, import_pack_file
from gm_desk.store.intake.pack_load import MAX_CONTAINERS, MAX_DEPTH, MAX_KEYS, parse_pack
from gm_desk.store.intake.pack_plan import CHUNK, NAME_LIMIT, Cancelled, Progress
from gm_desk.store.intake.pack_text import sanitise_filename
from gm_desk.store.intake.pack_types import (
    MAX_CREATURES,
    MAX_PACK_BYTES,
    MAX_REPORTED,
    ImportReport,
    Pack,
    PackError,
)
from gm_desk.store.intake.pack_validate import MAX_WORDED

__all__ = [
    "CHUNK",
    "MAX_CONTAINERS",
    "MAX_CREATURES",
    "MAX_DEPTH",
    "MAX_KEYS",
    "MAX_PACK_BYTES",
    "MAX_REPORTED",
    "MAX_WORDED",
    "NAME_LIMIT",
    "ON_CLASH",
    "Cancelled",
    "ImportReport",
    "Pack",
    "PackError",
    "Progress",
    "export_pack",
    "import_pack",
    "import_pack_file",
    "load_pack",
    "parse_pack",
    "sanitise_filename",
    "stored_creatures",
]
