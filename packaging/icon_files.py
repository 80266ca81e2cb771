"""Windows .ico and macOS .icns files assembled from the committed PNG icons, with no image library.

Both formats are containers of PNG images: ICO since Windows Vista, ICNS for the `icp4`..`ic10` types.
build.py writes them to build/icons/ before PyInstaller runs on Windows or macOS.
"""

from __future__ import annotations

import struct
from pathlib import Path

from make_icons import png_path

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS type codes for PNG payloads, one per size (ic10, 1024 px, would need a bigger PNG).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
)


def ico_bytes(sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    images = [png_path(size).read_bytes() for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(images)
    entries, payload = b"", b""
    for size, data in zip(sizes, images, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + entries + payload


def icns_bytes() -> bytes:
    body = b""
    for code, size in ICNS_TYPES:
        data = png_path(size).read_bytes()
        body += code + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path) -> tuple[Path, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    ico, icns = folder / "gm-desk.ico", folder / "gm-desk.icns"
    ico.write_bytes(ico_bytes())
    icns.write_bytes(icns_bytes())
    return ico, icns
