"""The page the players' phones show: HTML made from `PlayerFacts` and the zones' places, nothing else.

`page_html` is the whole first answer (the current state is in it, so a first look needs no script);
`view_html` is the part that changes, which the live updates carry and the page's script swaps in. Both
come from the same function, so what a phone shows after an update is what a fresh load would show.

Every word of the data (names, zone tags, scene events) is escaped here, once: a name like `<h1>` reads
as written. The page has no inline script or style, so its Content-Security-Policy can forbid both.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gm_desk.rules import log_time
from gm_desk.rules.i18n import t
from gm_desk.rules.player_facts import PlayerFacts, PlayerToken

Rect = tuple[float, float, float, float]  # x, y, width, height on the GM's map

# As the player window places tokens in a zone (gm_desk/ui/player_view/map_scene.py), so the two agree.
TOKEN = 44.0
SLOT = (86.0, 82.0)
HEADER = 44.0
MARGIN = 20.0
OUT_OF_FIGHT = frozenset({"down", "dead", "fled", "surrendered"})
NAME_ON_MAP = 10  # characters of a name under its token (a slot is 86 wide); the full name is in the list


@dataclass(frozen=True)
class SharedPicture:
    """The map picture under the zones, as the GM placed it: served at ``picture/<digest>``."""

    digest: str
    kind: str  # png, jpeg or webp
    data: bytes
    rect: Rect  # where it lies on the map: x, y, width, height (its own shape)
    opacity: float = 1.0

    @property
    def mime(self) -> str:
        return {"png": "image/png", "jpeg": "image/jpeg", "webp": "image/webp"}[self.kind]


def shared_picture(
    placement: Mapping[str, Any] | None, found: tuple[str, int, int, bytes] | None
) -> SharedPicture | None:
    """The picture the page shows, from its placement on the GM's map and the data file's record of it
    (kind, width and height in pixels, bytes); None without either."""
    if not placement or found is None:
        return None
    kind, width, height, data = found
    if kind not in ("png", "jpeg", "webp") or width <= 0 or height <= 0:
        return None
    shown = float(placement["width"])
    rect = (float(placement["x"]), float(placement["y"]), shown, shown * height / width)
    return SharedPicture(str(placement["digest"]), kind, data, rect, float(placement.get("opacity", 1.0)))


@dataclass(frozen=True)
class SharedView:
    """What the page shows: the players' facts (None while no encounter is open), the zones' places,
    the map picture, and whether the GM has paused the players' view."""

    facts: PlayerFacts | None
    rects: Mapping[str, Rect] = field(default_factory=dict)
    frozen: bool = False
    picture: SharedPicture | None = None
    # When the running turn began (UTC text), if the GM shows the players the turn timer; the page's
    # script counts the seconds from it.
    turn_since: str | None = None


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def initials(name: str) -> str:
    words = [w for w in name.replace("-", " ").split() if w]
    if len(words) >= 2:
        return (words[0][0] + words[1][0]).upper()
    return name[:2].upper()


def short(name: str, limit: int = NAME_ON_MAP) -> str:
    """A name cut to fit under its token, so that neighbours' names never run into each other."""
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "…"


def page_html(view: SharedView, base: str, version: str) -> str:
    """The whole page; ``base`` is the site's path with its token ("/TOKEN/"), ``version`` the number
    of the state it shows (the live updates carry theirs)."""
    title = esc(t("GM Desk — Player view"))
    return (
        "<!doctype html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="color-scheme" content="dark">\n'
        '<meta name="referrer" content="no-referrer">\n'
        '<link rel="icon" href="data:,">\n'
        f"<title>{title}</title>\n"
        f'<link rel="stylesheet" href="{esc(base)}page.css">\n'
        f'<script src="{esc(base)}page.js" defer></script>\n'
        "</head>\n<body>\n"
        f'<p id="link" class="link" hidden data-events="{esc(base)}events"'
        f' data-lost="{esc(t("The connection to the GM was lost: trying again…"))}"'
        f' data-gone="{esc(t("This address no longer answers: the GM stopped sharing or gave the table a new one. Trying again…"))}"'
        "></p>\n"
        f'<main id="view" data-version="{version}">\n{view_html(view)}</main>\n'
        "</body>\n</html>\n"
    )


