"""Persistent quiz state: games, rounds, answers, flashcards, chat and user settings, adapter state.

One database for the whole bot and all its processes (``DATABASE_URL``: an SQLite file by default,
or PostgreSQL), through SQLAlchemy Core on the tables of ``quiz.schema``. Every state change is one
transaction (on SQLite it takes the write lock at once), answers are unique per (round, player), and
a round is closed by a conditional ``UPDATE`` that only one caller can win, whichever process.
Driver errors come out as ``StorageError`` (``StorageBusy`` after the bounded wait).
"""

from __future__ import annotations

import json
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy import exc
from sqlalchemy.dialects import postgresql, sqlite

from quiz import database
from quiz.database import DEFAULT_DATABASE_URL, StorageBusy, StorageError
from quiz.schema import adapter_state, answers, bot_polls, fan_results, flashcards, games, rounds, settings


def new_id() -> str:
    return uuid.uuid4().hex


class Connection:
    """One transaction on one pooled connection: Core statements (or SQL text with ``:name`` binds)."""

    def __init__(self, raw: sa.Connection):
        self.raw = raw

    def execute(self, statement, params: dict | list | None = None) -> sa.CursorResult:
        if isinstance(statement, str):
            statement = sa.text(statement)
        return self.raw.execute(statement, params) if params is not None else self.raw.execute(statement)

    def one(self, statement, params: dict | None = None) -> sa.Row | None:
        return self.execute(statement, params).first()

    def all(self, statement, params: dict | None = None) -> list[sa.Row]:
        return list(self.execute(statement, params))

    def restart(self) -> None:
        """Undo everything of this transaction and begin a new one on the same connection."""
        self.raw.rollback()
        self.raw.begin()


@dataclass(frozen=True)
class RoundRow:
    id: str
    game_id: str | None
    chat_id: str
    number: int
    question: dict
    started_at: float
    deadline: float
    status: str
    winner_user_id: str | None
    closed_at: float | None


@dataclass(frozen=True)
class GameRow:
    id: str
    chat_id: str
    mode: str
    ruleset: str
    rounds_total: int
    round_seconds: float
    options: dict
    status: str
    rounds_played: int
    created_at: float
    finished_at: float | None


@dataclass(frozen=True)
class AnswerRow:
    round_id: str
    user_id: str
    user_name: str
    chat_id: str
    text: str
    submitted_at: float
    correct: bool
    credit: float
    points: int
    grade: dict


@dataclass(frozen=True)
class CardRow:
    user_id: str
    card_id: str
    box: int
    due: float
    reviews: int
    lapses: int
    last_review: float | None


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _round(row) -> RoundRow:
    return RoundRow(row.id, row.game_id, row.chat_id, row.number, json.loads(row.question), row.started_at,
                    row.deadline, row.status, row.winner_user_id, row.closed_at)


def _game(row) -> GameRow:
    return GameRow(row.id, row.chat_id, row.mode, row.ruleset, row.rounds_total, row.round_seconds,
                   json.loads(row.options), row.status, row.rounds_played, row.created_at, row.finished_at)


def _answer(row) -> AnswerRow:
    return AnswerRow(row.round_id, row.user_id, row.user_name, row.chat_id, row.text, row.submitted_at,
                     bool(row.correct), row.credit, row.points, json.loads(row.grade))


def _card(row) -> CardRow:
    return CardRow(row.user_id, row.card_id, row.box, row.due, row.reviews, row.lapses, row.last_review)


