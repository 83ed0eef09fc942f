"""Quiz games: games, their rounds, each player's answers and fan results, and the scores they add up to.

Answers are unique per (round, player), and a round is closed, or won, by a conditional ``UPDATE``
that only one caller can win, whichever process.
"""

from __future__ import annotations

import json

import sqlalchemy as sa

from bot.db.connection import Repository, to_json
from bot.db.schema import answers, fan_results, games, rounds
from quiz.grades import Grade
from quiz.questions import Question
from quiz.records import AnswerRow, FanOutcome, GameMode, GameOptions, GameRow, LeaderRow, RoundRow


def _round(row) -> RoundRow:
    return RoundRow(row.id, row.game_id, row.chat_id, row.number, Question.from_json(json.loads(row.question)),
                    row.started_at, row.deadline, row.status, row.winner_user_id, row.closed_at)


def _game(row) -> GameRow:
    return GameRow(row.id, row.chat_id, GameMode(row.mode), row.ruleset, row.rounds_total, row.round_seconds,
                   GameOptions.from_json(json.loads(row.options)), row.status, row.rounds_played, row.created_at,
                   row.finished_at)


def _answer(row) -> AnswerRow:
    return AnswerRow(row.round_id, row.user_id, row.user_name, row.chat_id, row.text, row.submitted_at,
                     bool(row.correct), row.credit, row.points, Grade.from_json(json.loads(row.grade)))