def view_html(view: SharedView) -> str:
    """The part of the page that follows the fight."""
    facts = view.facts
    paused = f'<p class="paused">{esc(t("Paused by the GM"))}</p>\n' if view.frozen else ""
    if facts is None:
        return (
            f'<header class="head"><h1 id="round">{esc(t("Waiting for the GM"))}</h1>{paused}</header>\n'
            f'<p class="note">{esc(t("No fight is open yet. This page follows it as soon as the GM opens one."))}</p>\n'
        )
    parts = [
        _head(facts, paused),
        _turn_timer(view.turn_since),
        _clock(facts),
        _scene(facts),
        _order(facts),
        _map(facts, view.rects, view.picture),
        _zones(facts),
    ]
    return "".join(parts)


def _head(facts: PlayerFacts, paused: str) -> str:
    if facts.ended:
        round_words = t("The fight is over")
    elif facts.round:
        round_words = t("Round {round}", round=facts.round)
    else:
        round_words = t("Before the fight")
    turn = []
    if facts.now:
        turn.append(f'<span class="now">{esc(t("Now: {name}", name=facts.now))}</span>')
    if facts.next:
        turn.append(f'<span class="next">{esc(t("Next: {name}", name=facts.next))}</span>')
    shown = f'<p id="turn" class="turn">{"".join(turn)}</p>' if turn else ""
    return f'<header class="head"><h1 id="round">{esc(round_words)}</h1>{shown}{paused}</header>\n'


def _turn_timer(since: str | None) -> str:
    if since is None or log_time.parsed(since) is None:
        return ""
    words = esc(t("This turn: {time}"))  # the script puts the running time in
    return (
        f'<p id="turn-timer" class="timer" data-since="{esc(since)}" data-words="{words}">'
        f"{esc(t('This turn is running'))}</p>\n"
    )


def _clock(facts: PlayerFacts) -> str:
    clock = facts.countdown
    if clock is None:
        return ""
    stages = "".join(f"<li>{esc(stage)}</li>" for stage in clock.stages)
    seconds = esc(t("{seconds} seconds a step", seconds=clock.seconds))
    return (
        f'<section id="clock" class="clock"><h2>{esc(clock.title)}</h2>'
        f'<p class="seconds">{seconds}</p><ol>{stages}</ol></section>\n'
    )


def _scene(facts: PlayerFacts) -> str:
    if not facts.scene_events:
        return ""
    items = "".join(
        f"<article><h3>{esc(event.name)}</h3><p>{esc(event.text)}</p></article>"
        for event in facts.scene_events
    )
    return f'<section id="scene" class="scene"><h2>{esc(t("Scene events"))}</h2>{items}</section>\n'


def _order(facts: PlayerFacts) -> str:
    tokens = {tok.cid: tok for tok in facts.tokens}
    rows = []
    for row in facts.order:
        state = "current" if row.current else "done" if row.done else "waiting"
        mark = "▶" if row.current else "✓" if row.done else ""
        tok = tokens.get(row.cid)
        band = f'<span class="band band-{esc(tok.band)}">{esc(tok.health)}</span>' if tok is not None else ""
        conditions = (
            f'<span class="conditions">{esc(", ".join(tok.conditions))}</span>'
            if tok is not None and tok.conditions
            else ""
        )
        rows.append(
            f'<li class="{state}"><span class="mark">{mark}</span>'
            f'<span class="name">{esc(row.name)}</span>{band}{conditions}</li>'
        )
    body = f"<ol>{''.join(rows)}</ol>" if rows else f'<p class="note">{esc(t("No order yet."))}</p>'
    return f'<section id="order" class="order"><h2>{esc(t("Turn order"))}</h2>{body}</section>\n'


