"""Issue 24, bug 9: ``fanbot quiz`` speaks the language asked for, every line of it.

The scan plays rounds of both rulesets in every language, skipping some hands and answering others
wrongly (so that the explanation names fans left out and fans not in the hand), and looks for
words of another language: Simplified Chinese characters in Japanese or Traditional Chinese, kana
in Chinese or English, a ruleset's code where its name belongs.
"""

from __future__ import annotations

import functools
import io
import re
import sys

import pytest

from bot.cli import main
from bot.i18n import LANGUAGES
from glossary import entries

_KANA = re.compile(r"[\u3040-\u30ff]")
_ANSWERS = {"mcr": "all pungs, full flush, seven pairs", "riichi": "riichi dora pinfu tanyao toitoi"}


@functools.cache
def simplified_only() -> frozenset[str]:
    """Characters the glossary writes only in its Simplified names and definitions (门, 宝, 风 ...)."""
    simplified, other = set(), set()
    for entry in entries():
        simplified.update(entry.zh_hans + entry.definition_zh)
        other.update(entry.zh_hant + entry.definition_zh_hant + entry.ja + entry.definition_ja)
    return frozenset(ch for ch in simplified - other if "\u4e00" <= ch <= "\u9fff")


def foreign_words(text: str, language: str) -> list[str]:
    """What in ``text`` belongs to another language than ``language``."""
    found = re.findall(r"\b(?:RIICHI|MCR)、", text)
    if language in ("ja", "zh_hant"):
        found += sorted({ch for ch in text if ch in simplified_only()})
    if language in ("zh_hans", "zh_hant", "en"):
        found += _KANA.findall(text)
    return found


def play(language: str, ruleset: str, seed: int, monkeypatch, capsys) -> str:
    answers = "\n".join(["skip", _ANSWERS[ruleset], _ANSWERS[ruleset]]) + "\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    assert main(["quiz", "--lang", language, "--rules", ruleset, "--seed", str(seed), "--rounds", "3"]) == 0
    return capsys.readouterr().out


def test_the_scan_finds_the_words_the_issue_saw() -> None:
    assert foreign_words("クイズ：5 問、RIICHI、normal", "ja") == ["RIICHI、"]
    assert foreign_words("门风 Seat Wind：1", "ja") == ["门", "风"]
    assert foreign_words("自風 北、場風 西。ツモで和了。", "ja") == []


@pytest.mark.parametrize("ruleset", ["riichi", "mcr"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_quiz_in_every_language_names_everything_in_that_language(language, ruleset, monkeypatch,
                                                                    capsys) -> None:
    out = play(language, ruleset, 3, monkeypatch, capsys)
    assert foreign_words(out, language) == [], out


@pytest.mark.parametrize("ruleset", ["riichi", "mcr"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_generated_hands_name_their_fans_in_the_language_asked_for(language, ruleset, capsys) -> None:
    assert main(["quiz", "generate", "--count", "3", "--seed", "3", "--rules", ruleset, "--lang", language]) == 0
    out = capsys.readouterr().out
    assert foreign_words(out, language) == [] and "menzen_tsumo" not in out, out
    if language != "en":
        assert ", " not in out.replace(", tsumo", "").replace(", ron", ""), out  # lists joined with 、
