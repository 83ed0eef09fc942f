"""Entering hands with the sheet's buttons, through the core with the real store: each flow writes
the entry its text form writes, stale and double presses record nothing, a restart loses no step."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.storage import chat_key
from quiz.sheet.store import SheetStore
from tests.migrated import migrated_url


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "bot.sqlite3"


@pytest.fixture
def core(db_path):
    core = BotCore(Config(database_url=migrated_url(db_path), rate_limit=(10_000, 60.0)))
    yield core
    core.close()


def member(user="u1", name="Ann", *, admin=False, chat="g1"):
    return CommandContext("telegram", chat, user, name, is_group=True, is_admin=admin, locale="en")


ANN, OUTSIDER = member("u1", "Ann"), member("u7", "Zed")


def view_of(core, chat="g1"):
    return SheetStore(core.storage.db).view(chat_key("telegram", chat))


def buttons(reply) -> dict[str, str]:
    return {b.label: b.action for row in reply.buttons for b in row}


async def press(core, reply, label, who=ANN, values=()):
    return await core.handle_action(who, buttons(reply)[label], values)


async def start(core):
    [reply] = await core.handle(ANN, "table", "start me Bo Cy Di")
    assert not reply.is_error
    return reply


async def to_total(core, winner="Ann", loser="Bo"):
    """/table, Enter a hand, winner, discarder (or Self-drawn): the reply asking for the total."""
    [shown] = await core.handle(ANN, "table")
    [ask] = await press(core, shown, "Enter a hand")
    [ask] = await press(core, ask, winner)
    [ask] = await press(core, ask, loser)
    return ask


async def test_the_start_and_the_sheet_offer_the_button_that_enters_a_hand(core):
    started = await start(core)
    assert "Enter a hand" in buttons(started)
    [shown] = await core.handle(ANN, "table")
    assert "Enter a hand" in buttons(shown) and shown.picture is not None
    assert shown.picture.png[:8] == b"\x89PNG\r\n\x1a\n"


async def test_winner_discarder_and_a_fan_button_write_what_the_text_form_writes(core, tmp_path):
    await start(core)
    ask = await to_total(core, "Ann", "Bo")
    assert "Ann won on Bo's discard" in ask.text.plain
    [done] = await press(core, ask, "24")
    assert done.replace_message and "Enter a hand" in buttons(done)
    by_buttons = view_of(core).entries[-1].body
    other = BotCore(Config(database_url=migrated_url(tmp_path / "text.sqlite3"), rate_limit=(10_000, 60.0)))
    try:
        await other.handle(ANN, "table", "start me Bo Cy Di")
        await other.handle(ANN, "win", "Ann from Bo 24")
        assert SheetStore(other.storage.db).view(chat_key("telegram", "g1")).entries[-1].body == by_buttons
    finally:
        other.close()
    assert view_of(core).sheet.totals == (48, -32, -8, -8)


async def test_self_drawn_with_a_typed_total(core):
    await start(core)
    ask = await to_total(core, "Cy", "Self-drawn")
    assert "Cy won self-drawn" in ask.text.plain
    [prompt] = await press(core, ask, "Other total")
    assert prompt.number_prompt is not None and not prompt.buttons
    [done] = await core.handle_action(ANN, prompt.number_prompt.action, ["13"])
    assert not done.is_error
    assert view_of(core).sheet.totals == (-21, -21, 63, -21)


async def test_a_typed_hand_is_scored_with_the_winners_seat_and_the_prevailing_wind(core):
    await start(core)
    ask = await to_total(core, "Bo", "Self-drawn")  # Bo sits South at hand 1, East round
    [prompt] = await press(core, ask, "Type the hand")
    scored, done = await core.handle_action(ANN, prompt.number_prompt.action, ["123m 789m 111z 222z 55p"])
    # East pung: the prevailing wind; South pung: Bo's seat wind; self-drawn, so fully concealed
    assert "Prevalent Wind" in scored.text.plain and "Seat Wind" in scored.text.plain
    assert "Fully Concealed Hand" in scored.text.plain and scored.picture is not None
    entry = view_of(core).entries[-1].body
    assert entry.winner == 1 and entry.loser is None and entry.hand and entry.fan == 13
    assert "Enter a hand" in buttons(done)


async def test_a_hand_under_eight_fan_is_refused_then_recorded_as_a_false_win_by_its_button(core):
    await start(core)
    ask = await to_total(core, "Ann", "Bo")
    [prompt] = await press(core, ask, "Other total")
    refusal, offer = await core.handle_action(ANN, prompt.number_prompt.action, ["6"])
    assert refusal.is_error and "6 fan" in refusal.text.plain
    assert view_of(core).entries == ()
    [done] = await press(core, offer, "Record a false win")
    assert not done.is_error
    body = view_of(core).entries[-1].body
    assert body.false_win and body.winner == 0
    assert view_of(core).sheet.totals == (-30, 10, 10, 10)


async def test_what_is_not_a_fan_total_is_a_short_refusal_that_records_nothing(core):
    await start(core)
    ask = await to_total(core)
    [prompt] = await press(core, ask, "Other total")
    [refusal] = await core.handle_action(ANN, prompt.number_prompt.action, ["<b>lots</b>"])
    assert refusal.is_error and "is not a fan total" in refusal.text.plain and "<b>lots</b>" in refusal.text.plain
    assert view_of(core).entries == ()


async def test_a_double_press_records_the_hand_once_and_asks_again(core):
    await start(core)
    ask = await to_total(core)
    [first] = await press(core, ask, "16")
    moved, again = await press(core, ask, "16")
    assert not first.is_error and moved.is_error and "was not recorded" in moved.text.plain
    assert "Who won" in again.text.plain
    assert len(view_of(core).entries) == 1


async def test_someone_outside_the_table_cannot_enter_a_hand_by_buttons(core):
    await start(core)
    [shown] = await core.handle(ANN, "table")
    [refusal] = await press(core, shown, "Enter a hand", who=OUTSIDER)
    assert refusal.is_error
    ask = await to_total(core)
    [refusal] = await press(core, ask, "8", who=OUTSIDER)
    assert refusal.is_error and view_of(core).entries == ()


async def test_the_draw_button_records_a_hand_without_a_winner(core):
    await start(core)
    [shown] = await core.handle(ANN, "table")
    [ask] = await press(core, shown, "Enter a hand")
    [done] = await press(core, ask, "Draw (no winner)")
    assert not done.is_error and view_of(core).sheet.hands_played == 1 and view_of(core).sheet.totals == (0,) * 4


async def test_back_returns_to_the_previous_question(core):
    await start(core)
    [shown] = await core.handle(ANN, "table")
    [ask] = await press(core, shown, "Enter a hand")
    [loser] = await press(core, ask, "Cy")
    assert "Cy won" in loser.text.plain and "Cy" not in buttons(loser)
    [again] = await press(core, loser, "Back")
    assert "Who won" in again.text.plain and again.replace_message


async def test_buttons_of_an_ended_table_do_not_write_to_the_next_one(core):
    await start(core)
    ask = await to_total(core)
    await core.handle(ANN, "table", "end")
    await start(core)
    [stale] = await press(core, ask, "8")
    assert stale.is_error and view_of(core).entries == ()


async def test_a_flow_goes_on_after_a_restart(db_path):
    first = BotCore(Config(database_url=migrated_url(db_path), rate_limit=(10_000, 60.0)))
    await start(first)
    ask = await to_total(first, "Di", "Cy")
    first.close()
    second = BotCore(Config(database_url=migrated_url(db_path), rate_limit=(10_000, 60.0)))
    try:
        [done] = await press(second, ask, "32")
        assert not done.is_error
        assert view_of(second).sheet.totals == (-8, -8, -40, 56)
    finally:
        second.close()


async def test_export_sends_a_csv_of_the_sheet(core):
    await start(core)
    await core.handle(ANN, "win", "Ann from Bo 24")
    [reply] = await core.handle(ANN, "table", "export")
    assert reply.document is not None and reply.document.filename.endswith(".csv")
    text = reply.document.data.decode("utf-8-sig").splitlines()
    assert text[0].endswith("Ann,Bo,Cy,Di") and text[1].endswith("48,-32,-8,-8") and text[-1].endswith("48,-32,-8,-8")
    [none] = await core.handle(member(chat="g2"), "table", "export")
    assert none.is_error and none.document is None


async def test_a_chat_admin_may_enter_a_hand_by_buttons_and_platforms_are_told_to_ask(core):
    await start(core)
    assert core.needs_admin(buttons(await start_or_show(core))["Enter a hand"])
    admin = member("u8", "Mod", admin=True)
    ask = await to_total(core)
    [done] = await press(core, ask, "8", who=admin)
    assert not done.is_error and len(view_of(core).entries) == 1


async def start_or_show(core):
    [shown] = await core.handle(ANN, "table")
    return shown


async def test_a_riichi_win_by_buttons_asks_han_and_fu_and_pays_from_the_riichi_tables(core):
    [started] = await core.handle(ANN, "table", "start riichi me Bo Cy Di")
    assert not started.is_error, started.text.plain
    ask = await to_total(core, "Bo", "Cy")
    assert "type han and fu" in ask.text.plain and "8" not in buttons(ask)
    [prompt] = await press(core, ask, "Han and fu")
    [refusal] = await core.handle_action(ANN, prompt.number_prompt.action, ["lots"])
    assert refusal.is_error and "is not han and fu" in refusal.text.plain
    [done] = await core.handle_action(ANN, prompt.number_prompt.action, ["3 40"])
    assert not done.is_error, done.text.plain
    body = view_of(core).entries[-1].body
    assert (body.winner, body.loser, body.han, body.fu) == (1, 2, 3, 40)
    totals = view_of(core).sheet.totals
    assert totals[1] - 25_000 == 5_200 and totals[2] - 25_000 == -5_200  # non-dealer 3 han 40 fu ron
    [shown] = await core.handle(ANN, "table")
    assert shown.picture.png[:8] == b"\x89PNG\r\n\x1a\n"



async def test_a_riichi_draw_by_buttons_asks_who_was_ready_and_pays_noten(core):
    await core.handle(ANN, "table", "start riichi me Bo Cy Di")
    [shown] = await core.handle(ANN, "table")
    [who] = await press(core, shown, "Enter a hand")
    [ready] = await press(core, who, "Draw (no winner)")
    assert ready.select is not None and [o.label for o in ready.select.options] == ["Ann", "Bo", "Cy", "Di"]
    assert ready.select.max_values == 4 and "Nobody was ready" in buttons(ready)
    [done] = await core.handle_action(ANN, ready.select.action, ["2", "0"])
    assert not done.is_error, done.text.plain
    assert view_of(core).entries[-1].body.tenpai == (0, 2)
    assert view_of(core).sheet.totals == (26_500, 23_500, 26_500, 23_500)
    [shown] = await core.handle(ANN, "table")
    [who] = await press(core, shown, "Enter a hand")
    [ready] = await press(core, who, "Draw (no winner)")
    [done] = await press(core, ready, "Nobody was ready")
    assert view_of(core).entries[-1].body.tenpai == () and view_of(core).sheet.totals == (26_500, 23_500, 26_500,
                                                                                          23_500)


async def test_players_named_by_a_discord_mention_are_labelled_by_their_name_once_seen(core):
    ann = CommandContext("discord", "c1", "11", "Ann", is_group=True, locale="en")
    bo = CommandContext("discord", "c1", "12", "Bo Wu", is_group=True, locale="en")
    await core.handle(ann, "table", "start <@11> <@12> <@13> <@14>")
    [shown] = await core.handle(ann, "table")
    [who] = await core.handle_action(bo, buttons(shown)["Enter a hand"])
    assert list(buttons(who))[:4] == ["Ann", "Bo Wu", "<@13>", "<@14>"]  # Cy and Di have not written yet
    [export] = await core.handle(ann, "table", "export")
    assert export.document.data.decode("utf-8-sig").splitlines()[0].endswith("Fan,Ann,Bo Wu,<@13>,<@14>")
    view = SheetStore(core.storage.db).view(chat_key("discord", "c1"))
    assert view.sheet.start.players[1].name == "<@12>"  # the log keeps the mention; only the display changes
