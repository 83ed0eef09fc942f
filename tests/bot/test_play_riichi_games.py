"""Whole east-only Riichi games in the chats, through the real libraries against the fakes (issue 32): on
Telegram and on Discord two people and two AI seats, one person plays, then lets the clock run out (the
automatic move, marked away), the other leaves (an AI takes the seat); the game goes on to its final
standings, the group's messages held to the table's budgets over the whole game."""

from __future__ import annotations

from bot.budgets import TABLE_HAND, TABLE_MOVE
from bot.core import CommandContext
from quiz.play.model import Status
from tests.bot import play_core
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.outbound import play_tick
from tests.bot.play_moves import QUICK_WALL
from tests.bot.telegram_calls import text_of
from tests.bot.test_discord_e2e import _description, running_bot
from tests.bot.test_play_discord import _custom_ids
from tests.bot.test_play_riichi_chats import _buttons, choice
from tests.bot.test_telegram_e2e import started_bot

clock, core = play_core.clock, play_core.core
GROUP = FakeTelegram.group_chat(-100933, "Riichi evenings")
CORE_GROUP = "-100934"
ANN, BO = FakeTelegram.user(811, "Ann", "en"), FakeTelegram.user(812, "Bo", "en")
#: the people's presses before the clock runs out on one of them
PRESSES = 4
#: a game to its end plays every seat's decisions: generous for a loaded machine
GAME_SECONDS = 120


async def telegram_press(fake: FakeTelegram, store, table, seat: int, user, wait: float) -> bool:
    """The person at ``seat`` plays the engine AI's choice from the prompt in their private chat, the press
    waited for until played; False when no prompt of this decision came in ``wait`` seconds."""
    now = store.hand(table)
    ending = f":{now.point}:{choice(now, seat)}"

    def prompted(call) -> bool:
        return int(call.params["chat_id"]) == user.id and any(
            b.get("callback_data", "").endswith(ending) for b in _buttons(call))

    try:
        prompt = await fake.wait_for("sendMessage", prompted, timeout=wait)
    except AssertionError:
        return False
    data = next(b["callback_data"] for b in _buttons(prompt) if b.get("callback_data", "").endswith(ending))
    fake.click(FakeTelegram.private_chat(user), user, prompt.result["message_id"], data)
    await fake.wait_until(lambda: _moved_on(store, table, now.point), timeout=30, what="the press played")
    return True


def _moved_on(store, table, point: int) -> bool:
    later = store.table(table.platform, table.chat_id)
    return later is None or later.hand != table.hand or store.hand(later).point > point


def per_hand(sent: list[str]) -> list[int]:
    """The group's new messages of each hand (to its result; the lobby counted with the first hand), then
    those after the last result (the standings)."""
    counts, since = [], 0
    for text in sent:
        since += 1
        if ": result" in text:
            counts, since = [*counts, since], 0
    return [*counts, since]


async def seated_two(bot, words: str):
    """Ann opens the group's table (``/play words``), Bo joins from its button: the lobby, once the game is on,
    and where the group's calls start."""
    store = bot.core.services.play.store
    store.new_seed = lambda: QUICK_WALL
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, f"/play {words}")
    lobby = await bot.fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id, start=start)
    bot.fake.click(GROUP, BO, lobby.result["message_id"], f"play:join:{store.table('telegram', str(GROUP.id)).id}")
    await bot.fake.wait_until(lambda: store.table("telegram", str(GROUP.id)).status is Status.PLAYING,
                              what="the game started")
    return lobby, start


def decisions_by(core, table) -> list:
    return [d for hand in range(1, table.hand + 1) for d in core.storage.db.play.decisions(table.id, hand)]


async def test_a_whole_east_only_game_in_a_telegram_group_with_a_timeout_and_a_leaver(tmp_path):
    async with started_bot(tmp_path) as bot:
        fake, store = bot.fake, bot.core.services.play.store
        lobby, start = await seated_two(bot, "riichi preset=tenhou length=east seconds=30 2")
        assert "Preset tenhou, east-only; 30 s per decision" in text_of(lobby)
        bot.clock.advance(5)
        await fake.wait_for("editMessageText", lambda c: int(c.params["chat_id"]) == GROUP.id and
                            "tenhou, east-only · East 1 · honba 0" in text_of(c))
        moves = 0
        for _ in range(PRESSES):  # the people play a few moves from their private chats
            table = store.table("telegram", str(GROUP.id))
            seat = min(store.hand(table).waiting)
            user = ANN if table.seats[seat].user_id == str(ANN.id) else BO
            assert await telegram_press(fake, store, table, seat, user, 30)
            moves += 1
            bot.clock.advance(5)

        table = store.table("telegram", str(GROUP.id))
        late = min(store.hand(table).waiting)
        bot.clock.advance(31)  # the late person's time runs out: the tick plays the automatic move
        await fake.wait_until(lambda: store.table("telegram", str(GROUP.id)).seats[late].away, timeout=30,
                              what="the late person marked away")
        assert [d for d in decisions_by(bot.core, table) if d.author == "auto"][0].seat == late
        leaver = BO if table.seats[late].user_id == str(ANN.id) else ANN
        left = table.seat_of(str(leaver.id))
        fake.click(GROUP, leaver, lobby.result["message_id"], f"play:leave:{table.id}")  # the table's own button
        await fake.wait_until(lambda: store.last("telegram", str(GROUP.id)).status is Status.ENDED,
                              timeout=GAME_SECONDS, what="the game's end")
        ended = store.last("telegram", str(GROUP.id))
        assert ended.seats[left].ai and ended.seats[late].away
        assert sum(ended.totals) == 0  # every riichi stick accounted for to the end
        bot.clock.advance(5)
        standings = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id
                                        and "The game is over. Standings:" in text_of(c), timeout=GAME_SECONDS)
        for hand in range(1, ended.hand + 1):
            await fake.wait_until(lambda hand=hand: any(f"Hand {hand}: result" in text_of(c)
                                                        for c in fake.group_messages(GROUP.id, start)),
                                  timeout=30, what=f"hand {hand}'s result")
        shown = text_of(standings)
        assert all(seat.name in shown for seat in ended.seats) and "(+" in shown  # final scores with uma
        assert ended.hand >= 4 and store.hand(ended).state.opening["round_wind"] == 0  # east-only: no south hand
        group = fake.group_messages(GROUP.id, start)
        sent = [c for c in group if c.method.startswith("send")]
        edits = [c for c in group if c.method.startswith("edit")]
        assert TABLE_HAND.allows(ended.hand, len(sent)), (ended.hand, len(sent))
        assert all(TABLE_HAND.allows(1, n) for n in per_hand([text_of(c) for c in sent])), per_hand(
            [text_of(c) for c in sent])
        assert TABLE_MOVE.allows(moves + 2 * ended.hand, 0, len(edits)), (moves, len(edits))
        assert fake.refused() == []


