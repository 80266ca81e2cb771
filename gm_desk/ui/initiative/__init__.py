"""The initiative panel (replaces `gm_desk.ui.initiative_panel`): order, prompt, answers and Next.

`InitiativePanel` is generic over the five systems; `adapters.py` holds the little each system adds.
"""

from gm_desk.ui.initiative.adapters import Adapter, Choice, EntryRow, adapter_for
from gm_desk.ui.initiative.panel import InitiativePanel

__all__ = ["Adapter", "Choice", "EntryRow", "InitiativePanel", "adapter_for"]
