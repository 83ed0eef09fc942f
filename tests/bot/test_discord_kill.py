"""A ``fanbot discord`` process (the real discord.py against the fake gateway) SIGKILLed mid-quiz and started
again on the same database (SQLite and the suite's PostgreSQL): every answer counts once, the restarted
process closes the round at its deadline and announces it once, and the leaderboard is exact.

Discord never delivers an interaction twice: a press that reached the killed process unanswered fails
for its user, who presses again after the restart; that answer still counts once.
"""

from __future__ import annotations

import asyncio
import signal

import pytest

from bot.db.repositories import Storage
from tests.bot.fakes.fake_discord import FakeDiscord
from tests.bot.fanbot_process import environment, start_fanbot
from tests.bot.test_discord_e2e import EPHEMERAL
from tests.bot.test_telegram_webhook import free_port
from tests.bot.ticks import two_more_ticks

TOKEN = "MTA5ODc2NTQzMjEwOTg3NjU0.GkilLs.abcdefghijklmnopqrstuvwxyz012345"
HOST = (11, "host")
PLAYERS = [(100 + i, f"p{i}") for i in range(10)]


async def _start(fake: FakeDiscord, db_url: str, cwd, name: str) -> asyncio.subprocess.Process:
    fake.identified.clear()
    metrics_port = free_port()  # its timer ticks, counted (tests/bot/ticks.py)
    env = environment(DISCORD_TOKEN=TOKEN, DISCORD_API_BASE_URL=fake.api_base, DISCORD_GATEWAY_URL=fake.gateway_url,
                      DATABASE_URL=db_url, RATE_LIMIT="1000/60", PYTHONUNBUFFERED="1",
                      METRICS_LISTEN=f"127.0.0.1:{metrics_port}")
    process = await start_fanbot("discord", cwd=cwd, env=env, log=cwd / f"{name}.log")
    process.metrics_port = metrics_port
    await asyncio.wait_for(fake.identified.wait(), 60)
    return process


def _text(event) -> str:
    """A reply's content and embeds, as one text."""
    data = event.data
    return "\n".join([data.get("content") or ""] + [(e.get("title") or "") + "\n" + (e.get("description") or "")
                                                    for e in data.get("embeds") or []])


async def _press(fake: FakeDiscord, message_id: int, button: str, player) -> str:
    """The player's press and the private acknowledgement's text."""
    user_id, name = player
    press = await fake.click(message_id, button, user_id=user_id, user_name=name)
    ack = await fake.wait_for(press, "callback", timeout=15)
    assert ack.data["flags"] & EPHEMERAL, name
    return _text(ack)


@pytest.mark.everyday_database("sqlite")
async def test_a_discord_bot_killed_mid_quiz_and_restarted_counts_every_answer_once(db_url, tmp_path):
    fake = FakeDiscord(token=TOKEN)
    await fake.start()
    process = await _start(fake, db_url, tmp_path, "first")
    restarted = None
    try:
        start = await fake.slash("quiz", "start", user_id=HOST[0], user_name=HOST[1], rounds=1, seconds=25)
        round_message = await fake.wait_for(start, "followup", timeout=20)
        message_id = int(round_message.message["id"])
        buttons = [c["custom_id"] for row in round_message.body["components"] for c in row["components"]]
        chosen = {player: buttons[i % 2] for i, player in enumerate(PLAYERS)}
        acks: dict[tuple[int, str], list[str]] = {player: [] for player in PLAYERS}
        for player in PLAYERS[:4]:
            acks[player].append(await _press(fake, message_id, chosen[player], player))
        # a fifth press reaches the process just as it is killed: it may or may not have been recorded
        in_flight = PLAYERS[4]
        await fake.click(message_id, chosen[in_flight], user_id=in_flight[0], user_name=in_flight[1])
        process.send_signal(signal.SIGKILL)
        await process.wait()

        restarted = await _start(fake, db_url, tmp_path, "restarted")
        mark = len(fake.events)
        for player in PLAYERS[4:]:  # the in-flight player presses again, as Discord told them it failed
            acks[player].append(await _press(fake, message_id, chosen[player], player))
        again = await _press(fake, message_id, chosen[PLAYERS[0]], PLAYERS[0])  # an answer given before the kill
        assert "+" not in again  # not graded a second time

        result = await fake.wait_for(kind="channel_message", start=mark, timeout=40)
        await fake.wait_for(kind="channel_message", start=mark, predicate=lambda e: e is not result, timeout=10)
        await two_more_ticks(restarted.metrics_port)  # a second announcement would have come by then
        announced = [e for e in fake.events[mark:] if e.kind == "channel_message"]
        assert len(announced) == 2  # the round's result and the final scores, once each
        assert "10 answer" in _text(result)
    finally:
        for bot in (process, restarted):
            if bot is not None and bot.returncode is None:
                bot.send_signal(signal.SIGTERM)
                try:
                    await asyncio.wait_for(bot.wait(), 20)
                except TimeoutError:
                    bot.kill()
                    await bot.wait()
        await fake.stop()

    # which buttons were right, from the graded acknowledgements ("Right! +15")
    right = {chosen[player]: "Right" in texts[0] for player, texts in acks.items() if "+" in texts[0]}
    storage = Storage(db_url)
    try:
        board = {row.name.lower(): (row.answers, row.correct) for row in storage.games.leaderboard(
            f"discord:{fake.channel_id}", limit=100)}
    finally:
        storage.close()
    assert board == {name: (1, int(right[chosen[(user_id, name)]])) for user_id, name in PLAYERS}
    assert fake.errors == [], fake.errors
    log = (tmp_path / "restarted.log").read_text(errors="replace")
    assert "Traceback" not in log, log[-3000:]
