"""Quiz games in a chat: rounds with a deadline, answers from many players, scores and statistics.

A round is one hand; players answer until the deadline. Modes:
- ``first``: the first correct answer wins the round and closes it; one answer per player.
- ``all``: everyone answers once; each answer scores by its credit.
Correct answers earn a speed bonus. A game is N rounds. Everything lives in the store: the
deadline is a stored timestamp, so a new process on the same database re-arms or closes the
rounds a stopped one left open (``resume``). Each answer is one transaction keyed by
(round, player), and a round is closed by a conditional update, so concurrent answers are never
lost or counted twice and a round is closed exactly once.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from enum import StrEnum

from quiz.answers import name_index
from quiz.discards import KIND as DISCARD_KIND
from quiz.discards import random_discard_question
from quiz.errors import GameError
from quiz.generator import generate_question
from quiz.grading import Grade, grade
from quiz.kinds import KIND_ALIASES, KINDS, kind_named
from quiz.ports import Store, Transaction
from quiz.questions import Question, question_kind
from quiz.records import AnswerRow, Difficulty, GameMode, GameOptions, GameRow, LeaderRow, RoundRow, new_id
from quiz.rulesets import DEFAULT_RULESET, quiz_of

MODES = tuple(GameMode)
BASE_POINTS = 10
SPEED_BONUS = 5
DEFAULT_SECONDS = 60.0

QuestionSource = Callable[[GameRow, int], Question]


class SubmitStatus(StrEnum):
    """What became of an answer (a str, so it compares equal to its value)."""

    ACCEPTED = "accepted"
    DUPLICATE = "duplicate"
    CLOSED = "closed"
    LATE = "late"
    NO_ROUND = "no_round"


@dataclass(frozen=True)
class SubmitResult:
    status: SubmitStatus
    grade: Grade | None = None
    points: int = 0
    #: this answer won the round (``first`` mode)
    won: bool = False
    #: the round is closed after this answer
    round_closed: bool = False

    @property
    def accepted(self) -> bool:
        return self.status is SubmitStatus.ACCEPTED


@dataclass
class RoundSummary:
    round: RoundRow
    question: Question
    answers: list[AnswerRow]
    game: GameRow | None
    #: the game has no more rounds to play
    game_finished: bool = False

    @property
    def winner(self) -> AnswerRow | None:
        for a in self.answers:
            if a.user_id == self.round.winner_user_id:
                return a
        return None

@dataclass
class QuizStats:
    user_id: str
    answers: int = 0
    correct: int = 0
    points: int = 0
    streak: int = 0
    best_streak: int = 0
    #: (fan id, times seen, times missed or wrongly claimed), weakest first
    weakest: list[tuple[str, int, int]] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0


def week_start(now: float) -> float:
    """Monday 00:00 UTC of the week containing ``now``."""
    day = datetime.fromtimestamp(now, UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    return (day - timedelta(days=day.weekday())).timestamp()


def speed_bonus(submitted_at: float, started_at: float, deadline: float) -> int:
    span = max(deadline - started_at, 1e-9)
    left = min(max(deadline - submitted_at, 0.0), span)
    return round(SPEED_BONUS * left / span)


def resolve_target(target: str | None, ruleset: str) -> str | None:
    """A target fan id from an id or any name (一色三步高); GameError names an unknown one."""
    if target is None:
        return None

    part = quiz_of(ruleset)
    known = set(part.targets())
    if target in known:
        return target
    found = name_index(ruleset).resolve(target) or []
    if len(found) == 1 and found[0] in known:
        return found[0]
    raise part.unknown_target(target)


def default_question_source(game: GameRow, number: int) -> Question:
    """A generated hand, reproducible from the game's seed and the round number."""
    options = game.options
    rng = random.Random(f"{options.seed}:{number}") if options.seed is not None else random.Random()
    if options.kind == DISCARD_KIND:
        return random_discard_question(rng, game.ruleset)
    return generate_question(rng, ruleset=game.ruleset, kind=options.kind, difficulty=options.difficulty,
                             target=options.target)


