"""How a fan is defined: ``FanRule`` and the decorators that register one per fan.

The function's name is the fan id; points, names and exclusions come from ``fans.tsv``. How the
function is asked depends on what the fan looks at:

* ``@fan``: a reading (``readings.Reading``) -> the occurrences found, each a tuple of the sets and
  tiles that made it (empty or ``None``: not there);
* ``@tiles_fan``: which tiles the hand holds (``readings.TileSet``) -> bool; a hand-wide fan whose
  one occurrence is the whole reading;
* ``@win_fan``: the hand's win conditions (``readings.HandFacts``) -> occurrences, the same in
  every reading;
* ``@chows_fan(size)`` / ``@pungs_fan(size)``: the codes of ``size`` chows (middle tiles) or pungs,
  sorted -> bool; the combination engine (``combine.py``) decides which sets are counted together
  (account-once principle);
* ``@chicken_fan``: a reading after the principles -> occurrences (Chicken Hand: nothing else).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scoring.mcr.fans import BY_ID, INDEX, FanTableError
from scoring.mcr.readings import HAS_TWO_CONCEALED_PUNGS, KNITTED_STRAIGHT, REGULAR, SEVEN_PAIRS, SHAPES
from scoring.mcr.result import FanDef

WINDS_AND_DRAGONS = "winds and dragons"
TILE_CONTENT = "tile content"
SUITS = "suits"
SETS = "sets and combinations"
CONCEALMENT = "concealment and kongs"
WINS = "waits and win conditions"
SPECIAL = "special shapes"
GROUPS = (WINDS_AND_DRAGONS, TILE_CONTENT, SUITS, SETS, CONCEALMENT, WINS, SPECIAL)

READING, TILES, WIN, CHOWS, PUNGS, CHICKEN, BONUS = "reading", "tiles", "win", "chows", "pungs", "chicken", "bonus"

#: Where the hand-wide tile fans are looked for (the reference does not look in the other shapes).
TILE_SHAPES = (REGULAR, SEVEN_PAIRS, KNITTED_STRAIGHT)


@dataclass(frozen=True)
class FanRule:
    """One fan: its table row (points, excludes), its rule-book group, and how it is found."""

    fan: FanDef
    group: str
    how: str
    find: Callable
    shapes: frozenset[str]
    #: chows/pungs fans: how many sets the combination takes.
    size: int = 0
    #: a fan counted once per set (Pung of Terminals or Honors): another fan excludes only the
    #: occurrences made of its own sets (non-repeat principle), not the fan as a whole.
    per_set: bool = False
    #: what a reading must have for the fan to be there at all (``readings.HAS_*`` bits): a reading
    #: that lacks one of them is not asked, which spares most definitions in most readings.
    needs: int = 0
    #: a reading fan that looks at how the tile was won (self-drawn or not, the concealed pungs that
    #: follow from it): asked again for each way of winning (``scorer.score_ways``); the others are
    #: the same for every way and found once.
    reads_win: bool = False

    @property
    def id(self) -> str:
        return self.fan.id

    @property
    def index(self) -> int:
        return INDEX[self.fan.id]

    @property
    def points(self) -> int:
        return self.fan.points

    @property
    def excludes(self) -> tuple[str, ...]:
        return self.fan.excludes


RULES: dict[str, FanRule] = {}


def _register(group: str, how: str, shapes, *, size: int = 0, per_set: bool = False, needs: int = 0,
              reads_win: bool = False):
    if group not in GROUPS:
        raise FanTableError(f"unknown fan group {group!r}")

    def register(find: Callable) -> Callable:
        fan_id = find.__name__
        if fan_id not in BY_ID:
            raise FanTableError(f"fan definition {fan_id!r} has no row in fans.tsv")
        if fan_id in RULES:
            raise FanTableError(f"fan {fan_id!r} is defined twice")
        if needs & HAS_TWO_CONCEALED_PUNGS and not reads_win:
            raise FanTableError(f"fan {fan_id!r} needs concealed pungs, which depend on the win: reads_win=True")
        RULES[fan_id] = FanRule(BY_ID[fan_id], group, how, find, frozenset(shapes), size, per_set, needs, reads_win)
        return find

    return register


def fan(group: str, *, shapes=(REGULAR,), per_set: bool = False, needs: int = 0, reads_win: bool = False):
    """A fan found in a reading: ``find(reading) -> occurrences``; ``needs``: ``HAS_*`` bits it cannot do
    without; ``reads_win``: it looks at whether the tile was self-drawn."""
    return _register(group, READING, shapes, per_set=per_set, needs=needs, reads_win=reads_win)


def tiles_fan(group: str, *, shapes=TILE_SHAPES):
    """A hand-wide fan decided by which tiles the hand holds: ``find(tileset) -> bool``."""
    return _register(group, TILES, shapes)


def win_fan(group: str):
    """A win-condition fan: ``find(hand facts) -> occurrences`` (every shape)."""
    return _register(group, WIN, SHAPES)


def chows_fan(group: str, size: int):
    """A combination of ``size`` chows: ``find(*middle codes, sorted) -> bool``."""
    return _register(group, CHOWS, (REGULAR,), size=size)


def pungs_fan(group: str, size: int):
    """A combination of ``size`` pungs or kongs: ``find(*codes, sorted) -> bool``."""
    return _register(group, PUNGS, (REGULAR,), size=size)


def chicken_fan(group: str):
    """A fan looked for after the principles, in a reading: ``find(reading) -> occurrences``."""
    return _register(group, CHICKEN, (REGULAR,))


def bonus_fan(group: str):
    """Added to the best reading after it is chosen, not counted for the minimum: ``find(facts)``."""
    return _register(group, BONUS, SHAPES)


#: Fans a special shape brings with it, added after the principles: ``extras(reading) ->
#: [(fan id, occurrence)]`` (the reference reads nine gates as fixed sets).
SHAPE_EXTRAS: dict[str, Callable] = {}


def shape_extras(shape: str):
    def register(extras: Callable) -> Callable:
        SHAPE_EXTRAS[shape] = extras
        return extras

    return register
