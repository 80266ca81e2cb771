"""What an open encounter refuses with: `SessionError` when it cannot be opened at all, and the
rejection codes the session raises itself (the engine's own codes pass through unchanged)."""

from __future__ import annotations

FIGHT_STARTED = "FIGHT_STARTED"
ZONE_NOT_EMPTY = "ZONE_NOT_EMPTY"
BAD_SETUP = "BAD_SETUP"
NOT_SAVED = "NOT_SAVED"
ALREADY_LINKED = "ALREADY_LINKED"

# The sentence that goes with FIGHT_STARTED: why the map is fixed, and how to change it anyway.
FROZEN = (
    "The fight has started, so the zone map and starting places are fixed. "
    "Drag tokens to move them, or undo back to the start to change the map."
)


class SessionError(Exception):
    """An encounter that cannot be opened; the message is for the GM."""
