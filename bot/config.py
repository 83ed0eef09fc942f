"""Settings from the environment and an optional ``.env`` file, and logging that never shows a token.

Real environment variables win over the ``.env`` file. The file is read without extra dependencies:
``KEY=value`` lines, ``#`` comments, optional ``export`` and matching quotes around the value.
"""

from __future__ import annotations

import logging
import os
import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

from bot.i18n import LANGUAGES, language_of

DEFAULT_DATABASE_URL = "sqlite:///fanbot.sqlite3"
#: the file the bot kept in the current folder before it moved to the user's data folder
LEGACY_DATABASE_FILE = "fanbot.sqlite3"
#: every variable the bot reads
ENV_KEYS = (
    "DISCORD_TOKEN", "TELEGRAM_TOKEN", "DATABASE_URL", "TELEGRAM_API_BASE_URL", "DISCORD_API_BASE_URL",
    "DISCORD_GATEWAY_URL", "LOG_LEVEL", "RATE_LIMIT", "FANBOT_LANGUAGE", "DISCORD_TEST_GUILD_ID",
    "DATABASE_BUSY_TIMEOUT", "METRICS_LISTEN", "DISCORD_SHARD_COUNT", "DISCORD_SHARD_IDS",
    "TELEGRAM_WEBHOOK_URL", "TELEGRAM_WEBHOOK_LISTEN", "TELEGRAM_WEBHOOK_SECRET",
    "TELEGRAM_RATE_LIMIT", "TELEGRAM_GROUP_RATE_LIMIT", "WEB_LISTEN", "PUBLIC_URL", "TELEGRAM_WEBAPP",
)
DEFAULT_WEBHOOK_LISTEN = "0.0.0.0:8080"
# Telegram tokens look like 123456789:AAE..., Discord ones like three base64 parts joined by dots.
_TELEGRAM_TOKEN_SHAPE = re.compile(r"(?<!\d)\d{5,}:[A-Za-z0-9_-]{30,}")
_DISCORD_TOKEN_SHAPE = re.compile(r"(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{23,28}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,}")
REDACTED = "[REDACTED]"


def user_data_folder() -> Path:
    """Where fanbot keeps its data for this user (``~/.local/share/fanbot`` on Linux)."""
    from platformdirs import user_data_path  # imported here: only the default database needs it

    return user_data_path("fanbot", appauthor=False)


def default_database_url(cwd: Path | None = None, data_folder: Path | None = None) -> str:
    """The SQLite file used when ``DATABASE_URL`` is not set: ``fanbot.sqlite3`` in the user's data
    folder, or the one in the current folder when it exists (the old default: nobody loses data)."""
    legacy = (cwd or Path.cwd()) / LEGACY_DATABASE_FILE
    if legacy.is_file():
        return f"sqlite:///{LEGACY_DATABASE_FILE}"
    return f"sqlite:///{(data_folder or user_data_folder()) / LEGACY_DATABASE_FILE}"


class ConfigError(ValueError):
    """A setting is missing or wrong; the message is one line meant for the operator."""


def read_env_file(path: str | os.PathLike[str]) -> dict[str, str]:
    """The ``KEY=value`` pairs of a dotenv file (empty when the file does not exist)."""
    values: dict[str, str] = {}
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        return values
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("export "):
            line = line[len("export "):].lstrip()
        key, sep, value = line.partition("=")
        key = key.strip()
        if not sep or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
            raise ConfigError(f"{path}:{number}: expected KEY=value")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        else:
            value = value.split(" #", 1)[0].rstrip()
        values[key] = value
    return values


def _rate_limit(text: str, name: str = "RATE_LIMIT", example: str = "20/60") -> tuple[int, float]:
    count, sep, seconds = text.partition("/")
    try:
        parsed = (int(count), float(seconds) if sep else 60.0)
    except ValueError:
        raise ConfigError(f"{name}={text!r}: expected COUNT/SECONDS, e.g. {example}") from None
    if parsed[0] < 1 or parsed[1] <= 0:
        raise ConfigError(f"{name}={text!r}: both numbers must be positive")
    return parsed


