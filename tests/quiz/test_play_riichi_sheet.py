"""A played Riichi game's score sheet equals the game: each hand's end (a win, a double ron, an exhaustive
draw, nagashi mangan, an abortive draw) written as the chat table writes it leaves the sheet's totals,
sticks, dealer and honba where the engine's game stands, hand by hand."""

from __future__ import annotations

from functools import cache
from types import SimpleNamespace

import pytest

from quiz.play.riichi import PLAY
from quiz.sheet.model import Entry, Sheet
from quiz.sheet.riichi import RULES
from scoring.riichi.game.ai import decide_view
from scoring.riichi.game.match import RiichiGame, play_hand
from scoring.riichi.game.presets import PRESETS
from tests.deep import deep_run_only, sized

#: seed 1 deals a double ron in its first hand and nine terminals in its fifth at tenhou and mahjong-soul
SEED = 1


def _table(preset: str) -> SimpleNamespace:
    seats = tuple(SimpleNamespace(name=name, user_id=None) for name in ("Ann", "Bo", "Cy", "Di"))
    return SimpleNamespace(options=SimpleNamespace(preset=preset), seats=seats[:PRESETS[preset].players])


def _ai(hand, seat):
    return decide_view(hand.view(seat))


@cache
def played_alongside(preset: str, seed: int, hands: int) -> list[tuple[object, Sheet, RiichiGame]]:
    """Each hand of the game with the sheet after it, as long as both go on."""
    table = _table(preset)
    game = RiichiGame(PRESETS[preset], seed)
    sheet = RULES.begin(PLAY.sheet_start(table))
    seq, seen = 0, []
    while not game.over and len(seen) < hands:
        hand = play_hand(game.next_hand(), _ai)
        for body in PLAY.sheet_entries(table, SimpleNamespace(hand=hand)):
            seq += 1
            sheet = RULES.apply(sheet, Entry(seq, body))
        game.hand_over(hand)
        seen.append((hand, sheet, game))
        assert sheet.totals == tuple(hand.scores), (preset, seed, len(seen), hand.end)
        assert not sheet.finished  # the game ends a played table's sheet (the extra round included), not the sheet
        if game.over:
            final = RULES.finish(sheet)
            assert tuple(s.score for s in sorted(final.standings, key=lambda s: s.player)) == game.result().scores
            break
        assert sheet.next_hand.pot == 1000 * game.sticks
        assert sheet.next_hand.honba == game.position.honba
        assert sheet.next_hand.dealer == game.position.dealer
    return seen


#: hands played per preset in the everyday run (the checks run inside ``played_alongside``)
EVERYDAY = {"tenhou": 5, "tenhou-3p": 2, "mahjong-soul": 5, "m-league": 2}


@pytest.mark.parametrize("preset", list(EVERYDAY))
def test_a_played_game_leaves_the_sheet_where_the_game_stands_after_every_hand(preset):
    assert played_alongside(preset, SEED, EVERYDAY[preset])


@deep_run_only("seed 1's first hands at four presets")
@pytest.mark.parametrize("preset", list(PRESETS))
def test_whole_played_games_leave_the_sheet_where_the_game_stands_at_every_preset(preset):
    for seed in range(sized(0, 12)):
        played_alongside(preset, seed, 200)


@pytest.mark.parametrize("preset", ["tenhou", "mahjong-soul"])
def test_a_played_double_ron_and_nine_terminals_are_written_as_the_game_paid_them(preset):
    seen = played_alongside(preset, SEED, 5)
    first, fifth = seen[0][0].end, seen[4][0].end
    assert len(first.wins) == 2 and fifth.draw.value == "nine_terminals"
    sheet = seen[4][1]
    assert [row.kind.value for row in sheet.rows if row.kind.value in ("win_on_discard", "abort")][:2] == \
        ["win_on_discard", "win_on_discard"]
    assert any(row.kind.value == "abort" for row in sheet.rows)


#: seed 25 at Tenhou's table: nobody holds 30,000 after South 4, so the game goes into the West (西入)
WEST_SEED = 25


def test_a_game_that_goes_into_the_west_round_keeps_its_sheet_open_until_the_game_ends():
    seen = played_alongside("tenhou", WEST_SEED, 200)
    last_hand, _, game = seen[-1]
    assert game.over and last_hand.round_wind == 2  # the extra round's sudden death ended it, in the West
