"""Whether a setup can start a fight, without building an engine for it."""

from __future__ import annotations

from gm_desk.rules.i18n import t
from gm_desk.rules.prep.edited import Setup
from gm_desk.rules.refusals import sentence
from gm_desk.rules.setup import SetupError, state_from_setup
from gm_desk.rules.tx import Reject

BAD_SETUP = "BAD_SETUP"


def check(setup: Setup) -> Reject | None:
    """Why `setup` cannot start a fight (BAD_SETUP, in the GM's words), or None when it can.

    It reads the setup exactly as a fight starts from it (`state_from_setup` under its system's rules):
    zones and links, sides, every combatant's stat block, groups, scene events and options.
    """
    from gm_desk.rules.rulesets import RULESETS, get_ruleset  # the registry loads a system when asked

    system = setup.get("ruleset") if isinstance(setup, dict) else None
    if not isinstance(system, str) or system not in RULESETS:
        return Reject(BAD_SETUP, t("This setup names no combat system GM Desk knows."))
    try:
        state_from_setup(setup, get_ruleset(system))
    except (SetupError, KeyError, ValueError, TypeError) as exc:
        return Reject(BAD_SETUP, str(exc) or sentence(BAD_SETUP))
    return None
