"""Whole east-only Riichi games in the chats, through the real libraries against the fakes (issue 32): on
Telegram and on Discord two people and two AI seats, one person plays, then lets the clock run out (the
automatic move, marked away), the other leaves (an AI takes the seat); the game goes on to its final
standings, the group's messages held to the table's budgets over the whole game."""

from __future__ import annotations

from bot.budgets import TABLE_HAND, TABLE_MOVE
from quiz.play.model import Status
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.play_moves import QUICK_WALL
from tests.bot.test_discord_e2e import _description, running_bot
from tests.bot.test_play_discord import _custom_ids
from tests.bot.test_play_riichi_chats import _buttons, choice
from tests.bot.test_play_telegram import _still_current
from tests.bot.test_telegram_e2e import started_bot

GROUP = FakeTelegram.group_chat(-100933, "Riichi evenings")
ANN, BO = FakeTelegram.user(811, "Ann", "en"), FakeTelegram.user(812, "Bo", "en")
#: the people's presses before the clock runs out on one of them
PRESSES = 4
#: a game to its end plays every seat's decisions: generous for a loaded machine
GAME_SECONDS = 120


def _text(call) -> str:
    return html_to_plain(call.params.get("caption") or call.params.get("text") or "")


def decisions_by(core, table) -> list:
    return [d for hand in range(1, table.hand + 1) for d in core.storage.db.play.decisions(table.id, hand)]


async def test_a_whole_east_only_game_in_a_telegram_group_with_a_timeout_and_a_leaver(tmp_path):
    async with started_bot(tmp_path) as bot:
        fake, store = bot.fake, bot.core.services.play.store
        store.new_seed = lambda: QUICK_WALL
        start = bot.mark()
        fake.send_text(GROUP, ANN, "/play riichi preset=tenhou length=east seconds=30 2")
        lobby = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id, start=start)
        assert "Preset tenhou, east-only; 30 s per decision" in _text(lobby)
        join = next(b["callback_data"] for b in _buttons(lobby) if b.get("callback_data", "").startswith("play:join"))
        fake.click(GROUP, BO, lobby.result["message_id"], join)
        await fake.wait_until(lambda: (t := store.table("telegram", str(GROUP.id))) is not None
                              and t.status is Status.PLAYING, what="the game started")
        bot.clock.advance(5)
        await fake.wait_for("editMessageText", lambda c: int(c.params["chat_id"]) == GROUP.id and
                            "tenhou, east-only · East 1 · honba 0" in _text(c))
        moves = 0
        for _ in range(PRESSES):  # the people play a few moves from their private chats
            table = store.table("telegram", str(GROUP.id))
            now = store.hand(table)
            seat = min(now.waiting)
            user = ANN if table.seats[seat].user_id == str(ANN.id) else BO
            code = choice(now, seat)

            def asked(call, user=user, code=code, now=now, seat=seat) -> bool:
                found = [b["callback_data"] for b in _buttons(call) if b.get("callback_data", "").endswith(code)]
                return int(call.params["chat_id"]) == user.id and bool(found) and _still_current(now, seat, found[0])

            prompt = await fake.wait_for("sendMessage", asked, timeout=30)
            data = next(b["callback_data"] for b in _buttons(prompt) if b["callback_data"].endswith(code))
            fake.click(FakeTelegram.private_chat(user), user, prompt.result["message_id"], data)
            await fake.wait_until(lambda now=now: store.hand(store.table("telegram", str(GROUP.id))).point > now.point,
                                  timeout=30, what="the press played")
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
        board = store.table("telegram", str(GROUP.id)).posts.message
        fake.click(GROUP, leaver, int(board), f"play:leave:{table.id}")
        await fake.wait_until(lambda: store.last("telegram", str(GROUP.id)).status is Status.ENDED,
                              timeout=GAME_SECONDS, what="the game's end")
        ended = store.last("telegram", str(GROUP.id))
        assert ended.seats[left].ai and ended.seats[late].away
        bot.clock.advance(5)
        standings = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id
                                        and "The game is over. Standings:" in _text(c), timeout=GAME_SECONDS)
        for hand in range(1, ended.hand + 1):
            await fake.wait_until(lambda hand=hand: any(f"Hand {hand}: result" in _text(c)
                                                        for c in fake.group_messages(GROUP.id, start)),
                                  timeout=30, what=f"hand {hand}'s result")
        shown = _text(standings)
        assert all(seat.name in shown for seat in ended.seats) and "(+" in shown  # final scores with uma
        assert ended.hand >= 4 and store.hand(ended).state.opening["round_wind"] == 0  # east-only: no south hand
        group = fake.group_messages(GROUP.id, start)
        sent = [c for c in group if c.method.startswith("send")]
        edits = [c for c in group if c.method.startswith("edit")]
        assert TABLE_HAND.allows(ended.hand, len(sent)), (ended.hand, len(sent))
        assert TABLE_MOVE.allows(moves + 2 * ended.hand, 0, len(edits)), (moves, len(edits))
        assert fake.refused() == []
