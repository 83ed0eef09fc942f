"""``fanbot play --log``'s JSON lines reviewed: flowers set aside, calls and kongs read, the statistics
the log's own events give, one discard decision per discard and a best never worse."""

from __future__ import annotations

import functools
import json

from scoring.game.autoplay import play_match
from scoring.game.engine import events
from scoring.review.review import review
from scoring.review.source import read_log
from scoring.review.stats import stats_of


@functools.cache
def play_lines() -> list[dict]:
    """The JSON lines of one hand played from seed 7 (played when a test first asks, not at collection)."""
    return [line for state in play_match(7, hands=1) for line in events(state)]


def play_log() -> str:
    return "\n".join(json.dumps(line) for line in play_lines())


def test_the_play_log_reads_as_an_mcr_game_with_every_hand_and_result() -> None:
    game = read_log(play_log())
    assert game.rules == "mcr" and game.seats == 4 and len(game.hands) == 1
    assert any(line["event"] == "flower" for line in play_lines())  # the seed deals flowers: they are set aside
    assert [h.results[0].deltas for h in game.hands] == [tuple(e["scores"]) for e in play_lines()
                                                          if e["event"] == "hand_end"]


def test_the_statistics_are_the_counts_of_the_logs_events() -> None:
    game = read_log(play_log())
    for seat in range(4):
        stats = stats_of(game, seat)
        wins = [e for e in play_lines() if e["event"] == "win" and not e.get("false_win") and e["seat"] == seat]
        assert stats.hands == 1 and stats.wins == len(wins) and stats.tsumo == sum(e["self_drawn"] for e in wins)
        assert stats.deal_ins == sum(e["event"] == "win" and not e.get("false_win") and e.get("from") == seat
                                     for e in play_lines())
        assert stats.calls == len({e["hand"] for e in play_lines() if e.get("seat") == seat and (
            e["event"] in ("chow", "pung") or e["event"] == "kong" and e["kind"] == "melded")})


def test_every_discard_is_weighed_in_order_and_the_best_is_never_worse() -> None:
    game = read_log(play_log())
    reviewed = review(game, 0)
    discards = [d for d in reviewed.decisions if d.kind == "discard"]
    assert [d.played.code for d in discards] == [e["tile"] for e in play_lines()
                                                 if e["event"] == "discard" and e["seat"] == 0]
    assert all(d.best_shanten_after <= d.shanten_after for d in discards)
    assert all(len(d.hand_before) + 3 * d.melds == 14 for d in discards)
