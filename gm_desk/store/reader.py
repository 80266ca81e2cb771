"""A reader beside the writer: one encounter read from the data file while GM Desk writes it.

`gm-desk share` follows a fight that the app is playing. It must never write, never take the app's lock
and never hold the writer up, so it does not open the file through `open_store` (which may repair,
upgrade or back it up) but through its own SQLite connection opened read-only (`mode=ro`): WAL lets
one writer and any number of readers work at once, and each read here is one short transaction, so
what is read is always a whole commit. `PRAGMA data_version` tells cheaply whether anyone committed
since the last look.

The folder's readers' lock (`gm_desk.instance_lock.reader_lock`) is the caller's business.
"""

from __future__ import annotations

import contextlib
import sqlite3
import urllib.parse
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.intake import shown_file
from gm_desk.store.errors import ConflictError, NewerSchemaError, NotFoundError, StoreError
from gm_desk.store.migrations import APPLICATION_ID, SCHEMA_VERSION
from gm_desk.store.models import Encounter, EncounterEntry, Picture
from gm_desk.store.values import load_json

BUSY_MS = 2000


@dataclass(frozen=True)
class EncounterRead:
    """One encounter as the file holds it at one commit: its rows, raw (the texts compare cheaply)."""

    id: int
    name: str
    setup_text: str
    layout_text: str
    entries: tuple[tuple[int, str, str], ...]  # (seq, command JSON, events JSON) of the entries not undone

    @property
    def setup(self) -> dict[str, Any]:
        found: dict[str, Any] = load_json(self.setup_text)
        return found

    @property
    def layout(self) -> dict[str, Any]:
        found = load_json(self.layout_text) if self.layout_text else None
        return found if isinstance(found, dict) else {}

    def log(self) -> list[dict[str, Any]]:
        """The entries as `Entry.from_dict` reads them."""
        return [
            {"command": load_json(command), "events": load_json(events)}
            for _, command, events in self.entries
        ]


def the_one_named(found: list[int], shown: str) -> int:
    """The one encounter id a command line's name matched (``found``), or the refusal in words:
    NotFoundError when none did, ConflictError (listing the ids) when several did."""
    if not found:
        raise NotFoundError(
            t("No encounter is named '{text}'. Give its name as GM Desk lists it, or its id.", text=shown)
        )
    if len(found) > 1:
        ids = ", ".join(str(i) for i in sorted(found))
        raise ConflictError(
            t(
                "{len_found} encounters are named '{text}' (ids {ids}); give the id instead.",
                len_found=len(found),
                text=shown,
                ids=ids,
            )
        )
    return found[0]


class DataFileReader:
    """A read-only connection to the data file at ``path``; StoreError in words when it cannot be read."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._db: sqlite3.Connection | None = None
        if not self.path.is_file():
            raise NotFoundError(
                t("There is no GM Desk data file at {path}.", path=shown_file(str(self.path)))
            )
        uri = "file:" + urllib.parse.quote(str(self.path.resolve())) + "?mode=ro"
        try:
            self._db = sqlite3.connect(uri, uri=True, check_same_thread=False, isolation_level=None)
            self._db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
            app_id = int(self._db.execute("PRAGMA application_id").fetchone()[0])
            version = int(self._db.execute("PRAGMA user_version").fetchone()[0])
        except sqlite3.Error as exc:
            self.close()
            raise StoreError(
                t("{path} cannot be read: {error}", path=shown_file(str(self.path)), error=exc)
            ) from None
        if app_id != APPLICATION_ID:
            self.close()
            raise StoreError(t("{path} is not a GM Desk data file.", path=shown_file(str(self.path))))
        if version > SCHEMA_VERSION:
            self.close()
            raise NewerSchemaError(
                t(
                    "{path} was saved by a newer version of GM Desk (data version {version}; this version understands up to {target}). Update GM Desk.",
                    path=shown_file(str(self.path)),
                    version=version,
                    target=SCHEMA_VERSION,
                )
            )
        if version < SCHEMA_VERSION:
            self.close()
            raise StoreError(
                t(
                    "{path} was saved by an older version of GM Desk: start GM Desk once on it (it upgrades the file), then share again.",
                    path=shown_file(str(self.path)),
                )
            )

    def close(self) -> None:
        db = self._db
        if db is not None:
            with contextlib.suppress(sqlite3.Error):
                db.close()
            self._db = None

    def data_version(self) -> int:
        """A number that changes whenever another connection commits to the file."""
        return int(self._run("PRAGMA data_version")[0][0])

    def find(self, name_or_id: str) -> int:
        """The id of the encounter a command line names: by id (digits), else by name, ignoring case
        (as `encounter_files.find_encounter` does); NotFoundError or ConflictError in words."""
        table = Encounter._meta.table_name
        text = str(name_or_id).strip()
        shown = shown_file(text)
        by_id = text.isascii() and text.isdigit() and len(text) <= 18
        if by_id and self._run(f'SELECT id FROM "{table}" WHERE id = ?', (int(text),)):
            return int(text)
        folded = text.casefold()
        found = [
            int(i)
            for i, name in self._run(f'SELECT id, name FROM "{table}"')
            if str(name).casefold() == folded
        ]
        return the_one_named(found, shown)

    def encounter(self, encounter_id: int) -> EncounterRead | None:
        """The encounter as the last commit left it (None when it is gone), read in one transaction."""
        table, entries = Encounter._meta.table_name, EncounterEntry._meta.table_name
        owner = EncounterEntry.encounter.column_name
        db = self._connection()
        try:
            db.execute("BEGIN")
            try:
                row = db.execute(
                    f'SELECT id, name, setup, layout FROM "{table}" WHERE id = ?', (encounter_id,)
                ).fetchone()
                log = db.execute(
                    f'SELECT seq, command, events FROM "{entries}" WHERE "{owner}" = ? AND undone = 0 ORDER BY seq',
                    (encounter_id,),
                ).fetchall()
            finally:
                db.execute("COMMIT")
        except sqlite3.Error as exc:
            raise StoreError(t("The data file cannot be read now: {error}", error=exc)) from None
        if row is None:
            return None
        return EncounterRead(
            int(row[0]),
            str(row[1]),
            str(row[2]),
            str(row[3] or ""),
            tuple((int(s), str(c), str(e)) for s, c, e in log),
        )

    def picture(self, digest: str) -> tuple[str, int, int, bytes] | None:
        """A picture's kind, width and height in pixels, and bytes (None when the data file has none)."""
        table = Picture._meta.table_name
        try:
            row = self._connection().execute(
                f'SELECT kind, width, height, data FROM "{table}" WHERE digest = ?', (digest,)
            ).fetchone()
        except sqlite3.Error as exc:
            raise StoreError(t("The data file cannot be read now: {error}", error=exc)) from None
        return (str(row[0]), int(row[1]), int(row[2]), bytes(row[3])) if row is not None else None

    def _connection(self) -> sqlite3.Connection:
        if self._db is None:
            raise StoreError(t("The data file is closed."))
        return self._db

    def _run(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        try:
            return self._connection().execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise StoreError(t("The data file cannot be read now: {error}", error=exc)) from None
