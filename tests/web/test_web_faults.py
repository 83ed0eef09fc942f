"""Bodies built to break the API (deep nesting, lone surrogates, fuzz, a client leaving mid-body) are each a 400
with the JSON error the page words in the reader's language: never a 500, never a traceback in the log."""

from __future__ import annotations

import asyncio
import json
import logging
import random

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.i18n import t
from bot.web.app import build_app
from bot.web.offload import Offload, process_pool
from bot.web.words import words_json
from tests.deep import sized

HEADERS = {"Content-Type": "application/json"}


async def _client(**options) -> TestClient:
    client = TestClient(TestServer(build_app(budget=(100_000, 60.0), **options)))
    await client.start_server()
    return client


def _words_for(code: str, language: str) -> str:
    return json.loads(words_json(language))["errors"][code]["text"]


async def test_json_nested_a_thousand_deep_under_the_size_cap_is_a_400_not_a_500():
    client = await _client()
    try:
        for raw in (b"[" * 1000 + b"]" * 1000, b'{"hand": ' + b"[" * 1000 + b"]" * 1000 + b"}",
                    b'{"hand": "1m", "x": ' + b'{"a": ' * 900 + b"1" + b"}" * 900 + b"}"):
            response = await client.post("/api/score", data=raw, headers=HEADERS)
            assert response.status == 400 and (await response.json())["code"] == "too_deep"
    finally:
        await client.close()


async def test_nesting_inside_an_efficiency_option_is_refused_before_the_analysis_process():
    client = await _client(offload=Offload(process_pool))
    try:
        for option in ("karaten", "kiriage"):
            raw = b'{"hand": "123m456p789s1122z5m", "' + option.encode() + b'": ' + b"[" * 500 + b"]" * 500 + b"}"
            response = await client.post("/api/efficiency", data=raw, headers=HEADERS)
            assert response.status == 400 and (await response.json())["code"] == "too_deep"
        good = await client.post("/api/efficiency", json={"hand": "123m456p789s1122z5m"})
        assert good.status == 200  # the pool is still there for the next analysis
    finally:
        await client.close()


@pytest.mark.parametrize("body", [b'{"hand": "\\ud800"}', b'{"hand": "123m\\udfff", "lang": "ja"}',
                                  b'{"hand": "1m", "lang": "\\ud800"}', b'{"\\ud800": 1}'])
async def test_a_lone_surrogate_in_hand_or_lang_is_a_400_the_page_words_in_the_readers_language(body):
    client = await _client()
    try:
        for command in ("score", "waits", "efficiency"):
            response = await client.post(f"/api/{command}", data=body, headers=HEADERS)
            assert response.status == 400
            assert (await response.json())["code"] == "bad_text"
    finally:
        await client.close()
    for language in ("ja", "zh_hans", "zh_hant"):
        words = t(language, "web.error_bad_request")
        assert _words_for("bad_text", language) == words != t("en", "web.error_bad_request")


def _fuzzed_body(rng: random.Random) -> bytes:
    """A body a careless or hostile client might send: near an API body, with one or two things wrong."""
    hands = ["1112345678999m5m", "123m456p789s1122z5m", "1m", "", "[123p] [CCC] 999m7999p8p tsumo", "1z" * 40]
    body: dict[str, object] = {"hand": rng.choice(hands)}
    for _ in range(rng.randint(0, 3)):
        key = rng.choice(["rules", "lang", "karaten", "kiriage", "red_fives", "hand", "x", "\ud800", ""])
        body[key] = rng.choice(["riichi", "mcr", "ja", "ready", True, 3, [1, 2, 1], None, -1e308, "\udc80",
                                "x" * rng.randint(0, 600), {"a": [1]}, [[[]]]])
    text = json.dumps(body)
    kind = rng.randrange(6)
    if kind == 0:  # nested deep somewhere under the cap
        depth = rng.randint(3, 1500)
        text = text[:-1] + ', "deep": ' + "[" * depth + "]" * depth + "}"
    elif kind == 1:  # cut short
        text = text[: rng.randrange(len(text) + 1)]
    elif kind == 2:  # a character changed
        at = rng.randrange(len(text))
        text = text[:at] + rng.choice('{}[]",:\\\x00\u00e9\ud800') + text[at + 1:]
    elif kind == 3:  # a surrogate escape in the hand
        text = text.replace('"hand": "', '"hand": "\\ud83d', 1)
    raw = text.encode("utf-8", "surrogatepass")
    if kind == 4:  # bytes that are no UTF-8
        raw = raw + bytes([rng.randrange(128, 256)])
    return raw


async def test_seeded_fuzzed_bodies_get_a_json_answer_and_never_a_500(caplog):
    """500 bodies (each of the six faults about 28 times a command); 2,000 under FANBOT_TEST_DEEP=1."""
    rng = random.Random(35)
    client = await _client()
    statuses = set()
    try:
        for _ in range(sized(500, 2000)):
            command = rng.choice(["score", "waits", "efficiency"])
            response = await client.post(f"/api/{command}", data=_fuzzed_body(rng), headers=HEADERS)
            statuses.add(response.status)
            assert response.status < 500, await response.text()
            data = await response.json()
            assert response.status == 200 or data["code"]
    finally:
        await client.close()
    assert 400 in statuses and not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_client_that_sends_half_a_body_and_closes_leaves_one_quiet_line_at_most(caplog):
    runner = web.AppRunner(build_app(), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    caplog.set_level(logging.DEBUG)
    try:
        for _ in range(5):  # a slow client, five times over
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(b"POST /api/score HTTP/1.1\r\nHost: fanbot\r\nContent-Type: application/json\r\n"
                         b"Content-Length: 100\r\n\r\n" + b'{"hand": "123m')
            await writer.drain()
            await asyncio.sleep(0.05)
            writer.close()
            await asyncio.sleep(0.1)
    finally:
        await runner.cleanup()
    lines = [r for r in caplog.records if r.name.startswith(("aiohttp", "fanbot"))]
    assert len(lines) <= 5 and all(r.levelno < logging.WARNING and not r.exc_info for r in lines)
