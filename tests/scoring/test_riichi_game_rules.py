"""The Riichi table's rules, one test per rule, on walls made to order (``riichi_game_walls.py``)."""

from __future__ import annotations

from dataclasses import replace

from scoring.riichi.game.model import Act, Action, DrawKind
from scoring.riichi.game.presets import PRESETS
from scoring.riichi.game.table import Phase
from tests.scoring.riichi_game_walls import kinds_of, pass_all, table, tile_ids, tsumogiri

TENHOU = PRESETS["tenhou"]
SANMA = PRESETS["tenhou-3p"]
READY = "123m456p789s1122z"  # waits on 1z (east) and 2z: the dealer's east is a yaku
SHANPON_DRAGONS = "123m456p789s5566z"  # waits on haku and hatsu, both yaku
EAST, HAKU, HATSU = 27, 31, 32
#: after an east each, four hands with no pair and no run to claim with
FOUR_HANDS = ("147m147p147s234z", "258m258p258s234z", "369m369p369s234z", "147m258p369s567z")


def test_a_ready_dealer_may_declare_riichi_on_the_discard_that_keeps_it_ready():
    hand = table(TENHOU, {0: READY}, draws="9p")
    assert kinds_of(hand.legal(0), Act.RIICHI) == {17}  # only letting the 9p go keeps the hand ready


def test_a_riichi_needs_a_thousand_points():
    hand = table(TENHOU, {0: READY}, draws="9p", scores=(900, 25000, 25000, 25000))
    assert not kinds_of(hand.legal(0), Act.RIICHI)


def test_a_riichi_needs_a_ready_hand():
    hand = table(TENHOU, {0: "13m456p789s11223z"}, draws="9p")
    assert not kinds_of(hand.legal(0), Act.RIICHI)


def test_a_riichi_whose_discard_passes_puts_its_stick_on_the_table_and_locks_the_hand():
    hand = table(TENHOU, {0: READY}, draws="9p5m7m6m")
    riichi = next(a for a in hand.legal(0) if a.kind is Act.RIICHI)
    hand.act(riichi)
    pass_all(hand)
    assert (hand.riichi[0], hand.double_riichi[0], hand.sticks, hand.scores[0]) == (True, True, 1, 24000)
    for _ in range(3):
        tsumogiri(hand)
        pass_all(hand)
    assert [a.kind for a in hand.legal(0)] == [Act.DISCARD] and hand.legal(0)[0].tile == hand.drawn


def test_a_win_on_ones_own_discarded_wait_is_furiten():
    hand = table(TENHOU, {1: SHANPON_DRAGONS}, draws="9m5z6z")
    tsumogiri(hand)
    pass_all(hand)
    hand.act(Action(Act.DISCARD, 1, hand.drawn))  # seat 1 lets a winning haku go
    pass_all(hand)
    tsumogiri(hand)  # seat 2 discards a hatsu: seat 1 waits on it but is furiten
    assert Act.RON not in {a.kind for a in hand.legal(1)}


def test_the_same_wait_without_furiten_may_ron():
    hand = table(TENHOU, {1: SHANPON_DRAGONS}, draws="9m9p6z")
    tsumogiri(hand)
    pass_all(hand)
    tsumogiri(hand)
    pass_all(hand)
    tsumogiri(hand)
    assert Act.RON in {a.kind for a in hand.legal(1)}


def test_a_passed_ron_is_furiten_until_the_seat_discards_again():
    hand = table(TENHOU, {1: SHANPON_DRAGONS, 3: "19m19p19s1234z234m"}, draws="9m9p6z5z")
    tsumogiri(hand)
    pass_all(hand)
    tsumogiri(hand)
    pass_all(hand)
    tsumogiri(hand)  # seat 2's hatsu: seat 1 passes its ron
    hand.act(Action(Act.PASS, 1))
    pass_all(hand)
    tsumogiri(hand)  # seat 3's haku, before seat 1 discards again
    assert Act.RON not in {a.kind for a in hand.legal(1)}


def test_honba_add_300_to_a_ron_and_the_sticks_go_to_the_winner():
    hand = table(TENHOU, {1: SHANPON_DRAGONS}, draws="9m9p6z", honba=2, sticks=1)
    for _ in range(3):
        tsumogiri(hand)
        pass_all(hand) if hand.turn != 2 else None
    hand.act(Action(Act.RON, 1, hand.offered))
    for seat in hand.waiting():
        hand.act(Action(Act.PASS, seat))
    win = hand.end.wins[0]
    assert win.deltas[1] == win.result.points.main + 600 + 1000
    assert win.deltas[2] == -(win.result.points.main + 600)
    assert hand.sticks == 0


