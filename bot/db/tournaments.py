"""Club tournaments: one row per tournament, and each one's append-only log of events.

A chat runs at most one tournament at a time (a unique ``open_chat`` column, NULL once it ended).
"""

from __future__ import annotations

from datetime import UTC, datetime

import sqlalchemy as sa
from sqlalchemy import exc

from bot.db.connection import Repository
from bot.db.schema import tournament_events, tournaments
from quiz.records import DuplicateRecord
from quiz.tournament.events import from_json, kind_of, to_json
from quiz.tournament.records import LoggedEvent, TournamentRecord


def _record(row) -> TournamentRecord:
    return TournamentRecord(row.id, row.chat_id, row.token, row.name, row.last_seq, row.author, row.created_at,
                            row.ended_at)


class TournamentRepository(Repository):
    """Tournaments and their logs."""

    def open_tournament(self, chat_id: str, *, lock: bool = False) -> TournamentRecord | None:
        """The chat's running tournament; ``lock`` holds its row until the transaction ends (writes)."""
        statement = sa.select(tournaments).where(tournaments.c.open_chat == str(chat_id))
        row = self._one(self._database.locking(statement) if lock else statement)
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
        rows = self._all(sa.select(tournament_events).where(tournament_events.c.tournament_id == tournament_id)
                         .order_by(tournament_events.c.seq))
        return tuple(LoggedEvent(r.seq, from_json(r.kind, r.body), r.author, datetime.fromtimestamp(r.at, UTC))
                     for r in rows)

    def insert(self, record: TournamentRecord) -> None:
        """Store a new running tournament; ``DuplicateRecord`` when the chat runs one already."""
        with self._writing() as db:
            try:
                db.execute(sa.insert(tournaments).values(
                    id=record.id, chat_id=record.chat_id, open_chat=record.chat_id, token=record.token,
                    name=record.name, last_seq=0, author=record.author, created_at=record.created_at))
            except exc.IntegrityError:
                raise DuplicateRecord(f"chat {record.chat_id} runs a tournament already") from None

    def append(self, record: TournamentRecord, logged: LoggedEvent, ended: bool = False) -> None:
        """Add ``logged`` (its ``seq`` the next one) and bring the row's ``last_seq`` to it; an ended
        tournament gives up its chat. ``DuplicateRecord`` when that seq is taken (a write that raced)."""
        with self._writing() as db:
            try:
                db.execute(sa.insert(tournament_events).values(
                    tournament_id=record.id, seq=logged.seq, kind=kind_of(logged.event), body=to_json(logged.event),
                    author=logged.author, at=logged.at.timestamp()))
            except exc.IntegrityError:
                raise DuplicateRecord(f"tournament {record.id} has event {logged.seq} already") from None
            changes: dict[str, object] = {"last_seq": logged.seq}
            if ended:
                changes.update(open_chat=None, ended_at=logged.at.timestamp())
            db.execute(sa.update(tournaments).where(tournaments.c.id == record.id).values(**changes))


__all__ = ["TournamentRepository"]
