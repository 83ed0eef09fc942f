"""/play on Discord through the real discord.py client and the fake: four people play a whole hand; the
table is one channel message edited in place, each person's hand an ephemeral reply to its "my hand"
button, and each choice pressed there edits that reply."""

from __future__ import annotations

from bot.budgets import TABLE_HAND, TABLE_MOVE
from quiz.play.model import Status
from tests.bot.fakes.fake_discord import EPHEMERAL
from tests.bot.play_moves import QUICK_WALL, choice
from tests.bot.test_discord_e2e import _description, running_bot

PEOPLE = {1001 + i: name for i, name in enumerate(("Ann", "Bo", "Cy", "Di"))}


def _custom_ids(message: dict) -> list[str]:
    return [c["custom_id"] for row in message.get("components", []) for c in row.get("components", [])
            if "custom_id" in c]


async def test_four_people_play_a_whole_hand_in_a_channel_with_ephemeral_hands(tmp_path):
    async with running_bot(tmp_path) as bot:
        fake, store = bot.fake, bot.core.services.play.store
        store.new_seed = lambda: QUICK_WALL
        ack = await fake.slash("play", "new", user_id=1001, user_name="Ann", seats=4, hands=1)
        answer = await fake.wait_for(ack, "callback")
        assert answer.message["flags"] & EPHEMERAL  # the opener's acknowledgement costs the channel nothing
        lobby = await fake.wait_for(kind="channel_message")
        table_id = store.table("discord", str(fake.channel_id)).id
        for user_id, name in list(PEOPLE.items())[1:]:
            joined = await fake.click(lobby.message["id"], f"fb:play:join:{table_id}", user_id=user_id,
                                      user_name=name)
            await fake.wait_for(joined, "callback")
        bot.clock.advance(2)  # the next tick edits the table in
        await fake.wait_for(kind="channel_edit", predicate=lambda e: "Hand 1/1" in _description(e))

        moves = 0
        table = store.table("discord", str(fake.channel_id))
        while table.status is Status.PLAYING:
            now = store.hand(table)
            seat = min(now.waiting)
            user_id = int(table.seats[seat].user_id)
            asked = await fake.click(lobby.message["id"], f"fb:play:hand:{table_id}", user_id=user_id,
                                     user_name=PEOPLE[user_id])
            hand = await fake.wait_for(asked, "callback")
            assert hand.message["flags"] & EPHEMERAL and "your seat" in _description(hand)
            code = choice(now, seat)
            button = next(c for c in _custom_ids(hand.message) if c.endswith(f":{code}"))
            pressed = await fake.click(hand.message["id"], button, user_id=user_id, user_name=PEOPLE[user_id])
            played = await fake.wait_for(pressed, "callback")
            assert played.callback_type == "update" and "You played" in _description(played)
            moves += 1
            bot.clock.advance(2)
            table = store.last("discord", str(fake.channel_id))
        assert moves == 26
        result = await fake.wait_for(kind="channel_message", predicate=lambda e: "8 fan" in _description(e))
        assert "Di wins on Bo's discard" in _description(result) and result.files  # with the hand's picture
        await fake.wait_for(kind="channel_message", predicate=lambda e: "Standings" in _description(e)
                            and "Di +32" in _description(e))
        channel = [e for e in fake.events if e.kind in ("channel_message", "channel_edit")]
        sent = [e for e in channel if e.kind == "channel_message"]
        edits = [e for e in channel if e.kind == "channel_edit"]
        assert {int(e.message["id"]) for e in edits} == {int(lobby.message["id"])}
        assert TABLE_HAND.allows(1, len(sent)) and TABLE_MOVE.allows(3 + moves, 0, len(edits)), (len(sent), len(edits))
