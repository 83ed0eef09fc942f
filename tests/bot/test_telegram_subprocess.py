"""The installed ``fanbot telegram`` command, as a subprocess, against the fake Bot API on 127.0.0.1.

Settings come only from the environment (TELEGRAM_TOKEN, TELEGRAM_API_BASE_URL, DATABASE_URL), the
bot scores a hand sent to it, SIGTERM stops it with exit status 0, and its log never shows the token.
"""

from __future__ import annotations

import asyncio

from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.fanbot_process import environment, reap, start_fanbot, stop_cleanly, terminate
from tests.bot.telegram_calls import text_of
from tests.migrated import migrated_url

TOKEN = "918273645:AAFsubprocessTokenForLoopbackTests_xyz"


async def test_fanbot_telegram_scores_a_hand_and_stops_on_sigterm(tmp_path):
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    env = environment(TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_BASE_URL=fake.base_url, LOG_LEVEL="DEBUG",
                      DATABASE_URL=migrated_url(tmp_path / "bot.sqlite3"), PYTHONUNBUFFERED="1")
    # its DEBUG log grows with every command: a file takes it (a full pipe would stall the bot)
    process = await start_fanbot("telegram", cwd=tmp_path, env=env, log=tmp_path / "bot.log")
    try:
        await fake.wait_for("setMyCommands", timeout=30)
        user = fake.user(4242, "Mei", "en")
        start = len(fake.calls)
        fake.send_text(fake.private_chat(user), user, "/score 1112345678999m9m")
        call = await fake.wait_for_any(("sendPhoto", "sendMessage"), timeout=15, start=start)
        text = text_of(call)
        assert "106" in text
        log = await stop_cleanly(process, tmp_path / "bot.log")
    finally:
        await reap(process)
        await fake.stop()
    assert TOKEN not in log and TOKEN.split(":")[1] not in log
    assert "Set Bot API URL" in log and "[REDACTED]" in log  # PTB's DEBUG line carries the token: scrubbed
    assert "polling" in log.lower()
    assert fake.errors == []


async def test_a_rejected_token_is_one_clear_line_without_the_token(tmp_path):
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    wrong = "111222333:AAwrongTokenThatTheFakeRejects_0123456"
    env = environment(TELEGRAM_TOKEN=wrong, TELEGRAM_API_BASE_URL=fake.base_url,
                      DATABASE_URL=migrated_url(tmp_path / "bot.sqlite3"))
    try:
        process = await start_fanbot("telegram", cwd=tmp_path, env=env)
        stdout, stderr = await asyncio.wait_for(process.communicate(), 30)
    finally:
        await fake.stop()
    log = (stdout + stderr).decode(errors="replace")
    assert process.returncode != 0
    assert "TELEGRAM_TOKEN was rejected" in log
    assert wrong not in log and wrong.split(":")[1] not in log
    assert "Traceback" not in log


async def test_fanbot_all_runs_both_platforms_in_one_process(tmp_path):
    from tests.bot.fakes.fake_discord import FakeDiscord

    telegram_fake = FakeTelegram(token=TOKEN)
    discord_fake = FakeDiscord(token="MTA5ODc2NTQzMjEwOTg3NjU0.GallPr.abcdefghijklmnopqrstuvwxyz012345")
    await telegram_fake.start()
    await discord_fake.start()
    env = environment(TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_BASE_URL=telegram_fake.base_url,
                      DISCORD_TOKEN=discord_fake.token, DISCORD_API_BASE_URL=discord_fake.api_base,
                      DISCORD_GATEWAY_URL=discord_fake.gateway_url,
                      DATABASE_URL=migrated_url(tmp_path / "bot.sqlite3"))
    process = await start_fanbot("all", cwd=tmp_path, env=env)
    try:
        await asyncio.wait_for(discord_fake.identified.wait(), 30)
        await telegram_fake.wait_for("setMyCommands", timeout=30)
        user = telegram_fake.user(4243, "Lin", "en")
        telegram_fake.send_text(telegram_fake.private_chat(user), user, "/score 1112345678999m9m")
        call = await telegram_fake.wait_for_any(("sendPhoto", "sendMessage"), timeout=15)
        assert "106" in text_of(call)
        interaction = await discord_fake.slash("score", hand="1112345678999m9m")
        event = await discord_fake.wait_for(interaction, "callback", timeout=10)
        assert "106" in event.data["embeds"][0]["description"]
        status = await terminate(process)
    finally:
        await reap(process)
        await telegram_fake.stop()
        await discord_fake.stop()
    assert status == 0
    assert telegram_fake.errors == [] and discord_fake.errors == []
