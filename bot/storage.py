"""The bot's async-facing storage service: chat settings, polls and adapter state over ``bot.db``.

One database for the whole bot (an SQLite file or PostgreSQL, shared by every process, ``DATABASE_URL``).
This service adds what the chat adapters need on top of its repositories: reads bounded in time (the
last known settings when the database is slow), and writes nobody waits for, on a background thread.
Chat ids are prefixed with the platform.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from functools import partial
from pathlib import Path

from bot.config import ConfigError
from bot.db.adapter_state import Delivery
from bot.db.engine import StorageError, StorageFault, parse_url, sqlite_path
from bot.db.repositories import Storage
from bot.db.settings import CHAT, USER
from bot.i18n import LANGUAGES
from bot.last_views import LastViews, UserChoices
from bot.timezones import DEFAULT_TIMEZONE, read_timezone
from scoring.rulesets import BUILT_IN, TableOptions, is_ruleset, option_keys, ruleset_of

QUIZ_MODES = ("choice_total", "total", "choice_fans", "fans")
QUIZ_SECONDS = (10, 600)
QUIZ_ROUNDS = (1, 30)
_SWITCH_WORDS = {
    "on": True, "true": True, "yes": True, "1": True, "开": True, "開": True, "开启": True, "開啟": True,
    "off": False, "false": False, "no": False, "0": False, "关": False, "關": False, "关闭": False, "關閉": False,
    "auto": None, "": None,
}


def parse_switch(raw: str) -> bool | None:
    """``on``/``off`` (and their synonyms) as a bool, ``auto`` as None; ``ValueError`` for anything else."""
    try:
        return _SWITCH_WORDS[raw.strip().lower()]
    except KeyError:
        raise ValueError(raw) from None

#: a poll older than this is never answered any more
POLL_LIFETIME = 7 * 86400
#: adapter state (prompts, keyboards, long button actions) older than this is forgotten
STATE_LIFETIME = 7 * 86400
#: how long a command waits for its chat's settings before it goes on with the last ones it saw:
#: a command that needs nothing else of the database must not wait for a slow one
VIEW_WAIT_SECONDS = 0.3
#: chats (and as many users) whose last settings are remembered for that case
VIEW_CACHE_SIZE = 10_000
#: background writes queued at most (each waits up to the busy timeout while the database is stuck)
MAX_PENDING_WRITES = 1000
#: seconds an update id is remembered against redelivery (Telegram retries a webhook within minutes)
DELIVERY_MEMORY = 3600.0
log = logging.getLogger("fanbot.storage")


def chat_key(platform: str, chat_id: str) -> str:
    """The chat id the shared storage uses: platforms' ids may collide, so the platform prefixes it."""
    return f"{platform}:{chat_id}"


class SettingKey(StrEnum):
    """A chat setting, by the word it is stored (and typed) under."""

    RULESET = "ruleset"
    LANGUAGE = "language"
    PICTURES = "pictures"
    QUIZ_MODE = "quiz_mode"
    QUIZ_SECONDS = "quiz_seconds"
    QUIZ_ROUNDS = "quiz_rounds"
    TIMEZONE = "timezone"


@dataclass(frozen=True)
class ChatSettings:
    """What a chat has chosen; ``language=None`` means "follow each user's platform language",
    ``pictures=None`` "follow each user's choice" (hand pictures on unless they turned them off).

    A ruleset whose tables choose options (``scoring.rulesets.option_keys``) has them in ``options``
    under its id, stored as their words under that id (``players:3,renhou:yakuman``)."""

    #: the first built-in ruleset until the chat chooses
    ruleset: str = next(iter(BUILT_IN))
    language: str | None = None
    pictures: bool | None = None
    quiz_mode: str = "choice_total"
    quiz_seconds: int = 60
    quiz_rounds: int = 5
    #: the IANA time zone of the chat's day (``/daily`` posts at its hour unless given its own)
    timezone: str = DEFAULT_TIMEZONE
    #: ruleset id -> the table options the chat chose for it (a ruleset not here plays its defaults)
    options: Mapping[str, object] = field(default_factory=dict)

    def options_of(self, ruleset_id: str) -> object:
        """The table options the chat plays ``ruleset_id`` with; ``None`` for a ruleset that has none."""
        chosen = self.options.get(ruleset_id)
        if chosen is not None:
            return chosen
        table = ruleset_of(ruleset_id).options
        return None if table is None else table.default

    def to_strings(self) -> dict[str, str]:
        stored = {f.name: _stored(getattr(self, f.name)) for f in fields(self) if f.name != "options"}
        for ruleset_id in option_keys():
            stored[ruleset_id] = _table_options(ruleset_id).text(self.options_of(ruleset_id))
        return stored

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
        raw = raw.strip()
        if key in option_keys():  # a ruleset's table options, merged into the current ones; an error names the part
            table = _table_options(key)
            chosen = table.read(raw, self.options_of(key))
            others = {ruleset_id: value for ruleset_id, value in self.options.items() if ruleset_id != key}
            # the defaults are not kept: settings read back from storage equal the ones written
            return replace(self, options=others if chosen == table.default else {**others, key: chosen})
        try:
            setting = SettingKey(key)
        except ValueError:
            raise ValueError(key) from None
        return replace(self, **{setting.value: _PARSERS[setting](raw, self)})


