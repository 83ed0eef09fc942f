"""A question's answer as typed data, read from the score JSON a question stores.

Questions keep the scorer's JSON (its result's ``to_json``): rows written
by any version stay readable. Each ruleset's quiz part reads it into a ``ScoredAnswer``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from quiz.riichi_points import StatedPayment, answer_payment


@dataclass(frozen=True)
class FanRow:
    """One fan (or yaku) of the answer: what it is worth and how many times it is shown."""

    id: str
    points: int
    count: int = 1
    #: the sets that made it, each as its tiles (``234s 234p``)
    sets: tuple[str, ...] = ()


@dataclass(frozen=True)
class ScoredAnswer:
    """The right answer about a scored hand, whatever its ruleset."""

    #: the total asked: points or han (whichever the ruleset counts)
    total: int
    #: the fans as the explanation lists them
    rows: tuple[FanRow, ...] = ()
    #: ``{fan id: count}`` a player must name (dora count their han)
    fans: dict[str, int] | None = None
    #: a table that pays by han and fu: the fu, each part of it (reason, fu), the limit's name
    #: (``mangan``), each yakuman's multiple, what the winner is paid, whether honba are included
    fu: int = 0
    fu_parts: tuple[tuple[str, int], ...] = ()
    limit: str = ""
    yakuman: dict[str, int] = field(default_factory=dict)
    payment: StatedPayment | None = None
    honba: bool = False

    @property
    def expected(self) -> dict[str, int]:
        return dict(self.fans) if self.fans is not None else {r.id: r.count for r in self.rows}

    @property
    def points(self) -> dict[str, int]:
        """``{fan id: points each}``."""
        return {r.id: r.points for r in self.rows}


#: what a question about no scored hand (a discard drill) answers
NO_SCORE = ScoredAnswer(0)


def figures_of(answer: Mapping[str, Any], scored: ScoredAnswer) -> ScoredAnswer:
    """``scored`` with the fu, limit, yakuman and payment of a score JSON that has them."""
    return ScoredAnswer(
        scored.total, scored.rows, scored.fans, int(answer.get("fu", 0)),
        tuple((d["reason"], int(d["fu"])) for d in answer.get("fu_details") or ()), answer.get("level") or "",
        {y["id"]: int(y.get("multiplier", 1)) for y in answer.get("yakuman", [])},
        answer_payment(answer) if "points" in answer else None, "honba=" in answer.get("hand", ""))


@dataclass(frozen=True)
class DiscardRow:
    """One discard of the hand as the drill ranks it: the shanten and useful copies it leaves, its credit,
    and (a ruleset whose wins need a minimum) the value of its route to that minimum."""

    tile: str
    shanten: int
    useful_count: int
    credit: float
    route_value: float | None = None

    @classmethod
    def from_json(cls, row: Mapping[str, Any]) -> DiscardRow:
        route = row.get("route_value")
        return cls(row["tile"], int(row["shanten"]), int(row["useful_count"]), float(row["credit"]),
                   None if route is None else float(route))


@dataclass(frozen=True)
class DiscardAnswer:
    """A discard drill's answer: the best discards, and the credit of each discard of the hand."""

    best: tuple[str, ...]
    credits: dict[str, float]
    #: every discard of the hand, best first
    rows: tuple[DiscardRow, ...] = ()
    ruleset: str | None = None

    @classmethod
    def from_json(cls, answer: Mapping[str, Any]) -> DiscardAnswer:
        """The answer a discard drill stores (``quiz.discards.answer_of``)."""
        rows = tuple(DiscardRow.from_json(row) for row in answer.get("discards", []))
        return cls(tuple(answer.get("best", ())), {row.tile: row.credit for row in rows}, rows, answer.get("ruleset"))


discard_answer = DiscardAnswer.from_json


__all__ = ["FanRow", "ScoredAnswer", "NO_SCORE", "DiscardRow", "DiscardAnswer", "discard_answer", "figures_of"]
