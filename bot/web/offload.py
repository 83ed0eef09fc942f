"""The API's slow command run away from the event loop: the discard advice (``/api/efficiency``).

One discard analysis takes up to ~75 ms on cold caches: run on the event loop it would hold every score
and waits request behind it (the API's p99 went from ~20 to ~200 ms at 5 % of such requests). So it runs
in a small process pool started and warmed with the app, at a lower priority; the loop only waits for its
answer. A worker that dies costs its requests a 503 and is replaced. The pool's
queue is bounded: past ``limit`` analyses asked and not yet answered, a request is answered 503 at once
with ``Retry-After`` rather than waiting for ever. The answer is ``bot.web.api.answer``'s, computed in the
worker: the same JSON as the command line.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor

from bot.web.api import Answer, answer

log = logging.getLogger("fanbot.web")

#: the commands answered in the pool (score and waits take ~2 ms: the loop answers them itself)
OFFLOADED = frozenset({"efficiency"})
#: worker processes: one, beside the event loop's (the bot is sized for two cores)
WORKERS = 1
#: analyses asked and not yet answered, past which a request gets 503 (about a second of work when cold)
QUEUE_LIMIT = 16
#: what ``Retry-After`` says to a request turned away
RETRY_AFTER_SECONDS = 1
#: the workers' niceness above the server's: on a busy host the quick requests get the cores first
NICER = 5
#: the hand each worker analyses when it starts, so its imports and tables are ready for the first request
_WARM_UP = {"hand": "123m456p789s1122z5m"}


def _warm() -> None:
    answer("efficiency", _WARM_UP)


def _lower_priority() -> None:
    try:
        os.nice(NICER)
    except OSError:  # not allowed here: the same priority then
        pass


def process_pool(workers: int = WORKERS) -> ProcessPoolExecutor:
    """Worker processes started clean (``spawn``: never a fork of a process with threads), at a lower priority."""
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"), initializer=_lower_priority)


class Offload:
    """Answers the offloaded commands in the executor ``make_executor`` makes (a new one if it breaks), at most
    ``limit`` at a time queued or running."""

    def __init__(self, make_executor: Callable[[], Executor], limit: int = QUEUE_LIMIT,
                 workers: int = WORKERS) -> None:
        self._make_executor = make_executor
        self._executor: Executor | None = None
        self.limit = limit
        self.workers = workers
        self.pending = 0

    def start(self) -> None:
        """Start the workers; each warms up (imports, tables) as it starts, while the app already serves."""
        self._executor = executor = self._make_executor()
        for _ in range(self.workers):
            executor.submit(_warm)

    async def stop(self) -> None:
        """Drop the queued analyses and wait for the workers to end (off the event loop)."""
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)

    async def answer(self, command: str, body: dict) -> Answer | None:
        """The command's answer computed in the pool; None when the queue is full (answer 503)."""
        executor = self._executor
        if executor is None:
            raise RuntimeError("the offload pool is not started")
        if self.pending >= self.limit:
            return None
        self.pending += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(executor, answer, command, body)
        except BrokenExecutor:  # a worker died (killed, out of memory): a new pool for the next requests
            if self._executor is executor:  # the first request to find it broken replaces it, at once
                log.error("the analysis pool broke: starting a new one")
                self.start()
                await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)
            return None
        finally:
            self.pending -= 1
