"""The Riichi score sheet on Discord through the real discord.py client and the loopback fake: slash
/table start riichi, /reach, /win with han and fu, /draw tenpai=, /table end, /table top."""

from __future__ import annotations

from tests.bot.test_discord_e2e import _answer_to, _description, running_bot

ANN, BO = 3001, 3002


async def _say(fake, bot, command, subcommand=None, user=ANN, **options) -> str:
    event = await _answer_to(bot, await fake.slash(command, subcommand, user_id=user, user_name="ann", **options))
    # user text (the mentions) comes escaped for Discord's markdown: compare it unescaped
    return (_description(event) + (event.data.get("content") or "")).replace("\\", "")


async def test_a_riichi_game_by_slash_commands(tmp_path):
    async with running_bot(tmp_path) as bot:
        fake = bot.fake
        started = await _say(fake, bot, "table", "start", players=f"riichi <@{ANN}> <@{BO}> Cy Di preset=wrc")
        assert "Rules: wrc · 30,000 to start, 30,000 returned" in started
        assert f"<@{BO}> puts 1,000 in the pot" in await _say(fake, bot, "reach", player=f"<@{BO}>", user=BO)
        won = await _say(fake, bot, "win", text=f"<@{BO}> 3 40 from Cy", user=BO)
        assert "Cy −5200" in won and "Next: East 2, dealer <@3002>" in won
        drawn = await _say(fake, bot, "draw", tenpai=f"<@{BO}>", user=BO)
        assert "Next: East 2, 1 honba, dealer <@3002>" in drawn  # the dealer was ready: he deals again
        ended = await _say(fake, bot, "table", "end")
        assert "1. <@3002>: 38,200 · +23.2" in ended and "2. Di: 29,000 · −1.0" in ended  # tied: uma shared
        board = await _say(fake, bot, "table", "top", period="riichi")
        assert "1. <@3002>: +23.2" in board
