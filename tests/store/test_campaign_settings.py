"""A campaign's table setting "who rolls the dice": kept per campaign, defaulting to players typing their
own dice, checked on the way in, and gone with its campaign."""

from __future__ import annotations

import pytest

from gm_desk.store import InvalidValueError, NotFoundError, create_campaign, delete_campaign, get_meta
from gm_desk.store.campaigns import get_who_rolls, set_who_rolls


def test_who_rolls_is_kept_per_campaign_and_defaults_to_the_players(store) -> None:
    ember = create_campaign("Ember Road", "glowlands")
    marsh = create_campaign("Salt Marsh", "teams")
    assert get_who_rolls(ember.id) == get_who_rolls(marsh.id) == "players"

    set_who_rolls(ember.id, "app")
    assert (get_who_rolls(ember.id), get_who_rolls(marsh.id)) == ("app", "players")
    set_who_rolls(ember.id, "typed")
    assert get_who_rolls(ember.id) == "typed"

    with pytest.raises(InvalidValueError, match="Who rolls the dice"):
        set_who_rolls(ember.id, "dealer")
    with pytest.raises(NotFoundError):
        set_who_rolls(9999, "app")

    delete_campaign(ember.id)
    assert get_meta(f"campaign:{ember.id}:who_rolls") is None
    assert get_who_rolls(marsh.id) == "players"
