"""/play through the core: the claim countdown as typed data (the seconds left in text, the deadline for a
platform that counts live), the end of a hand (its table message closed when the next hand posts its own),
and a coached hand's review offered by a button where the bot cannot write privately."""

from __future__ import annotations

from bot.adapters.discord.render import discord_markdown
from bot.adapters.telegram.render import telegram_html
from bot.core import CommandContext
from bot.render.styles import terminal
from bot.rich import Kind, countdown, lines, user
from quiz.play.model import Status
from tests.bot import play_core
from tests.bot.outbound import play_posts, table_posted
from tests.bot.play_moves import button_for, choice
from tests.bot.test_play_table import ANN, open_table, play_move, press, table_of

#: the shared fixtures: a core over a fresh database with the quick wall, and its clock
clock, core = play_core.clock, play_core.core
#: two people in a Discord channel, where the bot cannot write to them privately
DISCORD_ANN, DISCORD_BO = (CommandContext("discord", "c1", "1", "Ann", is_group=True, locale="en"),
                           CommandContext("discord", "c1", "2", "Bo", is_group=True, locale="en"))


def test_a_countdown_is_a_live_timestamp_on_discord_and_its_words_everywhere_else():
    text = lines(countdown("in 12 s", 1_800_000_012.4), user("<t:1:R> typed by someone"))
    assert discord_markdown(text).startswith("<t:1800000012:R>\n")
    assert "\\<t:1:R\\>" in discord_markdown(text)  # what a user typed never becomes a timestamp
    assert telegram_html(text).startswith("in 12 s\n") and "&lt;t:1:R&gt;" in telegram_html(text)
    assert terminal(text).startswith("in 12 s")


async def test_a_hands_time_left_carries_the_tables_deadline(core, clock):
    table = await open_table(core, "1 seconds=40 hands=1")
    clock.advance(15)
    [hand] = await press(core, ANN, f"play:hand:{table.id}")
    [left] = [span for span in hand.text.spans if span.kind is Kind.COUNTDOWN]
    assert left.text == "in 25 s" and left.at == table_of(core).deadline


async def _play_first_hand(core, who) -> None:
    while table_of(core).hand == 1 and table_of(core).status is Status.PLAYING:
        await play_move(core, who)


async def test_the_finished_hands_table_message_is_closed_once_when_the_next_hand_posts_its_own(core):
    await open_table(core, "1 hands=2")
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    assert post.message_id is None and post.closing is None
    await table_posted(core, post, "60")
    await _play_first_hand(core, ANN)
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    assert post.closed == "60" and post.message_id is None and post.hand == 2  # hand 2's own message
    assert not post.closing.buttons and "Hand 1 is over: its result follows." in post.closing.text.plain
    assert "Hand 1/2" in post.closing.text.plain and "To play" not in post.closing.text.plain
    assert post.table.buttons and "Hand 2/2" in post.table.text.plain
    assert len(post.before) == 1 and not post.before[0].buttons  # the result; the review is Telegram's private one
    await table_posted(core, post, "61")
    await play_move(core, ANN)
    posts = await play_posts(core, "telegram", edit_seconds=0, private_prompts=True, every_table=True)
    assert all(p.closing is None for p in posts)  # closed once


async def test_on_discord_a_coached_hands_result_carries_a_review_button_for_the_seated_only(core):
    store = core.services.play.store
    [ack] = await core.handle(DISCORD_ANN, "play", "1 hands=2 coach=on")
    assert not ack.is_error
    table = store.table("discord", "c1")
    [early] = await press(core, DISCORD_ANN, f"play:review:{table.id}:1")
    assert early.is_error and "not over" in early.text.plain  # hand 1 is being played
    await play_posts(core, "discord", edit_seconds=1, private_prompts=False)
    while (table := store.table("discord", "c1")).hand == 1:
        now = store.hand(table)
        [hand] = await press(core, DISCORD_ANN, f"play:hand:{table.id}")
        await press(core, DISCORD_ANN, button_for(hand.buttons, choice(now, 0)).action)
    [post] = await play_posts(core, "discord", edit_seconds=1, private_prompts=False)
    [result] = post.before
    [[button]] = result.buttons
    assert button.action == f"play:review:{table.id}:1" and post.private == ()
    [mine] = await press(core, DISCORD_ANN, button.action)
    assert mine.private and not mine.is_error and "Review of your discards" in mine.text.plain
    [theirs] = await press(core, DISCORD_BO, button.action)
    assert theirs.is_error and "no seat" in theirs.text.plain
