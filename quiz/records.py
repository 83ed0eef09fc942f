"""What the quiz keeps between commands, as plain records: games, rounds, answers, scores, flashcards.

The database layer (``bot.db``) stores and returns these; the quiz never sees how.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass


def new_id() -> str:
    return uuid.uuid4().hex


class DuplicateRecord(Exception):
    """A record with the same unique key is stored already (another caller got there first)."""


@dataclass(frozen=True)
class RoundRow:
    id: str
    game_id: str | None
    chat_id: str
    number: int
    question: dict
    started_at: float
    deadline: float
    status: str
    winner_user_id: str | None
    closed_at: float | None


@dataclass(frozen=True)
class GameRow:
    id: str
    chat_id: str
    mode: str
    ruleset: str
    rounds_total: int
    round_seconds: float
    options: dict
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
    grade: dict


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


__all__ = ["new_id", "DuplicateRecord", "RoundRow", "GameRow", "AnswerRow", "LeaderRow", "FanOutcome", "CardRow"]