class GameEngine:
    """Games, rounds and answers for every chat, over one shared store (``quiz.ports.Store``)."""

    def __init__(self, storage: Store, question_source: QuestionSource | None = None,
                 clock: Callable[[], float] = time.time, deck_for: Callable[[str], object] | None = None):
        self.storage = storage
        self.question_source = question_source or default_question_source
        self.clock = clock
        #: returns a flashcard deck (``quiz.flashcards.Deck``) per ruleset, to bring missed fans forward
        self.deck_for = deck_for

    # ------------------------------------------------------------------ games

    def start_game(self, chat_id: str | int, rounds: int = 5, mode: str = GameMode.ALL,
                   seconds: float = DEFAULT_SECONDS,
                   ruleset: str = DEFAULT_RULESET, kind: str = "fans", difficulty: str = "normal",
                   target: str | None = None, seed: int | str | None = None,
                   started_by: str | None = None) -> GameRow:
        if mode not in MODES:
            raise GameError("unknown_mode", mode=mode)
        if not 1 <= rounds <= 100:
            raise GameError("bad_rounds", rounds=rounds, low=1, high=100)
        if not 5 <= seconds <= 3600:
            raise GameError("bad_seconds", seconds=f"{seconds:g}", low=5, high=3600)
        named = kind_named(kind)
        if named is None:
            raise GameError("unknown_kind", kind=KIND_ALIASES.get(kind, kind), kinds=", ".join(KINDS))
        if named not in quiz_of(ruleset).kinds:
            raise quiz_of(ruleset).unasked_kind(named)
        kind = question_kind(kind, ruleset)
        if difficulty not in tuple(Difficulty):
            raise GameError("unknown_difficulty", difficulty=difficulty)
        target = resolve_target(target, ruleset)
        options = GameOptions(kind, Difficulty(difficulty), target, seed, started_by)
        game = GameRow(new_id(), str(chat_id), GameMode(mode), ruleset, rounds, float(seconds), options, "running", 0,
                       self.clock(), None)
        with self.storage.transaction() as db:
            if db.games.running_game(str(chat_id)) is not None:
                raise GameError("already_running")
            db.games.insert_game(game)
        return game

    def stop_game(self, game_id: str) -> list[RoundSummary]:
        """Close the open round (its answers count) and end the game."""
        summaries = [s for r in self.storage.games.game_rounds(game_id) if r.status == "open"
                     if (s := self.close_round(r.id)) is not None]
        with self.storage.transaction() as db:
            db.games.stop_game(game_id, self.clock())
        return summaries

    def start_round(self, game_id: str) -> RoundRow:
        game = self.storage.games.game(game_id)
        if game is None:
            raise GameError("no_such_game")
        if game.status != "running":
            raise GameError("game_over")
        number = game.rounds_played + 1
        if number > game.rounds_total:
            raise GameError("all_rounds_played")
        question = self.question_source(game, number)
        now = self.clock()
        rnd = RoundRow(new_id(), game.id, game.chat_id, number, question, now, now + game.round_seconds,
                       "open", None, None)
        with self.storage.transaction() as db:
            current = db.games.game(game_id)
            if current is None or current.status != "running" or current.rounds_played + 1 != number:
                raise GameError("moved_on")
            if db.games.has_open_round(game_id):
                raise GameError("round_open")
            db.games.insert_round(rnd)
        return rnd

    def single_round(self, chat_id: str | int, question: Question, seconds: float = DEFAULT_SECONDS,
                     mode: str = GameMode.ALL) -> RoundRow:
        """A round outside any game (``/quiz`` once)."""
        now = self.clock()
        question = replace(question, meta=replace(question.meta, mode=mode))
        rnd = RoundRow(new_id(), None, str(chat_id), 0, question, now, now + seconds, "open", None, None)
        with self.storage.transaction() as db:
            db.games.insert_round(rnd)
        return rnd

    # ------------------------------------------------------------------ answers

    def submit(self, round_id: str, user_id: str | int, user_name: str, text: str) -> SubmitResult:
        user_id = str(user_id)
        rnd = self.storage.games.round(round_id)
        if rnd is None:
            return SubmitResult(SubmitStatus.NO_ROUND)
        if rnd.status != "open":
            return SubmitResult(SubmitStatus.CLOSED)
        question = rnd.question
        result = grade(question, text)  # pure CPU work, kept out of the write transaction
        game = self.storage.games.game(rnd.game_id) if rnd.game_id else None
        mode = game.mode if game else question.meta.mode or GameMode.ALL
        with self.storage.transaction() as db:
            now = self.clock()
            current = db.games.round(round_id)
            if current is None or current.status != "open":
                return SubmitResult(SubmitStatus.CLOSED, result)
            if now > current.deadline:
                return SubmitResult(SubmitStatus.LATE, result)
            if db.games.has_answer(round_id, user_id):
                return SubmitResult(SubmitStatus.DUPLICATE, result)
            bonus = speed_bonus(now, current.started_at, current.deadline) if result.correct else 0
            won = False
            if mode == GameMode.FIRST:
                points = 0
                if result.correct:
                    won = db.games.claim_win(round_id, user_id)
                    points = BASE_POINTS + bonus if won else 0
            else:
                points = round(BASE_POINTS * result.credit) + bonus
            answer = AnswerRow(round_id, user_id, user_name, current.chat_id, text[:500], now, result.correct,
                               result.credit, points, result)
            if not db.games.insert_answer(answer):
                # Another process recorded this player first (possible on PostgreSQL): undo the win too.
                db.restart()
                return SubmitResult(SubmitStatus.DUPLICATE, result)
            db.games.insert_fan_results(round_id, user_id, current.chat_id, result.outcomes, now)
            closed = False
            if won:
                closed = self._close_in(db, current, now)
        self._bring_cards_forward(question, user_id, result)
        return SubmitResult(SubmitStatus.ACCEPTED, result, points, won, closed)

    def _bring_cards_forward(self, question: Question, user_id: str, result: Grade) -> None:
        if self.deck_for is None:
            return
        missed = [f for f, outcome in result.outcomes.items() if outcome != "right"]
        if missed:
            deck = self.deck_for(question.ruleset)
            deck.missed_in_quiz(user_id, missed)  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ closing

    def _close_in(self, db: Transaction, rnd: RoundRow, now: float) -> bool:
        return db.games.close_round(rnd, now)

    def close_round(self, round_id: str) -> RoundSummary | None:
        """Close a round (deadline reached or stopped); None if it was already closed."""
        with self.storage.transaction() as db:
            rnd = db.games.round(round_id)
            if rnd is None or not self._close_in(db, rnd, self.clock()):
                return None
        return self.summary(round_id)

    def summary(self, round_id: str) -> RoundSummary:
        rnd = self.storage.games.round(round_id)
        if rnd is None:
            raise GameError("no_such_round")
        game = self.storage.games.game(rnd.game_id) if rnd.game_id else None
        finished = game is not None and game.status != "running"
        answers = self.storage.games.round_answers(round_id)
        return RoundSummary(rnd, rnd.question, answers, game, finished)

    def due_rounds(self) -> list[RoundRow]:
        now = self.clock()
        return [r for r in self.storage.games.open_rounds() if r.deadline <= now]

    def close_due_rounds(self) -> list[RoundSummary]:
        """Close every open round past its deadline (a timer fired, or a process restarted)."""
        return [s for r in self.due_rounds() if (s := self.close_round(r.id)) is not None]

    def resume(self) -> tuple[list[RoundSummary], list[RoundRow]]:
        """After a restart: close what is overdue; return it and the rounds still running (to re-arm timers)."""
        closed = self.close_due_rounds()
        return closed, self.storage.games.open_rounds()

    def open_round(self, chat_id: str | int) -> RoundRow | None:
        rounds = self.storage.games.open_rounds(str(chat_id))
        return rounds[0] if rounds else None

    # ------------------------------------------------------------------ results and statistics

    def game_scores(self, game_id: str) -> list[LeaderRow]:
        return self.storage.games.game_scores(game_id)

    def leaderboard(self, chat_id: str | int, period: str = "all", limit: int = 10) -> list[LeaderRow]:
        """Best players of a chat, all time or this week (since Monday 00:00 UTC)."""
        if period not in ("all", "week"):
            raise GameError("unknown_period", period=period)
        since = week_start(self.clock()) if period == "week" else None
        return self.storage.games.leaderboard(str(chat_id), since, limit)

    def player_stats(self, chat_id: str | int | None, user_id: str | int, weakest: int = 3) -> QuizStats:
        answers = self.storage.games.user_answers(None if chat_id is None else str(chat_id), str(user_id))
        stats = QuizStats(str(user_id), len(answers), sum(a.correct for a in answers),
                            sum(a.points for a in answers))
        for a in answers:  # newest first
            if not a.correct:
                break
            stats.streak += 1
        run = 0
        for a in reversed(answers):
            run = run + 1 if a.correct else 0
            stats.best_streak = max(stats.best_streak, run)
        outcomes = self.storage.games.fan_outcomes(str(user_id), None if chat_id is None else str(chat_id))
        ranked = sorted(((o.fan_id, o.seen, o.seen - o.right) for o in outcomes),
                        key=lambda t: (-(t[2] / t[1]), -t[2], t[0]))
        stats.weakest = [t for t in ranked if t[2] > 0][:weakest]
        return stats


