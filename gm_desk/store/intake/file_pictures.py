"""Pictures travelling inside a file (an encounter file, a map file): written as base64 text under the
sha256 of their bytes, read back through the same check as a picture file chosen on disk.

A file carries ``"pictures": {digest: {"kind": "png" | "jpeg" | "webp", "data": base64}}`` beside what
refers to them (an encounter's layout, a map's picture). Coming in, every picture is decoded, checked
(`gm_desk.store.intake.picture`: format, size, bombs, damage) and its digest recomputed: a picture whose
bytes are not those its name says is refused, and so is the whole file, before anything is written.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable, Mapping
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.store.errors import InvalidValueError
from gm_desk.store.intake.picture import MAX_PICTURE_BYTES, CheckedPicture, check_picture
from gm_desk.store.pictures import is_digest

MAX_FILE_PICTURES = 200  # a map and a face for every combatant of a large fight


def pictures_document(data: Mapping[str, bytes], kinds: Mapping[str, str]) -> dict[str, dict[str, str]]:
    """The ``pictures`` object a file carries: digest -> its kind and its bytes in base64."""
    return {
        digest: {"kind": kinds[digest], "data": base64.b64encode(data[digest]).decode("ascii")}
        for digest in sorted(data)
    }


def read_pictures(raw: Any, file: str) -> dict[str, CheckedPicture]:
    """The pictures a file carries, each checked; InvalidValueError naming the file and the picture.

    ``raw`` is the file's ``pictures`` value (None when it has none)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise InvalidValueError(t("{file}: pictures: must be an object of pictures by their digest.", file=file))
    if len(raw) > MAX_FILE_PICTURES:
        raise InvalidValueError(
            t("{file}: pictures: at most {limit} pictures, not {count}.", file=file, limit=MAX_FILE_PICTURES, count=len(raw))
        )
    limit = (MAX_PICTURE_BYTES * 4) // 3 + 4  # base64 of the largest picture kept
    checked: dict[str, CheckedPicture] = {}
    for digest, entry in raw.items():
        where = f"{file}: pictures.{str(digest)[:12]}"
        if not is_digest(digest):
            raise InvalidValueError(t("{where}: a picture is named by the sha256 of its bytes (64 hex digits).", where=where))
        text = entry.get("data") if isinstance(entry, dict) else None
        if not isinstance(text, str) or not text:
            raise InvalidValueError(t("{where}: holds no picture data.", where=where))
        if len(text) > limit:
            raise InvalidValueError(
                t("{where}: larger than {value} MB.", where=where, value=MAX_PICTURE_BYTES // (1024 * 1024))
            )
        try:
            data = base64.b64decode(text.encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError, ValueError):
            raise InvalidValueError(t("{where}: its data is not base64 text.", where=where)) from None
        picture = check_picture(data, label=where)
        said = entry.get("kind")
        if said is not None and said != picture.kind:
            raise InvalidValueError(
                t("{where}: is said to be {said} but holds a {kind} picture.", where=where, said=str(said)[:12], kind=picture.kind)
            )
        if picture.digest != digest:
            raise InvalidValueError(
                t("{where}: its bytes are not those its name says (damaged or altered).", where=where)
            )
        checked[digest] = picture
    return checked


def referenced(checked: Mapping[str, CheckedPicture], wanted: Iterable[str]) -> dict[str, CheckedPicture]:
    """The checked pictures among ``wanted`` (what the file's layout or map refers to)."""
    return {digest: checked[digest] for digest in wanted if digest in checked}
