"""The daily problem's clock: which chats' problems are due, and the post that starts each (see /daily).

Called from the quiz tick every adapter runs; the round it starts closes at its deadline like any
quiz round, which posts the ranking.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta

from bot.calls import ChatMessage
from bot.db.adapter_state import AdapterStateRepository
from bot.db.settings import SettingsRepository
from bot.i18n import Translator
from bot.replies import Reply
from bot.rich import rich_translator
from bot.services.quiz_rounds import QuizRounds
from bot.timezones import DEFAULT_TIMEZONE, read_timezone, zone_of
from quiz.discards import discard_question
from quiz.hands.positions import position_for
from quiz.rulesets import DEFAULT_RULESET

DEFAULT_HOUR = 9
DEFAULT_REVEAL_HOURS = 12
POSTED_KIND = "daily_posted"
#: how long a day's claim is kept (a few days is enough to never post a day twice)
POSTED_MEMORY = 7 * 86400


def timezone_of(config: dict, chat_timezone: str = DEFAULT_TIMEZONE) -> str:
    """The time zone a chat's daily problem keeps: its own (``/daily timezone=``), else the chat's
    (``/settings timezone=``), else UTC (also when an unknown one is stored)."""
    for name in (config.get("timezone"), chat_timezone):
        if name and zone_of(name) is not None:
            return name
    return DEFAULT_TIMEZONE


def daily_timezone(chat_quiz: QuizRounds, key: str, config: dict) -> str:
    """``timezone_of`` for the chat ``key`` (``platform:chat_id``), reading its settings."""
    platform, _, chat_id = key.partition(":")
    return timezone_of(config, chat_quiz.chat_settings(platform, chat_id).timezone)


#: the work one tick may spend deciding daily posts (each analyses its problem: ~20 ms in pure Python); the
#: rest are left unclaimed for the next tick, so hundreds of groups due at one hour never hold up the ticks
#: that close other chats' quiz rounds (one post is always decided, so every tick makes progress)
TICK_BUDGET_SECONDS = 0.5


class DailyPosts:
    """The daily problems whose hour has come today, in each chat's time zone, that no process has posted
    yet, decided a tick's budget at a time (``work_clock`` measures the budget; tests pass their own).

    ``settings`` holds each chat's daily problem, ``posted`` (the adapters' state) which days are claimed."""

    def __init__(self, settings: SettingsRepository, posted: AdapterStateRepository, clock: Callable[[], float],
                 budget: float = TICK_BUDGET_SECONDS, work_clock: Callable[[], float] = time.perf_counter) -> None:
        self.settings = settings
        self.posted = posted
        self.clock = clock
        self.budget = budget
        self.work_clock = work_clock
        # chat key -> the day this process knows is posted: after the hour a chat costs no write per tick
        self._posted: dict[str, str] = {}

    def due(self, platform: str | None, chat_quiz: QuizRounds) -> list[ChatMessage]:
        """The posts due now, each opening its round in ``chat_quiz``."""
        started = self.work_clock()
        now, stored = self.clock(), self.settings
        problems = stored.daily_problems()
        if not problems:
            return []  # the chats' time zones are read only when some chat has a daily problem
        chat_zones = stored.of_every_chat("timezone")  # one query for all chats, not one per chat and tick
        messages = []
        for key, config in problems.items():
            chat_platform, _, chat_id = key.partition(":")
            if platform and chat_platform != platform:
                continue
            zone = zone_of(timezone_of(config, str(chat_zones.get(key) or DEFAULT_TIMEZONE)))
            today = datetime.fromtimestamp(now, zone)  # the chat's day
            day = today.date().isoformat()
            if today.hour < int(config.get("hour", DEFAULT_HOUR)) or self._posted.get(key) == day:
                continue
            if messages and self.work_clock() - started > self.budget:
                break  # the rest next tick
            # the state table's ages are wall-clock times (as every adapter state's are)
            claimed = self.posted.claim(chat_platform, POSTED_KIND, f"{key}:{day}", now,
                                        expire_before=time.time() - POSTED_MEMORY)
            self._posted[key] = day  # by this process or another: either way not again today
            if claimed:
                messages.append(_post(chat_quiz, chat_platform, chat_id, key, config, day, today))
        return messages


def _post(chat_quiz: QuizRounds, platform: str, chat_id: str, key: str, config: dict, day: str,
          today: datetime) -> ChatMessage:
    question = _question(key, config, day)
    rnd = chat_quiz.engine.single_round(key, question, seconds=_reveal_hours(config) * 3600)
    return ChatMessage(platform, chat_id, _replies(chat_quiz, platform, chat_id, key, config, question, today, rnd))


def preview(chat_quiz: QuizRounds, platform: str, chat_id: str, key: str, config: dict) -> tuple[Reply, ...]:
    """The chat's next daily post as it will read, for an admin: no round opened, nothing claimed
    (its tile buttons come with the real post)."""
    now = datetime.fromtimestamp(chat_quiz.clock(), zone_of(daily_timezone(chat_quiz, key, config)))
    post_at = now.replace(hour=int(config.get("hour", DEFAULT_HOUR)), minute=0, second=0, microsecond=0)
    if post_at <= now:  # today's has come already: the next is tomorrow's
        post_at += timedelta(days=1)
    question = _question(key, config, post_at.date().isoformat())
    return _replies(chat_quiz, platform, chat_id, key, config, question, post_at, None)


def _reveal_hours(config: dict) -> int:
    return int(config.get("reveal", DEFAULT_REVEAL_HOURS))


def _question(key: str, config: dict, day: str):
    question = discard_question(position_for(f"daily:{key}:{day}"), config.get("ruleset", DEFAULT_RULESET))
    return replace(question, meta=replace(question.meta, daily=day))


def _replies(chat_quiz: QuizRounds, platform: str, chat_id: str, key: str, config: dict, question, posted: datetime,
             rnd) -> tuple[Reply, Reply]:
    """The intro and the problem of the post of ``posted``'s day (``rnd``: its round, None for a preview)."""
    day = question.meta.daily
    tr = Translator(chat_quiz.chat_language(platform, chat_id))
    reveal_at = (posted.replace(minute=0, second=0, microsecond=0) + timedelta(hours=_reveal_hours(config)))
    intro = Reply(text=rich_translator(tr)("drill.daily_intro", day=day, time=reveal_at.strftime("%H:%M"),
                                           zone=daily_timezone(chat_quiz, key, config)))
    problem = chat_quiz.discard_round_reply(tr, question, rnd, tr("drill.daily_title", day=day),
                                            chat_quiz.chat_pictures(key))
    return intro, problem


__all__ = ["DailyPosts", "TICK_BUDGET_SECONDS", "read_timezone", "timezone_of", "DEFAULT_HOUR", "DEFAULT_REVEAL_HOURS",
           "POSTED_KIND"]
