"""Pictures coming in (a map picture, a portrait, a picture in an encounter file, a map file or a pack
archive): checked whole before anything is kept.

A picture is kept byte for byte as it came (so it travels out again unchanged), and only when it is
what it says it is: a PNG, JPEG or WebP picture (by its first bytes, and by its name's ending when it
has a name), at most `MAX_PICTURE_BYTES` long and `MAX_PIXELS` pixels (`MAX_SIDE` a side) once decoded,
and whole (decoded to its last pixel: a truncated or damaged file is refused). The size is read from
the header before any pixel is decoded, so a decompression bomb (a few kilobytes that would fill the
memory) is refused without being opened further.

The decoding is Pillow's, a well-kept imaging library: it reads the three formats, knows their
damaged forms, and guards against decompression bombs itself (its own limit is set far above ours, as
a second fence).
"""

from __future__ import annotations

import hashlib
import io
import warnings
from dataclasses import dataclass
from pathlib import Path

from gm_desk.rules.i18n import t
from gm_desk.rules.intake import shown_file
from gm_desk.store.errors import InvalidValueError
from gm_desk.store.intake.reading import FileRefused, read_limited

MAX_PICTURE_BYTES = 20 * 1024 * 1024
MAX_PIXELS = 40_000_000  # 8000 x 5000: a large battle map at a good resolution
MAX_SIDE = 16_384

# Kind -> (the name a GM knows, the MIME type, the endings a file of that kind may have)
KINDS = {
    "png": ("PNG", "image/png", (".png",)),
    "jpeg": ("JPEG", "image/jpeg", (".jpg", ".jpeg", ".jpe")),
    "webp": ("WebP", "image/webp", (".webp",)),
}
_PILLOW_FORMATS = {"PNG": "png", "JPEG": "jpeg", "WEBP": "webp"}


@dataclass(frozen=True)
class CheckedPicture:
    data: bytes
    kind: str  # png, jpeg or webp
    width: int
    height: int
    digest: str  # sha256 of the bytes, in hex: the picture's name in the data file

    @property
    def mime(self) -> str:
        return KINDS[self.kind][1]


def sniff(data: bytes) -> str | None:
    """The kind the first bytes announce (png, jpeg, webp), or None."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if data.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if len(data) >= 12 and data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    return None


def _refuse(name: str | None, reason: str) -> InvalidValueError:
    shown = name or t("The picture")
    return InvalidValueError(t("{name}: {reason}; nothing was changed.", name=shown, reason=reason))


def check_picture(data: bytes, name: str | None = None) -> CheckedPicture:
    """``data`` as a checked picture, or InvalidValueError in a GM's words (``name``, the file's name
    as shown, leads the message)."""
    shown = shown_file(name) if name else None
    if not data:
        raise _refuse(shown, t("is empty, not a picture"))
    if len(data) > MAX_PICTURE_BYTES:
        raise _refuse(
            shown,
            t(
                "is {size} MB; a picture may be at most {limit} MB",
                size=round(len(data) / 1024 / 1024, 1),
                limit=MAX_PICTURE_BYTES // 1024 // 1024,
            ),
        )
    kind = sniff(data)
    if kind is None:
        raise _refuse(shown, t("is not a PNG, JPEG or WebP picture"))
    if name:
        suffix = Path(name).suffix.casefold()
        named = next((k for k, (_, _, endings) in KINDS.items() if suffix in endings), None)
        if named is None:
            raise _refuse(
                shown,
                t("has the ending '{suffix}'; a picture ends in .png, .jpg, .jpeg or .webp", suffix=suffix),
            )
        if named != kind:
            raise _refuse(
                shown,
                t(
                    "is named as a {named} picture but holds a {kind} one",
                    named=KINDS[named][0],
                    kind=KINDS[kind][0],
                ),
            )
    width, height = _decode(data, kind, shown)
    return CheckedPicture(data, kind, width, height, hashlib.sha256(data).hexdigest())


def _decode(data: bytes, kind: str, shown: str | None) -> tuple[int, int]:
    """The picture's size, after decoding every pixel (refusals in words for what cannot be)."""
    from PIL import Image, UnidentifiedImageError  # not at start-up: only a picture coming in needs it

    damaged = _refuse(shown, t("is damaged or cut short: it cannot be read to its end"))
    # Pillow's own bomb limit far above ours: ours is checked from the header, before decoding.
    Image.MAX_IMAGE_PIXELS = MAX_PIXELS * 4
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            with Image.open(io.BytesIO(data), formats=list(_PILLOW_FORMATS)) as image:
                width, height = image.size
                fits = _PILLOW_FORMATS.get(str(image.format)) == kind and _size_refusal(width, height) is None
                if fits:
                    image.load()
        except (Image.DecompressionBombError, Image.DecompressionBombWarning):
            raise _refuse(
                shown,
                t(
                    "claims more pixels than a picture may have (at most {limit} million): a "
                    "decompression bomb, or a picture far too large",
                    limit=MAX_PIXELS // 1_000_000,
                ),
            ) from None
        except UnidentifiedImageError:
            raise damaged from None
        except (OSError, SyntaxError, ValueError, EOFError, MemoryError):
            raise damaged from None
    if not fits:
        refusal = _size_refusal(width, height)
        raise _refuse(shown, refusal if refusal is not None else t("is not a PNG, JPEG or WebP picture"))
    return width, height


def _size_refusal(width: int, height: int) -> str | None:
    """Why a picture of this size is refused, or None."""
    if width < 1 or height < 1:
        return t("has no pixels")
    if width > MAX_SIDE or height > MAX_SIDE or width * height > MAX_PIXELS:
        return t(
            "is {width}×{height} pixels; a picture may have at most {limit} million pixels and {side} a side",
            width=width,
            height=height,
            limit=MAX_PIXELS // 1_000_000,
            side=MAX_SIDE,
        )
    return None


def read_picture_file(path: Path) -> CheckedPicture:
    """The picture file at ``path``, read through the intake's one door and checked."""
    name = shown_file(Path(path).name)
    try:
        data = read_limited(Path(path), MAX_PICTURE_BYTES)
    except FileRefused as refused:
        if refused.size is not None:
            raise _refuse(
                name,
                t(
                    "is {size} MB; a picture may be at most {limit} MB",
                    size=round(refused.size / 1024 / 1024, 1),
                    limit=MAX_PICTURE_BYTES // 1024 // 1024,
                ),
            ) from None
        raise _refuse(name, refused.reason) from None
    return check_picture(data, Path(path).name)
