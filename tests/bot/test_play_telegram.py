"""/play on Telegram through the real python-telegram-bot and the fake Bot API: four people play a whole
hand, the table being one group message edited in place and each person's hand and choices coming to
their private chat (a deep link from the table opens it); a press taken twice acts once."""

from __future__ import annotations

import pytest

from bot.budgets import TABLE_HAND, TABLE_MOVE
from quiz.play.model import PlayError
from quiz.play.turns import check_current
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.play_moves import QUICK_WALL, choice
from tests.bot.test_telegram_e2e import started_bot

GROUP = FakeTelegram.group_chat(-100901, "Mahjong club")
PEOPLE = [FakeTelegram.user(700 + i, name, "en") for i, name in enumerate(("Ann", "Bo", "Cy", "Di"))]


@pytest.fixture
async def bot(tmp_path):
    async with started_bot(tmp_path) as running:
        running.core.services.play.store.new_seed = lambda: QUICK_WALL
        yield running


def _buttons(call) -> list[dict]:
    markup = call.params.get("reply_markup") or {}
    return [button for row in markup.get("inline_keyboard", []) for button in row]


def _group_calls(fake, start=0):
    return fake.group_messages(GROUP.id, start)


async def _open_table(bot, *words: str):
    fake = bot.fake
    start = bot.mark()
    fake.send_text(GROUP, PEOPLE[0], "/play " + " ".join(words))
    return await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id, start=start)


def _table(bot):
    store = bot.core.services.play.store
    return store.table("telegram", str(GROUP.id)) or store.last("telegram", str(GROUP.id))


async def _press_choice(bot, seat: int) -> None:
    """The person at ``seat`` presses, in their private chat, the button of their choice."""
    fake, store = bot.fake, bot.core.services.play.store
    table = _table(bot)
    now = store.hand(table)
    user = next(p for p in PEOPLE if str(p.id) == table.seats[seat].user_id)
    code = choice(now, seat)

    def current(call) -> bool:  # a prompt of this very decision (not an earlier one's: its buttons are stale)
        found = [b["callback_data"] for b in _buttons(call) if b.get("callback_data", "").endswith(f":{code}")]
        return int(call.params["chat_id"]) == user.id and bool(found) and _still_current(now, seat, found[0])

    prompt = await fake.wait_for("sendMessage", current)
    data = next(b["callback_data"] for b in _buttons(prompt) if b["callback_data"].endswith(f":{code}"))
    start = bot.mark()
    fake.click(FakeTelegram.private_chat(user), user, prompt.result["message_id"], data)
    await fake.wait_for("editMessageText", lambda c: int(c.params["chat_id"]) == user.id, start=start)


def _still_current(now, seat: int, data: str) -> bool:
    try:
        check_current(now, seat, int(data.split(":")[3]))
    except PlayError:
        return False
    return True


async def test_four_people_play_a_whole_hand_in_a_group_within_its_budget(bot):
    fake = bot.fake
    lobby = await _open_table(bot, "4", "hands=1")
    assert "1 of 4 people seated: Ann" in html_to_plain(lobby.params["text"])
    table_message = lobby.result["message_id"]
    join = next(b["callback_data"] for b in _buttons(lobby) if b.get("callback_data", "").startswith("play:join:"))
    for user in PEOPLE[1:]:
        start = bot.mark()
        fake.click(GROUP, user, table_message, join)
        await fake.wait_for("answerCallbackQuery", start=start)
    bot.clock.advance(5)  # the table message is edited at most every few seconds: the next tick shows the start
    started = await fake.wait_for("editMessageText", lambda c: int(c.params["chat_id"]) == GROUP.id and
                                  "Hand 1/1" in html_to_plain(c.params["text"]))
    assert int(started.params["message_id"]) == table_message and "Hand 1/1" in html_to_plain(started.params["text"])
    link = next(b["url"] for b in _buttons(started) if "url" in b)
    table = _table(bot)
    assert link == f"https://t.me/{fake.bot_user.username}?start=a-play-hand-{table.id}"

    # the deep link's /start in the private chat shows that person their hand
    start = bot.mark()
    fake.send_text(FakeTelegram.private_chat(PEOPLE[2]), PEOPLE[2], f"/start {link.rsplit('=', 1)[1]}")
    hand = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == PEOPLE[2].id, start=start)
    assert "your seat" in html_to_plain(hand.params["text"])

    after_start = bot.mark()
    moves = 0
    while _table(bot).status.value == "playing":
        waiting = sorted(bot.core.services.play.store.hand(_table(bot)).waiting)
        await _press_choice(bot, waiting[0])
        moves += 1
        bot.clock.advance(5)  # the next table edit is due
    assert moves == 26
    result = await fake.wait_for("sendPhoto", lambda c: int(c.params["chat_id"]) == GROUP.id, start=after_start)
    assert "Di wins on Bo's discard: 8 fan" in html_to_plain(result.params["caption"])
    standings = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id and
                                    "Standings" in html_to_plain(c.params["text"]), start=after_start)
    assert "1. Di +32" in html_to_plain(standings.params["text"])
    await fake.wait_for("editMessageText", lambda c: int(c.params["chat_id"]) == GROUP.id and
                        not _buttons(c), start=after_start)  # the table's last state, without buttons
    group = _group_calls(fake)
    sent = [c for c in group if c.method.startswith("send")]
    edits = [c for c in group if c.method.startswith("edit")]
    assert {int(c.params.get("message_id", table_message)) for c in edits} == {table_message}
    changes = len(PEOPLE[1:]) + moves  # each join and each decision changes the table
    assert TABLE_HAND.allows(1, len(sent)) and TABLE_MOVE.allows(changes, 0, len(edits)), (len(sent), len(edits))
    assert fake.refused() == []


