"""The fast reader of hands with a ruleset's own words (``scoring/notation/worded.py``) reads exactly what the
general parser reads.

Every string is read twice, once as usual and once with that reader switched off; the hands, or the error
messages, must be the same. The strings are the normalized Riichi notation of random hands (red fives,
declarations, dora and ura indicators, counters) and variations of it that the reader leaves to the general
parser or that are wrong.
"""

from __future__ import annotations

import random

import pytest

from scoring.hand import HandError
from scoring.notation import format_hand, parse_hand, parse_tiles, reader, worded
from scoring.notation.tiles import plain_tiles
from tests.deep import sized
from tests.scoring.riichi_random_hands import random_riichi_hand
from tests.scoring.test_notation_fast import _variants as shared_variants


def _outcome(text: str):
    try:
        return parse_hand(text, "riichi")
    except HandError as error:
        return f"{type(error).__name__}: {error}"


def _general(text: str, monkeypatch: pytest.MonkeyPatch):
    with monkeypatch.context() as m:
        m.setattr(reader, "worded_hand", lambda *args: None)
        return _outcome(text)


def _taken(text: str) -> bool:
    return worded.worded_hand(text, reader.notation_of("riichi"), 14, (1, 1, 1)) is not None


def _variants(rng: random.Random, text: str) -> list[str]:
    """The MCR fast path's variations (spacing, case, a typo, flags) and Riichi's own words, right and wrong."""
    return [*shared_variants(rng, text), text + " ippatsu", text + " tsumo tenhou", text + " dora=1m dora=1m",
            text + " dora=1m dora=2m", text + " honba=100", text + " dora=0m", text + " seen=1m",
            text + " flowers=2", text.replace("5", "0", 1), text.replace("0", "5", 1), text + " ura=9s",
            text + " Riichi", text + " dora:3p", text + " kyoutaku=2", text + " 0m"]


def test_the_worded_reader_reads_every_riichi_string_as_the_general_parser_does(monkeypatch):
    rng = random.Random(20261207)
    compared = taken = 0
    for _ in range(sized(40, 1500)):
        for text in _variants(rng, format_hand(random_riichi_hand(rng), ruleset="riichi")):
            assert _outcome(text) == _general(text, monkeypatch), text
            compared += 1
            taken += _taken(text)
    assert taken > compared // 4  # it takes the plain strings, not only the odd ones out


@pytest.mark.parametrize("text", [
    "[406s] 123m456p78s 22z 9s riichi dora=4s ura=1m",
    "{0555m} 123p456s77z 111z tsumo seat=S round=S",
    "1230m456p789s1z1z double-riichi ippatsu honba=3 kyoutaku=1",
    "1230m406p789s1z1z riichi",  # two red fives, one a suit: allowed
    "1200m3m456p789s1z1z riichi",  # two red 5m: refused by the general parser
    "[123m] 456p789s111z2z2z riichi",  # riichi with an open hand: refused
    "19m19p19s1234567z1m tsumo tenhou",
    "22334455667788p riichi ura=9p",
    "123m456p789s1z1z1z9m seen=1m",
    "123m456p789s1z1z8z1z",  # no eighth honour
    "123m456p789s1z1z0z1z",  # nor a red one
    "123m456p789s1z1z1z4",  # digits without their suit at the end
    "1111m456p789s1z1z1m",  # a fifth 1m: the winning tile
    "[111m] 1m456p789s1z1z1z",  # a fifth 1m beside a pung of it
    "123m456p789s1z1z1z9m 4th",  # a flag Riichi does not read, in another spelling
    "123m456p789s1z1z1z9m seat=east round=1z",
    "123m456p789s1z1z1z9m riichi dora=1m2m3p4s5z ura=9s honba=0 kyoutaku=0",
    "123m456p789s1z1z1z9m dora=1m2m honba=x",
])
def test_the_worded_reader_agrees_on_named_strings(text, monkeypatch):
    assert _outcome(text) == _general(text, monkeypatch)


def test_a_plain_riichi_string_with_red_fives_and_indicators_takes_the_worded_reader():
    hand = parse_hand("[406s] 123m456p78s22z9s tsumo dora=4s ura=1m honba=2", "riichi")
    assert _taken("[406s] 123m456p78s22z9s tsumo dora=4s ura=1m honba=2")
    assert [int(t) for t in hand.red_fives] == [22]


@pytest.mark.parametrize("text", ["1m", "2z3m", "19m19p19s1234567z", "99p1s"])
def test_plain_tiles_read_what_parse_tiles_reads(text):
    assert plain_tiles(text) == parse_tiles(text)


@pytest.mark.parametrize("text", ["0m", "8z", "m", "1", "1m 2p", "東", "1M"])
def test_plain_tiles_leave_anything_else_to_parse_tiles(text):
    assert plain_tiles(text) is None
