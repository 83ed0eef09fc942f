"""A Riichi tournament's standings as the bot shows them: the total (scores, uma and oka, less penalties)."""

from __future__ import annotations

from collections.abc import Callable

from bot.render.formats import number
from bot.render.view_parts import StandingColumns, TournamentView
from bot.rich import Rich
from quiz.tournament.standings_riichi import RiichiStanding


def _line(rt: Callable[..., Rich], s: RiichiStanding, name: Rich, penalty: Rich | str) -> Rich:
    return rt("tournament.standing_riichi", place=s.place, name=name, total=number(s.total), penalty=penalty)


RIICHI_TOURNAMENT = TournamentView(
    standing_line=_line,
    columns=StandingColumns(("tournament.col_total",), lambda s: (s.total,), widths=(90,), round_width=72))
