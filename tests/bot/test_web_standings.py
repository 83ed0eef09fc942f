"""The standings page for a big screen (bot/web/standings.py) in the web calculator's app:
no login, the tournament's unguessable token in the link, refreshed by the browser, names escaped."""

from __future__ import annotations

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.db.repositories import Storage
from bot.web.app import CSP, build_app
from bot.web.standings import REFRESH_SECONDS, routes
from quiz.tournament.events import Created, Registered, ResultEntered, Seated, Started
from quiz.tournament.store import TournamentStore


@pytest.fixture
async def page(tmp_path):
    storage = Storage(f"sqlite:///{tmp_path / 'web.sqlite3'}")
    store = TournamentStore(storage)
    view = store.create("telegram:g1", Created("Spring <Cup>", "mcr", 2, "no-repeat", 3))
    names = ["Ann", "<script>alert(1)</script>", "Cy & Co", "Di"]
    for name in names:
        store.write("telegram:g1", lambda t, name=name: Registered(t.new_player_id(), name))
    store.write("telegram:g1", lambda t: Started())
    store.write("telegram:g1", lambda t: Seated(1, (("p001", "p002", "p003", "p004"),), 3))
    store.write("telegram:g1", lambda t: ResultEntered(1, 1, (24, 8, -8, -24), "admin", confirmed=True))
    store.write("telegram:g1", lambda t: Seated(2, (("p002", "p003", "p004", "p001"),), 3))
    app = build_app(routes=routes(store))  # the web calculator's app, as `fanbot web` runs it
    client = TestClient(TestServer(app, host="127.0.0.1"))
    await client.start_server()
    yield client, view.record.token
    await client.close()
    storage.close()


async def test_the_page_lists_the_standings_and_the_round_being_played_and_refreshes_itself(page):
    client, token = page
    response = await client.get(f"/standings/{token}")
    assert response.status == 200 and response.headers["Cache-Control"] == "no-store"
    body = await response.text()
    assert f'<meta http-equiv="refresh" content="{REFRESH_SECONDS}">' in body
    assert "Spring &lt;Cup&gt;: standings" in body and "Standings after 1/2 rounds" in body
    assert body.index(">Ann<") < body.index(">Cy &amp; Co<") < body.index(">Di<")  # 24, −8, −24
    assert "Round 2/2" in body  # the round being played, table by table
    assert "<script>" not in body and "&lt;script&gt;alert(1)&lt;/script&gt;" in body
    assert "http://" not in body and "https://" not in body and "<script" not in body  # no external asset, no script


async def test_the_page_speaks_the_language_asked_for(page):
    client, token = page
    body = await (await client.get(f"/standings/{token}?lang=zh_hans")).text()
    assert "1/2 轮后的排名" in body and '<html lang="zh_hans">' in body


async def test_a_token_that_names_no_tournament_finds_nothing(page):
    client, token = page
    other = token[:-1] + ("A" if token[-1] != "A" else "B")
    for path in (f"/standings/{other}", "/standings/short", "/standings/" + "a" * 200):
        assert (await client.get(path)).status == 404


async def test_the_page_keeps_the_web_apps_strict_policy_and_gets_its_style_from_a_file(page):
    client, token = page
    response = await client.get(f"/standings/{token}")
    assert response.headers["Content-Security-Policy"] == CSP and "<style" not in await response.text()
    style = await client.get("/static/standings.css")
    assert style.status == 200 and style.content_type == "text/css" and "table{" in await style.text()
