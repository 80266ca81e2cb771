"""The web server behind the shared page: aiohttp on its own asyncio thread, beside the Qt loop.

Why aiohttp: an established, widely used asyncio HTTP server whose request parser (llhttp, in C) has
limits for the request line, header fields and header count; it streams responses, which is all that
server-sent events need, so the live updates want no second protocol library; and it runs on a plain
asyncio loop in a thread of its own, so Qt's loop never waits on the network. Qt's own HTTP server and
WebSockets modules are in PySide6-Addons, not in PySide6-Essentials, and would grow the bundle.

The site is four exact paths under a random token, each a GET (or HEAD):

    /TOKEN/           the page, with the current state in its HTML
    /TOKEN/page.css   its style, /TOKEN/page.js its script (read from resources/share at start)
    /TOKEN/events     the live updates (text/event-stream): the current state at once, then each change

Anything else is refused: another path or token (404), a method that is not GET or HEAD (405), a request
with a body (413), too many requests from one address (429), too many connections (503, then closed).
Nothing is read from disk while serving and nothing is ever written.

`publish` may be called from any thread (the GUI's): the view is handed to the server's loop, which
renders it once and wakes every stream.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import hmac
import ipaddress
import json
import secrets
import threading
from collections import Counter
from dataclasses import dataclass
from typing import Any

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

import gm_desk.share.limits as limits
from gm_desk.paths import resource_root
from gm_desk.rules.i18n import t
from gm_desk.share.errors import ShareError
from gm_desk.share.page import SharedView, page_html, view_html

SITE_FILES = {"page.css": "text/css; charset=utf-8", "page.js": "text/javascript; charset=utf-8"}
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' data:; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "Server": "GM Desk",
}
REFUSED_CONNECTION = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
    b"Retry-After: 5\r\nConnection: close\r\nContent-Length: 14\r\n\r\nToo many open.\n"
)
START_SECONDS = 10.0
STOP_SECONDS = 2.0  # how long a stop waits for the pages' streams to end


def new_token() -> str:
    """A random token for the address (128 bits, URL-safe)."""
    return secrets.token_urlsafe(16)


def site_files() -> dict[str, bytes]:
    folder = resource_root() / "resources" / "share"
    try:
        return {name: (folder / name).read_bytes() for name in SITE_FILES}
    except OSError as exc:
        raise ShareError(t("The shared page's files are missing ({error}).", error=exc)) from None


def host_in_url(host: str) -> str:
    """An address as a URL writes it (IPv6 in brackets)."""
    return f"[{host}]" if ":" in host else host


@dataclass(frozen=True)
class _State:
    version: int
    tag: str  # the version as the page knows it: unique across runs, so a restarted server is never mistaken
    view: SharedView
    body: str  # view_html(view)
    event: bytes  # the server-sent event that carries it


class _BoundedServer(web.Server):
    """aiohttp's low-level server, counting connections: one past the bounds is answered 503 and closed."""

    def __init__(self, handler: Any, **kwargs: Any) -> None:
        super().__init__(handler, **kwargs)
        self.peers: dict[RequestHandler, str] = {}
        self.refused = 0

    def connection_made(self, handler: RequestHandler, transport: asyncio.Transport) -> None:
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        per_address = Counter(self.peers.values())
        if (
            len(self.peers) >= limits.MAX_CONNECTIONS
            or per_address[address] >= limits.MAX_CONNECTIONS_PER_ADDRESS
        ):
            self.refused += 1
            with contextlib.suppress(OSError, RuntimeError):
                transport.write(REFUSED_CONNECTION)
            transport.close()
            return
        self.peers[handler] = address
        super().connection_made(handler, transport)

    def connection_lost(self, handler: RequestHandler, exc: BaseException | None = None) -> None:
        self.peers.pop(handler, None)
        super().connection_lost(handler, exc)


