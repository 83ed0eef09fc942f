"""The tables of the shared database, as SQLAlchemy Core metadata (one schema for SQLite and PostgreSQL).

This is the schema at the newest migration (``bot/db/migrations/versions``); a test checks that the
migrations build exactly these tables. Times are Unix timestamps, ids text made by the application,
JSON values text, so that both dialects store the same thing.
"""

from __future__ import annotations

from sqlalchemy import Column, Double, Index, Integer, MetaData, PrimaryKeyConstraint, Table, Text, UniqueConstraint

from bot.db.columns import open_in_chat, required

metadata = MetaData()


def _open_in_chat(name: str, chat: tuple[str, ...], *columns: Column, after: tuple[Column, ...] = (),
                  index: Index) -> Table:
    """A record a chat has at most one of open (``bot.db.columns.open_in_chat``), and its index."""
    return Table(name, metadata, *open_in_chat(chat, *columns, after=after), index)


settings = Table(
    "settings", metadata,
    *required(Text, "scope", "scope_id", "key", "value"),
    *required(Double, "updated_at"),
    PrimaryKeyConstraint("scope", "scope_id", "key"),
)

games = Table(
    "games", metadata,
    Column("id", Text, primary_key=True),
    *required(Text, "chat_id", "mode", "ruleset"),
    *required(Integer, "rounds_total"),
    *required(Double, "round_seconds"),
    *required(Text, "options", "status"),
    Column("rounds_played", Integer, nullable=False, server_default="0"),
    *required(Double, "created_at"),
    Column("finished_at", Double),
    Index("games_chat", "chat_id", "status"),
)

rounds = Table(
    "rounds", metadata,
    Column("id", Text, primary_key=True),
    Column("game_id", Text),
    *required(Text, "chat_id"),
    *required(Integer, "number"),
    *required(Text, "question"),
    *required(Double, "started_at", "deadline"),
    *required(Text, "status"),
    Column("winner_user_id", Text),
    Column("closed_at", Double),
    UniqueConstraint("game_id", "number"),
    Index("rounds_status", "status", "deadline"),
    Index("rounds_chat", "chat_id", "started_at"),
)

answers = Table(
    "answers", metadata,
    *required(Text, "round_id", "user_id", "user_name", "chat_id", "text"),
    *required(Double, "submitted_at"),
    *required(Integer, "correct"),
    *required(Double, "credit"),
    *required(Integer, "points"),
    *required(Text, "grade"),
    PrimaryKeyConstraint("round_id", "user_id"),
    Index("answers_chat_user", "chat_id", "user_id", "submitted_at"),
)

fan_results = Table(
    "fan_results", metadata,
    *required(Text, "round_id", "user_id", "chat_id", "fan_id", "outcome"),
    *required(Double, "answered_at"),
    PrimaryKeyConstraint("round_id", "user_id", "fan_id"),
    Index("fan_results_user", "user_id", "fan_id"),
)

flashcards = Table(
    "flashcards", metadata,
    *required(Text, "user_id", "card_id"),
    *required(Integer, "box"),
    *required(Double, "due"),
    *required(Integer, "reviews", "lapses"),
    Column("last_review", Double),
    PrimaryKeyConstraint("user_id", "card_id"),
    Index("flashcards_due", "user_id", "due"),
)

# What a chat adapter must remember across restarts and share between processes (force-reply
# prompts, keyboards, each player's ticks, long button actions, poll messages): small JSON values.
adapter_state = Table(
    "adapter_state", metadata,
    *required(Text, "platform", "kind", "state_key", "value"),
    *required(Double, "created_at"),
    PrimaryKeyConstraint("platform", "kind", "state_key"),
    Index("adapter_state_created", "created_at"),
)

# A platform's poll id -> the chat and the action its answers go to.
bot_polls = Table(
    "bot_polls", metadata,
    *required(Text, "platform", "poll_id", "chat_id", "action"),
    *required(Double, "created"),
    PrimaryKeyConstraint("platform", "poll_id"),
)

# The score sheets of live games (quiz/sheet): one row per table; ``open_chat`` is the chat id while
# the table is open and NULL once it has ended, so that a chat has at most one open table.
sheet_tables = _open_in_chat(
    "sheet_tables", ("chat_id",),
    *required(Text, "ruleset", "start", "status"),
    Column("last_seq", Integer, nullable=False, server_default="0"),
    Column("author", Text),
    #: the final standings once ended (JSON), for history and stats
    after=(Column("result", Text),),
    index=Index("sheet_tables_chat", "chat_id", "created_at"),
)

# Club tournaments (quiz/tournament): one row per tournament; ``open_chat`` is the chat id until it
# ends (a chat runs one tournament at a time); ``token`` is the unguessable key of its standings page.
tournaments = _open_in_chat(
    "tournaments", ("chat_id",),
    Column("token", Text, nullable=False, unique=True),
    *required(Text, "name"),
    Column("last_seq", Integer, nullable=False, server_default="0"),
    Column("author", Text),
    index=Index("tournaments_chat", "chat_id", "created_at"),
)

# Tables played in the chat (quiz/play): ``open_chat`` is "platform:chat" until the table ends, so a chat
# has at most one; ``version`` counts its changes, ``posts`` what the chat has been shown of them.
play_tables = _open_in_chat(
    "play_tables", ("platform", "chat_id"),
    *required(Text, "status", "seats", "options", "seed"),
    #: the hand being played (1-based; 0 in the lobby) and each seat's total before it (JSON)
    Column("hand", Integer, nullable=False, server_default="0"),
    Column("totals", Text, nullable=False, server_default="[0, 0, 0, 0]"),
    Column("version", Integer, nullable=False, server_default="0"),
    #: when the seats the game waits for get their automatic move (NULL: nobody is waited for)
    Column("deadline", Double),
    Column("posts", Text, nullable=False, server_default="{}"),
    #: the chat's score sheet the hands are recorded on
    Column("sheet_id", Text),
    index=Index("play_tables_due", "platform", "status", "deadline"),
)

# Every append-only log (bot/db/event_log.py): a score sheet's entries (``log`` "sheet", ``stream`` the
# table's id), a tournament's events ("tournament", its id), a played hand's decisions ("play", "table/hand"),
# each numbered from 1. The key makes an entry written twice (two workers, a double press) fail to insert.
event_log = Table(
    "event_log", metadata,
    *required(Text, "log", "stream"),
    *required(Integer, "seq"),
    *required(Text, "kind", "body"),
    Column("author", Text),
    *required(Double, "at"),
    PrimaryKeyConstraint("log", "stream", "seq"),
)

#: every table, parents before children (the order ``fanbot db copy`` fills them in)
TABLES = (settings, games, rounds, answers, fan_results, flashcards, adapter_state, bot_polls, sheet_tables,
          tournaments, play_tables, event_log)
