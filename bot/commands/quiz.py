"""/quiz: timed rounds in a chat (start, stop, answer, leaderboard, stats) on top of ``quiz/``.

The rounds and their deadlines live in the quiz storage, so a restart loses nothing; adapters
call ``BotCore.tick()`` every few seconds and post what it returns. ``bot/services/chat_quiz.py``
turns the engine's rounds into replies; this module declares the command.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.commands.common import RULES, read_quiz_kind
from bot.commands.spec import ParamKind, ParamSpec, action, group, subcommand
from bot.replies import Reply
from bot.storage import QUIZ_MODES, QUIZ_ROUNDS, QUIZ_SECONDS
from quiz.kinds import FIGURE_KINDS

_NUMBERS = (("low_r", QUIZ_ROUNDS[0]), ("high_r", QUIZ_ROUNDS[1]), ("low_s", QUIZ_SECONDS[0]),
            ("high_s", QUIZ_SECONDS[1]))


@subcommand("start", "cmd.quiz_start",
            ParamSpec("mode", "param.quiz_mode", kind=ParamKind.CHOICE,
                      choices=(*QUIZ_MODES, *map(str, FIGURE_KINDS), "discard"),
                      read=read_quiz_kind, positional=True, default=lambda session: session.settings.quiz_mode),
            ParamSpec("rounds", "param.quiz_rounds", kind=ParamKind.INTEGER, min_value=QUIZ_ROUNDS[0],
                      max_value=QUIZ_ROUNDS[1], positional=True, default=lambda session: session.settings.quiz_rounds,
                      error_key="quiz.bad_numbers", error_values=_NUMBERS),
            ParamSpec("seconds", "param.quiz_seconds", kind=ParamKind.INTEGER, min_value=QUIZ_SECONDS[0],
                      max_value=QUIZ_SECONDS[1], positional=True,
                      default=lambda session: session.settings.quiz_seconds, error_key="quiz.bad_numbers",
                      error_values=_NUMBERS),
            replace(RULES, positional=True, default=None),  # "/quiz start riichi": absent means the chat's
            aliases=("begin",))
def start(session, mode: str, rounds: int, seconds: int, rules: str | None = None) -> list[Reply]:
    return session.services.quiz.start(session, mode, rounds, seconds, rules)


@subcommand("stop", "cmd.quiz_stop", aliases=("end",))
def stop(session) -> list[Reply]:
    return session.services.quiz.stop(session)


@subcommand("answer", "cmd.quiz_answer", ParamSpec("answer", "param.quiz_answer", required=True, rest=True),
            aliases=("a",), usage_key="quiz.answer_usage")
def answer(session, answer: str) -> list[Reply]:
    return session.services.quiz.answer_text(session, answer)


@subcommand("leaderboard", "cmd.quiz_leaderboard", aliases=("top", "board", "scores"), free_text="period")
def leaderboard(session, period: str) -> list[Reply]:
    return [session.services.quiz.leaderboard(session, period)]


@subcommand("stats", "cmd.quiz_stats", aliases=("me", "stat"))
def stats(session) -> list[Reply]:
    return [session.services.quiz.stats(session)]


# "/quiz" starts a game; "/quiz 24" or "/quiz 清一色 平和" is an answer
QUIZ = group("quiz", "cmd.quiz", start, stop, answer, leaderboard, stats, default="start", fallback="answer",
             admin_aware=True)


@action("quiz")
def quiz_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    return session.services.quiz.action(session, action, values)
