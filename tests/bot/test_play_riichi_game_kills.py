"""A whole east-only Riichi game in a chat whose bot process is killed with SIGKILL mid-hand (issue 32): on
Discord a ``fanbot discord`` process, on Telegram a ``fanbot telegram`` webhook worker, each started again on
the same database, carrying the game on from the log the dead one left. Bo leaves at the start (an AI takes
his seat), Ann plays from her buttons, the process is killed, Ann plays on through the new one, then lets her
5 s run out (the automatic move, marked away) and the game plays on to its final standings.

Every run kills and restarts ``fanbot discord`` and checks the hand carried on; the game to its end (and the
Telegram worker's, whose one-hand form is ``test_play_riichi_restart``) runs under FANBOT_TEST_DEEP=1."""

from __future__ import annotations

import asyncio
import contextlib
import signal

from bot.config import PLAY_SEED_VARIABLE
from bot.db.repositories import Storage
from quiz.play.model import Status
from quiz.play.store import PlayStore
from tests.bot.fakes.fake_discord import FakeDiscord
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.fanbot_process import reap, stop_all, terminate
from tests.bot.play_moves import QUICK_WALL
from tests.bot.test_discord_e2e import _description
from tests.bot.test_play_discord import _custom_ids
from tests.bot.test_play_riichi_chats import choice
from tests.bot.test_play_riichi_games import telegram_press
from tests.bot.test_sheet_discord import TOKEN as DISCORD_TOKEN
from tests.bot.test_sheet_discord import _spawn
from tests.bot.test_telegram_webhook import TOKEN as TELEGRAM_TOKEN
from tests.bot.test_telegram_webhook import free_port, until_serving
from tests.bot.test_telegram_workers import _worker
from tests.deep import DEEP, deep_run_only
from tests.migrated import migrated_url

ANN, BO = (1001, "Ann"), (1002, "Bo")
SEED = {PLAY_SEED_VARIABLE: QUICK_WALL}
#: a game to its end on a loaded machine: every hand's decisions and a tick between hands
GAME_SECONDS = 240


class Table:
    """The chat's table as the database holds it, read as any process would."""

    def __init__(self, database_url: str, platform: str, chat_id: int) -> None:
        self.storage = Storage(database_url)
        self.store, self.platform, self.chat = PlayStore(self.storage), platform, str(chat_id)

    def now(self):
        return self.store.table(self.platform, self.chat) or self.store.last(self.platform, self.chat)

    def log(self) -> list:
        table = self.now()
        return [d for hand in range(1, table.hand + 1) for d in self.storage.play.decisions(table.id, hand)]

    def asks_ann(self) -> bool:
        table = self.now()
        if table.status is not Status.PLAYING or table.seats[0].away:
            return False
        return 0 in self.store.hand(table).waiting

    async def until(self, condition, seconds: float, what: str) -> None:
        for _ in range(int(seconds * 10)):
            if condition():
                return
            await asyncio.sleep(0.1)
        raise AssertionError(f"not {what} in {seconds} s")


async def _discord_press(fake: FakeDiscord, table: Table, lobby_id: int) -> bool:
    """Ann plays the engine AI's choice from her ephemeral hand; False when the game no longer asks her."""
    if not table.asks_ann():
        return False
    playing = table.now()
    now = table.store.hand(playing)
    hand = await fake.wait_for(await fake.click(lobby_id, f"fb:play:hand:{playing.id}", user_id=ANN[0],
                                                user_name=ANN[1]), "callback", timeout=60)
    buttons = [c for c in _custom_ids(hand.message) if c.endswith(f":{choice(now, 0)}")]
    if not buttons:  # her time ran out between the two reads
        return False
    await fake.wait_for(await fake.click(hand.message["id"], buttons[0], user_id=ANN[0], user_name=ANN[1]),
                        "callback", timeout=60)
    return True


