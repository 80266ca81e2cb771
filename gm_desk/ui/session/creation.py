"""A new encounter row for a campaign, ready for prep: what "New encounter" starts from.

An encounter runs under one combat system, the campaign's unless the GM picks another; the
campaign's PCs with a sheet for that system join it, the others are named so the GM knows who stays out.
"""

from __future__ import annotations

from gm_desk import store as repo
from gm_desk.store import PartyMemberRecord
from gm_desk.zone_layout import LAYOUT_VERSION, ZONE_SIZE


def party_for(campaign_id: int, ruleset: str) -> tuple[list[PartyMemberRecord], list[str]]:
    """The campaign's PCs with a sheet for `ruleset`, and the names of the others (each once)."""
    party = repo.list_party(campaign_id)
    joining = [m for m in party if m.ruleset == ruleset]
    names = {m.name for m in joining}
    left_out = list(dict.fromkeys(m.name for m in party if m.name not in names))
    return joining, left_out


def new_encounter(campaign_id: int, name: str, ruleset: str | None = None) -> int:
    """A fresh encounter for the campaign under `ruleset` (the campaign's system if None): its PCs with
    a sheet for that system in one open zone, ready for prep."""
    campaign = repo.get_campaign(campaign_id)
    ruleset = ruleset or campaign.ruleset
    party, _left_out = party_for(campaign_id, ruleset)
    setup = {
        "ruleset": ruleset,
        "name": name,
        "options": {},
        "zones": {"zones": [{"id": "zone1", "name": "Open ground", "tags": []}], "links": []},
        "sides": [
            {"id": "party", "name": "The party", "stance": "party", "allies": []},
            {"id": "foes", "name": "Foes", "stance": "hostile", "allies": []},
        ],
        "combatants": [
            {
                "id": f"pc{m.id}",
                "name": m.name,
                "kind": "PC",
                "side": "party",
                "zone": "zone1",
                "stats": m.sheet,
            }
            for m in party
        ],
    }
    layout = {"version": LAYOUT_VERSION, "zones": {"zone1": [0, 0, ZONE_SIZE[0], ZONE_SIZE[1]]}}
    return repo.create_encounter(campaign_id, name, ruleset, setup, layout).id
