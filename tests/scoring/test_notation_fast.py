"""The fast path of ``parse_hand`` (plain ASCII MCR hands) reads exactly what the general parser reads.

Every hand string is read twice, once as usual and once with the fast path switched off; the hands,
or the error messages, must be the same. The strings are the normalized notation of random hands and
variations of it that the fast path leaves to the general parser or that are wrong.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from scoring.hand import Hand, HandError, WinContext
from scoring.notation import fast, format_hand, parse_hand, reader, writer
from scoring.riichi.flags import RiichiFlags, as_extras
from scoring.tiles import Tile
from tests.deep import sized
from tests.scoring.random_hands import random_winning_hand


def _general(text: str, monkeypatch: pytest.MonkeyPatch):
    with monkeypatch.context() as m:
        m.setattr(reader, "fast_hand", lambda text, rules: None)
        return _outcome(text)


def _outcome(text: str):
    try:
        return parse_hand(text, "mcr")
    except HandError as error:
        return f"{type(error).__name__}: {error}"


def _taken_by_fast_path(text: str) -> bool:
    try:
        return fast.fast_hand(text, reader.notation_of("mcr")) is not None
    except HandError:
        return True


def _variants(rng: random.Random, text: str) -> list[str]:
    out = [text, text.upper(), text.replace(" ", "  "), text + " tsumo", text + " last", text + " wall kong",
           text + " seat=S seat=S", text + " seat=X", text + " flowers=9", text + " flowers=3", "\t" + text + "\n",
           text.replace("m", "m+", 1), text.replace("1", "0", 1), text.replace("]", " ]", 1), text + " riichi"]
    chars = list(text)
    if chars:
        i = rng.randrange(len(chars))
        out.append("".join(chars[:i] + chars[i + 1:]))
        out.append("".join(chars[:i] + [rng.choice("123456789mpsz[]{}=+, ")] + chars[i:]))
    return out


def test_fast_path_reads_every_string_as_the_general_parser_does(monkeypatch):
    rng = random.Random(20261201)
    compared = fast = 0
    for _ in range(sized(250, 500)):
        for text in _variants(rng, format_hand(random_winning_hand(rng))):
            expected = _general(text, monkeypatch)
            assert _outcome(text) == expected, text
            compared += 1
            fast += _taken_by_fast_path(text)
    assert fast > compared // 4  # the fast path takes the plain strings, not only the odd ones out


@pytest.mark.parametrize("text", ["", "   ", "123m", "1112345678999m5m", "[123m] [456p] [789s] [111z] 2z2z",
                                  "{1111m} 234567m 55p 5p tsumo kong", "11122233344455z", "1112345678999m0m",
                                  "1112345678999m5m flowers=8 seat=N round=W", "1112345678999m5m kong",
                                  "1112345678999m5m last", "[1111m] [1111m] 11m 22m 33m"])
def test_fast_path_agrees_on_named_strings(text, monkeypatch):
    assert _outcome(text) == _general(text, monkeypatch)


def _with_flags(rng: random.Random, hand: Hand) -> Hand:
    winds = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)
    context = WinContext(self_drawn=rng.random() < 0.5, last_copy=rng.random() < 0.3, wall_last=rng.random() < 0.2,
                         kong=rng.random() < 0.2, seat_wind=rng.choice(winds), round_wind=rng.choice(winds),
                         flowers=rng.randrange(9))
    riichi = RiichiFlags(riichi=rng.random() < 0.1, dora_indicators=(Tile.M1,) if rng.random() < 0.1 else ())
    return replace(hand, context=context, extras=as_extras(riichi))


def test_the_fast_writer_of_mcr_hands_writes_what_the_general_writer_writes():
    rng = random.Random(20261214)
    fast = 0
    for _ in range(2000):
        hand = _with_flags(rng, random_winning_hand(rng))
        for honors, ruleset in (("z", "mcr"), ("z", "riichi"), ("zh", "mcr")):
            assert format_hand(hand, honors, ruleset) == writer._any_text(hand, honors, ruleset)
        fast += not hand.extras.declarations()
    assert fast > 1000  # most hands took the fast writer
