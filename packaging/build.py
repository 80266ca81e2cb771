"""Build GM Desk's installable forms from the checked-in spec.

    python packaging/build.py bundle     # dist/gm-desk/: the one-folder PyInstaller bundle (any platform)
    python packaging/build.py deb        # dist/gm-desk_<version>_<arch>.deb (Debian/Ubuntu, needs dpkg-deb)
    python packaging/build.py windows    # dist/gm-desk-<version>-setup.exe (Windows, needs Inno Setup 6)
    python packaging/build.py macos      # dist/GM-Desk-<version>.dmg (macOS, needs hdiutil)

    python packaging/build.py TARGET --dry-run            # say each step and check the inputs; build nothing
    python packaging/build.py TARGET --selftest-installed # install what was built, run its --selftest

Every platform-specific step lives here (the release workflow, .github/workflows/release.yml, only calls
this script on each platform's runner). --dry-run works on any platform: it is how the Windows and
macOS steps are checked on Linux.

Run it with the project's virtualenv Python; PyInstaller is installed into it when missing. A bundle
whose inputs (sources, packs, resources, spec, tool versions) are unchanged is reused; --force rebuilds.
Exit codes: 0 built, 1 a build step failed, 2 wrong platform or a missing tool (the message says which).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import elfdeps  # noqa: E402
import system_libs  # noqa: E402

SPEC = HERE / "gm-desk.spec"
DIST = ROOT / "dist"
BUILD = ROOT / "build"
BUNDLE = DIST / "gm-desk"
STAMP = BUNDLE / ".gm-desk-inputs"
SIZE_BUDGET_MB = 130
APP_ID = "io.gmdesk.GMDesk"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# glibc's own libraries, always present: they need no Depends beyond libc6 itself.
LIBC_SONAMES = set(system_libs.SYSTEM_PACKAGES["libc6"])


class BuildError(Exception):
    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


def say(message: str) -> None:
    print(f"build: {message}", file=sys.stderr, flush=True)


def version() -> str:
    text = (ROOT / "gm_desk" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if not match:
        raise BuildError("gm_desk/__init__.py has no __version__ line")
    return match.group(1)


def tree_size(path: Path) -> int:
    """Bytes of regular files under `path`, symlinks not followed (what `du -b` of the unpacked tree says)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


@contextlib.contextmanager
def build_lock():
    """One build at a time per checkout: two test runs must not write dist/ together."""
    BUILD.mkdir(exist_ok=True)
    if os.name != "posix":
        yield
        return
    import fcntl

    with open(BUILD / ".build.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


# --- bundle -------------------------------------------------------------------------------------------


def ensure_pyinstaller() -> str:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        say("PyInstaller is missing; installing it into this Python environment")
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "pyinstaller>=6.10"], check=True)
    from PyInstaller import __version__ as pyinstaller_version

    return pyinstaller_version


def input_digest(tool_version: str) -> str:
    """A digest of everything that decides the bundle's contents."""
    from importlib.metadata import version as dist_version

    digest = hashlib.sha256()
    files = [SPEC, HERE / "system_libs.py", ROOT / "pyproject.toml"]
    files += sorted((ROOT / "gm_desk").rglob("*.py"))
    files += sorted((ROOT / "bestiary").glob("*.toml"))
    files += sorted((ROOT / "resources").rglob("*.svg")) + sorted((ROOT / "resources").rglob("*.qss"))
    files += sorted((BUILD / "icons").glob("gm-desk.*")) if sys.platform in ("win32", "darwin") else []
    for path in files:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    for name in ("PySide6-Essentials", "pydantic", "d20", "peewee", "platformdirs", "lark-parser"):
        with contextlib.suppress(Exception):
            digest.update(f"{name}={dist_version(name)}".encode())
    digest.update(f"{sys.executable} {sys.version} pyinstaller={tool_version}".encode())
    return digest.hexdigest()


def ensure_strip_tool() -> None:
    """binutils' `strip` (unstripped, the bundle misses its size budget): installed as root, else asked for."""
    if not sys.platform.startswith("linux") or shutil.which("strip"):
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        say("installing binutils (for strip)")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], env=env, stdout=subprocess.DEVNULL)
        subprocess.run(
            ["apt-get", "install", "-y", "-qq", "--no-install-recommends", "binutils"],
            env=env,
            stdout=subprocess.DEVNULL,
        )
    if shutil.which("strip") is None:
        raise BuildError(
            "the bundle is stripped with binutils' `strip`, which is missing; "
            "install it with: sudo apt-get install -y binutils",
            code=2,
        )


