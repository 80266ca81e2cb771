"""The shared page's server, attacked on loopback only: no token, a wrong token, methods that write, paths
out of the site, oversized headers, a body, a flood of requests and of connections. Each is refused or
bounded, and the page is still served afterwards."""

from __future__ import annotations

import contextlib
import http.client
import socket
import time
from collections.abc import Iterator

import pytest

from gm_desk.share import ShareError, limits
from gm_desk.share.page import SharedView
from gm_desk.share.server import ShareServer


def ask(
    server: ShareServer,
    method: str,
    path: str,
    headers: dict[str, str] | None = None,
    body: bytes | None = None,
) -> tuple[int, bytes, http.client.HTTPResponse]:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        response = conn.getresponse()
        return response.status, response.read(), response
    finally:
        conn.close()


def raw(server: ShareServer, request: bytes, source: str = "127.0.0.1") -> bytes:
    """Send ``request`` as written and read the whole answer (the server closes or answers)."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=5, source_address=(source, 0)) as sock:
        sock.sendall(request)
        chunks = []
        with contextlib.suppress(TimeoutError, ConnectionResetError):
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                if b"\r\n\r\n" in b"".join(chunks) and b"Content-Length: 0" in chunks[0]:
                    break
        return b"".join(chunks)


def status_of(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.") else 0


def base(server: ShareServer) -> str:
    return f"/{server.token}/"


def test_the_page_answers_with_its_state_and_its_guard_headers(serving) -> None:
    server, _enc = serving
    status, body, response = ask(server, "GET", base(server))
    assert status == 200 and b"Ysolde" in body and b"Relay Yard" in body
    assert response.getheader("Content-Type").startswith("text/html")
    csp = response.getheader("Content-Security-Policy")
    assert "default-src 'none'" in csp and "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert response.getheader("X-Content-Type-Options") == "nosniff"
    assert response.getheader("Referrer-Policy") == "no-referrer"
    assert response.getheader("Cache-Control") == "no-store"
    assert ask(server, "GET", base(server).rstrip("/"))[0] == 200  # the address without its last slash too
    for name in ("page.css", "page.js"):
        assert ask(server, "GET", base(server) + name)[0] == 200
    status, body, _ = ask(server, "HEAD", base(server))
    assert status == 200 and body == b""


def test_without_the_token_or_with_a_wrong_one_nothing_is_shown(serving) -> None:
    server, _enc = serving
    wrong = "A" * len(server.token)
    for path in (
        "/",
        "/page.css",
        "/events",
        f"/{wrong}/",
        f"/{wrong}/page.js",
        f"/{server.token[:-1]}/",
        f"/{server.token}x/",
        f"/?token={server.token}",
        "/favicon.ico",
    ):
        status, body, _ = ask(server, "GET", path)
        assert status == 404, path
        assert b"Ysolde" not in body


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"])
def test_no_method_that_writes_is_allowed(serving, method: str) -> None:
    server, _enc = serving
    for path in (base(server), base(server) + "events", "/"):
        status, _body, response = ask(
            server, method, path, body=b"x=1" if method in ("POST", "PUT", "PATCH") else None
        )
        assert status == 405, (method, path)
        assert response.getheader("Allow") == "GET, HEAD"


def test_a_get_with_a_body_is_refused(serving) -> None:
    server, _enc = serving
    assert ask(server, "GET", base(server), body=b"payload")[0] == 413


@pytest.mark.parametrize(
    "path",
    [
        "/../../../../etc/passwd",
        "/{token}/../../../../etc/passwd",
        "/{token}/..%2f..%2f..%2fetc%2fpasswd",
        "/{token}/%2e%2e/%2e%2e/etc/passwd",
        "/{token}/page.css/../../../etc/passwd",
        "/{token}//etc/passwd",
        "/{token}/../{token}/page.js/..",
        "/{token}/resources/share/page.css",
        "/{token}/gm_desk.sqlite3",
        "/{token}/..\\..\\etc\\passwd",
    ],
)
def test_nothing_outside_the_sites_own_files_is_served(serving, path: str) -> None:
    server, _enc = serving
    answer = raw(
        server,
        f"GET {path.format(token=server.token)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode(),
    )
    assert status_of(answer) in (400, 404)
    assert b"root:" not in answer and b"SQLite" not in answer


def test_oversized_request_lines_and_headers_are_refused(serving) -> None:
    server, _enc = serving
    page = base(server)
    long_line = raw(server, f"GET {page}{'a' * 10_000} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    huge_header = raw(server, f"GET {page} HTTP/1.1\r\nHost: x\r\nX-Big: {'b' * 20_000}\r\n\r\n".encode())
    many = "".join(f"X-H{i}: v\r\n" for i in range(200))
    many_headers = raw(server, f"GET {page} HTTP/1.1\r\nHost: x\r\n{many}\r\n".encode())
    for answer in (long_line, huge_header, many_headers):
        assert status_of(answer) in (400, 414, 431), answer[:80]
    assert ask(server, "GET", page)[0] == 200  # and the page is still served


def test_a_flood_of_requests_from_one_address_is_slowed_down(serving) -> None:
    server, _enc = serving
    statuses = []
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    try:
        for _ in range(int(limits.REQUEST_BURST) + 40):
            conn.request("GET", base(server) + "page.css")
            response = conn.getresponse()
            response.read()
            statuses.append(response.status)
            if response.status == 429:
                assert response.getheader("Retry-After") == "1"
    finally:
        conn.close()
    assert statuses[0] == 200 and 429 in statuses
    assert statuses.count(200) <= limits.REQUEST_BURST + 40 * 0.5  # the rest refused (some refill meanwhile)


@contextlib.contextmanager
def open_connections(server: ShareServer, count: int, sources: int) -> Iterator[list[socket.socket]]:
    socks = []
    try:
        for i in range(count):
            source = f"127.0.0.{2 + i % sources}"
            socks.append(
                socket.create_connection(("127.0.0.1", server.port), timeout=5, source_address=(source, 0))
            )
        yield socks
    finally:
        for sock in socks:
            sock.close()


def wait_for(condition, seconds: float = 10.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def test_two_hundred_connections_at_once_are_bounded_and_the_rest_refused(serving) -> None:
    server, _enc = serving
    with open_connections(server, 200, sources=8):  # 25 from each of eight loopback addresses
        assert wait_for(lambda: server.connections + server.refused_connections >= 200)
        assert server.connections <= limits.MAX_CONNECTIONS
        assert server.refused_connections >= 200 - limits.MAX_CONNECTIONS
        refused = raw(server, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", source="127.0.0.99")
        assert status_of(refused) == 503  # the next one is told so, and closed
    assert wait_for(lambda: server.connections == 0)
    assert ask(server, "GET", base(server))[0] == 200  # once they are gone, the page answers again


def test_one_address_cannot_take_every_connection(serving) -> None:
    server, _enc = serving
    with open_connections(server, limits.MAX_CONNECTIONS_PER_ADDRESS + 10, sources=1):
        assert wait_for(lambda: server.refused_connections >= 10)
        assert server.connections <= limits.MAX_CONNECTIONS_PER_ADDRESS
        other = raw(
            server,
            f"GET {base(server)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode(),
            source="127.0.0.50",
        )
        assert status_of(other) == 200  # another phone still gets the page


def test_a_new_token_refuses_the_old_address_and_ends_its_streams(serving) -> None:
    server, _enc = serving
    old = base(server)
    stream = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    stream.request("GET", old + "events")
    response = stream.getresponse()
    assert response.status == 200 and response.getheader("Content-Type").startswith("text/event-stream")
    assert wait_for(lambda: server.streams == 1)
    server.new_token()
    assert wait_for(lambda: server.streams == 0)
    stream.close()
    assert ask(server, "GET", old)[0] == 404
    assert ask(server, "GET", base(server))[0] == 200


def test_a_stream_sends_the_current_state_at_once_and_each_change(serving) -> None:
    server, enc = serving
    from tests.share.conftest import view_of

    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    conn.request("GET", base(server) + "events")
    response = conn.getresponse()
    lines = []

    def next_event() -> str:
        data = ""
        while True:
            line = response.readline().decode()
            if line.startswith("data: "):
                data = line[6:]
            if line == "\n" and data:
                return data

    first = next_event()
    assert "Before the fight" in first
    from gm_desk.rules.events import Command

    assert enc.handle(Command("next")).ok
    server.publish(view_of(enc))
    second = next_event()
    assert second != first
    lines.append(second)
    conn.close()


def test_a_port_in_use_and_an_address_not_of_this_computer_are_told_in_words(serving) -> None:
    server, _enc = serving
    with pytest.raises(ShareError, match=f"Port {server.port} is in use"):
        ShareServer("127.0.0.1", server.port).start()
    with pytest.raises(ShareError, match="not an address of this computer"):
        ShareServer("192.0.2.254", 0).start()


def test_stopping_frees_the_port(serving) -> None:
    server, _enc = serving
    port = server.port
    server.stop()
    assert not server.running
    with socket.socket() as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", port))  # free again
    again = ShareServer("127.0.0.1", port, server.token)
    again.publish(SharedView(None))
    again.start()
    try:
        assert ask(again, "GET", base(again))[0] == 200
    finally:
        again.stop()
