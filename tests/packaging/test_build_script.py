"""packaging/build.py's quick parts: platform refusals, the app icon in every size and format.

These run without building anything; test_bundle.py builds and runs the real thing.
"""

from __future__ import annotations

import struct
import subprocess
import sys

import pytest

from tests.packaging.conftest import PACKAGING_DIR

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def run_build(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(PACKAGING_DIR / "build.py"), *args], capture_output=True, text=True, timeout=60
    )


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.mark.skipif(sys.platform == "win32", reason="on Windows the windows target builds")
def test_the_windows_installer_is_refused_elsewhere_with_a_sentence() -> None:
    done = run_build("windows")
    assert done.returncode == 2
    assert done.stderr.strip() == (
        f"build: build.py windows makes the Windows installer and must run on Windows (this is {sys.platform})."
    )


@pytest.mark.skipif(sys.platform == "darwin", reason="on macOS the macos target builds")
def test_the_macos_disk_image_is_refused_elsewhere_with_a_sentence() -> None:
    done = run_build("macos")
    assert done.returncode == 2
    assert done.stderr.strip() == (
        f"build: build.py macos makes the macOS disk image and must run on macOS (this is {sys.platform})."
    )


def test_an_unknown_target_is_a_usage_error() -> None:
    done = run_build("rpm")
    assert done.returncode == 2
    assert "invalid choice: 'rpm'" in done.stderr


def test_the_committed_icons_have_their_sizes() -> None:
    import make_icons

    for size in make_icons.SIZES:
        assert png_size(make_icons.png_path(size).read_bytes()) == (size, size)


def test_the_committed_icons_are_renderings_of_the_current_svg(qapp) -> None:
    """Someone changed gm-desk.svg without running packaging/make_icons.py, if this fails."""
    import make_icons
    from PySide6.QtGui import QImage

    for size in (16, 48, 256):
        fresh = make_icons.render(size).convertToFormat(QImage.Format.Format_ARGB32)
        committed = QImage(str(make_icons.png_path(size))).convertToFormat(QImage.Format.Format_ARGB32)
        assert (committed.width(), committed.height()) == (size, size)
        fresh_bytes, committed_bytes = bytes(fresh.constBits()), bytes(committed.constBits())
        # Renderers may differ by a rounding step between Qt versions; a changed drawing differs by far more.
        drift = sum(abs(a - b) for a, b in zip(fresh_bytes, committed_bytes)) / len(fresh_bytes)
        assert drift < 2.0, f"{size}px icon differs from the SVG by {drift:.1f} per channel"


def test_the_windows_icon_holds_every_size_as_png() -> None:
    import icon_files

    data = icon_files.ico_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, len(icon_files.ICO_SIZES))
    for index, size in enumerate(icon_files.ICO_SIZES):
        width, height, _colours, _zero, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert (width or 256, height or 256, planes, bits) == (size, size, 1, 32)
        assert png_size(data[offset : offset + length]) == (size, size)
    assert offset + length == len(data)


def test_the_macos_icon_holds_every_size_as_png() -> None:
    import icon_files

    data = icon_files.icns_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    position, found = 8, []
    while position < len(data):
        code, length = data[position : position + 4], struct.unpack_from(">I", data, position + 4)[0]
        found.append((code, png_size(data[position + 8 : position + length])[0]))
        position += length
    assert found == list(icon_files.ICNS_TYPES)


def test_the_icon_files_are_written_where_the_spec_looks(tmp_path) -> None:
    import icon_files

    ico, icns = icon_files.write_icons(tmp_path / "icons")
    assert (ico.name, icns.name) == ("gm-desk.ico", "gm-desk.icns")
    assert ico.read_bytes() == icon_files.ico_bytes()
    assert 'build" / "icons" / "gm-desk.ico' in (PACKAGING_DIR / "gm-desk.spec").read_text()


def test_the_spec_carries_the_manual_and_its_pictures() -> None:
    """The spec's data_files, read alone (the rest of the spec needs PyInstaller running)."""
    import ast
    from pathlib import Path

    source = (PACKAGING_DIR / "gm-desk.spec").read_text(encoding="utf-8")
    (function,) = [n for n in ast.parse(source).body if isinstance(n, ast.FunctionDef) and n.name == "data_files"]
    space: dict[str, object] = {"ROOT": PACKAGING_DIR.parent, "Path": Path}
    exec(compile(ast.Module([function], []), "gm-desk.spec", "exec"), space)
    carried = {(Path(src).relative_to(PACKAGING_DIR.parent).as_posix(), dest) for src, dest in space["data_files"]()}
    manual = PACKAGING_DIR.parent / "resources" / "manual"
    pictures = sorted(manual.rglob("images/*.png"))
    assert pictures
    for path in [*manual.glob("*.html"), *pictures]:
        where = path.relative_to(PACKAGING_DIR.parent)
        assert (where.as_posix(), where.parent.as_posix()) in carried
