"""An MCR tournament's standings as the bot shows them: table points, then the score."""

from __future__ import annotations

from collections.abc import Callable

from bot.render.formats import number
from bot.render.view_parts import StandingColumns, TournamentView
from bot.rich import Rich
from quiz.tournament.standings_mcr import McrStanding


def _line(rt: Callable[..., Rich], s: McrStanding, name: Rich, penalty: Rich | str) -> Rich:
    return rt("tournament.standing_mcr", place=s.place, name=name, points=number(s.table_points),
              score=number(s.score), penalty=penalty)


MCR_TOURNAMENT = TournamentView(
    standing_line=_line,
    columns=StandingColumns(("tournament.col_points", "tournament.col_score"), lambda s: (s.table_points, s.score),
                            widths=(70, 80), round_width=52))
