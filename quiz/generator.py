"""Random winning hands for the quiz, built toward a target fan, checked by the scorer.

A hand is constructed, not sampled and rejected: a recipe places the sets that realize the
target fan (or a special shape), small fans get a "booster" that lifts the hand over the 8-point
minimum, the rest is filled with random sets from the tiles the recipe allows, some sets are
declared as claimed melds, a winning tile and a context are chosen, and the scorer checks the
result (target present, minimum met, difficulty fits). Failed attempts are cheap and retried.

Every draw comes from the ``random.Random`` passed in, so a seed reproduces a run.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from quiz.questions import make_question, question_kind
from scoring import mcr, riichi
from scoring.hand import Hand, HandError, Meld, MeldKind, RiichiFlags, WinContext, set_tiles
from scoring.notation import format_hand, parse_hand
from scoring.tiles import DRAGONS, TERMINALS_AND_HONORS, WINDS, Tile

CHOW, PUNG, KONG = MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG
DIFFICULTIES = ("easy", "normal", "hard")
HONORS = tuple(WINDS + DRAGONS)
ALL_TILES = frozenset(Tile)
SPECIAL_SHAPE_FANS = frozenset({
    "seven_pairs", "seven_shifted_pairs", "thirteen_orphans", "greater_honors_and_knitted_tiles",
    "lesser_honors_and_knitted_tiles", "knitted_straight", "nine_gates"})
MAX_ATTEMPTS = 400
STRICT_ATTEMPTS = 10


def T(suit: int, rank: int) -> Tile:
    return Tile(suit * 9 + rank - 1)


def suited(ranks, suits=(0, 1, 2)) -> frozenset[Tile]:
    return frozenset(T(s, r) for s in suits for r in ranks)


class Failed(Exception):
    """This attempt cannot be completed; the generator starts a new one."""


@dataclass
class Block:
    kind: MeldKind
    tile: Tile
    #: True claimed, False concealed, None decided later
    exposed: bool | None = None

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return set_tiles(self.kind, self.tile)


@dataclass
class Builder:
    """An attempt at a hand: sets, pair, loose tiles of special shapes, and the choices still open."""

    rng: random.Random
    difficulty: str = "normal"
    counts: list[int] = field(default_factory=lambda: [0] * 34)
    blocks: list[Block] = field(default_factory=list)
    pair: Tile | None = None
    #: concealed tiles outside the sets (special shapes, knitted straight)
    loose: list[Tile] = field(default_factory=list)
    max_blocks: int = 4
    pool: frozenset[Tile] = ALL_TILES
    set_filter: Callable[[MeldKind, Tile], bool] | None = None
    pair_filter: Callable[[Tile], bool] | None = None
    chow_weight: float = 0.62
    kong_weight: float = 0.03
    #: True: no claimed melds; False: at least one; None: random
    closed: bool | None = None
    exposed_count: int | None = None
    self_drawn: bool | None = None
    #: how the winning tile completes the hand: pair, edge, closed, chow, pung, loose or None (any)
    win: str | None = None
    win_tile: Tile | None = None
    wall_last: bool | None = None
    kong_flag: bool | None = None
    last_copy: bool | None = None
    seat: Tile | None = None
    prevalent: Tile | None = None
    flowers: int | None = None
    special: bool = False

    # ---------------------------------------------------------------- placing

    def fits(self, tiles) -> bool:
        need: dict[Tile, int] = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        return all(self.counts[t] + n <= 4 for t, n in need.items())

    def _take(self, tiles) -> None:
        for t in tiles:
            self.counts[t] += 1

    def add(self, kind: MeldKind, tile: Tile, exposed: bool | None = None) -> Block:
        if kind is CHOW and (tile.is_honor or tile.rank > 7):
            raise Failed
        tiles = set_tiles(kind, tile)
        if len(self.blocks) >= self.max_blocks or not self.fits(tiles):
            raise Failed
        self._take(tiles)
        block = Block(kind, tile, exposed)
        self.blocks.append(block)
        return block

    def chow(self, suit: int, start: int, exposed: bool | None = None) -> Block:
        return self.add(CHOW, T(suit, start), exposed)

    def pung(self, tile: Tile, exposed: bool | None = None) -> Block:
        kind = KONG if self.rng.random() < self.kong_weight else PUNG
        return self.add(kind, tile, exposed)

    def set_pair(self, tile: Tile) -> None:
        if self.pair is not None or not self.fits((tile, tile)):
            raise Failed
        self._take((tile, tile))
        self.pair = tile

    def add_loose(self, tiles) -> None:
        if not self.fits(tiles):
            raise Failed
        self._take(tiles)
        self.loose.extend(tiles)

    def find(self, kind: MeldKind, tile: Tile, claimed: set[int]) -> int | None:
        for i, b in enumerate(self.blocks):
            same_kind = b.kind is kind or (kind is PUNG and b.kind is KONG)
            if i not in claimed and same_kind and b.tile == tile:
                return i
        return None

    def ensure(self, wanted: list[tuple[MeldKind, Tile]], exposed: bool | None = None) -> list[Block]:
        """Sets that must be in the hand: reuse matching ones already placed, add the others."""
        claimed: set[int] = set()
        out = []
        for kind, tile in wanted:
            i = self.find(kind, tile, claimed)
            if i is None:
                block = self.add(kind, tile, exposed)
                claimed.add(len(self.blocks) - 1)
            else:
                claimed.add(i)
                block = self.blocks[i]
                if exposed is not None:
                    if block.exposed is not None and block.exposed != exposed:
                        raise Failed
                    block.exposed = exposed
            out.append(block)
        return out

    def room(self) -> int:
        return self.max_blocks - len(self.blocks)

    # ---------------------------------------------------------------- filling

    def _set_ok(self, kind: MeldKind, tile: Tile) -> bool:
        if kind is CHOW and (tile.is_honor or tile.rank > 7):
            return False
        tiles = set_tiles(kind, tile)
        if any(t not in self.pool for t in tiles):
            return False
        if self.set_filter is not None and not self.set_filter(kind, tile):
            return False
        return self.fits(tiles)

    def random_set(self) -> tuple[MeldKind, Tile]:
        rng = self.rng
        for _ in range(40):
            if rng.random() < self.chow_weight:
                kind = CHOW
                tile = T(rng.randrange(3), rng.randint(1, 7))
            else:
                kind = KONG if rng.random() < self.kong_weight else PUNG
                tile = Tile(rng.randrange(34))
            if self._set_ok(kind, tile):
                return kind, tile
        options = [(k, t) for k in (CHOW, PUNG) for t in self.pool
                   if (k is PUNG or (not t.is_honor and t.rank <= 7)) and self._set_ok(k, t)]
        if not options:
            raise Failed
        return rng.choice(options)

    def fill(self) -> None:
        while len(self.blocks) < self.max_blocks:
            kind, tile = self.random_set()
            self.add(kind, tile)
        if self.pair is None and not self.special:
            options = [t for t in self.pool if self.counts[t] <= 2
                       and (self.pair_filter is None or self.pair_filter(t))]
            if not options:
                raise Failed
            self.set_pair(self.rng.choice(options))

    # ---------------------------------------------------------------- the hand

    def build(self) -> Hand:
        rng = self.rng
        self._decide_exposure()
        melds: list[Meld] = []
        concealed: list[Tile] = list(self.loose)
        for b in self.blocks:
            if b.kind is KONG:
                melds.append(Meld(KONG, b.tile, concealed=not b.exposed))
            elif b.exposed:
                melds.append(Meld(b.kind, b.tile))
            else:
                concealed.extend(b.tiles)
        if self.pair is not None:
            concealed.extend((self.pair, self.pair))
        self_drawn = self.self_drawn if self.self_drawn is not None else rng.random() < 0.33
        win = self.win_tile if self.win_tile is not None else self._pick_win(self_drawn)
        if win not in concealed:
            raise Failed
        concealed.remove(win)
        has_kong = any(m.is_kong for m in melds)
        in_hand = win in concealed or any(win in m.tiles for m in melds)
        kong_flag = self.kong_flag
        if kong_flag is None:
            kong_flag = rng.random() < 0.03 and (has_kong if self_drawn else not in_hand)
        wall = self.wall_last if self.wall_last is not None else rng.random() < 0.02
        if kong_flag and not self_drawn and wall:
            wall = False
        last = self.last_copy
        if last is None:
            last = rng.random() < 0.05 and win not in concealed
        if kong_flag and not self_drawn:
            last = False
        seat = self.seat if self.seat is not None else rng.choice(WINDS)
        prevalent = self.prevalent if self.prevalent is not None else rng.choice(WINDS)
        flowers = self.flowers if self.flowers is not None else rng.choices((0, 1, 2, 3, 4), (45, 25, 17, 9, 4))[0]
        context = WinContext(self_drawn, last, wall, kong_flag, seat, prevalent, flowers)
        melds.sort(key=lambda m: (m.tile, m.kind.value))
        return Hand(tuple(melds), tuple(sorted(concealed)), win, context)

    def _decide_exposure(self) -> None:
        rng = self.rng
        undecided = [b for b in self.blocks if b.exposed is None]
        exposed_now = sum(1 for b in self.blocks if b.exposed)
        if self.closed is True:
            if exposed_now:
                raise Failed
            for b in undecided:
                b.exposed = False
            return
        if self.exposed_count is not None:
            want = self.exposed_count
        else:
            closed_share = {"easy": 0.25, "normal": 0.28, "hard": 0.35}[self.difficulty]
            if self.closed is None and rng.random() < closed_share:
                want = exposed_now
            else:
                want = rng.choices((1, 2, 3, 4), (30, 35, 25, 10))[0]
            if self.closed is False:
                want = max(want, 1)
        want = max(want, exposed_now)
        extra = want - exposed_now
        if extra > len(undecided):
            if self.exposed_count is not None:
                raise Failed
            extra = len(undecided)
        rng.shuffle(undecided)
        for i, b in enumerate(undecided):
            b.exposed = i < extra
        if self.closed is False and not any(b.exposed for b in self.blocks):
            raise Failed

    def _pick_win(self, self_drawn: bool) -> Tile:
        rng = self.rng
        concealed_blocks = [b for b in self.blocks if not b.exposed and b.kind is not KONG]
        mode = self.win
        if mode == "pair" or (self.pair is not None and not concealed_blocks and not self.loose):
            if self.pair is None:
                raise Failed
            return self.pair
        if mode == "loose":
            return rng.choice(self.loose)
        if mode in ("edge", "closed", "chow"):
            chows = [b for b in concealed_blocks if b.kind is CHOW]
            if mode == "edge":
                options = [Tile(b.tile + 2) for b in chows if b.tile.rank == 1]
                options += [b.tile for b in chows if b.tile.rank == 7]
            elif mode == "closed":
                options = [Tile(b.tile + 1) for b in chows]
            else:
                options = [t for b in chows for t in b.tiles]
            if not options:
                raise Failed
            return rng.choice(options)
        if mode == "pung":
            options = [b.tile for b in concealed_blocks if b.kind is PUNG]
            if not options:
                raise Failed
            return rng.choice(options)
        if mode == "not_pung":
            options = [t for b in concealed_blocks if b.kind is CHOW for t in b.tiles]
            options += [self.pair] * 2 if self.pair is not None else []
            if not options:
                raise Failed
            return rng.choice(options)
        tiles = [t for b in concealed_blocks for t in b.tiles] + list(self.loose)
        if self.pair is not None:
            tiles += [self.pair, self.pair]
        return rng.choice(tiles)


# ============================================================================ recipes

Recipe = Callable[[Builder], None]
RECIPES: dict[str, Recipe] = {}
#: recipes that only set the rules of the attempt; they run before a booster
PRE: dict[str, Recipe] = {}


def recipe(*fan_ids: str, pre: bool = False):
    def register(fn: Recipe) -> Recipe:
        for fan_id in fan_ids:
            (PRE if pre else RECIPES)[fan_id] = fn
        return fn
    return register


def _suits(rng: random.Random, n: int = 3) -> list[int]:
    return rng.sample((0, 1, 2), n)


def _pungs_of(b: Builder, tiles) -> None:
    for t in tiles:
        b.pung(t)


@recipe("big_four_winds")
def _big_four_winds(b: Builder) -> None:
    _pungs_of(b, WINDS)


@recipe("big_three_dragons")
def _big_three_dragons(b: Builder) -> None:
    _pungs_of(b, DRAGONS)


@recipe("big_three_winds")
def _big_three_winds(b: Builder) -> None:
    winds = b.rng.sample(WINDS, 3)
    _pungs_of(b, winds)
    fourth = next(w for w in WINDS if w not in winds)
    b.pair_filter = lambda t: t != fourth


@recipe("all_green")
def _all_green(b: Builder) -> None:
    b.pool = frozenset(T(2, r) for r in (2, 3, 4, 6, 8)) | {Tile.GREEN}
    b.chow_weight = 0.4


@recipe("nine_gates")
def _nine_gates(b: Builder) -> None:
    s = b.rng.randrange(3)
    _special(b, [T(s, r) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)], T(s, b.rng.randint(1, 9)))


@recipe("four_kongs")
def _four_kongs(b: Builder) -> None:
    tiles = b.rng.sample(list(Tile), 4)
    for t in tiles:
        b.add(KONG, t)


@recipe("seven_shifted_pairs")
def _seven_shifted_pairs(b: Builder) -> None:
    s, start = b.rng.randrange(3), b.rng.randint(1, 3)
    tiles = [T(s, r) for r in range(start, start + 7) for _ in range(2)]
    _special_from(b, tiles)


@recipe("thirteen_orphans")
def _thirteen_orphans(b: Builder) -> None:
    orphans = list(TERMINALS_AND_HONORS)
    _special_from(b, orphans + [b.rng.choice(orphans)])


@recipe("all_terminals")
def _all_terminals(b: Builder) -> None:
    if b.rng.random() < 0.1:
        tiles = b.rng.sample(sorted(suited((1, 9))), 6)
        tiles.append(b.rng.choice(tiles))
        _special_from(b, [t for t in tiles for _ in range(2)])
        return
    b.pool = suited((1, 9))


@recipe("little_four_winds")
def _little_four_winds(b: Builder) -> None:
    winds = list(WINDS)
    b.rng.shuffle(winds)
    _pungs_of(b, winds[:3])
    b.set_pair(winds[3])


@recipe("little_three_dragons")
def _little_three_dragons(b: Builder) -> None:
    dragons = list(DRAGONS)
    b.rng.shuffle(dragons)
    _pungs_of(b, dragons[:2])
    b.set_pair(dragons[2])


@recipe("all_honors")
def _all_honors(b: Builder) -> None:
    b.pool = frozenset(HONORS)
    if b.rng.random() < 0.1:
        tiles = b.rng.sample(HONORS, 7)
        _special_from(b, [t for t in tiles for _ in range(2)])


@recipe("four_concealed_pungs")
def _four_concealed_pungs(b: Builder) -> None:
    b.chow_weight = 0.0
    b.closed = True
    if b.rng.random() < 0.5:
        b.self_drawn = True
    else:
        b.self_drawn, b.win = False, "pair"


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


def _shifted(b: Builder, n: int, kind: MeldKind) -> None:
    rng = b.rng
    s = rng.randrange(3)
    if kind is CHOW:
        step = rng.choice((1, 2)) if n == 3 else rng.choice((1, 1, 2))
        top = 7 - step * (n - 1)
        if top < 1:
            step, top = 1, 8 - n
        r = rng.randint(1, top)
        for i in range(n):
            b.chow(s, r + i * step)
    else:
        r = rng.randint(1, 10 - n)
        for i in range(n):
            b.pung(T(s, r + i))


@recipe("four_pure_shifted_pungs")
def _four_pure_shifted_pungs(b: Builder) -> None:
    _shifted(b, 4, PUNG)


@recipe("four_pure_shifted_chows")
def _four_pure_shifted_chows(b: Builder) -> None:
    _shifted(b, 4, CHOW)


@recipe("three_kongs")
def _three_kongs(b: Builder) -> None:
    for t in b.rng.sample(list(Tile), 3):
        b.add(KONG, t)


@recipe("all_terminals_and_honors")
def _all_terminals_and_honors(b: Builder) -> None:
    rng = b.rng
    if rng.random() < 0.15:
        tiles = rng.sample(sorted(suited((1, 9))), rng.randint(1, 5))
        tiles += rng.sample(HONORS, 7 - len(tiles))
        _special_from(b, [t for t in tiles for _ in range(2)])
        return
    b.pool = suited((1, 9)) | frozenset(HONORS)
    b.pung(rng.choice(sorted(suited((1, 9)))))
    b.pung(rng.choice(HONORS))


@recipe("seven_pairs")
def _seven_pairs(b: Builder) -> None:
    rng = b.rng
    tiles = rng.sample(list(Tile), 7)
    if rng.random() < (0.25 if b.difficulty == "hard" else 0.08):
        tiles[-1] = tiles[0]
    _special_from(b, [t for t in tiles for _ in range(2)])


def _knitted(rng: random.Random) -> list[Tile]:
    suits = _suits(rng)
    return [T(suits[k], r) for k, ranks in enumerate(((1, 4, 7), (2, 5, 8), (3, 6, 9))) for r in ranks]


@recipe("greater_honors_and_knitted_tiles")
def _greater_honors(b: Builder) -> None:
    _special_from(b, list(HONORS) + b.rng.sample(_knitted(b.rng), 7))


@recipe("lesser_honors_and_knitted_tiles")
def _lesser_honors(b: Builder) -> None:
    rng = b.rng
    honors = rng.randint(5, 6)
    _special_from(b, rng.sample(HONORS, honors) + rng.sample(_knitted(rng), 14 - honors))


@recipe("knitted_straight")
def _knitted_straight(b: Builder) -> None:
    b.add_loose(_knitted(b.rng))
    b.max_blocks = 1
    # with more than one claimed meld the shape is impossible; the one extra set may be claimed
    b.exposed_count = 1 if b.rng.random() < 0.3 else 0
    b.closed = None if b.exposed_count else True


@recipe("all_even_pungs")
def _all_even_pungs(b: Builder) -> None:
    b.pool = suited((2, 4, 6, 8))
    b.chow_weight = 0.0


@recipe("full_flush")
def _full_flush(b: Builder) -> None:
    b.pool = suited(range(1, 10), (b.rng.randrange(3),))
    b.chow_weight = 0.75


@recipe("pure_triple_chow")
def _pure_triple_chow(b: Builder) -> None:
    s, r = b.rng.randrange(3), b.rng.randint(1, 7)
    for _ in range(3):
        b.chow(s, r)


@recipe("pure_shifted_pungs")
def _pure_shifted_pungs(b: Builder) -> None:
    _shifted(b, 3, PUNG)


def _tier(ranks):
    def apply(b: Builder) -> None:
        b.pool = suited(ranks)
    return apply


RECIPES["upper_tiles"] = _tier((7, 8, 9))
RECIPES["middle_tiles"] = _tier((4, 5, 6))
RECIPES["lower_tiles"] = _tier((1, 2, 3))
RECIPES["upper_four"] = _tier((6, 7, 8, 9))
RECIPES["lower_four"] = _tier((1, 2, 3, 4))


@recipe("pure_straight")
def _pure_straight(b: Builder) -> None:
    s = b.rng.randrange(3)
    b.ensure([(CHOW, T(s, 1)), (CHOW, T(s, 4)), (CHOW, T(s, 7))])


@recipe("three_suited_terminal_chows")
def _three_suited_terminal_chows(b: Builder) -> None:
    a, c, p = _suits(b.rng)
    for s in (a, c):
        b.chow(s, 1)
        b.chow(s, 7)
    b.set_pair(T(p, 5))


@recipe("pure_shifted_chows")
def _pure_shifted_chows(b: Builder) -> None:
    _shifted(b, 3, CHOW)


@recipe("all_fives")
def _all_fives(b: Builder) -> None:
    b.set_filter = lambda kind, tile: (not tile.is_honor and (
        (kind is CHOW and 3 <= tile.rank <= 5) or (kind is not CHOW and tile.rank == 5)))
    b.pair_filter = lambda tile: not tile.is_honor and tile.rank == 5
    b.pool = suited(range(3, 8))


@recipe("triple_pung")
def _triple_pung(b: Builder) -> None:
    r = b.rng.randint(1, 9)
    b.ensure([(PUNG, T(s, r)) for s in range(3)])


@recipe("three_concealed_pungs")
def _three_concealed_pungs(b: Builder) -> None:
    rng = b.rng
    tiles = rng.sample(list(Tile), 3)
    for t in tiles:
        b.pung(t, exposed=False)
    # the fourth set: a chow or a claimed pung (a fourth concealed pung is another, rarer fan)
    if rng.random() < 0.6:
        b.chow(rng.randrange(3), rng.randint(1, 7))
    else:
        b.add(PUNG, Tile(rng.randrange(34)), exposed=True)
    if rng.random() < 0.4:
        b.self_drawn = True
    else:
        b.self_drawn, b.win = False, "not_pung"


@recipe("mixed_straight")
def _mixed_straight(b: Builder) -> None:
    suits = _suits(b.rng)
    b.ensure([(CHOW, T(suits[0], 1)), (CHOW, T(suits[1], 4)), (CHOW, T(suits[2], 7))])


@recipe("reversible_tiles")
def _reversible_tiles(b: Builder) -> None:
    b.pool = frozenset([T(1, r) for r in (1, 2, 3, 4, 5, 8, 9)] + [T(2, r) for r in (2, 4, 5, 6, 8, 9)]
                       + [Tile.WHITE])


@recipe("mixed_triple_chow")
def _mixed_triple_chow(b: Builder) -> None:
    r = b.rng.randint(1, 7)
    b.ensure([(CHOW, T(s, r)) for s in range(3)])


@recipe("mixed_shifted_pungs")
def _mixed_shifted_pungs(b: Builder) -> None:
    suits, r = _suits(b.rng), b.rng.randint(1, 7)
    b.ensure([(PUNG, T(s, r + i)) for i, s in enumerate(suits)])


@recipe("chicken_hand")
def _chicken_hand(b: Builder) -> None:
    rng = b.rng
    # Claimed sets in all three suits with no pattern between them, a pung of simples (so not All
    # Chows), an honor pair (so not No Honors), and a two-sided wait on the one concealed chow.
    b.closed, b.self_drawn, b.exposed_count = False, False, 3
    b.flowers = rng.choice((0, 0, 1, 2))
    b.wall_last = b.kong_flag = b.last_copy = False
    b.seat, b.prevalent = rng.sample(WINDS, 2)
    suits = [*_suits(rng), rng.randrange(3)]
    starts = rng.sample(range(2, 7), 3)
    pung_at = rng.randrange(4)
    chow_suits = [s for i, s in enumerate(suits) if i != pung_at]
    for suit, start in zip(chow_suits, starts, strict=True):
        b.chow(suit, start, exposed=True)
    b.blocks[-1].exposed = False
    b.pung(T(suits[pung_at], rng.randint(2, 8)), exposed=True)
    b.set_pair(rng.choice([w for w in WINDS if w not in (b.seat, b.prevalent)] + list(DRAGONS)))
    last = b.blocks[2]
    b.win_tile = rng.choice((last.tile, Tile(last.tile + 2)))


@recipe("last_tile_draw", pre=True)
def _last_tile_draw(b: Builder) -> None:
    b.self_drawn, b.wall_last, b.kong_flag = True, True, False


@recipe("last_tile_claim", pre=True)
def _last_tile_claim(b: Builder) -> None:
    b.self_drawn, b.wall_last, b.kong_flag = False, True, False


@recipe("out_with_replacement_tile", pre=True)
def _out_with_replacement_tile(b: Builder) -> None:
    b.add(KONG, b.rng.choice(list(Tile)))
    b.self_drawn, b.kong_flag = True, True


@recipe("robbing_the_kong", pre=True)
def _robbing_the_kong(b: Builder) -> None:
    b.self_drawn, b.kong_flag, b.wall_last, b.last_copy = False, True, False, False
    b.win = "chow"


@recipe("all_pungs")
def _all_pungs(b: Builder) -> None:
    b.chow_weight = 0.0
    if b.closed is None and b.rng.random() < 0.9:
        b.closed = False  # four concealed pungs are rare: most all-pung hands claim a pung or two


@recipe("half_flush")
def _half_flush(b: Builder) -> None:
    _flush(b, honors=True)


def _flush(b: Builder, honors: bool) -> None:
    suits = {blk.tile.suit for blk in b.blocks if not blk.tile.is_honor}
    if b.pair is not None and not b.pair.is_honor:
        suits.add(b.pair.suit)
    if len(suits) > 1:
        raise Failed
    s = next(iter(suits)).value if suits else None
    index = "mps".index(s) if s else b.rng.randrange(3)
    b.pool = suited(range(1, 10), (index,)) | (frozenset(HONORS) if honors else frozenset())
    if honors and not any(blk.tile.is_honor for blk in b.blocks):
        if b.rng.random() < 0.5 and b.pair is None:
            b.set_pair(b.rng.choice(HONORS))
        else:
            b.pung(b.rng.choice(HONORS))


@recipe("mixed_shifted_chows")
def _mixed_shifted_chows(b: Builder) -> None:
    suits, r = _suits(b.rng), b.rng.randint(1, 5)
    b.ensure([(CHOW, T(s, r + i)) for i, s in enumerate(suits)])


@recipe("all_types")
def _all_types(b: Builder) -> None:
    rng = b.rng
    wind, dragon = rng.choice(WINDS), rng.choice(DRAGONS)
    honors = [wind, dragon]
    rng.shuffle(honors)
    b.pung(honors[0])
    if b.pair is None and rng.random() < 0.7:
        b.set_pair(honors[1])
    else:
        b.pung(honors[1])
    present = {blk.tile.suit for blk in b.blocks if not blk.tile.is_honor}
    for s in rng.sample((0, 1, 2), 3):
        if "mps"[s] not in {p.value for p in present}:
            b.add(*_random_suited_set(b, s))


def _random_suited_set(b: Builder, s: int) -> tuple[MeldKind, Tile]:
    if b.rng.random() < 0.7:
        return CHOW, T(s, b.rng.randint(1, 7))
    return PUNG, T(s, b.rng.randint(1, 9))


@recipe("melded_hand", pre=True)
def _melded_hand(b: Builder) -> None:
    b.closed, b.exposed_count, b.self_drawn, b.win = False, 4, False, "pair"
    b.kong_flag = False


@recipe("two_concealed_kongs")
def _two_concealed_kongs(b: Builder) -> None:
    for t in b.rng.sample(list(Tile), 2):
        b.add(KONG, t, exposed=False)


@recipe("two_dragon_pungs")
def _two_dragon_pungs(b: Builder) -> None:
    for t in b.rng.sample(DRAGONS, 2):
        b.pung(t)


@recipe("outside_hand")
def _outside_hand(b: Builder) -> None:
    b.set_filter = lambda kind, tile: (tile.is_terminal_or_honor if kind is not CHOW
                                       else tile.rank in (1, 7))
    b.pair_filter = lambda tile: tile.is_terminal_or_honor


@recipe("fully_concealed_hand", pre=True)
def _fully_concealed_hand(b: Builder) -> None:
    b.closed, b.self_drawn = True, True


@recipe("two_melded_kongs", pre=True)
def _two_melded_kongs(b: Builder) -> None:
    for t in b.rng.sample(list(Tile), 2):
        b.add(KONG, t, exposed=True)


@recipe("concealed_kong_and_melded_kong", pre=True)
def _conc_and_melded_kong(b: Builder) -> None:
    a, c = b.rng.sample(list(Tile), 2)
    b.add(KONG, a, exposed=True)
    b.add(KONG, c, exposed=False)


@recipe("last_tile", pre=True)
def _last_tile(b: Builder) -> None:
    b.last_copy, b.kong_flag = True, False
    b.win = "chow"


@recipe("dragon_pung")
def _dragon_pung(b: Builder) -> None:
    if not any(blk.tile.is_dragon and blk.kind is not CHOW for blk in b.blocks):
        b.pung(b.rng.choice(DRAGONS))


@recipe("prevalent_wind")
def _prevalent_wind(b: Builder) -> None:
    b.prevalent = b.rng.choice(WINDS)
    b.ensure([(PUNG, b.prevalent)])


@recipe("seat_wind")
def _seat_wind(b: Builder) -> None:
    b.seat = b.rng.choice(WINDS)
    b.ensure([(PUNG, b.seat)])


@recipe("concealed_hand", pre=True)
def _concealed_hand(b: Builder) -> None:
    b.closed, b.self_drawn = True, False


@recipe("all_chows", pre=True)
def _all_chows(b: Builder) -> None:
    b.chow_weight = 1.0
    b.pair_filter = lambda t: not t.is_honor


@recipe("tile_hog")
def _tile_hog(b: Builder) -> None:
    rng = b.rng
    chows = [blk for blk in b.blocks if blk.kind is CHOW]
    options = []
    for blk in b.blocks:
        if blk.kind is PUNG and not blk.tile.is_honor:
            options.append(("chow_through", blk.tile))
    for blk in chows:
        for t in blk.tiles:
            options.append(("pung", t))
    rng.shuffle(options)
    for how, tile in options:
        try:
            if how == "pung" and b.room() and b.fits((tile,) * 3):
                b.add(PUNG, tile)
                return
            if how == "chow_through" and b.room():
                starts = [tile.rank - k for k in (0, 1, 2) if 1 <= tile.rank - k <= 7]
                b.chow(tile.value // 9, rng.choice(starts))
                return
        except Failed:
            continue
    # no room: a pung and a chow through it from scratch
    t = T(rng.randrange(3), rng.randint(1, 9))
    b.add(PUNG, t)
    starts = [t.rank - k for k in (0, 1, 2) if 1 <= t.rank - k <= 7]
    b.chow(t.value // 9, rng.choice(starts))


@recipe("double_pung")
def _double_pung(b: Builder) -> None:
    a, c = _suits(b.rng, 2)
    r = b.rng.randint(1, 9)
    b.ensure([(PUNG, T(a, r)), (PUNG, T(c, r))])


@recipe("two_concealed_pungs")
def _two_concealed_pungs(b: Builder) -> None:
    for t in b.rng.sample(list(Tile), 2):
        b.add(PUNG, t, exposed=False)
    if b.rng.random() < 0.5:
        b.self_drawn = True
    else:
        b.self_drawn, b.win = False, "not_pung"


@recipe("concealed_kong", pre=True)
def _concealed_kong(b: Builder) -> None:
    b.add(KONG, b.rng.choice(list(Tile)), exposed=False)


@recipe("all_simples", pre=True)
def _all_simples(b: Builder) -> None:
    b.pool = frozenset(t for t in Tile if t.is_simple)


@recipe("pure_double_chow")
def _pure_double_chow(b: Builder) -> None:
    s, r = b.rng.randrange(3), b.rng.randint(1, 7)
    b.ensure([(CHOW, T(s, r)), (CHOW, T(s, r))])


@recipe("mixed_double_chow")
def _mixed_double_chow(b: Builder) -> None:
    a, c = _suits(b.rng, 2)
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


@recipe("pung_of_terminals_or_honors")
def _pung_of_terminals(b: Builder) -> None:
    choices = sorted(suited((1, 9)))
    if b.seat is None and b.prevalent is None:
        choices += list(WINDS)
    tile = b.rng.choice(choices)
    if tile.is_wind:
        others = [w for w in WINDS if w != tile]
        b.seat, b.prevalent = b.rng.choice(others), b.rng.choice(others)
    b.ensure([(PUNG, tile)])


@recipe("melded_kong", pre=True)
def _melded_kong(b: Builder) -> None:
    b.add(KONG, b.rng.choice(list(Tile)), exposed=True)


@recipe("one_voided_suit", pre=True)
def _one_voided_suit(b: Builder) -> None:
    gone = b.rng.randrange(3)
    b.pool = frozenset(t for t in Tile if t.is_honor or t.value // 9 != gone)


@recipe("no_honors", pre=True)
def _no_honors(b: Builder) -> None:
    b.pool = frozenset(t for t in Tile if not t.is_honor)


@recipe("edge_wait")
def _edge_wait(b: Builder) -> None:
    _wait_chow(b, "edge")


@recipe("closed_wait")
def _closed_wait(b: Builder) -> None:
    _wait_chow(b, "closed")


def _wait_chow(b: Builder, mode: str) -> None:
    chows = [blk for blk in b.blocks if blk.kind is CHOW and blk.exposed is not True
             and (mode == "closed" or blk.tile.rank in (1, 7))]
    if chows:
        b.rng.choice(chows).exposed = False
    else:
        b.chow(b.rng.randrange(3), b.rng.choice((1, 7)) if mode == "edge" else b.rng.randint(1, 7), exposed=False)
    b.win = mode


@recipe("single_wait")
def _single_wait(b: Builder) -> None:
    b.win = "pair"


@recipe("self_drawn", pre=True)
def _self_drawn(b: Builder) -> None:
    b.self_drawn, b.closed = True, False
    b.wall_last, b.kong_flag = False, False


@recipe("flower_tiles", pre=True)
def _flower_tiles(b: Builder) -> None:
    b.flowers = b.rng.randint(1, 8)


def _special_from(b: Builder, tiles: list[Tile]) -> None:
    b.add_loose(tiles)
    b.max_blocks = 0
    b.special = True
    b.closed = True
    b.win = "loose"


def _special(b: Builder, standing: list[Tile], win: Tile) -> None:
    _special_from(b, standing + [win])
    b.win_tile = win


# ============================================================================ boosters and targets

#: fans that lift a hand over the minimum; each is a recipe that reuses sets already placed
BOOSTERS = ("mixed_straight", "mixed_triple_chow", "pure_straight", "mixed_shifted_pungs", "half_flush",
            "all_pungs", "pure_shifted_chows", "full_flush", "triple_pung", "two_dragon_pungs", "all_types",
            "mixed_shifted_chows", "pure_shifted_pungs", "outside_hand")
_CHOW_BOOSTERS = ("mixed_straight", "mixed_triple_chow", "pure_straight", "pure_shifted_chows", "full_flush",
                  "half_flush", "mixed_shifted_chows")
_PUNG_BOOSTERS = ("all_pungs", "mixed_shifted_pungs", "triple_pung", "two_dragon_pungs", "half_flush",
                  "pure_shifted_pungs", "full_flush", "mixed_straight", "mixed_triple_chow")
BOOSTERS_FOR: dict[str, tuple[str, ...]] = {
    "all_chows": _CHOW_BOOSTERS, "pure_double_chow": _CHOW_BOOSTERS, "mixed_double_chow": _CHOW_BOOSTERS,
    "short_straight": _CHOW_BOOSTERS, "two_terminal_chows": _CHOW_BOOSTERS, "edge_wait": _CHOW_BOOSTERS,
    "closed_wait": _CHOW_BOOSTERS, "tile_hog": _CHOW_BOOSTERS, "double_pung": _PUNG_BOOSTERS,
    "two_concealed_pungs": _PUNG_BOOSTERS, "pung_of_terminals_or_honors": _PUNG_BOOSTERS,
    "two_melded_kongs": ("all_pungs", "half_flush", "full_flush", "two_dragon_pungs"),
    "concealed_kong_and_melded_kong": ("all_pungs", "half_flush", "full_flush", "two_dragon_pungs"),
    "melded_kong": _PUNG_BOOSTERS, "concealed_kong": _PUNG_BOOSTERS, "all_simples": (
        "mixed_triple_chow", "mixed_shifted_pungs", "mixed_shifted_chows", "all_pungs", "pure_shifted_chows",
        "full_flush"),
    "no_honors": ("mixed_straight", "mixed_triple_chow", "pure_straight", "mixed_shifted_pungs", "full_flush",
                  "triple_pung", "pure_shifted_chows"),
    "one_voided_suit": ("half_flush", "all_pungs", "pure_straight", "pure_shifted_chows", "two_dragon_pungs"),
    "dragon_pung": ("mixed_straight", "mixed_triple_chow", "half_flush", "all_pungs", "pure_straight",
                    "mixed_shifted_pungs", "all_types", "mixed_shifted_chows"),
    "prevalent_wind": ("mixed_straight", "mixed_triple_chow", "half_flush", "all_pungs", "pure_straight",
                       "mixed_shifted_pungs", "all_types", "mixed_shifted_chows"),
    "seat_wind": ("mixed_straight", "mixed_triple_chow", "half_flush", "all_pungs", "pure_straight",
                  "mixed_shifted_pungs", "all_types", "mixed_shifted_chows"),
}
#: the main fans of ordinary winning hands, with how often they are the reason a hand is worth 8
REALISTIC_MAINS: dict[str, dict[str | None, float]] = {
    "easy": {"mixed_straight": 14, "half_flush": 12, "all_pungs": 10, "mixed_triple_chow": 8,
             "mixed_shifted_chows": 8, "all_types": 8, "pure_straight": 5, "full_flush": 4, "melded_hand": 3,
             "two_dragon_pungs": 3, "outside_hand": 2, None: 6},
    "normal": {"mixed_straight": 12, "half_flush": 11, "all_pungs": 8, "mixed_triple_chow": 7,
               "mixed_shifted_chows": 7, "all_types": 7, "pure_straight": 5, "full_flush": 5, "seven_pairs": 5,
               "melded_hand": 4, "mixed_shifted_pungs": 3, "pure_shifted_chows": 3, "knitted_straight": 3,
               "lesser_honors_and_knitted_tiles": 2, "three_concealed_pungs": 2, "two_dragon_pungs": 3,
               "outside_hand": 3, "triple_pung": 1, "pure_triple_chow": 1, "last_tile_draw": 1,
               "last_tile_claim": 1, "out_with_replacement_tile": 1, "robbing_the_kong": 0.5,
               "all_chows": 3, "concealed_hand": 2, "fully_concealed_hand": 2, None: 8},
    "hard": {"seven_pairs": 6, "knitted_straight": 5, "lesser_honors_and_knitted_tiles": 3,
             "greater_honors_and_knitted_tiles": 2, "pure_shifted_chows": 6, "pure_triple_chow": 4,
             "pure_straight": 5, "full_flush": 6, "three_concealed_pungs": 4, "two_concealed_kongs": 3,
             "three_kongs": 2, "concealed_kong_and_melded_kong": 3, "two_melded_kongs": 3, "tile_hog": 4,
             "mixed_double_chow": 5, "pure_double_chow": 5, "short_straight": 4, "triple_pung": 3,
             "pure_shifted_pungs": 3, "little_three_dragons": 1, "all_terminals_and_honors": 1,
             "outside_hand": 3, "four_pure_shifted_chows": 1, "seven_shifted_pairs": 0.5, "thirteen_orphans": 0.5,
             "nine_gates": 0.3, "mixed_straight": 4, "mixed_shifted_chows": 3, "all_fives": 1, "upper_four": 1,
             "lower_four": 1, "reversible_tiles": 1, "last_tile": 2, None: 4},
}
EASY_FANS = frozenset({
    "mixed_straight", "half_flush", "all_pungs", "mixed_triple_chow", "mixed_shifted_chows", "all_types",
    "pure_straight", "full_flush", "melded_hand", "two_dragon_pungs", "outside_hand", "dragon_pung",
    "prevalent_wind", "seat_wind", "concealed_hand", "all_chows", "all_simples", "pure_double_chow",
    "mixed_double_chow", "short_straight", "two_terminal_chows", "pung_of_terminals_or_honors", "one_voided_suit",
    "no_honors", "self_drawn", "flower_tiles", "single_wait", "edge_wait", "closed_wait", "fully_concealed_hand"})


def fan_points_table() -> dict[str, int]:
    return {f.id: f.points for f in mcr.fan_table()}


def mcr_targets() -> tuple[str, ...]:
    """Every MCR fan id that can be asked for as a target."""
    return tuple(f.id for f in mcr.fan_table())


@dataclass(frozen=True)
class GeneratedHand:
    ruleset: str
    hand: Hand
    notation: str
    answer: dict
    target: str | None
    difficulty: str
    attempts: int
    #: the recipes the hand was built from (the main fan and any booster)
    recipes: tuple[str, ...] = ()

    def to_json(self) -> dict:
        return {"hand": self.notation, "answer": self.answer}


class GeneratorError(ValueError):
    """A generator option that cannot be used; the message names it."""


def _plan(rng: random.Random, target: str | None, difficulty: str, points: dict[str, int]) -> list[str]:
    """The recipes of one attempt, in order: pre-conditions, booster, target sets."""
    if target is None:
        mains = REALISTIC_MAINS[difficulty]
        main = rng.choices(list(mains), list(mains.values()))[0]
        if main is None:
            return []
        target = main
    value = points.get(target, 0)
    if value >= 6 or target == "chicken_hand" or target in SPECIAL_SHAPE_FANS:
        return [target]
    boosters = BOOSTERS_FOR.get(target, BOOSTERS)
    booster = rng.choice([x for x in boosters if x != target])
    if target in PRE:
        return [target, booster]
    return [booster, target]


def _apply(b: Builder, name: str) -> None:
    fn = PRE.get(name) or RECIPES.get(name)
    if fn is not None:
        fn(b)


def _configure(b: Builder, difficulty: str) -> None:
    if difficulty == "easy":
        b.kong_weight = 0.0
    elif difficulty == "hard":
        b.kong_weight = 0.12


def _difficulty_ok(answer: dict, hand: Hand, difficulty: str, target: str | None = None,
                   points: dict[str, int] | None = None) -> bool:
    """Whether a hand fits the difficulty; a target's own fan never counts against it."""
    fans = [f for f in answer["fans"] if f["id"] not in ("flower_tiles", target)]
    ids = {f["id"] for f in fans}
    if difficulty == "easy":
        allowed = 3 if target else 4
        limit = 40 + (points or {}).get(target or "", 0)
        return len(fans) <= allowed and ids <= EASY_FANS and answer["total"] <= limit
    if difficulty == "hard":
        if target is not None and (points or {}).get(target, 0) >= 24:
            return True
        kongs = any(m.is_kong for m in hand.melds)
        special = bool((ids | {target}) & SPECIAL_SHAPE_FANS)
        repeated = any(f["count"] > 1 for f in fans)
        chow_pairs = sum(f["count"] for f in fans if f["id"] in (
            "pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows"))
        return kongs or special or repeated or chow_pairs >= 2 or len(fans) >= 7 or "tile_hog" in ids
    return True


