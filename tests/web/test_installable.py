"""The calculator installs as an app (a web manifest, icons drawn as the chat draws tiles) and its service worker
keeps every asset the page needs to open again with no connection."""

from __future__ import annotations

import io
import json
import re

from aiohttp.test_utils import TestClient, TestServer
from PIL import Image

from bot.i18n import t
from bot.web.app import CSP, STATIC, build_app
from bot.web.install import ICON_SIZES

WORKER = (STATIC / "sw.js").read_text(encoding="utf-8")


async def _client() -> TestClient:
    client = TestClient(TestServer(build_app()))
    await client.start_server()
    return client


async def test_the_manifest_names_the_app_and_its_icons_are_squares_of_their_size():
    client = await _client()
    try:
        response = await client.get("/manifest.webmanifest?lang=ja")
        assert response.headers["Content-Type"].startswith("application/manifest+json")
        manifest = json.loads(await response.read())
        assert manifest["name"] == t("ja", "web.title") and manifest["display"] == "standalone"
        assert manifest["start_url"] == "/"
        for icon, size in zip(manifest["icons"], ICON_SIZES, strict=True):
            png = await (await client.get(icon["src"])).read()
            assert Image.open(io.BytesIO(png)).size == (size, size) and icon["sizes"] == f"{size}x{size}"
        page = await (await client.get("/")).text()
        assert '<link rel="manifest" href="/manifest.webmanifest">' in page
    finally:
        await client.close()


async def test_the_service_worker_is_served_at_the_root_and_everything_it_keeps_is_there():
    client = await _client()
    try:
        worker = await client.get("/sw.js")
        assert worker.status == 200 and worker.headers["Content-Type"].startswith("text/javascript")
        kept = json.loads(re.search(r"const ASSETS = (\[.*?\]);", WORKER, re.S)[1])
        page = await (await client.get("/")).text()
        scripts = re.findall(r'<script src="([^"]+)"', page)
        assert set(scripts) <= set(kept) and {"/", "/static/app.css", "/static/tiles.otf", "/api/faces"} <= set(kept)
        for path in kept:
            assert (await client.get(path)).status == 200, path
        assert "manifest-src 'self'" in CSP and "worker-src 'self'" in CSP
        assert 'event.request.method !== "GET"' in WORKER  # a score (POST) is never answered from the cache
    finally:
        await client.close()
