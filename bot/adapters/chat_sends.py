"""Posts nobody waits for (the timers' results and daily problems): one task per post, in order per chat.

A post waiting for its group's window holds only the posts to that group after it; at shutdown the
ones still waiting are cancelled (``close``), so a stopping bot never waits for a group's window.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine

log = logging.getLogger("fanbot.adapters")


class ChatSends:
    """Runs each chat's posts one after another, different chats' side by side."""

    def __init__(self) -> None:
        self._last: dict[object, asyncio.Task] = {}  # chat -> its latest post (the next one waits for it)
        self._tasks: set[asyncio.Task] = set()

    def post(self, chat: object, send: Coroutine) -> asyncio.Task:
        task = asyncio.create_task(self._after(self._last.get(chat), send))
        self._last[chat] = task
        self._tasks.add(task)
        task.add_done_callback(lambda done: self._done(chat, done, send))
        return task

    @staticmethod
    async def _after(previous: asyncio.Task | None, send: Coroutine) -> None:
        if previous is not None:
            await asyncio.wait([previous])  # its failure is its own: this post goes on
        await send

    def _done(self, chat: object, task: asyncio.Task, send: Coroutine) -> None:
        send.close()  # a post cancelled before it began was never awaited: closed, without a warning
        self._tasks.discard(task)
        if self._last.get(chat) is task:
            del self._last[chat]
        if not task.cancelled() and task.exception() is not None:
            error = task.exception()
            log.error("a post to %s failed: %s", chat, type(error).__name__)

    @property
    def pending(self) -> int:
        return len(self._tasks)

    async def drain(self, timeout: float) -> None:
        """Wait up to ``timeout`` seconds for the queued posts, then cancel what is left."""
        if self._tasks:
            await asyncio.wait(list(self._tasks), timeout=timeout)
        await self.close()

    async def close(self) -> None:
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
