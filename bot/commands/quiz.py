"""/quiz: timed rounds in a chat (start, stop, answer, leaderboard, stats) on top of ``quiz/``.

The rounds and their deadlines live in the quiz storage, so a restart loses nothing; adapters
call ``BotCore.tick()`` every few seconds and post what it returns.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from bot.replies import Reply, error_reply

log = logging.getLogger("fanbot.quiz")


class UnavailableQuiz:
    """Stands in while the quiz engine cannot be loaded: every call says so, nothing breaks."""

    async def tick(self, platform: str | None = None) -> list:
        return []

    async def command(self, session, verb: str, rest: str, options: Mapping[str, str]) -> list[Reply]:
        return [error_reply(session.rich("quiz.unavailable"))]

    async def action(self, session, action: str, values) -> list[Reply]:
        return [error_reply(session.rich("quiz.unavailable"))]


def make_engine(core):
    """The chat quiz engine for ``core`` (see ``bot/commands/quiz_engine.py``)."""
    try:
        from bot.commands.quiz_engine import ChatQuiz
    except ImportError as error:
        log.warning("quiz unavailable: %s", error)
        return UnavailableQuiz()
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
