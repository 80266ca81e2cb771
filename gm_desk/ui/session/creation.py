"""A new encounter row for a campaign, ready for prep: what "New encounter" starts from."""

from __future__ import annotations

from gm_desk.store import repositories as repo
from gm_desk.ui.session.zone_layout import LAYOUT_VERSION, ZONE_SIZE


def new_encounter(campaign_id: int, name: str) -> int:
    """A fresh encounter for the campaign: its party in one open zone, ready for prep."""
    campaign = repo.get_campaign(campaign_id)
    party = repo.list_party(campaign_id)
    setup = {
        "ruleset": campaign.ruleset,
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
            if m.ruleset == campaign.ruleset
        ],
    }
    layout = {"version": LAYOUT_VERSION, "zones": {"zone1": [0, 0, ZONE_SIZE[0], ZONE_SIZE[1]]}}
    return repo.create_encounter(campaign_id, name, campaign.ruleset, setup, layout).id
