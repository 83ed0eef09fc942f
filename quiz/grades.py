"""A graded answer as typed data, and the JSON it is stored as beside the answer (``quiz.records.AnswerRow``).

``quiz.grading`` makes grades; ``to_json`` and ``from_json`` are their one codec, and ``from_json`` reads
every row stored so far.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from quiz.notes import Note, note_from_json, note_json


@dataclass(frozen=True)
class FanCount:
    id: str
    count: int
    label: str
    points: int
    ruleset: str = ""

    def to_json(self) -> dict:
        return {"id": self.id, "count": self.count, "label": self.label, "points": self.points}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> FanCount:
        row = {"count": 1, "label": data["id"], "points": 0, **data}
        return cls(row["id"], int(row["count"]), row["label"], int(row["points"]))


@dataclass(frozen=True)
class Grade:
    correct: bool
    #: 0.0 .. 1.0
    credit: float
    right: tuple[FanCount, ...] = ()
    missing: tuple[FanCount, ...] = ()
    wrong: tuple[FanCount, ...] = ()
    total_expected: int = 0
    total_given: int | None = None
    unknown: tuple[str, ...] = ()
    explanation: tuple[Note, ...] = ()
    #: per fan of the hand or of the answer: "right", "missing" or "wrong" (for statistics)
    outcomes: Mapping[str, str] = field(default_factory=dict)
    readable: bool = True
    #: for a figure or discard question: "fu", "payment" or "discard", the right answer and the given one as text
    asked: str = ""
    expected_text: str = ""
    given_text: str = ""

    def __post_init__(self) -> None:
        for name in ("right", "missing", "wrong", "unknown", "explanation"):
            object.__setattr__(self, name, tuple(getattr(self, name)))  # lists the grader built

    @property
    def total_off(self) -> int | None:
        return None if self.total_given is None else self.total_given - self.total_expected

    def to_json(self) -> dict:
        return {"correct": self.correct, "credit": round(self.credit, 4), "right": _rows(self.right),
                "missing": _rows(self.missing), "wrong": _rows(self.wrong), "total_expected": self.total_expected,
                "total_given": self.total_given, "total_off": self.total_off, "unknown": list(self.unknown),
                "explanation": [note_json(note) for note in self.explanation], "outcomes": dict(self.outcomes),
                "readable": self.readable,
                **({"asked": self.asked, "expected": self.expected_text, "given": self.given_text}
                   if self.asked else {})}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Grade:
        """The grade ``to_json`` stored (``total_off`` is worked out again, not read)."""
        row = {**_ABSENT, **data}

        def fans(key: str) -> tuple[FanCount, ...]:
            return tuple(FanCount.from_json(fan) for fan in row[key] or ())
        return cls(bool(row["correct"]), float(row["credit"]), fans("right"), fans("missing"), fans("wrong"),
                   int(row["total_expected"] or 0), row["total_given"], tuple(row["unknown"] or ()),
                   tuple(note_from_json(note) for note in row["explanation"] or ()), dict(row["outcomes"] or {}),
                   bool(row["readable"]), row["asked"], row["expected"], row["given"])


#: what a row stored before a field existed reads as
_ABSENT: dict[str, Any] = {
    "correct": False, "credit": 0.0, "right": (), "missing": (), "wrong": (), "total_expected": 0, "total_given": None,
    "unknown": (), "explanation": (), "outcomes": {}, "readable": True, "asked": "", "expected": "", "given": ""}


def _rows(items: tuple[FanCount, ...]) -> list[dict]:
    return [item.to_json() for item in items]


__all__ = ["FanCount", "Grade"]
