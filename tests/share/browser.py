"""Debian's chromium, headless, driven through its chromedriver by selenium: a real browser for the page.

`scripts/dev.sh test` installs both (`chromium`, `chromium-driver`). Selenium is told where the driver
is, so it never looks for one on the network. Each browser gets a fresh profile folder.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
BROWSER = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
)
PHONE = (390, 844)


def have_browser() -> bool:
    return Path(DRIVER).exists() and Path(BROWSER).exists()


needs_browser = pytest.mark.skipif(
    not have_browser(),
    reason="chromium and chromium-driver are not installed (scripts/dev.sh test installs them)",
)


@contextmanager
def chromium(size: tuple[int, int] = PHONE) -> Iterator[object]:
    """A headless chromium window of ``size`` CSS pixels (a phone's, by default)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="gm-desk-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = BROWSER
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--window-size={size[0]},{size[1]}")
    driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
    try:
        # The window size includes no browser frame when headless; the viewport is what the page gets.
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": size[0], "height": size[1], "deviceScaleFactor": 2, "mobile": True},
        )
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
