"""`gm-desk share` as a process of its own, as a GM starts it on a table machine (for the tests)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from tests.conftest import PROJECT_ROOT

URL = re.compile(r"^http://\S+$", re.M)


class SharingProcess:
    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gm_desk", "share", *args],
            cwd=PROJECT_ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        self.url = ""
        line = self.process.stdout.readline() if self.process.stdout else ""
        if URL.match(line.strip()):
            self.url = line.strip()

    def page(self) -> str:
        with urllib.request.urlopen(self.url, timeout=5) as answer:
            return answer.read().decode()

    def page_shows(self, words: str, seconds: float = 15.0) -> bool:
        """Wait (at most ``seconds``) for the page to hold ``words``."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if words in self.page():
                return True
            time.sleep(0.05)
        return False

    def end(self, sig: int = signal.SIGTERM, seconds: float = 10.0) -> tuple[int, str]:
        self.process.send_signal(sig)
        try:
            _out, err = self.process.communicate(timeout=seconds)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _out, err = self.process.communicate()
            return -999, err
        return self.process.returncode, err

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.communicate()


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as exc:
        return int(exc.code)


def file_state(path: Path) -> tuple[int, bytes]:
    return path.stat().st_mtime_ns, path.read_bytes()
