"""The score sheet's data: the words players type (bot/commands/table_words.toml) and a message for
every refusal the sheet can give."""

import re
import tomllib
from pathlib import Path

from bot.commands import table_words
from bot.i18n import LANGUAGES, t

ROOT = Path(__file__).resolve().parents[2]


def test_the_words_file_has_every_list_the_commands_read_each_a_list_of_words():
    data = tomllib.loads((ROOT / "bot/commands/table_words.toml").read_text(encoding="utf-8"))
    assert set(data["aliases"]) == {"table", "table_start", "table_show", "table_end", "table_chase", "win", "draw",
                                    "penalty", "undo"}
    assert set(data["words"]) == {"from", "liable", "self_drawn", "false_win", "filler", "to", "deducted", "me",
                                  "units"}
    assert set(data["seats"]) == {"east", "south", "west", "north"}
    for section in data.values():
        for words in section.values():
            assert words and all(isinstance(w, str) and w.strip() == w and w for w in words)


def test_seat_words_name_each_wind_once():
    assert sorted(set(table_words.SEAT_WORDS.values())) == [0, 1, 2, 3]


def test_every_sheet_refusal_has_a_message_in_every_language():
    codes = set()
    # every module of the score sheets (the framework's and each ruleset's) and the table command
    for path in [*sorted((ROOT / "quiz" / "sheet").glob("*.py")), ROOT / "bot/commands/table.py"]:
        codes |= set(re.findall(r'SheetError\("([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert len(codes) > 20
    for language in LANGUAGES:
        missing = [code for code in codes if t(language, f"sheet_error.{code}") == f"sheet_error.{code}"]
        assert not missing, (language, missing)
