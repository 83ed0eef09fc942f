"""/play riichi in the chats through the real libraries and the fakes: on Telegram two people and two AI seats
play a whole hand (hands and choices in their private chats, the table one group message edited in place,
within the group's budget per turn); on Discord one person plays a three-player hand from ephemeral replies."""

from __future__ import annotations

from bot.budgets import TABLE_HAND, TABLE_MOVE
from bot.render.text_play_riichi import move_code, shown_as
from quiz.play.model import Status
from scoring.riichi.game.ai import decide_view
from tests.bot.fakes.fake_discord import EPHEMERAL
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.play_moves import QUICK_WALL
from tests.bot.telegram_calls import text_of
from tests.bot.test_discord_e2e import _description, running_bot
from tests.bot.test_play_discord import _custom_ids
from tests.bot.test_play_telegram import _still_current
from tests.bot.test_telegram_e2e import started_bot

GROUP = FakeTelegram.group_chat(-100932, "Riichi club")
ANN, BO = FakeTelegram.user(801, "Ann", "en"), FakeTelegram.user(802, "Bo", "en")


def choice(now, seat: int) -> str:
    """The code of the move a test's player makes: the engine AI's choice at that seat."""
    view = now.state.hand.view(seat)
    return move_code(shown_as(decide_view(view), view.legal))


def _buttons(call) -> list[dict]:
    markup = call.params.get("reply_markup") or {}
    return [button for row in markup.get("inline_keyboard", []) for button in row]


async def test_two_people_play_a_riichi_hand_in_a_telegram_group_within_its_budget(tmp_path):
    async with started_bot(tmp_path) as bot:
        fake, store = bot.fake, bot.core.services.play.store
        store.new_seed = lambda: QUICK_WALL
        start = bot.mark()
        fake.send_text(GROUP, ANN, "/play riichi preset=tenhou 2")
        lobby = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == GROUP.id, start=start)
        assert "Preset tenhou; 60 s per decision" in html_to_plain(lobby.params["text"])
        join = next(b["callback_data"] for b in _buttons(lobby) if b.get("callback_data", "").startswith("play:join"))
        fake.click(GROUP, BO, lobby.result["message_id"], join)
        await fake.wait_until(lambda: (t := store.table("telegram", str(GROUP.id))) is not None
                              and t.status is Status.PLAYING, what="the game started")
        bot.clock.advance(5)
        await fake.wait_for("editMessageText", lambda c: int(c.params["chat_id"]) == GROUP.id and
                            "tenhou · East 1 · honba 0" in html_to_plain(c.params["text"]))
        after_start, moves = bot.mark(), 0
        table = store.table("telegram", str(GROUP.id))
        while (table := store.last("telegram", str(GROUP.id))).status is Status.PLAYING and table.hand == 1:
            now = store.hand(table)
            seat = min(now.waiting)
            user = ANN if table.seats[seat].user_id == str(ANN.id) else BO
            code = choice(now, seat)

            def asked(call, user=user, code=code, now=now, seat=seat) -> bool:
                found = [b["callback_data"] for b in _buttons(call) if b.get("callback_data", "").endswith(code)]
                return int(call.params["chat_id"]) == user.id and bool(found) and _still_current(now, seat, found[0])

            prompt = await fake.wait_for("sendMessage", asked)
            data = next(b["callback_data"] for b in _buttons(prompt) if b["callback_data"].endswith(code))
            start = bot.mark()
            fake.click(FakeTelegram.private_chat(user), user, prompt.result["message_id"], data)
            await fake.wait_for("editMessageText", lambda c, user=user: int(c.params["chat_id"]) == user.id,
                                start=start)
            moves += 1
            bot.clock.advance(5)
        assert moves > 0

        def result_shown() -> bool:
            return any("Hand 1: result" in text_of(c) for c in fake.group_messages(GROUP.id, after_start))

        await fake.wait_until(result_shown, what="the hand's result")
        group = fake.group_messages(GROUP.id, after_start)
        sent = [c for c in group if c.method.startswith("send")]
        edits = [c for c in group if c.method.startswith("edit")]
        assert TABLE_HAND.allows(1, len(sent)) and TABLE_MOVE.allows(moves, 0, len(edits)), (len(sent), len(edits))
        assert fake.refused() == []


async def test_one_person_plays_a_three_player_riichi_hand_in_a_discord_channel(tmp_path):
    async with running_bot(tmp_path) as bot:
        fake, store = bot.fake, bot.core.services.play.store
        store.new_seed = lambda: QUICK_WALL
        ack = await fake.slash("play", "new", user_id=1001, user_name="Ann", seats=1, rules="riichi",
                               preset="mahjong-soul-3p")
        await fake.wait_for(ack, "callback")
        lobby = await fake.wait_for(kind="channel_message")
        table = store.table("discord", str(fake.channel_id))
        assert len(table.seats) == 3 and table.options.preset == "mahjong-soul-3p"
        moves = 0
        while (table := store.last("discord", str(fake.channel_id))).status is Status.PLAYING and table.hand == 1:
            now = store.hand(table)
            asked = await fake.click(lobby.message["id"], f"fb:play:hand:{table.id}", user_id=1001, user_name="Ann")
            hand = await fake.wait_for(asked, "callback")
            assert hand.message["flags"] & EPHEMERAL and "your seat" in _description(hand)
            button = next(c for c in _custom_ids(hand.message) if c.endswith(f":{choice(now, 0)}"))
            played = await fake.wait_for(await fake.click(hand.message["id"], button, user_id=1001, user_name="Ann"),
                                         "callback")
            assert "You played" in _description(played)
            moves += 1
            bot.clock.advance(2)
        result = await fake.wait_for(kind="channel_message", predicate=lambda e: "Hand 1: result" in _description(e))
        assert "wins" in _description(result) or "Draw" in _description(result)
        assert moves > 0
