"""The window's side of sharing the player view with the players' phones (gm_desk/share serves the page):
`Sharing` keeps the server and what it last showed, `ShareDialog` lets the GM pick the network, start and
stop, and shows the address with its QR code."""

from gm_desk.ui.share.sharing import Sharing

# The dialog (`share_dialog.ShareDialog`) loads when the GM first opens it, not with this package.
__all__ = ["Sharing"]
