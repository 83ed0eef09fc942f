"""MCR recipes of the set-pattern fans: identical, shifted and straight chows, shifted and triple pungs."""

from __future__ import annotations

from quiz.hands.kit import Builder
from quiz.hands.mcr_recipes.registry import recipe
from quiz.hands.tiles import CHOW, PUNG, T, some_suits


@recipe("pure_terminal_chows")
def _pure_terminal_chows(b: Builder) -> None:
    s = b.rng.randrange(3)
    for start in (1, 1, 7, 7):
        b.chow(s, start)
    b.set_pair(T(s, 5))


@recipe("quadruple_chow")
def _quadruple_chow(b: Builder) -> None:
    s, r = b.rng.randrange(3), b.rng.randint(1, 7)
    for _ in range(4):
        b.chow(s, r)


@recipe("four_pure_shifted_pungs")
def _four_pure_shifted_pungs(b: Builder) -> None:
    b.shifted(4, PUNG)


@recipe("four_pure_shifted_chows")
def _four_pure_shifted_chows(b: Builder) -> None:
    b.shifted(4, CHOW)


@recipe("pure_triple_chow")
def _pure_triple_chow(b: Builder) -> None:
    s, r = b.rng.randrange(3), b.rng.randint(1, 7)
    for _ in range(3):
        b.chow(s, r)


@recipe("pure_shifted_pungs")
def _pure_shifted_pungs(b: Builder) -> None:
    b.shifted(3, PUNG)


@recipe("pure_straight")
def _pure_straight(b: Builder) -> None:
    s = b.rng.randrange(3)
    b.ensure([(CHOW, T(s, 1)), (CHOW, T(s, 4)), (CHOW, T(s, 7))])


@recipe("three_suited_terminal_chows")
def _three_suited_terminal_chows(b: Builder) -> None:
    a, c, p = some_suits(b.rng)
    for s in (a, c):
        b.chow(s, 1)
        b.chow(s, 7)
    b.set_pair(T(p, 5))


@recipe("pure_shifted_chows")
def _pure_shifted_chows(b: Builder) -> None:
    b.shifted(3, CHOW)


@recipe("triple_pung")
def _triple_pung(b: Builder) -> None:
    r = b.rng.randint(1, 9)
    b.ensure([(PUNG, T(s, r)) for s in range(3)])


@recipe("mixed_straight")
def _mixed_straight(b: Builder) -> None:
    suits = some_suits(b.rng)
    b.ensure([(CHOW, T(suits[0], 1)), (CHOW, T(suits[1], 4)), (CHOW, T(suits[2], 7))])


@recipe("mixed_triple_chow")
def _mixed_triple_chow(b: Builder) -> None:
    r = b.rng.randint(1, 7)
    b.ensure([(CHOW, T(s, r)) for s in range(3)])


@recipe("mixed_shifted_pungs")
def _mixed_shifted_pungs(b: Builder) -> None:
    suits, r = some_suits(b.rng), b.rng.randint(1, 7)
    b.ensure([(PUNG, T(s, r + i)) for i, s in enumerate(suits)])


@recipe("all_pungs")
def _all_pungs(b: Builder) -> None:
    b.chow_weight = 0.0
    if b.closed is None and b.rng.random() < 0.9:
        b.closed = False  # four concealed pungs are rare: most all-pung hands claim a pung or two


@recipe("mixed_shifted_chows")
def _mixed_shifted_chows(b: Builder) -> None:
    suits, r = some_suits(b.rng), b.rng.randint(1, 5)
    b.ensure([(CHOW, T(s, r + i)) for i, s in enumerate(suits)])


@recipe("all_chows", pre=True)
def _all_chows(b: Builder) -> None:
    b.chow_weight = 1.0
    b.pair_filter = lambda t: not t.is_honor


@recipe("double_pung")
def _double_pung(b: Builder) -> None:
    a, c = some_suits(b.rng, 2)
    r = b.rng.randint(1, 9)
    b.ensure([(PUNG, T(a, r)), (PUNG, T(c, r))])


@recipe("pure_double_chow")
def _pure_double_chow(b: Builder) -> None:
    s, r = b.rng.randrange(3), b.rng.randint(1, 7)
    b.ensure([(CHOW, T(s, r)), (CHOW, T(s, r))])


@recipe("mixed_double_chow")
def _mixed_double_chow(b: Builder) -> None:
    a, c = some_suits(b.rng, 2)
    r = b.rng.randint(1, 7)
    b.ensure([(CHOW, T(a, r)), (CHOW, T(c, r))])


@recipe("short_straight")
def _short_straight(b: Builder) -> None:
    s, r = b.rng.randrange(3), b.rng.randint(1, 4)
    b.ensure([(CHOW, T(s, r)), (CHOW, T(s, r + 3))])


@recipe("two_terminal_chows")
def _two_terminal_chows(b: Builder) -> None:
    s = b.rng.randrange(3)
    b.ensure([(CHOW, T(s, 1)), (CHOW, T(s, 7))])
