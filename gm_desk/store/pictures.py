"""Pictures in the data file: map pictures and portraits, each kept once, byte for byte, under the
sha256 of its bytes (its digest).

Every picture comes in through the intake's check (`gm_desk.store.intake.picture`); what refers to one
holds its digest: a creature's or a party member's portrait (tables of their own, gone with their
owner), the picture under a library map (`map.picture`), and an encounter's layout (`"picture"`, the
picture under its zones and where it lies; `"faces"`, a portrait per combatant). A picture nothing
refers to any more is removed by `prune_pictures`. Backups copy the data file, pictures and all.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from gm_desk.rules.i18n import t
from gm_desk.store.errors import InvalidValueError, NotFoundError
from gm_desk.store.intake.picture import CheckedPicture, check_picture, read_picture_file
from gm_desk.store.models import (
    Creature,
    CreaturePortrait,
    Encounter,
    MemberPortrait,
    PartyMember,
    Picture,
    ZoneMapRow,
)
from gm_desk.store.transactions import reads, writes

Owner = Literal["creature", "member"]
DIGEST_LENGTH = 64


@dataclass(frozen=True)
class PictureRecord:
    digest: str
    kind: str  # png, jpeg or webp
    width: int
    height: int
    size: int  # in bytes


def _record(row: Picture) -> PictureRecord:
    return PictureRecord(row.digest, row.kind, row.width, row.height, len(row.data))


def is_digest(value: Any) -> bool:
    """Does ``value`` look like a picture's name (64 lower-case hex digits)?"""
    return (
        isinstance(value, str) and len(value) == DIGEST_LENGTH and all(c in "0123456789abcdef" for c in value)
    )


@writes
def add_picture(picture: CheckedPicture) -> PictureRecord:
    """Keep a checked picture (once: the same bytes again are the same picture)."""
    row = Picture.get_or_none(Picture.digest == picture.digest)
    if row is None:
        Picture.insert(
            digest=picture.digest,
            kind=picture.kind,
            width=picture.width,
            height=picture.height,
            data=picture.data,
        ).execute()
        row = Picture.get(Picture.digest == picture.digest)
    return _record(row)


def store_picture(data: bytes, name: str | None = None) -> PictureRecord:
    """Check ``data`` (named ``name`` in a refusal) and keep it; InvalidValueError when refused."""
    return add_picture(check_picture(data, name))


def import_picture(path: Path) -> PictureRecord:
    """The picture file at ``path``, checked and kept; InvalidValueError naming the file when refused
    (nothing is written then)."""
    return add_picture(read_picture_file(path))


@reads
def picture_data(digest: str) -> bytes:
    row = Picture.get_or_none(Picture.digest == digest)
    if row is None:
        raise NotFoundError(t("That picture is no longer in the data file."))
    return bytes(row.data)


@reads
def picture_info(digest: str) -> PictureRecord | None:
    row = Picture.get_or_none(Picture.digest == digest)
    return _record(row) if row is not None else None


@reads
def pictures_data(digests: Iterable[str]) -> dict[str, bytes]:
    """The bytes of each picture named that the data file holds (the others are left out)."""
    wanted = sorted({d for d in digests if is_digest(d)})
    found: dict[str, bytes] = {}
    for start in range(0, len(wanted), 500):
        for row in Picture.select(Picture.digest, Picture.data).where(
            Picture.digest.in_(wanted[start : start + 500])
        ):
            found[row.digest] = bytes(row.data)
    return found


# --- portraits ---------------------------------------------------------------------------------------

_OWNERS = {
    "creature": (Creature, CreaturePortrait, "creature"),
    "member": (PartyMember, MemberPortrait, "member"),
}


@writes
def set_portrait(owner: Owner, owner_id: int, digest: str | None) -> None:
    """Give a creature or a party member a portrait (a picture already kept), or take it away (None)."""
    table, portraits, column = _OWNERS[owner]
    if table.get_or_none(table.id == owner_id) is None:
        raise NotFoundError(
            t("That creature no longer exists.")
            if owner == "creature"
            else t("That character no longer exists.")
        )
    key = getattr(portraits, column)
    portraits.delete().where(key == owner_id).execute()
    if digest is None:
        return
    if Picture.get_or_none(Picture.digest == digest) is None:
        raise InvalidValueError(t("That picture is no longer in the data file."))
    portraits.insert(**{column: owner_id, "digest": digest}).execute()


@reads
def portrait_of(owner: Owner, owner_id: int) -> str | None:
    _table, portraits, column = _OWNERS[owner]
    row = portraits.get_or_none(getattr(portraits, column) == owner_id)
    return str(row.digest) if row is not None else None


@reads
def portraits(owner: Owner) -> dict[int, str]:
    """Every portrait of creatures (or of party members): owner id -> digest."""
    _table, portraits_table, column = _OWNERS[owner]
    key = getattr(portraits_table, column)
    return {
        int(getattr(row, f"{column}_id")): str(row.digest)
        for row in portraits_table.select(key, portraits_table.digest)
    }


# --- what refers to a picture ------------------------------------------------------------------------


def layout_pictures(layout: Any) -> Iterator[str]:
    """The digests an encounter's layout refers to: its map picture and its combatants' faces."""
    if not isinstance(layout, dict):
        return
    placed = layout.get("picture")
    if isinstance(placed, dict) and is_digest(placed.get("digest")):
        yield placed["digest"]
    faces = layout.get("faces")
    if isinstance(faces, dict):
        yield from (d for d in faces.values() if is_digest(d))


@writes
def prune_pictures() -> int:
    """Remove the pictures nothing refers to any more; how many went."""
    used: set[str] = {str(r.digest) for r in CreaturePortrait.select(CreaturePortrait.digest)}
    used |= {str(r.digest) for r in MemberPortrait.select(MemberPortrait.digest)}
    for row in ZoneMapRow.select(ZoneMapRow.picture).where(ZoneMapRow.picture.is_null(False)):
        if isinstance(row.picture, dict) and is_digest(row.picture.get("digest")):
            used.add(row.picture["digest"])
    for row in Encounter.select(Encounter.layout):
        used.update(layout_pictures(row.layout))
    stale = [str(r.digest) for r in Picture.select(Picture.digest) if r.digest not in used]
    for start in range(0, len(stale), 500):
        Picture.delete().where(Picture.digest.in_(stale[start : start + 500])).execute()
    return len(stale)
