"""MCR's route to 8: what the waits of a ready hand are worth, and the tenpai a 1-shanten hand draws into.

Hands are 34-slot count arrays of the standing tiles plus the declared melds. Two bounded memos
carry the work between the rows of one analysis and between analyses: the waits of a 13-tile
shape, and the points of one win (flowers and the remaining counts play no part in either).
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.caches import Memo
from scoring.efficiency.lookahead import discards, draws
from scoring.efficiency.result import (
    DISCARD_WEIGHT,
    MINIMUM_POINTS,
    SELF_DRAWN_WEIGHT,
    DrawStep,
    FanShare,
    Winning8,
    WinningTile,
)
from scoring.hand import Hand, HandError, Meld, WinContext
from scoring.mcr.fans import fan_table
from scoring.mcr.scorer import score_hand
from scoring.shanten import waits_by_shape
from scoring.tiles import Tile

# keys hold the 34 counts as bytes (about a fifth of a tuple's memory)
_WAITS = Memo("scoring.efficiency.route.waits", 1 << 14)
_WINS = Memo("scoring.efficiency.route.wins", 1 << 15)
_POINTS = {fan.id: fan.points for fan in fan_table()}
_NO_WIN: tuple[int, tuple[str, ...]] = (0, ())


def ready_waits(counts: Sequence[int], melds: int) -> tuple[int, ...]:
    """The tiles that complete 13 tiles in any MCR shape (formal: a fifth copy counts); () when not ready."""
    key = (bytes(counts), melds)
    found = _WAITS.get(key)
    if found is None:
        found = tuple(waits_by_shape(counts, melds))
        _WAITS.put(key, found)
    return found


def win_points(melds: tuple[Meld, ...], counts: Sequence[int], win: int, self_drawn: bool, last_copy: bool,
               seat: Tile, round_wind: Tile) -> tuple[int, tuple[str, ...]]:
    """(points without flowers, fan ids) of the win on ``win``; (0, ()) when it cannot be scored."""
    key = (melds, bytes(counts), win, self_drawn, last_copy, seat, round_wind)
    found = _WINS.get(key)
    if found is None:
        concealed = tuple(Tile(t) for t in range(34) for _ in range(counts[t]))
        context = WinContext(self_drawn=self_drawn, last_copy=last_copy, seat_wind=seat, round_wind=round_wind)
        try:
            result = score_hand(Hand(melds, concealed, Tile(win), context))
        except HandError:
            found = _NO_WIN
        else:
            found = (result.total_without_flowers, tuple(h.id for h in result.fans if h.id != "flower_tiles"))
        _WINS.put(key, found)
    return found


def winning_tiles(counts: Sequence[int], melds: tuple[Meld, ...], visible: Sequence[int], seat: Tile,
                  round_wind: Tile) -> tuple[WinningTile, ...]:
    """Every wait of a ready hand with its remaining copies and its points on a discard and self-drawn.

    A win on a tile whose other three copies are all visible is the last copy (和绝张); a tile the
    standing tiles hold never is. A fifth copy (the hand holds all four) is listed, unscored."""
    meld_counts = [0] * 34
    for meld in melds:
        for t in meld.tiles:
            meld_counts[t] += 1
    out = []
    for t in ready_waits(counts, len(melds)):
        remaining = max(0, 4 - visible[t])
        if counts[t] + meld_counts[t] >= 4:
            out.append(WinningTile(Tile(t), 0, False, None, None))
            continue
        last = counts[t] == 0 and visible[t] == 3
        on_discard = win_points(melds, counts, t, False, last, seat, round_wind)
        drawn = win_points(melds, counts, t, True, last, seat, round_wind)
        out.append(WinningTile(Tile(t), remaining, last, on_discard[0], drawn[0], on_discard[1], drawn[1]))
    return tuple(out)


def winning_8(waits: Sequence[WinningTile]) -> Winning8:
    return Winning8(sum(w.remaining for w in waits if w.discard_reaches_8),
                    sum(w.remaining for w in waits if w.self_drawn_reaches_8))


def lookahead(counts: list[int], melds: tuple[Meld, ...], visible: Sequence[int], useful: Sequence[int],
              seat: Tile, round_wind: Tile) -> tuple[tuple[DrawStep, ...], dict[str, float], float]:
    """At 1-shanten: for each useful draw with copies left, the discard after it whose tenpai has the
    most (weighted) 8-point winning copies, and the copy-weighted count of each fan in those 8-point wins."""
    steps = []
    fan_weights: dict[str, float] = {}
    wins = 0.0
    for u, copies, seen in draws(counts, visible, useful):
        best: tuple | None = None
        good_shape = False
        for e in discards(counts, u):
            if ready_waits(counts, len(melds)):
                waits = winning_tiles(counts, melds, seen, seat, round_wind)
                live_kinds = sum(1 for w in waits if w.remaining)
                good_shape = good_shape or live_kinds >= 2
                score = winning_8(waits)
                rank = (score.value, sum(w.remaining for w in waits), live_kinds, -e)
                if best is None or rank > best[0]:
                    best = (rank, e, score, waits)
        if best is None:
            steps.append(DrawStep(Tile(u), copies, None, Winning8(), 0, False))
            continue
        _, e, score, waits = best
        steps.append(DrawStep(Tile(u), copies, Tile(e), score, sum(w.remaining for w in waits), good_shape))
        for w in waits:
            for fans, reaches, weight in ((w.discard_fans, w.discard_reaches_8, DISCARD_WEIGHT),
                                          (w.self_drawn_fans, w.self_drawn_reaches_8, SELF_DRAWN_WEIGHT)):
                if reaches and w.remaining:
                    wins += copies * w.remaining * weight
                    for fan in fans:
                        fan_weights[fan] = fan_weights.get(fan, 0.0) + copies * w.remaining * weight
    return tuple(steps), fan_weights, wins


def expected(steps: Sequence[DrawStep]) -> Winning8:
    """The 8-point winning copies of the tenpai drawn into, averaged over the useful draws by their copies."""
    total = sum(s.remaining for s in steps)
    if not total:
        return Winning8()
    return Winning8(sum(s.remaining * s.winning_8.discard for s in steps) / total,
                    sum(s.remaining * s.winning_8.self_drawn for s in steps) / total)


def fan_shares(weights: dict[str, float], wins: float, limit: int = 5) -> tuple[FanShare, ...]:
    """The fans worth 2 or more (1-point fans say little) most often part of the 8-point wins, with the
    share of those wins (weighted by copies and by how the win comes) each is part of."""
    if not wins:
        return ()
    top = sorted(((w, f) for f, w in weights.items() if _POINTS[f] >= 2), key=lambda x: (-x[0], -_POINTS[x[1]], x[1]))
    return tuple(FanShare(f, _POINTS[f], min(1.0, w / wins)) for w, f in top[:limit])


def ready_fans(waits: Sequence[WinningTile], limit: int = 5) -> tuple[FanShare, ...]:
    """``fan_shares`` over the 8-point wins of one ready hand."""
    weights: dict[str, float] = {}
    wins = 0.0
    for w in waits:
        for fans, reaches, weight in ((w.discard_fans, w.discard_reaches_8, DISCARD_WEIGHT),
                                      (w.self_drawn_fans, w.self_drawn_reaches_8, SELF_DRAWN_WEIGHT)):
            if reaches and w.remaining:
                wins += w.remaining * weight
                for fan in fans:
                    weights[fan] = weights.get(fan, 0.0) + w.remaining * weight
    return fan_shares(weights, wins, limit)


__all__ = ["ready_waits", "win_points", "winning_tiles", "winning_8", "lookahead", "expected", "fan_shares",
           "ready_fans", "MINIMUM_POINTS"]
