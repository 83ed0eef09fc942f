"""Waiting until a bot process's timer has run again: how a test knows that nothing more is coming.

A test that must show something happens once (a round's result announced once) cannot wait for a
second copy to arrive; it waits instead until the process has finished two more timer ticks
(``fanbot_timer_ticks_total`` on its ``METRICS_LISTEN`` endpoint). Ticks run one after another, so
the tick that was running when the test looked has then finished, with whatever it sent.
"""

from __future__ import annotations

import asyncio
import re
import time
import urllib.request

_TICKS = re.compile(r"^fanbot_timer_ticks_total (\d+(?:\.\d+)?)$", re.MULTILINE)


def _ticks(port: int) -> int:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as response:
        found = _TICKS.search(response.read().decode())
    return int(float(found.group(1))) if found else 0


async def ticks(port: int) -> int:
    """Timer ticks the process serving metrics on ``port`` has completed."""
    return await asyncio.to_thread(_ticks, port)


async def two_more_ticks(*ports: int, timeout: float = 30) -> None:
    """Return once each process has completed two ticks more than it had at the call."""
    start = {port: await ticks(port) for port in ports}
    deadline = time.monotonic() + timeout
    for port in ports:
        while await ticks(port) < start[port] + 2:
            assert time.monotonic() < deadline, f"the timer of the process on port {port} stopped"
            await asyncio.sleep(0.1)
