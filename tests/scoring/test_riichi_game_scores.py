"""What the Riichi table pays and how its game goes on: pao, draws, multiple ron, uma and oka, the end."""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import replace
from importlib import resources
from types import SimpleNamespace

import pytest

from scoring.riichi.game.match import Position, RiichiGame, final_points
from scoring.riichi.game.model import DrawKind, HandEnd, MeldKind, TableMeld
from scoring.riichi.game.presets import PRESETS, SCHEMA, _check
from scoring.riichi.game.settle import draw_deltas, rons_in_order
from scoring.riichi.game.wins import WinFacts, pao_seat, score_win, win_deltas
from tests.scoring.riichi_game_walls import tile_ids

TENHOU = PRESETS["tenhou"]


def _daisangen(self_drawn: bool = True):
    used: set[int] = set()
    pons = [TableMeld(MeldKind.PON, tuple(tile_ids(t, used)), None, 2) for t in ("555z", "666z", "777z")]
    return score_win(tile_ids("123m4m", used), pons, tile_ids("4m", used)[0], WinFacts(self_drawn, 1, 0), TENHOU)


def test_big_three_dragons_self_drawn_is_paid_by_the_seat_that_fed_the_third_dragon_set():
    result = _daisangen()
    liable = pao_seat(result, [(1, 2, "daisangen")], 1)
    deltas = win_deltas(result, TENHOU, 1, None, 0, 0, 0, liable)
    assert liable == 2 and deltas == (0, 32000, -32000, 0)


def test_big_three_dragons_won_off_another_is_shared_by_the_discarder_and_the_feeder():
    deltas = win_deltas(_daisangen(self_drawn=False), TENHOU, 1, 3, 0, 1, 0, 2)
    assert deltas == (0, 32300, -16300, -16000)


def test_one_ready_seat_at_the_exhaustive_draw_takes_3000():
    assert draw_deltas(TENHOU, 0, (2,), ()) == (-1000, -1000, 3000, -1000)


def test_everyone_ready_or_no_one_pays_nothing():
    assert draw_deltas(TENHOU, 0, (0, 1, 2, 3), ()) == draw_deltas(TENHOU, 0, (), ()) == (0, 0, 0, 0)


def test_nagashi_mangan_is_paid_as_a_self_drawn_mangan_instead_of_the_tenpai_payments():
    assert draw_deltas(TENHOU, 0, (3,), (1,)) == (-4000, 8000, -2000, -2000)


def test_a_double_ron_pays_both_where_the_preset_allows_it():
    assert rons_in_order([3, 1], 0, 4, multiple=True) == [1, 3]


def test_head_bump_gives_the_discard_to_the_nearest_seat_after_the_discarder():
    assert rons_in_order([1, 3], 2, 4, multiple=False) == [3]


def test_final_points_add_the_uma_of_each_place_and_the_oka_to_first():
    assert final_points(TENHOU, (35000, 30000, 20000, 15000)) == (45.0, 10.0, -20.0, -35.0)


def test_mahjong_soul_counts_final_points_from_the_start_with_no_oka_but_keeps_thirty_thousand_as_its_target():
    soul = PRESETS["mahjong-soul"]
    assert final_points(soul, (35000, 30000, 20000, 15000)) == (25.0, 10.0, -10.0, -25.0)
    assert final_points(PRESETS["mahjong-soul-3p"], (50000, 35000, 20000)) == (30.0, 0.0, -30.0)
    assert soul.return_points == 30000 and not soul.oka_to_first


def test_tenhou_three_player_pays_twenty_to_first_with_the_oka_from_forty_thousand():
    assert final_points(PRESETS["tenhou-3p"], (49300, 48500, 7200)) == (44.3, 8.5, -52.8)


def test_tied_scores_rank_the_seat_nearer_the_first_dealer_higher():
    assert final_points(TENHOU, (25000, 25000, 25000, 25000)) == (35.0, 5.0, -15.0, -25.0)


def _after(game: RiichiGame, scores: tuple[int, ...], *, dealer_wins: bool = False, draw: DrawKind | None = None,
           tenpai: tuple[int, ...] = (), sticks: int = 0) -> RiichiGame:
    dealer = game.position.dealer
    wins = (SimpleNamespace(seat=dealer if dealer_wins else (dealer + 1) % 4),) if draw is None else ()
    repeats = dealer_wins or (draw is not None and (draw is not DrawKind.EXHAUSTIVE or dealer in tenpai))
    end = HandEnd(wins, draw, (0,) * 4, tenpai, (), repeats, sticks)
    game.hand_over(SimpleNamespace(end=end, scores=list(scores)))
    return game


