"""The tables of the shared database, as SQLAlchemy Core metadata (one schema for SQLite and PostgreSQL).

This is the schema at the newest migration (``bot/db/migrations/versions``); a test checks that the
migrations build exactly these tables. Times are Unix timestamps, ids text made by the application,
JSON values text, so that both dialects store the same thing.
"""

from __future__ import annotations

from sqlalchemy import Column, Double, Index, Integer, MetaData, PrimaryKeyConstraint, Table, Text, UniqueConstraint

metadata = MetaData()

settings = Table(
    "settings", metadata,
    Column("scope", Text, nullable=False),
    Column("scope_id", Text, nullable=False),
    Column("key", Text, nullable=False),
    Column("value", Text, nullable=False),
    Column("updated_at", Double, nullable=False),
    PrimaryKeyConstraint("scope", "scope_id", "key"),
)

games = Table(
    "games", metadata,
    Column("id", Text, primary_key=True),
    Column("chat_id", Text, nullable=False),
    Column("mode", Text, nullable=False),
    Column("ruleset", Text, nullable=False),
    Column("rounds_total", Integer, nullable=False),
    Column("round_seconds", Double, nullable=False),
    Column("options", Text, nullable=False),
    Column("status", Text, nullable=False),
    Column("rounds_played", Integer, nullable=False, server_default="0"),
    Column("created_at", Double, nullable=False),
    Column("finished_at", Double),
    Index("games_chat", "chat_id", "status"),
)

rounds = Table(
    "rounds", metadata,
    Column("id", Text, primary_key=True),
    Column("game_id", Text),
    Column("chat_id", Text, nullable=False),
    Column("number", Integer, nullable=False),
    Column("question", Text, nullable=False),
    Column("started_at", Double, nullable=False),
    Column("deadline", Double, nullable=False),
    Column("status", Text, nullable=False),
    Column("winner_user_id", Text),
    Column("closed_at", Double),
    UniqueConstraint("game_id", "number"),
    Index("rounds_status", "status", "deadline"),
    Index("rounds_chat", "chat_id", "started_at"),
)

answers = Table(
    "answers", metadata,
    Column("round_id", Text, nullable=False),
    Column("user_id", Text, nullable=False),
    Column("user_name", Text, nullable=False),
    Column("chat_id", Text, nullable=False),
    Column("text", Text, nullable=False),
    Column("submitted_at", Double, nullable=False),
    Column("correct", Integer, nullable=False),
    Column("credit", Double, nullable=False),
    Column("points", Integer, nullable=False),
    Column("grade", Text, nullable=False),
    PrimaryKeyConstraint("round_id", "user_id"),
    Index("answers_chat_user", "chat_id", "user_id", "submitted_at"),
)

fan_results = Table(
    "fan_results", metadata,
    Column("round_id", Text, nullable=False),
    Column("user_id", Text, nullable=False),
    Column("chat_id", Text, nullable=False),
    Column("fan_id", Text, nullable=False),
    Column("outcome", Text, nullable=False),
    Column("answered_at", Double, nullable=False),
    PrimaryKeyConstraint("round_id", "user_id", "fan_id"),
    Index("fan_results_user", "user_id", "fan_id"),
)

flashcards = Table(
    "flashcards", metadata,
    Column("user_id", Text, nullable=False),
    Column("card_id", Text, nullable=False),
    Column("box", Integer, nullable=False),
    Column("due", Double, nullable=False),
    Column("reviews", Integer, nullable=False),
    Column("lapses", Integer, nullable=False),
    Column("last_review", Double),
    PrimaryKeyConstraint("user_id", "card_id"),
    Index("flashcards_due", "user_id", "due"),
)

