"""GM Desk's data: one SQLite file through peewee, with migrations, backups and repositories.

The app opens the file with `open_store` (which repairs, refuses or upgrades it as needed and says
what it did in `Store.report`), seeds it on first run with `seed_if_empty`, and from then on the UI
reads and writes only through the repository functions re-exported here. Nothing in this package
imports Qt.

This package is the store's public face: the UI imports from ``gm_desk.store`` only, never from its
modules (an import-linter contract keeps it so). The parts that cost start-up time (packs, encounter
files, the condition library: they load the engine, TOML or pydantic) are re-exported lazily, read from
their module the first time they are asked for.
"""

import importlib
from typing import TYPE_CHECKING, Any

from gm_desk.paths import DATABASE_FILENAME, database_path, default_data_dir
from gm_desk.store.backup import BackupInfo, list_backups, make_backup, restore_backup, rotate_backups
from gm_desk.store.backup_policy import BackupPolicy
from gm_desk.store.campaigns import get_who_rolls, set_who_rolls
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
from gm_desk.store.files import write_atomically
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
from gm_desk.store.seed import SeedReport, add_demo_campaign, seed_if_empty

if TYPE_CHECKING:  # the lazily re-exported names, for type checkers
    from gm_desk.store.auto_backup import AutoBackup, import_with_backup
    from gm_desk.store.bestiary_links import (
        StaleCombatant,
        ref_creature_id,
        save_and_follow,
        stale_combatants,
    )
    from gm_desk.store.condition_store import (
        ConditionRecord,
        delete_condition,
        list_conditions,
        save_condition,
    )
    from gm_desk.store.encounter_files import (
        duplicate_encounter,
        export_encounter_file,
        find_encounter,
        import_checked,
        import_encounter_file,
    )
    from gm_desk.store.encounter_system import SwitchPlan, plan_switch, switch_system
    from gm_desk.store.intake.encounter_file import check_encounter_file
    from gm_desk.store.intake.pack_export import stored_conditions
    from gm_desk.store.intake.pack_text import sanitise_filename
    from gm_desk.store.intake.packs import (
        ImportReport,
        Pack,
        PackError,
        export_pack,
        load_pack,
        stored_creatures,
    )
    from gm_desk.store.pictures import (
        PictureRecord,
        import_picture,
        is_digest,
        picture_data,
        picture_info,
        pictures_data,
        portrait_of,
        portraits,
        prune_pictures,
        set_portrait,
        store_picture,
    )
    from gm_desk.store.recovery import (
        RecoveryOffer,
        open_with_recovery,
        recovery_offer,
        restore_file,
        restore_in_place,
    )

# Re-exported on first use (name -> the module that holds it): each of these modules loads more than the
# window needs to open.
_LAZY = {
    **dict.fromkeys(("AutoBackup", "import_with_backup"), "auto_backup"),
    **dict.fromkeys(
        ("StaleCombatant", "ref_creature_id", "save_and_follow", "stale_combatants"), "bestiary_links"
    ),
    **dict.fromkeys(
        ("ConditionRecord", "delete_condition", "list_conditions", "save_condition"), "condition_store"
    ),
    **dict.fromkeys(
        (
            "duplicate_encounter",
            "export_encounter_file",
            "find_encounter",
            "import_checked",
            "import_encounter_file",
        ),
        "encounter_files",
    ),
    **dict.fromkeys(("SwitchPlan", "plan_switch", "switch_system"), "encounter_system"),
    "check_encounter_file": "intake.encounter_file",
    **dict.fromkeys(
        ("RecoveryOffer", "open_with_recovery", "recovery_offer", "restore_file", "restore_in_place"),
        "recovery",
    ),
    **dict.fromkeys(
        (
            "PictureRecord",
            "import_picture",
            "is_digest",
            "picture_data",
            "picture_info",
            "pictures_data",
            "portrait_of",
            "portraits",
            "prune_pictures",
            "set_portrait",
            "store_picture",
        ),
        "pictures",
    ),
    "stored_conditions": "intake.pack_export",
    "sanitise_filename": "intake.pack_text",
    **dict.fromkeys(
        ("ImportReport", "Pack", "PackError", "export_pack", "load_pack", "stored_creatures"), "intake.packs"
    ),
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # read once: later lookups do not come back here
    return value


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
    "BackupPolicy",
    "add_demo_campaign",
    "database_path",
    "get_who_rolls",
    "set_who_rolls",
    "write_atomically",
    "default_data_dir",
    "list_backups",
    "make_backup",
    "open_store",
    "restore_backup",
    "rotate_backups",
    "seed_if_empty",
    *_repository_api,
    # re-exported lazily (see _LAZY)
    "AutoBackup",
    "ConditionRecord",
    "ImportReport",
    "Pack",
    "PackError",
    "RecoveryOffer",
    "StaleCombatant",
    "SwitchPlan",
    "check_encounter_file",
    "delete_condition",
    "duplicate_encounter",
    "export_encounter_file",
    "export_pack",
    "find_encounter",
    "import_checked",
    "import_encounter_file",
    "import_with_backup",
    "list_conditions",
    "load_pack",
    "open_with_recovery",
    "plan_switch",
    "recovery_offer",
    "ref_creature_id",
    "restore_file",
    "restore_in_place",
    "sanitise_filename",
    "save_and_follow",
    "save_condition",
    "stale_combatants",
    "stored_conditions",
    "stored_creatures",
    "PictureRecord",
    "import_picture",
    "is_digest",
    "picture_data",
    "picture_info",
    "pictures_data",
    "portrait_of",
    "portraits",
    "prune_pictures",
    "set_portrait",
    "store_picture",
    "switch_system",
]
