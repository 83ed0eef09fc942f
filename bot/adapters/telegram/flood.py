"""Outgoing flood control per chat: PTB's ``BaseRateLimiter`` with exact sliding windows.

PTB's ``AIORateLimiter`` keeps the limits with leaky buckets (which let a 21st message into a minute)
and pauses *every* request while one chat's "retry after" runs out. Here each group has its own
window and its own pause, so a send waiting for one group's window holds nothing else; the overall
limit is shared. Sends to one chat keep their order (one queue per chat). ``abandon()`` (at shutdown)
ends every wait at once: what is still queued is given up, not waited for.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Callable
from typing import Any

from telegram.error import RetryAfter, TelegramError
from telegram.ext import BaseRateLimiter

log = logging.getLogger("fanbot.telegram")

#: the Bot API methods that put a message into a chat (or change one): what the group limit counts
MESSAGE_ENDPOINTS = ("send", "edit", "stopPoll", "copyMessage", "forwardMessage")
#: how often a window full of requests still on their way is looked at again (seconds)
IN_FLIGHT_POLL = 0.05
#: how many idle chats' windows are kept before the stale ones are forgotten
MAX_IDLE_CHATS = 10_000


class SendAbandoned(TelegramError):
    """A send given up because the bot is stopping (nothing was sent)."""

    def __init__(self) -> None:
        super().__init__("stopping")  # for the log only


class Window:
    """At most ``limit`` requests in any ``seconds``, as Telegram counts them on arrival.

    A request counts from when its answer came (it arrived before that): a request that is still
    on its way counts as arriving now, so the network's delays can never squeeze ``limit + 1``
    arrivals into one window.
    """

    def __init__(self, limit: int, seconds: float) -> None:
        self.limit, self.seconds = limit, seconds
        self.cells: list[list[float]] = []  # one [time] per recent request; inf while it is on its way

    def wait(self, now: float) -> float:
        """Seconds until one more request fits (0 when it fits now; inf while all recent ones travel)."""
        if len(self.cells) < self.limit:
            return 0.0
        return max(0.0, min(self.cells)[0] + self.seconds - now)

    def take(self) -> list[float]:
        """Count one request (the caller sets its time once answered)."""
        if len(self.cells) >= self.limit:
            self.cells.remove(min(self.cells))  # the one that left the window
        cell = [math.inf]
        self.cells.append(cell)
        return cell

    def idle(self, now: float) -> bool:
        return all(cell[0] + self.seconds <= now for cell in self.cells)


class ChatRateLimiter(BaseRateLimiter[int]):
    """Telegram's limits (``overall`` per seconds for all chats, ``group`` per seconds in one group),
    a 429's pause kept to its chat, at most ``max_retries`` retries of a refused request."""

    def __init__(self, overall: tuple[int, float] = (30, 1.0), group: tuple[int, float] = (20, 60.0),
                 max_retries: int = 2, clock: Callable[[], float] = time.monotonic) -> None:
        self.overall_rate, self.group_rate = overall, group
        self.max_retries = max_retries
        self.clock = clock
        self._overall = Window(*overall)
        self._overall_lock = asyncio.Lock()
        self._groups: dict[Any, Window] = {}
        self._queues: dict[Any, asyncio.Lock] = {}
        self._paused_until: dict[Any, float] = {}  # chat -> end of its "retry after"
        self._abandoned = asyncio.Event()

    async def initialize(self) -> None:
        self._abandoned.clear()

    async def shutdown(self) -> None:
        self.abandon()

    def abandon(self) -> None:
        """Give up every queued and future send (the bot is stopping)."""
        self._abandoned.set()

    def would_wait(self, chat) -> bool:
        """Whether a message to ``chat`` would wait now (its window is full, it is paused, or sends queue)."""
        now = self.clock()
        lock, window = self._queues.get(chat), self._groups.get(chat)
        return ((lock is not None and lock.locked()) or self._paused_until.get(chat, 0.0) > now
                or (window is not None and window.wait(now) > 0))

    @property
    def queued(self) -> int:
        """How many chats have sends waiting."""
        return sum(1 for lock in self._queues.values() if lock.locked())

    async def process_request(self, callback, args, kwargs, endpoint, data, rate_limit_args):
        chat = data.get("chat_id")
        try:
            chat = int(chat)
        except (TypeError, ValueError):
            pass
        # the group limit is on messages: a reaction or a member look-up counts only overall
        is_group = (isinstance(chat, str) or (isinstance(chat, int) and chat < 0)) and endpoint.startswith(
            MESSAGE_ENDPOINTS)
        retries = rate_limit_args if rate_limit_args is not None else self.max_retries
        for attempt in range(retries + 1):
            try:
                if chat is None:  # not a message to a chat (a callback answer, an inline answer): no queue
                    return await callback(*args, **kwargs)
                async with self._queue(chat):
                    cells = await self._take_slot(chat, is_group)
                    try:
                        return await callback(*args, **kwargs)
                    finally:
                        answered = self.clock()
                        for cell in cells:
                            cell[0] = answered
            except RetryAfter as refused:
                if attempt == retries:
                    raise
                seconds = _seconds(refused)
                log.info("Telegram asked to wait %.1f s before sending to %s again", seconds, chat)
                if chat is None:
                    await self._sleep(seconds + 0.1)
                else:
                    self._paused_until[chat] = self.clock() + seconds + 0.1
        raise AssertionError("unreachable")  # pragma: no cover

    def _queue(self, chat) -> asyncio.Lock:
        lock = self._queues.get(chat)
        if lock is None:
            if len(self._queues) > MAX_IDLE_CHATS:
                self._forget_idle()
            lock = self._queues[chat] = asyncio.Lock()
        return lock

    def _forget_idle(self) -> None:
        now = self.clock()
        for chat in [c for c, lock in self._queues.items() if not lock.locked()]:
            window = self._groups.get(chat)
            if (window is None or window.idle(now)) and self._paused_until.get(chat, 0.0) <= now:
                self._queues.pop(chat, None)
                self._groups.pop(chat, None)
                self._paused_until.pop(chat, None)

    async def _take_slot(self, chat, is_group: bool) -> list[list[float]]:
        """Wait (holding only this chat's queue) until the chat's window and the overall one have room."""
        window = None
        if is_group:
            window = self._groups.get(chat)
            if window is None:
                window = self._groups[chat] = Window(*self.group_rate)
        while True:
            now = self.clock()
            wait = max(self._paused_until.get(chat, 0.0) - now, window.wait(now) if window else 0.0)
            if wait <= 0:
                break
            await self._sleep(min(wait, IN_FLIGHT_POLL))
        async with self._overall_lock:  # held for at most one overall window (a second by default)
            while (wait := self._overall.wait(self.clock())) > 0:
                await self._sleep(min(wait, IN_FLIGHT_POLL))
            return [self._overall.take(), *([window.take()] if window is not None else [])]

    async def _sleep(self, seconds: float) -> None:
        if self._abandoned.is_set():
            raise SendAbandoned()
        try:
            await asyncio.wait_for(self._abandoned.wait(), seconds)
        except TimeoutError:
            return
        raise SendAbandoned()


def _seconds(refused: RetryAfter) -> float:
    """The wait a 429 asks for (PTB keeps it as a timedelta; its public int attribute is deprecated)."""
    pause = getattr(refused, "_retry_after", None)
    if hasattr(pause, "total_seconds"):
        return pause.total_seconds()
    return float(pause) if isinstance(pause, int | float) else float(refused.retry_after)
