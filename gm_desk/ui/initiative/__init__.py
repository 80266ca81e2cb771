"""The initiative panel (replaces `gm_desk.ui.initiative_panel`): order, prompt, answers and Next.

`InitiativePanel` is generic over every system: what differs (typed initiative, the answers and their
words, badges, notes, phase words, dragged orders) is the ruleset's to say (`gm_desk.rules.presentation`).
"""

from gm_desk.rules.presentation import EntryRow
from gm_desk.ui.initiative.choices import Choice, choices_from
from gm_desk.ui.initiative.panel import InitiativePanel

__all__ = ["Choice", "EntryRow", "InitiativePanel", "choices_from"]
