"""The Riichi sheet's own hand ends: a double or triple ron (each winner paid by the discarder, honba and
sticks to the nearest on the discarder's right, a head-bump table refuses it), nagashi mangan (a mangan
tsumo each, the dealer's deal as at a draw) and the abortive draws (nothing paid, sticks stay, honba + 1,
the dealer keeps the deal); each per preset."""

from __future__ import annotations

import pytest

from quiz.sheet.codec import body_from_json, body_to_json, kind_of
from quiz.sheet.log import replay
from quiz.sheet.model import Draw, Entry, Player, RowKind, SheetError, TableStart, Win, Wind
from quiz.sheet.riichi import RULES
from quiz.sheet.riichi_bet import RiichiBet
from quiz.sheet.riichi_hand_ends import RiichiAbort, RiichiNagashi, RiichiRons
from scoring.rulesets import RulesetId

A, B, C, D = range(4)  # A deals first, seats E S W N


def table(players=4, **options: str) -> TableStart:
    names = ("Ann", "Bo", "Cy", "Di")[:players]
    return TableStart(RulesetId.RIICHI, tuple(Player(n) for n in names), tuple(Wind)[:players], tuple(options.items()))


def play(start: TableStart, *bodies):
    return replay(RULES, start, [Entry(seq, body) for seq, body in enumerate(bodies, 1)])


def refused(start, *bodies) -> SheetError:
    sheet = play(start, *bodies[:-1])
    with pytest.raises(SheetError) as caught:
        RULES.apply(sheet, Entry(len(bodies), bodies[-1]))
    return caught.value


def rons(loser, *wins) -> RiichiRons:
    return RiichiRons.of(tuple(Win(w, loser, han=h, fu=f) for w, h, f in wins))


# ---- double and triple ron ----

def test_a_double_ron_pays_each_winner_from_the_discarder():
    sheet = play(table(), rons(C, (A, 2, 30), (B, 5, None)))
    assert sheet.totals == (25000 + 2900, 25000 + 8000, 25000 - 2900 - 8000, 25000)
    assert [row.kind for row in sheet.rows] == [RowKind.WIN_ON_DISCARD] * 2
    assert sheet.hands_played == 1


def test_the_honba_and_sticks_go_to_the_winner_nearest_the_discarders_right():
    # after a draw (1 honba, Bo deals now) with Di's stick on the table, Bo discards: Cy is nearest, Ann last
    sheet = play(table(), RiichiBet(D), Draw((D,)), rons(B, (A, 1, 30), (C, 1, 30)))
    first, second = sheet.rows[-2:]
    assert first.entry.winner == C and first.deltas[C] == 1000 + 300 + 1000
    assert second.entry.winner == A and second.deltas[A] == 1000  # 1 han 30 fu, without the honba
    assert sheet.next_hand.pot == 0


def test_a_double_ron_with_the_dealer_among_the_winners_keeps_the_deal_and_adds_a_honba():
    sheet = play(table(), rons(C, (A, 1, 30), (B, 1, 30)))
    assert sheet.next_hand.dealer == A and sheet.next_hand.honba == 1


def test_a_double_ron_without_the_dealer_passes_the_deal_and_clears_the_honba():
    sheet = play(table(), Draw((A,)), rons(B, (C, 1, 30), (D, 1, 30)))
    assert sheet.next_hand.dealer == B and sheet.next_hand.honba == 0


def test_a_head_bump_table_refuses_a_second_winner():
    for preset in ("mleague", "wrc"):
        assert refused(table(preset=preset), rons(C, (A, 1, 30), (B, 1, 30))).code == "rons_head_bump"


def test_tenhou_takes_two_winners_and_a_triple_ron_table_three():
    three = rons(D, (A, 1, 30), (B, 1, 30), (C, 1, 30))
    assert refused(table(), three).code == "rons_count"
    assert len(play(table(rons="3"), three).rows) == 3