def _table_options(ruleset_id: str) -> TableOptions:
    """The table options of a ruleset that has them (one of ``option_keys()``)."""
    table = ruleset_of(ruleset_id).options
    if table is None:
        raise ValueError(ruleset_id)
    return table


def _parse_ruleset(raw: str, _current: ChatSettings) -> str:
    if not is_ruleset(raw.lower()):
        raise ValueError(SettingKey.RULESET)
    return raw.lower()


def _parse_language(raw: str, _current: ChatSettings) -> str | None:
    if raw in ("", "auto"):
        return None
    if raw not in LANGUAGES:
        raise ValueError(SettingKey.LANGUAGE)
    return raw


def _parse_quiz_mode(raw: str, _current: ChatSettings) -> str:
    if raw not in QUIZ_MODES:
        raise ValueError(SettingKey.QUIZ_MODE)
    return raw


def _parse_timezone(raw: str, _current: ChatSettings) -> str:
    name = read_timezone(raw)
    if name is None:
        raise ValueError(SettingKey.TIMEZONE)
    return name


def _count_between(key: SettingKey, bounds: tuple[int, int]) -> Callable[[str, ChatSettings], int]:
    low, high = bounds

    def parse(raw: str, _current: ChatSettings) -> int:
        if not raw.isdecimal() or not low <= int(raw) <= high:
            raise ValueError(key)
        return int(raw)

    return parse


#: how each setting's text becomes its value (given the settings it changes); ``ValueError`` when it cannot.
#: A ruleset's table options are read by that ruleset (``scoring.rulesets``).
_PARSERS: dict[SettingKey, Callable[[str, ChatSettings], object]] = {
    SettingKey.RULESET: _parse_ruleset,
    SettingKey.LANGUAGE: _parse_language,
    SettingKey.PICTURES: lambda raw, _current: parse_switch(raw),
    SettingKey.QUIZ_MODE: _parse_quiz_mode,
    SettingKey.QUIZ_SECONDS: _count_between(SettingKey.QUIZ_SECONDS, QUIZ_SECONDS),
    SettingKey.QUIZ_ROUNDS: _count_between(SettingKey.QUIZ_ROUNDS, QUIZ_ROUNDS),
    SettingKey.TIMEZONE: _parse_timezone,
}


def _stored(value: object) -> str:
    return "" if value is None else str(value)


@dataclass(frozen=True)
class ChatView:
    """What every command needs to know about its chat and user: the chat's settings, and the user's own
    language and pictures choice (None where they made none)."""

    settings: ChatSettings = ChatSettings()
    user_language: str | None = None
    user_pictures: bool | None = None


