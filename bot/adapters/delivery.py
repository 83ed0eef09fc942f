"""Every adapter's delivery loop: what the core says the chats are owed (``bot/outbox.py``), claimed,
each item handed to the platform by its kind, then acknowledged (or, at shutdown, released).

Each lane's items go one after another (a chat's own lane keeps its messages in order), different
lanes side by side (``ChatSends``), so a chat waiting for its window holds neither the ticker nor
another chat. An item the platform put off (a flood wait, the network) stays claimed until it is
acknowledged by a later attempt, or released when the adapter stops: never lost, never sent twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Hashable, Sequence
from typing import Protocol

from bot.adapters.chat_sends import ChatSends
from bot.outbox import Advance, DeliveryReceipt, Outgoing, Outlet

log = logging.getLogger("fanbot.adapters")


class Outbound(Protocol):
    """The core's outbound side (``BotCore``), as the loop uses it."""

    async def claim(self, outlet: Outlet, *, advance: Advance | None = None) -> list[Outgoing]: ...

    async def acknowledge(self, item: Outgoing, delivered: DeliveryReceipt) -> None: ...

    async def release(self, items: Sequence[Outgoing]) -> None: ...


class Deliverer(Protocol):
    """A platform's half: which lane an item waits in, and its delivery."""

    def lane(self, item: Outgoing) -> Hashable | None:
        """The queue the item goes out in, in order (None: no such chat on this platform, never deliverable)."""

    async def deliver(self, item: Outgoing) -> DeliveryReceipt | None:
        """Send the item; a receipt when done with it (sent or never sendable), None when put off."""


class DeliveryLoop:
    """Claims what the chats are owed and delivers it through one platform's ``Deliverer``."""

    def __init__(self, core: Outbound, outlet: Outlet, deliverer: Deliverer, chat_sends: ChatSends) -> None:
        self.core = core
        self.outlet = outlet
        self.deliverer = deliverer
        self.chat_sends = chat_sends
        #: the items claimed and not yet acknowledged: released when the adapter stops
        self.held: dict[int, Outgoing] = {}
        #: stopped: nothing more is claimed (a released result would be this worker's again at its next tick)
        self.closed = False

    async def claim(self) -> None:
        """What the tables a command or press just changed owe their chats, queued."""
        if not self.closed:
            await self._queue(await self.core.claim(self.outlet))

    async def tick(self, *, wait: bool = False) -> None:
        """The timers' claims, each queued at once (a round's result goes out while the tables' turns run):
        decided now, so the ticker never waits for a chat's window (unless it asks to ``wait``: the console
        shows what is owed before it reads the next line)."""
        queued = []
        for advance in Advance:
            if self.closed:
                break
            queued += await self._queue(await self.core.claim(self.outlet, advance=advance))
        if wait and queued:
            await asyncio.wait(queued)

    async def _queue(self, items: list[Outgoing]) -> list[asyncio.Task]:
        """Each item in its lane; one for no chat of this platform is acknowledged as never deliverable."""
        if self.closed:  # claimed by a tick under way when the adapter stopped: left to the next worker
            if items:
                await self.core.release(items)
            return []
        queued = []
        for item in items:
            lane = self.deliverer.lane(item)
            if lane is None:
                await self.core.acknowledge(item, DeliveryReceipt(delivered=False))
                continue
            self.held[id(item)] = item
            queued.append(self.chat_sends.post(lane, self._deliver(item)))
        return queued

    async def _deliver(self, item: Outgoing) -> None:
        try:
            receipt = await self.deliverer.deliver(item)
        except Exception as error:  # one chat's failure is its own: still claimed, released at the latest at stop
            log.error("a %s to %s on %s failed: %s", item.kind, item.chat_id, item.platform, type(error).__name__)
            return
        if receipt is None:
            return  # put off: still owed
        self.held.pop(id(item), None)
        await self.core.acknowledge(item, receipt)

    async def close(self) -> None:
        """Stopping: what waits for a chat's window is not waited for, and is left to the next worker."""
        self.closed = True
        await self.chat_sends.close()
        held, self.held = list(self.held.values()), {}
        if held:
            await self.core.release(held)


__all__ = ["Deliverer", "DeliveryLoop", "Outbound"]
