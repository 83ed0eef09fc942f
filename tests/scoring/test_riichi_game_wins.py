"""The Riichi table's wins and what they carry: ippatsu, ura and kan dora, haitei, chankan, multiple ron."""

from __future__ import annotations

from scoring.riichi.game.model import Act, Action, DrawKind
from scoring.riichi.game.presets import PRESETS
from scoring.riichi.game.table import Phase
from tests.scoring.riichi_game_walls import pass_all, table, tsumogiri

TENHOU = PRESETS["tenhou"]
READY = "123m456p789s1122z"
SHANPON_DRAGONS = "123m456p789s5566z"
#: three hands waiting on 5m (tanyao): seat 1 closed-wait 46m, seat 2 single 5m, seat 3 34m
ON_5M = {1: "234m567p234s66p46m", 2: "345p678p666s888s5m", 3: "234p234s888p55s34m"}


def _yaku(win) -> set[str]:
    return {hit.id for hit in (*win.result.yaku, *win.result.yakuman)}


def test_a_ron_within_the_go_around_after_riichi_carries_ippatsu_and_ura_dora():
    hand = table(TENHOU, {0: READY}, draws="9p2z")
    hand.act(Action(Act.RIICHI, 0, hand.drawn))
    pass_all(hand)
    tsumogiri(hand)  # seat 1 lets a 2z go
    hand.act(Action(Act.RON, 0, hand.offered))
    pass_all(hand)
    win = hand.end.wins[0]
    assert {"double_riichi", "ippatsu"} <= _yaku(win) and win.ura == hand.ura_indicators


def test_a_closed_kan_turns_a_new_dora_indicator_at_once():
    hand = table(TENHOU, {0: "1111m456p789s223z"}, draws="5z")
    kan = next(a for a in hand.legal(0) if a.kind is Act.CLOSED_KAN)
    hand.act(kan)
    assert len(hand.dora_indicators) == 2 and hand.drawn is not None and hand.rinshan


def test_an_open_kans_indicator_turns_after_its_discard_at_tenhou():
    hand = table(TENHOU, {1: "777p123m456s99s12z"}, draws="7p")
    tsumogiri(hand)
    hand.act(next(a for a in hand.legal(1) if a.kind is Act.OPEN_KAN))
    pass_all(hand)
    assert len(hand.dora_indicators) == 1
    tsumogiri(hand)
    assert len(hand.dora_indicators) == 2


def test_an_open_kans_indicator_turns_at_once_at_ema():
    hand = table(PRESETS["ema"], {1: "777p123m456s99s12z"}, draws="7p")
    tsumogiri(hand)
    hand.act(next(a for a in hand.legal(1) if a.kind is Act.OPEN_KAN))
    pass_all(hand)
    assert len(hand.dora_indicators) == 2


def test_the_last_tile_of_the_wall_self_drawn_is_haitei():
    hand = table(TENHOU, {1: SHANPON_DRAGONS}, last="5z", dora="9m")
    while hand.live_left:
        tsumogiri(hand)
        pass_all(hand)
    assert hand.turn == 1 and "haitei_raoyue" in _yaku(_tsumo(hand))


def test_a_self_drawn_win_on_a_norths_replacement_is_rinshan_and_counts_the_north():
    hand = table(PRESETS["tenhou-3p"], {0: "123p456p789s1122z"}, draws="4z", rinshan="1z", dora="9m")
    hand.act(next(a for a in hand.legal(0) if a.kind is Act.NUKI))
    pass_all(hand)
    assert {"rinshan_kaihou", "nuki_dora"} <= _yaku(_tsumo(hand))


def _tsumo(hand):
    hand.act(Action(Act.TSUMO, hand.turn))
    return hand.end.wins[0]


def test_robbing_an_added_kan_is_chankan():
    hand = table(TENHOU, {1: "77p123m456s999s12z", 3: "123m456s789s11z68p"}, draws="7p2z3z4z7p")
    tsumogiri(hand)
    hand.act(next(a for a in hand.legal(1) if a.kind is Act.PON))
    pass_all(hand)
    hand.act(next(a for a in hand.legal(1) if a.kind is Act.DISCARD and a.tile // 4 == 27))
    pass_all(hand)
    for _ in range(3):
        tsumogiri(hand)
        pass_all(hand)
    hand.act(next(a for a in hand.legal(1) if a.kind is Act.ADDED_KAN))
    assert hand.phase is Phase.ROB and hand.waiting() == (3,)
    hand.act(Action(Act.RON, 3, hand.offered))
    assert "chankan" in _yaku(hand.end.wins[0]) and hand.end.wins[0].from_seat == 1


def _all_ron(preset, seats):
    hand = table(preset, {s: ON_5M[s] for s in seats}, draws="5m", dora="9m")
    tsumogiri(hand)
    for seat in hand.waiting():
        hand.act(Action(Act.RON, seat, hand.offered))
    return hand.end


def test_two_rons_on_one_discard_both_win_where_the_preset_allows_it():
    end = _all_ron(TENHOU, (1, 2))
    assert [w.seat for w in end.wins] == [1, 2] and end.deltas[0] < 0


def test_head_bump_gives_the_discard_to_the_first_seat_after_the_discarder():
    assert [w.seat for w in _all_ron(PRESETS["wrc"], (1, 2)).wins] == [1]


def test_three_rons_abort_the_hand_at_tenhou():
    end = _all_ron(TENHOU, (1, 2, 3))
    assert end.draw is DrawKind.TRIPLE_RON and not end.wins


def test_three_rons_all_win_at_mahjong_soul():
    assert [w.seat for w in _all_ron(PRESETS["mahjong-soul"], (1, 2, 3)).wins] == [1, 2, 3]


def _closed_kan_before_thirteen_orphans(preset):
    hand = table(preset, {0: "111m234p567p88s45s", 1: "99m19p19s1234567z"}, draws="1m", dora="9p")
    hand.act(next(a for a in hand.legal(0) if a.kind is Act.CLOSED_KAN))
    return hand


def test_thirteen_orphans_robs_a_closed_kan_where_the_preset_allows_it():
    hand = _closed_kan_before_thirteen_orphans(PRESETS["mahjong-soul"])
    assert hand.phase is Phase.ROB and hand.waiting() == (1,)
    hand.act(Action(Act.RON, 1, hand.offered))
    assert "kokushi_musou" in _yaku(hand.end.wins[0])


def test_a_closed_kan_is_not_robbed_at_tenhou():
    hand = _closed_kan_before_thirteen_orphans(TENHOU)
    assert hand.phase is Phase.SELF and hand.rinshan and len(hand.dora_indicators) == 2


def test_a_win_on_the_last_discard_of_the_hand_is_houtei():
    hand = table(TENHOU, {0: "7z1289m19p19s1234z", 2: "123m456p789s555z7z"}, last="7z", dora="7z")
    while hand.live_left:
        tsumogiri(hand)
        pass_all(hand)
    tsumogiri(hand)  # seat 1 lets the last tile go
    assert hand.turn == 1
    hand.act(Action(Act.RON, 2, hand.offered))
    pass_all(hand)
    assert "houtei_raoyui" in _yaku(hand.end.wins[0])


def test_the_dealer_winning_on_the_first_draw_is_tenhou():
    hand = table(TENHOU, {0: READY}, draws="1z")
    assert "tenhou" in _yaku(_tsumo(hand))
