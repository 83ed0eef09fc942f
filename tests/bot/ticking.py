"""What each process of the settings storage's race test runs (``tests.forked``: a process of its own)."""

from __future__ import annotations

from multiprocessing.connection import Connection

from bot.adapters.telegram.keyboards import toggle
from bot.storage import BotStorage


def tick_options(channel: Connection, url: str, first: int, last: int) -> None:
    """Players ``first`` to ``last`` each tick options 0, 1 and 2 of one keyboard, then take 1 back."""
    store = BotStorage(url)
    for index in (0, 1, 2):
        for user in range(first, last):
            store.update_state("telegram", "ticks", f"-100:9:{user}", toggle(index, 3))
    for user in range(first, last):
        store.update_state("telegram", "ticks", f"-100:9:{user}", toggle(1, 3))
    store.close()
    channel.send("done")