async def test_a_table_nobody_present_decides_at_plays_one_hand_a_transaction(core, clock):
    ann, bo = (CommandContext("telegram", CORE_GROUP, str(n), name, is_group=True, locale="en")
               for n, name in ((1, "Ann"), (2, "Bo")))
    await core.handle(ann, "play", "riichi preset=tenhou length=east 2 seconds=20")
    store = core.services.play.store
    table = store.table("telegram", CORE_GROUP)
    await core.handle_action(bo, f"play:join:{table.id}")
    clock.advance(21)
    await play_tick(core, "telegram")  # the late person is marked away
    table = store.table("telegram", CORE_GROUP)
    late = next(seat for seat in table.seats if seat.away)
    leaver = bo if late.user_id == ann.user_id else ann
    [left] = await core.handle_action(leaver, f"play:leave:{table.id}")
    assert not left.is_error
    table = store.table("telegram", CORE_GROUP)
    assert table.hand == 2 and table.deadline == clock.now  # the first hand played out, the next one due
    await play_tick(core, "telegram")
    table = store.last("telegram", CORE_GROUP)
    assert table.hand == 3 or table.status is Status.ENDED


async def test_a_whole_east_only_game_in_a_discord_channel_with_a_timeout_and_a_leaver(tmp_path):
    async with running_bot(tmp_path) as bot:
        fake, store = bot.fake, bot.core.services.play.store
        store.new_seed = lambda: QUICK_WALL
        ann, bo = (1001, "Ann"), (1002, "Bo")
        ack = await fake.slash("play", "new", user_id=ann[0], user_name=ann[1], seats=2, rules="riichi",
                               preset="tenhou", length="east", seconds=30)
        await fake.wait_for(ack, "callback")
        lobby = await fake.wait_for(kind="channel_message")
        assert "Preset tenhou, east-only" in _description(lobby)
        table = store.table("discord", str(fake.channel_id))
        await fake.wait_for(await fake.click(lobby.message["id"], f"fb:play:join:{table.id}", user_id=bo[0],
                                             user_name=bo[1]), "callback")
        start = len(fake.events)
        for _ in range(PRESSES):
            table = store.table("discord", str(fake.channel_id))
            now = store.hand(table)
            seat = min(now.waiting)
            user = ann if table.seats[seat].user_id == str(ann[0]) else bo
            asked = await fake.click(lobby.message["id"], f"fb:play:hand:{table.id}", user_id=user[0],
                                     user_name=user[1])
            hand = await fake.wait_for(asked, "callback", timeout=30)
            button = next(c for c in _custom_ids(hand.message) if c.endswith(f":{choice(now, seat)}"))
            played = await fake.click(hand.message["id"], button, user_id=user[0], user_name=user[1])
            await fake.wait_for(played, "callback", timeout=30)
            bot.clock.advance(2)
        table = store.table("discord", str(fake.channel_id))
        late = min(store.hand(table).waiting)
        bot.clock.advance(31)
        await fake.wait_for(kind="channel_edit", timeout=30, start=start,
                            predicate=lambda e: store.table("discord", str(fake.channel_id)).seats[late].away)
        leaver = bo if table.seats[late].user_id == str(ann[0]) else ann
        left = table.seat_of(str(leaver[0]))
        await fake.wait_for(await fake.click(lobby.message["id"], f"fb:play:leave:{table.id}", user_id=leaver[0],
                                             user_name=leaver[1]), "callback")
        bot.clock.advance(5)
        standings = await fake.wait_for(kind="channel_message", timeout=GAME_SECONDS, start=start,
                                        predicate=lambda e: "The game is over. Standings:" in _description(e))
        ended = store.last("discord", str(fake.channel_id))
        assert ended.status is Status.ENDED and ended.seats[left].ai and ended.seats[late].away
        assert sum(ended.totals) == 0
        assert all(seat.name in _description(standings) for seat in ended.seats)
        results = [e for e in fake.events[start:] if e.kind == "channel_message" and ": result" in _description(e)]
        assert len(results) == ended.hand >= 4 and store.hand(ended).state.opening["round_wind"] == 0
        sent = [e for e in fake.events[start:] if e.kind == "channel_message"]
        assert TABLE_HAND.allows(ended.hand, len(sent)), (ended.hand, len(sent))
        assert fake.errors == []
