"""The one error sharing says in words, apart from the server so that the window can name it without
loading aiohttp (about 0.2 s of a start) before the GM first shares."""

from __future__ import annotations


class ShareError(Exception):
    """Sharing cannot start (or go on): said in words a GM can act on."""