def _accidental_limit(answer: dict, plan: list[str]) -> bool:
    return any(f["points"] >= 48 and f["id"] not in plan for f in answer["fans"])


def _score_mcr(hand: Hand) -> dict:
    return mcr.score_hand(hand).to_json()


def generate_mcr(rng: random.Random, difficulty: str = "normal", target: str | None = None,
                 scorer: Callable[[Hand], dict] = _score_mcr, max_attempts: int = MAX_ATTEMPTS) -> GeneratedHand:
    """A winning MCR hand worth at least 8 points (without flowers), with ``target`` among its fans."""
    if difficulty not in DIFFICULTIES:
        raise GeneratorError(f"unknown difficulty '{difficulty}': use easy, normal or hard")
    points = fan_points_table()
    if target is not None and target not in points:
        raise GeneratorError(f"unknown MCR fan '{target}'")
    # The difficulty filter gives way before the target does (some targets never look easy).
    strict_until = STRICT_ATTEMPTS if target is not None else max_attempts // 2
    for attempt in range(1, max_attempts + 1):
        b = Builder(rng, difficulty)
        _configure(b, difficulty)
        plan = _plan(rng, target, difficulty, points)
        try:
            for name in plan:
                _apply(b, name)
            b.fill()
            hand = b.build()
            hand = parse_hand(format_hand(hand))  # the flags and copies pass the notation's own checks
            answer = scorer(hand)
        except (Failed, HandError):
            continue
        ids = {f["id"] for f in answer["fans"]}
        if not answer["meets_minimum"] or (target is not None and target not in ids):
            continue
        if target is None and _accidental_limit(answer, plan) and rng.random() < 0.85:
            continue  # limit hands that nobody aimed for stay as rare as at a real table
        if attempt <= strict_until and not _difficulty_ok(answer, hand, difficulty, target, points):
            continue
        return GeneratedHand("mcr", hand, format_hand(hand), answer, target, difficulty, attempt, tuple(plan))
    raise GeneratorError(f"no hand found for target '{target}' at difficulty {difficulty} "
                         f"after {max_attempts} attempts")


