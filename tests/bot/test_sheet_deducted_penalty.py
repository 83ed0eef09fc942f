"""MCR penalties in the competition form: deducted from the offender alone, paid to nobody."""

from __future__ import annotations

import pytest

from bot.core import CommandContext
from bot.i18n import LANGUAGES, t
from quiz.sheet.codec import body_from_json, body_to_json
from quiz.sheet.mcr import penalty_deltas
from quiz.sheet.model import Penalty
from tests.bot.chat_core import core_fixture

LOCALES = {"en": "en", "zh_hans": "zh-CN", "zh_hant": "zh-TW", "ja": "ja"}


core = core_fixture(real_clock=True)


async def _say(core, line: str, language: str = "en"):
    name, _, words = line.lstrip("/").partition(" ")
    context = CommandContext("console", "chat", "u", locale=LOCALES[language], is_admin=True)
    return await core.handle(context, name, words)


def test_a_deducted_penalty_takes_from_the_offender_alone():
    assert penalty_deltas(3, 10, None, deducted=True) == (0, 0, 0, -10)
    assert penalty_deltas(3, 9, None) == (3, 3, 3, -9)  # the usual form stays zero-sum


def test_a_deducted_penalty_is_stored_and_read_back_and_an_old_one_reads_as_paid():
    entry = Penalty(player=2, points=10, deducted=True)
    assert body_from_json("penalty", body_to_json(entry)) == entry
    assert body_from_json("penalty", '{"player": 2, "points": 9, "to": null}') == Penalty(2, 9)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("word", ["deducted", "扣分", "減点"])
async def test_the_sheet_shows_a_deducted_penalty_and_totals_that_no_longer_add_up(core, language, word):
    await _say(core, "/table start Ann Bo Cy Di", language)
    await _say(core, "/win Ann 8 from Bo", language)
    [reply] = await _say(core, f"/penalty Di 10 {word}", language)  # 10: no split among three needed
    assert not reply.is_error
    assert reply.text.plain.splitlines()[0] == t(language, "sheet.row_penalty_deducted", player="Di", points=10)
    [sheet] = await _say(core, "/table", language)
    totals = next(line for line in sheet.text.plain.splitlines() if line.strip().startswith("Σ"))
    assert totals.split()[1:] == ["+32", "−16", "−8", "−18"]  # Di alone pays; the sum is −10
    [ended] = await _say(core, "/table end", language)
    standings = ended.text.plain
    assert standings.index("Ann") < standings.index("Cy") < standings.index("Bo") < standings.index("Di")


async def test_a_deducted_penalty_paid_to_someone_is_refused(core):
    await _say(core, "/table start Ann Bo Cy Di")
    [refused] = await _say(core, "/penalty Di 10 deducted to Ann")
    assert refused.is_error and refused.text.plain == t("en", "sheet_error.penalty_deducted_to").replace("`", "")


async def test_a_riichi_table_has_no_deducted_penalty(core):
    await _say(core, "/table start riichi Ann Bo Cy Di")
    [refused] = await _say(core, "/penalty Di 1000 deducted")
    assert refused.is_error and "deducted" in refused.text.plain
