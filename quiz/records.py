"""What the quiz keeps between commands, as plain records: games, rounds, answers, scores, flashcards.

The database layer (``bot.db``) stores and returns these; the quiz never sees how. A round's
question, a game's options and an answer's grade are typed; they are stored as JSON through their ``to_json`` and
``from_json``, which read every row the earlier versions wrote.
"""

from __future__ import annotations

import enum
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from quiz.grades import Grade
from quiz.kinds import QuestionKind
from quiz.questions import Question


def new_id() -> str:
    return uuid.uuid4().hex


class DuplicateRecord(Exception):
    """A record with the same unique key is stored already (another caller got there first)."""


class GameMode(enum.StrEnum):
    """How a round is won: the first correct answer closes it, or everyone answers once."""

    FIRST = "first"
    ALL = "all"


class Difficulty(enum.StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


@dataclass(frozen=True)
class GameOptions:
    """What a game's questions are: their kind, difficulty and target fan; the seed that draws them
    (None: a fresh draw each round) and who started the game."""

    kind: QuestionKind = QuestionKind.FANS
    difficulty: Difficulty = Difficulty.NORMAL
    target: str | None = None
    seed: int | str | None = None
    started_by: str | None = None

    def to_json(self) -> dict:
        return {"kind": str(self.kind), "difficulty": str(self.difficulty), "target": self.target, "seed": self.seed,
                "started_by": self.started_by}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameOptions:
        return cls(QuestionKind(data.get("kind") or QuestionKind.FANS),
                   Difficulty(data.get("difficulty") or Difficulty.NORMAL), data.get("target"), data.get("seed"),
                   data.get("started_by"))


@dataclass(frozen=True)
class RoundRow:
    id: str
    game_id: str | None
    chat_id: str
    number: int
    question: Question
    started_at: float
    deadline: float
    status: str
    winner_user_id: str | None
    closed_at: float | None


@dataclass(frozen=True)
class GameRow:
    id: str
    chat_id: str
    mode: GameMode
    ruleset: str
    rounds_total: int
    round_seconds: float
    options: GameOptions
    status: str
    rounds_played: int
    created_at: float
    finished_at: float | None


@dataclass(frozen=True)
class AnswerRow:
    round_id: str
    user_id: str
    user_name: str
    chat_id: str
    text: str
    submitted_at: float
    correct: bool
    credit: float
    points: int
    grade: Grade


@dataclass(frozen=True)
class LeaderRow:
    """A player's total over some answers (a chat's leaderboard, one game's scores)."""

    user_id: str
    name: str
    points: int
    answers: int
    correct: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0


@dataclass(frozen=True)
class FanOutcome:
    """How often a player met one fan in quiz answers, and how often they had it right."""

    fan_id: str
    seen: int
    right: int


@dataclass(frozen=True)
class CardRow:
    user_id: str
    card_id: str
    box: int
    due: float
    reviews: int
    lapses: int
    last_review: float | None


__all__ = ["new_id", "DuplicateRecord", "GameMode", "Difficulty", "GameOptions", "RoundRow", "GameRow", "AnswerRow",
           "LeaderRow", "FanOutcome", "CardRow"]
