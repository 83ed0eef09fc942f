"""Tables played in the chat: one row per table, and each hand's append-only log of decisions (the "play"
log of ``bot.db.event_log``, a stream per hand: "table id/hand").

A chat has at most one table not ended (a unique ``open_chat``); a decision is keyed by (table, hand,
seq), so the same decision taken twice, by a double press or by two workers, is stored once.
"""

from __future__ import annotations

import json

import sqlalchemy as sa

from bot.db.event_log import LoggedRepository, LogRow
from bot.db.schema import play_tables
from quiz.play.model import Decision, Options, PlayTable, Posts, Seat, Status


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


def _hand(table_id: str, hand: int) -> str:
    """A hand's stream in the log."""
    return f"{table_id}/{hand}"


class DecisionCodec:
    """A hand's decisions as rows of the one event log: the seat and the engine's action are the body,
    the action's kind the row's kind."""

    log = "play"

    @staticmethod
    def encode(decision: Decision) -> LogRow:
        kind = decision.action.get("kind")
        body = json.dumps({"seat": decision.seat, "action": decision.action})
        return LogRow(decision.seq, "decision" if kind is None else str(kind), body, decision.author, decision.at)

    @staticmethod
    def decode(row: LogRow) -> Decision:
        body = json.loads(row.body)
        return Decision(row.seq, body["seat"], body["action"], row.author or "", row.at)


class PlayTableRepository(LoggedRepository[Decision]):
    """Play tables and their decisions."""

    codec = DecisionCodec()

    def open_table(self, platform: str, chat_id: str, *, lock: bool = False) -> PlayTable | None:
        """The chat's table not ended; ``lock`` holds its row until the transaction ends (writes)."""
        statement = sa.select(play_tables).where(play_tables.c.open_chat == f"{platform}:{chat_id}")
        row = self._one(statement, lock=lock)
        return _table(row) if row is not None else None

    def table(self, table_id: str, *, lock: bool = False) -> PlayTable | None:
        statement = sa.select(play_tables).where(play_tables.c.id == table_id)
        row = self._one(statement, lock=lock)
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
        return self.log.events(_hand(table_id, hand))

    def insert_table(self, table: PlayTable) -> None:
        """Store a new table; ``DuplicateRecord`` when the chat has one not ended already."""
        with self._writing() as db, self._inserting(f"chat {table.platform}:{table.chat_id} has an open table"):
            db.execute(sa.insert(play_tables).values(id=table.id, **_values(table)))

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
        self.log.append(_hand(table_id, hand), decision)


__all__ = ["PlayTableRepository"]
