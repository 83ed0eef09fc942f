"""/undo says which entry it took back, and the sheet's table explains the marks it shows."""

from __future__ import annotations

import pytest

from bot.core import CommandContext
from bot.i18n import LANGUAGES, t
from tests.bot.chat_core import core_fixture

LOCALES = {"en": "en", "zh_hans": "zh-CN", "zh_hant": "zh-TW", "ja": "ja"}


core = core_fixture(real_clock=True)


async def _say(core, language: str, line: str) -> str:
    name, _, words = line.lstrip("/").partition(" ")
    context = CommandContext("console", "chat", "u", locale=LOCALES[language], is_admin=True)
    replies = await core.handle(context, name, words)
    assert not any(reply.is_error for reply in replies), (line, replies)
    return "\n".join(reply.text.markdown for reply in replies)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("entry", ["/win Ann 8 from Bo", "/win Cy 24", "/draw", "/penalty Di 6",
                                   "/penalty Di 5 to Ann"])
async def test_undo_says_what_it_took_back(core, language, entry):
    await _say(core, language, "/table start Ann Bo Cy Di")
    await _say(core, language, "/win Bo 10 from Cy")
    written = await _say(core, language, entry)
    row = written.splitlines()[0]  # the reply to an entry starts with the row it made
    taken_back = await _say(core, language, "/undo")
    assert taken_back.splitlines()[:2] == [t(language, "sheet.undone_row"), row]
    # the next undo names the entry before it
    earlier = await _say(core, language, "/undo")
    assert "Cy" in earlier.splitlines()[1] and "10" in earlier.splitlines()[1]


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_sheet_explains_the_marks_it_shows(core, language):
    await _say(core, language, "/table start Ann Bo Cy Di")
    await _say(core, language, "/win Ann 8 from Bo")
    plain = await _say(core, language, "/table")
    assert not any(t(language, f"sheet.mark_{kind}", mark=mark) in plain
                   for kind, mark in (("self_drawn", "*"), ("draw", "-"), ("penalty", "!")))
    for line in ("/win Cy 24", "/draw", "/penalty Di 6"):
        await _say(core, language, line)
    marked = await _say(core, language, "/table")
    assert "  2*" in marked and "  3-" in marked and "  4!" in marked
    legend = " · ".join(t(language, f"sheet.mark_{kind}", mark=mark)
                        for kind, mark in (("self_drawn", "*"), ("draw", "-"), ("penalty", "!")))
    assert legend in marked


async def test_a_riichi_sheet_explains_its_riichi_sticks(core):
    await _say(core, "en", "/table start riichi Ann Bo Cy Di")
    await _say(core, "en", "/reach Ann")
    await _say(core, "en", "/win Ann 3 40 from Bo")
    shown = await _say(core, "en", "/table")
    assert "r riichi stick" in shown and "1r" in shown
