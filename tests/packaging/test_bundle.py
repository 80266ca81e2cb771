"""The installable GM Desk: the PyInstaller bundle and the .deb, built and run as a user would get them.

One build per session (see conftest.py); the package is unpacked into a temporary root with
`dpkg-deb -x` and its `/usr/bin/gm-desk` is what runs. Nothing here imports the bundle's code: the
frozen program is started as a subprocess with no Python variables in its environment.
"""

from __future__ import annotations

import configparser
import re
import shutil
import sqlite3
import subprocess
import time
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gm_desk import __version__
from tests.conftest import BESTIARY_DIR, PROJECT_ROOT
from tests.packaging.conftest import Build, build_script, clean_env, dpkg_architecture

pytestmark = pytest.mark.slow

SIZE_BUDGET = 130 * 1000 * 1000
APP_ID = "io.gmdesk.GMDesk"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# What Qt's xcb platform links against: a fresh desktop install must pull these in.
XCB_STACK = {
    "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0", "libxcb-render-util0",
    "libxcb-randr0", "libxcb-shape0", "libxcb-xkb1", "libxkbcommon-x11-0", "libxkbcommon0", "libegl1",
    "libgl1", "libfontconfig1", "libdbus-1-3", "libglib2.0-0", "libxcb1", "libx11-xcb1",
}  # fmt: skip
# Qt plugins the Linux bundle may carry; the ones in REQUIRED_PLUGINS it must carry.
PLUGINS_ON_LINUX = {
    "platforms/libqxcb.so", "platforms/libqwayland.so", "platforms/libqoffscreen.so",
    "platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "platforminputcontexts/libibusplatforminputcontextplugin.so",
    "platformthemes/libqxdgdesktopportal.so", "iconengines/libqsvgicon.so", "imageformats/libqsvg.so",
    "imageformats/libqjpeg.so", "imageformats/libqwebp.so",
    "xcbglintegrations/libqxcb-egl-integration.so", "xcbglintegrations/libqxcb-glx-integration.so",
    "wayland-shell-integration/libxdg-shell.so", "wayland-decoration-client/libbradient.so",
    "wayland-decoration-client/libadwaita.so",
}  # fmt: skip
REQUIRED_PLUGINS = {
    "platforms/libqxcb.so", "platforms/libqwayland.so", "platforms/libqoffscreen.so",
    "iconengines/libqsvgicon.so", "imageformats/libqsvg.so", "wayland-shell-integration/libxdg-shell.so",
    "platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "imageformats/libqjpeg.so", "imageformats/libqwebp.so",  # map pictures and portraits
}  # fmt: skip


def shipped_creatures() -> dict[str, int]:
    """Creatures per ruleset in the packs this checkout ships."""
    counts: dict[str, int] = {}
    for pack in sorted(BESTIARY_DIR.glob("*.toml")):
        data = tomllib.loads(pack.read_text(encoding="utf-8"))
        ruleset = data["pack"]["ruleset"]
        counts[ruleset] = counts.get(ruleset, 0) + len(data["creatures"])
    return counts


def program(build: Build, installed_root: Path | None) -> Path:
    return installed_root / "usr" / "bin" / "gm-desk" if installed_root else build.bundle / "gm-desk"


@pytest.fixture(scope="module")
def root_or_none(build: Build, tmp_path_factory) -> Path | None:
    if build.deb is None:
        return None
    root = tmp_path_factory.mktemp("selftest-root")
    subprocess.run(["dpkg-deb", "-x", str(build.deb), str(root)], check=True)
    return root


def files_of(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(path.relative_to(folder)): (path.lstat().st_size, path.lstat().st_mtime_ns)
        for path in folder.rglob("*")
    }


