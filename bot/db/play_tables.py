"""Tables played in the chat: one row per table, and each hand's append-only log of decisions.

A chat has at most one table not ended (a unique ``open_chat``); a decision is keyed by (table, hand,
seq), so the same decision taken twice, by a double press or by two workers, is stored once.
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from sqlalchemy import exc

from bot.db.connection import Repository
from bot.db.schema import play_decisions, play_tables
from quiz.play.model import Decision, Options, PlayTable, Posts, Seat, Status
from quiz.records import DuplicateRecord


def _open_chat(table: PlayTable) -> str | None:
    return None if table.status is Status.ENDED else f"{table.platform}:{table.chat_id}"


def _values(table: PlayTable) -> dict:
    return dict(platform=table.platform, chat_id=table.chat_id, open_chat=_open_chat(table), status=table.status.value,
                seats=json.dumps([seat.to_json() for seat in table.seats], ensure_ascii=False),
                options=json.dumps(table.options.to_json()), seed=table.seed, hand=table.hand,
                totals=json.dumps(list(table.totals)), version=table.version, deadline=table.deadline,
                posts=json.dumps(table.posts.to_json()), sheet_id=table.sheet_id, created_at=table.created_at,
                ended_at=table.ended_at)


def _table(row) -> PlayTable:
    seats = tuple(Seat.from_json(seat) for seat in json.loads(row.seats))
    return PlayTable(row.id, row.platform, row.chat_id, Status(row.status), seats,
                     Options.from_json(json.loads(row.options)),
                     row.seed, row.hand, tuple(json.loads(row.totals)), row.version, row.deadline,
                     Posts.from_json(json.loads(row.posts)), row.sheet_id, row.created_at, row.ended_at)


class PlayTableRepository(Repository):
    """Play tables and their decisions."""

    def open_table(self, platform: str, chat_id: str, *, lock: bool = False) -> PlayTable | None:
        """The chat's table not ended; ``lock`` holds its row until the transaction ends (writes)."""
        statement = sa.select(play_tables).where(play_tables.c.open_chat == f"{platform}:{chat_id}")
        row = self._one(self._database.locking(statement) if lock else statement)
        return _table(row) if row is not None else None

    def table(self, table_id: str, *, lock: bool = False) -> PlayTable | None:
        statement = sa.select(play_tables).where(play_tables.c.id == table_id)
        row = self._one(self._database.locking(statement) if lock else statement)
        return _table(row) if row is not None else None

    def live(self, platform: str) -> list[PlayTable]:
        """The platform's tables not ended (for the timers and the posts)."""
        statement = (sa.select(play_tables).where(play_tables.c.platform == platform,
                                                  play_tables.c.status != Status.ENDED.value)
                     .order_by(play_tables.c.created_at))
        return [_table(row) for row in self._all(statement)]

    def last_table(self, platform: str, chat_id: str) -> PlayTable | None:
        """The chat's newest table, ended or not (``/play export``)."""
        statement = (sa.select(play_tables).where(play_tables.c.platform == platform,
                                                  play_tables.c.chat_id == str(chat_id))
                     .order_by(play_tables.c.created_at.desc(), play_tables.c.ended_at.desc().nulls_first())
                     .limit(1))
        row = self._one(statement)
        return _table(row) if row is not None else None

    def decisions(self, table_id: str, hand: int) -> tuple[Decision, ...]:
        """A hand's log, oldest first."""
        statement = (sa.select(play_decisions).where(play_decisions.c.table_id == table_id,
                                                     play_decisions.c.hand == hand)
                     .order_by(play_decisions.c.seq))
        return tuple(Decision(r.seq, r.seat, json.loads(r.action), r.author, r.at) for r in self._all(statement))

    def insert_table(self, table: PlayTable) -> None:
        """Store a new table; ``DuplicateRecord`` when the chat has one not ended already."""
        with self._writing() as db:
            try:
                db.execute(sa.insert(play_tables).values(id=table.id, **_values(table)))
            except exc.IntegrityError:
                raise DuplicateRecord(f"chat {table.platform}:{table.chat_id} has an open table") from None

    def update(self, table: PlayTable) -> None:
        with self._writing() as db:
            db.execute(sa.update(play_tables).where(play_tables.c.id == table.id).values(**_values(table)))

    def set_posts(self, table_id: str, posts: Posts) -> None:
        """What the chat was shown, without touching the game (no version is bumped)."""
        with self._writing() as db:
            db.execute(sa.update(play_tables).where(play_tables.c.id == table_id)
                       .values(posts=json.dumps(posts.to_json())))

    def append(self, table_id: str, hand: int, decision: Decision) -> None:
        """Add a decision; ``DuplicateRecord`` when that (hand, seq) is taken: it was decided already."""
        with self._writing() as db:
            try:
                db.execute(sa.insert(play_decisions).values(
                    table_id=table_id, hand=hand, seq=decision.seq, seat=decision.seat,
                    action=json.dumps(decision.action), author=decision.author, at=decision.at))
            except exc.IntegrityError:
                raise DuplicateRecord(f"decision {hand}/{decision.seq} of {table_id} is taken") from None


__all__ = ["PlayTableRepository"]
