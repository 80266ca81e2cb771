"""The tables of the current schema, as peewee models bound to one database proxy.

The schema itself is created and changed by migrations.py (frozen SQL per version); these models
describe the newest version and must match it (a test compares them). Only the store's own modules
use the models: the app and UI call repositories.py and encounter_log.py, which return plain records.
"""

from __future__ import annotations

from peewee import AutoField, BlobField, BooleanField, DatabaseProxy, ForeignKeyField, Model, TextField

from gm_desk.store.fields import CleanTextField, JSONField, SafeIntegerField, TimestampField
from gm_desk.store.values import utc_now

# The one database handle; connection.open_store binds it to the open file.
db = DatabaseProxy()

ENCOUNTER_STATUSES = ("prep", "running", "ended")


class BaseModel(Model):
    class Meta:
        database = db
        legacy_table_names = False


class StoreMeta(BaseModel):
    """Facts about the file itself, such as when it was first seeded."""

    key = TextField(primary_key=True)
    value = CleanTextField()


class Creature(BaseModel):
    """A bestiary entry for one ruleset; `statblock` is that ruleset's stat block as a dict."""

    id = AutoField()
    ruleset = CleanTextField()  # indexed with name_folded (schema version 7): see migrations.py
    name = CleanTextField()
    name_folded = CleanTextField()  # casefolded name, for case-insensitive search and sorting
    pack = CleanTextField(null=True)  # the pack it was imported from; None for the GM's own
    tags = JSONField()
    statblock = JSONField()
    threat_lo = SafeIntegerField(null=True)  # difficulty rating range, for filtering and sorting
    threat_hi = SafeIntegerField(null=True)
    created_at = TimestampField(default=utc_now)
    updated_at = TimestampField(default=utc_now)


class Campaign(BaseModel):
    id = AutoField()
    name = CleanTextField()
    notes = CleanTextField(default="")
    ruleset = CleanTextField()  # the default ruleset for its party and encounters
    created_at = TimestampField(default=utc_now)


class PartyMember(BaseModel):
    """A player character; `sheet` is the ruleset's PC sheet as a dict."""

    id = AutoField()
    campaign = ForeignKeyField(Campaign, on_delete="CASCADE", backref="party")
    name = CleanTextField()
    ruleset = CleanTextField()
    sheet = JSONField()


class Encounter(BaseModel):
    """A prepared or played fight; `setup`, `layout` and `outcome` are opaque to the store."""

    id = AutoField()
    campaign = ForeignKeyField(Campaign, on_delete="CASCADE", backref="encounters")
    name = CleanTextField()
    ruleset = CleanTextField()
    status = CleanTextField(default="prep")  # one of ENCOUNTER_STATUSES, checked by SQLite too
    setup = JSONField()  # produced by the rules layer
    layout = JSONField()  # canvas positions, owned by the UI
    outcome = JSONField(null=True)
    created_at = TimestampField(default=utc_now)
    updated_at = TimestampField(default=utc_now)
    notes = JSONField(default=dict)  # the GM's own: {"encounter": text, "combatants": {id: text}, "zones": {...}}


class EncounterEntry(BaseModel):
    """One applied command of an encounter's log and the events it produced."""

    id = AutoField()
    encounter = ForeignKeyField(Encounter, on_delete="CASCADE", backref="entries")
    seq = SafeIntegerField()
    command = JSONField()
    events = JSONField()
    undone = BooleanField(default=False)
    made_at = CleanTextField(null=True)  # when it was made, UTC text (gm_desk.rules.log_time); None: unknown

    class Meta:
        indexes = ((("encounter", "seq"), True),)


class EncounterSnapshot(BaseModel):
    """The encounter state after entry `seq`, so resuming and undo never replay a long log."""

    id = AutoField()
    encounter = ForeignKeyField(Encounter, on_delete="CASCADE", backref="snapshots")
    seq = SafeIntegerField()
    state = JSONField()

    class Meta:
        indexes = ((("encounter", "seq"), True),)


class CustomCondition(BaseModel):
    """A condition of the GM's library for one ruleset (see gm_desk/rules/condition_library.py)."""

    id = AutoField()
    ruleset = CleanTextField()
    name = CleanTextField()
    name_key = CleanTextField()  # `lookalike_key(name)`: one entry per look-alike name and system
    rounds = SafeIntegerField(null=True)  # None: until removed
    tick = CleanTextField(null=True)  # None: when the system ticks conditions
    note = CleanTextField(default="")
    created_at = TimestampField(default=utc_now)
    updated_at = TimestampField(default=utc_now)

    class Meta:
        indexes = ((("ruleset", "name_key"), True),)


class ZoneMapRow(BaseModel):
    """A named zone map of the library (see gm_desk/rules/zone_maps.py); any system can use it."""

    id = AutoField()
    name = CleanTextField()
    name_key = CleanTextField(unique=True)  # `lookalike_key(name)`: one map per look-alike name
    zones = JSONField()  # {"zones": [...], "links": [...]} as in an encounter's setup
    rects = JSONField()  # zone id -> [x, y, w, h] on the canvas
    created_at = TimestampField(default=utc_now)
    updated_at = TimestampField(default=utc_now)
    picture = JSONField(null=True)  # the picture under the zones and where it lies (see pictures.py)

    class Meta:
        table_name = "map"


class Picture(BaseModel):
    """A picture as it came in (PNG, JPEG or WebP, checked by the intake), named by its bytes' sha256.
    Map pictures and portraits refer to it by that digest; the same picture is kept once."""

    id = AutoField()
    digest = CleanTextField(unique=True)
    kind = CleanTextField()
    width = SafeIntegerField()
    height = SafeIntegerField()
    data = BlobField()
    created_at = TimestampField(default=utc_now)


class CreaturePortrait(BaseModel):
    """The portrait of a bestiary creature (gone with the creature)."""

    creature = ForeignKeyField(Creature, primary_key=True, on_delete="CASCADE", column_name="creature_id")
    digest = CleanTextField()


class MemberPortrait(BaseModel):
    """The portrait of a party member (gone with the member)."""

    member = ForeignKeyField(PartyMember, primary_key=True, on_delete="CASCADE", column_name="member_id")
    digest = CleanTextField()


ALL_MODELS = (
    StoreMeta,
    Creature,
    Campaign,
    PartyMember,
    Encounter,
    EncounterEntry,
    EncounterSnapshot,
    CustomCondition,
    ZoneMapRow,
    Picture,
    CreaturePortrait,
    MemberPortrait,
)
