"""The prep edit of a fight's options: the readings of unclear rules and the table's choices."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.prep.edited import Edited, Setup, copied

FIXED = N_("The fight has started, so its options are fixed. Undo back to the start to change them.")


def set_options(setup: Setup, options: dict[str, Any]) -> Edited:
    """The system's options for this fight, as given (each checked when the setup is)."""
    out = copied(setup)
    out["options"] = dict(options)
    return Edited(out, t("Change options"))
