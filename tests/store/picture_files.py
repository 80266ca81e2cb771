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


def battle_map_bytes(size: tuple[int, int] = (1200, 800), kind: str = "jpeg") -> bytes:
    """A drawn battle map (grass, a river, a road, a ruined wall, trees), as a GM would scan one."""
    from PIL import ImageDraw

    width, height = size
    image = Image.new("RGB", size, (122, 148, 88))
    draw = ImageDraw.Draw(image)
    for i in range(0, width, 37):  # tufts of grass
        for j in range((i * 7) % 23, height, 41):
            draw.line([(i, j), (i + 4, j - 7)], fill=(96, 124, 66), width=2)
    river = [(int(width * 0.62 + 60 * ((y / height) - 0.5) ** 2 * 8), y) for y in range(0, height + 1, 20)]
    draw.line(river, fill=(74, 118, 160), width=int(width * 0.06))
    draw.line([(0, int(height * 0.55)), (width, int(height * 0.45))], fill=(170, 150, 110), width=int(height * 0.08))
    wall = (int(width * 0.12), int(height * 0.12), int(width * 0.34), int(height * 0.3))
    draw.rectangle(wall, outline=(90, 86, 80), width=9)
    for k in range(9):  # trees
        x, y = int(width * (0.08 + 0.1 * k)) % width, int(height * (0.78 + 0.05 * (k % 3)))
        draw.ellipse([x - 28, y - 28, x + 28, y + 28], fill=(54, 92, 50), outline=(38, 64, 36), width=3)
    out = io.BytesIO()
    image.save(out, format={"png": "PNG", "jpeg": "JPEG", "webp": "WEBP"}[kind], quality=88)
    return out.getvalue()
