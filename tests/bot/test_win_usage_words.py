"""``/win`` written wrong answers with the way the table's ruleset writes a win: han and fu, faan, tai or fan."""

from __future__ import annotations

import pytest

from tests.bot.chat_core import core_fixture, private_chat

core = core_fixture()


@pytest.mark.parametrize(("ruleset", "shown"), [("mcr", "WINNER FAN"), ("riichi", "WINNER HAN FU"),
                                                ("hk", "WINNER FAAN"), ("taiwan", "WINNER TAI")])
async def test_a_win_without_its_total_is_answered_in_the_tables_own_words(core, ruleset, shown):
    ctx = private_chat()
    [started] = await core.handle(ctx, "table", f"start {ruleset} Ann Bo Cy Di")
    assert not started.is_error, started.text
    [usage] = await core.handle(ctx, "win", "Ann")
    assert usage.is_error and f"/win {shown} [from LOSER]" in usage.text.plain


async def test_without_a_table_the_usage_names_the_shared_way(core):
    [usage] = await core.handle(private_chat(), "win", "Ann")
    assert usage.is_error and "/win WINNER FAN [from LOSER]" in usage.text.plain
