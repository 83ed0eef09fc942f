"""A tournament's table played to its end: the game's score sheet enters the table's result, as ``/table end``
enters a hand-kept sheet's (the sheet's final scores by seat), in the transaction that ends the game.

The engine scored every hand, so the entry counts at once (as an admin's would); a result the table entered
already, or scores the tournament refuses (``TournamentKind.check_scores``), leave the tournament as it was:
the table's players then enter the result with ``/tournament result``.
"""

from __future__ import annotations

from collections.abc import Callable

from quiz.play.model import PlayTable
from quiz.sheet.store import SheetStore
from quiz.tournament.events import ResultEntered, TournamentError
from quiz.tournament.kinds import kind_of
from quiz.tournament.state import Tournament
from quiz.tournament.store import TournamentStore

#: who entered the result (the tournament's log names the game, not a person)
ENTERED_BY = "fanbot"


def enter_result(storage, db, table: PlayTable, clock: Callable[[], float]) -> None:
    """The game's final scores as its tournament table's result, when the table has no result yet."""
    link = table.options.tournament
    sheet = SheetStore(storage, clock).table_view_in(db, table.sheet_id) if link and table.sheet_id else None
    if link is None or sheet is None:
        return
    chat, round_number, number = link
    # the sheet's standings (ended with the game just before): the riichi sticks left given as its rules say
    scores = tuple(standing.score for standing in sorted(sheet.sheet.standings, key=lambda s: s.player))

    def step(t: Tournament) -> ResultEntered:
        if t.round(round_number).results.get(number) is not None:
            raise TournamentError("result_entered", table=number, round=round_number, confirmed=True)
        kind_of(t).check_scores(scores, t.preset)
        return ResultEntered(round_number, number, scores, ENTERED_BY, confirmed=True)

    try:
        TournamentStore(storage, clock).write_in(db, chat, step, ENTERED_BY)
    except TournamentError:
        pass


def entered_as(storage, db, table: PlayTable) -> tuple[int, int] | None:
    """(round, table) of the tournament result this game entered; None when it entered none (not a
    tournament's table, or its result came from the players)."""
    link = table.options.tournament
    view = TournamentStore(storage).view_in(db, link[0]) if link else None
    if view is None:
        return None
    _, round_number, number = link
    try:
        entry = view.tournament.round(round_number).results.get(number)
    except TournamentError:  # a round the tournament no longer has
        return None
    return (round_number, number) if entry is not None and entry.by == ENTERED_BY else None


__all__ = ["enter_result", "entered_as", "ENTERED_BY"]
