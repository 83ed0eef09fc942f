"""The score sheet's message budgets (``bot.budgets``), held on Telegram through the fake: a whole MCR
game entered by four players by /win, /draw, /penalty and /undo and by the sheet's buttons (a fan
button, another total typed, the hand typed); each entry costs the group what its budget says."""

from __future__ import annotations

from bot.budgets import SHEET_BUTTONS, SHEET_ENTRY
from tests.bot.sheet_game import GAME, actor
from tests.bot.telegram_calls import text_of
from tests.bot.telegram_setup import (
    fake_bot_api_fixture,  # noqa: F401 (the ``fake`` fixture)
    telegram_config,
)
from tests.bot.test_sheet_telegram import GROUP, Table
from tests.bot.test_telegram_e2e import running_bot
from tests.clock import Clock

#: the ways GAME's steps are entered by command; the others go through the buttons (after /table)
COMMANDS = ("text", "textdraw", "penalty", "undo")


def _cost(calls) -> tuple[int, int]:
    """(new messages, edits) the group received among the bot's calls."""
    group = [c for c in calls if c.method.startswith(("send", "edit", "stopPoll"))
             and str(c.params.get("chat_id")) == str(GROUP.id)]
    edits = sum(1 for c in group if not c.method.startswith("send"))
    return len(group) - edits, edits


async def test_every_score_sheet_entry_costs_the_group_its_budget(fake, tmp_path):
    config = telegram_config(tmp_path, rate_limit=(10_000, 60.0))
    async with running_bot(fake, config, Clock(1_800_000_000.0)):
        table = Table(fake)
        await table.say(0, "/table start me @bo @cy @di")
        costs = []
        for step in GAME:
            if step[0] not in COMMANDS:
                await table.say(actor(step), "/table")  # the sheet and its buttons: /table's own reply
            start = len(fake.calls)
            table.quiet = 0.3 if step[0] == "hand" else 0.15  # a typed hand's score is drawn on the way
            if step[0] in COMMANDS:
                await table.play(step)
            else:
                await table.enter_by_buttons(step)
            sent = [c for c in fake.calls[start:] if c.method.startswith(("send", "edit"))]
            last = sent[-2] if sent[-1].method == "sendDocument" else sent[-1]  # (the final sheet's CSV)
            assert text_of(last).startswith("Score sheet"), step  # the step is over: the entry came last
            costs.append((step[0], *_cost(fake.calls[start:])))
    *entries, (last, last_messages, last_edits) = costs
    for how, messages, edits in entries:
        budget = SHEET_ENTRY if how in COMMANDS else SHEET_BUTTONS
        assert messages <= budget.messages and edits <= budget.edits, (how, messages, edits)
    budget = SHEET_ENTRY if last in COMMANDS else SHEET_BUTTONS
    assert budget.allows(1, last_messages, last_edits), (last, last_messages, last_edits)
    assert {how for how, *_ in costs} >= {*COMMANDS, "buttons", "draw", "other", "hand"}  # every way tried
    # what the budgets leave no room for: a reply per player, or a second reply to an entry
    assert all(messages == 1 and edits == 0 for how, messages, edits in entries if how in COMMANDS), costs
