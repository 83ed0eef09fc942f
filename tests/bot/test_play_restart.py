"""A ``fanbot telegram`` webhook worker killed with SIGKILL in the middle of a hand played in a group: a new
worker on the same database carries the game on from the same state. The button its predecessor sent
still plays, the log it left is kept as it was, the table message is the same one, and the hand ends
on the chat's score sheet."""

from __future__ import annotations

import signal

import pytest

from bot.config import PLAY_SEED_VARIABLE
from bot.db.repositories import Storage
from quiz.play.model import PlayError, Status
from quiz.play.store import PlayStore
from quiz.play.turns import check_current
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.fanbot_process import stop_all
from tests.bot.play_moves import QUICK_WALL, choice
from tests.bot.test_telegram_webhook import TOKEN, free_port, until_serving
from tests.bot.test_telegram_workers import _worker

GROUP = FakeTelegram.group_chat(-100902, "Mahjong club")
ANN = FakeTelegram.user(710, "Ann", "en")


def _buttons(call) -> list[str]:
    markup = call.params.get("reply_markup") or {}
    return [b.get("callback_data", "") for row in markup.get("inline_keyboard", []) for b in row]


class Game:
    """The group's table as the database holds it (read by the test, as any worker would)."""

    def __init__(self, db_url: str) -> None:
        self.storage = Storage(db_url)
        self.store = PlayStore(self.storage)

    def table(self):
        return self.store.table("telegram", str(GROUP.id)) or self.store.last("telegram", str(GROUP.id))

    def decisions(self):
        return self.storage.play.decisions(self.table().id, 1)


async def _press(fake: FakeTelegram, game: Game) -> None:
    """Ann presses, in her private chat, the button of her choice on the prompt of this decision."""
    table = game.table()
    now = game.store.hand(table)
    code = choice(now, 0)

    def current(call) -> bool:
        found = [data for data in _buttons(call) if data.endswith(f":{code}")]
        if int(call.params["chat_id"]) != ANN.id or not found:
            return False
        try:
            check_current(now, 0, int(found[0].split(":")[3]))
        except PlayError:
            return False
        return True

    prompt = await fake.wait_for("sendMessage", current, timeout=30)
    data = next(data for data in _buttons(prompt) if data.endswith(f":{code}"))
    start = len(fake.calls)
    fake.click(FakeTelegram.private_chat(ANN), ANN, prompt.result["message_id"], data)
    await fake.wait_for("editMessageText", lambda c: int(c.params["chat_id"]) == ANN.id, start=start, timeout=30)


async def serve(fake: FakeTelegram, db_url: str, tmp_path, workers: list) -> int:
    """A new webhook worker on a free port (the quick wall's seed), listening, with the updates routed to it;
    added to ``workers``; its port (its log is ``worker-{port}.log`` in ``tmp_path``)."""
    port = free_port()
    workers.append(await _worker(fake, db_url, port, tmp_path, **{PLAY_SEED_VARIABLE: QUICK_WALL}))
    await until_serving(fake, port, timeout=60)
    fake.route_to([f"http://127.0.0.1:{port}/telegram"])
    return port


async def kill_and_replace(fake: FakeTelegram, db_url: str, tmp_path, workers: list) -> int:
    """The first worker killed with SIGKILL (no chance to finish anything), and a new one serving in its place."""
    workers[0].send_signal(signal.SIGKILL)
    await workers[0].wait()
    return await serve(fake, db_url, tmp_path, workers)


async def close(fake: FakeTelegram, game: Game, workers: list) -> None:
    """The workers stopped (SIGTERM, then SIGKILL after 20 s), the test's database handle closed, the fake stopped."""
    await stop_all(workers)
    game.storage.close()
    await fake.stop()


@pytest.mark.everyday_database("sqlite")
async def test_a_worker_killed_mid_hand_leaves_a_game_the_next_one_carries_on(db_url, tmp_path):
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    game = Game(db_url)
    workers = []
    try:
        await serve(fake, db_url, tmp_path, workers)
        fake.send_text(GROUP, ANN, "/play 1 hands=1")
        table_message = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id,
                                            timeout=30)
        for _ in range(3):
            await _press(fake, game)
        before = game.decisions()
        assert len(before) > 3 and game.table().status is Status.PLAYING

        port = await kill_and_replace(fake, db_url, tmp_path, workers)

        after_restart = len(fake.calls)
        # the question the dead worker may have claimed and not sent comes again after its lease; Ann need not
        # wait: the table's "my hand" link shows her hand with its buttons at once
        fake.send_text(FakeTelegram.private_chat(ANN), ANN, f"/start a-play-hand-{game.table().id}")
        while game.table().status is Status.PLAYING:
            await _press(fake, game)
        assert game.decisions()[:len(before)] == before  # the log the dead worker left, carried on as it was
        result = await fake.wait_for("sendPhoto", lambda c: int(c.params["chat_id"]) == GROUP.id,
                                     start=after_restart, timeout=30)
        assert "wins" in html_to_plain(result.params["caption"])
        last = await fake.wait_for("editMessageText", lambda c: int(c.params["chat_id"]) == GROUP.id and
                                   not _buttons(c), start=after_restart, timeout=30)  # the table as it ended
        assert "Hand 1/1" in html_to_plain(last.params["text"])
        edits = [c for c in fake.calls_of("editMessageText", after_restart) if int(c.params["chat_id"]) == GROUP.id]
        assert {int(c.params["message_id"]) for c in edits} == {table_message.result["message_id"]}
        view = game.storage.sheets.history(f"telegram:{GROUP.id}")
        assert view and view[0].status == "ended"
    finally:
        await close(fake, game, workers)
    assert fake.errors == [], fake.errors
    log = (tmp_path / f"worker-{port}.log").read_text(errors="replace")
    assert "Traceback" not in log, log[-3000:]
