"""The web calculator: the JSON API's latency at a steady request rate, the page's weight, and the time
from the last tap to the updated result in a real headless Chromium.

``python bench/web.py [--rate 200] [--seconds 10] [--taps 30] [--seed 1] [--discards 0.05] [--in-loop]``

- API: one server process (``build_app``, one worker, its request budget lifted; the discard advice in its
  analysis process as ``fanbot web`` runs it, ``bot/web/offload.py``) on 127.0.0.1; this process
  sends requests on a fixed schedule (``--rate`` per second, open loop: a slow answer does not slow the
  schedule), a mix of what the page asks as it is tapped (discard advice ``--discards``, default 5 %, MCR
  scores up to 60 %, Riichi scores 15 %, waits 25 %), and prints p50 / p90 / p99 / max of each request's
  time from its scheduled start.
- Page weight: the bytes of the page, its script and style sheet and the largest ``/api/words``.
- Tap to result: Chromium taps ``--taps`` random hands in; for the 14th tile (a score) and the 13th (the
  waits), the page's own ``performance.now()`` from the click to the next frame drawn with the answer.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import socket
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.core_build import report  # noqa: E402
from bot.i18n import LANGUAGES  # noqa: E402
from scoring.notation import format_hand, format_partial  # noqa: E402
from tests.scoring.efficiency_hands import random_hand  # noqa: E402
from tests.scoring.random_hands import random_ready_hand, random_winning_hand  # noqa: E402
from tests.scoring.riichi_random_hands import random_riichi_hand  # noqa: E402


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _serve(port: int, offloaded: bool) -> None:
    from aiohttp import web

    from bot.web.app import build_app
    from bot.web.offload import Offload, process_pool

    app = build_app(budget=(10**9, 60.0), offload=Offload(process_pool) if offloaded else None)
    web.run_app(app, host="127.0.0.1", port=port, print=None, access_log=None)


def _requests(count: int, seed: int, discards: float) -> list[tuple[str, dict]]:
    rng = random.Random(seed)
    made = []
    for _ in range(count):
        roll = rng.random()
        if roll < discards:
            made.append(("efficiency", {"hand": format_partial(random_hand(rng))}))
        elif roll < 0.60:
            made.append(("score", {"hand": format_hand(random_winning_hand(rng))}))
        elif roll < 0.75:
            made.append(("score", {"hand": format_hand(random_riichi_hand(rng), ruleset="riichi"), "rules": "riichi"}))
        else:
            made.append(("waits", {"hand": format_partial(random_ready_hand(rng))}))
    return made


def _percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    pick = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]  # noqa: E731
    return (f"p50 {statistics.median(ordered):6.1f}  p90 {pick(0.90):6.1f}  p99 {pick(0.99):6.1f}  "
            f"max {ordered[-1]:6.1f} ms  ({len(ordered)})")


async def _load(base: str, rate: float, seconds: float, seed: int, discards: float,
                busy: list[str]) -> dict[str, list[float]]:
    import aiohttp

    planned = _requests(int(rate * seconds), seed, discards)
    times: dict[str, list[float]] = {}
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=64)) as session:
        for command, body in planned[:20]:  # warm-up: imports, caches
            async with session.post(f"{base}/api/{command}", json=body) as response:
                await response.read()

        async def one(at: float, command: str, body: dict) -> None:
            await asyncio.sleep(max(0.0, at - time.perf_counter()))
            async with session.post(f"{base}/api/{command}", json=body) as response:
                await response.read()
            if response.status == 503:  # the analysis queue full: counted, as a client would retry
                busy.append(command)
                return
            if response.status not in (200, 400):
                raise RuntimeError(f"HTTP {response.status} for {command} {body}")
            times.setdefault(command, []).append((time.perf_counter() - at) * 1000)

        start = time.perf_counter() + 0.2
        await asyncio.gather(*(one(start + i / rate, command, body) for i, (command, body) in enumerate(planned)))
    return times


def _page_weight(base: str) -> None:
    from urllib.request import urlopen

    sizes = {path: len(urlopen(base + path).read()) for path in ("/", "/static/app.js", "/static/app.css")}
    words = {code: len(urlopen(f"{base}/api/words?lang={code}").read()) for code in LANGUAGES}
    heaviest = max(words, key=words.get)
    total = sum(sizes.values()) + words[heaviest]
    print("page weight: " + ", ".join(f"{path} {size:,} B" for path, size in sizes.items())
          + f", /api/words?lang={heaviest} {words[heaviest]:,} B: {total / 1024:.1f} KB in all (goal under 200 KB)")


def _taps(base: str, taps: int, seed: int) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from tests.web.browser import missing_browser, start_chromium

    if (reason := missing_browser()) is not None:
        print(f"tap to result: skipped ({reason})")
        return
    rng = random.Random(seed)
    driver = start_chromium()
    found: dict[str, list[float]] = {"14th tile (score)": [], "13th tile (waits)": []}
    try:
        driver.get(base + "/?lang=en")
        wait = WebDriverWait(driver, 10)
        app = driver.find_element(By.ID, "app")
        wait.until(lambda d: app.get_attribute("aria-busy") == "false")
        for _ in range(taps):
            tiles = random_winning_hand_tiles(rng)
            driver.find_element(By.ID, "clear").click()
            for index, tile in enumerate(tiles):
                driver.execute_script("document.getElementById('app').dataset.tapMs = ''")
                driver.find_element(By.CSS_SELECTOR, f'[data-tile="{tile}"]').click()
                if index >= 12:
                    wait.until(lambda d: app.get_attribute("data-tap-ms"))
                    name = "14th tile (score)" if index == 13 else "13th tile (waits)"
                    found[name].append(float(app.get_attribute("data-tap-ms")))
    finally:
        driver.quit()
    for name, values in found.items():
        print(f"tap to result, {name}: {_percentiles(values)} (goal under 150 ms)")


def random_winning_hand_tiles(rng: random.Random) -> list[str]:
    """A closed winning hand's 14 tiles as the page's keys name them, the winning tile last."""
    while True:
        hand = random_winning_hand(rng)
        if hand.melds:
            continue
        tiles, digits = [], ""
        for ch in format_hand(hand).split()[0]:  # e.g. 1112345678999m5m: the winning tile written last
            if ch.isdigit():
                digits += ch
            else:
                tiles += [digit + ch for digit in digits]
                digits = ""
        if len(tiles) == 14:
            return tiles


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rate", type=float, default=200.0)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--taps", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--discards", type=float, default=0.05,
                        help="share of discard-advice requests (the slowest kind; the rest as the docstring says)")
    parser.add_argument("--in-loop", action="store_true",
                        help="the discard advice on the event loop, as before the analysis pool (before/after)")
    args = parser.parse_args()
    print(f"scoring core: {report.describe()}")
    port = _free_port()
    server = multiprocessing.get_context("spawn").Process(target=_serve, args=(port, not args.in_loop))
    server.start()
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), 0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        busy: list[str] = []
        times = asyncio.run(_load(base, args.rate, args.seconds, args.seed, args.discards, busy))
        everything = [value for values in times.values() for value in values]
        print(f"API at {args.rate:.0f} requests/s for {args.seconds:.0f} s, one worker: {_percentiles(everything)} "
              f"(goal p99 under 30 ms)")
        for command, values in sorted(times.items()):
            print(f"  {command:<10} {_percentiles(values)}")
        print(f"  turned away (503, the analysis queue full): {len(busy)}")
        _page_weight(base)
        _taps(base, args.taps, args.seed)
    finally:
        server.terminate()
        server.join(5)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
