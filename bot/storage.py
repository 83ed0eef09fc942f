"""Chat settings and poll bookkeeping, kept in the quiz's shared storage (``DATABASE_URL``).

One database for the whole bot (an SQLite file or PostgreSQL, shared by every process): the quiz's
tables, its ``settings`` table (chat settings here), its ``adapter_state`` table (what an adapter
must remember across restarts and other processes must see), and the bot's ``bot_polls``. Chat ids
are prefixed with the platform.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, fields, replace
from enum import Enum
from pathlib import Path

from bot.config import ConfigError
from bot.i18n import LANGUAGES
from quiz.database import StorageError, parse_url, sqlite_path
from quiz.storage import Storage
from scoring.riichi.options import RiichiRules
from scoring.riichi.switches import switch_text
from scoring.rulesets import BUILT_IN, is_ruleset, option_keys, ruleset_of

#: the built-in rulesets (``scoring.rulesets`` also knows those registered later)
RULESETS = tuple(map(str, BUILT_IN))
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
#: chats and users whose last settings are remembered for that case
VIEW_CACHE_SIZE = 10_000
#: background writes queued at most (each waits up to the busy timeout while the database is stuck)
MAX_PENDING_WRITES = 1000
#: seconds an update id is remembered against redelivery (Telegram retries a webhook within minutes)
DELIVERY_MEMORY = 3600.0
log = logging.getLogger("fanbot.storage")


def chat_key(platform: str, chat_id: str) -> str:
    """The chat id the shared storage uses: platforms' ids may collide, so the platform prefixes it."""
    return f"{platform}:{chat_id}"


class Delivery(Enum):
    """What a worker does with a delivered update (``BotStorage.claim_delivery``)."""

    NEW = "new"
    BUSY = "busy"
    DONE = "done"


@dataclass(frozen=True)
class ChatSettings:
    """What a chat has chosen; ``language=None`` means "follow each user's platform language",
    ``pictures=None`` "follow each user's choice" (hand pictures on unless they turned them off)."""

    ruleset: str = "mcr"
    language: str | None = None
    pictures: bool | None = None
    quiz_mode: str = "choice_total"
    quiz_seconds: int = 60
    quiz_rounds: int = 5
    #: the table rules the chat's Riichi scoring uses (stored as their words: ``players:3,renhou:yakuman``)
    riichi: RiichiRules = RiichiRules()

    def to_strings(self) -> dict[str, str]:
        return {f.name: _stored(getattr(self, f.name)) for f in fields(self)}

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
        if key == "ruleset":
            if not is_ruleset(raw.lower()):
                raise ValueError("ruleset")
            return replace(self, ruleset=raw.lower())
        if key == "language":
            if raw in ("", "auto"):
                return replace(self, language=None)
            if raw not in LANGUAGES:
                raise ValueError("language")
            return replace(self, language=raw)
        if key == "pictures":
            return replace(self, pictures=parse_switch(raw))
        if key == "quiz_mode":
            if raw not in QUIZ_MODES:
                raise ValueError("quiz_mode")
            return replace(self, quiz_mode=raw)
        if key in ("quiz_seconds", "quiz_rounds"):
            low, high = QUIZ_SECONDS if key == "quiz_seconds" else QUIZ_ROUNDS
            if not raw.isdecimal() or not low <= int(raw) <= high:
                raise ValueError(key)
            return replace(self, **{key: int(raw)})
        if key in option_keys():  # a ruleset's table options, merged into the current ones; an error names the part
            return replace(self, **{key: ruleset_of(key).options.read(raw, getattr(self, key))})
        raise ValueError(key)


def _stored(value: object) -> str:
    if value is None:
        return ""
    return switch_text(value) if isinstance(value, RiichiRules) else str(value)


@dataclass(frozen=True)
class ChatView:
    """What every command needs to know about its chat and user: the chat's settings, and the user's own
    language and pictures choice (None where they made none)."""

    settings: ChatSettings = ChatSettings()
    user_language: str | None = None
    user_pictures: bool | None = None


