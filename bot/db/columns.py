"""Column helpers shared by the schema and the migration scripts.

The migrations use them too, so they define nothing that changes with the schema: a change here would
change what every old migration builds.
"""

from __future__ import annotations

from sqlalchemy import Column, Double, Text
from sqlalchemy.types import TypeEngine


def required(kind: type[TypeEngine], *names: str) -> list[Column]:
    """Columns of one type that always hold a value, in the order named."""
    return [Column(name, kind, nullable=False) for name in names]


def open_in_chat(chat: tuple[str, ...], *columns: Column, after: tuple[Column, ...] = ()) -> list[Column]:
    """The columns of a record a chat has at most one of open (a score sheet's table, a tournament, a played
    table, since revisions 0004 to 0006): its id, its chat, ``open_chat`` (the chat while it is open, NULL once
    it has ended), ``columns``, when it was made and ended, then ``after``."""
    return [
        Column("id", Text, primary_key=True),
        *required(Text, *chat),
        Column("open_chat", Text, unique=True),
        *columns,
        *required(Double, "created_at"),
        Column("ended_at", Double),
        *after,
    ]
