"""How a yaku is defined: ``YakuRule`` and the decorators that register one per yaku.

The function's name is the yaku id; han, multipliers, names and exclusions come from ``yaku.tsv``.
How the function is asked depends on what the yaku looks at:

* ``@win_yaku(*needs)``: the hand's win conditions (``reading.HandFacts``) -> bool; the same in
  every reading (riichi, tsumo, the blessings...); asked only when the hand has the conditions in
  ``needs`` (the hand traits below), so a plain ron asks none of them;
* ``@yaku(*needs)``: one reading's summary (``reading.Reading``) -> bool; it is only asked when the
  reading has everything in ``needs`` (the conditions below, which the yaku cannot do without), so
  that a reading asks only the few definitions that can apply to it;
* ``@wait_yaku(*needs)``: a reading and the fu of the set the winning tile completed -> bool (pinfu),
  asked when the reading has ``needs``;
* ``@closing_yaku``: the hand facts and whether the reading has any other yaku -> bool or a
  count, asked last (paarenchan, which some tables pay only beside a yaku);
* ``@shape_yaku``: the hand facts and the winning tile -> bool, for a hand outside four sets and a
  pair (thirteen orphans);
* ``@bonus``: the hand facts -> a count of han (dora, red fives, ura-dora).

A yakuman's function may return a count of yakuman instead of True (``True`` is the table's
multiplier under the rules). Exclusions are data: a yaku found removes the ones its row lists in
``excludes``; a yakuman removes every ordinary yaku.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scoring.riichi.table import TableError, YakuDef, yaku_by_id

WIN, READING, WAIT, CLOSING, SHAPE, BONUS = "win", "reading", "wait", "closing", "shape", "bonus"

#: What a reading may need for a yaku to be looked for: bits of ``Reading.traits``.
SEQUENCES = 1  # a sequence
NO_SEQUENCES = 2  # no sequence
TRIPLETS = 4  # a triplet or kong
HONORS = 8  # an honor set or pair
TERMINALS = 16  # a terminal or honor somewhere (not simples only)
SIMPLES = 32  # simples only
CLOSED = 64  # no claimed meld
ONE_SUIT = 128  # one numbered suit (honors aside)
THREE_SUITS = 256  # all three numbered suits
SEVEN_PAIRS = 512  # the seven pairs reading
DRAGON_TRIPLETS = 1024  # a triplet or kong of dragons
WIND_TRIPLETS = 2048  # a triplet or kong of winds
KONGS = 4096  # a kong
TRAITS = {"sequences": SEQUENCES, "no sequences": NO_SEQUENCES, "triplets": TRIPLETS, "honors": HONORS,
          "terminals": TERMINALS, "simples": SIMPLES, "closed": CLOSED, "one suit": ONE_SUIT,
          "three suits": THREE_SUITS, "seven pairs": SEVEN_PAIRS, "dragon triplets": DRAGON_TRIPLETS,
          "wind triplets": WIND_TRIPLETS, "kongs": KONGS}
_ALL_TRAITS = sum(TRAITS.values())

#: What a hand may need for a win-condition yaku to be looked for: bits of ``HandFacts.traits``.
TSUMO = 1
RON = 2
RIICHI = 4  # riichi or double riichi
OPEN_RIICHI = 8
KONG_WIN = 16  # the kong flag: rinshan or chankan
LAST_TILE = 32  # the wall flag: haitei or houtei
BLESSING = 64  # tenhou or chiihou
RENHOU = 128
CLOSED_HAND = 256
PAARENCHAN = 512
NAGASHI = 1024
HAND_TRAITS = {"tsumo": TSUMO, "ron": RON, "riichi": RIICHI, "open riichi": OPEN_RIICHI, "kong win": KONG_WIN,
               "last tile": LAST_TILE, "blessing": BLESSING, "renhou": RENHOU, "closed hand": CLOSED_HAND,
               "paarenchan": PAARENCHAN, "nagashi": NAGASHI}


@dataclass(frozen=True)
class YakuRule:
    """One yaku: its table row (han, multiplier, excludes), when it is looked for, and how."""

    yaku: YakuDef
    how: str
    find: Callable
    #: the traits (bits) a reading needs for the yaku to be looked for
    needs: int = 0

    @property
    def id(self) -> str:
        return self.yaku.id

    @property
    def is_yakuman(self) -> bool:
        return self.yaku.is_yakuman

    @property
    def excludes(self) -> tuple[str, ...]:
        return self.yaku.excludes

    def han(self, is_open: bool) -> int:
        """Han of an ordinary yaku in a closed or an open hand (0: not in an open hand)."""
        return self.yaku.han_open if is_open else self.yaku.han_closed


RULES: dict[str, YakuRule] = {}


def _register(how: str, needs: int = 0):
    known = sum(HAND_TRAITS.values()) if how in (WIN, CLOSING) else _ALL_TRAITS
    if needs & ~known:
        raise TableError(f"unknown traits {needs:#x} for a {how} definition")

    def register(find: Callable) -> Callable:
        yaku_id = find.__name__
        row = yaku_by_id().get(yaku_id)
        if row is None:
            raise TableError(f"yaku definition {yaku_id!r} has no row in yaku.tsv")
        if yaku_id in RULES:
            raise TableError(f"yaku {yaku_id!r} is defined twice")
        if (how == BONUS) != (row.kind == "bonus"):
            raise TableError(f"yaku {yaku_id!r}: kind '{row.kind}' does not fit a {how} definition")
        RULES[yaku_id] = YakuRule(row, how, find, needs)
        return find

    return register


def win_yaku(*needs: int):
    """A win-condition yaku: ``find(hand facts) -> bool`` (every reading), asked when the hand has ``needs``."""
    return _register(WIN, sum(needs))


def yaku(*needs: int):
    """A yaku of a reading: ``find(reading) -> bool``, asked when the reading has every trait in ``needs``."""
    return _register(READING, sum(needs))


def wait_yaku(*needs: int):
    """A yaku of the winning set: ``find(reading, fu items) -> bool``, asked when the reading has ``needs``."""
    return _register(WAIT, sum(needs))


def closing_yaku(*needs: int):
    """A yaku decided after the others: ``find(hand facts, has a yaku) -> bool | count``."""
    return _register(CLOSING, sum(needs))


def shape_yaku(find: Callable) -> Callable:
    """A yaku of a special shape: ``find(hand facts, winning tile) -> bool``."""
    return _register(SHAPE)(find)


def bonus(find: Callable) -> Callable:
    """Bonus han counted after the yaku (never a yaku themselves): ``find(hand facts) -> count``."""
    return _register(BONUS)(find)