def _seconds(name: str, text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise ConfigError(f"{name}={text!r}: expected a number of seconds, e.g. 5") from None
    if not 0 < value <= 600:
        raise ConfigError(f"{name}={text!r}: expected more than 0 and at most 600 seconds")
    return value


def listen_address(text: str | None, name: str = "METRICS_LISTEN",
                   example: str = "127.0.0.1:9100") -> tuple[str, int] | None:
    """``host:port`` (``:9100``: every interface) as a pair."""
    if text is None:
        return None
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdecimal() or not 0 < int(port) < 65536:
        raise ConfigError(f"{name}={text!r}: expected host:port, e.g. {example}")
    return host.strip("[]") or "0.0.0.0", int(port)


def _shards(count_text: str | None, ids_text: str | None) -> tuple[int | None, tuple[int, ...] | None]:
    """``DISCORD_SHARD_COUNT`` and ``DISCORD_SHARD_IDS`` checked together: ids need a count, each below it."""
    if count_text is None:
        if ids_text is not None:
            raise ConfigError(f"DISCORD_SHARD_IDS={ids_text!r} needs DISCORD_SHARD_COUNT (the bot's total shards)")
        return None, None
    if not count_text.isdecimal() or int(count_text) < 1:
        raise ConfigError(f"DISCORD_SHARD_COUNT={count_text!r}: expected a whole number of shards, at least 1")
    count = int(count_text)
    if ids_text is None:
        return count, None
    parts = [part.strip() for part in ids_text.split(",")]
    if not all(part.isdecimal() for part in parts):
        raise ConfigError(f"DISCORD_SHARD_IDS={ids_text!r}: expected shard numbers separated by commas, e.g. 0,1")
    ids = tuple(int(part) for part in parts)
    if any(shard >= count for shard in ids):
        raise ConfigError(f"DISCORD_SHARD_IDS={ids_text!r}: shards are numbered 0 to {count - 1} "
                          f"when DISCORD_SHARD_COUNT={count}")
    if len(set(ids)) != len(ids):
        raise ConfigError(f"DISCORD_SHARD_IDS={ids_text!r}: a shard is listed twice")
    return count, ids


def _webhook(url: str | None, listen: str | None, secret: str | None) -> tuple[str | None, tuple[str, int], str | None]:
    """The Telegram webhook settings, checked together: a webhook URL needs the secret Telegram sends back."""
    address = listen_address(listen or DEFAULT_WEBHOOK_LISTEN, "TELEGRAM_WEBHOOK_LISTEN", "0.0.0.0:8080")
    assert address is not None
    if url is None:
        return None, address, secret
    try:
        parts = urlsplit(url)
    except ValueError:
        parts = None
    if parts is None or parts.scheme not in ("https", "http") or not parts.hostname:
        raise ConfigError(f"TELEGRAM_WEBHOOK_URL={url!r}: expected the public https:// address Telegram posts to")
    if secret is None:
        raise ConfigError("TELEGRAM_WEBHOOK_SECRET is not set: TELEGRAM_WEBHOOK_URL needs it "
                          "(16-256 characters of A-Z a-z 0-9 _ -)")
    # Telegram allows 1-256 of these; a short one is guessable (and would be scrubbed from every log line)
    if not re.fullmatch(r"[A-Za-z0-9_-]{16,256}", secret):
        raise ConfigError("TELEGRAM_WEBHOOK_SECRET: expected 16-256 characters of A-Z a-z 0-9 _ -")
    return url, address, secret


def _public_url(url: str | None) -> str | None:
    """``PUBLIC_URL``: the https address the web calculator is reached at, without a trailing slash."""
    if url is None:
        return None
    try:
        parts = urlsplit(url)
    except ValueError:
        parts = None
    if parts is None or parts.scheme not in ("https", "http") or not parts.hostname or parts.query:
        raise ConfigError(f"PUBLIC_URL={url!r}: expected the public https:// address of the web calculator")
    return url.rstrip("/")


def _webapp_name(name: str | None) -> str | None:
    """``TELEGRAM_WEBAPP``: the Mini App's short name given to @BotFather's /newapp."""
    if name is not None and not re.fullmatch(r"[A-Za-z0-9_]{3,30}", name):
        raise ConfigError(f"TELEGRAM_WEBAPP={name!r}: expected the Mini App's short name (3-30 of A-Z a-z 0-9 _)")
    return name


#: test-only: the seed of every new played table's walls (a worker in another process plays a known wall)
PLAY_SEED_VARIABLE = "FANBOT_TEST_PLAY_SEED"


@dataclass(frozen=True)
class Config:
    discord_token: str | None = None
    telegram_token: str | None = None
    database_url: str = DEFAULT_DATABASE_URL
    telegram_api_base_url: str | None = None
    discord_api_base_url: str | None = None
    discord_gateway_url: str | None = None
    discord_test_guild_id: int | None = None
    log_level: str = "INFO"
    #: per user: at most ``rate_limit[0]`` commands in ``rate_limit[1]`` seconds
    rate_limit: tuple[int, float] = (20, 60.0)
    #: the language when the platform gives none: ``en``, ``zh_hans`` or ``zh_hant``
    default_language: str = "en"
    #: seconds a command waits for a locked or slow database before it answers "busy, try again"
    database_busy_timeout: float = 5.0
    #: the bot's total Discord shards; ``None``: one unsharded gateway connection
    discord_shard_count: int | None = None
    #: the shards this process runs (``None``: all ``discord_shard_count`` of them)
    discord_shard_ids: tuple[int, ...] | None = None
    #: where ``/healthz`` and Prometheus ``/metrics`` are served (host, port); None: not at all
    metrics_listen: tuple[str, int] | None = None
    #: the public address Telegram posts updates to; None: long polling (the default)
    telegram_webhook_url: str | None = None
    #: where the webhook server listens (host, port), behind the proxy that TELEGRAM_WEBHOOK_URL reaches
    telegram_webhook_listen: tuple[str, int] = ("0.0.0.0", 8080)
    #: what Telegram sends in X-Telegram-Bot-Api-Secret-Token; requests without it are refused
    telegram_webhook_secret: str | None = None
    #: outgoing Telegram requests: at most this many per this many seconds overall, and per group chat
    #: (Telegram's documented flood limits: 30 messages a second, 20 a minute in one group)
    telegram_rate: tuple[int, float] = (30, 1.0)
    telegram_group_rate: tuple[int, float] = (20, 60.0)
    #: where the web calculator and its API are served (host, port); None: not inside the bots
    web_listen: tuple[str, int] | None = None
    #: the public address of the web calculator (the Mini App's URL); None: no links to it are handed out
    public_url: str | None = None
    #: the Mini App's short name (@BotFather /newapp), for the groups' direct links t.me/<bot>/<name>
    telegram_webapp: str | None = None
    #: every new played table's walls from this seed (tests: a known wall); None: a fresh random seed each
    play_seed: str | None = None

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None,
                 env_file: str | os.PathLike[str] | None = ".env") -> Config:
        """Read the settings: ``environ`` (default ``os.environ``) over the ``.env`` file."""
        merged: dict[str, str] = dict(read_env_file(env_file)) if env_file else {}
        merged.update(os.environ if environ is None else environ)

        def get(key: str) -> str | None:
            value = merged.get(key, "").strip()
            return value or None

        guild = get("DISCORD_TEST_GUILD_ID")
        if guild is not None and not guild.isdecimal():
            raise ConfigError(f"DISCORD_TEST_GUILD_ID={guild!r}: expected a number")
        language = get("FANBOT_LANGUAGE") or "en"
        shard_count, shard_ids = _shards(get("DISCORD_SHARD_COUNT"), get("DISCORD_SHARD_IDS"))
        webhook_url, webhook_listen, webhook_secret = _webhook(
            get("TELEGRAM_WEBHOOK_URL"), get("TELEGRAM_WEBHOOK_LISTEN"), get("TELEGRAM_WEBHOOK_SECRET"))

        if language not in LANGUAGES:
            language = language_of(language, default="en")
        return cls(
            discord_token=get("DISCORD_TOKEN"),
            telegram_token=get("TELEGRAM_TOKEN"),
            database_url=get("DATABASE_URL") or default_database_url(),
            telegram_api_base_url=get("TELEGRAM_API_BASE_URL"),
            discord_api_base_url=get("DISCORD_API_BASE_URL"),
            discord_gateway_url=get("DISCORD_GATEWAY_URL"),
            discord_test_guild_id=int(guild) if guild else None,
            log_level=(get("LOG_LEVEL") or "INFO").upper(),
            rate_limit=_rate_limit(get("RATE_LIMIT") or "20/60"),
            default_language=language,
            database_busy_timeout=_seconds("DATABASE_BUSY_TIMEOUT", get("DATABASE_BUSY_TIMEOUT") or "5"),
            discord_shard_count=shard_count,
            discord_shard_ids=shard_ids,
            metrics_listen=listen_address(get("METRICS_LISTEN")),
            telegram_webhook_url=webhook_url,
            telegram_webhook_listen=webhook_listen,
            telegram_webhook_secret=webhook_secret,
            telegram_rate=_rate_limit(get("TELEGRAM_RATE_LIMIT") or "30/1", "TELEGRAM_RATE_LIMIT", "30/1"),
            telegram_group_rate=_rate_limit(get("TELEGRAM_GROUP_RATE_LIMIT") or "20/60", "TELEGRAM_GROUP_RATE_LIMIT"),
            web_listen=listen_address(get("WEB_LISTEN"), "WEB_LISTEN", "127.0.0.1:8090"),
            public_url=_public_url(get("PUBLIC_URL")),
            telegram_webapp=_webapp_name(get("TELEGRAM_WEBAPP")),
            play_seed=get(PLAY_SEED_VARIABLE),
        )

    @property
    def secrets(self) -> tuple[str, ...]:
        """Every value that must never be printed: the tokens, the webhook secret and the database password."""
        return tuple(s for s in (self.discord_token, self.telegram_token, self.telegram_webhook_secret,
                                 _url_password(self.database_url)) if s)

    def require(self, platform: str) -> str:
        """The token of ``platform`` or a one-line ``ConfigError``."""
        token = {"discord": self.discord_token, "telegram": self.telegram_token}[platform]
        if not token:
            variable = platform.upper() + "_TOKEN"
            raise ConfigError(f"{variable} is not set: put it in the environment or in .env "
                              f"(how to get one: docs/setup.md)")
        return token

    def __repr__(self) -> str:  # never show tokens, even in a debugger or a traceback
        shown = {k: (REDACTED if k.endswith(("_token", "_secret")) and v else v) for k, v in self.__dict__.items()}
        return "Config(" + ", ".join(f"{k}={v!r}" for k, v in shown.items()) + ")"


