"""``fanbot telegram`` with ``WEB_LISTEN``: one process serves the bot and the calculator, and the Mini App's
"Send to chat" posts through that bot (a subprocess against the fake Bot API on 127.0.0.1)."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from pathlib import Path

import aiohttp

from bot.web.initdata import sign_init_data
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.fanbot_process import environment, output, reap, start_fanbot, terminate
from tests.migrated import migrated_url
from tests.ports import free_port

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "918273645:AAFsubprocessTokenForLoopbackTests_xyz"


async def test_fanbot_telegram_with_web_listen_serves_the_calculator_and_posts_from_it(tmp_path):
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    port = free_port()
    env = environment(TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_BASE_URL=fake.base_url, WEB_LISTEN=f"127.0.0.1:{port}",
                      PUBLIC_URL="https://calc.example.org", DATABASE_URL=migrated_url(tmp_path / "bot.sqlite3"),
                      PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    process = await start_fanbot("telegram", cwd=tmp_path, env=env)
    try:
        menu = await fake.wait_for("setChatMenuButton", timeout=30)
        assert menu.params["menu_button"]["web_app"]["url"] == "https://calc.example.org/"
        user = {"id": 4242, "first_name": "Mei", "language_code": "ja"}
        init_data = sign_init_data({"user": json.dumps(user), "auth_date": str(int(time.time()))}, TOKEN)
        start = len(fake.calls)
        async with aiohttp.ClientSession() as session:
            page = await session.get(f"http://127.0.0.1:{port}/")
            assert page.status == 200 and "data-notation" in await page.text()
            sent = await session.post(f"http://127.0.0.1:{port}/api/send", headers={"X-Telegram-Init-Data": init_data},
                                      json={"hand": "1112345678999m9m", "rules": "mcr"})
            assert (sent.status, await sent.json()) == (200, {"sent": True, "chat": "private"})
        photo = await fake.wait_for("sendPhoto", start=start, timeout=15)
        assert int(photo.params["chat_id"]) == 4242 and "106" in html_to_plain(photo.params["caption"])
        status = await terminate(process)
    finally:
        await reap(process)
        await fake.stop()
    log = await output(process)
    assert status == 0, log[-2000:]
    assert "Traceback" not in log and TOKEN.split(":")[1] not in log
    assert fake.errors == []


async def test_fanbot_console_with_web_listen_serves_the_calculator_beside_the_typed_commands(tmp_path):
    port = free_port()
    env = environment(WEB_LISTEN=f"127.0.0.1:{port}", DATABASE_URL=migrated_url(tmp_path / "bot.sqlite3"),
                      PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1", LANG="C.UTF-8")
    process = await start_fanbot("console", cwd=tmp_path, env=env, stdin=True)
    try:
        async with aiohttp.ClientSession() as session:
            for _ in range(300):  # the server listens once the bot has started
                try:
                    page = await session.get(f"http://127.0.0.1:{port}/")
                    break
                except aiohttp.ClientConnectionError:
                    await asyncio.sleep(0.05)
            else:
                raise AssertionError("the calculator never listened")
            assert page.status == 200 and "data-notation" in await page.text()
            scored = await session.post(f"http://127.0.0.1:{port}/api/score", json={"hand": "1112345678999m9m"})
            assert (await scored.json())["total"] == 106
        process.stdin.write(b"/score 1112345678999m9m\n")
        process.stdin.close()  # the end of the typed input ends the console, and the calculator with it
        status = await asyncio.wait_for(process.wait(), 20)
    finally:
        await reap(process)
    out = (await process.stdout.read()).decode(errors="replace")
    log = (await process.stderr.read()).decode(errors="replace")
    assert status == 0, log[-2000:]
    assert "106" in out and "Traceback" not in log
    with socket.socket() as probe:  # nothing listens there any more
        assert probe.connect_ex(("127.0.0.1", port)) != 0