class QuizGamesRepository(Repository):
    """Games, rounds and answers of every chat; leaderboards over the answers."""

    # ------------------------------------------------------------------ games

    def insert_game(self, game: GameRow) -> None:
        with self._writing() as db:
            db.execute(sa.insert(games).values(
                id=game.id, chat_id=game.chat_id, mode=game.mode, ruleset=game.ruleset,
                rounds_total=game.rounds_total, round_seconds=game.round_seconds,
                options=to_json(game.options.to_json()), status=game.status, rounds_played=game.rounds_played,
                created_at=game.created_at, finished_at=game.finished_at))

    def game(self, game_id: str) -> GameRow | None:
        row = self._one(sa.select(games).where(games.c.id == game_id))
        return _game(row) if row else None

    def running_game(self, chat_id: str) -> GameRow | None:
        row = self._one(sa.select(games).where(games.c.chat_id == str(chat_id), games.c.status == "running")
                        .order_by(games.c.created_at.desc()).limit(1))
        return _game(row) if row else None

    def running_games(self) -> list[GameRow]:
        return [_game(r) for r in self._all(sa.select(games).where(games.c.status == "running")
                                            .order_by(games.c.created_at))]

    def stop_game(self, game_id: str, now: float) -> bool:
        """End a running game; False when it had ended already."""
        with self._writing() as db:
            return db.execute(sa.update(games).where(games.c.id == game_id, games.c.status == "running")
                              .values(status="stopped", finished_at=now)).rowcount == 1

    # ------------------------------------------------------------------ rounds

    def insert_round(self, rnd: RoundRow) -> None:
        with self._writing() as db:
            db.execute(sa.insert(rounds).values(
                id=rnd.id, game_id=rnd.game_id, chat_id=rnd.chat_id, number=rnd.number,
                question=to_json(rnd.question.to_json()), started_at=rnd.started_at, deadline=rnd.deadline,
                status=rnd.status, winner_user_id=rnd.winner_user_id, closed_at=rnd.closed_at))

    def round(self, round_id: str) -> RoundRow | None:
        row = self._one(sa.select(rounds).where(rounds.c.id == round_id))
        return _round(row) if row else None

    def has_open_round(self, game_id: str) -> bool:
        return self._one(sa.select(rounds.c.id).where(rounds.c.game_id == game_id, rounds.c.status == "open")
                         .limit(1)) is not None

    def open_rounds(self, chat_id: str | None = None) -> list[RoundRow]:
        statement = sa.select(rounds).where(rounds.c.status == "open").order_by(rounds.c.deadline)
        if chat_id is not None:
            statement = statement.where(rounds.c.chat_id == str(chat_id))
        return [_round(r) for r in self._all(statement)]

    def game_rounds(self, game_id: str) -> list[RoundRow]:
        return [_round(r) for r in self._all(sa.select(rounds).where(rounds.c.game_id == game_id)
                                             .order_by(rounds.c.number))]

    def claim_win(self, round_id: str, user_id: str) -> bool:
        """Make ``user_id`` the round's winner unless someone already is: only one caller can win."""
        with self._writing() as db:
            return db.execute(sa.update(rounds).where(rounds.c.id == round_id, rounds.c.status == "open",
                                                      rounds.c.winner_user_id.is_(None))
                              .values(winner_user_id=user_id)).rowcount == 1

    def close_round(self, rnd: RoundRow, now: float) -> bool:
        """Close an open round (and count it in its game); False when another caller closed it first."""
        with self._writing() as db:
            closed = db.execute(sa.update(rounds).where(rounds.c.id == rnd.id, rounds.c.status == "open")
                                .values(status="closed", closed_at=now)).rowcount == 1
            if closed and rnd.game_id is not None:
                db.execute(sa.update(games).where(games.c.id == rnd.game_id)
                           .values(rounds_played=games.c.rounds_played + 1))
                db.execute(sa.update(games).where(games.c.id == rnd.game_id, games.c.status == "running",
                                                  games.c.rounds_played >= games.c.rounds_total)
                           .values(status="finished", finished_at=now))
        return closed

    # ------------------------------------------------------------------ answers

    def round_answers(self, round_id: str) -> list[AnswerRow]:
        return [_answer(r) for r in self._all(sa.select(answers).where(answers.c.round_id == round_id)
                                              .order_by(answers.c.submitted_at, answers.c.user_id))]

    def has_answer(self, round_id: str, user_id: str) -> bool:
        return self._one(sa.select(answers.c.user_id).where(answers.c.round_id == round_id,
                                                            answers.c.user_id == user_id)) is not None

    def insert_answer(self, answer: AnswerRow) -> bool:
        """Record an answer unless this player already answered this round; True when recorded."""
        with self._writing() as db:
            return db.execute(self._database.insert_ignore(answers, ("round_id", "user_id"), {
                "round_id": answer.round_id, "user_id": answer.user_id, "user_name": answer.user_name,
                "chat_id": answer.chat_id, "text": answer.text, "submitted_at": answer.submitted_at,
                "correct": int(answer.correct), "credit": answer.credit, "points": answer.points,
                "grade": to_json(answer.grade.to_json())})).first() is not None

    def insert_fan_results(self, round_id: str, user_id: str, chat_id: str, outcomes: dict[str, str],
                           when: float) -> None:
        with self._writing() as db:
            for fan_id, outcome in outcomes.items():
                db.execute(self._database.insert_ignore(fan_results, ("round_id", "user_id", "fan_id"), {
                    "round_id": round_id, "user_id": user_id, "chat_id": chat_id, "fan_id": fan_id,
                    "outcome": outcome, "answered_at": when}))

    # ------------------------------------------------------------------ scores

    def _scores(self, where, limit: int | None = None, ties_by_correct: bool = True) -> list[LeaderRow]:
        """Each player's total over the answers ``where`` selects, best first."""
        points, right = sa.func.sum(answers.c.points), sa.func.sum(answers.c.correct)
        order = (points.desc(), right.desc(), answers.c.user_id) if ties_by_correct else (points.desc(),
                                                                                          answers.c.user_id)
        statement = (sa.select(answers.c.user_id, sa.func.max(answers.c.user_name), points, sa.func.count(), right)
                     .where(where).group_by(answers.c.user_id).order_by(*order))
        if limit is not None:
            statement = statement.limit(limit)
        return [LeaderRow(r[0], r[1], int(r[2] or 0), int(r[3]), int(r[4] or 0)) for r in self._all(statement)]

    def leaderboard(self, chat_id: str, since: float | None = None, limit: int = 10) -> list[LeaderRow]:
        """A chat's best players; ``since`` limits to recent answers."""
        where = answers.c.chat_id == str(chat_id)
        if since is not None:
            where = sa.and_(where, answers.c.submitted_at >= since)
        return self._scores(where, limit)

    def game_scores(self, game_id: str) -> list[LeaderRow]:
        """The players of one game's rounds, best first."""
        return self._scores(answers.c.round_id.in_(sa.select(rounds.c.id).where(rounds.c.game_id == game_id)),
                            ties_by_correct=False)

    def user_answers(self, chat_id: str | None, user_id: str, limit: int = 1000) -> list[AnswerRow]:
        """A player's answers, newest first (all chats when ``chat_id`` is None)."""
        statement = (sa.select(answers).where(answers.c.user_id == str(user_id))
                     .order_by(answers.c.submitted_at.desc()).limit(limit))
        if chat_id is not None:
            statement = statement.where(answers.c.chat_id == str(chat_id))
        return [_answer(r) for r in self._all(statement)]

    def fan_outcomes(self, user_id: str, chat_id: str | None = None) -> list[FanOutcome]:
        """How often a player met each fan, and had it right."""
        right = sa.func.sum(sa.case((fan_results.c.outcome == "right", 1), else_=0))
        statement = (sa.select(fan_results.c.fan_id, sa.func.count(), right)
                     .where(fan_results.c.user_id == str(user_id)).group_by(fan_results.c.fan_id))
        if chat_id is not None:
            statement = statement.where(fan_results.c.chat_id == str(chat_id))
        return [FanOutcome(r[0], int(r[1]), int(r[2] or 0)) for r in self._all(statement)]


__all__ = ["QuizGamesRepository"]
