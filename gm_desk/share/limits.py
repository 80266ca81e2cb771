"""How much the shared page lets anyone ask of GM Desk: connections, request sizes, request rates.

A table has a handful of phones, each holding one live stream and asking for the page now and then; the
bounds leave them plenty and keep anything else on the network from wearing down the GM's computer.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

MAX_CONNECTIONS = 64  # open at once, from everyone; past that a new one is answered 503 and closed
MAX_CONNECTIONS_PER_ADDRESS = 32  # from one address (one phone needs two or three)
MAX_REQUEST_LINE = 2048  # bytes in "GET /... HTTP/1.1"
MAX_HEADER_FIELD = 4096  # bytes in one header line
MAX_HEADERS = 32
IDLE_SECONDS = 15.0  # a connection that asks nothing for this long is closed
PING_SECONDS = 15.0  # a live stream says something at least this often (a dead phone is noticed)
RETRY_MS = 2000  # how soon a page's stream reconnects after it broke
REQUESTS_PER_SECOND = 10.0  # per address, sustained
REQUEST_BURST = 60.0  # per address, at once (a page, its two files and its stream, many times over)
KEPT_ADDRESSES = 1024  # addresses whose rate is remembered; the longest unseen is forgotten first


class RateLimiter:
    """A token bucket per address: ``burst`` requests at once, then ``rate`` a second."""

    def __init__(
        self,
        rate: float = REQUESTS_PER_SECOND,
        burst: float = REQUEST_BURST,
        clock: Callable[[], float] = time.monotonic,
        keep: int = KEPT_ADDRESSES,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.keep = keep
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # address -> (tokens, when)

    def allow(self, address: str) -> bool:
        now = self.clock()
        tokens, when = self._buckets.pop(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - when) * self.rate)
        allowed = tokens >= 1.0
        self._buckets[address] = (tokens - 1.0 if allowed else tokens, now)
        while len(self._buckets) > self.keep:
            self._buckets.popitem(last=False)
        return allowed
