"""A penalty on a four-player sheet whose totals are the sum of its changes: checked, then its changes."""

from __future__ import annotations

from quiz.sheet.checks import check_player
from quiz.sheet.model import Penalty, SheetError

MAXIMUM_PENALTY = 10_000


def penalty_deltas(player: int, points: int, to: int | None, deducted: bool = False) -> tuple[int, ...]:
    """``points`` from ``player`` to ``to``, or split evenly among the other three, or (``deducted``)
    from ``player`` alone."""
    if deducted:
        return tuple(-points if p == player else 0 for p in range(4))
    if to is not None:
        return tuple(-points if p == player else points if p == to else 0 for p in range(4))
    share = points // 3
    return tuple(-points if p == player else share for p in range(4))


def check_penalty(penalty: Penalty) -> None:
    check_player(penalty.player)
    if penalty.points <= 0:
        raise SheetError("penalty_not_positive", points=penalty.points)
    if penalty.points > MAXIMUM_PENALTY:
        raise SheetError("penalty_too_high", points=penalty.points, maximum=MAXIMUM_PENALTY)
    if penalty.deducted and penalty.to is not None:
        raise SheetError("penalty_deducted_to")
    if penalty.to is not None:
        check_player(penalty.to)
        if penalty.to == penalty.player:
            raise SheetError("penalty_to_self")
    elif penalty.points % 3 and not penalty.deducted:
        raise SheetError("penalty_split", points=penalty.points)


__all__ = ["MAXIMUM_PENALTY", "check_penalty", "penalty_deltas"]
