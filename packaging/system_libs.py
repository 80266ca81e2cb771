"""The Linux libraries GM Desk takes from the system, not from its bundle, and the Debian packages holding them.

The desktop stack (X11/xcb, Wayland, GL/EGL, fonts, glib, D-Bus, keyboard maps) and the C/C++ runtime must
match the machine GM Desk runs on: a bundled libstdc++ older than the system's breaks Mesa's GL drivers, a
bundled fontconfig older than the system's font configuration complains about it. So the spec leaves
these out of the bundle and the .deb depends on their packages. Qt itself, ICU and the Python
interpreter's own libraries (SQLite, libffi, OpenSSL...) travel in the bundle.

One table serves three readers: the spec (what to leave out), build.py (DEBIAN/control's Depends) and
tests/packaging (every library the bundle links must be in the bundle or listed here).
"""

from __future__ import annotations

# Debian package -> sonames it provides that some file of the bundle links against. Package names are
# Debian 12's; Debian 13 / Ubuntu 24.04's renamed "t64" packages provide these names too.
SYSTEM_PACKAGES: dict[str, tuple[str, ...]] = {
    "libc6": (
        "libc.so.6",
        "libm.so.6",
        "libdl.so.2",
        "libpthread.so.0",
        "librt.so.1",
        "libutil.so.1",
        "ld-linux-x86-64.so.2",
    ),
    "libstdc++6": ("libstdc++.so.6",),
    "libgcc-s1": ("libgcc_s.so.1",),
    "zlib1g": ("libz.so.1",),
    "libzstd1": ("libzstd.so.1",),
    "libglib2.0-0": ("libglib-2.0.so.0", "libgthread-2.0.so.0"),
    "libdbus-1-3": ("libdbus-1.so.3",),
    "libfontconfig1": ("libfontconfig.so.1",),
    "libfreetype6": ("libfreetype.so.6",),
    "libgl1": ("libGL.so.1",),
    "libegl1": ("libEGL.so.1",),
    "libxkbcommon0": ("libxkbcommon.so.0",),
    "libxkbcommon-x11-0": ("libxkbcommon-x11.so.0",),
    "libx11-6": ("libX11.so.6",),
    "libx11-xcb1": ("libX11-xcb.so.1",),
    "libxcb1": ("libxcb.so.1",),
    "libxcb-cursor0": ("libxcb-cursor.so.0",),
    "libxcb-glx0": ("libxcb-glx.so.0",),
    "libxcb-icccm4": ("libxcb-icccm.so.4",),
    "libxcb-image0": ("libxcb-image.so.0",),
    "libxcb-keysyms1": ("libxcb-keysyms.so.1",),
    "libxcb-randr0": ("libxcb-randr.so.0",),
    "libxcb-render0": ("libxcb-render.so.0",),
    "libxcb-render-util0": ("libxcb-render-util.so.0",),
    "libxcb-shape0": ("libxcb-shape.so.0",),
    "libxcb-shm0": ("libxcb-shm.so.0",),
    "libxcb-sync1": ("libxcb-sync.so.1",),
    "libxcb-util1": ("libxcb-util.so.1",),
    "libxcb-xfixes0": ("libxcb-xfixes.so.0",),
    "libxcb-xkb1": ("libxcb-xkb.so.1",),
    "libwayland-client0": ("libwayland-client.so.0",),
    "libwayland-cursor0": ("libwayland-cursor.so.0",),
}

SONAME_PACKAGE: dict[str, str] = {
    soname: package for package, sonames in SYSTEM_PACKAGES.items() for soname in sonames
}


def from_system(soname: str) -> bool:
    """True when `soname` is left to the system (and so kept out of the bundle)."""
    return soname in SONAME_PACKAGE
