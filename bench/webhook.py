"""``/score`` through the real Telegram adapter by long polling and by the webhook server, side by side.

``python bench/webhook.py [--commands 200] [--warmup 20] [--seed 1]``: the same hands, text replies, one SQLite file per
pass, against the loopback fake Bot API. Two figures per pass: the reply's latency (update pushed -> the
bot's sendMessage) and, for the webhook, the acknowledgement's (update posted -> the 200, which comes only
after the update is handled and its claim marked done in the database).
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bot import scored_hands  # noqa: E402
from bot.adapters.telegram import TelegramAdapter  # noqa: E402
from bot.config import Config  # noqa: E402
from bot.core import BotCore  # noqa: E402
from tests.bot.fakes.fake_telegram import FakeTelegram  # noqa: E402

TOKEN = "987654321:AAHfakeTokenForWebhookBench_abcdefgh"
SECRET = "bench-secret_0123456789abcdef"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    return (f"{statistics.median(ordered):7.1f}{ordered[int(0.9 * (len(ordered) - 1))]:7.1f}"
            f"{ordered[int(0.99 * (len(ordered) - 1))]:7.1f}")


async def run_pass(webhook: bool, hands: list[str], warmup: int) -> tuple[list[float], list[float]]:
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    with tempfile.TemporaryDirectory() as folder:
        port = _free_port()
        extra = {"telegram_webhook_url": f"http://127.0.0.1:{port}/telegram",
                 "telegram_webhook_listen": ("127.0.0.1", port), "telegram_webhook_secret": SECRET} if webhook else {}
        config = Config(telegram_token=TOKEN, telegram_api_base_url=fake.base_url,
                        database_url=f"sqlite:///{folder}/bench.sqlite3", rate_limit=(10**9, 60.0),
                        telegram_rate=(10**9, 1.0), **extra)
        core = BotCore(config)
        adapter = TelegramAdapter(config, core, send_pictures=False)
        stop = asyncio.Event()
        serving = asyncio.create_task(adapter.serve(stop))
        user = fake.user(77, "Bench", "en")
        chat = fake.private_chat(user)
        replies: list[float] = []
        acks: list[float] = []
        try:
            await fake.wait_for("setWebhook" if webhook else "deleteWebhook", timeout=30)
            await asyncio.sleep(0.5)
            for index, hand in enumerate(hands):  # the first ``warmup`` are not counted
                fake.calls.clear()
                fake.messages.clear()
                delivered = len(fake.deliveries)
                started = time.perf_counter()
                fake.send_text(chat, user, f"/score {hand}")
                await fake.wait_for("sendMessage", timeout=10)
                replied = time.perf_counter()
                if webhook:
                    await fake.wait_until(lambda n=delivered: len(fake.deliveries) > n, timeout=10)
                if index >= warmup:
                    replies.append((replied - started) * 1000)
                    if webhook:
                        acks.append((time.perf_counter() - started) * 1000)
        finally:
            stop.set()
            await asyncio.wait_for(serving, 30)
            core.close()
    await fake.stop()
    if fake.errors:
        raise RuntimeError(f"the fake refused payloads: {fake.errors[:3]}")
    return replies, acks


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    hands = scored_hands(args.commands + args.warmup, args.seed)
    print(f"{'pass':<28}{'p50':>7}{'p90':>7}{'p99':>7}  ms, {args.commands} commands")
    replies, _ = await run_pass(False, hands, args.warmup)
    print(f"{'polling: reply':<28}{_percentiles(replies)}")
    replies, acks = await run_pass(True, hands, args.warmup)
    print(f"{'webhook: reply':<28}{_percentiles(replies)}")
    print(f"{'webhook: 200 to Telegram':<28}{_percentiles(acks)}")


if __name__ == "__main__":
    asyncio.run(main())