# ============================================================================ Riichi

#: Riichi yaku -> the MCR recipe that builds its sets, plus conditions
RIICHI_RECIPES: dict[str, tuple[str | None, dict]] = {
    "riichi": (None, {"closed": True, "riichi": True}),
    "double_riichi": (None, {"closed": True, "double_riichi": True}),
    "ippatsu": (None, {"closed": True, "riichi": True, "ippatsu": True}),
    "menzen_tsumo": (None, {"closed": True, "self_drawn": True}),
    "pinfu": ("all_chows", {"closed": True}),
    "tanyao": ("all_simples", {}),
    "iipeikou": ("pure_double_chow", {"closed": True}),
    "yakuhai_haku": (None, {"pung": Tile.WHITE}),
    "yakuhai_hatsu": (None, {"pung": Tile.GREEN}),
    "yakuhai_chun": (None, {"pung": Tile.RED}),
    "yakuhai_seat_wind": ("seat_wind", {}),
    "yakuhai_round_wind": ("prevalent_wind", {}),
    "rinshan_kaihou": ("out_with_replacement_tile", {}),
    "chankan": ("robbing_the_kong", {}),
    "haitei_raoyue": ("last_tile_draw", {}),
    "houtei_raoyui": ("last_tile_claim", {}),
    "sanshoku_doujun": ("mixed_triple_chow", {}),
    "ittsu": ("pure_straight", {}),
    "chanta": ("outside_hand", {}),
    "junchan": ("outside_hand", {"no_honors": True}),
    "chiitoitsu": ("seven_pairs", {}),
    "toitoi": ("all_pungs", {}),
    "sanankou": ("three_concealed_pungs", {}),
    "sanshoku_doukou": ("triple_pung", {}),
    "sankantsu": ("three_kongs", {}),
    "honroutou": ("all_terminals_and_honors", {}),
    "shousangen": ("little_three_dragons", {}),
    "honitsu": ("half_flush", {}),
    "chinitsu": ("full_flush", {}),
    "ryanpeikou": (None, {"closed": True, "ryanpeikou": True}),
    "kokushi_musou": ("thirteen_orphans", {"win": "not_duplicate"}),
    "kokushi_musou_13": ("thirteen_orphans", {"win": "duplicate"}),
    "suuankou_tanki": ("four_concealed_pungs", {"win": "pair"}),
    "junsei_chuuren_poutou": ("nine_gates", {}),
    "tenhou": (None, {"closed": True, "self_drawn": True, "tenhou": True}),
    "chiihou": (None, {"closed": True, "self_drawn": True, "chiihou": True}),
    "daisangen": ("big_three_dragons", {}),
    "suuankou": ("four_concealed_pungs", {}),
    "shousuushii": ("little_four_winds", {}),
    "daisuushii": ("big_four_winds", {}),
    "tsuuiisou": ("all_honors", {}),
    "ryuuiisou": ("all_green", {}),
    "chinroutou": ("all_terminals", {}),
    "chuuren_poutou": ("nine_gates", {"win": "not_duplicate"}),
    "suukantsu": ("four_kongs", {}),
}
#: the yaku a beginner meets first (easy hands score only these, and dora)
EASY_RIICHI_YAKU = frozenset({
    "riichi", "menzen_tsumo", "pinfu", "tanyao", "iipeikou", "yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun",
    "yakuhai_seat_wind", "yakuhai_round_wind", "dora", "aka_dora", "ura_dora",
})
#: the 2-3 han yaku a hard hand is built around
HARD_RIICHI_YAKU = frozenset({
    "chanta", "junchan", "sanshoku_doujun", "ittsu", "toitoi", "sanankou", "honitsu", "chinitsu", "ryanpeikou",
    "chiitoitsu",
})
#: main yaku of an untargeted hand, by difficulty (None: whatever the filled sets give)
RIICHI_MAINS: dict[str, dict[str | None, float]] = {
    "easy": {"riichi": 30, "menzen_tsumo": 10, "pinfu": 14, "tanyao": 16, "iipeikou": 6, "yakuhai_haku": 3,
             "yakuhai_hatsu": 3, "yakuhai_chun": 3, "yakuhai_seat_wind": 2, "yakuhai_round_wind": 2},
    "normal": {
        "riichi": 30, "tanyao": 14, "yakuhai_haku": 4, "yakuhai_hatsu": 4, "yakuhai_chun": 4,
        "yakuhai_seat_wind": 3, "yakuhai_round_wind": 3, "pinfu": 8, "iipeikou": 4, "honitsu": 5, "toitoi": 3,
        "chiitoitsu": 4, "ittsu": 3, "sanshoku_doujun": 3, "chanta": 2, "menzen_tsumo": 6, "chinitsu": 1,
        "sanankou": 1, "junchan": 1, "shousangen": 0.5, "honroutou": 0.3, None: 4,
    },
    "hard": {
        "chanta": 8, "junchan": 6, "sanshoku_doujun": 8, "ittsu": 8, "toitoi": 8, "sanankou": 6, "honitsu": 10,
        "chinitsu": 5, "ryanpeikou": 4, "chiitoitsu": 6, "sankantsu": 1, "sanshoku_doukou": 1, "shousangen": 2,
        "honroutou": 1,
        # yakuman now and then (about one hand in twenty)
        "daisangen": 1, "suuankou": 1.5, "kokushi_musou": 1, "shousuushii": 0.5, "tsuuiisou": 0.3,
        "chinroutou": 0.2, "ryuuiisou": 0.2, "chuuren_poutou": 0.2,
    },
}
#: kan weight of the sets by difficulty (easy hands have none)
RIICHI_KONG_WEIGHT = {"easy": 0.0, "normal": 0.02, "hard": 0.15}


