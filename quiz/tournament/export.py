"""Rows for the EMA results CSV, the seating CSV and the MERS base ranks, as typed data.

The EMA results columns follow Mahjong Tournament Suite's export (Place, Name, EMA number, Table
points, Score), then one column of table points per round. The MERS base rank of place p of n
players is 1000·(n − p)/(n − 1) (mahjong-europe.org ranking rules); tied players share their place.
The headers are data (the column names the files are read by), not text for users. Names are written
through ``quiz/csv_cells.py``'s guard: a name never becomes a spreadsheet formula.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TextIO

from quiz.csv_cells import safe_text
from quiz.tournament.kind_parts import Standing
from quiz.tournament.model import SEATS, PlayerId, Round, Seat

EMA_RESULTS_HEADER: tuple[str, ...] = ("Place", "Name", "EMA number", "Table points", "Score")
SEATING_HEADER: tuple[str, ...] = ("Round", "Table", "Seat", "Name")


@dataclass(frozen=True, slots=True)
class Registration:
    """Who a player id is, for the exports."""

    player: PlayerId
    name: str
    ema_number: str = ""


@dataclass(frozen=True, slots=True)
class EmaResultRow:
    """With uma and oka, ``table_points`` carries the total (uma and oka in) and ``score`` the score sum."""

    place: int
    name: str
    ema_number: str
    table_points: Fraction
    score: int
    rounds: tuple[Fraction | None, ...]


@dataclass(frozen=True, slots=True)
class SeatingRow:
    round_number: int
    table: int
    seat: Seat
    name: str


@dataclass(frozen=True, slots=True)
class MersRank:
    player: PlayerId
    place: int
    base_rank: Fraction


def ema_results_header(rounds: int) -> tuple[str, ...]:
    return (*EMA_RESULTS_HEADER, *(f"R{r}" for r in range(1, rounds + 1)))


def ema_result_rows(standings: Sequence[Standing],
                    registrations: Mapping[PlayerId, Registration]) -> tuple[EmaResultRow, ...]:
    rows = []
    for standing in standings:
        who = registrations.get(standing.player, Registration(standing.player, standing.player))
        rows.append(EmaResultRow(place=standing.place, name=who.name, ema_number=who.ema_number,
                                 table_points=standing.points, score=standing.score, rounds=standing.rounds))
    return tuple(rows)


def seating_rows(rounds: Sequence[Round], registrations: Mapping[PlayerId, Registration]) -> tuple[SeatingRow, ...]:
    return tuple(
        SeatingRow(round_number=number, table=table.number, seat=seat,
                   name=registrations[player].name if player in registrations else player)
        for number, round_ in enumerate(rounds, start=1)
        for table in round_
        for seat, player in zip(SEATS, table.players, strict=True))


def mers_base_rank(place: int, players: int) -> Fraction:
    """1000·(n − p)/(n − 1): 1000 for the winner, 0 for the last (mahjong-europe.org)."""
    if players < 2:
        return Fraction(1000)
    return Fraction(1000 * (players - place), players - 1)


def mers_ranks(standings: Sequence[Standing]) -> tuple[MersRank, ...]:
    return tuple(MersRank(player=s.player, place=s.place, base_rank=mers_base_rank(s.place, len(standings)))
                 for s in standings)


def cell(value: object) -> str:
    """A CSV cell: exact points as a decimal with at most two places (7/3 → 2.33), None empty, text
    (a name, an EMA number) as a spreadsheet shows it, never as a formula."""
    if value is None:
        return ""
    if isinstance(value, str):
        return safe_text(value)
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        return f"{float(value):.2f}".rstrip("0").rstrip(".")
    return str(value)


def write_ema_results(out: TextIO, rows: Iterable[EmaResultRow], rounds: int) -> None:
    writer = csv.writer(out)
    writer.writerow(ema_results_header(rounds))
    for row in rows:
        writer.writerow([cell(v) for v in (row.place, row.name, row.ema_number, row.table_points, row.score,
                                           *row.rounds)])


def write_seating(out: TextIO, rows: Iterable[SeatingRow]) -> None:
    writer = csv.writer(out)
    writer.writerow(SEATING_HEADER)
    for row in rows:
        writer.writerow([row.round_number, row.table, row.seat.value, cell(row.name)])
