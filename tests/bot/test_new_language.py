"""Adding a language is a data change: a table in languages.toml and a catalogue, no code.

The test copies the installed packages to a temporary directory, adds Esperanto there the way
docs/translating.md says (a languages.toml table without any of the optional name properties,
``python -m bot.locales new eo``, a few messages translated), and runs the command line and the
console chat from that copy: both speak it, and ``--lang`` offers it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from bot.locales.__main__ import po_bytes

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "glossary", "quiz", "scoring")
ESPERANTO = """
[eo]
name = "Esperanto"
locale = "eo"
tags = ["eo"]
words = ["esperanto"]
discord = []
telegram = "eo"
"""
#: the messages translated for the test (every other one reads in English, as for a language in progress)
TRANSLATED = {
    "score.total_mcr": "**Sume: {total} fan**",
    "help.title": "fanbot: poentado kaj instruado de maĝango",
    "score.hand_line": "Mano: {hand}",
}


def _run(copy: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(copy), "DATABASE_URL": f"sqlite:///{copy / 'bot.sqlite3'}",
           "LANG": "C.UTF-8"}
    env.pop("DISCORD_TOKEN", None)
    env.pop("TELEGRAM_TOKEN", None)
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=copy, env=env, input=stdin,
                          capture_output=True, text=True, timeout=180)


@pytest.fixture(scope="module")
def copy_with_esperanto(tmp_path_factory) -> Path:
    copy = tmp_path_factory.mktemp("fanbot_eo")
    for package in PACKAGES:
        shutil.copytree(ROOT / package, copy / package, ignore=shutil.ignore_patterns("__pycache__"))
    locales = copy / "bot" / "locales"
    with (locales / "languages.toml").open("a", encoding="utf-8") as handle:
        handle.write(ESPERANTO)
    made = subprocess.run([sys.executable, "-m", "bot.locales", "new", "eo"], cwd=copy, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(copy)})
    assert made.returncode == 0, made.stderr
    with (locales / "eo.po").open("rb") as handle:
        catalogue = read_po(handle)
    for message in catalogue:
        if message.context in TRANSLATED:
            message.string = TRANSLATED[message.context]
    (locales / "eo.po").write_bytes(po_bytes(catalogue))
    return copy


def test_the_command_line_offers_and_speaks_a_language_added_as_data(copy_with_esperanto):
    done = _run(copy_with_esperanto, "score", "--lang", "esperanto", "1112345678999m5m")
    assert done.returncode == 0, done.stderr
    assert "Sume: 91 fan" in done.stdout and "Total" not in done.stdout
    assert "Nine Gates (九莲宝灯)" in done.stdout  # no names of its own: English names, Chinese beside, as English
    refused = _run(copy_with_esperanto, "fans", "--lang", "klingon")
    assert refused.returncode == 2 and "en,zh_hans,zh_hant,ja,eo,both" in refused.stderr
    quiz = _run(copy_with_esperanto, "quiz", "--rounds", "1", "--seed", "3", "--lang", "eo", stdin="skip\n")
    assert quiz.returncode == 0 and "Quiz: 1 hand," in quiz.stdout  # untranslated messages read in English


def test_the_chat_speaks_a_language_added_as_data(copy_with_esperanto):
    done = _run(copy_with_esperanto, "console", "--language", "eo", stdin="/help\n/score 1112345678999m5m\n")
    assert done.returncode == 0, done.stderr
    assert "poentado kaj instruado" in done.stdout and "Sume: 91 fan" in done.stdout
    switched = _run(copy_with_esperanto, "console", stdin="/settings language esperanto\n/score 1112345678999m5m\n")
    assert "Sume: 91 fan" in switched.stdout, switched.stdout[-600:]


def test_the_installed_languages_are_untouched():
    assert "eo" not in (ROOT / "bot" / "locales" / "languages.toml").read_text(encoding="utf-8")