def _score_riichi(hand: Hand) -> dict:
    return riichi.score_hand(hand).to_json()


def _riichi_ids(answer: dict) -> set[str]:
    return {y["id"] for y in answer.get("yaku", [])} | {y["id"] for y in answer.get("yakuman", [])}


def generate_riichi(rng: random.Random, difficulty: str = "normal", target: str | None = None,
                    scorer: Callable[[Hand], dict] = _score_riichi,
                    max_attempts: int = MAX_ATTEMPTS) -> GeneratedHand:
    """A winning Riichi hand with at least one yaku (``target`` among them when given)."""
    if difficulty not in DIFFICULTIES:
        raise GeneratorError(f"unknown difficulty '{difficulty}': use easy, normal or hard")
    if target is not None and target not in RIICHI_RECIPES:
        raise GeneratorError(f"unknown Riichi yaku '{target}'")
    # As for MCR, the difficulty filter gives way before the target does.
    strict_until = STRICT_ATTEMPTS if target is not None else max_attempts // 2
    for attempt in range(1, max_attempts + 1):
        mains = RIICHI_MAINS[difficulty]
        goal = target if target is not None else rng.choices(list(mains), list(mains.values()))[0]
        b = Builder(rng, difficulty)
        b.kong_weight = RIICHI_KONG_WEIGHT[difficulty]
        b.flowers = 0
        b.last_copy = False
        conditions: dict = {}
        try:
            if difficulty == "easy" and (target is None or target in EASY_RIICHI_YAKU):
                b.closed = True
            if goal is not None:
                base, conditions = RIICHI_RECIPES[goal]
                if conditions.get("closed"):
                    b.closed = True
                if "self_drawn" in conditions:
                    b.self_drawn = conditions["self_drawn"]
                if conditions.get("no_honors"):
                    b.pool = frozenset(t for t in Tile if not t.is_honor)
                if "pung" in conditions:
                    b.pung(conditions["pung"])
                if conditions.get("ryanpeikou"):
                    s1, s2 = rng.randrange(3), rng.randrange(3)
                    r1, r2 = rng.randint(1, 7), rng.randint(1, 7)
                    b.ensure([(CHOW, T(s1, r1)), (CHOW, T(s1, r1)), (CHOW, T(s2, r2)), (CHOW, T(s2, r2))])
                if base is not None:
                    _apply(b, base)
                if "win" in conditions:
                    _riichi_win(b, conditions["win"])
            b.fill()
            hand = b.build()
            hand = _riichi_flags(rng, hand, conditions, difficulty)
            hand = parse_hand(format_hand(hand, ruleset="riichi"), ruleset="riichi")
            answer = scorer(hand)
        except (Failed, HandError):
            continue
        if target is not None and target not in _riichi_ids(answer):
            continue
        if attempt <= strict_until and not _riichi_difficulty_ok(answer, hand, difficulty, target):
            continue
        return GeneratedHand("riichi", hand, format_hand(hand, ruleset="riichi"), answer, target, difficulty,
                             attempt)
    raise GeneratorError(f"no Riichi hand found for target '{target}' after {max_attempts} attempts")


