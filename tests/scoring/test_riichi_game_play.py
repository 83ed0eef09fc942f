"""The Riichi table played by its AI from seeds: properties of every hand, and the logs other tools read.

PyPI ``jansou`` 0.14.0 (MIT, test-only) parses our logs, replays every hand through its own engine
(any divergence raises) and re-scores every win; PyPI ``mahjong`` re-scores each win's hand; our own
review readers read the logs back; and our table replays jansou's own self-play games from their walls and
decisions, paying every hand alike. ``FANBOT_TEST_DEEP=1`` plays more and longer games.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from functools import cache

from jansou.game.events import ScoreChange
from jansou.io.mjai import parse_mjai
from jansou.io.paifu import Ryuukyoku
from jansou.io.replay import replay_round_decisions
from jansou.io.tenhou_json import parse_tenhou_json
from jansou.validation.check import check_paifu

from scoring.riichi.game.ai import decide_view
from scoring.riichi.game.log_mjai import write_game as mjai_text
from scoring.riichi.game.log_tenhou6 import write_game as tenhou6_json
from scoring.riichi.game.match import Position, RiichiGame, play_game, replay_hand
from scoring.riichi.game.model import EventKind
from scoring.riichi.game.presets import PRESETS
from scoring.riichi.logs import mjai_riichi, tenhou6_riichi
from tests.deep import DEEP, sized
from tests.scoring.riichi_game_jansou import jansou_game, replay_round
from tests.scoring.riichi_reference import our_outcome, reference_outcome

SEEDS = tuple(range(sized(2, 30)))
HANDS = sized(2, 200)
#: the quick run plays each seed's first hands; the deep run whole games
TABLES = ("tenhou", "tenhou-3p")


def _ai(hand, seat):
    return decide_view(hand.view(seat))


@cache
def games(name: str) -> tuple[RiichiGame, ...]:
    return tuple(play_game(PRESETS[name], seed, _ai, max_hands=HANDS) for seed in SEEDS)


def _hands(name: str):
    return [hand for game in games(name) for hand in game.played]


def test_every_tile_dealt_or_drawn_is_in_one_place_at_the_end():
    for name in TABLES:
        for hand in _hands(name):
            taken = [t for start in hand.starts for t in start] + [e.tile for e in hand.events
                                                                    if e.kind is EventKind.DRAW]
            placed = [t for h in hand.hands for t in h] + [t for ms in hand.melds for m in ms for t in m.tiles]
            placed += [r.tile for river in hand.rivers for r in river if not r.claimed]
            placed += [e.tile for e in hand.events if e.kind is EventKind.NUKI]
            assert sorted(taken) == sorted(placed) and len(set(taken)) == len(taken)


def test_points_with_the_sticks_on_the_table_are_kept_by_every_hand():
    for name in TABLES:
        for hand in _hands(name):
            assert sum(hand.scores) + 1000 * hand.sticks == sum(hand.start_scores) + 1000 * hand.start_sticks


def test_the_same_seed_plays_the_same_game():
    again = play_game(PRESETS["tenhou"], SEEDS[0], _ai, max_hands=HANDS)
    first = games("tenhou")[0]
    assert [h.decisions for h in again.played] == [h.decisions for h in first.played]
    assert again.scores == first.scores


def test_a_hand_replays_from_its_wall_and_its_decisions():
    game = games("tenhou")[0]
    hand = game.played[0]
    again = replay_hand(game.preset, hand.wall, Position(), 0, list(hand.start_scores), hand.decisions)
    assert again.end == hand.end and again.events == hand.events


def test_an_east_only_game_ends():
    game = play_game(replace(PRESETS["tenhou"], length="east"), 5, _ai)
    assert game.over and sum(game.result().points) == 0


def test_every_win_is_scored_alike_by_pypi_mahjong():
    for name in TABLES:
        for hand in _hands(name):
            for win in hand.end.wins:
                theirs = reference_outcome(win.result.hand, PRESETS[name].scorer_rules)
                assert not isinstance(theirs, str), theirs
                assert our_outcome(win.result).key == theirs.key


def test_the_games_see_riichi_calls_ron_tsumo_and_draws():
    seen = Counter()
    for name in TABLES:
        for hand in _hands(name):
            seen.update(e.kind for e in hand.events)
            seen.update("tsumo" if w.from_seat is None else "ron" for w in hand.end.wins)
            seen.update(["draw"] if hand.end.draw else [])
    assert all(seen[k] for k in (EventKind.RIICHI_ACCEPTED, EventKind.CALL, EventKind.NUKI, "ron", "tsumo"))


def _replays_alike(paifu, played) -> None:
    """jansou replays every hand of ``paifu`` without a divergence, paying what ours paid."""
    for index, hand in enumerate(played):
        changes = []
        for _ in replay_round_decisions(paifu, index, observe=changes.append):
            pass
        paid = [c.deltas for c in changes if isinstance(c, ScoreChange)]
        assert tuple(paid[-1] if paid else (0,) * hand.players) == hand.end.deltas
    assert all(verdict.passed for verdict in check_paifu(paifu))


def test_jansou_replays_our_tenhou_json_and_scores_every_win_alike():
    for game in games("tenhou"):
        _replays_alike(parse_tenhou_json(json.loads(json.dumps(tenhou6_json(game)))), game.played)


def test_jansou_replays_our_three_player_mjai_and_scores_every_win_alike():
    for game in games("tenhou-3p"):
        _replays_alike(parse_mjai(mjai_text(game)), game.played)


def test_our_review_reads_our_logs_back():
    for name in TABLES:
        for game in games(name):
            for record in (tenhou6_riichi.read(json.dumps(tenhou6_json(game))), mjai_riichi.read(mjai_text(game))):
                assert len(record.hands) == len(game.played) and len(record.players) == game.preset.players
                assert [sum((r.deltas for r in h.results), ()) for h in record.hands] == [
                    sum((w.deltas for w in p.end.wins), ()) or p.end.deltas for p in game.played]


def test_three_players_are_written_with_three_seats():
    data = tenhou6_json(games("tenhou-3p")[0])
    assert len(data["name"]) == 3 and all(len(entry) == 5 + 3 * 3 for entry in data["log"])


#: jansou's own self-play games our table replays: one three-player game's first hands in the quick run
JANSOU_GAMES = {"tenhou-3p": range(sized(1, 10))} | ({name: range(10) for name in ("tenhou", "mahjong-soul",
                                                                                      "m-league")} if DEEP else {})


def test_our_table_plays_jansous_own_games_from_their_walls_and_decisions_alike():
    for name, seeds in JANSOU_GAMES.items():
        for seed in seeds:
            rounds = jansou_game(name, seed).rounds
            for round_log in rounds if DEEP else rounds[:4]:
                hand = replay_round(round_log, name)
                outcome = round_log.outcome
                wins = () if isinstance(outcome, Ryuukyoku) else outcome
                paid = outcome.deltas if not wins else tuple(map(sum, zip(*(w.deltas for w in wins), strict=True)))
                assert hand.end is not None and [w.seat for w in hand.end.wins] == [w.winner for w in wins]
                assert not paid or hand.end.deltas == tuple(paid)
