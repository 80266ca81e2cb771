"""Campaigns, their party members and their encounters.

Deleting a campaign deletes its party, encounters and their logs (ON DELETE CASCADE). An encounter's
`setup`, `layout` and `outcome` are opaque dicts owned by the rules layer and the canvas.

A campaign's table settings live in the file's key/value table (`StoreMeta`, key
`campaign:<id>:<setting>`), so adding one needs no new column: `who_rolls` names the campaign's dice
policy (`gm_desk.rules.dice.WHO_ROLLS`; by default players type their own dice).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.dice import DEFAULT_WHO_ROLLS, WHO_ROLLS
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.names import BadName, check_name
from gm_desk.store.errors import InvalidValueError, NotFoundError
from gm_desk.store.models import ENCOUNTER_STATUSES, Campaign, Encounter, PartyMember, StoreMeta
from gm_desk.store.records import CampaignRecord, EncounterRecord, EncounterSummary, PartyMemberRecord
from gm_desk.store.transactions import reads, writes
from gm_desk.store.values import check_dict, check_text, utc_now

_UNSET: Any = object()  # "leave as is", where None is a value the caller may want to store


# -- campaigns ---------------------------------------------------------------------------------------


@writes
def create_campaign(name: str, ruleset: str, notes: str = "") -> CampaignRecord:
    campaign_id = Campaign.insert(
        name=_name(name, N_("Campaign name")), ruleset=_ruleset(ruleset), notes=notes, created_at=utc_now()
    ).execute()
    return get_campaign(campaign_id)


@reads
def get_campaign(campaign_id: int) -> CampaignRecord:
    return _campaign_record(_get(Campaign, campaign_id, "campaign"))


@reads
def list_campaigns() -> list[CampaignRecord]:
    """Every campaign, oldest first."""
    return [_campaign_record(row) for row in Campaign.select().order_by(Campaign.created_at, Campaign.id)]


@writes
def update_campaign(
    campaign_id: int, *, name: str | None = None, ruleset: str | None = None, notes: str | None = None
) -> CampaignRecord:
    changes: dict[str, Any] = {}
    if name is not None:
        changes["name"] = _name(name, N_("Campaign name"))
    if ruleset is not None:
        changes["ruleset"] = _ruleset(ruleset)
    if notes is not None:
        changes["notes"] = notes
    _update(Campaign, campaign_id, "campaign", changes)
    return get_campaign(campaign_id)


@writes
def delete_campaign(campaign_id: int) -> None:
    """Delete the campaign with its party, encounters, encounter logs and settings."""
    _delete(Campaign, campaign_id, "campaign")
    StoreMeta.delete().where(StoreMeta.key.startswith(_setting_key(campaign_id, ""))).execute()


@reads
def get_who_rolls(campaign_id: int) -> str:
    """Who rolls what in this campaign: a key of WHO_ROLLS (the default one if never set)."""
    row = StoreMeta.get_or_none(StoreMeta.key == _setting_key(campaign_id, "who_rolls"))
    return row.value if row is not None and row.value in WHO_ROLLS else DEFAULT_WHO_ROLLS


@writes
def set_who_rolls(campaign_id: int, who_rolls: str) -> None:
    if who_rolls not in WHO_ROLLS:
        raise InvalidValueError(
            t(
                "Who rolls the dice is one of {join}, not {repr_who_rolls}.",
                join=", ".join(WHO_ROLLS),
                repr_who_rolls=repr(who_rolls),
            )
        )
    _get(Campaign, campaign_id, "campaign")
    StoreMeta.insert(
        key=_setting_key(campaign_id, "who_rolls"), value=who_rolls
    ).on_conflict_replace().execute()


def _setting_key(campaign_id: int, name: str) -> str:
    return f"campaign:{int(campaign_id)}:{name}"


# -- party members -----------------------------------------------------------------------------------


@writes
def add_party_member(campaign_id: int, name: str, ruleset: str, sheet: dict[str, Any]) -> PartyMemberRecord:
    _get(Campaign, campaign_id, "campaign")
    member_id = PartyMember.insert(
        campaign=campaign_id,
        name=_name(name, N_("Character name")),
        ruleset=_ruleset(ruleset),
        sheet=check_dict(sheet, "Character sheet"),
    ).execute()
    return get_party_member(member_id)


@reads
def get_party_member(member_id: int) -> PartyMemberRecord:
    return _member_record(_get(PartyMember, member_id, "party member"))


@reads
def list_party(campaign_id: int) -> list[PartyMemberRecord]:
    """The campaign's party in the order the members were added."""
    query = PartyMember.select().where(PartyMember.campaign == campaign_id).order_by(PartyMember.id)
    return [_member_record(row) for row in query]


@writes
def update_party_member(
    member_id: int,
    *,
    name: str | None = None,
    ruleset: str | None = None,
    sheet: dict[str, Any] | None = None,
) -> PartyMemberRecord:
    changes: dict[str, Any] = {}
    if name is not None:
        changes["name"] = _name(name, N_("Character name"))
    if ruleset is not None:
        changes["ruleset"] = _ruleset(ruleset)
    if sheet is not None:
        changes["sheet"] = check_dict(sheet, "Character sheet")
    _update(PartyMember, member_id, "party member", changes)
    return get_party_member(member_id)


@writes
def delete_party_member(member_id: int) -> None:
    _delete(PartyMember, member_id, "party member")


