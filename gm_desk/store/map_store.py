"""The map library in the data file: list, save, delete, and maps to and from TOML files.

A map file comes in through the store's intake (`gm_desk.store.intake.map_file`, the same gate as an
encounter file's zone graph: gm_desk/rules/zone_maps.py `check_map`, with the names rules); a refused
file names itself and the field, and nothing is written. A map may have a picture under its zones: the
library keeps where it lies (the picture itself is kept once, in the pictures table), and a map file
carries its bytes (``[pictures]``, base64, checked on the way in like any picture).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from gm_desk.rules.i18n import t
from gm_desk.rules.intake import Refusal
from gm_desk.rules.names import lookalike_key
from gm_desk.rules.zone_maps import ZoneMap, check_map, map_document
from gm_desk.store.errors import ConflictError, InvalidValueError, NotFoundError
from gm_desk.store.files import write_atomically
from gm_desk.store.intake.file_pictures import pictures_document
from gm_desk.store.intake.map_file import read_map_file
from gm_desk.store.models import Picture, ZoneMapRow
from gm_desk.store.pictures import add_picture, picture_info, pictures_data
from gm_desk.store.transactions import reads, writes
from gm_desk.store.values import utc_now
from gm_desk.zone_layout import clean_picture

MAX_MAPS = 1000


@dataclass(frozen=True)
class MapRecord:
    id: int
    map: ZoneMap


def _record(row: ZoneMapRow) -> MapRecord:
    picture = clean_picture(row.picture) if row.picture else None
    return MapRecord(row.id, ZoneMap(name=row.name, zones=row.zones, rects=row.rects, picture=picture))


def _kept_picture(zone_map: ZoneMap) -> dict[str, Any] | None:
    """The map's picture placement as the library keeps it: readable, and of a picture the data file
    holds (else none)."""
    placed = clean_picture(zone_map.picture) if zone_map.picture else None
    if placed is None or Picture.get_or_none(Picture.digest == placed["digest"]) is None:
        return None
    return placed


def checked(zone_map: ZoneMap, file: str = "map") -> ZoneMap:
    """``zone_map`` after the map file's gate (InvalidValueError in a GM's words if it fails)."""
    try:
        return check_map(map_document(zone_map), file)
    except Refusal as refusal:
        raise InvalidValueError(str(refusal)) from None


@reads
def list_maps() -> list[MapRecord]:
    rows = ZoneMapRow.select()
    return sorted((_record(r) for r in rows), key=lambda r: (r.map.name.casefold(), r.id))


@reads
def get_map(map_id: int) -> MapRecord:
    row = ZoneMapRow.get_or_none(ZoneMapRow.id == map_id)
    if row is None:
        raise NotFoundError(t("That map no longer exists (id {map_id}).", map_id=map_id))
    return _record(row)


@writes
def save_map(zone_map: ZoneMap, *, replace: bool = False) -> MapRecord:
    """Add a map; a map of the same name (as it looks) is a ConflictError unless ``replace``."""
    good = checked(zone_map, zone_map.name or "map")
    key = lookalike_key(good.name)
    now = utc_now()
    clash = ZoneMapRow.get_or_none(ZoneMapRow.name_key == key)
    values = {
        "name": good.name,
        "zones": good.zones,
        "rects": good.rects,
        "picture": _kept_picture(zone_map),
        "updated_at": now,
    }
    if clash is not None:
        if not replace:
            raise ConflictError(
                t("The library already has a map named {repr_name}.", repr_name=repr(clash.name))
            )
        ZoneMapRow.update(**values).where(ZoneMapRow.id == clash.id).execute()
        return _record(ZoneMapRow.get_by_id(clash.id))
    if ZoneMapRow.select().count() >= MAX_MAPS:
        raise ConflictError(t("The library holds at most {MAX_MAPS} maps.", MAX_MAPS=MAX_MAPS))
    new_id = ZoneMapRow.insert(name_key=key, created_at=now, **values).execute()
    return _record(ZoneMapRow.get_by_id(new_id))


@writes
def delete_map(map_id: int) -> None:
    if not ZoneMapRow.delete().where(ZoneMapRow.id == map_id).execute():
        raise NotFoundError(t("That map no longer exists (id {map_id}).", map_id=map_id))


def map_text(zone_map: ZoneMap) -> str:
    """The map as a map file's text, with the bytes of its picture when the data file holds them."""
    document = map_document(zone_map)
    digest = zone_map.picture.get("digest") if zone_map.picture else None
    if isinstance(digest, str):
        data = pictures_data([digest])
        info = picture_info(digest)
        if data and info is not None:
            document["pictures"] = pictures_document(data, {digest: info.kind})
    return tomli_w.dumps(document)


def export_map(map_id: int, path: Path) -> Path:
    """Write the stored map to ``path`` as TOML (atomically)."""
    record = get_map(map_id)
    write_atomically(path, map_text(record.map).encode("utf-8"))
    return path


@writes
def import_map(path: Path, *, replace: bool = False) -> MapRecord:
    """Check the file (its picture too), then add its map (nothing is written if the file is refused)."""
    zone_map, pictures = read_map_file(path)
    for picture in pictures:
        add_picture(picture)
    return save_map(zone_map, replace=replace)
