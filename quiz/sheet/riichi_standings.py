"""The Riichi standings: places by points and seat, and at the end the final score with uma, oka and the
riichi sticks left on the table."""

from __future__ import annotations

from quiz.sheet.model import Standing, TableStart
from quiz.sheet.riichi_settings import RiichiSettings, Ties


def _order(start: TableStart, totals: tuple[int, ...]) -> list[int]:
    """Players from first to last: by points, then by seat at the first hand (East first)."""
    return sorted(range(len(totals)), key=lambda p: (-totals[p], start.seats[p]))


def standings_of(start: TableStart, totals: tuple[int, ...], settings: RiichiSettings, final: bool,
                 pot: int = 0) -> tuple[Standing, ...]:
    """Each player's place and points, first to last; ``final`` adds the final score (uma and oka)
    and gives the ``pot`` left on the table to the top."""
    order = _order(start, totals)
    scores = list(totals)
    if final and pot and settings.leftover_to_top:
        top = [p for p in order if totals[p] == totals[order[0]]] if settings.ties is Ties.SPLIT else order[:1]
        share, rest = divmod(pot // 100, len(top))
        for i, player in enumerate(top):  # the hundreds that do not split go to the earlier seat
            scores[player] += 100 * (share + (1 if i < rest else 0))
        order = _order(start, tuple(scores))
    bonus = [1000 * u for u in settings.uma]
    bonus[0] += settings.oka
    standings: dict[int, Standing] = {}
    place, players = 0, len(totals)
    while place < players:
        group = [order[place]]
        if settings.ties is Ties.SPLIT:
            while place + len(group) < players and scores[order[place + len(group)]] == scores[group[0]]:
                group.append(order[place + len(group)])
        shared = sum(bonus[place:place + len(group)]) / len(group)
        for player in group:
            value = (scores[player] - settings.return_points + shared) / 1000 if final else None
            standings[player] = Standing(player=player, score=scores[player], rank=place + 1,
                                         final=round(value, 1) if value is not None else None)
        place += len(group)
    return tuple(standings[p] for p in order)
