"""`gm-desk share` follows a fight through the data file: each commit the app makes is read back (read-only,
never under the app's lock) and the players' page shown anew.

A look costs one `PRAGMA data_version`; only when someone committed is the encounter read, and only when
its setup, layout or log changed is the fight folded again from its log (the events, never deciding
anew) and its `player_facts` published. A file that cannot be read for a moment (a restore swapping it)
is looked at again at the next tick; the page keeps what it showed.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

from gm_desk.rules.engine import Encounter
from gm_desk.rules.player_facts import player_facts
from gm_desk.rules.tx import Entry
from gm_desk.share.page import Rect, SharedView
from gm_desk.store.errors import StoreError
from gm_desk.store.reader import DataFileReader, EncounterRead
from gm_desk.zone_layout import clean_layout, fill_layout

TICK_SECONDS = 0.1


def view_of(read: EncounterRead | None) -> SharedView:
    """The page for the encounter as read (a waiting page when it is gone)."""
    if read is None:
        return SharedView(None)
    encounter = Encounter.from_log(read.setup, [Entry.from_dict(e) for e in read.log()])
    state = encounter.state
    layout = clean_layout(read.layout)
    fill_layout(layout, list(state.zones.zones), state.zones.links)
    rects: dict[str, Rect] = {zone: (r[0], r[1], r[2], r[3]) for zone, r in layout["zones"].items()}
    return SharedView(player_facts(encounter.ruleset, state), rects)


class FileFollower:
    """Publishes the encounter's page whenever the file says it changed."""

    def __init__(
        self,
        path: Path,
        encounter_id: int,
        publish: Callable[[SharedView], None],
        complain: Callable[[str], None] = lambda words: None,
    ) -> None:
        self.path = Path(path)
        self.encounter_id = encounter_id
        self.publish = publish
        self.complain = complain  # told once per trouble, not at every tick
        self.reader = DataFileReader(self.path)
        self._inode = _inode(self.path)
        self._version: int | None = None
        self._shown: tuple[str, str, tuple[tuple[int, str, str], ...]] | None = None
        self.trouble = ""
        self.published = 0

    def close(self) -> None:
        self.reader.close()

    def look(self) -> bool:
        """Publish the page if the fight changed since the last look; True when it did."""
        try:
            if _inode(self.path) != self._inode:  # the file was replaced whole (a restored backup)
                self.reader.close()
                self.reader = DataFileReader(self.path)
                self._inode, self._version = _inode(self.path), None
            version = self.reader.data_version()
            if version == self._version:
                return False
            read = self.reader.encounter(self.encounter_id)
            self._version = version
            key = (read.setup_text, read.layout_text, read.entries) if read is not None else None
            if key == self._shown and self.published:
                return False
            view = view_of(read)
        except (StoreError, OSError) as exc:
            self._tell(str(exc))
            return False
        except Exception as exc:  # a log that does not fold: the page keeps what it showed
            self._tell(str(exc) or type(exc).__name__)
            return False
        self._shown = key
        self.trouble = ""
        self.publish(view)
        self.published += 1
        return True

    def follow(self, stop: threading.Event, every: float = TICK_SECONDS) -> None:
        """Look every ``every`` seconds until ``stop`` is set."""
        while not stop.is_set():
            self.look()
            stop.wait(every)

    def _tell(self, words: str) -> None:
        if words != self.trouble:
            self.trouble = words
            self.complain(words)


def _inode(path: Path) -> int:
    try:
        return os.stat(path).st_ino
    except OSError:
        return -1