async def test_a_button_pressed_twice_in_the_private_chat_acts_once(bot):
    fake = bot.fake
    await _open_table(bot, "1", "hands=1")
    user = PEOPLE[0]
    prompt = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == user.id and _buttons(c))
    table = _table(bot)
    code = choice(bot.core.services.play.store.hand(table), 0)
    data = next(b["callback_data"] for b in _buttons(prompt) if b["callback_data"].endswith(f":{code}"))
    chat = FakeTelegram.private_chat(user)
    start = bot.mark()
    fake.click(chat, user, prompt.result["message_id"], data)
    fake.click(chat, user, prompt.result["message_id"], data)
    await fake.wait_count("answerCallbackQuery", 2, start=start)
    by_ann = [d for d in bot.core.storage.db.play.decisions(table.id, 1) if d.author == str(user.id)]
    assert len(by_ann) == 1
    toasts = [c.params.get("text") or "" for c in fake.calls_of("answerCallbackQuery", start)]
    assert any("already made" in toast for toast in toasts), toasts


async def test_two_people_and_two_ai_one_runs_out_of_time_and_comes_back_the_other_leaves(bot):
    fake, store = bot.fake, bot.core.services.play.store
    ann, bo = PEOPLE[0], PEOPLE[1]
    lobby = await _open_table(bot, "2", "seconds=30", "hands=1")
    join = next(b["callback_data"] for b in _buttons(lobby) if b.get("callback_data", "").startswith("play:join:"))
    fake.click(GROUP, bo, lobby.result["message_id"], join)
    await fake.wait_until(lambda: _table(bot).status.value == "playing", what="the game started")
    table = _table(bot)
    assert [s.ai for s in table.seats] == [False, False, True, True]
    late_seat = min(store.hand(table).waiting)
    late = next(p for p in PEOPLE if str(p.id) == table.seats[late_seat].user_id)
    other = bo if late is ann else ann
    logged = len(store.storage.play.decisions(table.id, 1))

    bot.clock.advance(31)  # the person to play lets the time run out: the next tick moves for them
    await fake.wait_until(lambda: len(store.storage.play.decisions(table.id, 1)) > logged, what="the automatic move")
    table = _table(bot)
    assert store.storage.play.decisions(table.id, 1)[logged].author == "auto" and table.seats[late_seat].away
    bot.clock.advance(5)  # the table shows it at its next edit
    away = await fake.wait_for("editMessageText", lambda c: int(c.params["chat_id"]) == GROUP.id and
                               f"{late.first_name} (away)" in html_to_plain(c.params["text"]))
    back = next(b["callback_data"] for b in _buttons(away) if b.get("callback_data", "").startswith("play:back:"))
    leave = next(b["callback_data"] for b in _buttons(away) if b.get("callback_data", "").startswith("play:leave:"))
    start = bot.mark()
    fake.click(GROUP, late, away.result["message_id"], back)
    toast = await fake.wait_for("answerCallbackQuery", start=start)
    assert "yours again" in toast.params["text"] and not _table(bot).seats[late_seat].away
    start = bot.mark()
    fake.click(GROUP, other, away.result["message_id"], leave)
    toast = await fake.wait_for("answerCallbackQuery", start=start)
    assert "an AI plays your seat" in toast.params["text"]
    table = _table(bot)
    assert [s.ai for s in table.seats].count(True) == 3 and table.seat_of(str(other.id)) is None

    # the person left plays the hand out against three AI seats, answering in their private chat
    while _table(bot).status.value == "playing":
        if store.hand(_table(bot)).waiting:
            await _press_choice(bot, late_seat)
    assert await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id and
                               "Standings" in html_to_plain(c.params["text"]))
    assert fake.refused() == []