# What a chat adapter must remember across restarts and share between processes (force-reply
# prompts, keyboards, each player's ticks, long button actions, poll messages): small JSON values.
adapter_state = Table(
    "adapter_state", metadata,
    Column("platform", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("state_key", Text, nullable=False),
    Column("value", Text, nullable=False),
    Column("created_at", Double, nullable=False),
    PrimaryKeyConstraint("platform", "kind", "state_key"),
    Index("adapter_state_created", "created_at"),
)

# A platform's poll id -> the chat and the action its answers go to.
bot_polls = Table(
    "bot_polls", metadata,
    Column("platform", Text, nullable=False),
    Column("poll_id", Text, nullable=False),
    Column("chat_id", Text, nullable=False),
    Column("action", Text, nullable=False),
    Column("created", Double, nullable=False),
    PrimaryKeyConstraint("platform", "poll_id"),
)

# The score sheets of live games (quiz/sheet): one row per table; ``open_chat`` is the chat id while
# the table is open and NULL once it has ended, so that a chat has at most one open table.
sheet_tables = Table(
    "sheet_tables", metadata,
    Column("id", Text, primary_key=True),
    Column("chat_id", Text, nullable=False),
    Column("open_chat", Text, unique=True),
    Column("ruleset", Text, nullable=False),
    Column("start", Text, nullable=False),
    Column("status", Text, nullable=False),
    Column("last_seq", Integer, nullable=False, server_default="0"),
    Column("author", Text),
    Column("created_at", Double, nullable=False),
    Column("ended_at", Double),
    #: the final standings once ended (JSON), for history and stats
    Column("result", Text),
    Index("sheet_tables_chat", "chat_id", "created_at"),
)

# Club tournaments (quiz/tournament): one row per tournament; ``open_chat`` is the chat id until it
# ends (a chat runs one tournament at a time); ``token`` is the unguessable key of its standings page.
tournaments = Table(
    "tournaments", metadata,
    Column("id", Text, primary_key=True),
    Column("chat_id", Text, nullable=False),
    Column("open_chat", Text, unique=True),
    Column("token", Text, nullable=False, unique=True),
    Column("name", Text, nullable=False),
    Column("last_seq", Integer, nullable=False, server_default="0"),
    Column("author", Text),
    Column("created_at", Double, nullable=False),
    Column("ended_at", Double),
    Index("tournaments_chat", "chat_id", "created_at"),
)

# Tables played in the chat (quiz/play): ``open_chat`` is "platform:chat" until the table ends, so a chat
# has at most one; ``version`` counts its changes, ``posts`` what the chat has been shown of them.
play_tables = Table(
    "play_tables", metadata,
    Column("id", Text, primary_key=True),
    Column("platform", Text, nullable=False),
    Column("chat_id", Text, nullable=False),
    Column("open_chat", Text, unique=True),
    Column("status", Text, nullable=False),
    Column("seats", Text, nullable=False),
    Column("options", Text, nullable=False),
    Column("seed", Text, nullable=False),
    #: the hand being played (1-based; 0 in the lobby) and each seat's total before it (JSON)
    Column("hand", Integer, nullable=False, server_default="0"),
    Column("totals", Text, nullable=False, server_default="[0, 0, 0, 0]"),
    Column("version", Integer, nullable=False, server_default="0"),
    #: when the seats the game waits for get their automatic move (NULL: nobody is waited for)
    Column("deadline", Double),
    Column("posts", Text, nullable=False, server_default="{}"),
    #: the chat's score sheet the hands are recorded on
    Column("sheet_id", Text),
    Column("created_at", Double, nullable=False),
    Column("ended_at", Double),
    Index("play_tables_due", "platform", "status", "deadline"),
)

# Every append-only log (bot/db/event_log.py): a score sheet's entries (``log`` "sheet", ``stream`` the
# table's id), a tournament's events ("tournament", its id), a played hand's decisions ("play", "table/hand"),
# each numbered from 1. The key makes an entry written twice (two workers, a double press) fail to insert.
event_log = Table(
    "event_log", metadata,
    Column("log", Text, nullable=False),
    Column("stream", Text, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("kind", Text, nullable=False),
    Column("body", Text, nullable=False),
    Column("author", Text),
    Column("at", Double, nullable=False),
    PrimaryKeyConstraint("log", "stream", "seq"),
)

#: every table, parents before children (the order ``fanbot db copy`` fills them in)
TABLES = (settings, games, rounds, answers, fan_results, flashcards, adapter_state, bot_polls, sheet_tables,
          tournaments, play_tables, event_log)
