"""Bad sources refused clearly, as coded errors: empty, unknown, damaged, cut short, too large, a zip bomb."""

from __future__ import annotations

import gzip
import json

import pytest

from scoring.review.errors import LogError
from scoring.review.review import review, seat_of
from scoring.review.source import MAX_LOG_BYTES, read_log
from tests.scoring.review_games_riichi import written_game


def _code(source: bytes | str) -> str:
    with pytest.raises(LogError) as caught:
        read_log(source)
    return caught.value.code


def test_an_empty_source_is_refused_as_empty() -> None:
    assert _code("  \n") == "empty"


def test_text_that_is_no_log_is_an_unknown_format() -> None:
    assert _code("my best game ever") == "unknown_format"
    assert _code(json.dumps({"hello": 1})) == "unknown_format"


def test_bytes_that_are_neither_text_nor_gzip_are_refused() -> None:
    assert _code(b"\xff\xfe\x00\x81" * 10) == "not_text"


def test_a_log_cut_in_the_middle_is_refused_not_half_read() -> None:
    game = written_game(1)  # played on first use, not at collection (every worker collects every module)
    assert _code(game.tenhou6[: len(game.tenhou6) // 2]) == "malformed"
    assert _code(game.mjlog[: len(game.mjlog) // 2]) == "malformed"
    lines = game.mjai.splitlines()
    assert _code("\n".join(lines[: len(lines) // 2])) == "truncated"


def test_a_gzip_stream_cut_short_is_refused_as_a_cut_file_not_a_cut_game() -> None:
    packed = gzip.compress(written_game(1).mjlog.encode())
    assert _code(packed[: len(packed) // 2]) == "gzip_cut_short"
    assert _code(b"\x1f\x8b\x08\x00garbage") == "gzip_cut_short"  # a header and nothing after it
    assert _code(b"\x1f\x8b" + b"not gzip at all") == "bad_gzip"


def test_a_huge_text_is_refused_before_it_is_read() -> None:
    assert _code("{" + " " * MAX_LOG_BYTES) == "too_large"


def test_a_zip_bomb_stops_at_the_size_limit() -> None:
    bomb = gzip.compress(b" " * (MAX_LOG_BYTES + 4096), compresslevel=1)
    assert len(bomb) < MAX_LOG_BYTES // 100
    assert _code(bomb) == "too_large"


def test_xml_entities_are_refused_outright() -> None:
    bomb = '<!DOCTYPE x [<!ENTITY a "aaaa">]><mjloggm ver="2.3">&a;</mjloggm>'
    assert _code(bomb) in ("malformed", "unknown_format")


def test_a_log_without_hands_is_refused() -> None:
    assert _code('{"name": ["a", "b", "c", "d"], "log": []}') == "no_hands"


def test_a_player_is_found_by_seat_or_name_and_a_stranger_is_refused() -> None:
    game = read_log(written_game(1).tenhou6)
    assert seat_of(game, None) == 0 and seat_of(game, "2") == 2 and seat_of(game, game.players[3].upper()) == 3
    with pytest.raises(LogError) as caught:
        seat_of(game, "nobody")
    assert caught.value.code == "no_such_player"


def test_a_discard_of_a_tile_the_seat_does_not_hold_is_refused_naming_where() -> None:
    game = json.loads(written_game(1).tenhou6)
    hand = game["log"][0]
    start, discards = hand[4], hand[6]  # seat 0's starting tiles and discards (tenhou.net/6 codes)
    held = set(start) | {t for t in hand[5] if isinstance(t, int)}
    stranger = next(code for code in (11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23) if code not in held)
    discards[0] = stranger
    game["log"] = [hand]
    record = read_log(json.dumps(game))
    with pytest.raises(LogError) as refused:
        review(record, 0)
    assert refused.value.code == "impossible_discard" and refused.value.params["seat"] == 0
