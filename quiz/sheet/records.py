"""A stored score-sheet table as a plain record: where it is, how it started, how far its log goes."""

from __future__ import annotations

from dataclasses import dataclass

from quiz.sheet.model import TableStart

OPEN, FINISHED, ENDED = "open", "finished", "ended"


@dataclass(frozen=True)
class TableRecord:
    """A stored table: where it is, how it started, and how far its log goes."""

    id: str
    chat_id: str
    start: TableStart
    status: str
    last_seq: int
    author: str | None
    created_at: float
    ended_at: float | None

    @property
    def is_open(self) -> bool:
        return self.status != ENDED


__all__ = ["TableRecord", "OPEN", "FINISHED", "ENDED"]
