"""A question's answer as typed data, read from the score JSON a question stores.

Questions keep the scorer's JSON (``McrResult.to_json``, ``RiichiResult.to_json``): rows written
by any version stay readable. Each ruleset's quiz part reads it into a ``ScoredAnswer``.
"""

from __future__ import annotations

from dataclasses import dataclass


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

    #: the total asked: points (MCR) or han (Riichi)
    total: int
    #: the fans as the explanation lists them
    rows: tuple[FanRow, ...] = ()
    #: ``{fan id: count}`` a player must name (Riichi's dora count their han)
    fans: dict[str, int] | None = None

    @property
    def expected(self) -> dict[str, int]:
        return dict(self.fans) if self.fans is not None else {r.id: r.count for r in self.rows}

    @property
    def points(self) -> dict[str, int]:
        """``{fan id: points each}``."""
        return {r.id: r.points for r in self.rows}


#: what a question about no scored hand (a discard drill) answers
NO_SCORE = ScoredAnswer(0)

__all__ = ["FanRow", "ScoredAnswer", "NO_SCORE"]
