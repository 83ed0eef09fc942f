"""Telegram webhook mode: with TELEGRAM_WEBHOOK_URL set the real python-telegram-bot registers the URL
with setWebhook and serves updates with its own small server (bot/adapters/telegram/webhook.py, answering 200 only
after the update is handled); the fake Bot API posts them.

Requests without the secret get 403 and change nothing; an update posted again (Telegram retries a
webhook that gave no answer in time) is answered once, by whichever worker sharing the database gets it.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

from bot.adapters.telegram import TelegramAdapter
from bot.config import REDACTED, Config, ConfigError
from bot.core import BotCore
from bot.storage import BotStorage, Delivery
from tests.bot.console_run import run_fanbot
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.telegram_calls import text_of
from tests.migrated import migrated_url
from tests.ports import free_port

TOKEN = "987654321:AAHfakeTokenForWebhookTests_abcdefgh"
SECRET = "webhook-secret_0123456789abcdef"
HAND = "1112345678999m9m"  # nine gates: 88 + pure straight 16 + tile hog 2
ANN = FakeTelegram.user(501, "Ann", "en")
BO = FakeTelegram.user(502, "Bo", "en")


# --------------------------------------------------------------------------- configuration


def test_polling_stays_the_default_and_the_webhook_listens_on_8080_unless_told():
    config = Config.from_env({}, env_file=None)
    assert config.telegram_webhook_url is None
    assert config.telegram_webhook_listen == ("0.0.0.0", 8080)


def test_webhook_settings_are_read_and_the_secret_never_shown():
    config = Config.from_env({"TELEGRAM_WEBHOOK_URL": "https://bot.example/telegram",
                              "TELEGRAM_WEBHOOK_LISTEN": "127.0.0.1:9001",
                              "TELEGRAM_WEBHOOK_SECRET": SECRET}, env_file=None)
    assert config.telegram_webhook_url == "https://bot.example/telegram"
    assert config.telegram_webhook_listen == ("127.0.0.1", 9001)
    assert SECRET in config.secrets  # so the log filter scrubs it
    assert SECRET not in repr(config) and REDACTED in repr(config)


@pytest.mark.parametrize(("environ", "says"), [
    ({"TELEGRAM_WEBHOOK_URL": "https://bot.example/t"}, "TELEGRAM_WEBHOOK_SECRET is not set"),
    ({"TELEGRAM_WEBHOOK_URL": "https://bot.example/t", "TELEGRAM_WEBHOOK_SECRET": "short"}, "16-256"),
    ({"TELEGRAM_WEBHOOK_URL": "https://bot.example/t", "TELEGRAM_WEBHOOK_SECRET": SECRET + "!"}, "16-256"),
    ({"TELEGRAM_WEBHOOK_URL": "bot.example/t", "TELEGRAM_WEBHOOK_SECRET": SECRET}, "TELEGRAM_WEBHOOK_URL="),
    ({"TELEGRAM_WEBHOOK_LISTEN": "8080"}, "TELEGRAM_WEBHOOK_LISTEN='8080': expected host:port"),
    ({"TELEGRAM_WEBHOOK_LISTEN": "0.0.0.0:70000"}, "TELEGRAM_WEBHOOK_LISTEN="),
])
def test_bad_webhook_settings_are_one_line_errors(environ, says):
    with pytest.raises(ConfigError) as caught:
        Config.from_env(environ, env_file=None)
    assert says in str(caught.value) and "\n" not in str(caught.value)


def test_fanbot_telegram_with_a_webhook_and_no_secret_exits_2_with_one_line(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "TELEGRAM_"))}
    env.update(TELEGRAM_TOKEN=TOKEN, TELEGRAM_WEBHOOK_URL="https://bot.example/telegram",
               DATABASE_URL=migrated_url(tmp_path / "bot.sqlite3"))
    done = run_fanbot(["telegram"], cwd=Path.cwd(), environ=env)  # in this process: a start-up error
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert done.stderr.startswith("fanbot: TELEGRAM_WEBHOOK_SECRET is not set")


# --------------------------------------------------------------------------- end to end


async def until_listening(port: int, timeout: float = 15.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        try:
            _, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            if asyncio.get_running_loop().time() > deadline:
                raise AssertionError(f"nothing listens on port {port}") from None
            await asyncio.sleep(0.05)
            continue
        writer.close()
        with contextlib.suppress(OSError):
            await writer.wait_closed()
        return


async def until_serving(fake: FakeTelegram, port: int, timeout: float = 15.0, registered: int = 0) -> None:
    """Until a webhook worker on ``port`` listens and Telegram knows a webhook to post to: the bot listens before
    it registers, and an update sent before the registration would wait for a ``getUpdates`` nobody calls.
    ``registered``: the ``setWebhook`` calls made before this worker started (it makes one more)."""
    await until_listening(port, timeout)
    await fake.wait_until(lambda: fake.webhook is not None and len(fake.calls_of("setWebhook")) > registered,
                          timeout=timeout, what="the webhook's registration")


def webhook_config(fake: FakeTelegram, database_url: str, port: int) -> Config:
    return Config(telegram_token=TOKEN, telegram_api_base_url=fake.base_url, database_url=database_url,
                  rate_limit=(1000, 60.0), telegram_webhook_url=f"http://127.0.0.1:{port}/telegram/hook",
                  telegram_webhook_listen=("127.0.0.1", port), telegram_webhook_secret=SECRET)


@contextlib.asynccontextmanager
async def webhook_bot(fake: FakeTelegram, database_url: str, port: int | None = None, rates: dict | None = None):
    """One bot process in webhook mode (in this event loop), stopped at the end; ``rates``: the outgoing limits."""
    port = port or free_port()
    core = BotCore(dataclasses.replace(webhook_config(fake, database_url, port), **(rates or {})))
    adapter = TelegramAdapter(core.config, core, tick_seconds=0.1)
    stop = asyncio.Event()
    registered = len(fake.calls_of("setWebhook"))
    task = asyncio.create_task(adapter.serve(stop))
    try:
        await until_serving(fake, port, registered=registered)
        yield f"http://127.0.0.1:{port}/telegram/hook"
    finally:
        stop.set()
        await asyncio.wait_for(task, 15)
        core.close()


@pytest.fixture
async def fake():
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    yield fake
    await fake.stop()
    assert fake.errors == [], fake.errors


def _score_answers(fake: FakeTelegram, start: int) -> list[str]:
    texts = [text_of(c)
             for c in fake.calls[start:] if c.method in ("sendMessage", "sendPhoto")]
    return [text for text in texts if "106" in text]


async def test_the_webhook_is_registered_with_its_secret_and_updates_posted_to_it_are_answered(fake, tmp_path):
    async with webhook_bot(fake, migrated_url(tmp_path / "bot.sqlite3")) as url:
        assert fake.webhook["url"] == url and fake.webhook["secret_token"] == SECRET
        assert fake.calls_of("getUpdates") == []  # no polling in this mode
        start = len(fake.calls)
        fake.send_text(fake.private_chat(ANN), ANN, f"/score {HAND}")
        await fake.wait_for_any(("sendPhoto", "sendMessage"), start=start, timeout=10)
        assert len(_score_answers(fake, start)) == 1
        await fake.wait_until(lambda: fake.deliveries, what="the acknowledgement")  # after the answer
        assert [status for _, _, status in fake.deliveries] == [200]
    assert fake.webhook is not None  # a stopping worker leaves the webhook to the others


async def test_a_request_without_the_secret_gets_403_and_changes_nothing(fake, tmp_path):
    async with webhook_bot(fake, migrated_url(tmp_path / "bot.sqlite3")) as url:
        fake.webhook_targets = ["http://127.0.0.1:1/nowhere"]  # keep the pushes below from delivering
        update_id = fake.send_text(fake.private_chat(ANN), ANN, f"/score {HAND}")
        payload = fake.pushed[update_id]
        start = len(fake.calls)
        assert await fake.post_update(payload, url, secret=None) == 403
        assert await fake.post_update(payload, url, secret="wrong-secret_0123456789") == 403
        await asyncio.sleep(1.0)
        assert _score_answers(fake, start) == []
        # nothing was recorded either: the same update with the secret is still answered
        assert await fake.post_update(payload, url) == 200
        await fake.wait_for_any(("sendPhoto", "sendMessage"), start=start, timeout=10)
        assert len(_score_answers(fake, start)) == 1


async def test_an_update_posted_twice_is_answered_once(fake, tmp_path):
    async with webhook_bot(fake, migrated_url(tmp_path / "bot.sqlite3")) as url:
        fake.webhook_targets = ["http://127.0.0.1:1/nowhere"]
        update_id = fake.send_text(fake.private_chat(ANN), ANN, f"/score {HAND}")
        payload = fake.pushed[update_id]
        start = len(fake.calls)
        statuses = await asyncio.gather(fake.post_update(payload, url), fake.post_update(payload, url))
        assert statuses == [200, 200]  # Telegram must not retry again
        await fake.wait_for_any(("sendPhoto", "sendMessage"), start=start, timeout=10)
        await asyncio.sleep(1.0)
        assert len(_score_answers(fake, start)) == 1
        assert await fake.post_update(payload, url) == 200  # later again: still once
        await asyncio.sleep(0.5)
        assert len(_score_answers(fake, start)) == 1


async def test_two_workers_on_one_database_answer_a_redelivered_update_once(fake, tmp_path):
    database_url = migrated_url(tmp_path / "bot.sqlite3")
    async with webhook_bot(fake, database_url) as first, webhook_bot(fake, database_url) as second:
        fake.webhook_targets = [first, second]  # the reverse proxy in front of both
        update_id = fake.send_text(fake.private_chat(BO), BO, f"/score {HAND}")
        await fake.wait_for_any(("sendPhoto", "sendMessage"), timeout=10)
        await fake.wait_until(lambda: fake.deliveries, what="the acknowledgement")
        # Telegram saw no answer in time and posts it again: the proxy sends it to the other worker
        other = second if fake.deliveries[-1][1] == first else first
        assert await fake.post_update(fake.pushed[update_id], other) == 200
        await asyncio.sleep(1.0)
        assert len(_score_answers(fake, 0)) == 1
        # and every new update is answered by whichever worker got it
        for _ in range(4):
            fake.send_text(fake.private_chat(BO), BO, f"/score {HAND}")
        await fake.wait_for("", lambda call: len(_score_answers(fake, 0)) >= 5, timeout=15, any_method=True)
        await asyncio.sleep(0.5)
        assert len(_score_answers(fake, 0)) == 5
        assert {target for _, target, status in fake.deliveries if status == 200} == {first, second}


async def test_an_update_held_by_a_worker_that_died_is_handled_once_its_lease_runs_out(fake, tmp_path):
    database_url = migrated_url(tmp_path / "bot.sqlite3")
    async with webhook_bot(fake, database_url) as url:
        fake.webhook_targets = ["http://127.0.0.1:1/nowhere"]
        update_id = fake.send_text(fake.private_chat(ANN), ANN, f"/score {HAND}")
        payload = fake.pushed[update_id]
        # another worker took this update and was killed before it had answered it
        other = BotStorage(database_url)
        try:
            assert other.claim_delivery("telegram", update_id, "killed-worker", 1.0) is Delivery.NEW
        finally:
            other.close()
        start = len(fake.calls)
        assert await fake.post_update(payload, url) == 503  # not yet: Telegram posts it again later
        await asyncio.sleep(0.5)
        assert _score_answers(fake, start) == []
        await asyncio.sleep(0.6)  # the dead worker's lease is over
        assert await fake.post_update(payload, url) == 200  # acknowledged once handled...
        assert len(_score_answers(fake, start)) == 1  # ...so the answer is already out
        assert await fake.post_update(payload, url) == 200
        await asyncio.sleep(0.5)
        assert len(_score_answers(fake, start)) == 1


def test_a_polling_bot_never_loads_the_webhook_server_or_aiohttp():
    code = ("import sys, bot.adapters.telegram; "
            "print('aiohttp' in sys.modules, 'bot.adapters.telegram.webhook' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=os.getcwd())
    assert done.stdout.split() == ["False", "False"], done.stderr


async def test_a_request_with_the_secret_that_is_not_an_update_gets_400(fake, tmp_path):
    async with webhook_bot(fake, migrated_url(tmp_path / "bot.sqlite3")) as url:
        async with aiohttp.ClientSession() as session:
            for body in (b"{}", b"[1]", b"null", b'{"update_id": "abc"}', b"not json"):
                async with session.post(url, data=body, headers={"X-Telegram-Bot-Api-Secret-Token": SECRET}) as r:
                    assert r.status == 400, body