class Storage:
    """One database shared by every part of the bot; safe to use from many threads and processes."""

    def __init__(self, url: str | None = None, *, busy_seconds: float = database.BUSY_SECONDS,
                 max_waiting: int | None = None):
        """``max_waiting`` bounds the threads of this process using the database at once: past it, a
        call fails at once with ``StorageBusy`` instead of waiting too (a held lock must not tie up
        every thread of a bot, leaving none for the commands that need no database)."""
        self.url = database.parse_url(url or os.environ.get("DATABASE_URL") or DEFAULT_DATABASE_URL)
        #: the SQLite file (None on PostgreSQL)
        self.path = database.sqlite_path(self.url)
        self.busy_seconds = busy_seconds
        self._gate = threading.BoundedSemaphore(max_waiting) if max_waiting else None
        self.engine = database.create_engine(self.url, busy_seconds)
        self.dialect = self.engine.dialect.name
        self._insert = postgresql.insert if self.dialect == "postgresql" else sqlite.insert
        try:
            self.migrate()
        except BaseException:
            self.engine.dispose()
            raise

    def __repr__(self) -> str:
        return f"Storage({database.describe(self.url)!r})"

    # ------------------------------------------------------------------ connections

    @contextmanager
    def _admitted(self) -> Iterator[None]:
        if self._gate is None:
            yield
            return
        if not self._gate.acquire(blocking=False):
            raise StorageBusy(f"database {database.describe(self.url)} is busy: too many calls are waiting for it")
        try:
            yield
        finally:
            self._gate.release()

    @contextmanager
    def transaction(self) -> Iterator[Connection]:
        """A write transaction: committed on success, rolled back on any exception."""
        with self._admitted(), self._translated(), self.engine.connect() as raw:
            raw.execution_options(fanbot_write=True)
            raw.begin()
            try:
                yield Connection(raw)
            except BaseException:
                raw.rollback()
                raise
            raw.commit()

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """A connection for reads (one snapshot on PostgreSQL; never waits for a writer on SQLite)."""
        with self._admitted(), self._translated(), self.engine.connect() as raw:
            yield Connection(raw)

    @contextmanager
    def _translated(self) -> Iterator[None]:
        try:
            yield
        except exc.IntegrityError:
            raise  # a broken constraint is the caller's to handle, not a database failure
        except (exc.DBAPIError, exc.TimeoutError) as error:
            raise database.translate(error, self.url) from None

    def _one(self, statement, db: Connection | None = None):
        if db is not None:
            return db.one(statement)
        with self.read() as conn:
            return conn.one(statement)

    def _all(self, statement, db: Connection | None = None) -> list:
        if db is not None:
            return db.all(statement)
        with self.read() as conn:
            return conn.all(statement)

    def close(self) -> None:
        self.engine.dispose()

    def ping(self) -> None:
        """One trivial query (health checks)."""
        with self.read() as db:
            db.one(sa.select(sa.literal(1)))

    def migrate(self) -> str:
        """Bring the schema up to date; returns its revision."""
        return database.migrate(self.engine, self.url, self.busy_seconds)

    def upsert(self, table: sa.Table, keys: Iterable[str], values: dict[str, Any]):
        """``INSERT ... ON CONFLICT (keys) DO UPDATE`` of every other column (both dialects)."""
        statement = self._insert(table).values(**values)
        keys = list(keys)
        return statement.on_conflict_do_update(
            index_elements=keys, set_={c: statement.excluded[c] for c in values if c not in keys})

    def insert_ignore(self, table: sa.Table, keys: Iterable[str], values: dict[str, Any]):
        """``INSERT ... ON CONFLICT (keys) DO NOTHING RETURNING``: a row comes back when it was new.

        (psycopg reports no row count for an insert that SQLAlchemy gives a RETURNING of its own.)"""
        keys = list(keys)
        return (self._insert(table).values(**values).on_conflict_do_nothing(index_elements=keys)
                .returning(table.c[keys[0]]))

    # ------------------------------------------------------------------ settings

    def _get_settings(self, scope: str, scope_id: str) -> dict[str, Any]:
        return self.settings_of([(scope, scope_id)])[(scope, str(scope_id))]

    def settings_of(self, owners: Iterable[tuple[str, str]]) -> dict[tuple[str, str], dict[str, Any]]:
        """The settings of several (scope, id) owners in one query: e.g. a chat's and its user's."""
        owners = [(scope, str(owner)) for scope, owner in owners]
        found: dict[tuple[str, str], dict[str, Any]] = {owner: {} for owner in owners}
        statement = sa.select(settings.c.scope, settings.c.scope_id, settings.c.key, settings.c.value).where(
            sa.tuple_(settings.c.scope, settings.c.scope_id).in_(owners))
        for scope, owner, key, value in self._all(statement):
            found[(scope, owner)][key] = json.loads(value)
        return found

    def _set_setting(self, scope: str, scope_id: str, key: str, value: Any) -> None:
        with self.transaction() as db:
            if value is None:
                db.execute(sa.delete(settings).where(settings.c.scope == scope, settings.c.scope_id == str(scope_id),
                                                     settings.c.key == key))
                return
            db.execute(self.upsert(settings, ("scope", "scope_id", "key"), {
                "scope": scope, "scope_id": str(scope_id), "key": key, "value": _json(value),
                "updated_at": time.time()}))

    def get_chat_settings(self, chat_id: str | int) -> dict[str, Any]:
        """Every setting of a chat (ruleset, language, quiz options...), values as stored (JSON types)."""
        return self._get_settings("chat", str(chat_id))

    def set_chat_setting(self, chat_id: str | int, key: str, value: Any) -> None:
        """Store one chat setting (any JSON value); ``None`` removes it."""
        self._set_setting("chat", str(chat_id), key, value)

    def daily_problems(self) -> dict[str, dict]:
        """The chats with a daily problem (``platform:chat_id`` -> its stored config), in one query."""
        statement = sa.select(settings.c.scope_id, settings.c.value).where(
            settings.c.scope == "daily", settings.c.key == "config")
        return {chat: json.loads(value) for chat, value in self._all(statement)}

    def set_daily_problem(self, chat_id: str, config: dict | None) -> None:
        """Turn a chat's daily problem on (its config) or off (``None``)."""
        self._set_setting("daily", str(chat_id), "config", config)

    def get_user_settings(self, user_id: str | int) -> dict[str, Any]:
        return self._get_settings("user", str(user_id))

    def set_user_setting(self, user_id: str | int, key: str, value: Any) -> None:
        self._set_setting("user", str(user_id), key, value)

    # ------------------------------------------------------------------ adapter state

    def _state_row(self, platform: str, kind: str, key: str):
        return sa.and_(adapter_state.c.platform == platform, adapter_state.c.kind == kind,
                       adapter_state.c.state_key == str(key))

    def put_adapter_state(self, platform: str, kind: str, key: str, value: Any, *,
                          expire_before: float | None = None) -> None:
        """Store one JSON value of an adapter; ``expire_before`` also drops entries older than that time."""
        with self.transaction() as db:
            db.execute(self.upsert(adapter_state, ("platform", "kind", "state_key"), {
                "platform": platform, "kind": kind, "state_key": str(key), "value": _json(value),
                "created_at": time.time()}))
            if expire_before is not None:
                db.execute(sa.delete(adapter_state).where(adapter_state.c.created_at < expire_before))

    def update_adapter_state(self, platform: str, kind: str, key: str, change: Callable[[Any], Any]) -> Any:
        """Read, change and write one value in one transaction, so that two processes changing the same
        entry at once cannot lose either change; ``change`` gets None when there is no entry and may
        return None to delete it. Returns the new value."""
        where = self._state_row(platform, kind, key)
        with self.transaction() as db:
            select = sa.select(adapter_state.c.value).where(where)
            if self.dialect == "postgresql":
                select = select.with_for_update()
            row = db.one(select)
            value = change(json.loads(row.value) if row else None)
            if value is None:
                db.execute(sa.delete(adapter_state).where(where))
            else:
                db.execute(self.upsert(adapter_state, ("platform", "kind", "state_key"), {
                    "platform": platform, "kind": kind, "state_key": str(key), "value": _json(value),
                    "created_at": time.time()}))
        return value

    def adapter_state(self, platform: str, kind: str, key: str) -> Any | None:
        row = self._one(sa.select(adapter_state.c.value).where(self._state_row(platform, kind, key)))
        return json.loads(row.value) if row else None

    def delete_adapter_state(self, platform: str, kind: str, key: str) -> None:
        with self.transaction() as db:
            db.execute(sa.delete(adapter_state).where(self._state_row(platform, kind, key)))

    def claim_adapter_state(self, platform: str, kind: str, key: str, value: Any, *,
                            expire_before: float | None = None) -> bool:
        """Store an entry unless there is one: True for the one caller, of any process, that stored it.

        One conditional insert, so two workers claiming the same key at once get one True between them.
        ``expire_before`` first drops this kind's entries older than that time."""
        with self.transaction() as db:
            if expire_before is not None:
                db.execute(sa.delete(adapter_state).where(
                    adapter_state.c.platform == platform, adapter_state.c.kind == kind,
                    adapter_state.c.created_at < expire_before))
            row = db.one(self.insert_ignore(adapter_state, ("platform", "kind", "state_key"), {
                "platform": platform, "kind": kind, "state_key": str(key), "value": _json(value),
                "created_at": time.time()}))
        return row is not None

    # ------------------------------------------------------------------ polls

    def put_poll(self, platform: str, poll_id: str, chat_id: str, action: str, expire_before: float) -> None:
        with self.transaction() as db:
            db.execute(self.upsert(bot_polls, ("platform", "poll_id"), {
                "platform": platform, "poll_id": str(poll_id), "chat_id": str(chat_id), "action": action,
                "created": time.time()}))
            db.execute(sa.delete(bot_polls).where(bot_polls.c.created < expire_before))

    def poll(self, platform: str, poll_id: str) -> tuple[str, str] | None:
        row = self._one(sa.select(bot_polls.c.chat_id, bot_polls.c.action).where(
            bot_polls.c.platform == platform, bot_polls.c.poll_id == str(poll_id)))
        return (row.chat_id, row.action) if row else None

    # ------------------------------------------------------------------ games and rounds

    def insert_game(self, db: Connection, game: GameRow) -> None:
        db.execute(sa.insert(games).values(
            id=game.id, chat_id=game.chat_id, mode=game.mode, ruleset=game.ruleset, rounds_total=game.rounds_total,
            round_seconds=game.round_seconds, options=_json(game.options), status=game.status,
            rounds_played=game.rounds_played, created_at=game.created_at, finished_at=game.finished_at))

    def game(self, game_id: str, db: Connection | None = None) -> GameRow | None:
        row = self._one(sa.select(games).where(games.c.id == game_id), db)
        return _game(row) if row else None

    def running_game(self, chat_id: str, db: Connection | None = None) -> GameRow | None:
        row = self._one(sa.select(games).where(games.c.chat_id == str(chat_id), games.c.status == "running")
                        .order_by(games.c.created_at.desc()).limit(1), db)
        return _game(row) if row else None

    def running_games(self) -> list[GameRow]:
        return [_game(r) for r in self._all(sa.select(games).where(games.c.status == "running")
                                            .order_by(games.c.created_at))]

    def stop_game(self, db: Connection, game_id: str, now: float) -> bool:
        """End a running game; False when it had ended already."""
        return db.execute(sa.update(games).where(games.c.id == game_id, games.c.status == "running")
                          .values(status="stopped", finished_at=now)).rowcount == 1

    def insert_round(self, db: Connection, rnd: RoundRow) -> None:
        db.execute(sa.insert(rounds).values(
            id=rnd.id, game_id=rnd.game_id, chat_id=rnd.chat_id, number=rnd.number, question=_json(rnd.question),
            started_at=rnd.started_at, deadline=rnd.deadline, status=rnd.status, winner_user_id=rnd.winner_user_id,
            closed_at=rnd.closed_at))

    def round(self, round_id: str, db: Connection | None = None) -> RoundRow | None:
        row = self._one(sa.select(rounds).where(rounds.c.id == round_id), db)
        return _round(row) if row else None

    def has_open_round(self, db: Connection, game_id: str) -> bool:
        return db.one(sa.select(rounds.c.id).where(rounds.c.game_id == game_id, rounds.c.status == "open")
                      .limit(1)) is not None

    def open_rounds(self, chat_id: str | None = None) -> list[RoundRow]:
        statement = sa.select(rounds).where(rounds.c.status == "open").order_by(rounds.c.deadline)
        if chat_id is not None:
            statement = statement.where(rounds.c.chat_id == str(chat_id))
        return [_round(r) for r in self._all(statement)]

    def game_rounds(self, game_id: str) -> list[RoundRow]:
        return [_round(r) for r in self._all(sa.select(rounds).where(rounds.c.game_id == game_id)
                                             .order_by(rounds.c.number))]

    def claim_win(self, db: Connection, round_id: str, user_id: str) -> bool:
        """Make ``user_id`` the round's winner unless someone already is: only one caller can win."""
        return db.execute(sa.update(rounds).where(rounds.c.id == round_id, rounds.c.status == "open",
                                                  rounds.c.winner_user_id.is_(None))
                          .values(winner_user_id=user_id)).rowcount == 1

    def close_round(self, db: Connection, rnd: RoundRow, now: float) -> bool:
        """Close an open round (and count it in its game); False when another caller closed it first."""
        closed = db.execute(sa.update(rounds).where(rounds.c.id == rnd.id, rounds.c.status == "open")
                            .values(status="closed", closed_at=now)).rowcount == 1
        if closed and rnd.game_id is not None:
            db.execute(sa.update(games).where(games.c.id == rnd.game_id)
                       .values(rounds_played=games.c.rounds_played + 1))
            db.execute(sa.update(games).where(games.c.id == rnd.game_id, games.c.status == "running",
                                              games.c.rounds_played >= games.c.rounds_total)
                       .values(status="finished", finished_at=now))
        return closed

    def round_answers(self, round_id: str, db: Connection | None = None) -> list[AnswerRow]:
        return [_answer(r) for r in self._all(sa.select(answers).where(answers.c.round_id == round_id)
                                              .order_by(answers.c.submitted_at, answers.c.user_id), db)]

    def has_answer(self, db: Connection, round_id: str, user_id: str) -> bool:
        return db.one(sa.select(answers.c.user_id).where(answers.c.round_id == round_id,
                                                         answers.c.user_id == user_id)) is not None

    def insert_answer(self, db: Connection, answer: AnswerRow) -> bool:
        """Record an answer unless this player already answered this round; True when recorded."""
        return db.execute(self.insert_ignore(answers, ("round_id", "user_id"), {
            "round_id": answer.round_id, "user_id": answer.user_id, "user_name": answer.user_name,
            "chat_id": answer.chat_id, "text": answer.text, "submitted_at": answer.submitted_at,
            "correct": int(answer.correct), "credit": answer.credit, "points": answer.points,
            "grade": _json(answer.grade)})).first() is not None

    def insert_fan_results(self, db: Connection, round_id: str, user_id: str, chat_id: str,
                           outcomes: dict[str, str], when: float) -> None:
        for fan_id, outcome in outcomes.items():
            db.execute(self.insert_ignore(fan_results, ("round_id", "user_id", "fan_id"), {
                "round_id": round_id, "user_id": user_id, "chat_id": chat_id, "fan_id": fan_id,
                "outcome": outcome, "answered_at": when}))

    # ------------------------------------------------------------------ statistics

    def _scores(self, where, limit: int | None = None, ties_by_correct: bool = True) -> list[tuple]:
        """(user_id, name, points, answers, correct) best first, over the answers ``where`` selects."""
        points, right = sa.func.sum(answers.c.points), sa.func.sum(answers.c.correct)
        order = (points.desc(), right.desc(), answers.c.user_id) if ties_by_correct else (points.desc(),
                                                                                          answers.c.user_id)
        statement = (sa.select(answers.c.user_id, sa.func.max(answers.c.user_name), points, sa.func.count(), right)
                     .where(where).group_by(answers.c.user_id).order_by(*order))
        if limit is not None:
            statement = statement.limit(limit)
        return [(r[0], r[1], int(r[2] or 0), int(r[3]), int(r[4] or 0)) for r in self._all(statement)]

    def leaderboard(self, chat_id: str, since: float | None = None, limit: int = 10) -> list[tuple]:
        """(user_id, name, points, answers, correct) best first; ``since`` limits to recent answers."""
        where = answers.c.chat_id == str(chat_id)
        if since is not None:
            where = sa.and_(where, answers.c.submitted_at >= since)
        return self._scores(where, limit)

    def game_scores(self, game_id: str) -> list[tuple]:
        """(user_id, name, points, answers, correct) of one game's rounds, best first."""
        return self._scores(answers.c.round_id.in_(sa.select(rounds.c.id).where(rounds.c.game_id == game_id)),
                            ties_by_correct=False)

    def user_answers(self, chat_id: str | None, user_id: str, limit: int = 1000) -> list[AnswerRow]:
        """A player's answers, newest first (all chats when ``chat_id`` is None)."""
        statement = (sa.select(answers).where(answers.c.user_id == str(user_id))
                     .order_by(answers.c.submitted_at.desc()).limit(limit))
        if chat_id is not None:
            statement = statement.where(answers.c.chat_id == str(chat_id))
        return [_answer(r) for r in self._all(statement)]

    def fan_outcomes(self, user_id: str, chat_id: str | None = None) -> list[tuple[str, int, int]]:
        """(fan_id, times seen, times right) for a player."""
        right = sa.func.sum(sa.case((fan_results.c.outcome == "right", 1), else_=0))
        statement = (sa.select(fan_results.c.fan_id, sa.func.count(), right)
                     .where(fan_results.c.user_id == str(user_id)).group_by(fan_results.c.fan_id))
        if chat_id is not None:
            statement = statement.where(fan_results.c.chat_id == str(chat_id))
        return [(r[0], int(r[1]), int(r[2] or 0)) for r in self._all(statement)]

    # ------------------------------------------------------------------ flashcards

    def cards(self, user_id: str) -> dict[str, CardRow]:
        return {r.card_id: _card(r) for r in self._all(sa.select(flashcards)
                                                       .where(flashcards.c.user_id == str(user_id)))}

    def card(self, user_id: str, card_id: str, db: Connection | None = None) -> CardRow | None:
        row = self._one(sa.select(flashcards).where(flashcards.c.user_id == str(user_id),
                                                    flashcards.c.card_id == card_id), db)
        return _card(row) if row else None

    def put_card(self, db: Connection, card: CardRow) -> None:
        db.execute(self.upsert(flashcards, ("user_id", "card_id"), {
            "user_id": card.user_id, "card_id": card.card_id, "box": card.box, "due": card.due,
            "reviews": card.reviews, "lapses": card.lapses, "last_review": card.last_review}))


__all__ = [
    "DEFAULT_DATABASE_URL", "Storage", "StorageError", "StorageBusy", "Connection", "GameRow", "RoundRow",
    "AnswerRow", "CardRow", "new_id",
]
