"""Issue 24, bug 8: users never read notes about our sources (the seeds, the reference)."""

from __future__ import annotations

import re

import pytest

from bot.cli import main
from bot.i18n import LANGUAGES
from bot.render.text_glossary import render_entry
from glossary import entries

_SOURCES = re.compile(r"\b(seeds?|reference|CHM)\b", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["both", *LANGUAGES])
def test_fan_qing_yi_se_shows_no_note_about_the_seeds(capsys, lang) -> None:
    assert main(["fan", "qing yi se", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert "清一色" in out and not _SOURCES.search(out)


def test_no_entry_shows_a_note_about_our_sources_on_the_command_line_or_in_the_chat() -> None:
    for entry in entries():
        for for_players in (False, True):
            text = str(render_entry(entry, ("en", "zh_hans"), score=False, for_players=for_players))
            about_sources = [s for s in re.split(r"(?<=\.)\s+", entry.note) if _SOURCES.search(s)]
            assert not [s for s in about_sources if s in text], (entry.id, for_players)


def test_a_note_about_the_game_is_still_shown() -> None:
    (pure_straight,) = [entry for entry in entries() if entry.id == "pure_straight" and entry.ruleset == "mcr"]
    text = str(render_entry(pure_straight, ("en",), score=False))
    assert "a fourth chow may still add one pair fan" in text
