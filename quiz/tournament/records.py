"""A stored tournament as a plain record: where it runs, its page's key, how far its log goes."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from quiz.tournament.events import Event


@dataclass(frozen=True)
class TournamentRecord:
    id: str
    chat_id: str
    #: the unguessable key of its standings page
    token: str
    name: str
    last_seq: int
    author: str | None
    created_at: float
    ended_at: float | None = None


@dataclass(frozen=True)
class LoggedEvent:
    seq: int
    event: Event
    author: str | None
    at: datetime
