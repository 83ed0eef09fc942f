"""The set-up guide and the service files: the systemd unit and the Dockerfile parse, and the exact
command line each starts runs (in console mode here, with no token and no Docker engine), and
README's first screen leads to docs/setup.md."""

from __future__ import annotations

import configparser
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import discord
import pytest

ROOT = Path(__file__).resolve().parent.parent
SETUP = ROOT / "docs" / "setup.md"
#: a newcomer's first hand, and a word of its answer
FIRST_HAND, FIRST_ANSWER = "/score 1112345678999m5m\n", "Nine Gates"


def _unit() -> configparser.ConfigParser:
    unit = configparser.ConfigParser(strict=False, interpolation=None, delimiters=("=",))
    unit.optionxform = str  # systemd's keys are case-sensitive
    unit.read_string((ROOT / "deploy" / "fanbot.service").read_text(encoding="utf-8"))
    return unit


def _unit_environment() -> dict[str, str]:
    """Every ``Environment=`` line of the unit (systemd allows several; the parser keeps the last)."""
    text = (ROOT / "deploy" / "fanbot.service").read_text(encoding="utf-8")
    return dict(line.split("=", 2)[1:] for line in text.splitlines() if line.startswith("Environment="))


def _dockerfile() -> list[tuple[str, str]]:
    """The instructions of the Dockerfile, continuation lines joined: (INSTRUCTION, arguments)."""
    text = re.sub(r"\\\n\s*", " ", (ROOT / "Dockerfile").read_text(encoding="utf-8"))
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    return [(line.split(None, 1)[0].upper(), line.split(None, 1)[1]) for line in lines]


def _console_script() -> str:
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    (name,) = scripts
    return name


def _run_as_installed(argv: list[str], tmp_path: Path, environment: dict[str, str]) -> subprocess.CompletedProcess:
    """``argv`` with its installed ``fanbot`` replaced by this checkout's ``python -m bot``, no token set,
    the newcomer's first hand typed in."""
    assert Path(argv[0]).name == _console_script()
    env = {k: v for k, v in os.environ.items() if not k.endswith("_TOKEN") and k != "DATABASE_URL"}
    env.update(environment)
    return subprocess.run([sys.executable, "-m", "bot", *argv[1:]], input=FIRST_HAND, capture_output=True,
                          text=True, timeout=60, cwd=tmp_path, env=env)


def test_the_systemd_unit_has_what_a_service_needs():
    unit = _unit()
    assert set(unit.sections()) == {"Unit", "Service", "Install"}
    service = unit["Service"]
    assert service["User"] != "root" and service["Restart"] == "on-failure"
    assert service["KillSignal"] == "SIGTERM"  # fanbot's clean stop
    assert Path(shlex.split(service["ExecStart"])[0]).is_absolute()  # systemd wants an absolute path
    database = _unit_environment()["DATABASE_URL"]
    assert database.startswith(f"sqlite:////var/lib/{service['StateDirectory']}/")
    assert unit["Install"]["WantedBy"] == "multi-user.target"


def test_the_systemd_units_command_starts(tmp_path):
    argv = shlex.split(_unit()["Service"]["ExecStart"])
    done = _run_as_installed(argv, tmp_path, {"DATABASE_URL": f"sqlite:///{tmp_path}/unit.sqlite3"})
    assert done.returncode == 0, done.stderr
    assert FIRST_ANSWER in done.stdout and "Traceback" not in done.stderr
    assert f"data kept in {tmp_path}/unit.sqlite3" in done.stderr


def test_the_dockerfile_keeps_the_data_in_its_volume_and_runs_unprivileged():
    instructions = _dockerfile()
    assert instructions[0][0] == "FROM" and "python:3.11" in instructions[0][1]
    environment = dict(pair.split("=", 1) for kind, args in instructions if kind == "ENV" for pair in args.split())
    (volume,) = [args for kind, args in instructions if kind == "VOLUME"]
    assert environment["DATABASE_URL"] == f"sqlite:///{volume}/fanbot.sqlite3"
    users = [args for kind, args in instructions if kind == "USER"]
    assert users and users[-1] not in ("root", "0")
    assert ("STOPSIGNAL", "SIGTERM") in instructions
    assert ".env" in (ROOT / ".dockerignore").read_text(encoding="utf-8").split()  # tokens stay out of the image


def test_the_dockerfiles_command_starts(tmp_path):
    instructions = _dockerfile()
    (command,) = [json.loads(args) for kind, args in instructions if kind == "CMD"]  # exec form: signals reach it
    done = _run_as_installed(command, tmp_path, {"DATABASE_URL": f"sqlite:///{tmp_path}/image.sqlite3"})
    assert done.returncode == 0, done.stderr
    assert FIRST_ANSWER in done.stdout and "Traceback" not in done.stderr


def test_readme_first_screen_links_the_setup_guide_and_keeps_its_two_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first_screen = "\n".join(readme.splitlines()[:40])
    assert "docs/setup.md" in first_screen
    assert "python3 -m pip install -e . && fanbot" in first_screen
    assert "python3 -m pip install -e '.[test]' && python3 -m ruff check . && python3 -m pytest -q" in first_screen
    # the benchmarks and the compiled core's inner workings live in bench/ and docs/ now
    assert "## Speed" not in readme and "## Compiled core" not in readme
    assert "| what | fanbot as installed |" in (ROOT / "bench" / "README.md").read_text(encoding="utf-8")
    assert "## Compiled core" in (ROOT / "docs" / "compiled_core.md").read_text(encoding="utf-8")


def test_every_link_of_the_setup_guide_is_there():
    for target in re.findall(r"\]\((\.\./[^)#]+)\)", SETUP.read_text(encoding="utf-8")):
        assert (SETUP.parent / target).resolve().exists(), target


def test_the_invite_link_asks_for_the_permissions_the_guide_names():
    text = SETUP.read_text(encoding="utf-8")
    link = re.search(r"https://discord.com/oauth2/authorize\?\S+", text).group(0)
    assert "scope=bot+applications.commands" in link
    named = discord.Permissions(view_channel=True, send_messages=True, send_messages_in_threads=True,
                                embed_links=True, attach_files=True, create_public_threads=True)
    assert f"permissions={named.value}" in link
    for name in ("View Channels", "Send Messages", "Send Messages in Threads", "Embed Links", "Attach Files",
                 "Create Public Threads"):
        assert f"**{name}**" in text


def test_the_bot_needs_no_privileged_intent_as_the_guide_says():
    source = (ROOT / "bot" / "adapters" / "discord" / "client.py").read_text(encoding="utf-8")
    enabled = set(re.findall(r"intents\.(\w+) = True", source))
    assert "discord.Intents.none()" in source and enabled == {"guilds"}
    privileged = {"members", "presences", "message_content"}
    assert not enabled & privileged
    assert "`guilds` intent" in SETUP.read_text(encoding="utf-8")
    assert "DISCORD_TEST_GUILD_ID" in SETUP.read_text(encoding="utf-8")


def test_systemd_accepts_the_unit(tmp_path):
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("no systemd-analyze on this machine")
    unit = tmp_path / "fanbot.service"
    unit.write_text((ROOT / "deploy" / "fanbot.service").read_text(encoding="utf-8"), encoding="utf-8")
    done = subprocess.run([analyze, "verify", str(unit)], capture_output=True, text=True, timeout=60)
    # the one complaint allowed: the virtual environment is not installed on this machine
    complaints = [line for line in done.stderr.splitlines() if line.strip()
                  and "/opt/fanbot/venv/bin/fanbot is not executable" not in line]
    assert complaints == []
