"""Club tournaments: one row per tournament, and each one's append-only log of events (the "tournament"
log of ``bot.db.event_log``, a stream per tournament).

A chat runs at most one tournament at a time (a unique ``open_chat`` column, NULL once it ended).
"""

from __future__ import annotations

from datetime import UTC, datetime

import sqlalchemy as sa

from bot.db.event_log import LoggedRepository, LogRow
from bot.db.schema import tournaments
from quiz.tournament.events import from_json, kind_of, to_json
from quiz.tournament.records import LoggedEvent, TournamentRecord


def _record(row) -> TournamentRecord:
    return TournamentRecord(row.id, row.chat_id, row.token, row.name, row.last_seq, row.author, row.created_at,
                            row.ended_at)


class LoggedEventCodec:
    """A tournament's events as rows of the one event log."""

    log = "tournament"

    @staticmethod
    def encode(logged: LoggedEvent) -> LogRow:
        return LogRow(logged.seq, kind_of(logged.event), to_json(logged.event), logged.author, logged.at.timestamp())

    @staticmethod
    def decode(row: LogRow) -> LoggedEvent:
        return LoggedEvent(row.seq, from_json(row.kind, row.body), row.author, datetime.fromtimestamp(row.at, UTC))


class TournamentRepository(LoggedRepository[LoggedEvent]):
    """Tournaments and their logs."""

    codec = LoggedEventCodec()

    def open_tournament(self, chat_id: str, *, lock: bool = False) -> TournamentRecord | None:
        """The chat's running tournament; ``lock`` holds its row until the transaction ends (writes)."""
        statement = sa.select(tournaments).where(tournaments.c.open_chat == str(chat_id))
        row = self._one(statement, lock=lock)
        return _record(row) if row is not None else None

    def by_token(self, token: str) -> TournamentRecord | None:
        row = self._one(sa.select(tournaments).where(tournaments.c.token == token))
        return _record(row) if row is not None else None

    def latest(self, chat_id: str) -> TournamentRecord | None:
        """The chat's newest tournament, running or ended."""
        row = self._one(sa.select(tournaments).where(tournaments.c.chat_id == str(chat_id))
                        .order_by(tournaments.c.created_at.desc(), tournaments.c.id).limit(1))
        return _record(row) if row is not None else None

    def events(self, tournament_id: str) -> tuple[LoggedEvent, ...]:
        """The log, oldest first."""
        return self.log.events(tournament_id)

    def insert(self, record: TournamentRecord) -> None:
        """Store a new running tournament; ``DuplicateRecord`` when the chat runs one already."""
        with self._writing() as db, self._inserting(f"chat {record.chat_id} runs a tournament already"):
            db.execute(sa.insert(tournaments).values(
                id=record.id, chat_id=record.chat_id, open_chat=record.chat_id, token=record.token,
                name=record.name, last_seq=0, author=record.author, created_at=record.created_at))

    def append(self, record: TournamentRecord, logged: LoggedEvent, ended: bool = False) -> None:
        """Add ``logged`` (its ``seq`` the next one) and bring the row's ``last_seq`` to it; an ended
        tournament gives up its chat. ``DuplicateRecord`` when that seq is taken (a write that raced)."""
        with self._writing() as db:
            self.log.on(db).append(record.id, logged)
            changes: dict[str, object] = {"last_seq": logged.seq}
            if ended:
                changes.update(open_chat=None, ended_at=logged.at.timestamp())
            db.execute(sa.update(tournaments).where(tournaments.c.id == record.id).values(**changes))


__all__ = ["TournamentRepository"]
