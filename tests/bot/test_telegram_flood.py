"""Outgoing flood control (``bot/adapters/telegram/flood.py`` on PTB's ``BaseRateLimiter``), through the real
python-telegram-bot and the fake Bot API.

The bot keeps Telegram's documented limits by default (30 requests a second overall, 20 a minute in one
group), both settable (TELEGRAM_RATE_LIMIT, TELEGRAM_GROUP_RATE_LIMIT); a 429 "retry after N" is waited
out and the message sent once; one group's wait, or its 429, holds no other chat.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.config import Config, ConfigError
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.telegram_setup import (
    fake_bot_api_fixture,  # noqa: F401 (the ``fake`` fixture)
    telegram_config,
)
from tests.bot.test_telegram_e2e import running_bot
from tests.clock import Clock

GROUP = FakeTelegram.group_chat(-100555, "Flood club")
ANN = FakeTelegram.user(501, "Ann", "en")
PLAYERS = [FakeTelegram.user(700 + i, f"P{i}", "en") for i in range(12)]


def test_the_outgoing_limits_default_to_telegrams_and_are_read_from_the_environment():
    default = Config.from_env({}, env_file=None)
    assert default.telegram_rate == (30, 1.0) and default.telegram_group_rate == (20, 60.0)
    assert Config().telegram_rate == (30, 1.0) and Config().telegram_group_rate == (20, 60.0)
    set_ = Config.from_env({"TELEGRAM_RATE_LIMIT": "25/1", "TELEGRAM_GROUP_RATE_LIMIT": "1000/1"}, env_file=None)
    assert set_.telegram_rate == (25, 1.0) and set_.telegram_group_rate == (1000, 1.0)


@pytest.mark.parametrize(("name", "value"), [("TELEGRAM_RATE_LIMIT", "fast"),
                                             ("TELEGRAM_GROUP_RATE_LIMIT", "0/60")])
def test_a_bad_outgoing_limit_is_a_one_line_error_naming_it(name, value):
    with pytest.raises(ConfigError) as caught:
        Config.from_env({name: value}, env_file=None)
    assert str(caught.value).startswith(f"{name}={value!r}") and "\n" not in str(caught.value)


def _to(chat_id: int, calls) -> list:
    return [c for c in calls if c.method == "sendMessage" and int(c.params["chat_id"]) == chat_id]


async def test_a_group_reply_refused_with_retry_after_arrives_after_the_wait_once(fake, tmp_path):
    async with running_bot(fake, telegram_config(tmp_path), Clock(1_800_000_000.0)) as bot:
        fake.flood["sendMessage"] = 1
        fake.flood_retry_after = 2
        start = bot.mark()
        fake.send_text(GROUP, ANN, "/help")
        sent = await fake.wait_for("sendMessage", lambda c: c.result != "429", start=start, timeout=10)
        refused = [c for c in fake.calls_of("sendMessage", start) if c.result == "429"]
        assert len(refused) == 1 and sent.at - refused[0].at >= 1.9
        await asyncio.sleep(0.5)
        assert len(_to(GROUP.id, fake.calls[start:])) == 2  # the refused try and the one delivery


async def test_a_burst_to_one_group_is_spread_at_the_configured_rate_and_other_chats_are_not_held(fake, tmp_path):
    rates = {"telegram_rate": (1000, 1.0), "telegram_group_rate": (4, 1.0)}
    async with running_bot(fake, telegram_config(tmp_path), Clock(1_800_000_000.0), rates=rates) as bot:
        start = bot.mark()
        for player in PLAYERS:  # twelve players ask at once: twelve replies to one group
            fake.send_text(GROUP, player, "/help")
        await fake.wait_for("sendMessage", lambda c: len(_to(GROUP.id, fake.calls[start:])) >= 2, start=start)
        asked = asyncio.get_running_loop().time()
        fake.send_text(fake.private_chat(ANN), ANN, "/help")  # meanwhile, in a private chat
        await fake.wait_for("sendMessage", lambda c: _to(ANN.id, fake.calls[start:]), start=start, timeout=5)
        private_wait = asyncio.get_running_loop().time() - asked
        await fake.wait_for("sendMessage", lambda c: len(_to(GROUP.id, fake.calls[start:])) >= 12,
                            start=start, timeout=15)
        await asyncio.sleep(0.5)
        times = [c.at for c in _to(GROUP.id, fake.calls[start:])]
        assert len(times) == 12 and not [c for c in fake.calls[start:] if c.result == "429"]
        # an exact window of 4 a second: any 5 span at least a second, any 9 at least two
        assert all(times[i + 4] - times[i] >= 0.95 for i in range(len(times) - 4)), times
        assert all(times[i + 8] - times[i] >= 1.9 for i in range(len(times) - 8)), times
        assert times[-1] - times[0] >= 1.8
        assert private_wait < 1.0  # the group's limit holds only that group's messages


async def test_a_retry_after_holds_only_the_refused_chat(fake, tmp_path):
    """PTB's AIORateLimiter pauses every send after one 429; here only the refused chat waits it out."""
    async with running_bot(fake, telegram_config(tmp_path), Clock(1_800_000_000.0)) as bot:
        fake.flood["sendMessage"] = 1
        fake.flood_retry_after = 2
        start = bot.mark()
        fake.send_text(GROUP, ANN, "/help")
        refused = await fake.wait_for("sendMessage", lambda c: c.result == "429", start=start)
        fake.send_text(fake.private_chat(ANN), ANN, "/help")
        private = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == ANN.id,
                                      start=start, timeout=10)
        assert private.at - refused.at < 1.0
        again = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id
                                    and c.result != "429", start=start, timeout=10)
        assert again.at - refused.at >= 1.9