# -- encounters --------------------------------------------------------------------------------------


@writes
def create_encounter(
    campaign_id: int, name: str, ruleset: str, setup: dict[str, Any], layout: dict[str, Any] | None = None
) -> EncounterRecord:
    """A new encounter in status 'prep'."""
    _get(Campaign, campaign_id, "campaign")
    now = utc_now()
    encounter_id = Encounter.insert(
        campaign=campaign_id,
        name=_name(name, N_("Encounter name")),
        ruleset=_ruleset(ruleset),
        status="prep",
        setup=check_dict(setup, "Encounter setup"),
        layout=check_dict(layout if layout is not None else {}, "Encounter layout"),
        created_at=now,
        updated_at=now,
    ).execute()
    return get_encounter(encounter_id)


@reads
def get_encounter(encounter_id: int) -> EncounterRecord:
    return _encounter_record(_get(Encounter, encounter_id, "encounter"))


@reads
def list_encounters(campaign_id: int) -> list[EncounterSummary]:
    """The campaign's encounters in the order they were created, without their (large) setups."""
    query = (
        Encounter.select(
            Encounter.id, Encounter.name, Encounter.ruleset, Encounter.status, Encounter.updated_at
        )
        .where(Encounter.campaign == campaign_id)
        .order_by(Encounter.created_at, Encounter.id)
        .tuples()
    )
    return [EncounterSummary._make(row) for row in query]


@writes
def update_encounter(
    encounter_id: int,
    *,
    name: str | None = None,
    status: str | None = None,
    setup: dict[str, Any] | None = None,
    layout: dict[str, Any] | None = None,
    outcome: dict[str, Any] | None = _UNSET,
) -> EncounterRecord:
    """Change the given fields (pass `outcome=None` to clear the outcome); bumps `updated_at`."""
    changes: dict[str, Any] = {"updated_at": utc_now()}
    if name is not None:
        changes["name"] = _name(name, N_("Encounter name"))
    if status is not None:
        changes["status"] = _status(status)
    if setup is not None:
        changes["setup"] = check_dict(setup, "Encounter setup")
    if layout is not None:
        changes["layout"] = check_dict(layout, "Encounter layout")
    if outcome is not _UNSET:
        changes["outcome"] = None if outcome is None else check_dict(outcome, "Encounter outcome")
    _update(Encounter, encounter_id, "encounter", changes)
    return get_encounter(encounter_id)


@writes
def delete_encounter(encounter_id: int) -> None:
    """Delete the encounter with its log and snapshots."""
    _delete(Encounter, encounter_id, "encounter")


# -- facts about the file ----------------------------------------------------------------------------


@reads
def get_meta(key: str) -> str | None:
    row = StoreMeta.get_or_none(StoreMeta.key == key)
    return None if row is None else row.value


@writes
def set_meta(key: str, value: str) -> None:
    StoreMeta.insert(
        key=check_text(key, "Setting name", required=True), value=value
    ).on_conflict_replace().execute()


# -- helpers -----------------------------------------------------------------------------------------


def _name(name: Any, what: str) -> str:
    """``name`` as kept (stripped, NFC) if the one rule for names takes it (gm_desk.rules.names): an
    InvalidValueError in words otherwise, and nothing written."""
    try:
        return check_name(check_text(name, t(what), required=True), t(what))
    except BadName as refused:
        raise InvalidValueError(str(refused)) from None


def _ruleset(ruleset: Any) -> str:
    return check_text(ruleset, "Ruleset", required=True).strip()


def _status(status: str) -> str:
    if status not in ENCOUNTER_STATUSES:
        raise InvalidValueError(
            t(
                "Encounter status must be one of {join}, not {repr_status}.",
                join=", ".join(ENCOUNTER_STATUSES),
                repr_status=repr(status),
            )
        )
    return status


def _get(model: Any, row_id: int, what: str) -> Any:
    row = model.get_or_none(model.id == row_id)
    if row is None:
        raise NotFoundError(t("That {what} no longer exists (id {row_id}).", what=what, row_id=row_id))
    return row


def _update(model: Any, row_id: int, what: str, changes: dict[str, Any]) -> None:
    if not changes:
        _get(model, row_id, what)
    elif not model.update(**changes).where(model.id == row_id).execute():
        raise NotFoundError(t("That {what} no longer exists (id {row_id}).", what=what, row_id=row_id))


def _delete(model: Any, row_id: int, what: str) -> None:
    if not model.delete().where(model.id == row_id).execute():
        raise NotFoundError(t("That {what} no longer exists (id {row_id}).", what=what, row_id=row_id))


def _campaign_record(row: Campaign) -> CampaignRecord:
    return CampaignRecord(row.id, row.name, row.ruleset, row.notes, row.created_at)


def _member_record(row: PartyMember) -> PartyMemberRecord:
    return PartyMemberRecord(row.id, row.campaign_id, row.name, row.ruleset, row.sheet)


def _encounter_record(row: Encounter) -> EncounterRecord:
    return EncounterRecord(
        id=row.id,
        campaign_id=row.campaign_id,
        name=row.name,
        ruleset=row.ruleset,
        status=row.status,
        setup=row.setup,
        layout=row.layout,
        outcome=row.outcome,
        created_at=row.created_at,
        updated_at=row.updated_at,
    )
