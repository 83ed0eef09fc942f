"""Issue 24, bug 1: every row of a 14-tile discard table counts the discarded copy as seen."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from bot.cli import main
from scoring.mcr.waits import mcr_report
from scoring.notation import parse_partial
from scoring.riichi.waits import riichi_report
from scoring.tiles import Tile
from tests.scoring.random_hands import random_ready_hand


def _ready_rows(result):
    return [row for row in result.discards if row.option.shanten == 0]


def _assert_rows_add_up(result) -> None:
    for row in _ready_rows(result):
        copies = {wait.tile: wait.remaining for wait in row.waits}
        assert sum(copies.values()) == row.option.useful_remaining, row.option.tile
        held = sum(tile == row.option.tile for tile in result.hand.concealed) - 1
        if row.option.tile in copies:
            assert copies[row.option.tile] <= 4 - held - 1


def test_waits_of_a_fourteen_tile_hand_count_the_discard_as_seen(capsys) -> None:
    assert main(["waits", "11123455678999m", "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert "discard 2m: ready, 14 useful tiles unseen" in text
    assert "2m×3: 30/32" in text and "2m×4" not in text
    assert main(["waits", "11123455678999m", "--json"]) == 0
    rows = {row["discard"]: row for row in json.loads(capsys.readouterr().out)["discards"]}
    two = rows["2m"]
    assert {w["tile"]: w["remaining"] for w in two["waits"]}["2m"] == 3
    assert sum(w["remaining"] for w in two["waits"]) == two["useful_remaining"] == 14


@pytest.mark.parametrize("report", [mcr_report, riichi_report])
@pytest.mark.parametrize("hand", ["11123455678999m", "1112345678999m5p", "123m456p789s1122z5m seen=1z",
                                  "22334455667788p"])
def test_per_wait_copies_add_up_to_the_row_total(report, hand) -> None:
    _assert_rows_add_up(report(parse_partial(hand)))


@pytest.mark.parametrize("report", [mcr_report, riichi_report])
def test_random_fourteen_tile_hands_count_the_discard_as_seen(report) -> None:
    rng = random.Random(24)
    for _ in range(12):
        ready = random_ready_hand(rng)
        counts = ready.visible_counts()
        drawn = rng.choice([tile for tile in Tile if counts[tile] < 4])
        _assert_rows_add_up(report(replace(ready, concealed=(*ready.concealed, drawn))))
