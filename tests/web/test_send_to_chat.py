""""Send to chat" from the Mini App, end to end: the real python-telegram-bot adapter against the fake
Bot API on 127.0.0.1, and the web app's ``/api/send`` with signed ``initData``.

The hand lands, scored and drawn as ``/score`` answers it, in the chat the app was opened from: the
user's private chat from the menu button, the group from the group's direct link; a forged, expired or
missing ``initData``, a token for another chat, an outsider and a hand that cannot be scored post nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.adapters.telegram import TelegramAdapter
from bot.config import Config
from bot.core import BotCore
from bot.web.app import build_app
from bot.web.initdata import group_token, sign_init_data
from bot.web.sending import ChatLink
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.migrated import migrated_url

TOKEN = "987654321:AAHfakeTokenForLoopbackTests_abcdef"
PUBLIC_URL = "https://calc.example.org"
GROUP = -1001234567890
USER = 4242
NINE_GATES = "1112345678999m5m"


def _init_data(user_id: int = USER, start_param: str | None = None, age: float = 5.0, name: str = "Mei") -> str:
    fields = {"user": json.dumps({"id": user_id, "first_name": name, "language_code": "en"}),
              "auth_date": str(int(time.time() - age)), "query_id": "AAE"}
    if start_param is not None:
        fields.update(start_param=start_param, chat_type="supergroup")
    return sign_init_data(fields, TOKEN)


@contextlib.asynccontextmanager
async def _running(tmp_path):
    """The fake Bot API, the Telegram adapter serving it with a web link, and the web app beside it."""
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    config = Config(telegram_token=TOKEN, database_url=migrated_url(tmp_path / "bot.sqlite3"),
                    telegram_api_base_url=fake.base_url, public_url=PUBLIC_URL, rate_limit=(1000, 60.0),
                    telegram_rate=(10_000, 1.0), telegram_group_rate=(10_000, 1.0))
    core = BotCore(config)
    link = ChatLink()
    stop = asyncio.Event()
    serving = asyncio.create_task(TelegramAdapter(config, core, web=link).serve(stop))
    client = TestClient(TestServer(build_app(bot_token=TOKEN, link=link)))
    await client.start_server()
    try:
        await fake.wait_until(lambda: link.poster is not None, what="the adapter's poster")
        yield fake, client
    finally:
        await client.close()
        stop.set()
        await asyncio.wait_for(serving, 15)
        core.close()
        await fake.stop()


async def _send(client: TestClient, init_data: str | None, hand: str = NINE_GATES, rules: str = "mcr"):
    headers = {"X-Telegram-Init-Data": init_data} if init_data is not None else {}
    response = await client.post("/api/send", json={"hand": hand, "rules": rules}, headers=headers)
    return response.status, await response.json()


def _posts(fake: FakeTelegram, start: int) -> list:
    return [call for call in fake.calls[start:] if call.method in ("sendPhoto", "sendMessage")]


async def test_the_menu_button_opens_the_calculator_and_send_posts_the_picture_to_the_private_chat(tmp_path):
    async with _running(tmp_path) as (fake, client):
        button = fake.calls_of("setChatMenuButton")[-1].params["menu_button"]
        assert button["type"] == "web_app" and button["web_app"]["url"] == PUBLIC_URL + "/"
        mark = len(fake.calls)
        status, answer = await _send(client, _init_data())
        assert (status, answer) == (200, {"sent": True, "chat": "private"})
        photo = await fake.wait_for("sendPhoto", start=mark)
        assert int(photo.params["chat_id"]) == USER and photo.files["photo"].startswith(b"\x89PNG")
        caption = html_to_plain(photo.params["caption"])
        assert "Nine Gates" in caption and "91" in caption


async def test_a_group_link_posts_into_that_group_for_its_members_only(tmp_path):
    async with _running(tmp_path) as (fake, client):
        token = group_token(GROUP, TOKEN)
        mark = len(fake.calls)
        status, answer = await _send(client, _init_data(start_param=token), "234789m1234066p6p tsumo riichi", "riichi")
        assert (status, answer) == (200, {"sent": True, "chat": "group"})
        photo = await fake.wait_for("sendPhoto", start=mark)
        assert int(photo.params["chat_id"]) == GROUP
        assert "Riichi" in html_to_plain(photo.params["caption"])
        fake.outsiders[GROUP] = {USER + 1}
        mark = len(fake.calls)
        status, answer = await _send(client, _init_data(user_id=USER + 1, start_param=token))
        assert (status, answer["code"]) == (403, "not_member")
        assert not _posts(fake, mark)


#: what a forger may try: (initData made at the test's time, the status and code it gets)
SPOILED = {
    "missing": (lambda: None, 401, "init_data_missing"),
    "expired": (lambda: _init_data(age=3 * 86400), 401, "init_data_expired"),
    "forged": (lambda: _init_data().replace("Mei", "Eve"), 401, "init_data_forged"),
    "another_group": (lambda: _init_data(start_param=group_token(GROUP, TOKEN).replace("g-1001", "g-1002")),
                      403, "bad_chat"),
    "another_bots_token": (lambda: _init_data(start_param=group_token(GROUP, "111:another-bot")), 403, "bad_chat"),
}


@pytest.mark.parametrize("spoiled", SPOILED)
async def test_forged_expired_or_missing_init_data_or_another_chat_posts_nothing(tmp_path, spoiled):
    make, status, code = SPOILED[spoiled]
    async with _running(tmp_path) as (fake, client):
        mark = len(fake.calls)
        answered, answer = await _send(client, make())
        assert (answered, answer["code"]) == (status, code)
        await asyncio.sleep(0)  # nothing was started that could post later
        assert not _posts(fake, mark)


async def test_a_hand_that_cannot_be_scored_posts_nothing_and_says_why(tmp_path):
    async with _running(tmp_path) as (fake, client):
        mark = len(fake.calls)
        for hand in ("<b>1m</b><script>alert(1)</script>", "1112345678999m", "", "1m" * 500):
            status, answer = await _send(client, _init_data(), hand)
            assert status == 400 and answer["code"], hand
        assert not _posts(fake, mark)
