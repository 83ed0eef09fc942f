"""Round results a worker still owes a chat, kept in the shared storage until they are posted.

A worker marks a due round as owed (with a lease in its name) before it closes it, and clears the mark
once the result is posted. A worker that stops with the result unsent releases the mark; one that dies
lets its lease run out. Either way the next tick of whichever worker runs takes the mark over and posts
the result again from the stored round: never lost. Two workers never both hold one mark (one entry,
changed in one transaction), so a result is posted twice only if a worker dies between Telegram's
answer and clearing the mark.
"""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import Callable

from bot.calls import ChatMessage
from bot.db.adapter_state import AdapterStateRepository
from bot.replies import Reply
from bot.services.quiz_rounds import QuizRounds

log = logging.getLogger("fanbot.quiz")

OWED_KIND = "owed_results"
OWED_KEY = "rounds"
#: how long a worker may take to post a result before another takes it over (longer than a group's
#: minute-long window, so a live worker waiting for it is not doubled)
OWED_LEASE_SECONDS = 150.0


class OwedResults:
    """The owed results of one platform's rounds: round id -> {"chat", "worker", "until"}, one entry of the
    adapters' ``state``."""

    def __init__(self, state: AdapterStateRepository, clock: Callable[[], float], lease: float = OWED_LEASE_SECONDS,
                 worker: str | None = None) -> None:
        self.state = state
        self.clock = clock
        self.lease = lease
        self.worker = worker or f"{os.getpid()}-{uuid.uuid4().hex[:8]}"

    def _change(self, platform: str, change) -> dict:
        def apply(old):
            new = change(dict(old or {}))
            return new or None  # an empty map is no entry
        return self.state.update(platform, OWED_KIND, OWED_KEY, apply) or {}

    def owe(self, platform: str, round_id: str, chat: str) -> bool:
        """Mark the round's result as this worker's to post; False when another live worker holds it."""
        now = self.clock()

        def take(owed: dict) -> dict:
            held = owed.get(round_id)
            if held is None or held["until"] <= now or held["worker"] == self.worker:
                owed[round_id] = {"chat": chat, "worker": self.worker, "until": now + self.lease}
            return owed
        return self._change(platform, take)[round_id]["worker"] == self.worker

    def take_over(self, platform: str) -> dict[str, str]:
        """The released or expired marks, now this worker's: round id -> chat.

        Every tick of every worker asks, and almost always nothing has expired: a plain read answers that,
        and only a mark to take locks the entry (which is read again under the lock)."""
        now = self.clock()
        if not any(held["until"] <= now for held in (self.state.get(platform, OWED_KIND, OWED_KEY) or {}).values()):
            return {}
        taken: dict[str, str] = {}

        def take(owed: dict) -> dict:
            taken.clear()
            for round_id, held in owed.items():
                if held["until"] <= now:
                    owed[round_id] = {"chat": held["chat"], "worker": self.worker, "until": now + self.lease}
                    taken[round_id] = held["chat"]
            return owed
        self._change(platform, take)
        return dict(taken)

    def paid(self, platform: str, round_id: str) -> None:
        """The result is posted (or can never be): the mark goes."""
        self._change(platform, lambda owed: {k: v for k, v in owed.items()
                                             if not (k == round_id and v["worker"] == self.worker)})

    def release(self, platform: str, round_ids) -> None:
        """Stopping with these results unsent: the next worker's tick takes them at once."""
        ids = set(round_ids)

        def free(owed: dict) -> dict:
            for round_id in ids & owed.keys():
                if owed[round_id]["worker"] == self.worker:
                    owed[round_id] = {**owed[round_id], "until": 0.0}
            return owed
        self._change(platform, free)


def replays(chat_quiz: QuizRounds, owed: OwedResults, platform: str) -> list[ChatMessage]:
    """The results another worker owed and gave up (or died owing), posted again from the stored rounds."""
    messages = []
    for round_id, chat in owed.take_over(platform).items():
        try:
            replies = replay(chat_quiz, round_id)
        except Exception:  # a round gone (or unreadable): nothing can be posted for it
            log.exception("the owed result of round %s could not be rebuilt", round_id)
            replies = []
        if replies:
            messages.append(ChatMessage(platform, chat.partition(":")[2], tuple(replies), round_id))
        else:
            owed.paid(platform, round_id)
    return messages


def replay(chat_quiz: QuizRounds, round_id: str) -> list[Reply]:
    """A closed round's result as its closing posted it: the summary, then the next question or the
    final scores (as the game stands now)."""
    summary = chat_quiz.engine.summary(round_id)
    platform, _, chat_id = summary.round.chat_id.partition(":")
    language = chat_quiz.chat_language(platform, chat_id)
    replies = [chat_quiz.summary_reply(language, summary)]
    game = chat_quiz.game(summary.game.id) if summary.game is not None else None
    if game is None:
        return replies
    if game.status != "running":
        return [*replies, chat_quiz.final_reply(language, game.id)]
    following = chat_quiz.engine.open_round(summary.round.chat_id)
    if following is not None and following.game_id == game.id:
        question = following.question
        pictures = chat_quiz.chat_pictures(following.chat_id)
        replies.append(chat_quiz.question_reply(language, question, following, game, pictures))
    return replies
