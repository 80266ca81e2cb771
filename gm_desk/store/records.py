"""Plain records the repositories return: no peewee objects leave the store, so no widget can lazily
query or save a row behind the repositories' back."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NamedTuple


@dataclass(frozen=True)
class CreatureRecord:
    """A bestiary entry. Leave `id` None to create one with `save_creature`."""

    ruleset: str
    name: str
    statblock: dict[str, Any]
    pack: str | None = None
    tags: tuple[str, ...] = ()
    threat_lo: int | None = None
    threat_hi: int | None = None
    id: int | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None


@dataclass(frozen=True)
class CampaignRecord:
    id: int
    name: str
    ruleset: str
    notes: str
    created_at: datetime


@dataclass(frozen=True)
class PartyMemberRecord:
    id: int
    campaign_id: int
    name: str
    ruleset: str
    sheet: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class EncounterRecord:
    id: int
    campaign_id: int
    name: str
    ruleset: str
    status: str
    setup: dict[str, Any]
    layout: dict[str, Any]
    outcome: dict[str, Any] | None
    created_at: datetime
    updated_at: datetime


class EncounterSummary(NamedTuple):
    """One line of an encounter list (no setup or layout, which can be large)."""

    id: int
    name: str
    ruleset: str
    status: str
    updated_at: datetime


class LogEntry(NamedTuple):
    seq: int
    command: dict[str, Any]
    events: list[dict[str, Any]]
    made_at: str | None = None  # when it was made (UTC text); None: not known