def _riichi_difficulty_ok(answer: dict, hand: Hand, difficulty: str, target: str | None = None) -> bool:
    """Whether a Riichi hand fits the difficulty; a target's own yaku never counts against it.

    Easy: closed, no kan, only the common yaku and dora. Hard: a 2-3 han yaku, a yakuman, a kan
    or several dora. Normal: anything.
    """
    ids = _riichi_ids(answer) - {target}
    kans = any(m.is_kong for m in hand.melds)
    if difficulty == "easy":
        closed = hand.is_closed or (target is not None and target not in EASY_RIICHI_YAKU)
        return closed and not kans and ids <= EASY_RIICHI_YAKU and not answer["yakuman"]
    if difficulty == "hard":
        dora = sum(y["han"] for y in answer["yaku"] if y["id"] in ("dora", "aka_dora", "ura_dora"))
        return bool(ids & HARD_RIICHI_YAKU) or bool(answer["yakuman"]) or kans or dora >= 3 or target is not None
    return True


def _riichi_win(b: Builder, how: str) -> None:
    """Pick the winning tile for the yakuman whose double form depends on the wait."""
    if how == "pair":
        b.self_drawn, b.win = True, "pair"
        return
    tiles = b.loose
    duplicate = next(t for t in tiles if tiles.count(t) >= 2 and (tiles.count(t) != 3 or t.rank not in (1, 9)))
    if b.win_tile is not None:  # nine gates: the extra tile is the duplicate of 1112345678999
        duplicate = b.win_tile
    if how == "duplicate":
        b.win_tile = duplicate
    else:
        b.win_tile = b.rng.choice([t for t in tiles if t != duplicate])


