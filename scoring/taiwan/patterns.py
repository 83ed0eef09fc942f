"""The tai patterns, one small definition each: a reading -> how many times it is there (0 or False: not).

Values, names and exclusions are the data of ``patterns.tsv`` and ``presets.toml``; each definition
follows the Funclub 口袋麻將 clause of the same name as SkyEye-FAST/taiwan-mahjong RULES.md reads it.
Checked at import: every pattern of the table has a definition and no definition lacks a row.
"""

from __future__ import annotations

from collections.abc import Callable

from scoring.taiwan.flags import FlowerWin
from scoring.taiwan.reading import DRAGONS, WINDS, Reading
from scoring.taiwan.table import PATTERNS, PatternTableError
from scoring.tiles import Tile

Find = Callable[[Reading], int]
FINDS: dict[str, Find] = {}


def pattern(find: Find) -> Find:
    """Register ``find`` under its name, the pattern's id."""
    FINDS[find.__name__] = find
    return find


@pattern
def heavenly_win(r: Reading) -> int:
    return r.flags.heavenly


@pattern
def earthly_win(r: Reading) -> int:
    return r.flags.earthly


@pattern
def human_win(r: Reading) -> int:
    return r.flags.human


@pattern
def heavenly_ready(r: Reading) -> int:
    return r.flags.heavenly_ready


@pattern
def earthly_ready(r: Reading) -> int:
    return r.flags.earthly_ready


@pattern
def declared_ready(r: Reading) -> int:
    """聽牌: any declared ready, the heavenly and earthly ones included (they exclude it)."""
    return r.flags.ready_declared or r.flags.heavenly_ready or r.flags.earthly_ready


@pattern
def eight_flowers(r: Reading) -> int:
    return r.flags.flower_win is FlowerWin.EIGHT


@pattern
def seven_robs_one(r: Reading) -> int:
    return r.flags.flower_win is FlowerWin.SEVEN_ROBS_ONE


@pattern
def big_four_winds(r: Reading) -> int:
    return r.count_of(WINDS) == 4


@pattern
def small_four_winds(r: Reading) -> int:
    return r.count_of(WINDS) == 3 and r.shape.pair in WINDS


@pattern
def big_three_dragons(r: Reading) -> int:
    return r.count_of(DRAGONS) == 3


@pattern
def small_three_dragons(r: Reading) -> int:
    return r.count_of(DRAGONS) == 2 and r.shape.pair in DRAGONS


@pattern
def all_honors(r: Reading) -> int:
    return not r.suits


@pattern
def full_flush(r: Reading) -> int:
    return len(r.suits) == 1 and not r.has_honors


@pattern
def half_flush(r: Reading) -> int:
    return len(r.suits) == 1 and r.has_honors


@pattern
def all_triplets(r: Reading) -> int:
    return all(m.is_pung_or_kong for m in r.sets)


@pattern
def five_concealed_triplets(r: Reading) -> int:
    return r.concealed_triplets == 5


@pattern
def four_concealed_triplets(r: Reading) -> int:
    return r.concealed_triplets >= 4


@pattern
def three_concealed_triplets(r: Reading) -> int:
    return r.concealed_triplets >= 3


@pattern
def pinfu(r: Reading) -> int:
    """平胡: five chows, no honors, no flowers, won on a discard (and, as an option, not on a single wait)."""
    return (not r.self_drawn and not r.has_honors and not r.flags.flowers and all(m.is_chow for m in r.sets)
            and (not r.preset.pinfu_multiple_waits or r.wait_count > 1 and r.win_set is not None))


@pattern
def concealed(r: Reading) -> int:
    """門清: no claimed meld (concealed kongs allowed), however the tile came."""
    return r.closed


@pattern
def self_draw(r: Reading) -> int:
    return r.self_drawn


@pattern
def concealed_self_draw(r: Reading) -> int:
    return r.closed and r.self_drawn


@pattern
def all_from_others(r: Reading) -> int:
    """全求人: five claimed melds and the pair's tile claimed."""
    return r.all_claimed and not r.self_drawn


@pattern
def half_from_others(r: Reading) -> int:
    """半求人: five claimed melds and the pair's tile self-drawn."""
    return r.all_claimed and r.self_drawn


@pattern
def replacement_win(r: Reading) -> int:
    """槓上開花: self-drawn on a kong's replacement tile (or a flower's, where the preset says so)."""
    kong = r.hand.context.kong or r.flags.double_kong_replacement
    return r.self_drawn and (kong or r.flags.flower_replacement and r.preset.flower_replacement)


@pattern
def last_draw(r: Reading) -> int:
    return r.self_drawn and r.hand.context.wall_last


@pattern
def last_discard(r: Reading) -> int:
    return not r.self_drawn and r.hand.context.wall_last


@pattern
def robbing_kong(r: Reading) -> int:
    return r.robbed


@pattern
def single_wait(r: Reading) -> int:
    """獨聽: the 16 tiles waited on one tile only."""
    return r.wait_count == 1


@pattern
def red_dragon(r: Reading) -> int:
    return Tile.RED in r.triplet_tiles


@pattern
def green_dragon(r: Reading) -> int:
    return Tile.GREEN in r.triplet_tiles


@pattern
def white_dragon(r: Reading) -> int:
    return Tile.WHITE in r.triplet_tiles


@pattern
def round_wind(r: Reading) -> int:
    return r.hand.context.round_wind in r.triplet_tiles


@pattern
def seat_wind(r: Reading) -> int:
    return r.hand.context.seat_wind in r.triplet_tiles


@pattern
def flower_set(r: Reading) -> int:
    """花槓: once per whole set of four flowers (not on a flower win, whose award stands for them)."""
    return 0 if r.flags.flower_win else len(r.complete_flower_sets)


@pattern
def seat_flower(r: Reading) -> int:
    """門花: once per flower of the seat's number (East 1 ... North 4), in either set."""
    return 0 if r.flags.flower_win else r.seat_flowers()


@pattern
def dealer(r: Reading) -> int:
    """莊家 (a house option): the dealer won, or dealt the winning tile."""
    return r.flags.dealer or r.flags.from_dealer


@pattern
def dealer_streak(r: Reading) -> int:
    """連莊拉莊 (a house option): once per win in a row, counted as the dealer's tai is."""
    return r.flags.dealer_streak if dealer(r) else 0


if set(FINDS) != set(PATTERNS):
    raise PatternTableError(f"patterns without a definition or a row: {sorted(set(FINDS) ^ set(PATTERNS))}")
