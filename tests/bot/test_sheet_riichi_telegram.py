"""The Riichi score sheet on Telegram through the real python-telegram-bot and the loopback fake:
a group table by text commands (read back in Chinese by another member), /riichi as a declaration, a typed hand
scored with the sheet's seat and sticks, the end with uma and oka, and /table stats."""

from __future__ import annotations

from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.telegram_calls import text_of
from tests.bot.test_telegram_e2e import GROUP, bot  # noqa: F401  (the fixture)

ANN = FakeTelegram.user(601, "Ann", "en")
BO = FakeTelegram.user(602, "Bo", "zh-hans")


async def _say(bot, user, text, replies: int = 1) -> str:  # noqa: F811
    """The text of the bot's ``replies`` answers (messages, or photos with a caption: /table sends the picture)."""
    start = bot.mark()
    bot.fake.send_text(GROUP, user, text)
    await bot.fake.wait_until(lambda: len(_answers(bot, start)) >= replies, what=f"{replies} answers to {text}")
    return "\n".join(text_of(c) for c in _answers(bot, start))


def _answers(bot, start):  # noqa: F811
    return [c for c in bot.fake.calls[start:] if c.method in ("sendMessage", "sendPhoto")]


async def test_a_riichi_table_in_a_telegram_group(bot):  # noqa: F811
    started = await _say(bot, ANN, "/table start riichi me Bo Cy Di length=tonpuu")
    assert "Rules: tenhou" in started and "tonpuusen" in started
    declared = await _say(bot, ANN, "/riichi Bo")
    assert "Bo puts 1,000 in the pot" in declared
    scored = await _say(bot, ANN, "/win Bo 234789m1234066p6p dora=1m from Cy", replies=2)
    # the scored hand first: riichi and the stick from the sheet, Bo's seat South; 4 han 30 fu
    assert "riichi seat=S dora=1m kyoutaku=1" in scored and "Points: 8700" in scored
    assert "Bo wins 4 han 30 fu on Cy's discard" in scored and "Bo +8700 · Cy −7700" in scored
    drawn = await _say(bot, ANN, "/draw tenpai=Ann")
    assert "East 3, 1 honba" in drawn
    read = await _say(bot, BO, "/table")  # anyone may read, in their own language
    assert "东3局 1本场" in read
    ended = await _say(bot, ANN, "/table end")
    assert "Final standings" in ended and "+" in ended
    stats = await _say(bot, ANN, "/table stats Bo")
    assert "Bo · Riichi · games played: 1" in stats
