"""What an open encounter refuses with: `SessionError` when it cannot be opened at all, and the
rejection codes the session raises itself (the engine's own codes pass through unchanged)."""

from __future__ import annotations

FIGHT_STARTED = "FIGHT_STARTED"
ZONE_NOT_EMPTY = "ZONE_NOT_EMPTY"
BAD_SETUP = "BAD_SETUP"
NOT_SAVED = "NOT_SAVED"
ALREADY_LINKED = "ALREADY_LINKED"

class SessionError(Exception):
    """An encounter that cannot be opened; the message is for the GM."""
