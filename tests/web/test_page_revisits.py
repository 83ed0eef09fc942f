"""What a second visit and a tap cost the calculator page: every cacheable answer carries an ETag and a client that
holds that version gets ``304`` with no body; the service worker copies into its cache only what changed; a tap
updates the keys in place instead of drawing them again."""

from __future__ import annotations

import time

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.web.app import CSP, build_app
from tests.web import test_browser
from tests.web.test_browser import Page

#: the same server and browser as the page's other browser tests
server, browser = test_browser.server, test_browser.browser

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
CACHED = ("/", "/static/app.js", "/static/app.css", "/sw.js", "/static/tiles.otf", "/static/text.otf",
          "/api/faces", "/api/words?lang=ja", "/api/rulesets?lang=en", "/manifest.webmanifest",
          "/static/icon-192.png")


async def test_every_cacheable_answer_asked_again_with_its_etag_is_304_with_no_body():
    client = TestClient(TestServer(build_app()))
    await client.start_server()
    try:
        for path in CACHED:
            first = await client.get(path)
            body = await first.read()
            assert first.status == 200 and body and first.headers.get("ETag"), path
            again = await client.get(path, headers={"If-None-Match": first.headers["ETag"]})
            assert again.status == 304 and await again.read() == b"", path
            assert again.headers["ETag"] == first.headers["ETag"], path
            assert again.headers["Cache-Control"] == first.headers["Cache-Control"], path
            assert again.headers["Content-Security-Policy"] == CSP, path
            stale = await client.get(path, headers={"If-None-Match": '"an-older-version"'})
            assert stale.status == 200 and await stale.read() == body, path
    finally:
        await client.close()


async def test_answers_that_must_not_be_kept_carry_no_etag():
    client = TestClient(TestServer(build_app()))
    await client.start_server()
    try:
        scored = await client.post("/api/score", json={"hand": "123m456p789s11z222z"})
        missing = await client.get("/nothing-here")
        for response in (scored, missing):
            assert "ETag" not in response.headers
            assert response.headers["Cache-Control"] == "no-store"
    finally:
        await client.close()


KEPT_DATE = """
const done = arguments[arguments.length - 1];
caches.open("fanbot-v1").then((cache) => cache.match(arguments[0]))
  .then((kept) => done(kept ? kept.headers.get("Date") : null));
"""


def test_a_second_visit_copies_nothing_unchanged_into_the_offline_cache(browser, server):
    page = Page(browser, server.url + "?lang=en")
    page.offline_ready()
    browser.refresh()  # the page and its scripts are fetched from the network once the worker holds them
    page = Page(browser, browser.current_url)
    page.offline_ready()
    kept = browser.execute_async_script(KEPT_DATE, server.url + "static/app.js")
    assert kept
    time.sleep(1.1)  # a copy written again would carry a later Date
    browser.refresh()
    page = Page(browser, browser.current_url)
    page.offline_ready()
    served = browser.execute_script("return performance.getEntriesByName(arguments[0]).length",
                                    server.url + "static/app.js")
    assert served  # asked of the server (through the worker) again
    assert browser.execute_async_script(KEPT_DATE, server.url + "static/app.js") == kept


def test_a_tap_updates_the_keys_in_place_and_another_ruleset_draws_them_anew(browser, server):
    page = Page(browser, server.url + "?lang=en")
    browser.execute_script("window.keptKey = document.querySelector('#keyboard [data-tile=\"1m\"]')")
    page.tap("1m", "1m")
    assert browser.execute_script("return window.keptKey.isConnected")  # the same key, not a new drawing
    assert page.find('#keyboard [data-tile="1m"] .c').text == "2"
    page.tap("1m", "1m")
    assert page.find('#keyboard [data-tile="1m"]').get_property("disabled")  # all four copies used
    page.click('[data-rules="riichi"]')
    assert not browser.execute_script("return window.keptKey.isConnected")
    assert page.find('#keyboard [data-tile="1m"] .c').text == "4"  # the hand is kept across the switch
