"""The web review page's server side: ``POST /api/review`` answers what ``fanbot review --json`` prints, in the
page's rules (the strict policy, no inline script, a body cap, a review budget per client, one review at a time),
and every refusal is a sentence in the asked language."""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import re

from aiohttp.test_utils import TestClient, TestServer

from bot.cli import main
from bot.i18n import LANGUAGES, t
from bot.web import review as review_page
from bot.web.app import CSP, build_app
from bot.web.review import MAX_REVIEW_BODY, REVIEW_BUDGET
from tests.clock import Clock
from tests.scoring.review_games_riichi import one_hand


def _log() -> bytes:
    return gzip.compress(one_hand().mjai.encode())


async def _client(**options) -> TestClient:
    client = TestClient(TestServer(build_app(budget=(100_000, 60.0), **options)))
    await client.start_server()
    return client


def cli_review(*argv: str) -> dict:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        main(["review", "--json", *argv])
    return json.loads(printed.getvalue())


async def test_a_log_posted_is_reviewed_as_the_command_line_reviews_it(tmp_path):
    (tmp_path / "game.mjson").write_text(one_hand().mjai, encoding="utf-8")
    client = await _client()
    try:
        response = await client.post("/api/review?player=1&lang=en", data=_log())
        assert response.status == 200
        assert await response.json() == cli_review(str(tmp_path / "game.mjson"), "--player", "1")
    finally:
        await client.close()


async def test_the_page_and_its_files_follow_the_strict_rules_and_its_words_come_in_every_language():
    client = await _client()
    try:
        for path in ("/review.html", "/static/review.js", "/static/review.css", "/api/review/words?lang=ja"):
            response = await client.get(path)
            assert response.status == 200 and response.headers["Content-Security-Policy"] == CSP, path
            assert "Set-Cookie" not in response.headers
        page = await (await client.get("/review.html")).text()
        assert "<script>" not in page and '<script src="/static/review.js"' in page
        assert not re.search(r"\son[a-z]+\s*=", page) and "javascript:" not in page
        script = await (await client.get("/static/review.js")).text()
        assert "innerHTML" not in script and "insertAdjacentHTML" not in script  # user text is only textContent
        for language in LANGUAGES:
            ui = (await (await client.get(f"/api/review/words?lang={language}")).json())["ui"]
            assert ui["review_title"] == t(language, "web.review_title")
            assert all(value and not value.startswith(("web.", "review.")) for value in ui.values())
    finally:
        await client.close()


async def test_a_log_over_the_cap_no_log_and_a_busy_server_are_refused_in_the_asked_language(monkeypatch):
    client = await _client()
    try:
        huge = await client.post("/api/review?lang=en", data=b"x" * (MAX_REVIEW_BODY + 1))
        assert huge.status == 413 and (await huge.json())["code"] == "too_large"
        wrong = await client.post("/api/review?lang=ja", data=b"<b>not a log</b>")
        assert wrong.status == 400 and (await wrong.json()) == {
            "error": t("ja", "log_error.unknown_format"), "code": "unknown_format"}
        monkeypatch.setattr(review_page, "REVIEWS_AT_ONCE", 0)
        busy = await client.post("/api/review?lang=en", data=_log())
        assert busy.status == 503 and busy.headers["Retry-After"] == "2"
    finally:
        await client.close()


async def test_each_client_has_a_review_budget():
    clock = Clock(1_000.0)
    client = await _client(clock=clock)
    try:
        for _ in range(REVIEW_BUDGET[0]):
            assert (await client.post("/api/review", data=b"nothing")).status == 400
        refused = await client.post("/api/review", data=b"nothing")
        assert refused.status == 429 and "Retry-After" in refused.headers
        clock.advance(REVIEW_BUDGET[1] + 1)
        assert (await client.post("/api/review", data=b"nothing")).status == 400
    finally:
        await client.close()
