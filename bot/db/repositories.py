"""The whole bot's storage: one database, and a repository per aggregate.

``storage.games.round(...)`` runs in a connection of its own; inside ``with storage.transaction() as
db:`` the same repositories (``db.games``, ``db.cards``...) share one transaction, so several changes
are committed together or not at all.
"""

from __future__ import annotations

import sqlalchemy as sa

from bot.db import engine
from bot.db.adapter_state import AdapterStateRepository, PollRepository
from bot.db.connection import Connection, Database
from bot.db.flashcards import FlashcardRepository
from bot.db.play_tables import PlayTableRepository
from bot.db.quiz_games import QuizGamesRepository
from bot.db.score_sheets import ScoreSheetRepository
from bot.db.settings import SettingsRepository
from bot.db.tournaments import TournamentRepository


class Repositories:
    """Every repository, bound to one connection or (``connection=None``) each call to its own."""

    def __init__(self, database: Database, connection: Connection | None) -> None:
        self.settings = SettingsRepository(database, connection)
        self.games = QuizGamesRepository(database, connection)
        self.cards = FlashcardRepository(database, connection)
        self.sheets = ScoreSheetRepository(database, connection)
        self.adapter_state = AdapterStateRepository(database, connection)
        self.polls = PollRepository(database, connection)
        self.tournaments = TournamentRepository(database, connection)
        self.play = PlayTableRepository(database, connection)


class Unit(Connection, Repositories):
    """One transaction (or read) with the repositories working in it."""

    def __init__(self, raw: sa.Connection, database: Database) -> None:
        Connection.__init__(self, raw)
        Repositories.__init__(self, database, self)


class Storage(Database, Repositories):
    """The database behind ``DATABASE_URL`` (migrated when opened) and its repositories."""

    def __init__(self, url: str | None = None, *, busy_seconds: float = engine.BUSY_SECONDS,
                 max_waiting: int | None = None) -> None:
        Database.__init__(self, url, busy_seconds=busy_seconds, max_waiting=max_waiting)
        Repositories.__init__(self, self, None)

    def _bind(self, raw: sa.Connection) -> Unit:
        return Unit(raw, self)


__all__ = ["Storage", "Unit", "Repositories"]
