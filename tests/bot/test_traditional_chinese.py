"""A Traditional Chinese chat reads Traditional Chinese: no Simplified-only characters, no English notes.

The Simplified-only characters are found from the project's own texts: those the Simplified locale
and glossary texts use and their Traditional counterparts never do (顺, 门, 对, 减 …).
"""

from __future__ import annotations

import functools
import re

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.i18n import load_strings
from bot.render.text_glossary import render_entry, render_table, value_text
from glossary import entries, get_entry
from tests.migrated import migrated_url


def _characters(language: str) -> set[str]:
    return {ch for text in load_strings(language).values() for ch in text}


@functools.cache
def simplified_only() -> frozenset[str]:
    """The characters only the simplified catalogue and glossary use (read when a test first asks)."""
    simplified, traditional = _characters("zh_hans"), _characters("zh_hant")
    for entry in entries():
        simplified.update(entry.zh_hans + entry.definition_zh)
        traditional.update(entry.zh_hant + entry.definition_zh_hant)
    return frozenset(ch for ch in simplified - traditional if "\u4e00" <= ch <= "\u9fff")


def _simplified_in(text: str) -> str:
    return "".join(sorted(set(text) & simplified_only()))


def _all_text(reply) -> str:
    parts = [reply.title or "", reply.text.plain]
    parts += [button.label for row in reply.buttons for button in row]
    if reply.select is not None:
        parts += [reply.select.placeholder] + [f"{o.label} {o.description or ''}" for o in reply.select.options]
    if reply.poll is not None:
        parts += [reply.poll.question, *reply.poll.options]
    return "\n".join(parts)


def test_the_simplified_only_characters_are_found():
    assert {"顺", "门", "对", "龙"} <= simplified_only() and not {"順", "門", "番", "和"} & simplified_only()


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)))
    yield core
    core.close()


COMMANDS = [
    ("help", ""), ("help", "notation"), ("help", "quiz"), ("fan", "清一色"), ("fan", "一色三同順"),
    ("fan", "pinfu"), ("fan", "chiitoitsu"), ("fans", ""), ("fans", "riichi"), ("fans", "regional"),
    ("score", "1112345678999m5m"), ("score", "[123m] [555p] 234s678s7z7z tsumo seat=S flowers=2"),
    ("score", "234m345p456s66s789m riichi tsumo rules=riichi"), ("waits", "1112345678999m"),
    ("waits", "11123455678999m"), ("waits", "234m345p456s66s78m rules=riichi"), ("settings", ""),
    ("score", "123m"), ("waits", "123m"), ("score", "[124m] 123p456p789s11s"),
]


@pytest.mark.parametrize("command, args", COMMANDS, ids=[f"{c} {a}" for c, a in COMMANDS])
async def test_a_traditional_chat_gets_no_simplified_only_characters(core, command, args):
    replies = await core.handle(CommandContext("console", "hant", "u", "Ann", locale="zh-TW"), command, args)
    for reply in replies:
        text = _all_text(reply)
        assert not _simplified_in(text), (_simplified_in(text), text)


async def test_flashcards_in_a_traditional_chat_show_the_traditional_definition(core):
    ctx = CommandContext("console", "hant", "u", "Ann", locale="zh-TW")
    for _ in range(3):
        [front] = await core.handle(ctx, "learn")
        [back] = await core.handle_action(ctx, front.buttons[0][0].action)
        assert not _simplified_in(back.text), back.text
        assert any(e.definition_zh_hant and e.definition_zh_hant in back.text for e in entries("mcr")), back.text
        await core.handle_action(ctx, back.buttons[0][0].action)


def test_riichi_values_and_headers_are_written_in_the_readers_script():
    chiitoitsu = get_entry("riichi", "chiitoitsu")
    assert value_text(chiitoitsu, "zh_hant") == "2番（限門清）" and value_text(chiitoitsu, "zh") == "2番（限门清）"
    assert value_text(get_entry("riichi", "chinitsu"), "zh_hant") == "6番（副露5番）"
    table = render_table("riichi", "zh_hant")
    assert "役滿" in table and "役满" not in table and "限門清" in table


def test_a_chinese_entry_shows_chinese_aliases_and_twin_names_and_leaves_out_the_english_notes():
    entry = get_entry("mcr", "full_flush")
    assert entry.note and any(re.search("[A-Za-z]", a) for a in entry.aliases)
    for lang in ("zh", "zh_hant"):
        text = render_entry(entry, lang, score=False)
        assert entry.note not in text and "Pure One Suit" not in text
    twin = render_entry(get_entry("riichi", "chiitoitsu"), "zh_hant", score=False)
    assert "國標麻將對應: 七對 Seven Pairs" in twin
    # English readers keep the aliases (a note about our sources is shown to no one: issue 24)
    both = render_entry(entry, "en+zh", score=False)
    assert entry.note not in both and "Pure One Suit" in both
