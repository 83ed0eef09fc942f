"""Settings from the environment and .env; tokens never in logs; one-line errors; clean stops."""

from __future__ import annotations

import asyncio
import io
import logging
import os

import pytest
from apscheduler.schedulers.asyncio import AsyncIOScheduler

from bot.bounded import BoundedDict
from bot.config import REDACTED, Config, ConfigError, default_database_url, read_env_file, redact, setup_logging
from bot.ratelimit import RateLimiter
from tests.bot.console_run import Done, run_fanbot

TELEGRAM_TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1"
DISCORD_TOKEN = "MTA4MjM0NTY3ODkwMTIzNDU2Nw.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB"


def test_env_file_is_read_under_the_environment(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text("# settings\nexport TELEGRAM_TOKEN='from-file'\nDATABASE_URL=sqlite:///x.db  # comment\n"
                        "DISCORD_TOKEN=\"quoted value\"\n\nRATE_LIMIT=5/10\n", encoding="utf-8")
    config = Config.from_env({"TELEGRAM_TOKEN": "from-env"}, env_file=env_file)
    assert config.telegram_token == "from-env"  # the real environment wins
    assert config.discord_token == "quoted value"
    assert config.database_url == "sqlite:///x.db"
    assert config.rate_limit == (5, 10.0)


def test_defaults_without_anything(tmp_path):
    config = Config.from_env({}, env_file=tmp_path / "missing.env")
    assert config.discord_token is None and config.telegram_token is None
    assert config.database_url == default_database_url()
    assert config.default_language == "en"


def test_api_overrides_are_read(tmp_path):
    config = Config.from_env({"TELEGRAM_API_BASE_URL": "http://127.0.0.1:8081/bot",
                              "DISCORD_API_BASE_URL": "http://127.0.0.1:9/api/v10",
                              "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9/", "FANBOT_LANGUAGE": "zh-TW"},
                             env_file=None)
    assert config.telegram_api_base_url == "http://127.0.0.1:8081/bot"
    assert config.discord_api_base_url == "http://127.0.0.1:9/api/v10"
    assert config.discord_gateway_url == "ws://127.0.0.1:9/"
    assert config.default_language == "zh_hant"


@pytest.mark.parametrize("line", ["NOEQUALS", "1BAD=x"])
def test_malformed_env_file_names_the_line(tmp_path, line):
    env_file = tmp_path / ".env"
    env_file.write_text(f"OK=1\n{line}\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"\.env:2"):
        read_env_file(env_file)


def test_bad_rate_limit_is_a_config_error():
    with pytest.raises(ConfigError, match="RATE_LIMIT"):
        Config.from_env({"RATE_LIMIT": "lots"}, env_file=None)


def test_missing_token_is_one_line():
    with pytest.raises(ConfigError) as caught:
        Config().require("telegram")
    assert str(caught.value) == ("TELEGRAM_TOKEN is not set: put it in the environment or in .env "
                                 "(how to get one: docs/setup.md)")


def test_repr_hides_tokens():
    config = Config(telegram_token=TELEGRAM_TOKEN, discord_token=DISCORD_TOKEN)
    assert TELEGRAM_TOKEN not in repr(config) and DISCORD_TOKEN not in repr(config)


def test_redact_removes_known_secrets_and_token_shapes():
    assert redact(f"GET https://api.telegram.org/bot{TELEGRAM_TOKEN}/getMe") == \
        f"GET https://api.telegram.org/bot{REDACTED}/getMe"
    assert DISCORD_TOKEN not in redact(f"Authorization: Bot {DISCORD_TOKEN}")
    assert redact("my secret word", ["secret"]) == f"my {REDACTED} word"


def test_no_token_in_any_log_record(tmp_path):
    stream = io.StringIO()
    config = Config(telegram_token=TELEGRAM_TOKEN, discord_token="short-secret-token", log_level="DEBUG")
    handler = setup_logging(config, stream)
    try:
        logging.getLogger("httpx").warning('HTTP Request: POST %s "HTTP/1.1 200 OK"',
                                           f"http://127.0.0.1:1/bot{TELEGRAM_TOKEN}/getUpdates")
        logging.getLogger("telegram.ext").debug("Set Bot API URL: http://x/bot" + TELEGRAM_TOKEN)
        logging.getLogger("discord.http").info("token %s", "short-secret-token")
        try:
            raise RuntimeError(f"failed with {TELEGRAM_TOKEN}")
        except RuntimeError:
            logging.getLogger("fanbot").exception("handler failed")
        logging.getLogger("httpx").info("request to %s", TELEGRAM_TOKEN)  # below httpx's WARNING level
    finally:
        logging.getLogger().removeHandler(handler)
    output = stream.getvalue()
    assert TELEGRAM_TOKEN not in output and "short-secret-token" not in output
    assert output.count(REDACTED) >= 4
    assert "handler failed" in output and "RuntimeError" in output
    assert "request to" not in output  # httpx INFO lines (request URLs) are not logged at all


def test_rate_limiter_window_slides():
    now = [0.0]
    limiter = RateLimiter(2, 10.0, clock=lambda: now[0])
    assert limiter.check("u").allowed and limiter.check("u").allowed
    refused = limiter.check("u")
    assert not refused.allowed and refused.first_refusal and refused.retry_after == pytest.approx(10.0)
    assert not limiter.check("u").first_refusal
    now[0] = 10.5
    assert limiter.check("u").allowed


def test_rate_limiter_remembers_at_most_max_keys_the_least_recent_forgotten_first():
    now = [0.0]
    limiter = RateLimiter(1, 60.0, clock=lambda: now[0], max_keys=3)
    for user in ("a", "b", "c"):
        assert limiter.check(user).allowed
    assert not limiter.check("a").allowed  # "a" was seen last now: "b" is the oldest
    for user in range(150_000):  # a flood of new ids within one window
        limiter.check(user)
    assert len(limiter) == 3 and len(limiter._told) <= 3


def test_bounded_dict_forgets_the_least_recently_used_entry():
    memo = BoundedDict(2)
    memo["a"], memo["b"] = 1, 2
    assert memo.get("a") == 1  # read: "b" is now the oldest
    memo["c"] = 3
    assert dict(memo) == {"a": 1, "c": 3}


@pytest.mark.parametrize("level, logged", [("INFO", False), ("DEBUG", True)])
async def test_the_job_queue_logs_each_run_only_in_a_debug_log(level, logged):
    stream = io.StringIO()
    handler = setup_logging(Config(log_level=level), stream)
    scheduler = AsyncIOScheduler()
    try:
        scheduler.add_job(lambda: None, "interval", seconds=0.05)  # as PTB's job queue runs the quiz tick
        scheduler.start()
        await asyncio.sleep(0.3)
    finally:
        scheduler.shutdown(wait=False)
        logging.getLogger().removeHandler(handler)
        logging.getLogger().setLevel(logging.WARNING)
    assert ("Running job" in stream.getvalue()) is logged
    assert logging.getLogger("apscheduler").isEnabledFor(logging.WARNING)  # its warnings and errors stay


def _fanbot(*args: str, env: dict[str, str], cwd) -> Done:
    """``fanbot *args`` in this process, with ``env`` its whole environment (the process: tests/bot/test_console.py)."""
    return run_fanbot(list(args), cwd=cwd, environ=env)


@pytest.mark.parametrize("platform", ["discord", "telegram"])
def test_fanbot_platform_without_token_fails_with_one_line(tmp_path, platform):
    env = {k: v for k, v in os.environ.items() if not k.endswith("_TOKEN")}
    env["DATABASE_URL"] = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    done = _fanbot(platform, env=env, cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip() == (f"fanbot: {platform.upper()}_TOKEN is not set: put it in the environment or "
                                   "in .env (how to get one: docs/setup.md)")
    assert done.stdout == ""


def test_bad_database_url_is_one_line(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.endswith("_TOKEN")}
    env["DATABASE_URL"] = "mysql://somewhere/db"
    done = _fanbot("console", env=env, cwd=tmp_path)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "DATABASE_URL" in done.stderr


def test_env_example_parses_and_names_every_setting():
    from pathlib import Path

    from bot.config import ENV_KEYS

    example = Path(__file__).resolve().parents[2] / ".env.example"
    values = read_env_file(example)
    assert "DATABASE_URL" not in values  # unset: the user's data folder (test_default_database_*)
    text = example.read_text(encoding="utf-8")
    for key in ENV_KEYS:
        assert key in text, key


def test_default_database_is_in_the_user_data_folder(tmp_path):
    url = default_database_url(cwd=tmp_path, data_folder=tmp_path / "data" / "fanbot")
    assert url == f"sqlite:///{tmp_path}/data/fanbot/fanbot.sqlite3"  # four slashes: an absolute path


def test_default_database_keeps_an_existing_file_in_the_current_folder(tmp_path):
    (tmp_path / "fanbot.sqlite3").write_bytes(b"")
    assert default_database_url(cwd=tmp_path, data_folder=tmp_path / "data") == "sqlite:///fanbot.sqlite3"


def test_database_url_wins_over_the_default(tmp_path):
    (tmp_path / "fanbot.sqlite3").write_bytes(b"")
    config = Config.from_env({"DATABASE_URL": "sqlite:////srv/x.sqlite3"}, env_file=None)
    assert config.database_url == "sqlite:////srv/x.sqlite3"


def _data_home_env(tmp_path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_TOKEN") and k != "DATABASE_URL"}
    env["XDG_DATA_HOME"] = str(tmp_path / "xdg")
    env["LANG"] = "C.UTF-8"
    return env


def test_start_up_says_where_the_data_is(tmp_path):
    done = _fanbot("console", env=_data_home_env(tmp_path), cwd=tmp_path)
    database = tmp_path / "xdg" / "fanbot" / "fanbot.sqlite3"
    assert done.returncode == 0, done.stderr
    assert f"fanbot: data kept in {database}\n" in done.stderr
    assert database.is_file() and not (tmp_path / "fanbot.sqlite3").exists()


def test_start_up_keeps_and_names_the_old_file_in_the_current_folder(tmp_path):
    _fanbot("db", "upgrade", env={**_data_home_env(tmp_path), "DATABASE_URL": "sqlite:///fanbot.sqlite3"},
            cwd=tmp_path)
    done = _fanbot("console", env=_data_home_env(tmp_path), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"data kept in {tmp_path / 'fanbot.sqlite3'}: found in the current folder" in done.stderr
    assert not (tmp_path / "xdg" / "fanbot" / "fanbot.sqlite3").exists()
