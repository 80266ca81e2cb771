"""The networks the page can be shared on: this computer only, one of its network addresses, or every one.

The GM picks one; GM Desk never listens on every network unless that is what was picked. The addresses
come from psutil (a well-kept, cross-platform library), since Python alone cannot list them everywhere.
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass

from gm_desk.rules.i18n import t

LOOPBACK = "127.0.0.1"
EVERY = "0.0.0.0"


@dataclass(frozen=True)
class NetworkChoice:
    address: str
    label: str  # in the GM's words
    kind: str  # "loopback" | "network" | "every"
    family: int = 4


def network_choices() -> list[NetworkChoice]:
    """This computer only first, then each network address of an interface that is up, then every one."""
    found = [NetworkChoice(LOOPBACK, t("This computer only ({address})", address=LOOPBACK), "loopback")]
    try:
        import psutil

        stats = psutil.net_if_stats()
        addresses = psutil.net_if_addrs()
    except (ImportError, OSError, RuntimeError):  # no list of interfaces: only the two sure choices
        addresses, stats = {}, {}
    for name in sorted(addresses):
        if name in stats and not stats[name].isup:
            continue
        for entry in addresses[name]:
            if entry.family != socket.AF_INET:
                continue
            ip = ipaddress.ip_address(entry.address)
            if ip.is_loopback or ip.is_link_local or ip.is_unspecified:
                continue
            found.append(
                NetworkChoice(
                    entry.address,
                    t("The network of {interface} ({address})", interface=name, address=entry.address),
                    "network",
                )
            )
    found.append(
        NetworkChoice(
            EVERY, t("Every network of this computer ({address}): not advised", address=EVERY), "every"
        )
    )
    return found


def bind_problem(text: str) -> str | None:
    """Why ``text`` cannot be listened on (None when it is an IP address; whether this computer has it
    is known only when the server tries)."""
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return t("'{text}' is not an IP address (such as 127.0.0.1 or 192.168.1.20).", text=text)
    return None
