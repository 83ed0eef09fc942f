"""/quiz: timed rounds in a chat (start, stop, answer, leaderboard, stats) on top of ``quiz/``.

The rounds and their deadlines live in the quiz storage, so a restart loses nothing; adapters
call ``BotCore.tick()`` every few seconds and post what it returns.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from bot.commands.quiz_engine import ChatQuiz
from bot.replies import Reply

log = logging.getLogger("fanbot.quiz")


def make_engine(core) -> ChatQuiz:
    """The chat quiz engine for ``core`` (see ``bot/commands/quiz_engine.py``)."""
    return ChatQuiz(core)


VERBS = ("start", "stop", "answer", "leaderboard", "stats")
_VERB_ALIASES = {"begin": "start", "end": "stop", "a": "answer", "top": "leaderboard", "board": "leaderboard",
                 "scores": "leaderboard", "me": "stats", "stat": "stats"}


async def quiz_command(session, args: str, options: Mapping[str, str]) -> list[Reply]:
    words = args.split(maxsplit=1)
    verb = _VERB_ALIASES.get(words[0].lower(), words[0].lower()) if words else "start"
    rest = words[1] if len(words) > 1 else ""
    if verb not in VERBS:
        # "/quiz 24" or "/quiz 清一色 平和" is an answer
        verb, rest = "answer", args
    return await session.core.quiz.command(session, verb, rest, options)


async def quiz_action(session, action: str, values) -> list[Reply]:
    return await session.core.quiz.action(session, action, values)
