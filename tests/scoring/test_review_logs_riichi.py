"""Game logs written by another tool (PyPI ``jansou``) read and reviewed: every format agrees, every
discard's shanten is PyPI ``mahjong``'s, the statistics are the logs' own counts, the best tile is
never worse than the one played."""

from __future__ import annotations

import gzip
import json

import pytest
from mahjong.shanten import Shanten

from scoring.review.record import GameRecord
from scoring.review.review import review
from scoring.review.source import read_log
from scoring.review.stats import stats_of
from tests.deep import fresh, fresh_seed, sized
from tests.scoring.review_games_riichi import WrittenGame, written_game


def four() -> WrittenGame:
    """Seed 1's East-round game at four seats; played when a test first asks, not at collection (every worker
    collects every module, and only one runs these tests)."""
    return written_game(1)


def three() -> WrittenGame:
    return written_game(2, 3)


def _plays(record: GameRecord) -> list:
    """The hands as played: names and the yaku's spelling differ between formats, the play does not."""
    return [(hand.label, hand.dealer, hand.scores, hand.starts, hand.actions,
             [(r.kind, r.deltas, r.winner, r.loser) for r in hand.results]) for hand in record.hands]


def test_every_format_of_a_four_player_game_reads_into_the_same_play() -> None:
    game = four()
    first = read_log(game.tenhou6)
    assert first.seats == 4 and first.rules == "riichi" and len(first.hands) >= 4
    for source in (game.viewer_link, game.mjai, game.mjlog, gzip.compress(game.mjlog.encode()), game.mjai.encode()):
        assert _plays(read_log(source)) == _plays(first)


def test_a_three_player_game_reads_the_same_from_mjai_and_mjlog() -> None:
    from_mjai, from_mjlog = read_log(three().mjai), read_log(three().mjlog)
    assert from_mjai.seats == from_mjlog.seats == 3
    assert _plays(from_mjai) == _plays(from_mjlog)


def _check_decisions(record: GameRecord, seat: int) -> int:
    calculator = Shanten()
    reviewed = review(record, seat)
    discards = [a for h in record.hands for a in h.actions if a.seat == seat and a.kind == "discard"]
    kept = [d for d in reviewed.decisions if d.kind == "discard"]
    assert [d.played for d in kept] == [a.tile for a in discards]  # one discard decision per discard, in order
    for d in kept:
        counts = [0] * 34
        for tile in d.hand_before:
            counts[tile] += 1
        counts[d.played] -= 1
        closed = d.melds == 0
        assert d.shanten_after == calculator.calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed), d
        assert d.best_shanten_after <= d.shanten_after
        if d.best_shanten_after == d.shanten_after:
            assert d.useful_best >= d.useful_played
    return len(kept)


def test_every_discard_has_the_shanten_another_library_counts_and_a_best_never_worse() -> None:
    assert _check_decisions(read_log(four().tenhou6), 3) > 0  # the other seats: FANBOT_TEST_DEEP=1


def test_the_three_player_discards_too() -> None:
    assert _check_decisions(read_log(three().mjai), 0) > 0


def _tenhou6_counts(text: str, seat: int) -> dict:
    """The statistics counted straight from tenhou.net/6 JSON, not through the reader."""
    hands = json.loads(text)["log"]
    counts = dict(hands=len(hands), wins=0, tsumo=0, deal_ins=0, riichi=0, calls=0)
    won, lost = [], []
    for hand in hands:
        result, takes, discards = hand[-1], hand[5 + 3 * seat], hand[6 + 3 * seat]
        wins = [(deltas, info) for deltas, info in zip(result[1::2], result[2::2], strict=False)
                if result[0] == "和了"]
        mine = [deltas for deltas, info in wins if info[0] == seat]
        if mine:
            counts["wins"] += 1
            counts["tsumo"] += any(info[0] == info[1] == seat for _, info in wins)
            won.append(sum(deltas[seat] for deltas, _ in wins))
        if any(info[1] == seat and info[0] != seat for _, info in wins):
            counts["deal_ins"] += 1
            lost.append(-sum(deltas[seat] for deltas, _ in wins))
        counts["riichi"] += any(isinstance(d, str) and d.startswith("r") for d in discards)
        counts["calls"] += any(isinstance(t, str) for t in takes)
    counts["average_win"] = sum(won) / len(won) if won else 0.0
    counts["average_deal_in"] = sum(lost) / len(lost) if lost else 0.0
    return counts


@pytest.mark.parametrize("seat", range(4))
def test_the_statistics_are_the_counts_the_log_itself_gives(seat: int) -> None:
    stats = stats_of(read_log(four().mjlog), seat)
    assert vars(stats) == pytest.approx(_tenhou6_counts(four().tenhou6, seat))


def test_a_three_player_games_statistics_from_its_mjai_events() -> None:
    events = [json.loads(line) for line in three().mjai.splitlines()]
    hora = [e for e in events if e["type"] == "hora"]
    stats = stats_of(read_log(three().mjlog), 1)
    assert stats.hands == sum(e["type"] == "start_kyoku" for e in events)
    assert stats.wins == len({id(e) for e in hora if e["actor"] == 1})
    assert stats.tsumo == sum(e["actor"] == e["target"] == 1 for e in hora)
    assert stats.riichi == sum(e["type"] == "reach" and e["actor"] == 1 for e in events)


@fresh("REVIEW_LOG_SEED")
def test_fresh_full_games_agree_across_formats_and_with_the_other_library() -> None:
    for offset in range(sized(1, 4)):
        seed = fresh_seed("REVIEW_LOG_SEED") + offset
        game = written_game(seed, 4, east_only=False)
        record = read_log(game.tenhou6)
        assert _plays(read_log(game.mjai)) == _plays(record) == _plays(read_log(game.mjlog))
        for seat in range(4):
            _check_decisions(record, seat)
            assert vars(review(record, seat).stats) == pytest.approx(_tenhou6_counts(game.tenhou6, seat))
        three = written_game(seed, 3, east_only=False)
        assert _plays(read_log(three.mjai)) == _plays(read_log(three.mjlog))
        _check_decisions(read_log(three.mjai), seed % 3)
