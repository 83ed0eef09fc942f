"""A ``fanbot telegram`` webhook worker killed with SIGKILL in the middle of a Riichi hand played in a group: a
new worker on the same database carries the hand on from its log (the hand's opening first), to its result.

Under FANBOT_TEST_DEEP=1: every run keeps the same restart path with an MCR hand (``test_play_restart``) and a
Riichi hand carried on after a killed process (``test_play_riichi_game_kills``, on Discord)."""

from __future__ import annotations

import pytest

from tests.bot import test_play_restart as restart
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.telegram_calls import text_of
from tests.bot.test_play_restart import ANN, GROUP, Game
from tests.bot.test_play_riichi_chats import choice
from tests.bot.test_telegram_webhook import TOKEN
from tests.deep import deep_run_only


@deep_run_only("test_play_restart's worker killed mid-hand and test_play_riichi_game_kills' Riichi hand carried on")
@pytest.mark.everyday_database("sqlite")
async def test_a_worker_killed_mid_riichi_hand_leaves_a_game_the_next_one_carries_on(db_url, tmp_path, monkeypatch):
    monkeypatch.setattr(restart, "choice", choice)  # the MCR test's presses, making the Riichi AI's choice
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    game = Game(db_url)
    workers = []
    try:
        await restart.serve(fake, db_url, tmp_path, workers)
        fake.send_text(GROUP, ANN, "/play riichi preset=tenhou 1")
        await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id, timeout=30)
        for _ in range(3):
            await restart._press(fake, game)
        before = game.decisions()
        assert before[0].action["kind"] == "start" and game.table().hand == 1

        port = await restart.kill_and_replace(fake, db_url, tmp_path, workers)

        after_restart = len(fake.calls)
        fake.send_text(FakeTelegram.private_chat(ANN), ANN, f"/start a-play-hand-{game.table().id}")
        while game.table().hand == 1:
            await restart._press(fake, game)
        assert game.decisions()[:len(before)] == before  # the log the dead worker left, carried on as it was

        def result_shown() -> bool:
            return any("Hand 1: result" in text_of(c) for c in fake.group_messages(GROUP.id, after_restart))

        await fake.wait_until(result_shown, what="the hand's result")
    finally:
        await restart.close(fake, game, workers)
    assert fake.errors == [], fake.errors
    log = (tmp_path / f"worker-{port}.log").read_text(errors="replace")
    assert "Traceback" not in log, log[-3000:]
