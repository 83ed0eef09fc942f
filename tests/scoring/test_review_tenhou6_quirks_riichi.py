"""tenhou.net/6 JSON's quirks read right: an open kan's empty discard slot, a riichi on the tile just drawn
(``r60``), a double ron, an abortive draw with no changes, a three-player North set aside (``f44``)."""

from __future__ import annotations

import json
import urllib.parse

from scoring.review.record import Action, ActionKind, CallKind, ResultKind
from scoring.review.review import review
from scoring.review.source import read_log
from scoring.tiles import Tile

_SCORES = [25000, 25000, 25000, 25000]
#: East 1: seat 2 opens a kan on seat 0's 9s (an empty discard slot, then the replacement), seat 3
#: declares riichi on the tile it drew, and seats 3 and 0 both win on seat 2's 3p
EAST_1 = [[0, 0, 0], _SCORES, [21], [],
          [39, 22, 22, 23, 24, 25, 31, 32, 33, 34, 35, 36, 37], [11, 12], [39, 60],
          [47, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 16], [13], [47],
          [39, 39, 39, 23, 26, 26, 27, 28, 29, 17, 18, 19, 19], ["39m393939", 45, 14], [0, 60, 23],
          [22, 24, 26, 27, 28, 29, 31, 32, 33, 17, 17, 18, 18], [41], ["r60"],
          ["和了", [-1000, 0, -7000, 8000], [3, 2, 3, "30符3900点"], [2000, 0, -2000, 0], [0, 2, 0, "30符2000点"]]]
#: East 2: the dealer draws and calls nine kinds of terminals: no discard, no changes
EAST_2 = [[1, 0, 0], _SCORES, [21], [],
          [11, 11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 23, 24], [], [],
          [11, 19, 21, 29, 31, 39, 41, 42, 43, 44, 45, 46, 12], [47], [],
          [25, 25, 26, 26, 27, 27, 28, 28, 32, 33, 34, 35, 36], [], [],
          [29, 29, 38, 38, 37, 37, 36, 35, 34, 34, 33, 32, 31], [], [],
          ["九種九牌"]]
#: three players: seat 0 sets a North aside and draws its replacement, seat 2 wins on its own draw
SANMA = [[0, 0, 0], [35000, 35000, 35000], [21], [],
         [44, 11, 19, 21, 22, 23, 24, 25, 26, 31, 32, 33, 34], [21, 15], ["f44", 60],
         [11, 19, 27, 27, 28, 28, 29, 29, 36, 36, 37, 37, 38], [16], [60],
         [31, 31, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 41], [17], [],
         ["和了", [-1000, -1000, 2000], [2, 2, 2, "30符1000点"]]]


def _log(*hands: list, names: int = 4) -> str:
    return json.dumps({"name": ["A", "B", "C", "D"][:names], "log": list(hands)}, ensure_ascii=False)


def test_an_open_kan_leaves_an_empty_slot_and_the_replacement_is_discarded_after_it() -> None:
    actions = read_log(_log(EAST_1)).hands[0].actions
    assert actions[:5] == (
        Action(0, ActionKind.DRAW, Tile.M1), Action(0, ActionKind.DISCARD, Tile.S9),
        Action(2, ActionKind.CALL, Tile.S9, CallKind.OPEN_KAN, (Tile.S9,) * 3, 0),
        Action(2, ActionKind.DRAW, Tile.WHITE), Action(2, ActionKind.DISCARD, Tile.WHITE))


def test_a_riichi_on_the_tile_just_drawn_discards_that_tile() -> None:
    actions = read_log(_log(EAST_1)).hands[0].actions
    assert Action(3, ActionKind.DISCARD, Tile.EAST, riichi=True) in actions


def test_a_double_ron_is_two_wins_and_one_deal_in() -> None:
    game = read_log(_log(EAST_1))
    wins = game.hands[0].results
    assert [(r.winner, r.loser) for r in wins] == [(3, 2), (0, 2)]
    stats = review(game, 2).stats
    assert stats.deal_ins == 1 and stats.average_deal_in == 9000


def test_an_abortive_draw_without_changes_reads_as_zero_changes() -> None:
    hand = read_log(_log(EAST_1, EAST_2)).hands[1]
    assert hand.label == "E2-0" and hand.results[0].kind is ResultKind.DRAW and hand.results[0].deltas == (0,) * 4


def test_a_three_player_north_is_set_aside_and_replaced() -> None:
    game = read_log(_log(SANMA, names=3))
    assert game.seats == 3 and game.players == ("A", "B", "C")
    assert game.hands[0].actions[:4] == (Action(0, ActionKind.DRAW, Tile.P1), Action(0, ActionKind.BONUS, Tile.NORTH),
                                         Action(0, ActionKind.DRAW, Tile.M5), Action(0, ActionKind.DISCARD, Tile.M5))
    assert review(game, 2).stats.tsumo == 1


def test_the_viewer_link_carries_the_same_game() -> None:
    text = _log(EAST_1, EAST_2)
    link = "https://tenhou.net/6/#json=" + urllib.parse.quote(text) + "&ts=0"
    assert read_log(link) == read_log(text)