def build_bundle(force: bool = False) -> Path:
    """dist/gm-desk/ from the spec, or the existing one when its inputs are unchanged."""
    tool_version = ensure_pyinstaller()
    ensure_strip_tool()
    if sys.platform in ("win32", "darwin"):
        from icon_files import write_icons

        write_icons(BUILD / "icons")
    wanted = input_digest(tool_version)
    if not force and STAMP.is_file() and STAMP.read_text().strip() == wanted:
        say(f"reusing {BUNDLE.relative_to(ROOT)} (inputs unchanged)")
        return BUNDLE
    started = time.monotonic()
    say(f"PyInstaller {tool_version}: building {BUNDLE.relative_to(ROOT)}")
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller"), str(SPEC),
    ]  # fmt: skip
    result = subprocess.run(command, cwd=ROOT)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed (exit {result.returncode})")
    size_mb = tree_size(BUNDLE) / 1e6
    say(f"bundle built in {time.monotonic() - started:.0f} s: {size_mb:.1f} MB unpacked")
    if size_mb >= SIZE_BUDGET_MB:
        raise BuildError(f"the bundle is {size_mb:.1f} MB, over the {SIZE_BUDGET_MB} MB budget")
    STAMP.write_text(wanted + "\n")
    return BUNDLE


# --- Debian package -----------------------------------------------------------------------------------


def system_packages(bundle: Path) -> list[str]:
    """The Debian packages providing every library the bundle's files link but do not carry."""
    inside = {p.name for p in bundle.rglob("*") if p.is_file()}
    packages, unknown = set(), {}
    for path in bundle.rglob("*"):
        if not path.is_file() or path.is_symlink() or not elfdeps.is_elf(path):
            continue
        for soname in elfdeps.needed(path):
            if soname in inside:
                continue
            package = system_libs.SONAME_PACKAGE.get(soname)
            if package is None:
                unknown.setdefault(soname, path.relative_to(bundle))
            else:
                packages.add(package)
    if unknown:
        listed = ", ".join(f"{name} (needed by {who})" for name, who in sorted(unknown.items()))
        raise BuildError(f"no Debian package known for {listed}; add it to packaging/system_libs.py")
    return sorted(packages)


def glibc_version() -> str:
    found = os.confstr("CS_GNU_LIBC_VERSION") or "glibc 2.36"
    return found.split()[-1]


def control_text(bundle: Path, installed_kib: int, arch: str) -> str:
    depends = []
    for package in system_packages(bundle):
        # The interpreter and Qt were linked on this glibc; an older one may lack symbols they use.
        depends.append(f"libc6 (>= {glibc_version()})" if package == "libc6" else package)
    return (
        "Package: gm-desk\n"
        f"Version: {version()}\n"
        f"Architecture: {arch}\n"
        "Maintainer: The GM Desk team <gm-desk@users.noreply.invalid>\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        "Recommends: hicolor-icon-theme\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: offline combat assistant for tabletop game masters\n"
        " GM Desk runs zone-based tabletop fights: a bestiary to prep creatures, a zone\n"
        " map to lay out the battlefield, and a combat tracker that does the turn order,\n"
        " the rolls and the wounds for five combat systems, with undo for everything.\n"
        " .\n"
        " The program lives in /opt/gm-desk; each user's data stays in\n"
        " ~/.local/share/gm-desk.\n"
    )


