"""What the daily problems and the owed results need of the quiz in chats (``chat_quiz.ChatQuiz`` is it):
its rounds, its chats' languages and pictures, and its replies."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from bot.i18n import Translator
from bot.replies import Reply
from bot.storage import ChatSettings
from quiz.games import GameEngine, RoundSummary
from quiz.questions import Question
from quiz.records import GameRow, RoundRow


class QuizRounds(Protocol):
    engine: GameEngine
    #: wall-clock seconds
    clock: Callable[[], float]
    #: ``(platform, chat_id)`` -> the language a chat nobody is asking in is spoken to in
    chat_language: Callable[[str, str], str]
    #: ``(platform, chat_id)`` -> what the chat has chosen
    chat_settings: Callable[[str, str], ChatSettings]

    def game(self, game_id: str) -> GameRow | None: ...

    def chat_pictures(self, key: str) -> bool: ...

    def summary_reply(self, language: str, summary: RoundSummary, timed_out: bool = True) -> Reply: ...

    def final_reply(self, language: str, game_id: str, stopped: bool = False) -> Reply: ...

    def question_reply(self, language: str, question: Question, rnd: RoundRow, game: GameRow | None,
                       pictures: bool = True) -> Reply: ...

    def discard_round_reply(self, tr: Translator, question: Question, rnd: RoundRow | None, title: str,
                            pictures: bool) -> Reply: ...


__all__ = ["QuizRounds"]
