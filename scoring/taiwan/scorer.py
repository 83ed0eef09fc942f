"""The Taiwanese scorer: the highest total over every decomposition and every placement of the winning tile.

Each reading's patterns are found (``patterns.py``), then the exclusions of every pattern found are applied
at once (a pattern excluded by another still excludes: removing a composite never brings back its parts);
readings compete by the total after the cap, then before it (SkyEye-FAST/taiwan-mahjong RULES.md,
"Explicit interpretation choices"). The cap leaves out the dealer's tai (its 南部 reading: the cap is on the
hand, the dealer's transfers come on top).
"""

from __future__ import annotations

from scoring.hand import Hand, HandError, NotWinningHand
from scoring.taiwan.flags import FlowerWin, flags_of
from scoring.taiwan.patterns import FINDS
from scoring.taiwan.reading import Reading
from scoring.taiwan.result import Award, TaiwanResult
from scoring.taiwan.shape import decompositions, waiting_tiles
from scoring.taiwan.table import PATTERNS, Preset, preset_with

FLOWER_WIN_PATTERNS = {FlowerWin.EIGHT: "eight_flowers", FlowerWin.SEVEN_ROBS_ONE: "seven_robs_one"}
#: the patterns the cap leaves out
UNCAPPED = frozenset({"dealer", "dealer_streak"})


def _awards(found: dict[str, int], preset: Preset) -> tuple[Award, ...]:
    """The patterns found less every one another excludes, applied all at once."""
    excluded = {gone for pattern in found for gone in PATTERNS[pattern].excludes}
    return tuple(Award(pattern, count, count * preset.values[pattern],
                       tuple(sorted(PATTERNS[pattern].excludes & set(found))))
                 for pattern, count in found.items() if pattern not in excluded)


def _result(hand: Hand, preset: Preset, found: dict[str, int]) -> TaiwanResult:
    awards = _awards(found, preset)
    raw = sum(a.tai for a in awards)
    uncapped = sum(a.tai for a in awards if a.id in UNCAPPED)
    total = min(raw - uncapped, preset.cap) + uncapped if preset.cap else raw
    return TaiwanResult(hand, preset.id, preset.options, awards, raw, total, preset.cap, preset.minimum)


def _found(reading: Reading) -> dict[str, int]:
    values = reading.preset.values
    counts = ((pattern, int(find(reading))) for pattern, find in FINDS.items() if values[pattern])
    return {pattern: count for pattern, count in counts if count}


def score_hand(hand: Hand, preset: Preset | None = None) -> TaiwanResult:
    """The hand's best reading under ``preset`` (the default preset when None); ``HandError`` when it cannot win."""
    preset = preset or preset_with()
    flags = flags_of(hand)
    if (flags.flowers or flags.flower_win) and not preset.flowers:
        raise HandError("taiwan_preset_no_flowers", preset=preset.id)
    held = hand.counts()
    held[hand.win_tile] -= 1
    wait_count = len(waiting_tiles(hand.concealed, held))
    results = []
    for shape in decompositions(hand.standing):
        places = {None} if shape.pair == hand.win_tile else set()
        places |= {shape.sets.index(s) for s in shape.sets if hand.win_tile in s.tiles}
        for place in places:
            results.append(_result(hand, preset, _found(Reading(hand, flags, preset, shape, place, wait_count))))
    if not results:
        if not flags.flower_win:
            raise NotWinningHand("taiwan_no_winning_shape")
        # a flower win needs no winning shape: its award alone (RULES.md: the hand's awards only when it wins)
        pattern = FLOWER_WIN_PATTERNS[flags.flower_win]
        return _result(hand, preset, {pattern: 1} if preset.values[pattern] else {})
    return max(results, key=lambda r: (r.total, r.raw_total))
