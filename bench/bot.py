"""Latency of ``/score`` through the Telegram adapter: the real python-telegram-bot polling a fake Bot API.

    python bench/bot.py [--commands 1000] [--seed 1] [--json]

Everything runs in one process and one event loop, as in the end-to-end tests: the fake Bot API
(``tests/bot/fakes/fake_telegram.py``, aiohttp on 127.0.0.1) queues a ``/score <hand>`` message from
a user, PTB's long poll fetches it, the adapter asks ``BotCore`` and sends the answer back over HTTP.
One command's latency runs from queuing the update to the fake receiving ``sendPhoto`` (or
``sendMessage``), so it includes both HTTP round trips, PTB's parsing, scoring, the PNG and the
fake's own checks of the payload (HTML parse, PNG header, PTB models); that last share is reported
on its own ("fake p50"). Commands go one after another.

Two passes over the same random winning hands (``tests.scoring.random_hands``, seeded):

* ``picture``: what users get: the PNG is drawn and uploaded with ``sendPhoto`` (multipart);
* ``text``: the user first sends ``/settings pictures=off`` (the bot's own setting), so the core
  draws nothing and the adapter sends text only;
* ``text-only adapter``: pictures are on, but the adapter sends text only
  (``TelegramAdapter(send_pictures=False)``): the reply carries how to draw the picture, and
  nothing reads it, so no PNG is drawn.

Memory: resident set size before and after each pass (growth over 1,000 commands shows leaks) and
the process's peak. Target (issue 7): p99 under 60 ms with the picture.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import random
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.telegram_bot import polling_bot  # noqa: E402
from scoring.mcr import score_hand  # noqa: E402
from scoring.notation import format_hand  # noqa: E402
from tests.scoring.random_hands import random_winning_hand  # noqa: E402


def rss_mib() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def scored_hands(count: int, seed: int) -> list[str]:
    """Random winning hands that the scorer accepts, in notation."""
    rng = random.Random(seed)
    hands: list[str] = []
    while len(hands) < count:
        hand = random_winning_hand(rng)
        try:
            score_hand(hand)
        except ValueError:
            continue
        hands.append(format_hand(hand))
    return hands


async def run_pass(hands: list[str], pictures: bool, warmup: int, adapter_pictures: bool = True) -> dict:
    async with polling_bot(send_pictures=adapter_pictures) as fake:
        user = fake.user(77, "Bench", "en")
        chat = fake.private_chat(user)
        expected = "sendPhoto" if pictures and adapter_pictures else "sendMessage"
        latencies: list[float] = []
        fake_shares: list[float] = []  # per command: time the fake spent checking and answering
        rss_before = None
        if not pictures:  # the user's own setting, as a user would turn pictures off
            fake.send_text(chat, user, "/settings pictures=off")
            await fake.wait_for("sendMessage", timeout=10)
        for index, hand in enumerate(hands[:warmup] + hands):
            if index == warmup:
                rss_before = rss_mib()
            # The fake keeps every call and message for the tests; here that would only measure the fake.
            fake.calls.clear()
            fake.messages.clear()
            fake.busy_seconds = 0.0
            started = time.perf_counter()
            fake.send_text(chat, user, f"/score {hand}")
            call = await fake.wait_for(expected, timeout=10)
            elapsed = time.perf_counter() - started
            if index >= warmup:
                latencies.append(elapsed * 1000)
                fake_shares.append(fake.busy_seconds * 1000)
            if expected == "sendPhoto" and not call.files.get("photo"):
                raise RuntimeError("a picture reply without a PNG")
        rss_after = rss_mib()
    ordered = sorted(latencies)
    return {
        "pictures": pictures, "adapter_pictures": adapter_pictures, "commands": len(latencies),
        "p50_ms": statistics.median(ordered), "p90_ms": ordered[int(0.90 * (len(ordered) - 1))],
        "p99_ms": ordered[int(0.99 * (len(ordered) - 1))], "max_ms": ordered[-1],
        "mean_ms": statistics.fmean(ordered), "fake_p50_ms": statistics.median(fake_shares),
        "rss_before_mib": rss_before, "rss_after_mib": rss_after,
    }


async def main_async(args: argparse.Namespace) -> list[dict]:
    hands = scored_hands(args.commands, args.seed)
    results = [await run_pass(hands, pictures=True, warmup=args.warmup)]
    results.append(await run_pass(hands, pictures=False, warmup=args.warmup))
    results.append(await run_pass(hands, pictures=True, warmup=args.warmup, adapter_pictures=False))
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--commands", type=int, default=1000, help="timed /score commands per pass")
    parser.add_argument("--warmup", type=int, default=30, help="untimed commands first")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("httpx").setLevel(logging.WARNING)
    results = asyncio.run(main_async(args))
    peak = peak_rss_mib()
    if args.json:
        print(json.dumps({"passes": results, "peak_rss_mib": peak}, indent=2))
        return 0
    print(f"/score through the Telegram adapter (PTB polling a loopback fake), {args.commands} commands, "
          f"seed {args.seed}, Python {sys.version.split()[0]}")
    print(f"{'pass':<18}{'p50 ms':>9}{'p90 ms':>9}{'p99 ms':>9}{'max ms':>9}{'fake p50':>10}"
          f"{'RSS before':>12}{'RSS after':>11}")
    for r in results:
        name = ("picture" if r["adapter_pictures"] else "text-only adapter") if r["pictures"] else "text"
        print(f"{name:<18}{r['p50_ms']:>9.1f}{r['p90_ms']:>9.1f}{r['p99_ms']:>9.1f}{r['max_ms']:>9.1f}"
              f"{r['fake_p50_ms']:>10.1f}{r['rss_before_mib']:>10.1f}MB{r['rss_after_mib']:>9.1f}MB")
    print("fake p50: the fake server's own share of a command (its checks run in the same event loop)")
    print(f"peak RSS {peak:.1f} MiB; target: p99 under 60 ms with the picture "
          f"({'met' if results[0]['p99_ms'] < 60 else 'NOT met'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
