"""GM Desk's data: one SQLite file through peewee, with migrations, backups and repositories.

The app opens the file with `open_store` (which repairs, refuses or upgrades it as needed and says
what it did in `Store.report`), seeds it on first run with `seed_if_empty`, and from then on the UI
reads and writes only through the repository functions re-exported here. Nothing in this package
imports Qt.
"""

from gm_desk.paths import DATABASE_FILENAME, database_path, default_data_dir
from gm_desk.store.backup import BackupInfo, list_backups, make_backup, restore_backup, rotate_backups
from gm_desk.store.connection import OpenReport, Store, open_store
from gm_desk.store.errors import (
    ConflictError,
    DamagedDatabaseError,
    DiskFullError,
    InvalidValueError,
    MigrationError,
    NewerSchemaError,
    NotFoundError,
    StoreBusyError,
    StoreError,
    StoreIOError,
)
from gm_desk.store.migrations import SCHEMA_VERSION
from gm_desk.store.records import (
    CampaignRecord,
    CreatureRecord,
    EncounterRecord,
    EncounterSummary,
    LogEntry,
    PartyMemberRecord,
)
from gm_desk.store.repositories import *  # noqa: F403 (the repository API, listed in its __all__)
from gm_desk.store.repositories import __all__ as _repository_api
from gm_desk.store.seed import SeedReport, seed_if_empty

__all__ = [
    "DATABASE_FILENAME",
    "SCHEMA_VERSION",
    "BackupInfo",
    "CampaignRecord",
    "ConflictError",
    "CreatureRecord",
    "DamagedDatabaseError",
    "DiskFullError",
    "EncounterRecord",
    "EncounterSummary",
    "InvalidValueError",
    "LogEntry",
    "MigrationError",
    "NewerSchemaError",
    "NotFoundError",
    "OpenReport",
    "PartyMemberRecord",
    "SeedReport",
    "Store",
    "StoreBusyError",
    "StoreError",
    "StoreIOError",
    "database_path",
    "default_data_dir",
    "list_backups",
    "make_backup",
    "open_store",
    "restore_backup",
    "rotate_backups",
    "seed_if_empty",
    *_repository_api,
]
