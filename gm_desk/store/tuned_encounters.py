"""A tuned encounter kept as a new one: the difficulty tuner's proposal saved beside the encounter it was
made from (same campaign, same map layout), and the bestiary creatures the tuner may swap in."""

from __future__ import annotations

import copy
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.store.bestiary_links import creature_ref
from gm_desk.store.campaigns import create_encounter, get_encounter, list_encounters
from gm_desk.store.creatures import get_creature, list_creatures
from gm_desk.store.encounter_files import default_campaign_name
from gm_desk.store.errors import ConflictError
from gm_desk.store.records import EncounterRecord
from gm_desk.store.transactions import reads, transaction


def save_as_new(
    name: str, setup: dict[str, Any], *, like: int | None = None, campaign_id: int | None = None
) -> EncounterRecord:
    """A new encounter in prep named `name` holding `setup`: in the campaign of encounter `like` (with
    its map layout), else in `campaign_id`, else in the campaign imports of its system go to. A name
    the campaign already has is refused (ConflictError), so nothing is overwritten."""
    from gm_desk.store.encounter_files import _campaign_for

    with transaction():
        layout: dict[str, Any] = {}
        if like is not None:
            source = get_encounter(like)
            campaign_id, layout = source.campaign_id, copy.deepcopy(source.layout)
        if campaign_id is None:
            campaign, _created = _campaign_for(
                str(setup["ruleset"]), None, default_campaign_name(str(setup["ruleset"]))
            )
            campaign_id = campaign.id
        wanted = name.strip()
        if any(e.name.casefold() == wanted.casefold() for e in list_encounters(campaign_id)):
            raise ConflictError(
                t("The campaign already has an encounter named '{name}': choose another name.", name=wanted)
            )
        saved = copy.deepcopy(setup)
        saved["name"] = wanted
        return create_encounter(campaign_id, wanted, str(setup["ruleset"]), saved, layout)


@reads
def bestiary_for(ruleset: str) -> list[tuple[str, dict[str, Any], str]]:
    """The bestiary's creatures of one system, as (name, stat block, ref) for the tuner's swaps."""
    out = []
    for row in list_creatures(ruleset):
        creature = get_creature(row[0])
        out.append((creature.name, dict(creature.statblock), creature_ref(row[0])))
    return out
