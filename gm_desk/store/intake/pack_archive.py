"""Pack archives: a bestiary pack and its creatures' portraits in one ZIP file, read as hostile input.

An archive holds one pack file (``*.toml`` or ``*.json``, at the top) and a ``portraits/`` folder whose
pictures are named for the creatures they show (``portraits/Glass Hound.png``; case and accents aside).
Nothing is unpacked to disk. Before anything is read the archive's size, its number of entries and
each entry's declared size are bounded; each entry is then read with a limit of its own (a declared size
is not trusted), the pack goes through the pack's gate (`pack_load.parse_pack`) and every picture
through the picture check (format, name ending, size, bombs, damage). A portrait that names no creature
of the pack, a second pack file, an entry outside ``portraits/`` or a path that climbs out refuses the
whole archive, as one `PackError` naming the archive and the entry.
"""

from __future__ import annotations

import dataclasses
import zipfile
from collections.abc import Callable
from pathlib import Path, PurePosixPath

from gm_desk.rules.i18n import t
from gm_desk.rules.intake import shown_file
from gm_desk.rules.names import lookalike_key
from gm_desk.store.errors import InvalidValueError
from gm_desk.store.intake.pack_load import load_pack as load_pack_file
from gm_desk.store.intake.pack_load import parse_pack
from gm_desk.store.intake.pack_types import MAX_PACK_BYTES, Pack, PackError
from gm_desk.store.intake.picture import MAX_PICTURE_BYTES, check_picture

MAX_ARCHIVE_BYTES = 256 * 1024 * 1024
MAX_ENTRIES = 2_000
PORTRAITS = "portraits"
_IGNORED = ("__MACOSX/",)  # what a Mac's archiver adds beside the files


def is_archive(path: Path) -> bool:
    return Path(path).suffix.casefold() == ".zip"


def load_pack(path: Path) -> Pack:
    """The pack at ``path``: a pack file, or a pack archive (``.zip``) with its portraits."""
    return load_pack_archive(path) if is_archive(path) else load_pack_file(path)


def load_pack_archive(path: Path) -> Pack:
    """The pack an archive holds, with its portraits checked; PackError for anything short of that."""
    path = Path(path)
    shown = shown_file(path.name)

    def refuse(reason: str) -> PackError:
        return PackError([t("{name}: {reason}; nothing was imported", name=shown, reason=reason)])

    try:
        size = path.stat().st_size
    except OSError as exc:
        raise refuse(exc.strerror or str(exc)) from None
    if size > MAX_ARCHIVE_BYTES:
        raise refuse(t("is larger than {size} MB", size=MAX_ARCHIVE_BYTES // (1024 * 1024)))
    try:
        with zipfile.ZipFile(path) as archive:
            entries = [i for i in archive.infolist() if not i.is_dir() and not i.filename.startswith(_IGNORED)]
            if len(entries) > MAX_ENTRIES:
                raise refuse(t("holds {count} files; a pack archive may hold {limit}", count=len(entries), limit=MAX_ENTRIES))
            packs, pictures = _sort(entries, refuse)
            pack = parse_pack(_read(archive, packs[0], MAX_PACK_BYTES, refuse), f"{shown}: {packs[0].filename}")
            portraits = []
            by_key = {lookalike_key(c.name): c.name for c in pack.creatures}
            for entry in pictures:
                stem = PurePosixPath(entry.filename).stem
                creature = by_key.get(lookalike_key(stem))
                if creature is None:
                    raise refuse(t("{entry} names no creature of the pack", entry=shown_file(entry.filename)))
                data = _read(archive, entry, MAX_PICTURE_BYTES, refuse)
                try:
                    picture = check_picture(data, f"{shown}: {entry.filename}")
                except InvalidValueError as exc:
                    raise PackError([str(exc)]) from None
                portraits.append((creature, picture))
    except zipfile.BadZipFile:
        raise refuse(t("is not a ZIP archive, or it is damaged")) from None
    except (zipfile.LargeZipFile, NotImplementedError, RuntimeError):
        raise refuse(t("uses a ZIP feature GM Desk does not read (encryption, an unknown compression)")) from None
    except OSError as exc:
        raise refuse(exc.strerror or str(exc)) from None
    return dataclasses.replace(pack, source=path, portraits=tuple(portraits))


def _sort(
    entries: list[zipfile.ZipInfo], refuse: Callable[[str], PackError]
) -> tuple[list[zipfile.ZipInfo], list[zipfile.ZipInfo]]:
    """The pack file and the portraits; a refusal for anything else."""
    packs: list[zipfile.ZipInfo] = []
    pictures: list[zipfile.ZipInfo] = []
    for entry in entries:
        parts = PurePosixPath(entry.filename).parts
        if entry.filename.startswith("/") or ".." in parts or "\\" in entry.filename:
            raise refuse(t("{entry} points outside the archive", entry=shown_file(entry.filename)))
        if len(parts) == 1 and PurePosixPath(entry.filename).suffix.casefold() in (".toml", ".json"):
            packs.append(entry)
        elif len(parts) == 2 and parts[0].casefold() == PORTRAITS:
            pictures.append(entry)
        else:
            raise refuse(
                t(
                    "{entry} is neither the pack file nor a picture in portraits/",
                    entry=shown_file(entry.filename),
                )
            )
    if len(packs) != 1:
        raise refuse(t("must hold exactly one pack file (.toml or .json) at its top, not {count}", count=len(packs)))
    return packs, pictures


def _read(
    archive: zipfile.ZipFile, entry: zipfile.ZipInfo, limit: int, refuse: Callable[[str], PackError]
) -> bytes:
    """The entry's bytes, never more than ``limit`` of them whatever its header says."""
    if entry.file_size > limit:
        raise refuse(t("{entry} is larger than {size} MB", entry=shown_file(entry.filename), size=limit // (1024 * 1024)))
    with archive.open(entry) as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise refuse(t("{entry} is larger than {size} MB", entry=shown_file(entry.filename), size=limit // (1024 * 1024)))
    return bytes(data)