def test_kuikae_bans_discarding_the_kind_just_called_with_a_pon():
    hand = table(TENHOU, {1: "555z123m456p789s1z"}, draws="5z")
    tsumogiri(hand)
    pon = next(a for a in hand.legal(1) if a.kind is Act.PON)
    hand.act(pon)
    pass_all(hand)
    assert HAKU not in kinds_of(hand.legal(1), Act.DISCARD)


def test_kuikae_bans_the_other_end_of_a_chi_that_closes_a_runs_edge():
    hand = table(TENHOU, {1: "1234m456p789s115z"}, draws="1m")
    tsumogiri(hand)
    chi = next(a for a in hand.legal(1) if a.kind is Act.CHI and {t // 4 for t in a.tiles} == {1, 2})
    hand.act(chi)
    pass_all(hand)
    assert not kinds_of(hand.legal(1), Act.DISCARD) & {0, 3}


def test_three_players_have_no_chi():
    hand = table(SANMA, {1: "23p456p789s11225z"}, draws="1p")
    tsumogiri(hand)
    assert Act.CHI not in {a.kind for a in hand.legal(1)}


def test_four_players_chi_from_the_seat_before():
    hand = table(TENHOU, {1: "23p456p789s11225z"}, draws="1p")
    tsumogiri(hand)
    assert Act.CHI in {a.kind for a in hand.legal(1)}


def _four_easts(preset):
    hand = table(preset, {seat: "1z" + body for seat, body in enumerate(FOUR_HANDS)}, draws="8m8p8s6z", dora="9m")
    for seat in range(4):
        hand.act(Action(Act.DISCARD, seat, tile_ids("1z", set())[0] + seat))  # the deal gave seat s copy s
        pass_all(hand)
    return hand


def test_the_same_wind_discarded_by_all_four_first_aborts_the_hand():
    hand = _four_easts(TENHOU)
    assert hand.end is not None and hand.end.draw is DrawKind.FOUR_WINDS


def test_a_table_without_abortive_draws_plays_on_after_four_winds():
    hand = _four_easts(PRESETS["m-league"])
    assert hand.end is None and hand.phase is Phase.SELF


def _riichi_then_draw(ready: str, tile: str):
    """The dealer declares riichi on its first draw; after a go-around of discards it draws ``tile``."""
    hand = table(TENHOU, {0: ready}, draws="9p5m7m6m" + tile)
    hand.act(Action(Act.RIICHI, 0, hand.drawn))
    pass_all(hand)
    for _ in range(3):
        tsumogiri(hand)
        pass_all(hand)
    return hand


def test_a_closed_kan_after_riichi_is_offered_when_it_keeps_the_waits():
    assert Act.CLOSED_KAN in {a.kind for a in _riichi_then_draw("222m345p678s1123s", "2m").legal(0)}


def test_a_closed_kan_after_riichi_is_refused_when_it_changes_the_waits():
    assert Act.CLOSED_KAN not in {a.kind for a in _riichi_then_draw("2223m456p789s555z", "2m").legal(0)}


def test_nine_kinds_of_terminals_and_honours_may_abort_on_the_first_draw_only_where_the_preset_says():
    nine = {0: "19m19p19s1234z258m"}
    assert Act.NINE_TERMINALS in {a.kind for a in table(TENHOU, nine, draws="5p").legal(0)}
    assert Act.NINE_TERMINALS not in {a.kind for a in table(PRESETS["wrc"], nine, draws="5p").legal(0)}


def test_the_last_dealer_does_not_stop_a_table_without_agari_yame():
    assert not PRESETS["m-league"].last_dealer_stop and replace(TENHOU, last_dealer_stop=False) != TENHOU


def _ready_dealer_with_one_tile_left(preset):
    hand = table(preset, {0: READY}, dora="9m")
    while not (hand.turn == 0 and hand.live_left == 1):
        tsumogiri(hand)
        pass_all(hand)
    return {a.kind for a in hand.legal(0)}


def test_a_riichi_needs_a_draw_left_for_each_player_at_tenhou():
    assert Act.RIICHI not in _ready_dealer_with_one_tile_left(TENHOU)


def test_m_league_allows_a_riichi_with_one_tile_left():
    assert Act.RIICHI in _ready_dealer_with_one_tile_left(PRESETS["m-league"])
