"""The chapter's statuses and the flags its rules read, mapped onto the engine's statuses and flags."""

from __future__ import annotations

from gm_desk.rules.i18n import N_
from gm_desk.rules.state import ACTIVE, DOWN, FLED, SURRENDERED, Combatant

HITTABLE = (ACTIVE, SURRENDERED)  # who an attack can still hit

# Statuses of the chapter mapped onto the engine's: incapacitated is "down", retreated is "fled".
INCAPACITATED = "incapacitated"
RETREATED = "retreated"

# Flags (combatant.flags) the rules read.
CONCEALED = "concealed"
IN_COVER = "in_cover"
OBSCURED = "obscured"
ENTANGLED = "entangled"
MORALE_IMMUNE = "morale_immune"
# The words for the flags the GM sets (shown through `t`).
FLAG_WORDS = {CONCEALED: N_("concealed"), IN_COVER: N_("in cover"), OBSCURED: N_("obscured")}


def status_words(c: Combatant) -> str:
    if c.status == DOWN:
        return INCAPACITATED
    if c.status == FLED and c.substatus == RETREATED:
        return RETREATED
    return c.status