class ShareServer:
    """Serves one `SharedView` at a time on ``host``:``port`` (0: any free port) under a token."""

    def __init__(self, host: str, port: int = 0, token: str | None = None) -> None:
        self.host = host
        self.port = port
        self.token = token or new_token()
        self.served = 0  # requests answered with the page, a file or a stream
        self.turned_away = 0  # requests refused (404, 405, 413, 429)
        self._files: dict[str, bytes] = {}
        self._limiter = limits.RateLimiter()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.ServerRunner | None = None
        self._server: _BoundedServer | None = None
        self._run = secrets.token_hex(4)
        self._state = _State(0, "", SharedView(None), "", b"")
        self._changed: asyncio.Event | None = None
        self._streams = 0
        self._closing = False

    # --- from any thread --------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._runner is not None

    @property
    def url(self) -> str:
        return f"http://{host_in_url(self.host)}:{self.port}/{self.token}/"

    def urls(self) -> list[str]:
        """The addresses a phone can open: the one bound, or each of this computer's when every
        network was chosen."""
        if not ipaddress.ip_address(self.host).is_unspecified:
            return [self.url]
        from gm_desk.share.addresses import network_choices

        family = 6 if ":" in self.host else 4
        hosts = [c.address for c in network_choices() if c.address and c.family == family]
        return [f"http://{host_in_url(h)}:{self.port}/{self.token}/" for h in hosts] or [self.url]

    @property
    def version(self) -> str:
        """The version of the state shown now, as the page carries it (`data-version`)."""
        return self._state.tag

    @property
    def streams(self) -> int:
        """Pages following the fight now."""
        return self._streams

    @property
    def connections(self) -> int:
        return len(self._server.peers) if self._server is not None else 0

    @property
    def refused_connections(self) -> int:
        return self._server.refused if self._server is not None else 0

    def start(self) -> None:
        """Bind and serve; ShareError in words when the address or the port cannot be had."""
        if self.running:
            return
        self._files = site_files()
        self._closing = False
        loop = asyncio.new_event_loop()
        thread = threading.Thread(target=loop.run_forever, name="gm-desk-share", daemon=True)
        thread.start()
        self._loop, self._thread = loop, thread
        try:
            asyncio.run_coroutine_threadsafe(self._open(), loop).result(START_SECONDS)
        except BaseException:
            self._end_loop()
            raise

    def publish(self, view: SharedView) -> None:
        """Show ``view`` on every page from now on (callable from any thread)."""
        loop = self._loop
        if loop is None:
            self._take(view)  # not serving: kept for the first page once it starts
            return
        with contextlib.suppress(RuntimeError):  # the loop just closed: nothing to show it on
            loop.call_soon_threadsafe(self._take, view)

    def settle(self) -> None:
        """Return once every view published so far is the one served (they are taken in order)."""
        loop = self._loop
        if loop is not None:
            with contextlib.suppress(RuntimeError, TimeoutError):
                asyncio.run_coroutine_threadsafe(asyncio.sleep(0), loop).result(START_SECONDS)

    def new_token(self) -> str:
        """A new address: the old one is refused from now on, and the pages holding it are let go."""
        self.token = new_token()
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(self._wake)
        return self.token

    def stop(self) -> None:
        """Stop serving: every page is let go, the port is freed."""
        loop = self._loop
        if loop is None:
            return
        with contextlib.suppress(Exception):  # stopping must not fail on a half-broken loop
            asyncio.run_coroutine_threadsafe(self._close(), loop).result(START_SECONDS)
        self._end_loop()

    def _end_loop(self) -> None:
        loop, thread = self._loop, self._thread
        self._loop = self._thread = None
        self._runner = self._server = None
        if loop is None:
            return
        loop.call_soon_threadsafe(loop.stop)
        if thread is not None:
            thread.join(START_SECONDS)
        if not loop.is_running():
            loop.close()

    # --- on the server's loop ---------------------------------------------------------------------

    async def _open(self) -> None:
        self._changed = asyncio.Event()
        self._take(self._state.view)
        server = _BoundedServer(
            self._handle,
            max_line_size=limits.MAX_REQUEST_LINE,
            max_field_size=limits.MAX_HEADER_FIELD,
            max_headers=limits.MAX_HEADERS,
            keepalive_timeout=limits.IDLE_SECONDS,
            access_log=None,
        )
        runner = web.ServerRunner(server, handle_signals=False, shutdown_timeout=STOP_SECONDS)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port, backlog=limits.MAX_CONNECTIONS, reuse_address=True)
        try:
            await site.start()
        except OSError as exc:
            await runner.cleanup()
            raise ShareError(self._bind_words(exc)) from None
        self._runner, self._server = runner, server
        bound = runner.addresses
        if bound:
            self.port = int(bound[0][1])

    def _bind_words(self, exc: OSError) -> str:
        if exc.errno == errno.EADDRINUSE:
            return t(
                "Port {port} is in use on {host}: choose another port, or 0 for any free one.",
                port=self.port,
                host=self.host,
            )
        if exc.errno == errno.EADDRNOTAVAIL:
            return t("{host} is not an address of this computer.", host=self.host)
        if exc.errno == errno.EACCES:
            return t(
                "Port {port} needs the administrator's rights: choose one above 1023, or 0.", port=self.port
            )
        return t(
            "GM Desk cannot serve on {host} port {port}: {error}",
            host=self.host,
            port=self.port,
            error=exc.strerror or exc,
        )

    async def _close(self) -> None:
        self._closing = True
        self._wake()
        runner = self._runner
        if runner is not None:
            await runner.cleanup()

    def _take(self, view: SharedView) -> None:
        version = self._state.version + 1
        tag = f"{self._run}-{version}"
        body = view_html(view)
        data = json.dumps({"version": tag, "html": body}, ensure_ascii=False)
        event = f"id: {tag}\nevent: view\ndata: {data}\n\n".encode()
        self._state = _State(version, tag, view, body, event)
        self._wake()

    def _wake(self) -> None:
        changed = self._changed
        if changed is not None:
            self._changed = asyncio.Event()
            changed.set()

    async def _handle(self, request: web.BaseRequest) -> web.StreamResponse:
        if request.method not in ("GET", "HEAD"):
            return self._refuse(405, t("Only reading is allowed here."), {"Allow": "GET, HEAD"})
        if request.body_exists:
            return self._refuse(413, t("A request here carries no body."))
        peer = request.transport.get_extra_info("peername") if request.transport else None
        if not self._limiter.allow(str(peer[0]) if peer else ""):
            return self._refuse(429, t("Too many requests: wait a moment."), {"Retry-After": "1"})
        token, _, rest = request.rel_url.raw_path.removeprefix("/").partition("/")
        if not hmac.compare_digest(token.encode(), self.token.encode()):
            return self._refuse(404, t("Nothing is shared at this address: ask the GM for the current one."))
        if rest == "":
            self.served += 1
            state = self._state
            page = page_html(state.view, f"/{self.token}/", state.tag)
            return web.Response(
                text=page, content_type="text/html", charset="utf-8", headers=SECURITY_HEADERS
            )
        if rest in self._files:
            self.served += 1
            return web.Response(
                body=self._files[rest], headers={**SECURITY_HEADERS, "Content-Type": SITE_FILES[rest]}
            )
        if rest == "events":
            self.served += 1
            return await self._stream(request, token)
        picture = self._state.view.picture
        if picture is not None and rest == f"picture/{picture.digest}":  # only the picture shown now
            self.served += 1
            return web.Response(
                body=picture.data,
                headers={**SECURITY_HEADERS, "Content-Type": picture.mime, "Cache-Control": "private, max-age=3600"},
            )
        return self._refuse(404, t("Nothing is shared at this address: ask the GM for the current one."))

    def _refuse(self, status: int, words: str, extra: dict[str, str] | None = None) -> web.Response:
        self.turned_away += 1
        return web.Response(
            status=status,
            text=words + "\n",
            content_type="text/plain",
            headers={**SECURITY_HEADERS, **(extra or {})},
        )

    async def _stream(self, request: web.BaseRequest, token: str) -> web.StreamResponse:
        """The live updates: the state at once (a page that reconnects catches up), then each change."""
        response = web.StreamResponse(
            headers={
                **SECURITY_HEADERS,
                "Content-Type": "text/event-stream; charset=utf-8",
                "X-Accel-Buffering": "no",
            }
        )
        await response.prepare(request)
        if request.method == "HEAD":
            return response
        self._streams += 1
        try:
            await response.write(f"retry: {limits.RETRY_MS}\n\n".encode())
            sent = -1
            while not self._closing and hmac.compare_digest(token.encode(), self.token.encode()):
                state = self._state
                if state.version != sent:
                    await response.write(state.event)
                    sent = state.version
                changed = self._changed
                if changed is None:
                    break
                try:
                    await asyncio.wait_for(changed.wait(), limits.PING_SECONDS)
                except TimeoutError:
                    await response.write(b": still here\n\n")
        except (ConnectionError, RuntimeError):
            pass  # the page went away: nothing to tell
        finally:
            self._streams -= 1
        return response
