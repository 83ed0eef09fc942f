"""Ports for the servers a test starts in another process (a webhook worker, the web app): outside the
kernel's ephemeral range, where every client socket and every server bound to port 0 takes its port, and
in a band of its own per xdist worker, so that a port probed free here cannot be taken by another
test's socket before the process that is to listen on it has started."""

from __future__ import annotations

import itertools
import os
import socket

#: below Linux's default ephemeral range (32768-60999); 16 bands of 1,000 ports
_FIRST, _BAND, _BANDS = 12000, 1000, 16
_offsets = itertools.count()


def free_port() -> int:
    """A port nobody listens on, from this test process's band, never the same one twice in a row."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw")
    base = _FIRST + (int(worker) if worker.isdecimal() else 0) % _BANDS * _BAND
    for _ in range(_BAND):
        port = base + next(_offsets) % _BAND
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {base}-{base + _BAND - 1}")
