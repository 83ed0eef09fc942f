"""The web app treats every request as untrusted: strict headers on every answer, no cookie, capped
bodies, a request budget per client, and Mini App requests that must prove where they come from."""

from __future__ import annotations

import json
import re
import time

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.i18n import LANGUAGES, load_strings, t
from bot.web.app import CSP, MAX_BODY, build_app
from bot.web.initdata import sign_init_data
from bot.web.words import CLI_ERRORS, PAGE_KEYS, words_json
from tests.clock import Clock

TOKEN = "987654321:AAHfakeTokenForLoopbackTests_abcdef"


async def _client(**options) -> TestClient:
    client = TestClient(TestServer(build_app(**options)))
    await client.start_server()
    return client


async def test_every_answer_carries_the_strict_policy_and_no_cookie():
    client = await _client()
    try:
        for method, path, body in (("GET", "/", None), ("GET", "/static/app.js", None),
                                   ("GET", "/static/app.css", None), ("GET", "/api/words?lang=ja", None),
                                   ("POST", "/api/score", {"hand": "1m"}), ("GET", "/nothing-here", None),
                                   ("GET", "/static/../app.py", None)):
            response = await client.request(method, path, json=body)
            assert response.headers["Content-Security-Policy"] == CSP, path
            assert response.headers["X-Content-Type-Options"] == "nosniff"
            assert "Set-Cookie" not in response.headers
        assert "'unsafe-inline'" not in CSP and "script-src 'self'" in CSP and "default-src 'none'" in CSP
        page = await (await client.get("/")).text()
        assert "<script>" not in page and "<script src=\"/static/app.js\"" in page  # no inline script at all
        assert not re.search(r"\son[a-z]+\s*=", page) and "javascript:" not in page  # no inline handlers
    finally:
        await client.close()


async def test_a_body_over_the_limit_or_not_json_is_refused_without_scoring():
    client = await _client()
    try:
        response = await client.post("/api/score", data=b"{" + b" " * (MAX_BODY + 10) + b"}",
                                     headers={"Content-Type": "application/json"})
        assert response.status == 413

        async def chunks():  # no Content-Length: the size is only known while reading
            for _ in range(10):
                yield b" " * 1024

        response = await client.post("/api/score", data=chunks(), headers={"Content-Type": "application/json"})
        assert response.status == 413 and (await response.json())["code"] == "too_large"
        for raw in (b"not json", b"[1, 2]", b"\xff\xfe", b'"1112345678999m5m"'):
            response = await client.post("/api/score", data=raw, headers={"Content-Type": "application/json"})
            assert response.status == 400 and (await response.json())["code"] == "bad_json", raw
        response = await client.post("/api/score", json={"hand": "1m" * 300})
        assert response.status == 400 and (await response.json())["code"] == "too_long"
    finally:
        await client.close()


async def test_each_client_has_its_own_request_budget_that_comes_back():
    clock = Clock(1000.0)
    client = await _client(budget=(3, 10.0), clock=clock, key=lambda request: request.headers.get("X-Client", ""))
    try:
        hand = {"hand": "1112345678999m5m"}
        for _ in range(3):
            assert (await client.post("/api/score", json=hand, headers={"X-Client": "a"})).status == 200
        refused = await client.post("/api/score", json=hand, headers={"X-Client": "a"})
        assert refused.status == 429 and refused.headers["Retry-After"] == "10"
        assert (await refused.json())["code"] == "rate_limited"
        assert (await client.post("/api/score", json=hand, headers={"X-Client": "b"})).status == 200
        assert (await client.get("/")).status == 200  # the page itself is not counted
        clock.advance(10.0)
        assert (await client.post("/api/score", json=hand, headers={"X-Client": "a"})).status == 200
    finally:
        await client.close()


async def test_a_request_claiming_to_come_from_the_mini_app_must_prove_it():
    client = await _client(bot_token=TOKEN)
    try:
        hand = {"hand": "1112345678999m5m"}
        fields = {"user": json.dumps({"id": 7, "first_name": "A"}), "auth_date": str(int(time.time()))}
        good = sign_init_data(fields, TOKEN)
        assert (await client.post("/api/score", json=hand, headers={"X-Telegram-Init-Data": good})).status == 200
        forged = good.replace("first_name", "first_nam3")
        response = await client.post("/api/score", json=hand, headers={"X-Telegram-Init-Data": forged})
        assert response.status == 401 and (await response.json())["code"] == "init_data_forged"
        assert (await client.post("/api/score", json=hand)).status == 200  # a plain browser needs none
        response = await client.post("/api/send", json=hand)
        assert response.status == 401 and (await response.json())["code"] == "init_data_missing"
    finally:
        await client.close()


@pytest.mark.parametrize("asked, language", [("ja", "ja"), ("zh-TW", "zh_hant"), ("zh-CN", "zh_hans"),
                                             ("de", "en"), ("<script>", "en")])
async def test_the_page_words_come_from_the_catalogue_of_the_readers_language(asked, language):
    client = await _client()
    try:
        words = await (await client.get("/api/words", params={"lang": asked})).json()
        assert words["lang"] == language and set(words["languages"]) == set(LANGUAGES)
        assert words["ui"] == {key: t(language, f"web.{key}") for key in PAGE_KEYS}
        assert len(words["fans"]["mcr"]) >= 81 and "riichi" in words["fans"]["riichi"]
    finally:
        await client.close()


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_page_words_name_every_error_the_api_answers_by_its_catalogue_template(language):
    errors = json.loads(words_json(language))["errors"]
    english = load_strings("en")
    for code, entry in errors.items():
        if "en" in entry:  # the command line's: its English template, to read the sentence the API gives
            key = CLI_ERRORS.get(code, f"hand_error.{code}")
            assert entry["en"] == english[key]
            assert entry.get("text", entry["en"]) == (load_strings(language).get(key) or english[key])
    hand_codes = {key.removeprefix("hand_error.") for key in english if key.startswith("hand_error.")}
    assert hand_codes <= set(errors) and {"no_hand", "busy", "rate_limited", "too_long"} <= set(errors)
    assert errors["busy"]["text"] == t(language, "web.error_busy")
