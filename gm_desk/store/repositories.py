"""The functions the app and the UI call to read and change data, gathered in one place.

Widgets never write rows: they call these. Each write runs in its own IMMEDIATE transaction (group
several with `transaction()`), takes and returns plain values and records, and raises StoreError
subclasses with messages for the GM. The implementations live next door, one file per subject.
"""

from __future__ import annotations

from gm_desk.store.campaigns import (
    add_party_member,
    create_campaign,
    create_encounter,
    delete_campaign,
    delete_encounter,
    delete_party_member,
    get_campaign,
    get_encounter,
    get_meta,
    get_party_member,
    list_campaigns,
    list_encounters,
    list_party,
    set_meta,
    update_campaign,
    update_encounter,
    update_party_member,
)
from gm_desk.store.creature_bulk import bulk_insert_creatures
from gm_desk.store.creatures import (
    CREATURE_COLUMNS,
    CREATURE_FIELDS,
    count_creatures,
    creature_ids_by_name,
    delete_creature,
    delete_creatures,
    duplicate_creature,
    get_creature,
    library_first_rows,
    library_rows,
    list_creatures,
    lookalike_pairs,
    save_creature,
)
from gm_desk.store.encounter_log import (
    append_entry,
    latest_snapshot,
    load_log,
    load_undone,
    mark_undone,
    save_snapshot,
    truncate_after,
)
from gm_desk.store.transactions import transaction

__all__ = [
    "CREATURE_COLUMNS",
    "CREATURE_FIELDS",
    "add_party_member",
    "append_entry",
    "bulk_insert_creatures",
    "count_creatures",
    "create_campaign",
    "create_encounter",
    "creature_ids_by_name",
    "delete_campaign",
    "delete_creature",
    "delete_creatures",
    "delete_encounter",
    "delete_party_member",
    "duplicate_creature",
    "get_campaign",
    "get_creature",
    "get_encounter",
    "get_meta",
    "get_party_member",
    "latest_snapshot",
    "library_first_rows",
    "library_rows",
    "list_campaigns",
    "list_creatures",
    "list_encounters",
    "list_party",
    "load_log",
    "load_undone",
    "lookalike_pairs",
    "mark_undone",
    "save_creature",
    "save_snapshot",
    "set_meta",
    "transaction",
    "truncate_after",
    "update_campaign",
    "update_encounter",
    "update_party_member",
]
