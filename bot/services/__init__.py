"""What commands use beyond their arguments: built once by the entry point (``build_services``) and
handed to every handler through its ``Session`` (``session.services``)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from bot.chat_languages import ChatLanguages
from bot.commands.play_board import PlayBoard
from bot.commands.quiz_engine import ChatQuiz
from bot.commands.spec import Registry
from bot.config import Config
from bot.metrics import Metrics
from bot.storage import BotStorage

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
    #: wall-clock seconds (a test's own clock moves quiz deadlines and flashcard due dates)
    clock: Callable[[], float]
    #: the tables played in the chats (/play) and what each chat is owed of them
    play: PlayBoard
    #: where the bot's web pages are (``PUBLIC_URL``), for the links it hands out; None: no web pages
    public_url: str | None = None

    def close(self) -> None:
        self.storage.close()


def build_services(config: Config, commands: Registry, *, storage: BotStorage | None = None,
                   clock: Callable[[], float] = time.time) -> Services:
    """The services over ``config``'s database (or ``storage``), for ``commands``."""
    storage = storage or BotStorage(config.database_url, config.database_busy_timeout, max_waiting=DATABASE_THREADS)
    languages = ChatLanguages(storage, config.default_language)
    metrics = Metrics(spec.name for spec in commands.specs())
    metrics.count_games(storage.running_games)
    quiz = ChatQuiz(storage, clock, languages.of_chat)
    play = PlayBoard(storage, clock, languages.of_chat)
    return Services(storage, commands, languages, quiz, metrics, clock, play, config.public_url)
