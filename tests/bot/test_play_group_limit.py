"""/play on Telegram under the group limit the fake enforces (20 messages a minute, the minute scaled down
to two seconds as in tests/bot/test_group_budgets.py), the bot's group rate limiter configured alike:
whole hands of four people finish with no 429, within the play budgets, the table edits spaced as the
configured group rate asks (``bot/adapters/telegram/delivery.py``), each person's hand never held behind
the group's window."""

from __future__ import annotations

import time

import pytest

from bot.adapters.telegram.delivery import edit_seconds
from bot.budgets import TABLE_HAND, TABLE_MOVE
from bot.config import Config
from quiz.play.model import Status
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.play_moves import QUICK_WALL, choice
from tests.bot.telegram_setup import fake_bot_api
from tests.bot.test_group_budgets import GROUP_LIMIT, RATES
from tests.bot.test_telegram_e2e import TOKEN, running_bot
from tests.clock import Clock
from tests.migrated import migrated_url

GROUP = FakeTelegram.group_chat(-100931, "Scaled club")
PEOPLE = [FakeTelegram.user(710 + i, name, "en") for i, name in enumerate(("Ann", "Bo", "Cy", "Di"))]


class RealTimeClock(Clock):
    """The game's clock running with real time (the scaled group window is real time too), so that
    the table's coalesced edits and the group's window count the same seconds."""

    def __init__(self, now: float) -> None:
        super().__init__(now)
        self.started = time.monotonic()

    def __call__(self) -> float:
        return self.now + time.monotonic() - self.started


@pytest.fixture
async def fake():
    async with fake_bot_api(GROUP_LIMIT) as server:
        yield server


def _buttons(call) -> list[dict]:
    markup = call.params.get("reply_markup") or {}
    return [button for row in markup.get("inline_keyboard", []) for button in row]


def _in_group(call) -> bool:
    return int(call.params.get("chat_id", 0)) == GROUP.id


def test_the_table_edit_interval_follows_the_configured_group_rate():
    assert edit_seconds((20, 60.0)) == 4.0  # Telegram's 20 a minute: 15 edits a minute, room for the rest
    assert edit_seconds((20, 2.0)) == pytest.approx(2.0 / 15)
    assert edit_seconds((10, 60.0)) == 8.0  # a stricter limit configured: the edits slow down with it


def _config(tmp_path) -> Config:
    return Config(telegram_token=TOKEN, database_url=migrated_url(tmp_path / "bot.sqlite3"),
                  rate_limit=(100_000, 60.0))


async def _play(bot, fake, hands: int = 1, pause: float = 0.0) -> tuple[int, list[float]]:
    """Four people open a table and play its ``hands`` out, each choosing in their private chat, ``pause``
    game seconds apart; (the decisions, the seconds each person waited for their hand after the move before)."""
    store = bot.core.services.play.store
    store.new_seed = lambda: QUICK_WALL
    start = bot.mark()
    fake.send_text(GROUP, PEOPLE[0], f"/play 4 hands={hands}")
    lobby = await fake.wait_for("sendMessage", _in_group, start=start)
    join = next(b["callback_data"] for b in _buttons(lobby) if b["callback_data"].startswith("play:join:"))
    for person in PEOPLE[1:]:
        pressed = bot.mark()
        fake.click(GROUP, person, lobby.result["message_id"], join)
        await fake.wait_for("answerCallbackQuery", start=pressed)
    moves, waits = 0, []
    while (table := store.last("telegram", str(GROUP.id))).status is Status.PLAYING:
        now = store.hand(table)
        seat = min(now.waiting)
        person = next(p for p in PEOPLE if str(p.id) == table.seats[seat].user_id)
        data = f"play:m:{table.id}:{now.point}:{choice(now, seat)}"
        asked = time.monotonic()
        prompt = await fake.wait_for("sendMessage", lambda c, p=person, d=data: int(c.params["chat_id"]) == p.id
                                     and any(b["callback_data"] == d for b in _buttons(c)), timeout=10)
        waits.append(time.monotonic() - asked)
        pressed = bot.mark()
        fake.click(FakeTelegram.private_chat(person), person, prompt.result["message_id"], data)
        await fake.wait_for("answerCallbackQuery", start=pressed)
        moves += 1
        bot.clock.advance(pause)
    await fake.wait_for("sendMessage", lambda c: _in_group(c) and "Standings" in html_to_plain(c.params["text"]),
                        start=start, timeout=10)
    await fake.wait_for("editMessageText", lambda c: _in_group(c) and not _buttons(c), start=start, timeout=10)
    return moves, waits


