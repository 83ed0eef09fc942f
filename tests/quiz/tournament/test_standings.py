"""Standings: MCR table points with shared places and the CHM tie-breaks; Riichi uma and oka."""

from fractions import Fraction

from quiz.tournament.results import Penalty, SeatResult, TableResult
from quiz.tournament.standings import shared_points, table_places
from quiz.tournament.standings_mcr import mcr_standings
from quiz.tournament.standings_riichi import EMA_RIICHI, RiichiStandingRules, riichi_standings


def table(round_number: int, number: int, *seats: tuple[str, int] | SeatResult) -> TableResult:
    results = tuple(s if isinstance(s, SeatResult) else SeatResult(*s) for s in seats)
    return TableResult(round_number=round_number, table=number, seats=results)  # type: ignore[arg-type]


def by_player(standings):
    return {s.player: s for s in standings}


def test_all_four_tied_share_the_ten_points_as_one_and_three_quarters_each():
    assert shared_points([0, 0, 0, 0], (4, 2, 1, 0)) == (Fraction(7, 4),) * 4
    assert table_places([0, 0, 0, 0]) == (1, 1, 1, 1)


def test_three_tied_at_the_top_share_seven_points_and_the_last_gets_none():
    assert shared_points([10, 10, 10, -30], (4, 2, 1, 0)) == (Fraction(7, 3),) * 3 + (Fraction(0),)


def test_two_tied_for_first_take_three_each():
    assert shared_points([20, 5, 20, -45], (4, 2, 1, 0)) == (3, 1, 3, 0)
    assert table_places([20, 5, 20, -45]) == (1, 3, 1, 4)


def test_three_sessions_of_seven_thirds_make_exactly_seven():
    results = [table(r, 1, ("a", 8), ("b", 8), ("c", 8), ("d", -24)) for r in (1, 2, 3)]
    assert by_player(mcr_standings("abcd", results))["a"].table_points == 7


def test_mcr_ranks_by_table_points_then_score():
    results = [table(1, 1, ("a", 30), ("b", 10), ("c", -10), ("d", -30)),
               table(1, 2, ("e", 60), ("f", 0), ("g", -20), ("h", -40))]
    standings = mcr_standings("abcdefgh", results)
    assert [s.player for s in standings] == list("eabfcgdh")
    assert [s.place for s in standings] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert standings[0].rounds == (4,)


def test_ties_across_tables_go_to_the_number_of_first_places():
    # a and e both end on 4 table points and a score of 0: a won once, e came second twice
    results = [table(1, 1, ("a", 40), ("b", 0), ("c", -10), ("d", -30)),
               table(1, 2, ("e", 20), ("f", 30), ("g", -20), ("h", -30)),
               table(2, 1, ("a", -40), ("e", -20), ("x", 50), ("y", -30)),
               table(2, 2, ("b", 0), ("c", 0), ("d", 0), ("f", 0))]
    standings = by_player(mcr_standings("abcdefghxy", results))
    assert (standings["a"].table_points, standings["a"].score) == (4, 0)
    assert (standings["e"].table_points, standings["e"].score) == (4, 0)
    assert standings["a"].places == (1, 0, 0, 1) and standings["e"].places == (0, 2, 0, 0)
    assert standings["a"].place < standings["e"].place


def test_players_equal_on_every_tie_break_share_their_place():
    results = [table(1, 1, ("a", 10), ("b", 10), ("c", -10), ("d", -10))]
    standings = mcr_standings("abcd", results)
    assert [s.place for s in standings] == [1, 1, 3, 3]


def test_a_substitutes_results_do_not_count_for_the_absent_player():
    results = [table(1, 1, ("a", 10), ("b", 0), ("c", -5), ("d", -5)),
               table(2, 1, SeatResult("a", 80, substitute=True), ("b", 0), ("c", -40), ("d", -40))]
    a = by_player(mcr_standings("abcd", results))["a"]
    assert (a.table_points, a.score, a.places) == (4, 10, (1, 0, 0, 0))
    assert a.rounds == (4, None)
    # the others keep the places they earned against the substitute
    assert by_player(mcr_standings("abcd", results))["b"].rounds == (2, 2)


def test_a_penalty_comes_off_the_offenders_score_and_moves_no_one_at_the_table():
    results = [table(1, 1, ("a", 10), ("b", 5), ("c", -5), ("d", -10))]
    standings = by_player(mcr_standings("abcd", results, [Penalty("a", 1, 30)]))
    assert (standings["a"].table_points, standings["a"].score, standings["a"].penalties) == (4, -20, 30)
    assert standings["b"].table_points == 2


def test_riichi_total_is_score_less_return_plus_uma_and_oka():
    rules = RiichiStandingRules(start_points=25_000, return_points=30_000, uma=(15_000, 5_000, -5_000, -15_000))
    assert rules.oka == 20_000
    results = [table(1, 1, ("a", 45_000), ("b", 30_000), ("c", 20_000), ("d", 5_000))]
    standings = by_player(riichi_standings("abcd", results, rules))
    assert standings["a"].total == 15_000 + 15_000 + 20_000
    assert [standings[p].total for p in "bcd"] == [5_000, -15_000, -40_000]
    assert sum(s.total for s in standings.values()) == 0


def test_riichi_ties_share_uma_and_oka():
    rules = RiichiStandingRules(start_points=25_000, return_points=30_000, uma=(20_000, 10_000, -10_000, -20_000))
    results = [table(1, 1, ("a", 35_000), ("b", 35_000), ("c", 20_000), ("d", 10_000))]
    standings = by_player(riichi_standings("abcd", results, rules))
    assert standings["a"].uma == standings["b"].uma == (20_000 + 20_000 + 10_000) / 2
    assert standings["a"].place == standings["b"].place == 1


def test_ema_riichi_counts_a_substituted_seat_as_minus_15000_score_and_minus_15000_uma():
    results = [table(1, 1, SeatResult("a", 50_000, substitute=True), ("b", 30_000), ("c", 25_000), ("d", 15_000))]
    standings = by_player(riichi_standings("abcd", results, EMA_RIICHI))
    assert (standings["a"].score, standings["a"].uma, standings["a"].total) == (-15_000, -15_000, -30_000)
    # b came second behind the substitute
    assert standings["b"].total == 0 + 5_000


def test_riichi_penalty_comes_off_the_total_and_the_round():
    results = [table(1, 1, ("a", 40_000), ("b", 30_000), ("c", 30_000), ("d", 20_000))]
    standings = by_player(riichi_standings("abcd", results, EMA_RIICHI, [Penalty("a", 1, 20_000)]))
    assert standings["a"].total == 10_000 + 15_000 - 20_000
    assert standings["a"].rounds == (5_000,)
    assert standings["b"].uma == standings["c"].uma == 0  # tied for 2nd: (5000 − 5000)/2
