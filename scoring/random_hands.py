"""Seeded random generator of valid MCR winning hands, and of hands one tile from winning.

Pure (no I/O): every draw comes from the ``random.Random`` passed in, so a seed reproduces a run.
The hands are valid by construction: a winning shape, at most four copies of any tile, and only
flag combinations that ``scoring.notation.parse_hand`` accepts.

The distribution is a mixture: plain random 4-sets-plus-pair hands, hands drawn from a restricted
tile pool (one suit, honors, green tiles, upper tiles …), hands built around the sets of a
specific fan (Big Four Winds, Pure Terminal Chows, Four Pure Shifted Pungs …) and every special
shape (seven pairs, seven shifted pairs, thirteen orphans, honors and knitted tiles, knitted
straight + set + pair, nine gates). The mixture is tuned so that a run of 20,000 hands scores every
one of the 82 fans of ``mcr_fans.tsv``, rare ones included.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from scoring.hand import Hand, Meld, MeldKind, PartialHand, WinContext, set_tiles
from scoring.tiles import DRAGONS, GREEN_TILES, KNITTED_PATTERNS, REVERSIBLE_TILES, WINDS, Tile

CHOW, PUNG, KONG = MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG

#: The structural shapes ``random_winning_hand`` can be asked for.
SHAPES = (
    "regular",
    "seven_pairs",
    "seven_shifted_pairs",
    "thirteen_orphans",
    "honors_and_knitted",
    "knitted_straight",
    "nine_gates",
)
_SHAPE_WEIGHTS = (80, 6, 1.5, 2, 3, 4, 1.5)

#: A set before it is placed: (kind, tile) with a chow's lowest tile.
SetSpec = tuple[MeldKind, Tile]


def _suited(suit: int, rank: int) -> Tile:
    return Tile(suit * 9 + rank - 1)


def _ranks(ranks: Sequence[int], suits: Sequence[int] = (0, 1, 2)) -> frozenset[Tile]:
    return frozenset(_suited(s, r) for s in suits for r in ranks)


HONORS = frozenset(WINDS + DRAGONS)
ALL = frozenset(Tile)
TERMINALS = _ranks((1, 9))
GREEN = frozenset(GREEN_TILES)
REVERSIBLE = frozenset(REVERSIBLE_TILES)

#: Restricted tile pools for the themed hands; each aims at content fans (flushes, upper tiles …).
POOLS: dict[str, frozenset[Tile]] = {
    "characters": _ranks(range(1, 10), (0,)),
    "dots": _ranks(range(1, 10), (1,)),
    "bamboo": _ranks(range(1, 10), (2,)),
    "characters+honors": _ranks(range(1, 10), (0,)) | HONORS,
    "dots+honors": _ranks(range(1, 10), (1,)) | HONORS,
    "bamboo+honors": _ranks(range(1, 10), (2,)) | HONORS,
    "honors": HONORS,
    "winds+dragons+terminals": HONORS | TERMINALS,
    "terminals": TERMINALS,
    "green": GREEN,
    "reversible": REVERSIBLE,
    "upper": _ranks((7, 8, 9)),
    "middle": _ranks((4, 5, 6)),
    "lower": _ranks((1, 2, 3)),
    "upper_four": _ranks((6, 7, 8, 9)),
    "lower_four": _ranks((1, 2, 3, 4)),
    "simples": _ranks(range(2, 9)),
    "evens": _ranks((2, 4, 6, 8)),
    "no_honors": _ranks(range(1, 10)),
    "two_suits": _ranks(range(1, 10), (0, 2)),
    "two_suits+honors": _ranks(range(1, 10), (1, 2)) | HONORS,
    "outside": TERMINALS | HONORS | _ranks((2, 3, 7, 8)),
    # narrow windows force overlapping sets: many readings, tricky waits
    "characters 3-7": _ranks(range(3, 8), (0,)),
    "dots 1-5": _ranks(range(1, 6), (1,)),
    "bamboo 5-9": _ranks(range(5, 10), (2,)),
    "two suits 4-7": _ranks(range(4, 8), (0, 1)),
}


class _Counts:
    """Tile counts of a hand under construction, never above four."""

    __slots__ = ("n",)

    def __init__(self) -> None:
        self.n = [0] * 34

    def add(self, tiles: Sequence[Tile]) -> bool:
        n = self.n
        for t in tiles:
            n[t] += 1
        if any(n[t] > 4 for t in tiles):
            for t in tiles:
                n[t] -= 1
            return False
        return True


_CANDIDATES: dict[frozenset[Tile], dict[MeldKind, tuple[Tile, ...]]] = {}


def _candidates(pool: frozenset[Tile]) -> dict[MeldKind, tuple[Tile, ...]]:
    """The sets whose tiles all lie in the pool, by kind (cached per pool)."""
    found = _CANDIDATES.get(pool)
    if found is None:
        chows = tuple(t for t in sorted(pool) if not t.is_honor and t.rank <= 7
                      and Tile(t + 1) in pool and Tile(t + 2) in pool)
        pungs = tuple(sorted(pool))
        found = {CHOW: chows, PUNG: pungs, KONG: pungs}
        _CANDIDATES[pool] = found
    return found


def _fill_sets(rng: random.Random, counts: _Counts, sets: list[SetSpec], pool: frozenset[Tile],
               kind_weights: Sequence[float]) -> bool:
    """Add random sets from the pool until there are four; False when the pool runs dry."""
    cands = _candidates(pool)
    kinds = [k for k, w in zip((CHOW, PUNG, KONG), kind_weights, strict=True) if w > 0 and cands[k]]
    weights = [w for k, w in zip((CHOW, PUNG, KONG), kind_weights, strict=True) if w > 0 and cands[k]]
    if not kinds:
        return False
    while len(sets) < 4:
        for _ in range(30):
            kind = rng.choices(kinds, weights)[0] if len(kinds) > 1 else kinds[0]
            tile = rng.choice(cands[kind])
            if counts.add(set_tiles(kind, tile)):
                sets.append((kind, tile))
                break
        else:
            return False
    return True


def _pick_pair(rng: random.Random, counts: _Counts, pool: frozenset[Tile]) -> Tile | None:
    tiles = [t for t in pool if counts.n[t] <= 2]
    if not tiles:
        return None
    pair = rng.choice(tiles)
    counts.add((pair, pair))
    return pair


def _pung_or_kong(rng: random.Random, tile: Tile) -> SetSpec:
    return (KONG if rng.random() < 0.2 else PUNG, tile)


# ----------------------------------------------------------------------------- fan templates
# Each template returns the sets (and optionally the pair) that make a specific fan; the rest
# of the hand is filled at random.

_Template = Callable[[random.Random], tuple[list[SetSpec], Tile | None]]


def _t_big_four_winds(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    return [_pung_or_kong(rng, w) for w in WINDS], None


def _t_big_three_dragons(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    return [_pung_or_kong(rng, d) for d in DRAGONS], None


def _t_little_four_winds(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    winds = list(WINDS)
    rng.shuffle(winds)
    return [_pung_or_kong(rng, w) for w in winds[:3]], winds[3]


def _t_little_three_dragons(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    dragons = list(DRAGONS)
    rng.shuffle(dragons)
    return [_pung_or_kong(rng, d) for d in dragons[:2]], dragons[2]


def _t_big_three_winds(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    return [_pung_or_kong(rng, w) for w in rng.sample(WINDS, 3)], None


def _t_two_dragon_pungs(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    return [_pung_or_kong(rng, d) for d in rng.sample(DRAGONS, 2)], None


def _t_pure_terminal_chows(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    s = rng.randrange(3)
    low, high = _suited(s, 1), _suited(s, 7)
    return [(CHOW, low), (CHOW, low), (CHOW, high), (CHOW, high)], _suited(s, 5)


def _t_three_suited_terminal_chows(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    a, b, c = rng.sample(range(3), 3)
    return ([(CHOW, _suited(a, 1)), (CHOW, _suited(a, 7)), (CHOW, _suited(b, 1)), (CHOW, _suited(b, 7))],
            _suited(c, 5))


def _t_identical_chows(n: int) -> _Template:
    def template(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
        tile = _suited(rng.randrange(3), rng.randint(1, 7))
        return [(CHOW, tile)] * n, None
    return template


def _t_shifted_pungs(n: int) -> _Template:
    def template(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
        s, r = rng.randrange(3), rng.randint(1, 10 - n)
        return [_pung_or_kong(rng, _suited(s, r + i)) for i in range(n)], None
    return template


def _t_shifted_chows(n: int) -> _Template:
    def template(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
        s = rng.randrange(3)
        step = rng.choice((1, 2))
        r = rng.randint(1, 7 - step * (n - 1))
        return [(CHOW, _suited(s, r + step * i)) for i in range(n)], None
    return template


def _t_pure_straight(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    s = rng.randrange(3)
    return [(CHOW, _suited(s, r)) for r in (1, 4, 7)], None


def _t_mixed_straight(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    suits = rng.sample(range(3), 3)
    return [(CHOW, _suited(s, r)) for s, r in zip(suits, (1, 4, 7), strict=True)], None


def _t_mixed_triple_chow(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    r = rng.randint(1, 7)
    return [(CHOW, _suited(s, r)) for s in range(3)], None


def _t_mixed_shifted_chows(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    suits, r = rng.sample(range(3), 3), rng.randint(1, 5)
    return [(CHOW, _suited(s, r + i)) for i, s in enumerate(suits)], None


def _t_mixed_shifted_pungs(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    suits, r = rng.sample(range(3), 3), rng.randint(1, 7)
    return [_pung_or_kong(rng, _suited(s, r + i)) for i, s in enumerate(suits)], None


def _t_triple_pung(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    r = rng.randint(1, 9)
    return [_pung_or_kong(rng, _suited(s, r)) for s in range(3)], None


def _t_all_fives(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    sets: list[SetSpec] = []
    for _ in range(4):
        s = rng.randrange(3)
        sets.append(rng.choice(((CHOW, _suited(s, 3)), (CHOW, _suited(s, 4)), (CHOW, _suited(s, 5)),
                                (PUNG, _suited(s, 5)))))
    return sets, _suited(rng.randrange(3), 5)


def _t_kongs(n: int) -> _Template:
    def template(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
        return [(KONG, t) for t in rng.sample(list(Tile), n)], None
    return template


def _t_two_terminal_chows(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    s = rng.randrange(3)
    return [(CHOW, _suited(s, 1)), (CHOW, _suited(s, 7))], None


def _t_short_straight(rng: random.Random) -> tuple[list[SetSpec], Tile | None]:
    s, r = rng.randrange(3), rng.randint(1, 4)
    return [(CHOW, _suited(s, r)), (CHOW, _suited(s, r + 3))], None


#: (template, weight, pool used to fill the rest, kind weights chow/pung/kong for the rest)
_TEMPLATES: tuple[tuple[_Template, float, frozenset[Tile] | None, tuple[float, float, float]], ...] = (
    (_t_big_four_winds, 2, None, (3, 3, 1)),
    (_t_big_three_dragons, 2, None, (3, 3, 1)),
    (_t_little_four_winds, 2, None, (3, 3, 1)),
    (_t_little_three_dragons, 2, None, (3, 3, 1)),
    (_t_big_three_winds, 2, None, (3, 3, 1)),
    (_t_two_dragon_pungs, 2, None, (3, 3, 1)),
    (_t_pure_terminal_chows, 2, None, (1, 0, 0)),
    (_t_three_suited_terminal_chows, 2, None, (1, 0, 0)),
    (_t_identical_chows(4), 2, None, (1, 0, 0)),
    (_t_identical_chows(3), 2, None, (3, 2, 0.5)),
    (_t_identical_chows(2), 1, None, (3, 2, 0.5)),
    (_t_shifted_pungs(4), 2, None, (0, 1, 0)),
    (_t_shifted_pungs(3), 2, None, (3, 2, 0.5)),
    (_t_shifted_chows(4), 2, None, (1, 0, 0)),
    (_t_shifted_chows(3), 2, None, (3, 2, 0.5)),
    (_t_pure_straight, 2, None, (3, 2, 0.5)),
    (_t_mixed_straight, 2, None, (3, 2, 0.5)),
    (_t_mixed_triple_chow, 2, None, (3, 2, 0.5)),
    (_t_mixed_shifted_chows, 2, None, (3, 2, 0.5)),
    (_t_mixed_shifted_pungs, 2, None, (3, 2, 0.5)),
    (_t_triple_pung, 2, None, (3, 2, 0.5)),
    (_t_all_fives, 2, None, (1, 0, 0)),
    (_t_kongs(4), 1.5, None, (0, 0, 1)),
    (_t_kongs(3), 1.5, None, (3, 3, 1)),
    (_t_kongs(2), 2, None, (3, 3, 1)),
    (_t_two_terminal_chows, 1, None, (3, 2, 0.5)),
    (_t_short_straight, 1, None, (3, 2, 0.5)),
)
_TEMPLATE_WEIGHTS = tuple(t[1] for t in _TEMPLATES)

_POOL_NAMES = tuple(POOLS)
_KIND_MIXES = ((4, 2, 0.5), (1, 1, 0.3), (1, 4, 1), (6, 1, 0.2), (0, 1, 0.2), (1, 0, 0))


# ----------------------------------------------------------------------------- placing sets


def _place_sets(rng: random.Random, sets: list[SetSpec], pair: Tile,
                mode: str | None = None) -> tuple[list[Meld], list[Tile]]:
    """Decide which sets are declared: kongs always are (exposed or concealed), chows and pungs
    stay standing in a closed hand, or are claimed in an open one. Returns melds and standing tiles."""
    if mode is None:
        mode = rng.choices(("closed", "open", "all_melded"), (35, 50, 15))[0]
    claim = {"closed": 0.0, "open": rng.choice((0.25, 0.5, 0.75)), "all_melded": 1.0}[mode]
    hidden_kong = {"closed": 1.0, "open": 0.4, "all_melded": 0.15}[mode]
    melds: list[Meld] = []
    standing: list[Tile] = [pair, pair]
    for kind, tile in sets:
        if kind is KONG:
            melds.append(Meld(KONG, tile, concealed=rng.random() < hidden_kong))
        elif rng.random() < claim:
            melds.append(Meld(kind, tile))
        else:
            standing.extend(set_tiles(kind, tile))
    rng.shuffle(melds)
    return melds, standing


def _regular_sets(rng: random.Random) -> tuple[list[SetSpec], Tile]:
    """Four sets and a pair: plain random, from a themed pool, or around a fan template."""
    while True:
        counts = _Counts()
        style = rng.choices(("plain", "pool", "template"), (45, 25, 30))[0]
        sets: list[SetSpec] = []
        pair: Tile | None = None
        pool = ALL
        kinds = rng.choice(_KIND_MIXES)
        if style == "pool":
            pool = POOLS[rng.choice(_POOL_NAMES)]
        elif style == "template":
            template, _, fill_pool, kinds = rng.choices(_TEMPLATES, _TEMPLATE_WEIGHTS)[0]
            sets, pair = template(rng)
            if not all(counts.add(set_tiles(k, t)) for k, t in sets):
                continue
            if rng.random() < 0.3:  # sometimes fill the rest from a pool, e.g. a flush around the fan
                fill_pool = POOLS[rng.choice(_POOL_NAMES)]
            pool = fill_pool or ALL
            sets = list(sets)
        if pair is not None:
            if not counts.add((pair, pair)):
                continue
        if not _fill_sets(rng, counts, sets, pool, kinds):
            continue
        if pair is None:
            pair = _pick_pair(rng, counts, pool)
            if pair is None:
                continue
        rng.shuffle(sets)
        return sets, pair


# ----------------------------------------------------------------------------- shapes


def _regular(rng: random.Random) -> tuple[list[Meld], list[Tile]]:
    sets, pair = _regular_sets(rng)
    return _place_sets(rng, sets, pair)


def _chicken_attempt(rng: random.Random) -> tuple[list[Meld], list[Tile]]:
    """An open hand of unrelated sets and a plain wind pair: often a Chicken Hand (no fan at all),
    which random hands rarely are. The caller gives it a plain discard win without flags."""
    while True:
        counts = _Counts()
        pair = rng.choice(WINDS)
        counts.add((pair, pair))
        sets: list[SetSpec] = []
        if not _fill_sets(rng, counts, sets, POOLS["simples"], (8, 1, 0)):
            continue
        chows = [t for k, t in sets if k is CHOW]
        starts = [t.rank for t in chows]
        related = any(a.suit is b.suit and abs(a - b) in (3, 6) for i, a in enumerate(chows) for b in chows[:i])
        if len(set(starts)) < len(starts) or related or len({t.suit for _, t in sets}) < 3:
            continue
        melds, standing = _place_sets(rng, sets, pair, "open")
        if melds:
            return melds, standing


_SEVEN_PAIR_POOLS = (ALL, ALL, ALL, POOLS["honors"], POOLS["terminals"], POOLS["winds+dragons+terminals"],
                     POOLS["green"], POOLS["reversible"], POOLS["upper"], POOLS["middle"], POOLS["lower"],
                     POOLS["upper_four"], POOLS["lower_four"], POOLS["characters"], POOLS["dots+honors"],
                     POOLS["simples"], POOLS["two_suits"])


def _seven_pairs(rng: random.Random) -> tuple[list[Meld], list[Tile]]:
    pool = sorted(rng.choice(_SEVEN_PAIR_POOLS))
    # a tile may give two pairs (four identical tiles, two pairs and a Tile Hog)
    doubled = rng.choices((0, 1, 2), (75, 20, 5))[0]
    doubled = max(doubled, 7 - len(pool))
    kinds = rng.sample(pool, 7 - doubled)
    kinds += rng.sample(kinds, doubled)
    return [], [t for t in kinds for _ in range(2)]


def _seven_shifted_pairs(rng: random.Random) -> tuple[list[Meld], list[Tile]]:
    s, start = rng.randrange(3), rng.randint(1, 3)
    return [], [_suited(s, start + i) for i in range(7) for _ in range(2)]


def _thirteen_orphans(rng: random.Random) -> tuple[list[Meld], list[Tile]]:
    kinds = sorted(TERMINALS | HONORS)
    return [], kinds + [rng.choice(kinds)]


def _knitted_tiles(rng: random.Random) -> list[Tile]:
    return list(rng.choice(KNITTED_PATTERNS))


def _honors_and_knitted(rng: random.Random) -> tuple[list[Meld], list[Tile]]:
    tiles = _knitted_tiles(rng) + sorted(HONORS)
    # dropping any two of the sixteen leaves at least five honors; dropping two suited tiles
    # (a third of the time) keeps all seven honors: Greater Honors and Knitted Tiles
    if rng.random() < 0.35:
        for t in rng.sample(tiles[:9], 2):
            tiles.remove(t)
        return [], tiles
    for t in rng.sample(tiles, 2):
        tiles.remove(t)
    return [], tiles


def _knitted_straight(rng: random.Random) -> tuple[list[Meld], list[Tile]]:
    """The nine knitted tiles (three sets) + one set + a pair; the set may be the one meld."""
    while True:
        counts = _Counts()
        knitted = _knitted_tiles(rng)
        counts.add(knitted)
        sets: list[SetSpec] = [(KONG, Tile.EAST)] * 3  # placeholders: only one set is wanted
        pool = ALL if rng.random() < 0.7 else HONORS
        if not _fill_sets(rng, counts, sets, pool, rng.choice(((3, 2, 0.5), (1, 1, 1), (0, 1, 0.3)))):
            continue
        pair = _pick_pair(rng, counts, ALL if rng.random() < 0.6 else HONORS)
        if pair is None:
            continue
        kind, tile = sets[3]
        standing = knitted + [pair, pair]
        if kind is KONG:
            return [Meld(KONG, tile, concealed=rng.random() < 0.5)], standing
        if rng.random() < 0.4:
            return [Meld(kind, tile)], standing
        return [], standing + list(set_tiles(kind, tile))


def _nine_gates(rng: random.Random) -> tuple[list[Meld], list[Tile]]:
    s = rng.randrange(3)
    ranks = [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, rng.randint(1, 9)]
    return [], [_suited(s, r) for r in ranks]


_SHAPE_BUILDERS: dict[str, Callable[[random.Random], tuple[list[Meld], list[Tile]]]] = {
    "regular": _regular,
    "seven_pairs": _seven_pairs,
    "seven_shifted_pairs": _seven_shifted_pairs,
    "thirteen_orphans": _thirteen_orphans,
    "honors_and_knitted": _honors_and_knitted,
    "knitted_straight": _knitted_straight,
    "nine_gates": _nine_gates,
}


# ----------------------------------------------------------------------------- the win


def _choose_win_tile(rng: random.Random, standing: list[Tile], shape: str) -> Tile:
    if shape == "nine_gates":
        # Nine Gates needs the thirteen standing tiles to be exactly 1112345678999, so win on the
        # extra tile; a quarter of the time win on another tile: the near miss is a plain full flush
        return standing[-1] if rng.random() < 0.75 else rng.choice(standing)
    return rng.choice(standing)


def _context(rng: random.Random, melds: Sequence[Meld], concealed: Sequence[Tile], win: Tile) -> WinContext:
    """Random flags, restricted to the combinations the parser accepts for this hand."""
    self_drawn = rng.random() < 0.5
    wall_last = rng.random() < 0.07
    win_held = win in concealed or any(win in m.tiles for m in melds)
    kong = False
    if self_drawn:
        if any(m.is_kong for m in melds):
            kong = rng.random() < 0.3
    elif not win_held and not wall_last:
        kong = rng.random() < 0.12
    last_copy = win not in concealed and rng.random() < 0.15
    flowers = 0 if rng.random() < 0.55 else rng.randint(1, 8)
    return WinContext(self_drawn=self_drawn, last_copy=last_copy, wall_last=wall_last, kong=kong,
                      seat_wind=rng.choice(WINDS), round_wind=rng.choice(WINDS), flowers=flowers)


def random_winning_hand(rng: random.Random, shape: str | None = None) -> Hand:
    """A random valid winning hand; ``shape`` (one of ``SHAPES``) fixes the structural shape."""
    if shape is None:
        shape = rng.choices(SHAPES, _SHAPE_WEIGHTS)[0]
    elif shape not in _SHAPE_BUILDERS:
        raise ValueError(f"unknown shape {shape!r}: one of {', '.join(SHAPES)}")
    quiet = shape == "regular" and rng.random() < 0.03
    melds, standing = _chicken_attempt(rng) if quiet else _SHAPE_BUILDERS[shape](rng)
    win = _choose_win_tile(rng, standing, shape)
    standing.remove(win)
    concealed = tuple(sorted(standing))
    if quiet:
        context = WinContext(seat_wind=rng.choice(WINDS), round_wind=rng.choice(WINDS),
                             flowers=rng.choice((0, 0, 0, 1, 2, 3)))
    else:
        context = _context(rng, melds, concealed, win)
    return Hand(tuple(melds), concealed, win, context)


def random_ready_hand(rng: random.Random, shape: str | None = None) -> PartialHand:
    """Thirteen tiles (kongs counting 3) one tile from winning: a winning hand minus its winning tile.

    The win flags are dropped (they describe a win); seat, round and flowers are kept.
    """
    hand = random_winning_hand(rng, shape)
    ctx = hand.context
    context = WinContext(seat_wind=ctx.seat_wind, round_wind=ctx.round_wind, flowers=ctx.flowers)
    return PartialHand(hand.melds, hand.concealed, context)


__all__ = ["SHAPES", "POOLS", "random_winning_hand", "random_ready_hand"]
