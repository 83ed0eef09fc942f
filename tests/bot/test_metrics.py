"""``/healthz`` and Prometheus ``/metrics`` (``METRICS_LISTEN``): counts of what the bot really handled."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import urllib.error
import urllib.request

import pytest

from bot.config import Config, ConfigError
from bot.core import BotCore, CommandContext
from bot.db.engine import StorageBusy
from bot.metrics import serve
from tests.migrated import migrated_url


def _get(port: int, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


async def test_metrics_count_commands_errors_and_games_and_healthz_checks_the_database(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "m.sqlite3"), rate_limit=(1000, 60.0)))
    server = serve(("127.0.0.1", 0), core.metrics, core.storage.ping)
    try:
        ctx = CommandContext("telegram", "-100", "7", "Ann", is_group=True, is_admin=True, locale="en")
        for _ in range(3):
            await core.handle(ctx, "score", "1112345678999m5m")
        await core.handle(ctx, "frobnicate-" + "x" * 50)  # an unknown command: no label of its own
        await core.handle(ctx, "quiz", "start rounds=1 seconds=60")
        port = server.server_port
        status, text = await asyncio.to_thread(_get, port, "/metrics")
        assert status == 200
        assert 'fanbot_commands_total{command="score",platform="telegram"} 3.0' in text
        assert 'fanbot_commands_total{command="other",platform="telegram"} 1.0' in text
        assert "fanbot_active_games 1.0" in text
        assert 'fanbot_command_seconds_count{platform="telegram"} 5.0' in text
        assert await asyncio.to_thread(_get, port, "/healthz") == (200, "ok\n")
        assert (await asyncio.to_thread(_get, port, "/nothing"))[0] == 404
    finally:
        server.shutdown()
        core.close()


def test_healthz_is_503_when_the_database_does_not_answer(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "h.sqlite3")))

    def down() -> None:
        raise StorageBusy("cannot reach PostgreSQL")

    server = serve(("127.0.0.1", 0), core.metrics, down)
    try:
        status, text = _get(server.server_port, "/healthz")
        assert status == 503 and "StorageBusy" in text
    finally:
        server.shutdown()
        core.close()


def test_metrics_listen_must_be_host_and_port():
    assert Config.from_env({"METRICS_LISTEN": ":9100"}, env_file=None).metrics_listen == ("0.0.0.0", 9100)
    with pytest.raises(ConfigError, match="METRICS_LISTEN='9100'"):
        Config.from_env({"METRICS_LISTEN": "9100"}, env_file=None)


def test_a_bot_without_metrics_listen_counts_nothing_and_never_loads_prometheus_client(tmp_path):
    code = ("import sys; from bot.config import Config; from bot.core import BotCore; "
            f"core = BotCore(Config(database_url='sqlite:///{tmp_path / 'q.sqlite3'}')); "
            "core.metrics.handled('telegram', '/score', 0.01); core.close(); "
            "print('prometheus_client' in sys.modules, core.metrics.enabled)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=os.getcwd())
    assert done.stdout.split() == ["False", "False"], done.stderr
