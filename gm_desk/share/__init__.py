"""Sharing the player view with the players' phones: a read-only web page on the local network.

`page` makes the page from `PlayerFacts` (the same pure function as the player window), `server` serves
it with aiohttp on a thread of its own, under a random token, bounded by `limits`; `addresses` lists the
networks the GM may share on; `file_follower` feeds the server from the data file for `gm-desk share`
(a reader beside the app, never its lock). The window's side (the View menu, the dialog with the address
and its QR code) is gm_desk/ui/share. Nothing here imports Qt.
"""

from gm_desk.share.errors import ShareError

# Neither the page (gm_desk.share.page: SharedView, SharedPicture, shared_picture) nor the server
# (gm_desk.share.server: aiohttp): they load when the GM first shares, never at start.
__all__ = ["ShareError"]
