"""Chat settings and poll bookkeeping in SQLite (the file named by ``DATABASE_URL``).

The tables live beside the quiz's in the same database file; each process opens its own
connection, in WAL mode, so a Discord and a Telegram process can share one file on one host.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path

from bot.config import ConfigError

RULESETS = ("mcr", "riichi")
QUIZ_MODES = ("choice_total", "total", "choice_fans", "fans")
QUIZ_SECONDS = (10, 600)
QUIZ_ROUNDS = (1, 30)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS bot_chat_settings (
    platform TEXT NOT NULL, chat_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY (platform, chat_id, key));
CREATE TABLE IF NOT EXISTS bot_user_settings (
    platform TEXT NOT NULL, user_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY (platform, user_id, key));
CREATE TABLE IF NOT EXISTS bot_polls (
    platform TEXT NOT NULL, poll_id TEXT NOT NULL, chat_id TEXT NOT NULL, action TEXT NOT NULL,
    created REAL NOT NULL, PRIMARY KEY (platform, poll_id));
"""


def sqlite_path(database_url: str) -> str:
    """The file of a ``sqlite:///relative.db`` or ``sqlite:////absolute.db`` URL (``:memory:`` too)."""
    if database_url in (":memory:", "sqlite://", "sqlite:///:memory:"):
        return ":memory:"
    if database_url.startswith("sqlite:///"):
        return database_url[len("sqlite:///"):]
    if "://" not in database_url:
        return database_url
    scheme = database_url.split("://", 1)[0]
    raise ConfigError(f"DATABASE_URL: '{scheme}' databases are not supported; use sqlite:///path/to/file.db")


@dataclass(frozen=True)
class ChatSettings:
    """What a chat has chosen; ``language=None`` means "follow each user's platform language"."""

    ruleset: str = "mcr"
    language: str | None = None
    quiz_mode: str = "choice_total"
    quiz_seconds: int = 60
    quiz_rounds: int = 5

    def to_strings(self) -> dict[str, str]:
        return {f.name: "" if getattr(self, f.name) is None else str(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_strings(cls, values: Mapping[str, str]) -> ChatSettings:
        settings = cls()
        for key, raw in values.items():
            try:
                settings = settings.with_value(key, raw)
            except ValueError:
                continue  # a value from an older version: keep the default
        return settings

    def with_value(self, key: str, raw: str) -> ChatSettings:
        """A copy with ``key`` set from text; ``ValueError`` names what is wrong."""
        from bot.i18n import LANGUAGES

        raw = raw.strip()
        if key == "ruleset":
            if raw.lower() not in RULESETS:
                raise ValueError("ruleset")
            return replace(self, ruleset=raw.lower())
        if key == "language":
            if raw in ("", "auto"):
                return replace(self, language=None)
            if raw not in LANGUAGES:
                raise ValueError("language")
            return replace(self, language=raw)
        if key == "quiz_mode":
            if raw not in QUIZ_MODES:
                raise ValueError("quiz_mode")
            return replace(self, quiz_mode=raw)
        if key in ("quiz_seconds", "quiz_rounds"):
            low, high = QUIZ_SECONDS if key == "quiz_seconds" else QUIZ_ROUNDS
            if not raw.isdigit() or not low <= int(raw) <= high:
                raise ValueError(key)
            return replace(self, **{key: int(raw)})
        raise ValueError(key)


class BotStorage:
    """A small synchronous store; every call is one short transaction."""

    def __init__(self, database_url: str) -> None:
        path = sqlite_path(database_url)
        if path != ":memory:":
            parent = Path(path).parent
            if not parent.exists():
                raise ConfigError(f"DATABASE_URL: the folder {parent} does not exist")
        self.path = path
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, timeout=10, check_same_thread=False, isolation_level=None)
        if path != ":memory:":
            self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA busy_timeout=10000")
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # chat settings ---------------------------------------------------------------------------

    def chat_settings(self, platform: str, chat_id: str) -> ChatSettings:
        with self._lock:
            rows = self._db.execute(
                "SELECT key, value FROM bot_chat_settings WHERE platform=? AND chat_id=?",
                (platform, str(chat_id))).fetchall()
        return ChatSettings.from_strings(dict(rows))

    def save_chat_settings(self, platform: str, chat_id: str, settings: ChatSettings) -> None:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                for key, value in settings.to_strings().items():
                    self._db.execute(
                        "INSERT INTO bot_chat_settings(platform, chat_id, key, value) VALUES (?,?,?,?) "
                        "ON CONFLICT(platform, chat_id, key) DO UPDATE SET value=excluded.value",
                        (platform, str(chat_id), key, value))
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    # per-user language override ----------------------------------------------------------------

    def user_language(self, platform: str, user_id: str) -> str | None:
        with self._lock:
            row = self._db.execute(
                "SELECT value FROM bot_user_settings WHERE platform=? AND user_id=? AND key='language'",
                (platform, str(user_id))).fetchone()
        return row[0] if row and row[0] else None

    def set_user_language(self, platform: str, user_id: str, language: str | None) -> None:
        with self._lock:
            self._db.execute(
                "INSERT INTO bot_user_settings(platform, user_id, key, value) VALUES (?,?,'language',?) "
                "ON CONFLICT(platform, user_id, key) DO UPDATE SET value=excluded.value",
                (platform, str(user_id), language or ""))

    # polls: a platform's poll id -> the chat and the action its answers go to ---------------------

    def remember_poll(self, platform: str, poll_id: str, chat_id: str, action: str) -> None:
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO bot_polls(platform, poll_id, chat_id, action, created) VALUES (?,?,?,?,?)",
                (platform, str(poll_id), str(chat_id), action, time.time()))
            # polls older than a week are never answered any more
            self._db.execute("DELETE FROM bot_polls WHERE created < ?", (time.time() - 7 * 86400,))

    def recall_poll(self, platform: str, poll_id: str) -> tuple[str, str] | None:
        with self._lock:
            row = self._db.execute("SELECT chat_id, action FROM bot_polls WHERE platform=? AND poll_id=?",
                                   (platform, str(poll_id))).fetchone()
        return (row[0], row[1]) if row else None
