"""Real picture files for the tests, made with Pillow, and hostile ones made from them by hand."""

from __future__ import annotations

import io
import struct
import zlib

from PIL import Image


def picture_bytes(kind: str = "png", size: tuple[int, int] = (64, 48), colour: str = "#3a6ea5") -> bytes:
    """A real picture of ``kind`` (png, jpeg, webp) with a diagonal stripe, so it is not all one colour."""
    image = Image.new("RGB", size, colour)
    for i in range(min(size)):
        image.putpixel((i, i), (240, 200, 40))
    out = io.BytesIO()
    image.save(out, format={"png": "PNG", "jpeg": "JPEG", "webp": "WEBP"}[kind])
    return out.getvalue()


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def png_claiming(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width`` x ``height`` (1-bit grey) and whose few compressed bytes
    would inflate to all of it: a decompression bomb, a few kilobytes long."""
    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    row = b"\x00" + b"\x00" * ((width + 7) // 8)
    squeezer = zlib.compressobj(9)
    body = b""
    rows = min(height, 4000)  # enough rows to start inflating; the header says the rest
    for _ in range(rows):
        body += squeezer.compress(row)
    body += squeezer.flush()
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", body) + _chunk(b"IEND", b"")


def png_with_bad_crc() -> bytes:
    """A real PNG with one byte of its pixel data changed (its checksum no longer matches)."""
    data = bytearray(picture_bytes("png", (80, 80)))
    at = data.index(b"IDAT") + 10
    data[at] ^= 0xFF
    return bytes(data)


def gif_bytes() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8), "red").save(out, format="GIF")
    return out.getvalue()


def bmp_bytes() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8), "red").save(out, format="BMP")
    return out.getvalue()