def _record_edits(bot) -> list[float]:
    """The game clock's times at which the bot claimed an edit of a table message, filled as it plays
    (the game's last edit, without buttons, is due at once and left out)."""
    claimed: list[float] = []
    board = bot.core.services.play
    claim = board._claim

    def recorded(*args, **kwargs):
        at = board.clock()
        post = claim(*args, **kwargs)
        if post is not None and post.table is not None and post.message_id is not None and post.table.buttons:
            claimed.append(at)
        return post
    board._claim = recorded
    return claimed


def _group_load(fake) -> tuple[int, list[float], int]:
    """The group's new messages, the times of its edits, and the most messages it got in one window."""
    group = fake.group_messages(GROUP.id)
    edits = sorted(c.at for c in group if c.method.startswith("edit"))
    limit, seconds = GROUP_LIMIT
    busiest = max(sum(1 for t in group if at <= t.at < at + seconds) for at in (c.at for c in group))
    return len(group) - len(edits), edits, busiest


async def test_four_people_play_two_whole_hands_under_the_enforced_group_limit(fake, tmp_path):
    async with running_bot(fake, _config(tmp_path), RealTimeClock(1_800_000_000.0), rates=RATES) as bot:
        claimed = _record_edits(bot)
        moves, waits = await _play(bot, fake, hands=2)
    sent, edits, busiest = _group_load(fake)
    joins = len(PEOPLE) - 1
    assert TABLE_HAND.allows(2, sent) and TABLE_MOVE.allows(joins + moves, 0, len(edits)), (sent, edits, moves)
    assert busiest <= GROUP_LIMIT[0] and fake.refused() == []  # not one 429
    # the table's edits are claimed the configured group rate's share apart (the results have room)
    gaps = [later - earlier for earlier, later in zip(claimed, claimed[1:], strict=False)]
    assert len(claimed) > 2 and min(gaps) >= edit_seconds(GROUP_LIMIT) * 0.9, gaps
    assert max(waits) < 2.0, waits
    # the first hand's message (the lobby's) was closed, its buttons gone, when the second posted its own
    first = fake.group_messages(GROUP.id)[0].result["message_id"]
    closed = [c for c in fake.group_messages(GROUP.id) if c.method == "editMessageText"
              and int(c.params["message_id"]) == first and "Hand 1 is over" in html_to_plain(c.params["text"])]
    assert len(closed) == 1 and not _buttons(closed[0])


async def test_a_full_group_window_never_holds_a_persons_hand_back(fake, tmp_path):
    """The game's moves 5 s apart on its own clock but a few milliseconds apart in real time: every move is
    owed an edit and the group's window fills; the limiter holds the group's edits, not the hands."""
    async with running_bot(fake, _config(tmp_path), Clock(1_800_000_000.0), rates=RATES) as bot:
        moves, waits = await _play(bot, fake, pause=5.0)
    sent, edits, busiest = _group_load(fake)
    assert moves == 26 and TABLE_MOVE.allows(3 + moves, 0, len(edits)) and TABLE_HAND.allows(1, sent)
    assert busiest <= GROUP_LIMIT[0] and fake.refused() == []
    # 1.5 s and more when the hands queued behind the group's window; a loaded machine takes up to 0.9 s without
    assert max(waits) < 1.2, waits
