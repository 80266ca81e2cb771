"""Map files coming in: a zone map read from a TOML file, through the map file's gate.

The gate is `gm_desk.rules.zone_maps.check_map` (the encounter file's zone-graph checks and the names
rule); a refused file names itself and the field, as an `InvalidValueError`, and nothing is written.
"""

from __future__ import annotations

import tomllib
from dataclasses import replace
from pathlib import Path

from gm_desk.rules.i18n import t
from gm_desk.rules.intake import Refusal, shown_file
from gm_desk.rules.zone_maps import ZoneMap, check_map
from gm_desk.store.errors import InvalidValueError
from gm_desk.store.intake.file_pictures import read_pictures
from gm_desk.store.intake.pack_text import toml_error_message
from gm_desk.store.intake.picture import MAX_PICTURE_BYTES, CheckedPicture
from gm_desk.store.intake.reading import FileRefused, read_limited

MAX_MAP_BYTES = 1024 * 1024 + (MAX_PICTURE_BYTES * 4) // 3 + 1024  # the zones, and one picture in base64


def read_map_file(path: Path) -> tuple[ZoneMap, tuple[CheckedPicture, ...]]:
    """The map in ``path`` and the picture under it (checked), or InvalidValueError naming the file (and
    the field) if it is refused. A picture the map does not place is checked all the same, then left."""
    name = shown_file(path.name)
    try:
        raw = read_limited(path, MAX_MAP_BYTES)
    except FileRefused as refused:
        if refused.size is not None:
            raise InvalidValueError(
                t(
                    "{name}: is larger than {value} MB; not a map file.",
                    name=name,
                    value=MAX_MAP_BYTES // (1024 * 1024),
                )
            ) from None
        raise InvalidValueError(t("{name}: {reason}.", name=name, reason=refused.reason)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidValueError(t("{name}: is not UTF-8 text; not a map file.", name=name)) from None
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InvalidValueError(toml_error_message(name, error)) from None
    except RecursionError:
        raise InvalidValueError(t("{name}: nests too deeply; not a map file.", name=name)) from None
    except ValueError:  # a whole number of thousands of digits
        raise InvalidValueError(
            t("{name}: holds a number too long to read; not a map file.", name=name)
        ) from None
    try:
        zone_map = check_map(document, name)
    except Refusal as refusal:
        raise InvalidValueError(str(refusal)) from None
    carried = read_pictures(document.get("pictures"), name)
    digest = zone_map.picture.get("digest") if zone_map.picture else None
    if digest not in carried:
        return replace(zone_map, picture=None), ()
    return zone_map, (carried[digest],)
