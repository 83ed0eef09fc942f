"""The chats' tournaments, kept as one record each and an append-only log of events.

Every write is one transaction that locks the tournament's record, replays its log, lets the caller
build the next event from the tournament as it stands (``Step``), checks it (``state.apply``) and
appends it with the next ``seq``. So two players entering the same table's result at once are
taken one after the other: the first is recorded, the second is checked against a tournament that
holds the first, and refused (``result_entered``). A refused step writes nothing.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from quiz.ports import Records, Store
from quiz.records import DuplicateRecord, new_id
from quiz.tournament.events import Created, Ended, Event, TournamentError
from quiz.tournament.records import LoggedEvent, TournamentRecord
from quiz.tournament.state import Tournament, apply, begin, replay

#: events a tournament's log may hold: 256 players, 12 rounds of 64 tables with entries,
#: confirmations and corrections stay well below it
MAX_EVENTS = 20_000


@dataclass(frozen=True)
class TournamentView:
    record: TournamentRecord
    tournament: Tournament
    #: the events the last write added (none for a read)
    added: tuple[Event, ...] = ()


#: builds the next event(s) from the tournament as it stands inside the write's transaction; may
#: raise ``TournamentError`` (a permission, a name not found) to write nothing
Step = Callable[[Tournament], Event | Sequence[Event]]


class TournamentStore:
    def __init__(self, storage: Store, clock: Callable[[], float] = time.time) -> None:
        self.storage = storage
        self.clock = clock

    # ------------------------------------------------------------------ reads

    def view(self, chat_id: str) -> TournamentView | None:
        """The chat's running tournament; None when it runs none."""
        with self.storage.read() as db:
            record = db.tournaments.open_tournament(str(chat_id))
            return self._view(db, record) if record is not None else None

    def latest(self, chat_id: str) -> TournamentView | None:
        """The running tournament, else the chat's last one (its standings and files stay readable)."""
        with self.storage.read() as db:
            record = db.tournaments.open_tournament(str(chat_id)) or db.tournaments.latest(str(chat_id))
            return self._view(db, record) if record is not None else None

    def by_token(self, token: str) -> TournamentView | None:
        with self.storage.read() as db:
            record = db.tournaments.by_token(token)
            return self._view(db, record) if record is not None else None

    def view_in(self, db: Records, chat_id: str) -> TournamentView | None:
        """``view`` inside the caller's transaction."""
        record = db.tournaments.open_tournament(str(chat_id)) or db.tournaments.latest(str(chat_id))
        return self._view(db, record) if record is not None else None

    @staticmethod
    def _view(db: Records, record: TournamentRecord) -> TournamentView:
        return TournamentView(record, replay(logged.event for logged in db.tournaments.events(record.id)))

    # ------------------------------------------------------------------ writes

    def create(self, chat_id: str, created: Created, author: str | None = None) -> TournamentView:
        """A new tournament in the chat; ``tournament_running`` when the chat runs one already."""
        tournament = begin(created)  # bad rounds are refused before any write
        now = self.clock()
        record = TournamentRecord(new_id(), str(chat_id), secrets.token_urlsafe(18), created.name, 1, author, now)
        try:
            with self.storage.transaction() as db:
                db.tournaments.insert(record)
                db.tournaments.append(record, LoggedEvent(1, created, author, _at(now)))
        except DuplicateRecord:
            raise TournamentError("tournament_running") from None
        return TournamentView(record, tournament, (created,))

    def write(self, chat_id: str, step: Step, author: str | None = None) -> TournamentView:
        """Add the events ``step`` builds to the chat's running tournament, once each is accepted."""
        try:
            with self.storage.transaction() as db:
                return self.write_in(db, chat_id, step, author)
        except DuplicateRecord:  # a writer that raced past the lock (never expected): nothing was kept
            raise TournamentError("busy") from None

    def write_in(self, db: Records, chat_id: str, step: Step, author: str | None = None) -> TournamentView:
        """``write`` inside the caller's transaction (a game played at a table enters its result so)."""
        now = self.clock()
        record = db.tournaments.open_tournament(str(chat_id), lock=True)
        if record is None:
            raise TournamentError("no_tournament")
        tournament = self._view(db, record).tournament
        made = step(tournament)
        events = (made,) if not isinstance(made, Sequence) else tuple(made)
        if record.last_seq + len(events) > MAX_EVENTS:
            raise TournamentError("too_many_events", limit=MAX_EVENTS)
        seq = record.last_seq
        for event in events:
            apply(tournament, event)  # a TournamentError rolls the whole step back
            seq += 1
            db.tournaments.append(record, LoggedEvent(seq, event, author, _at(now)), ended=isinstance(event, Ended))
        record = TournamentRecord(record.id, record.chat_id, record.token, record.name, seq, record.author,
                                  record.created_at, now if tournament.ended else None)
        return TournamentView(record, tournament, events)


def _at(now: float) -> datetime:
    return datetime.fromtimestamp(now, UTC)


__all__ = ["TournamentStore", "TournamentView", "Step", "MAX_EVENTS"]