async def test_a_fanbot_discord_process_killed_mid_riichi_hand_carries_the_game_on_after_a_restart(tmp_path):
    fake = FakeDiscord(token=DISCORD_TOKEN)
    await fake.start()
    database_url = migrated_url(tmp_path / "bot.sqlite3")
    table = Table(database_url, "discord", fake.channel_id)
    process = await _spawn(fake, database_url, tmp_path, **SEED)
    try:
        await fake.wait_for(await fake.slash("play", "new", user_id=ANN[0], user_name=ANN[1], seats=2,
                                             rules="riichi", preset="tenhou", length="east", seconds=5), "callback")
        lobby = await fake.wait_for(kind="channel_message", timeout=30)
        playing = table.now()
        await fake.wait_for(await fake.click(lobby.message["id"], f"fb:play:join:{playing.id}", user_id=BO[0],
                                             user_name=BO[1]), "callback", timeout=30)
        await fake.wait_for(await fake.click(lobby.message["id"], f"fb:play:leave:{playing.id}", user_id=BO[0],
                                             user_name=BO[1]), "callback", timeout=30)
        assert table.now().seats[1].ai
        pressed = [await _discord_press(fake, table, lobby.message["id"]) for _ in range(2)]
        before = table.log()
        assert table.now().status is Status.PLAYING and before[0].action["kind"] == "start"

        process.send_signal(signal.SIGKILL)
        await asyncio.wait_for(process.wait(), 20)
        assert process.returncode == -signal.SIGKILL
        process = await _spawn(fake, database_url, tmp_path, **SEED)
        pressed.append(await _discord_press(fake, table, lobby.message["id"]))  # through the new process
        assert any(pressed)  # each within her 5 s, but for a machine too loaded to answer in time
        assert table.log()[:len(before)] == before  # the log the dead process left, carried on as it was
        if DEEP:  # Ann's 5 s run out: the automatic move, then the game plays on to its end
            start = len(fake.events)
            await table.until(lambda: table.now().status is Status.ENDED, GAME_SECONDS, "the game's end")
            ended = table.now()
            assert ended.seats[0].away and ended.seats[1].ai and ended.hand >= 4
            await fake.wait_for(kind="channel_message", timeout=60, start=start,
                                predicate=lambda e: "The game is over. Standings:" in _description(e))
    finally:
        with contextlib.suppress(TimeoutError):
            if process.returncode is None:
                await terminate(process)
        await reap(process)
        table.storage.close()
        await fake.stop()
    assert fake.errors == [], fake.errors[:3]


GROUP = FakeTelegram.group_chat(-100935, "Riichi nights")
ANN_TG, BO_TG = FakeTelegram.user(821, "Ann", "en"), FakeTelegram.user(822, "Bo", "en")


async def _ann_presses(fake: FakeTelegram, table: Table) -> bool:
    """Ann plays from her private chat while the game asks her (her 5 s may run out first on a slow machine)."""
    return table.asks_ann() and await telegram_press(fake, table.store, table.now(), 0, ANN_TG, 10)


@deep_run_only("test_play_restart's worker killed mid-hand, and the Discord process's kill above")
async def test_a_telegram_worker_killed_mid_riichi_hand_leaves_a_game_the_next_one_plays_to_its_end(tmp_path):
    fake = FakeTelegram(token=TELEGRAM_TOKEN)
    await fake.start()
    database_url = migrated_url(tmp_path / "bot.sqlite3")
    table = Table(database_url, "telegram", GROUP.id)
    workers = []
    try:
        port = free_port()
        workers.append(await _worker(fake, database_url, port, tmp_path, **SEED))
        await until_serving(fake, port, timeout=60)
        fake.route_to([f"http://127.0.0.1:{port}/telegram"])
        fake.send_text(GROUP, ANN_TG, "/play riichi preset=tenhou length=east seconds=5 2")
        lobby = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id, timeout=30)
        playing = table.now()
        fake.click(GROUP, BO_TG, lobby.result["message_id"], f"play:join:{playing.id}")
        await table.until(lambda: table.now().status is Status.PLAYING, 30, "the game started")
        fake.click(GROUP, BO_TG, lobby.result["message_id"], f"play:leave:{playing.id}")
        await table.until(lambda: table.now().seats[1].ai, 30, "Bo's seat taken by an AI")
        pressed = [await _ann_presses(fake, table) for _ in range(2)]
        before = table.log()
        assert table.now().status is Status.PLAYING and before[0].action["kind"] == "start"

        workers[0].send_signal(signal.SIGKILL)
        await workers[0].wait()
        port = free_port()
        workers.append(await _worker(fake, database_url, port, tmp_path, **SEED))
        await until_serving(fake, port, timeout=60)
        fake.route_to([f"http://127.0.0.1:{port}/telegram"])
        start = len(fake.calls)
        fake.send_text(FakeTelegram.private_chat(ANN_TG), ANN_TG, f"/start a-play-hand-{playing.id}")
        pressed.append(await _ann_presses(fake, table))
        assert any(pressed)  # each within her 5 s, but for a machine too loaded to answer in time
        # Ann's 5 s run out: the automatic move, then the game plays on to its end, a hand a tick
        await table.until(lambda: table.now().status is Status.ENDED, GAME_SECONDS, "the game's end")
        assert table.log()[:len(before)] == before  # the log the dead worker left, carried on as it was
        ended = table.now()
        assert ended.seats[0].away and ended.seats[1].ai and ended.hand >= 4
        await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id and
                            "The game is over. Standings:" in html_to_plain(c.params["text"]), start=start,
                            timeout=60)
    finally:
        await stop_all(workers)
        table.storage.close()
        await fake.stop()
    assert fake.errors == [], fake.errors
    log = (tmp_path / f"worker-{port}.log").read_text(errors="replace")
    assert "Traceback" not in log, log[-3000:]
