"""The bot polling the fake Telegram Bot API on a scratch database, for the benchmarks that go through the adapter."""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import AsyncIterator

from bot.adapters.telegram import TelegramAdapter
from bot.config import Config
from bot.core import BotCore
from tests.bot.fakes.fake_telegram import FakeTelegram

TOKEN = "555000111:AAbenchTokenForTheLoopbackFakeOnly_00"


@contextlib.asynccontextmanager
async def polling_bot(send_pictures: bool = True) -> AsyncIterator[FakeTelegram]:
    """The fake, with the real python-telegram-bot polling it; on leaving, everything stopped and the fake's
    log checked: a payload the fake refused is a ``RuntimeError``."""
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    with tempfile.TemporaryDirectory() as tmp:
        config = Config(telegram_token=TOKEN, telegram_api_base_url=fake.base_url,
                        database_url=f"sqlite:///{tmp}/bench.sqlite3", rate_limit=(10**9, 60.0),
                        telegram_rate=(10**9, 1.0))  # the bot's own speed, not Telegram's 30 a second
        core = BotCore(config)
        application = TelegramAdapter(config, core, send_pictures=send_pictures).build()
        async with application:
            await application.start()
            await application.updater.start_polling(timeout=10, poll_interval=0)
            yield fake
            await application.updater.stop()
            await application.stop()
        core.close()
    await fake.stop()
    if fake.errors:
        raise RuntimeError(f"the fake refused payloads: {fake.errors[:3]}")
