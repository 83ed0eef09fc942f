"""Exports: EMA results and seating rows, their CSV files, and MERS base ranks."""

import csv
import io
from fractions import Fraction

from quiz.tournament.export import (
    Registration,
    cell,
    ema_result_rows,
    ema_results_header,
    mers_base_rank,
    mers_ranks,
    seating_rows,
    write_ema_results,
    write_seating,
)
from quiz.tournament.model import Seat, Table
from quiz.tournament.results import SeatResult, TableResult
from quiz.tournament.standings_mcr import mcr_standings
from quiz.tournament.standings_riichi import EMA_RIICHI, riichi_standings

REGISTRATIONS = {p: Registration(p, f"Player {p.upper()}", f"0400{i}") for i, p in enumerate("abcd")}
RESULTS = [TableResult(1, 1, (SeatResult("a", 8), SeatResult("b", 8), SeatResult("c", 8), SeatResult("d", -24))),
           TableResult(2, 1, (SeatResult("a", 40), SeatResult("b", 0), SeatResult("c", -10), SeatResult("d", -30)))]


def test_ema_results_rows_carry_place_name_number_points_score_and_each_round():
    rows = ema_result_rows(mcr_standings("abcd", RESULTS), REGISTRATIONS)
    assert rows[0].name == "Player A" and rows[0].ema_number == "04000"
    assert (rows[0].place, rows[0].table_points, rows[0].score) == (1, Fraction(7, 3) + 4, 48)
    assert rows[0].rounds == (Fraction(7, 3), 4)


def test_ema_results_csv_has_the_header_and_points_to_two_decimals():
    out = io.StringIO()
    rows = ema_result_rows(mcr_standings("abcd", RESULTS), REGISTRATIONS)
    write_ema_results(out, rows, rounds=2)
    lines = list(csv.reader(io.StringIO(out.getvalue())))
    assert lines[0] == ["Place", "Name", "EMA number", "Table points", "Score", "R1", "R2"]
    assert lines[1] == ["1", "Player A", "04000", "6.33", "48", "2.33", "4"]
    assert ema_results_header(0) == ("Place", "Name", "EMA number", "Table points", "Score")


def test_riichi_results_rows_put_the_total_in_the_points_column():
    results = [TableResult(1, 1, (SeatResult("a", 40_000), SeatResult("b", 30_000), SeatResult("c", 30_000),
                                  SeatResult("d", 20_000)))]
    rows = ema_result_rows(riichi_standings("abcd", results, EMA_RIICHI), REGISTRATIONS)
    assert (rows[0].table_points, rows[0].score) == (25_000, 10_000)


def test_seating_rows_list_every_seat_of_every_round():
    rounds = [(Table(1, ("a", "b", "c", "d")),), (Table(1, ("d", "c", "b", "a")),)]
    rows = seating_rows(rounds, REGISTRATIONS)
    assert len(rows) == 8
    assert (rows[4].round_number, rows[4].table, rows[4].seat, rows[4].name) == (2, 1, Seat.EAST, "Player D")
    out = io.StringIO()
    write_seating(out, rows)
    assert out.getvalue().splitlines()[:2] == ["Round,Table,Seat,Name", "1,1,E,Player A"]


def test_mers_base_rank_runs_from_1000_for_the_winner_to_0_for_the_last():
    assert mers_base_rank(1, 40) == 1000
    assert mers_base_rank(40, 40) == 0
    assert mers_base_rank(2, 5) == 750
    ranks = mers_ranks(mcr_standings("abcd", RESULTS))
    assert [r.base_rank for r in ranks] == [1000, Fraction(2000, 3), Fraction(1000, 3), 0]


def test_cells_write_exact_points_briefly():
    assert [cell(Fraction(7, 4)), cell(Fraction(7, 3)), cell(Fraction(6)), cell(None), cell(-5)] == \
        ["1.75", "2.33", "6", "", "-5"]


def test_a_name_a_spreadsheet_would_run_as_a_formula_is_written_as_text_in_both_files():
    names = {"a": "+cmd|' /C calc'!A0", "b": "@SUM(1+1)", "c": "=1+1", "d": "-2+3"}
    registrations = {p: Registration(p, name) for p, name in names.items()}
    results, seating = io.StringIO(), io.StringIO()
    write_ema_results(results, ema_result_rows(mcr_standings("abcd", RESULTS), registrations), rounds=2)
    write_seating(seating, seating_rows([(Table(1, ("a", "b", "c", "d")),)], registrations))
    written = [row[1] for row in list(csv.reader(io.StringIO(results.getvalue())))[1:]]
    written += [row[3] for row in list(csv.reader(io.StringIO(seating.getvalue())))[1:]]
    assert sorted(written) == sorted(["'" + name for name in names.values()] * 2)
    assert cell(-3) == "-3" and cell(Fraction(-7, 3)) == "-2.33"  # numbers stay numbers