def test_the_same_winner_twice_is_refused():
    assert refused(table(), rons(C, (A, 1, 30), (A, 2, 30))).code == "rons_twice"


def test_a_multiple_ron_is_stored_and_read_back_as_entered():
    entry = rons(C, (A, 3, 30), (B, 13, None))
    assert body_from_json(kind_of(entry), body_to_json(entry)) == entry


# ---- nagashi mangan ----

def test_nagashi_mangan_is_paid_as_a_mangan_tsumo_and_the_sticks_stay():
    sheet = play(table(), RiichiBet(D), RiichiNagashi((C,), tenpai=(D,)))
    assert sheet.rows[-1].deltas == (-4000, -2000, 8000, -2000)
    assert sheet.rows[-1].kind is RowKind.NAGASHI
    assert sheet.next_hand.pot == 1000 and sheet.next_hand.honba == 1


def test_the_dealers_nagashi_takes_4000_from_each():
    assert play(table(), RiichiNagashi((A,))).rows[-1].deltas == (12000, -4000, -4000, -4000)


def test_after_nagashi_the_dealer_keeps_the_deal_only_when_ready():
    assert play(table(), RiichiNagashi((C,), tenpai=(A,))).next_hand.dealer == A
    assert play(table(), RiichiNagashi((A,))).next_hand.dealer == B


def test_a_riichi_player_must_be_among_the_ready_at_nagashi():
    assert refused(table(), RiichiBet(B), RiichiNagashi((C,))).code == "riichi_not_ready"


def test_a_table_without_nagashi_refuses_it():
    assert refused(table(preset="mleague"), RiichiNagashi((C,))).code == "nagashi_off"


# ---- abortive draws ----

def test_an_abortive_draw_pays_nothing_keeps_the_sticks_and_the_deal_and_adds_a_honba():
    sheet = play(table(), RiichiBet(B), RiichiAbort("nine_terminals"))
    assert sheet.rows[-1].kind is RowKind.ABORT and sheet.rows[-1].deltas == (0, 0, 0, 0)
    hand = sheet.next_hand
    assert (hand.dealer, hand.honba, hand.pot) == (A, 1, 1000)


def test_four_riichi_aborts_only_once_every_riichi_is_entered():
    assert refused(table(), RiichiBet(A), RiichiAbort("four_riichi")).code == "abort_four_riichi_bets"
    bets = tuple(RiichiBet(p) for p in range(4))
    assert play(table(), *bets, RiichiAbort("four_riichi")).next_hand.pot == 4000


def test_a_triple_ron_aborts_only_where_two_winners_are_the_most():
    assert play(table(), RiichiAbort("triple_ron")).rows[-1].kind is RowKind.ABORT
    assert refused(table(rons="3"), RiichiAbort("triple_ron")).code == "abort_not_here"


def test_three_players_have_no_four_winds_or_four_riichi():
    assert refused(table(3), RiichiAbort("four_winds")).code == "abort_not_here"
    assert play(table(3), RiichiAbort("four_kans")).next_hand.honba == 1


def test_a_table_without_abortive_draws_refuses_them():
    assert refused(table(preset="wrc"), RiichiAbort()).code == "aborts_off"


def test_an_abortive_draw_at_all_last_does_not_stop_the_game_as_agari_yame_would():
    sheet = play(table(length="tonpuu"), Draw(), Draw(), Draw(), RiichiAbort())
    assert not sheet.finished and sheet.next_hand.dealer == D



def test_the_hand_ends_table_in_the_docs_is_the_code():
    from pathlib import Path

    from quiz.sheet.riichi_settings import PRESETS

    text = (Path(__file__).resolve().parents[3] / "docs" / "sheet_riichi.md").read_text(encoding="utf-8")
    rows = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 4 and cells[0] in PRESETS:
            rows[cells[0]] = cells[1:]
    switch = {True: "on", False: "off"}
    assert rows == {name: [str(p.max_rons), switch[p.nagashi], switch[p.aborts]] for name, p in PRESETS.items()}
