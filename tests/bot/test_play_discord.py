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


async def _play_hand_alone(bot, table_message: int, table_id: str, user_id: int = 1001) -> tuple[int, dict]:
    """The one person at a table of AI seats plays the current hand out from its table's "my hand" button;
    (the decisions they made, the first hand reply they were shown)."""
    fake, store = bot.fake, bot.core.services.play.store
    first, moves, hand_number = None, 0, store.table("discord", str(fake.channel_id)).hand
    while (table := store.last("discord", str(fake.channel_id))).status is Status.PLAYING and table.hand == hand_number:
        now = store.hand(table)
        asked = await fake.click(table_message, f"fb:play:hand:{table_id}", user_id=user_id, user_name="Ann")
        hand = await fake.wait_for(asked, "callback")
        first = first or hand.data
        button = next(c for c in _custom_ids(hand.message) if c.endswith(f":{choice(now, 0)}"))
        played = await fake.wait_for(await fake.click(hand.message["id"], button, user_id=user_id, user_name="Ann"),
                                     "callback")
        assert "You played" in _description(played)
        moves += 1
    return moves, first


async def test_a_hands_countdown_is_a_live_discord_timestamp_of_the_tables_deadline(tmp_path):
    async with running_bot(tmp_path) as bot:
        fake, store = bot.fake, bot.core.services.play.store
        store.new_seed = lambda: QUICK_WALL
        await fake.wait_for(await fake.slash("play", "new", user_id=1001, user_name="Ann", seats=1, seconds=40,
                                             hands=1), "callback")
        lobby = await fake.wait_for(kind="channel_message")
        table = store.table("discord", str(fake.channel_id))
        bot.clock.advance(15)
        hand = await fake.wait_for(await fake.click(lobby.message["id"], f"fb:play:hand:{table.id}", user_id=1001,
                                                    user_name="Ann"), "callback")
        text = _description(hand)
        assert table.deadline is not None and f"Your time runs out <t:{round(table.deadline)}:R>" in text
        assert "in 25 s" not in text  # the seconds left are Telegram's and the console's words, not Discord's


async def test_a_coached_hands_result_offers_each_seated_person_their_own_review_and_the_old_table_closes(tmp_path):
    async with running_bot(tmp_path) as bot:
        fake, store = bot.fake, bot.core.services.play.store
        store.new_seed = lambda: QUICK_WALL
        await fake.wait_for(await fake.slash("play", "new", user_id=1001, user_name="Ann", seats=1, hands=2,
                                             coach="on"), "callback")
        lobby = await fake.wait_for(kind="channel_message")
        table_id = store.table("discord", str(fake.channel_id)).id
        moves, _ = await _play_hand_alone(bot, lobby.message["id"], table_id)
        assert moves > 0 and store.table("discord", str(fake.channel_id)).hand == 2
        result = await fake.wait_for(kind="channel_message", predicate=lambda e: "Hand 1 is over" not in
                                     _description(e) and "fan" in _description(e))
        review = f"fb:play:review:{table_id}:1"
        assert review in _custom_ids(result.message)
        mine = await fake.wait_for(await fake.click(result.message["id"], review, user_id=1001, user_name="Ann"),
                                   "callback")
        discards = sum(1 for d in bot.core.storage.db.play.decisions(table_id, 1)
                       if d.author == "1001" and d.action["kind"] == "discard")
        assert mine.message["flags"] & EPHEMERAL and f"Review of your discards: {discards} of {discards} as" in \
            _description(mine), _description(mine)  # Ann's own discards (she played as the analysis would)
        stranger = await fake.wait_for(await fake.click(result.message["id"], review, user_id=1099,
                                                         user_name="Zed"), "callback")
        assert stranger.message["flags"] & EPHEMERAL and "no seat at this table" in str(stranger.message)
        # the first hand's table message was edited once more, into the hand's end without buttons, when the
        # second hand posted its own
        closed = await fake.wait_for(kind="channel_edit", predicate=lambda e: int(e.message["id"]) == int(
            lobby.message["id"]) and "Hand 1 is over" in _description(e))
        assert not _custom_ids(closed.message)
        second = [e for e in fake.events if e.kind == "channel_message" and "Hand 2/2" in _description(e)]
        assert len(second) == 1 and _custom_ids(second[0].message)
