"""The map picture on the page shared with the players: drawn under the zones from the page's own address,
served only while it is the picture shown and only under the token (issues #31.1 and #32.2)."""

from __future__ import annotations

import dataclasses

from gm_desk.share.page import page_html, shared_picture
from tests.share.conftest import view_of
from tests.share.test_server_security import ask, base
from tests.store.picture_files import battle_map_bytes

MAP = battle_map_bytes((800, 400), "jpeg")
DIGEST = "ab" * 32
PLACED = {"digest": DIGEST, "x": -50.0, "y": -40.0, "width": 1600.0, "opacity": 0.5, "locked": True}


def test_the_page_draws_the_picture_under_the_zones_at_its_place_and_shape(serving) -> None:
    _server, enc = serving
    picture = shared_picture(PLACED, ("jpeg", 800, 400, MAP))
    assert picture is not None and picture.rect == (-50.0, -40.0, 1600.0, 800.0)
    page = page_html(dataclasses.replace(view_of(enc), picture=picture), "/T/", "v")
    image = f'<image href="picture/{DIGEST}" x="-50" y="-40" width="1600" height="800" opacity="0.5"'
    assert image in page
    assert page.index(image) < page.index('class="zone"')  # under the zones
    assert shared_picture(None, ("jpeg", 800, 400, MAP)) is None and shared_picture(PLACED, None) is None


def test_the_server_serves_the_picture_shown_and_nothing_else(serving) -> None:
    server, enc = serving
    status, _body, _response = ask(server, "GET", f"{base(server)}picture/{DIGEST}")
    assert status == 404  # no picture shown yet
    server.publish(dataclasses.replace(view_of(enc), picture=shared_picture(PLACED, ("jpeg", 800, 400, MAP))))
    status, body, response = ask(server, "GET", f"{base(server)}picture/{DIGEST}")
    assert status == 200 and body == MAP and response.getheader("Content-Type") == "image/jpeg"
    assert response.getheader("X-Content-Type-Options") == "nosniff"
    assert ask(server, "GET", f"{base(server)}picture/{'cd' * 32}")[0] == 404
    assert ask(server, "GET", f"/wrongtoken/picture/{DIGEST}")[0] == 404
    server.publish(view_of(enc))  # the GM took the picture away
    assert ask(server, "GET", f"{base(server)}picture/{DIGEST}")[0] == 404
