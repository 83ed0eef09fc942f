"""A webhook worker's delivery claims during a storage fault (``bot/db/faults.py``): the fault is one log
line however many updates arrive, no traceback and no line per claim; reading commands are answered
meanwhile, and claims work again once the fault clears, without a restart."""

from __future__ import annotations

import asyncio
import logging

from bot.adapters.telegram import TelegramAdapter
from bot.core import BotCore
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.telegram_calls import text_of
from tests.bot.test_storage_faults import ConnectionFault, fault_lines
from tests.bot.test_telegram_webhook import ANN, HAND, TOKEN, free_port, until_serving, webhook_config


def _answers(fake: FakeTelegram, start: int) -> int:
    return sum(1 for c in fake.calls[start:] if c.method in ("sendMessage", "sendPhoto")
               and "106" in text_of(c))


async def test_delivery_claims_during_a_read_only_fault_log_one_line_and_recover(tmp_path, caplog):
    caplog.set_level(logging.INFO)
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    port = free_port()
    core = BotCore(webhook_config(fake, f"sqlite:///{tmp_path / 'bot.sqlite3'}", port))
    adapter = TelegramAdapter(core.config, core, tick_seconds=0.1)
    stop = asyncio.Event()
    task = asyncio.create_task(adapter.serve(stop))
    fault = ConnectionFault(core, "query_only = 1", "query_only = 0")
    try:
        await until_serving(fake, port)
        fault.on = True
        start = len(fake.calls)
        for _ in range(5):
            fake.send_text(fake.private_chat(ANN), ANN, f"/score {HAND}")
        await fake.wait_until(lambda: _answers(fake, start) == 5, timeout=20, what="every /score answered")
        await fake.wait_until(lambda: len(fake.deliveries) == 5, timeout=10, what="every update acknowledged")
        assert [status for _, _, status in fake.deliveries] == [200] * 5
        during = [r.getMessage() for r in fault_lines(caplog) if r.name.startswith("fanbot")]
        assert [line[:26] for line in during] == ["storage fault (read_only):"], during

        fault.on = False
        after = len(fake.calls)
        update_id = fake.send_text(fake.private_chat(ANN), ANN, f"/score {HAND}")
        await fake.wait_until(lambda: _answers(fake, after) == 1, timeout=10, what="the answer after the fault")
        await fake.wait_until(lambda: len(fake.deliveries) == 6, timeout=10, what="its acknowledgement")
        assert await fake.post_update(fake.pushed[update_id], fake.webhook["url"]) == 200  # redelivered...
        await asyncio.sleep(0.5)
        assert _answers(fake, after) == 1  # ...and answered once: its claim was stored again
        assert core.storage.db.faults.current is None
        assert not any(r.exc_info for r in caplog.records)
    finally:
        stop.set()
        await asyncio.wait_for(task, 15)
        fault.close()
        core.close()
        await fake.stop()
    assert fake.errors == [], fake.errors