def _url_password(url: str) -> str | None:
    try:
        password = urlsplit(url).password
    except ValueError:
        return None
    return unquote(password) if password else None


def redact(text: str, secrets: Iterable[str] = ()) -> str:
    """``text`` with every secret (and anything shaped like a bot token) replaced by ``[REDACTED]``."""
    for secret in sorted((s for s in secrets if s), key=len, reverse=True):
        text = text.replace(secret, REDACTED)
    text = _TELEGRAM_TOKEN_SHAPE.sub(REDACTED, text)
    return _DISCORD_TOKEN_SHAPE.sub(REDACTED, text)


class RedactingFilter(logging.Filter):
    """Rewrites each record so that its message, arguments and traceback carry no token."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__()
        self.secrets = tuple(s for s in secrets if s)

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # a bad format string must not hide the record
            message = f"{record.msg!r} {record.args!r}"
        record.msg = redact(message, self.secrets)
        record.args = None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text, self.secrets)
        if record.stack_info:
            record.stack_info = redact(record.stack_info, self.secrets)
        return True


class RedactingFormatter(logging.Formatter):
    """A last line of defence: the formatted line itself is scrubbed."""

    def __init__(self, fmt: str | None = None, secrets: Iterable[str] = ()) -> None:
        super().__init__(fmt)
        self.secrets = tuple(s for s in secrets if s)

    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record), self.secrets)


LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def setup_logging(config: Config, stream=None) -> logging.Handler:
    """One handler on the root logger, to standard error, that scrubs tokens from every record.

    Logs go to standard error so that the console bot's replies on standard output stay clean.
    httpx logs each request URL at INFO, and Telegram's URLs carry the token: it is kept at WARNING
    (and scrubbed anyway). apscheduler's line per job run is left out unless ``LOG_LEVEL=DEBUG``.
    """
    root = logging.getLogger()
    for old in list(root.handlers):
        if getattr(old, "_fanbot", False):
            root.removeHandler(old)
    handler = logging.StreamHandler(stream or sys.stderr)
    handler._fanbot = True  # type: ignore[attr-defined]
    handler.addFilter(RedactingFilter(config.secrets))
    handler.setFormatter(RedactingFormatter(LOG_FORMAT, config.secrets))
    root.addHandler(handler)
    root.setLevel(config.log_level if config.log_level in logging.getLevelNamesMapping() else "INFO")
    for noisy in ("httpx", "httpcore"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    # PTB's job queue (apscheduler) logs "Running job" and "executed successfully" at INFO for
    # every quiz-deadline tick (every 2 s): only a DEBUG log wants those
    logging.getLogger("apscheduler").setLevel(logging.NOTSET if root.level <= logging.DEBUG else logging.WARNING)
    return handler