def _map(facts: PlayerFacts, rects: Mapping[str, Rect], picture: SharedPicture | None = None) -> str:
    placed = {z.id: rects[z.id] for z in facts.zones if z.id in rects}
    if not placed:
        return ""
    shapes = [*placed.values(), *([picture.rect] if picture is not None else [])]
    left = min(x for x, _, _, _ in shapes) - MARGIN
    top = min(y for _, y, _, _ in shapes) - MARGIN
    right = max(x + w for x, _, w, _ in shapes) + MARGIN
    bottom = max(y + h for _, y, _, h in shapes) + MARGIN
    pictured = ' class="pictured"' if picture is not None else ""  # the zones let the picture show through
    out = [
        f'<section id="map" class="map"><h2>{esc(t("Map"))}</h2>'
        f'<svg{pictured} viewBox="{left:g} {top:g} {right - left:g} {bottom - top:g}" role="img"'
        f' aria-label="{esc(t("Map"))}" preserveAspectRatio="xMidYMid meet">',
        _picture(picture),
        '<g class="links">',
    ]
    drawn: set[tuple[str, str]] = set()
    for zone in facts.zones:
        for other in zone.links:
            key = (min(zone.id, other), max(zone.id, other))
            if key in drawn or zone.id not in placed or other not in placed:
                continue
            drawn.add(key)
            (ax, ay), (bx, by) = _centre(placed[zone.id]), _centre(placed[other])
            out.append(f'<line x1="{ax:g}" y1="{ay:g}" x2="{bx:g}" y2="{by:g}"/>')
    out.append("</g>")
    for zone in facts.zones:
        if zone.id not in placed:
            continue
        x, y, w, h = placed[zone.id]
        kind = "zone burning" if zone.hazard is not None else "zone"
        out.append(f'<g class="{kind}"><rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="10"/>')
        out.append(f'<text class="zone-name" x="{x + 10:g}" y="{y + 28:g}">{esc(zone.name)}</text>')
        foot = []
        if zone.tags:
            foot.append(("zone-tags", " · ".join(zone.tags)))
        if zone.hazard is not None:
            foot.append(("zone-hazard", zone.hazard.words))
        for i, (cls, words) in enumerate(reversed(foot)):
            out.append(f'<text class="{cls}" x="{x + 10:g}" y="{y + h - 10 - 22 * i:g}">{esc(words)}</text>')
        out.append("</g>")
        people = [tok for tok in facts.tokens if tok.zone == zone.id]
        out += _tokens(people, placed[zone.id])
    out.append("</svg></section>\n")
    return "".join(out)


def _picture(picture: SharedPicture | None) -> str:
    """The map picture under the zones (the page's own address, by its digest: same origin)."""
    if picture is None:
        return '<g id="picture"></g>'
    x, y, w, h = picture.rect
    return (
        f'<g id="picture"><image href="picture/{esc(picture.digest)}" x="{x:g}" y="{y:g}" width="{w:g}"'
        f' height="{h:g}" opacity="{picture.opacity:g}" preserveAspectRatio="none"/></g>'
    )


def _centre(rect: Rect) -> tuple[float, float]:
    x, y, w, h = rect
    return x + w / 2, y + h / 2


def _tokens(tokens: list[PlayerToken], rect: Rect) -> list[str]:
    x, y, w, _h = rect
    per_row = max(1, int(w // SLOT[0]))
    out = []
    for i, tok in enumerate(tokens):
        row, col = divmod(i, per_row)
        cx = x + SLOT[0] * col + SLOT[0] / 2
        cy = y + HEADER + SLOT[1] * row + TOKEN / 2
        classes = ["token", f"side-{tok.stance}", f"band-{tok.band}"]
        if tok.current:
            classes.append("current")
        if tok.band in OUT_OF_FIGHT:
            classes.append("out")
        out.append(
            f'<g class="{esc(" ".join(classes))}"><title>{esc(tok.name)} — {esc(tok.health)}</title>'
            f'<circle cx="{cx:g}" cy="{cy:g}" r="{TOKEN / 2:g}"/>'
            f'<text class="initials" x="{cx:g}" y="{cy + 6:g}">{esc(initials(tok.name))}</text>'
            f'<text class="token-name" x="{cx:g}" y="{cy + TOKEN / 2 + 16:g}">{esc(short(tok.name))}</text></g>'
        )
    return out


def _zones(facts: PlayerFacts) -> str:
    """Zone by zone, who stands where: the map's facts in type a phone reads without zooming."""
    cards = []
    for zone in facts.zones:
        people = [tok for tok in facts.tokens if tok.zone == zone.id]
        kind = "zone-card burning" if zone.hazard is not None else "zone-card"
        lines = [f'<article class="{kind}"><h3>{esc(zone.name)}</h3>']
        if zone.hazard is not None:
            lines.append(f'<p class="hazard">{esc(zone.hazard.words)}</p>')
        if zone.tags:
            tags = "".join(f'<span class="tag">{esc(tag)}</span>' for tag in zone.tags)
            lines.append(f'<p class="tags">{tags}</p>')
        if people:
            items = []
            for tok in people:
                conditions = f" · {esc(', '.join(tok.conditions))}" if tok.conditions else ""
                current = " current" if tok.current else ""
                items.append(
                    f'<li class="side-{esc(tok.stance)}{current}"><span class="name">{esc(tok.name)}</span>'
                    f' <span class="band band-{esc(tok.band)}">{esc(tok.health)}</span>{conditions}</li>'
                )
            lines.append(f"<ul>{''.join(items)}</ul>")
        else:
            lines.append(f'<p class="note">{esc(t("Nobody here."))}</p>')
        lines.append("</article>")
        cards.append("".join(lines))
    if not cards:
        return ""
    return f'<section id="zones" class="zones"><h2>{esc(t("Where everyone is"))}</h2>{"".join(cards)}</section>\n'
