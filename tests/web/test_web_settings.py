"""The web calculator's settings, its links for the chats, and ``fanbot web`` as a process."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from bot.config import Config, ConfigError
from bot.web.initdata import group_of_token
from bot.web.links import calc_web_url
from tests.bot.console_run import run_fanbot
from tests.ports import free_port

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "987654321:AAHfakeTokenForLoopbackTests_abcdef"


def test_the_web_settings_are_read_and_checked():
    config = Config.from_env({"WEB_LISTEN": "127.0.0.1:8090", "PUBLIC_URL": "https://calc.example.org/",
                              "TELEGRAM_WEBAPP": "calc"}, env_file=None)
    assert (config.web_listen, config.public_url, config.telegram_webapp) == (
        ("127.0.0.1", 8090), "https://calc.example.org", "calc")
    assert Config.from_env({}, env_file=None).web_listen is None
    for bad in ({"WEB_LISTEN": "8090"}, {"PUBLIC_URL": "calc.example.org"}, {"PUBLIC_URL": "https://x.org/?a=1"},
                {"TELEGRAM_WEBAPP": "a b"}):
        with pytest.raises(ConfigError, match=next(iter(bad))):
            Config.from_env(bad, env_file=None)


def test_a_private_chat_gets_the_page_and_a_group_the_signed_direct_link():
    config = Config(telegram_token=TOKEN, public_url="https://calc.example.org", telegram_webapp="calc")
    assert calc_web_url(config) == "https://calc.example.org/"
    link = calc_web_url(config, chat_id=-100555, is_group=True, bot_username="fanbot_test_bot")
    assert link.startswith("https://t.me/fanbot_test_bot/calc?startapp=")
    assert group_of_token(link.split("startapp=")[1], TOKEN) == -100555
    without_app = Config(telegram_token=TOKEN, public_url="https://calc.example.org")
    assert calc_web_url(without_app, chat_id=-100555, is_group=True, bot_username="fanbot_test_bot") is None
    assert calc_web_url(Config()) is None


def test_fanbot_web_serves_the_page_and_stops_on_sigterm(tmp_path):
    port = free_port()
    # its own database: the user's default one may carry a schema of another fanbot version
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DATABASE_URL": f"sqlite:///{tmp_path / 'bot.sqlite3'}"}
    process = subprocess.Popen([sys.executable, "-c", "import sys; from bot.cli import main; sys.exit(main())",
                                "web", "--listen", f"127.0.0.1:{port}", "--env-file", str(tmp_path / "none.env")],
                               cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).read().decode()
                break
            except OSError:
                assert process.poll() is None and time.monotonic() < deadline, process.stderr.read()
                time.sleep(0.05)
        assert 'data-notation' in page and "/static/app.js" in page
        process.send_signal(signal.SIGTERM)
        assert process.wait(10) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_fanbot_web_refuses_a_bad_address():
    done = run_fanbot(["web", "--listen", "nowhere"], cwd=ROOT, environ=os.environ)  # in this process
    assert done.returncode == 2 and "--listen='nowhere'" in done.stderr and "Traceback" not in done.stderr
