"""What commands use beyond their arguments: built once by the entry point (``build_services``) and
handed to every handler through its ``Session`` (``session.services``).

One module per service: ``chat_quiz`` (the quiz in chats), ``daily_posts`` (the daily problem's clock),
``owed_results`` (round results a worker still owes), ``play_board`` (the tables played in chats),
``chat_languages`` (which language a chat is spoken to in); ``quiz_rounds`` says what the daily posts and the
owed results need of the quiz. Each is given its stores and the clock here, so no handler builds a store or
reaches into the database.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.config import Config
from bot.db.settings import SettingsRepository
from bot.metrics import Metrics
from bot.services.chat_languages import ChatLanguages
from bot.services.chat_quiz import ChatQuiz
from bot.services.daily_posts import DailyPosts
from bot.services.owed_results import OwedResults
from bot.services.play_board import PlayBoard
from bot.storage import BotStorage
from quiz.play.store import PlayStore
from quiz.ports import Store
from quiz.sheet.store import SheetStore
from quiz.tournament.store import TournamentStore

if TYPE_CHECKING:  # the command layer sits above the services: its registry is only handed through
    from bot.commands.spec import Registry

#: at most this many handler threads use the database at once (past that a command answers "busy" at
#: once), so the commands that need no database always find a thread (``bot.core.HANDLER_THREADS``)
DATABASE_THREADS = 48


@dataclass(frozen=True)
class Services:
    storage: BotStorage
    #: the commands, for those that list them (/help)
    commands: Registry
    languages: ChatLanguages
    quiz: ChatQuiz
    metrics: Metrics
    #: wall-clock seconds (a test's own clock moves quiz deadlines, flashcard due dates and the stores' times)
    clock: Callable[[], float]
    #: the tables played in the chats (/play) and what each chat is owed of them
    play: PlayBoard
    #: the chats' score sheets (/table)
    sheets: SheetStore
    #: the chats' club tournaments (/tournament)
    tournaments: TournamentStore
    #: the stored settings beyond a chat's own: each chat's daily problem (/daily)
    settings_store: SettingsRepository
    #: the round results a worker still owes the chats (``bot/outbox.py`` settles them)
    owed: OwedResults
    #: where the bot's web pages are (``PUBLIC_URL``), for the links it hands out; None: no web pages
    public_url: str | None = None

    def close(self) -> None:
        self.storage.close()


def build_services(config: Config, commands: Registry, *, storage: BotStorage | None = None,
                   clock: Callable[[], float] = time.time) -> Services:
    """The services over ``config``'s database (or ``storage``), for ``commands``; every store keeps ``clock``."""
    storage = storage or BotStorage(config.database_url, config.database_busy_timeout, max_waiting=DATABASE_THREADS)
    languages = ChatLanguages(storage, config.default_language)
    metrics = Metrics(spec.name for spec in commands.specs())
    metrics.count_games(storage.running_games)
    db = storage.db
    daily = DailyPosts(db.settings, db.adapter_state, clock)
    quiz = ChatQuiz(db, storage.chat_settings, clock, languages.of_chat, daily)
    play = PlayBoard(_play_store(db, clock, config.play_seed), clock, languages.of_chat)
    return Services(storage, commands, languages, quiz, metrics, clock, play, sheets=SheetStore(db, clock),
                    tournaments=TournamentStore(db, clock), settings_store=db.settings,
                    owed=OwedResults(db.adapter_state, clock), public_url=config.public_url)


def _play_store(db: Store, clock: Callable[[], float], seed: str | None) -> PlayStore:
    """The played tables' store; ``seed``: every new table's walls' (a test's known wall), else a fresh one each."""
    return PlayStore(db, clock, lambda: seed) if seed else PlayStore(db, clock)