class BotStorage:
    """The bot's view of the shared quiz storage (``quiz.storage.Storage``): chat settings, polls."""

    def __init__(self, database_url: str, busy_seconds: float = 5.0, max_waiting: int | None = None) -> None:
        """Open (and migrate) the database; any problem is a one-line ``ConfigError`` without the password."""
        try:
            path = sqlite_path(parse_url(database_url))
            if path is not None and not Path(path).parent.exists():
                raise ConfigError(f"DATABASE_URL: the folder {Path(path).parent} does not exist")
            self.quiz = Storage(database_url, busy_seconds=busy_seconds, max_waiting=max_waiting)
        except StorageError as error:
            raise ConfigError(f"DATABASE_URL: {error}") from None
        self._views: OrderedDict[tuple[str, str, str], ChatView] = OrderedDict()
        self._views_lock = threading.Lock()
        self._readers = ThreadPoolExecutor(4, thread_name_prefix="fanbot-db-read")
        # writes nobody waits for (the language last used in a chat), one at a time, in order
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="fanbot-db-write")
        self._pending = 0

    def close(self) -> None:
        self._writer.shutdown(wait=True)
        self._readers.shutdown(wait=False, cancel_futures=True)
        self.quiz.close()

    def ping(self) -> None:
        """A trivial query: raises ``StorageError`` when the database does not answer."""
        self.quiz.ping()

    def running_games(self) -> int:
        return len(self.quiz.running_games())

    # what every command reads, without waiting long for it ------------------------------------

    def chat_view(self, platform: str, chat_id: str, user_id: str, wait: float = VIEW_WAIT_SECONDS) -> ChatView:
        """The chat's settings and the user's own choices, in one query.

        When the database does not answer within ``wait`` seconds (a slow or unreachable PostgreSQL),
        the last view this process read for them is used (the defaults if none): a ``/score`` need
        not wait for the database; the commands that write to it answer "busy" themselves.
        """
        key = (platform, str(chat_id), str(user_id))
        future = self._readers.submit(self._read_view, *key)
        try:
            view = future.result(timeout=wait)
        except (FutureTimeout, StorageError) as error:
            log.warning("settings of %s chat %s not read in time (%s): using the last known ones",
                        platform, chat_id, type(error).__name__ if isinstance(error, FutureTimeout) else error)
            with self._views_lock:
                return self._views.get(key, ChatView())
        with self._views_lock:
            self._views[key] = view
            self._views.move_to_end(key)
            while len(self._views) > VIEW_CACHE_SIZE:
                self._views.popitem(last=False)
        return view

    def _read_view(self, platform: str, chat_id: str, user_id: str) -> ChatView:
        chat, user = chat_key(platform, chat_id), chat_key(platform, user_id)
        found = self.quiz.settings_of([("chat", chat), ("user", user)])
        stored, own = found[("chat", chat)], found[("user", user)]
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
            except StorageError as error:  # one line: a busy or failing database is no bug of ours
                log.warning("could not %s: %s", what, error)
            except Exception:
                log.exception("could not %s", what)
            finally:
                with self._views_lock:
                    self._pending -= 1

        with self._views_lock:
            if self._pending >= MAX_PENDING_WRITES:  # the database has been stuck for a long while
                log.warning("could not %s: %d writes are already waiting for the database", what, self._pending)
                return
            self._pending += 1
        try:
            self._writer.submit(write)
        except RuntimeError:  # closing: the database is going away too
            with self._views_lock:
                self._pending -= 1
            log.warning("could not %s: the storage is closed", what)

    # chat settings ---------------------------------------------------------------------------

    def chat_settings(self, platform: str, chat_id: str) -> ChatSettings:
        stored = self.quiz.get_chat_settings(chat_key(platform, chat_id))
        return ChatSettings.from_strings({k: "" if v is None else str(v) for k, v in stored.items()})

    def save_chat_settings(self, platform: str, chat_id: str, settings: ChatSettings) -> None:
        key = chat_key(platform, chat_id)
        old = self.chat_settings(platform, chat_id).to_strings()
        for name, value in settings.to_strings().items():
            if old.get(name) != value:
                self.quiz.set_chat_setting(key, name, value or None)

    # a user's own language, used wherever the chat has not fixed one -------------------------

    def user_language(self, platform: str, user_id: str) -> str | None:
        return _language(self.quiz.get_user_settings(chat_key(platform, user_id)))

    def set_user_language(self, platform: str, user_id: str, language: str | None) -> None:
        self.quiz.set_user_setting(chat_key(platform, user_id), "language", language)

    # a user's own choice of hand pictures, where the chat has not fixed one ----------------------

    def user_pictures(self, platform: str, user_id: str) -> bool | None:
        value = self.quiz.get_user_settings(chat_key(platform, user_id)).get("pictures")
        return value if isinstance(value, bool) else None

    def set_user_pictures(self, platform: str, user_id: str, pictures: bool | None) -> None:
        self.quiz.set_user_setting(chat_key(platform, user_id), "pictures", pictures)

    # polls: a platform's poll id -> the chat and the action its answers go to ---------------------

    def remember_poll(self, platform: str, poll_id: str, chat_id: str, action: str) -> None:
        self.quiz.put_poll(platform, str(poll_id), str(chat_id), action, expire_before=time.time() - POLL_LIFETIME)

    def recall_poll(self, platform: str, poll_id: str) -> tuple[str, str] | None:
        return self.quiz.poll(platform, str(poll_id))

    # adapter state: what a restarted process still needs to answer old buttons and prompts --------

    def remember_state(self, platform: str, kind: str, key: str, value: object) -> None:
        """Keep a JSON value (a prompt's action, a keyboard) so that another process can find it."""
        self.quiz.put_adapter_state(platform, kind, key, value, expire_before=time.time() - STATE_LIFETIME)

    def recall_state(self, platform: str, kind: str, key: str):
        return self.quiz.adapter_state(platform, kind, key)

    def forget_state(self, platform: str, kind: str, key: str) -> None:
        self.quiz.delete_adapter_state(platform, kind, key)

    def claim_delivery(self, platform: str, update_id: int | str, worker: str, lease: float) -> Delivery:
        """Take a delivered update for ``worker`` unless a process sharing the database has it.

        ``NEW``: handle it (first delivery, or the claimer's lease ran out: it died before finishing).
        ``BUSY``: another live worker is handling it (answer so that it is delivered again later).
        ``DONE``: handled already (a redelivery: answer that it arrived, do nothing else).
        A claim holds for ``lease`` seconds unless renewed (``renew_delivery``).
        """
        key, now = str(update_id), time.time()
        mine = {"by": worker, "until": now + lease}
        if self.quiz.claim_adapter_state(platform, "update", key, mine, expire_before=now - DELIVERY_MEMORY):
            return Delivery.NEW
        outcome = [Delivery.DONE]

        def change(old):
            if isinstance(old, dict) and not old.get("done") and float(old.get("until", 0)) < now:
                outcome[0] = Delivery.NEW  # taken over from a claimer that died
                return mine
            if old is None:  # forgotten in between (an hour old): a new delivery after all
                outcome[0] = Delivery.NEW
                return mine
            if isinstance(old, dict) and not old.get("done"):
                outcome[0] = Delivery.BUSY
            return old  # (a bare value: an update taken by an older fanbot, which handled it at once)

        self.quiz.update_adapter_state(platform, "update", key, change)
        return outcome[0]

    def renew_delivery(self, platform: str, update_id: int | str, worker: str, lease: float) -> None:
        """Extend ``worker``'s claim while it is still handling the update."""
        until = time.time() + lease

        def change(old):
            if isinstance(old, dict) and old.get("by") == worker and not old.get("done"):
                return {"by": worker, "until": until}
            return old

        self.quiz.update_adapter_state(platform, "update", str(update_id), change)

    def finish_delivery(self, platform: str, update_id: int | str) -> None:
        """The update is handled: any later delivery of it is only acknowledged."""
        self.quiz.update_adapter_state(platform, "update", str(update_id), lambda old: {"done": True})

    def update_state(self, platform: str, kind: str, key: str, change):
        """Change one stored value in one transaction (``change(old) -> new``, None deletes); the new value.

        For state several processes may change at once, such as the ticks of different players on one
        keyboard: each change is applied to what is stored, never to a process's own older copy.
        """
        return self.quiz.update_adapter_state(platform, kind, key, change)


def _language(user_settings: Mapping[str, object]) -> str | None:
    value = user_settings.get("language")
    return value if value in LANGUAGES else None