def copy_file(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def stage_deb(bundle: Path, root: Path, arch: str) -> None:
    """Lay out the package's file tree under `root`, DEBIAN/control included."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(
        bundle, root / "opt" / "gm-desk", symlinks=True, ignore=shutil.ignore_patterns(".gm-desk-*")
    )
    (root / "usr" / "bin").mkdir(parents=True)
    # Relative, so that the tree also runs unpacked anywhere (dpkg-deb -x into a test folder).
    (root / "usr" / "bin" / "gm-desk").symlink_to("../../opt/gm-desk/gm-desk")
    share = root / "usr" / "share"
    copy_file(HERE / "linux" / "gm-desk.desktop", share / "applications" / "gm-desk.desktop")
    copy_file(HERE / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    copy_file(HERE / "linux" / "copyright", share / "doc" / "gm-desk" / "copyright")
    icons = share / "icons" / "hicolor"
    copy_file(ROOT / "resources" / "icons" / "gm-desk.svg", icons / "scalable" / "apps" / "gm-desk.svg")
    for size in PNG_SIZES:
        source = ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "gm-desk.png"
        copy_file(source, icons / f"{size}x{size}" / "apps" / "gm-desk.png")
    # dpkg keeps modes as they are on disk: directories and programs 755, everything else 644.
    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            path.chmod(0o755 if path.stat().st_mode & 0o111 else 0o644)
    installed_kib = (tree_size(root) + 1023) // 1024
    (root / "DEBIAN").mkdir(mode=0o755)
    (root / "DEBIAN" / "control").write_text(control_text(bundle, installed_kib, arch))


def build_deb(force: bool = False) -> Path:
    bundle = build_bundle(force)
    started = time.monotonic()
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True)
    arch = arch.stdout.strip()
    root = BUILD / "deb" / "root"
    stage_deb(bundle, root, arch)
    target = DIST / f"gm-desk_{version()}_{arch}.deb"
    result = subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        raise BuildError(f"dpkg-deb failed: {result.stderr.strip()}")
    say(
        f"{target.relative_to(ROOT)}: {target.stat().st_size / 1e6:.1f} MB in {time.monotonic() - started:.0f} s"
    )
    return target


# --- Windows and macOS --------------------------------------------------------------------------------


def find_iscc() -> str:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        candidate = Path(base or "C:/nonexistent") / "Inno Setup 6" / "ISCC.exe"
        if candidate.is_file():
            return str(candidate)
    raise BuildError("Inno Setup 6 is missing: install it from jrsoftware.org (ISCC.exe on PATH).", code=2)


def build_windows(force: bool = False) -> Path:
    iscc = find_iscc()
    bundle = build_bundle(force)
    command = [
        iscc, f"/DAppVersion={version()}", f"/DBundleDir={bundle}", f"/DIconFile={BUILD / 'icons' / 'gm-desk.ico'}",
        f"/O{DIST}", str(HERE / "windows" / "gm-desk.iss"),
    ]  # fmt: skip
    if subprocess.run(command).returncode != 0:
        raise BuildError("Inno Setup failed")
    target = DIST / f"gm-desk-{version()}-setup.exe"
    say(f"{target}: {target.stat().st_size / 1e6:.1f} MB")
    return target


def build_macos(force: bool = False) -> Path:
    build_bundle(force)
    app = DIST / "GM Desk.app"
    target = DIST / f"GM-Desk-{version()}.dmg"
    if subprocess.run(["bash", str(HERE / "macos" / "make-dmg.sh"), str(app), str(target)]).returncode != 0:
        raise BuildError("make-dmg.sh failed")
    say(f"{target}: {target.stat().st_size / 1e6:.1f} MB")
    return target


# --- the steps, said; the installed program, checked -----------------------------------------------


def iss_defines(path: Path) -> set[str]:
    return set(re.findall(r"^\s*#define\s+(\w+)", path.read_text(encoding="utf-8"), re.MULTILINE))


def dry_run(target: str) -> list[str]:
    """The steps `target` would take, in words and commands, after checking the inputs this machine
    can check (the spec, the installer script, the icons' source, the version); BuildError if one is
    missing or wrong."""
    v = version()
    if not re.fullmatch(r"\d+\.\d+\.\d+([.-]?\w+)?", v):
        raise BuildError(f"the version '{v}' is not a release version (x.y.z)")
    if not SPEC.is_file():
        raise BuildError(f"{SPEC.relative_to(ROOT)} is missing")
    steps = [f"{sys.executable} -m PyInstaller --noconfirm --clean {SPEC.relative_to(ROOT)}  # dist/gm-desk/"]
    if target == "deb":
        steps += ["dpkg-deb --build --root-owner-group <staged tree> " + f"dist/gm-desk_{v}_<arch>.deb"]
    elif target == "windows":
        iss = HERE / "windows" / "gm-desk.iss"
        if not iss.is_file():
            raise BuildError(f"{iss.relative_to(ROOT)} is missing")
        missing = {"AppVersion", "BundleDir", "IconFile"} - iss_defines(iss)
        if missing:
            raise BuildError(f"{iss.relative_to(ROOT)} does not define {', '.join(sorted(missing))}")
        if not (HERE / "icon_files.py").is_file():
            raise BuildError("packaging/icon_files.py (the .ico and .icns maker) is missing")
        steps = ["python packaging/icon_files.py  # build/icons/gm-desk.ico", *steps]
        steps.append(
            f"ISCC.exe /DAppVersion={v} /DBundleDir=dist\\gm-desk /DIconFile=build\\icons\\gm-desk.ico "
            f"/Odist packaging\\windows\\gm-desk.iss  # dist/gm-desk-{v}-setup.exe"
        )
    elif target == "macos":
        script = HERE / "macos" / "make-dmg.sh"
        if not script.is_file():
            raise BuildError(f"{script.relative_to(ROOT)} is missing")
        if subprocess.run(["bash", "-n", str(script)], capture_output=True).returncode != 0:
            raise BuildError(f"{script.relative_to(ROOT)} does not parse (bash -n)")
        steps = ["python packaging/icon_files.py  # build/icons/gm-desk.icns", *steps]
        steps.append(f'bash packaging/macos/make-dmg.sh "dist/GM Desk.app" dist/GM-Desk-{v}.dmg')
    steps += installed_steps(target, v)
    return steps


def installed_steps(target: str, v: str) -> list[str]:
    """How `--selftest-installed` installs what was built and runs its self-test."""
    if target == "deb":
        return [f"sudo apt-get install -y ./dist/gm-desk_{v}_<arch>.deb", "gm-desk --selftest"]
    if target == "windows":
        return [
            f"dist\\gm-desk-{v}-setup.exe /VERYSILENT /SUPPRESSMSGBOXES /CURRENTUSER /DIR=<temp>\\GM Desk",
            "<temp>\\GM Desk\\gm-desk.exe --selftest",
        ]
    if target == "macos":
        return [
            f"hdiutil attach -nobrowse -readonly -mountpoint <temp> dist/GM-Desk-{v}.dmg",
            '"<temp>/GM Desk.app/Contents/MacOS/gm-desk" --selftest',
            "hdiutil detach <temp>",
        ]
    return [f"{BUNDLE.relative_to(ROOT)}/gm-desk --selftest"]


def selftest_installed(target: str) -> None:
    """Install what `target` built, as a user would, and run the installed program's --selftest."""
    import tempfile

    v = version()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with tempfile.TemporaryDirectory(prefix="gm-desk-installed-") as tmp:
        if target == "deb":
            debs = sorted(DIST.glob(f"gm-desk_{v}_*.deb"))
            if not debs:
                raise BuildError("no .deb in dist/: run build.py deb first")
            sudo = [] if os.geteuid() == 0 else ["sudo"]
            if subprocess.run([*sudo, "apt-get", "install", "-y", str(debs[-1])]).returncode != 0:
                raise BuildError("apt-get could not install the package")
            program = [shutil.which("gm-desk") or "/usr/bin/gm-desk"]
        elif target == "windows":
            setup = DIST / f"gm-desk-{v}-setup.exe"
            folder = Path(tmp) / "GM Desk"
            done = subprocess.run(
                [str(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/CURRENTUSER", f"/DIR={folder}"]
            )
            if done.returncode != 0:
                raise BuildError(f"the installer failed (exit {done.returncode})")
            program = [str(folder / "gm-desk.exe")]
        elif target == "macos":
            dmg = DIST / f"GM-Desk-{v}.dmg"
            mount = Path(tmp) / "mnt"
            if subprocess.run(
                ["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", str(mount), str(dmg)]
            ).returncode:
                raise BuildError("hdiutil could not attach the disk image")
            program = [str(mount / "GM Desk.app" / "Contents" / "MacOS" / "gm-desk")]
        else:
            program = [str(BUNDLE / "gm-desk")]
        try:
            done = subprocess.run([*program, "--selftest"], env=env, capture_output=True, text=True)
        finally:
            if target == "macos":
                subprocess.run(["hdiutil", "detach", str(Path(tmp) / "mnt")])
        print(done.stdout.strip() or done.stderr.strip())
        if done.returncode != 0:
            raise BuildError(f"the installed program's --selftest failed:\n{done.stderr}")


def refuse_wrong_platform(target: str) -> None:
    """Say at once, before waiting for another build, that this machine cannot make `target`."""
    if target == "deb":
        if not sys.platform.startswith("linux"):
            raise BuildError("build.py deb makes a Debian package and runs on Linux only.", code=2)
        if shutil.which("dpkg-deb") is None:
            raise BuildError("dpkg-deb is missing: build the .deb on Debian or Ubuntu.", code=2)
    elif target == "windows" and sys.platform != "win32":
        raise BuildError(
            f"build.py windows makes the Windows installer and must run on Windows (this is {sys.platform}).",
            code=2,
        )
    elif target == "macos" and sys.platform != "darwin":
        raise BuildError(
            f"build.py macos makes the macOS disk image and must run on macOS (this is {sys.platform}).",
            code=2,
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description="Build GM Desk's installable forms.")
    parser.add_argument("target", choices=["bundle", "deb", "windows", "macos"])
    parser.add_argument(
        "--force", action="store_true", help="rebuild the bundle even if its inputs are unchanged"
    )
    parser.add_argument(
        "--dry-run",
        action="store_true",
        help="say each step and check the inputs; build nothing (any platform)",
    )
    parser.add_argument(
        "--selftest-installed",
        action="store_true",
        help="install what was built, as a user would, and run the installed program's --selftest",
    )
    args = parser.parse_args(argv)
    steps = {"bundle": build_bundle, "deb": build_deb, "windows": build_windows, "macos": build_macos}
    try:
        if args.dry_run:
            for number, step in enumerate(dry_run(args.target), 1):
                print(f"{number}. {step}")
            say(f"dry run of {args.target}: inputs checked, nothing built")
            return 0
        refuse_wrong_platform(args.target)
        if args.selftest_installed:
            selftest_installed(args.target)
            return 0
        with build_lock():
            steps[args.target](args.force)
    except BuildError as exc:
        say(str(exc))
        return exc.code
    return 0


if __name__ == "__main__":
    sys.exit(main())
