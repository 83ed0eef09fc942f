"""A real headless Chromium driven by Selenium, and the web app on 127.0.0.1 in a thread, for the browser tests.

The browser is the distribution's (``/usr/bin/chromium`` and ``/usr/bin/chromedriver``: Selenium downloads
nothing). Without it the browser tests skip and say why, except under CI, where they fail: CI installs it
(``.ci/run``).
"""

from __future__ import annotations

import asyncio
import os
import threading
from pathlib import Path

import pytest
from aiohttp import web

from bot.web.app import build_app

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")


def missing_browser() -> str | None:
    """Why no browser test can run here, or None."""
    if not CHROMIUM.exists() or not CHROMEDRIVER.exists():
        return f"no {CHROMIUM} and {CHROMEDRIVER} (apt-get install chromium chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    return None


def require_browser() -> None:
    reason = missing_browser()
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the browser tests: {reason}")
        pytest.skip(reason)


def start_chromium(width: int = 412, height: int = 915):
    """Headless Chromium at a phone's size."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--disable-extensions", "--no-first-run"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)


class ThreadServer:
    """The web app served on 127.0.0.1 from an event loop of its own thread (Selenium's calls block)."""

    def __init__(self, **app_options) -> None:
        self.app_options = app_options
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.runner: web.AppRunner | None = None
        self.port = 0

    async def _start(self) -> None:
        self.runner = web.AppRunner(build_app(**self.app_options), access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]

    def __enter__(self) -> ThreadServer:
        self.thread.start()
        asyncio.run_coroutine_threadsafe(self._start(), self.loop).result(10)
        return self

    def __exit__(self, *exc) -> None:
        if self.runner is not None:
            asyncio.run_coroutine_threadsafe(self.runner.cleanup(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"
