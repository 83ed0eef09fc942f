"""Issue 24, bug 2: ``/table start riichi A B C`` opens a three-player Riichi table (sanma), and a
table that cannot be is refused with a clear message."""

from __future__ import annotations

import dataclasses

import pytest

from bot.config import Config
from bot.core import BotCore
from bot.i18n import LANGUAGES
from quiz.sheet.log import replay
from quiz.sheet.model import Draw, Entry, Penalty, Player, SheetError, TableStart, Win, Wind
from quiz.sheet.riichi import RULES, table_settings
from scoring.riichi.options import RiichiRules, SanmaTsumo
from scoring.riichi.payments import payment
from scoring.rulesets import RulesetId
from tests.bot.test_table_commands import ANN, member, sheet_of
from tests.migrated import migrated_url

A, B, C = 0, 1, 2


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(10_000, 60.0)))
    yield core
    core.close()


def sanma(*bodies, **options):
    start = TableStart(RulesetId.RIICHI, (Player("Ann"), Player("Bo"), Player("Cy")),
                       (Wind.EAST, Wind.SOUTH, Wind.WEST), tuple(options.items()))
    return replay(RULES, start, [Entry(i, body) for i, body in enumerate(bodies, 1)])


async def test_table_start_riichi_with_three_names_opens_a_three_player_riichi_table(core):
    [reply] = await core.handle(ANN, "table", "start riichi A B C")
    assert not reply.is_error, reply.text.plain
    sheet = sheet_of(core)
    assert sheet.start.ruleset is RulesetId.RIICHI and sheet.names == ("A", "B", "C")
    assert sheet.start.seats == (Wind.EAST, Wind.SOUTH, Wind.WEST)  # no north seat
    assert sheet.totals == (35_000,) * 3
    assert "riichi" not in {name.lower() for name in sheet.names}
    assert "A East · B South · C West" in reply.text.plain


@pytest.mark.parametrize("words", ["riichi A B", "riichi A B C D E", "mcr A B C", "A B C D E"])
@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_table_that_cannot_be_is_refused_clearly_in_every_language(core, words, language):
    reader = member("u1", "Ann", locale=language.replace("_", "-"))
    [reply] = await core.handle(reader, "table", f"start {words}")
    assert reply.is_error and "/table start" in reply.text.plain
    count = str(len(words.split()) - (1 if words.split()[0] in ("riichi", "mcr") else 0))
    assert count in reply.text.plain
    [shown] = await core.handle(reader, "table", "")
    assert shown.is_error  # nothing was opened


def test_payments_are_those_of_three_players_with_the_tsumo_loss_the_options_name():
    rules = RiichiRules(players=3)
    ron = sanma(Win(B, C, han=3, fu=30))
    assert ron.rows[0].deltas == (0, payment(3, 30, False, False, False, 0, rules).main, -3900)
    for tsumo, rule in (("tsumo-son", SanmaTsumo.TSUMO_SON), ("north-bisection", SanmaTsumo.NORTH_BISECTION)):
        sheet = sanma(Win(B, None, han=2, fu=30), tsumo=tsumo)
        paid = payment(2, 30, False, False, True, 0, dataclasses.replace(rules, sanma_tsumo=rule))
        assert sheet.rows[0].deltas == (-paid.main, paid.main + paid.additional, -paid.additional), tsumo
    son = sanma(Win(B, None, han=2, fu=30)).rows[0].deltas
    assert son[B] < sanma(Win(B, None, han=2, fu=30), tsumo="north-bisection").rows[0].deltas[B]
    assert table_settings(sanma().start).scoring.players == 3


def test_the_deal_passes_among_three_seats_and_the_wind_turns_after_three_dealers():
    draws = [Draw()] * 3
    sheet = sanma(*draws)
    assert (sheet.next_hand.prevailing, sheet.next_hand.dealer) == (Wind.SOUTH, A)
    assert all(len(row.hand.seats) == 3 for row in sheet.rows)
    assert [row.hand.dealer for row in sheet.rows] == [A, B, C]
    east_only = sanma(*draws, length="east")
    assert east_only.finished and east_only.hands_played == 3
    assert sum(s.final for s in east_only.standings) == pytest.approx(0)


def test_noten_payments_and_penalties_split_between_three_players():
    sheet = sanma(Draw(tenpai=(A,)))
    assert sheet.rows[0].deltas == (3000, -1500, -1500)
    assert sanma(Penalty(A, 2000)).rows[0].deltas == (-2000, 1000, 1000)
    with pytest.raises(SheetError) as raised:
        sanma(Penalty(A, 300))  # 150 each is not a multiple of 100
    assert raised.value.code == "penalty_split_two"


def test_a_two_or_five_player_riichi_table_is_refused_by_the_sheet():
    for names in (("Ann", "Bo"), ("Ann", "Bo", "Cy", "Di", "Ed")):
        start = TableStart(RulesetId.RIICHI, tuple(Player(n) for n in names), tuple(Wind)[:len(names)])
        with pytest.raises(SheetError) as raised:
            RULES.begin(start)
        assert raised.value.code == "riichi_players"


async def test_a_sanma_game_plays_to_its_end_in_the_chat(core):
    await core.handle(ANN, "table", "start riichi me Bo Cy length=east")
    for _ in range(3):
        [reply] = await core.handle(ANN, "draw", "")
        assert not reply.is_error, reply.text.plain
    sheet = sheet_of(core)
    assert sheet.finished and len(sheet.standings) == 3