async def close_rounds_at_deadlines(engine: GameEngine, on_closed: Callable[[RoundSummary], object],
                                    idle_seconds: float = 1.0, stop: asyncio.Event | None = None) -> None:
    """The round timer: sleep until the earliest stored deadline, close what is due, report it.

    Deadlines are read from storage each time, so rounds started by another process, or left open
    by a process that stopped, are closed too; several processes may run this loop at once (each
    round is closed, and reported, by exactly one of them).
    """
    stop = stop or asyncio.Event()
    while not stop.is_set():
        for summary in engine.close_due_rounds():
            result = on_closed(summary)
            if asyncio.iscoroutine(result):
                await result
        upcoming = [r.deadline for r in engine.storage.games.open_rounds()]
        wait = min(upcoming) - engine.clock() if upcoming else idle_seconds
        try:
            await asyncio.wait_for(stop.wait(), timeout=min(max(wait, 0.01), idle_seconds))
        except TimeoutError:
            pass


__all__ = [
    "close_rounds_at_deadlines",
    "GameEngine", "GameError", "SubmitResult", "SubmitStatus", "RoundSummary", "LeaderRow", "QuizStats", "MODES",
    "BASE_POINTS", "SPEED_BONUS", "week_start", "speed_bonus", "default_question_source",
]