def test_a_dealer_win_repeats_the_deal_with_one_more_honba():
    game = _after(RiichiGame(TENHOU, 1), (40000, 20000, 20000, 20000), dealer_wins=True)
    assert game.position == Position(0, 0, 1, 1)


def test_a_draw_adds_a_honba_and_passes_the_deal_when_the_dealer_is_not_ready():
    game = _after(RiichiGame(TENHOU, 1), (25000,) * 4, draw=DrawKind.EXHAUSTIVE, tenpai=(1,))
    assert game.position == Position(0, 1, 2, 1)


def test_a_score_below_zero_ends_the_game_where_the_preset_says():
    assert _after(RiichiGame(TENHOU, 1), (60000, 41000, 0, -1000)).over
    assert not _after(RiichiGame(PRESETS["m-league"], 1), (60000, 41000, 0, -1000)).over


def test_the_half_game_ends_after_south_four_when_someone_holds_the_return_points():
    game = RiichiGame(TENHOU, 1, position=Position(1, 3, 4, 0))
    assert _after(game, (31000, 29000, 20000, 20000)).over


def test_without_the_return_points_the_game_goes_into_the_west():
    game = _after(RiichiGame(TENHOU, 1, position=Position(1, 3, 4, 0)), (29000, 29000, 22000, 20000))
    assert not game.over and game.position.round_wind == 2 and game.position.extension


def test_the_last_dealer_winning_while_first_stops_the_game():
    game = RiichiGame(TENHOU, 1, position=Position(1, 3, 4, 0))
    assert _after(game, (20000, 20000, 20000, 40000), dealer_wins=True).over


def test_the_last_dealer_ready_at_the_draw_while_first_stops_the_game_at_tenhou_alone():
    def ready_at_the_end(preset):
        game = RiichiGame(PRESETS[preset], 1, position=Position(1, 3, 4, 0))
        return _after(game, (20000, 20000, 20000, 40000), draw=DrawKind.EXHAUSTIVE, tenpai=(3,))
    assert ready_at_the_end("tenhou").over
    assert not ready_at_the_end("mahjong-soul").over  # a win stops it there, a ready hand does not


def test_sticks_left_at_the_end_go_to_first_where_the_preset_says():
    game = _after(RiichiGame(TENHOU, 1, position=Position(1, 3, 4, 0)), (31000, 29000, 19000, 19000),
                  draw=DrawKind.EXHAUSTIVE, sticks=2)
    assert game.over and game.scores[0] == 33000


def test_every_preset_names_its_source_and_balances_its_uma():
    assert set(PRESETS) == {"tenhou", "tenhou-3p", "mahjong-soul", "mahjong-soul-3p", "m-league", "wrc", "ema"}
    for preset in PRESETS.values():
        assert preset.source and sum(preset.uma) == 0 and len(preset.uma) == preset.players


def test_three_player_presets_set_norths_aside():
    assert PRESETS["tenhou-3p"].nuki_dora and PRESETS["mahjong-soul-3p"].nuki_dora


def _raw() -> dict:
    text = resources.files("scoring.riichi.game").joinpath("presets.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)["tenhou"]


def test_the_preset_schema_refuses_a_missing_key():
    data = _raw()
    del data["kuikae_ban"]
    with pytest.raises(ValueError, match="missing"):
        _check("broken", data)


def test_the_preset_schema_refuses_a_value_of_the_wrong_type():
    with pytest.raises(ValueError, match="honba_value"):
        _check("broken", {**_raw(), "honba_value": "300"})


def test_the_preset_schema_lists_every_rule_choice():
    assert set(SCHEMA) == set(_raw()) and replace(TENHOU, uma=(0, 0, 0, 0)).uma == (0, 0, 0, 0)


def test_a_hands_wall_is_committed_before_and_revealed_after():
    game = RiichiGame(PRESETS["tenhou-3p"], "club")
    reveal = game.wall_reveal(1)
    tiles = reveal.split(";")[0].split(",")
    assert len(tiles) == 108 and tiles.count("5pr") == 1 and "2m" not in tiles
    assert game.wall_commitment(1) == hashlib.sha256(reveal.encode()).hexdigest() != game.wall_commitment(2)