def _riichi_flags(rng: random.Random, hand: Hand, conditions: dict, difficulty: str) -> Hand:
    closed = hand.is_closed
    riichi = closed and (conditions.get("riichi") or (not conditions.get("double_riichi") and rng.random() < 0.6))
    double = closed and bool(conditions.get("double_riichi"))
    if double:
        riichi = False
    ippatsu = (riichi or double) and (conditions.get("ippatsu") or rng.random() < 0.1)
    kans = sum(m.is_kong for m in hand.melds)
    # one indicator, plus one per kan; hard hands often sit on several dora
    indicators = 1 + kans + (rng.choice((0, 1, 1, 2)) if difficulty == "hard" else 0)
    dora = tuple(rng.sample(list(Tile), min(indicators, 5)))
    ura = tuple(rng.sample(list(Tile), len(dora))) if (riichi or double) and rng.random() < 0.5 else ()
    tenhou, chiihou = bool(conditions.get("tenhou")), bool(conditions.get("chiihou"))
    if tenhou or chiihou:
        riichi = double = ippatsu = False
        ura = ()
    flags = RiichiFlags(riichi=riichi, double_riichi=double, ippatsu=ippatsu, tenhou=tenhou, chiihou=chiihou,
                        dora_indicators=dora, ura_indicators=ura, honba=rng.choice((0, 0, 0, 1, 2)))
    ctx = hand.context
    seat = Tile.EAST if tenhou else (rng.choice(WINDS[1:]) if chiihou else ctx.seat_wind)
    context = WinContext(ctx.self_drawn, False, ctx.wall_last and not (tenhou or chiihou),
                         ctx.kong and not (tenhou or chiihou), seat, ctx.round_wind, 0)
    return Hand(hand.melds, hand.concealed, hand.win_tile, context, flags, _red_fives(rng, hand))


