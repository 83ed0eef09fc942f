"""The discard advice runs in the app's analysis pool (``bot/web/offload.py``): a slow analysis never holds a
score or waits request back, a full queue answers 503 at once, and the pool's answers are the command line's."""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import threading
from concurrent.futures import ThreadPoolExecutor

from aiohttp.test_utils import TestClient, TestServer

from bot.web.api import answer
from bot.web.app import build_app
from bot.web.offload import Offload, process_pool

UNLIMITED = (10**9, 60.0)
TO_DISCARD = "123m456p789s1122z5m"
NINE_GATES = "1112345678999m5m"


@contextlib.asynccontextmanager
async def _app_with_busy_pool(limit: int):
    """The app whose one analysis worker is held by a job until the gate opens."""
    executor = ThreadPoolExecutor(1)
    offload = Offload(lambda: executor, limit=limit)
    gate = threading.Event()
    client = TestClient(TestServer(build_app(budget=UNLIMITED, offload=offload)))
    await client.start_server()  # starts the pool: the worker warms up first
    executor.submit(gate.wait)  # then this holds it: the next analysis waits its turn
    try:
        yield client, offload, gate
    finally:
        gate.set()
        await client.close()


async def _until(condition, what: str) -> None:
    for _ in range(2000):
        if condition():
            return
        await asyncio.sleep(0.005)
    raise AssertionError(f"never: {what}")


async def test_a_score_request_is_answered_while_a_discard_analysis_is_still_waiting():
    async with _app_with_busy_pool(limit=4) as (client, offload, gate):
        analysis = asyncio.create_task(client.post("/api/efficiency", json={"hand": TO_DISCARD}))
        await _until(lambda: offload.pending == 1, "the analysis is queued")
        score = await client.post("/api/score", json={"hand": NINE_GATES})
        waits = await client.post("/api/waits", json={"hand": NINE_GATES[:-2]})
        assert (score.status, waits.status) == (200, 200)
        assert (await score.json())["total"] == answer("score", {"hand": NINE_GATES}).data["total"]
        assert not analysis.done()  # answered before the analysis asked earlier
        gate.set()
        advice = await analysis
        assert advice.status == 200
        assert await advice.json() == answer("efficiency", {"hand": TO_DISCARD}).data
        assert offload.pending == 0


async def test_past_the_queue_limit_an_analysis_is_turned_away_at_once_with_retry_after():
    async with _app_with_busy_pool(limit=1) as (client, offload, gate):
        first = asyncio.create_task(client.post("/api/efficiency", json={"hand": TO_DISCARD}))
        await _until(lambda: offload.pending == 1, "the first analysis is queued")
        turned_away = await client.post("/api/efficiency", json={"hand": TO_DISCARD})
        assert turned_away.status == 503 and turned_away.headers["Retry-After"] == "1"
        assert (await turned_away.json())["code"] == "busy"
        gate.set()
        assert (await first).status == 200
        again = await client.post("/api/efficiency", json={"hand": TO_DISCARD})  # room again once answered
        assert again.status == 200


async def test_the_process_pool_answers_exactly_what_the_loop_would():
    offload = Offload(process_pool)
    client = TestClient(TestServer(build_app(budget=UNLIMITED, offload=offload)))
    await client.start_server()
    try:
        for body in ({"hand": TO_DISCARD}, {"hand": "19m19p19s1234567z1m", "rules": "mcr"},
                     {"hand": "234m567p22s345678s9p", "rules": "riichi"}, {"hand": "12x"},
                     {"hand": TO_DISCARD, "no_such_option": True}):
            response = await client.post("/api/efficiency", json=body)
            expected = answer("efficiency", body)
            assert (response.status, await response.json()) == (200 if expected.ok else 400, expected.data), body
    finally:
        await client.close()


async def test_a_worker_that_dies_costs_one_503_and_a_new_pool_answers_the_next():
    before = set(multiprocessing.active_children())
    offload = Offload(process_pool)
    client = TestClient(TestServer(build_app(budget=UNLIMITED, offload=offload)))
    await client.start_server()
    try:
        assert (await client.post("/api/efficiency", json={"hand": TO_DISCARD})).status == 200
        workers = [child for child in multiprocessing.active_children() if child not in before]
        assert workers
        for worker in workers:  # killed as the system would (out of memory)
            worker.kill()
            worker.join(5)
        broken = await client.post("/api/efficiency", json={"hand": TO_DISCARD})
        assert broken.status == 503 and broken.headers["Retry-After"] == "1"
        again = await client.post("/api/efficiency", json={"hand": TO_DISCARD})
        assert again.status == 200 and await again.json() == answer("efficiency", {"hand": TO_DISCARD}).data
    finally:
        await client.close()
    assert not [child for child in multiprocessing.active_children() if child not in before]
