"""Helpers for the tests of a fan-total sheet's own words: the entry buttons up to the total, one player's
statistics text after one win."""

from __future__ import annotations

from bot.render.text_sheet_stats import stats_text
from quiz.sheet.stats import BiggestHand, PlayerStats
from tests.bot.chat_core import private_chat as ctx


def buttons(reply) -> dict[str, str]:
    return {b.label: b.action for row in reply.buttons for b in row}


async def ask_total(core, winner: str, how: str):
    """/table, Enter a hand, the winner, then the discarder (or Self-drawn): the reply asking for the total."""
    [shown] = await core.handle(ctx(), "table")
    [ask] = await core.handle_action(ctx(), buttons(shown)["Enter a hand"])
    [ask] = await core.handle_action(ctx(), buttons(ask)[winner])
    [ask] = await core.handle_action(ctx(), buttons(ask)[how])
    return ask


def one_win_stats(ruleset: str, value: int, language: str) -> str:
    """The statistics text of a player whose one win, self-drawn, was worth ``value``."""
    biggest = BiggestHand(table_id="t", ended_at=0.0, value=value, fu=None, hand=None, fans=(), self_drawn=True)
    stats = PlayerStats(key="k", name="Ann", ruleset=ruleset, games=1, average_rank=1.0, total_points=4,
                        average_points=4, hands=4, wins=1, self_draws=1, deal_ins=0, average_value=float(value),
                        biggest=biggest, ranks=(1, 0, 0, 0))
    return stats_text(stats, language).plain