def tree_bytes(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


# --- the program runs --------------------------------------------------------------------------------


def test_the_installed_selftest_loads_the_packs_and_builds_the_window(build, root_or_none, tmp_path) -> None:
    done = subprocess.run(
        [str(program(build, root_or_none)), "--selftest"],
        cwd=tmp_path,  # far from the checkout: only the bundle's own files can be found
        env=clean_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    found = re.search(
        r"GM Desk (\S+) self-test passed: (\d+) creatures loaded .*main window built", done.stdout
    )
    assert found, done.stdout
    assert found.group(1) == __version__
    assert int(found.group(2)) >= 12 + 4 * 5  # every shipped pack loaded in the frozen app


def test_the_installed_program_keeps_its_data_in_the_users_folder(build, root_or_none, tmp_path) -> None:
    """A real start (no --data-dir): the data file lands in ~/.local/share/gm-desk, seeded with every pack
    (so every stat-block schema and d20's grammar work frozen), and the installation is left untouched."""
    home = tmp_path / "home"
    home.mkdir()
    install = root_or_none if root_or_none else build.bundle
    before = files_of(install)
    env = clean_env(HOME=str(home))
    for key in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env.pop(key, None)
    database = home / ".local" / "share" / "gm-desk" / "gm_desk.sqlite3"
    expected = shipped_creatures()
    log = tmp_path / "gm-desk.log"
    with open(log, "w") as output:
        running = subprocess.Popen(
            [str(program(build, root_or_none))], cwd=tmp_path, env=env, stdout=output, stderr=output
        )
        try:
            counts = wait_for_seeded(database, expected, running, deadline=time.monotonic() + 90)
        finally:
            running.terminate()
            running.wait(timeout=30)
    assert counts == expected, log.read_text()
    assert files_of(install) == before
    written = {p.relative_to(home).as_posix() for p in home.rglob("*") if p.is_file()}
    assert ".local/share/gm-desk/gm_desk.sqlite3" in written
    assert all(name.startswith((".local/share/gm-desk/", ".config/")) for name in written), written


def test_the_installed_program_shares_an_encounters_page(build, root_or_none, tmp_path) -> None:
    """`gm-desk share` frozen: aiohttp, the page's files and the data-file reader all travel in the bundle."""
    import signal
    import urllib.request

    from gm_desk.paths import database_path
    from gm_desk.rules.demo import demo_setup_for
    from gm_desk.store import repositories as repo
    from gm_desk.store.connection import open_store

    folder = tmp_path / "data"
    folder.mkdir()
    store = open_store(database_path(folder))
    try:
        campaign = repo.create_campaign("Table", "teams")
        repo.create_encounter(campaign.id, "Gate fight", "teams", demo_setup_for("teams"))
    finally:
        store.close()
    running = subprocess.Popen(
        [str(program(build, root_or_none)), "share", "gate fight", "--port", "0", "--data-dir", str(folder)],
        cwd=tmp_path,
        env=clean_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        url = running.stdout.readline().strip() if running.stdout else ""
        assert url.startswith("http://127.0.0.1:"), running.stderr.read() if running.stderr else ""
        with urllib.request.urlopen(url, timeout=10) as answer:
            assert answer.status == 200 and "Gate" in answer.read().decode()
        for name in ("page.css", "page.js"):
            with urllib.request.urlopen(url + name, timeout=10) as answer:
                assert answer.status == 200 and len(answer.read()) > 500
        running.send_signal(signal.SIGTERM)
        assert running.wait(timeout=30) == 0
    finally:
        if running.poll() is None:
            running.kill()
        running.communicate()


def wait_for_seeded(database: Path, expected: dict[str, int], running, deadline: float) -> dict[str, int]:
    """Creatures per ruleset in the app's data file once seeding committed (one transaction: all or none)."""
    from gm_desk.store.models import Creature

    counts: dict[str, int] = {}
    while time.monotonic() < deadline and running.poll() is None:
        if database.exists():
            try:
                with sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=1) as connection:
                    rows = connection.execute(
                        f"SELECT ruleset, COUNT(*) FROM {Creature._meta.table_name} GROUP BY ruleset"
                    ).fetchall()
                counts = dict(rows)
            except sqlite3.OperationalError:
                counts = {}  # not created yet, or busy for a moment
            if counts == expected:
                return counts
        time.sleep(0.2)
    return counts


# --- the bundle's contents ---------------------------------------------------------------------------


def test_the_bundle_fits_its_size_budget(build, root_or_none) -> None:
    assert tree_bytes(build.bundle) < SIZE_BUDGET
    if root_or_none:
        assert tree_bytes(root_or_none / "opt" / "gm-desk") < SIZE_BUDGET


def test_the_bundle_holds_every_gm_desk_module(build) -> None:
    from PyInstaller.archive.readers import CArchiveReader

    executable = CArchiveReader(str(build.bundle / "gm-desk"))
    frozen = set(executable.open_embedded_archive("PYZ.pyz").toc)
    built_at = (build.bundle / ".gm-desk-inputs").stat().st_mtime
    source = set()
    for path in (PROJECT_ROOT / "gm_desk").rglob("*.py"):
        if path.stat().st_mtime > built_at:
            continue  # written while this session ran: the next build takes it in
        folders = [folder for folder in path.parents if folder.is_relative_to(PROJECT_ROOT / "gm_desk")]
        if not all((folder / "__init__.py").exists() for folder in folders):
            continue  # a folder still without __init__.py is not a package yet
        parts = path.relative_to(PROJECT_ROOT).with_suffix("").parts
        source.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    source.discard("gm_desk.__main__")  # the entry script, frozen apart as __main__
    assert source - frozen == set()
    assert not {name for name in frozen if name.split(".")[0] in ("hypothesis", "pytest", "PyInstaller", "mypy")}
    assert not {name for name in frozen if name.endswith(".mypy")}  # pydantic's mypy plugin pulls mypy in


def test_the_bundle_carries_its_data_files(build) -> None:
    internal = build.bundle / "_internal"
    for pack in BESTIARY_DIR.glob("*.toml"):
        assert (internal / "bestiary" / pack.name).read_bytes() == pack.read_bytes()
    resources = PROJECT_ROOT / "resources"
    kinds = (("icons", "*.svg"), ("styles", "*.qss"), ("manual", "*.html"), ("share", "page.*"))
    files = [path for kind, pattern in kinds for path in (resources / kind).glob(pattern)]
    files += (resources / "manual").rglob("images/*.png")  # the manual's pictures, per language too
    for path in files:
        inside = path.relative_to(resources)
        assert (internal / "resources" / inside).read_bytes() == path.read_bytes()
    assert (internal / "d20" / "grammar.lark").is_file()
    assert (internal / "lark" / "grammars" / "common.lark").is_file()


def test_the_bundle_keeps_only_the_qt_parts_gm_desk_uses(build) -> None:
    qt = build.bundle / "_internal" / "PySide6" / "Qt"
    plugins = {p.relative_to(qt / "plugins").as_posix() for p in (qt / "plugins").rglob("*") if p.is_file()}
    assert REQUIRED_PLUGINS <= plugins <= PLUGINS_ON_LINUX
    # Of Qt's own translations, only those of the languages GM Desk ships (Qt's OK and Cancel in them).
    kept = sorted(p.name for p in (qt / "translations").glob("*")) if (qt / "translations").exists() else []
    assert kept == ["qtbase_de.qm", "qtbase_fr.qm"], kept
    catalogues = sorted(p.name for p in (build.bundle / "_internal" / "resources" / "i18n").glob("*.qm"))
    assert catalogues == ["gm_desk_de.qm", "gm_desk_fr.qm"], catalogues
    names = {p.name for p in build.bundle.rglob("*")}
    for unused in ("libQt6Network.so.6", "libQt6OpenGL.so.6", "libQt6Qml.so.6", "QtNetwork.abi3.so"):
        assert unused not in names
    # The desktop stack comes from the system, never from the bundle (see packaging/system_libs.py).
    assert not names & {
        "libstdc++.so.6",
        "libxcb.so.1",
        "libGL.so.1",
        "libfontconfig.so.1",
        "libglib-2.0.so.0",
    }


# --- the Debian package ------------------------------------------------------------------------------


def control_fields(deb: Path) -> dict[str, str]:
    text = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    fields, key = {}, None
    for line in text.splitlines():
        if line.startswith(" ") and key:
            fields[key] += "\n" + line
        else:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def depends_packages(fields: dict[str, str]) -> set[str]:
    return {re.split(r"[\s(]", item.strip())[0] for item in fields["Depends"].split(",")}


def test_the_control_file_names_the_package_and_its_system_libraries(build, installed) -> None:
    fields = control_fields(build.deb)
    assert fields["Package"] == "gm-desk"
    assert fields["Version"] == __version__
    assert fields["Architecture"] == dpkg_architecture()
    assert build.deb.name == f"gm-desk_{__version__}_{dpkg_architecture()}.deb"
    assert re.fullmatch(
        r"libc6 \(>= 2\.\d+\)", next(d.strip() for d in fields["Depends"].split(",") if "libc6" in d)
    )
    assert depends_packages(fields) >= XCB_STACK
    assert int(fields["Installed-Size"]) * 1024 >= tree_bytes(installed)


def test_every_library_the_bundle_links_is_shipped_or_depended_on(build, installed) -> None:
    import elfdeps
    import system_libs

    depends = depends_packages(control_fields(build.deb))
    bundle = installed / "opt" / "gm-desk"
    inside = {p.name for p in bundle.rglob("*")}
    unprovided = set()
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink() and elfdeps.is_elf(path):
            for soname in elfdeps.needed(path):
                if soname not in inside and system_libs.SONAME_PACKAGE.get(soname) not in depends:
                    unprovided.add(f"{soname} (for {path.relative_to(bundle)})")
    assert unprovided == set()


def test_the_library_table_agrees_with_dpkg_where_the_libraries_are_installed() -> None:
    """Check packaging/system_libs.py against the machine: each installed soname belongs to its package."""
    import system_libs

    if not shutil.which("dpkg") or not shutil.which("ldconfig"):
        pytest.skip("needs dpkg and ldconfig")
    cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    located = dict(re.findall(r"^\s+(\S+) \(libc6[^)]*\) => (\S+)$", cache, re.MULTILINE))
    checked = 0
    for soname, package in system_libs.SONAME_PACKAGE.items():
        if soname not in located:
            continue
        owner = subprocess.run(
            ["dpkg", "-S", str(Path(located[soname]).resolve())], capture_output=True, text=True
        )
        if owner.returncode != 0:
            owner = subprocess.run(["dpkg", "-S", located[soname]], capture_output=True, text=True)
        owners = {name.split(":")[0].removesuffix("t64") for name in owner.stdout.split(":")[0].split(", ")}
        assert package in owners, f"{soname}: table says {package}, dpkg says {owner.stdout.strip()}"
        checked += 1
    assert checked >= 5  # libc, libstdc++, zlib... are on any Debian system


def test_the_package_installs_only_its_own_paths_as_root(build) -> None:
    listing = subprocess.run(["dpkg-deb", "-c", str(build.deb)], capture_output=True, text=True, check=True)
    allowed = (
        "./opt/gm-desk/", "./usr/bin/gm-desk", "./usr/share/applications/gm-desk.desktop",
        "./usr/share/metainfo/", "./usr/share/icons/hicolor/", "./usr/share/doc/gm-desk/",
    )  # fmt: skip
    for line in listing.stdout.splitlines():
        mode, owner, _size, _date, _time, path, *_ = line.split()
        assert owner == "root/root", line
        if not mode.startswith("d"):
            assert path.startswith(allowed), line
    assert "./usr/bin/gm-desk -> ../../opt/gm-desk/gm-desk" in listing.stdout


# --- desktop integration -----------------------------------------------------------------------------


def test_the_desktop_entry_is_valid_and_points_at_installed_files(installed) -> None:
    path = installed / "usr" / "share" / "applications" / "gm-desk.desktop"
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # keys are case-sensitive
    entry.read_string(path.read_text(encoding="utf-8"))
    main = entry["Desktop Entry"]
    assert main["Type"] == "Application"
    assert main["Name"] == "GM Desk"
    assert main["Terminal"] == "false"
    assert (installed / "usr" / "bin" / main["Exec"].split()[0]).exists()
    assert main["Categories"].endswith(";") and "Game" in main["Categories"].split(";")
    icons = installed / "usr" / "share" / "icons" / "hicolor"
    assert (icons / "scalable" / "apps" / f"{main['Icon']}.svg").is_file()
    for size in ICON_SIZES:
        png = icons / f"{size}x{size}" / "apps" / f"{main['Icon']}.png"
        assert png_size(png.read_bytes()) == (size, size)
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
        assert (checked.returncode, checked.stdout + checked.stderr) == (0, "")


def test_the_appstream_metainfo_is_valid_and_matches_the_release(installed) -> None:
    path = installed / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    component = ET.parse(path).getroot()
    assert component.tag == "component" and component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    assert component.findtext("metadata_license") == "CC0-1.0"
    assert component.findtext("project_license") == "MIT"
    assert component.findtext("name") == "GM Desk"
    assert component.find("description/p") is not None
    launchable = component.find("launchable")
    assert launchable.get("type") == "desktop-id"
    assert (installed / "usr" / "share" / "applications" / launchable.text).is_file()
    assert component.findtext("provides/binary") == "gm-desk"
    newest = component.find("releases/release")
    assert newest.get("version") == __version__, "add this version's <release> to the metainfo"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", newest.get("date"))
    if shutil.which("appstreamcli"):
        checked = subprocess.run(
            ["appstreamcli", "validate-tree", "--no-net", str(installed)], capture_output=True, text=True
        )
        assert checked.returncode == 0, checked.stdout + checked.stderr


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_the_build_reports_where_it_put_things(build) -> None:
    script = build_script()
    assert build.bundle == PROJECT_ROOT / "dist" / "gm-desk"
    assert (build.bundle / "gm-desk").stat().st_mode & 0o111
    assert script.version() == __version__