class BotStorage:
    """The bot's storage service over ``bot.db.repositories.Storage``: chat settings, polls, adapter state."""

    def __init__(self, database_url: str, busy_seconds: float = 5.0, max_waiting: int | None = None) -> None:
        """Open (and migrate) the database; any problem is a one-line ``ConfigError`` without the password."""
        try:
            path = sqlite_path(parse_url(database_url))
            if path is not None:
                _check_folder(Path(path).parent)
            self.db = Storage(database_url, busy_seconds=busy_seconds, max_waiting=max_waiting)
        except StorageError as error:
            raise ConfigError(f"DATABASE_URL: {error}") from None
        self._last: LastViews[ChatSettings] = LastViews(VIEW_CACHE_SIZE)
        self._pending_lock = threading.Lock()
        self._readers = ThreadPoolExecutor(4, thread_name_prefix="fanbot-db-read")
        # writes nobody waits for (the language last used in a chat), one at a time, in order
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="fanbot-db-write")
        self._pending = 0

    def close(self) -> None:
        self._writer.shutdown(wait=True)
        self._readers.shutdown(wait=False, cancel_futures=True)
        self.db.close()

    def ping(self) -> None:
        """A trivial query: raises ``StorageError`` when the database does not answer."""
        self.db.ping()

    def health(self) -> None:
        """``/healthz``: raises when the database does not answer or cannot take writes (full, read-only,
        damaged); in that state each check tries a write, so health comes back when the fault clears."""
        self.db.health()

    def running_games(self) -> int:
        return len(self.db.games.running_games())

    # what every command reads, without waiting long for it ------------------------------------

    def chat_view(self, platform: str, chat_id: str, user_id: str, wait: float = VIEW_WAIT_SECONDS) -> ChatView:
        """The chat's settings and the user's own choices, in one query.

        When the database does not answer within ``wait`` seconds (a slow or unreachable PostgreSQL),
        the chat's settings and the user's choices this process last read or wrote are used (the defaults
        where none, ``bot/last_views.py``): a ``/score`` need not wait for the database; the commands that
        write to it answer "busy" themselves.
        """
        key = (platform, str(chat_id), str(user_id))
        stamp = self._last.stamp()
        future = self._readers.submit(self._read_view, *key)
        future.add_done_callback(partial(self._remember_view, stamp, key))  # a late read still lands
        try:
            return future.result(timeout=wait)
        except (FutureTimeout, StorageError) as error:
            if not isinstance(error, StorageFault):  # a fault (damaged) is logged once by the storage
                log.warning("settings of %s chat %s not read in time (%s): using the last known ones",
                            platform, chat_id, type(error).__name__ if isinstance(error, FutureTimeout) else error)
            settings, choices = self._last.last(*key)
            return ChatView(settings or ChatSettings(), choices.language, choices.pictures)

    def _remember_view(self, stamp: int, key: tuple[str, str, str], future) -> None:
        if not future.cancelled() and future.exception() is None:
            view = future.result()
            self._last.read(stamp, *key, view.settings, UserChoices(view.user_language, view.user_pictures))

    def _read_view(self, platform: str, chat_id: str, user_id: str) -> ChatView:
        chat, user = chat_key(platform, chat_id), chat_key(platform, user_id)
        found = self.db.settings.of([(CHAT, chat), (USER, user)])
        stored, own = found[(CHAT, chat)], found[(USER, user)]
        settings = ChatSettings.from_strings({k: "" if v is None else str(v) for k, v in stored.items()})
        pictures = own.get("pictures")
        return ChatView(settings, _language(own), pictures if isinstance(pictures, bool) else None)

    def remember_state_soon(self, platform: str, kind: str, key: str, value: object) -> None:
        """``remember_state`` on the background writer, for what no reply waits for; failures are logged.

        The writes of one process are applied in order; ``close`` waits for the last ones.
        """
        self._later(f"store the {kind} {key}", self.remember_state, platform, kind, key, value)

    def forget_state_soon(self, platform: str, kind: str, key: str) -> None:
        self._later(f"forget the {kind} {key}", self.forget_state, platform, kind, key)

    def _later(self, what: str, call, *args) -> None:
        def write() -> None:
            try:
                call(*args)
            except StorageFault:
                pass  # full, read-only, damaged: the fault watch logs the state once, not every write
            except StorageError as error:  # one line: a busy or failing database is no bug of ours
                log.warning("could not %s: %s", what, error)
            except Exception:
                log.exception("could not %s", what)
            finally:
                with self._pending_lock:
                    self._pending -= 1

        with self._pending_lock:
            if self._pending >= MAX_PENDING_WRITES:  # the database has been stuck for a long while
                log.warning("could not %s: %d writes are already waiting for the database", what, self._pending)
                return
            self._pending += 1
        try:
            self._writer.submit(write)
        except RuntimeError:  # closing: the database is going away too
            with self._pending_lock:
                self._pending -= 1
            log.warning("could not %s: the storage is closed", what)

    # chat settings ---------------------------------------------------------------------------

    def chat_settings(self, platform: str, chat_id: str) -> ChatSettings:
        stored = self.db.settings.chat(chat_key(platform, chat_id))
        return ChatSettings.from_strings({k: "" if v is None else str(v) for k, v in stored.items()})

    def save_chat_settings(self, platform: str, chat_id: str, settings: ChatSettings) -> None:
        key = chat_key(platform, chat_id)
        old = self.chat_settings(platform, chat_id).to_strings()
        for name, value in settings.to_strings().items():
            if old.get(name) != value:
                self.db.settings.set_chat(key, name, value or None)
        self._last.chat_written(platform, str(chat_id), settings)

    # a user's own language, used wherever the chat has not fixed one -------------------------

    def user_language(self, platform: str, user_id: str) -> str | None:
        return _language(self.db.settings.user(chat_key(platform, user_id)))

    def set_user_language(self, platform: str, user_id: str, language: str | None) -> None:
        self.db.settings.set_user(chat_key(platform, user_id), "language", language)
        self._last.user_written(platform, str(user_id), language=language)

    # a user's own choice of hand pictures, where the chat has not fixed one ----------------------

    def user_pictures(self, platform: str, user_id: str) -> bool | None:
        value = self.db.settings.user(chat_key(platform, user_id)).get("pictures")
        return value if isinstance(value, bool) else None

    def set_user_pictures(self, platform: str, user_id: str, pictures: bool | None) -> None:
        self.db.settings.set_user(chat_key(platform, user_id), "pictures", pictures)
        self._last.user_written(platform, str(user_id), pictures=pictures)

    # polls: a platform's poll id -> the chat and the action its answers go to ---------------------

    def remember_poll(self, platform: str, poll_id: str, chat_id: str, action: str) -> None:
        self.db.polls.put(platform, str(poll_id), str(chat_id), action, expire_before=time.time() - POLL_LIFETIME)

    def recall_poll(self, platform: str, poll_id: str) -> tuple[str, str] | None:
        return self.db.polls.get(platform, str(poll_id))

    # adapter state: what a restarted process still needs to answer old buttons and prompts --------

    def remember_state(self, platform: str, kind: str, key: str, value: object) -> None:
        """Keep a JSON value (a prompt's action, a keyboard) so that another process can find it."""
        self.db.adapter_state.put(platform, kind, key, value, expire_before=time.time() - STATE_LIFETIME)

    def recall_state(self, platform: str, kind: str, key: str):
        return self.db.adapter_state.get(platform, kind, key)

    def forget_state(self, platform: str, kind: str, key: str) -> None:
        self.db.adapter_state.delete(platform, kind, key)

    def claim_delivery(self, platform: str, update_id: int | str, worker: str, lease: float) -> Delivery:
        """Take a delivered update for ``worker`` unless a process sharing the database has it.

        ``NEW``: handle it (first delivery, or the claimer's lease ran out: it died before finishing).
        ``BUSY``: another live worker is handling it (answer so that it is delivered again later).
        ``DONE``: handled already (a redelivery: answer that it arrived, do nothing else).
        A claim holds for ``lease`` seconds unless renewed (``renew_delivery``).
        """
        return self.db.adapter_state.claim_delivery(platform, update_id, worker, lease, DELIVERY_MEMORY)

    def renew_delivery(self, platform: str, update_id: int | str, worker: str, lease: float) -> None:
        """Extend ``worker``'s claim while it is still handling the update."""
        self.db.adapter_state.renew_delivery(platform, update_id, worker, lease)

    def finish_delivery(self, platform: str, update_id: int | str) -> None:
        """The update is handled: any later delivery of it is only acknowledged."""
        self.db.adapter_state.finish_delivery(platform, update_id)

    def update_state(self, platform: str, kind: str, key: str, change):
        """Change one stored value in one transaction (``change(old) -> new``, None deletes); the new value.

        For state several processes may change at once, such as the ticks of different players on one
        keyboard: each change is applied to what is stored, never to a process's own older copy.
        """
        return self.db.adapter_state.update(platform, kind, key, change)


def _check_folder(folder: Path) -> None:
    """A one-line ``ConfigError`` when the database's folder is missing or the bot may not enter it."""
    try:
        found = folder.is_dir()
    except OSError as error:  # a folder above it the bot may not enter (PermissionError)
        raise ConfigError(f"DATABASE_URL: the folder {folder} cannot be entered ({error.strerror}): "
                          "the bot needs to read and write it") from None
    if not found:
        raise ConfigError(f"DATABASE_URL: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ConfigError(f"DATABASE_URL: the folder {folder} cannot be entered or written: "
                          "the bot needs to read and write it")


def _language(user_settings: Mapping[str, object]) -> str | None:
    value = user_settings.get("language")
    return value if value in LANGUAGES else None