def _red_fives(rng: random.Random, hand: Hand) -> tuple[Tile, ...]:
    """The red fives among the hand's fives, as dealt from a set with one red five per suit:
    each of the four copies is equally likely, so ``n`` fives of a suit hold the red one with
    chance n/4 (all four fives always include it)."""
    counts = hand.counts()
    return tuple(five for five in (Tile(4), Tile(13), Tile(22)) if counts[five] and rng.random() < counts[five] / 4)


# ============================================================================ entry points


def generate(rng: random.Random, ruleset: str = "mcr", difficulty: str = "normal",
             target: str | None = None) -> GeneratedHand:
    if ruleset == "mcr":
        return generate_mcr(rng, difficulty, target)
    if ruleset == "riichi":
        return generate_riichi(rng, difficulty, target)
    raise GeneratorError(f"unknown ruleset '{ruleset}': use mcr or riichi")


def generate_many(count: int, seed: int | str, ruleset: str = "mcr", difficulty: str = "normal",
                  target: str | None = None) -> Iterator[GeneratedHand]:
    """``count`` hands from one seed: the same seed and options always give the same hands."""
    rng = random.Random(f"{ruleset}:{difficulty}:{target}:{seed}")
    for _ in range(count):
        yield generate(rng, ruleset, difficulty, target)


def generate_question(rng: random.Random, ruleset: str = "mcr", kind: str = "fans", difficulty: str = "normal",
                      target: str | None = None):
    kind = question_kind(kind, ruleset)
    generated = generate(rng, ruleset, difficulty, target)
    for _ in range(20):
        if kind not in ("fu", "choice_fu") or not generated.answer.get("yakuman"):
            break
        generated = generate(rng, ruleset, difficulty, target)  # a yakuman's fu counts for nothing
    return make_question(ruleset, generated.notation, generated.answer, kind, rng,
                         meta={"target": target, "difficulty": difficulty})


__all__ = [
    "GeneratedHand", "GeneratorError", "generate", "generate_many", "generate_mcr", "generate_riichi",
    "generate_question", "mcr_targets", "DIFFICULTIES", "RIICHI_RECIPES",
]
