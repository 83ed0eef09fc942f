"""The hand-construction kit: one builder of sets, pairs, special shapes, winning tile and context.

A ``Builder`` is one attempt at a winning hand. Recipes place what they need (sets, a pair, the
loose tiles of a special shape, rules for the rest: a tile pool, filters, chow and kong weights,
closed or claimed, flags); ``fill`` completes the hand with random sets, ``build`` decides which
sets are claimed, picks the winning tile and the context and returns a ``Hand``. A recipe that
cannot be completed raises ``Failed``; the caller starts a new attempt.

The odds of the choices left open are data (``quiz.hands.odds``); every draw comes from the
``random.Random`` passed in. The tile helpers are in ``quiz.hands.tiles``, the tiles of the special
shapes in ``quiz.hands.special_shapes`` and the declarations' context in ``quiz/hands/riichi_context.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from quiz.hands.odds import QUIZ_CONTEXT, QUIZ_EXPOSURE, ContextOdds, ExposureOdds
from quiz.hands.tiles import ALL_TILES, CHOW, KONG, PUNG, TILE_BY_INDEX, T
from scoring.hand import Hand, Meld, MeldKind, WinContext, set_tiles
from scoring.tiles import WINDS, Tile


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
    #: how the winning tile completes the hand: pair, edge, closed, chow, pung, not_pung, loose or None (any)
    win: str | None = None
    win_tile: Tile | None = None
    wall_last: bool | None = None
    kong_flag: bool | None = None
    last_copy: bool | None = None
    seat: Tile | None = None
    prevalent: Tile | None = None
    flowers: int | None = None
    special: bool = False
    exposure: ExposureOdds | None = None
    context_odds: ContextOdds = QUIZ_CONTEXT

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
        """A pung, or now and then a kong (``kong_weight``)."""
        kind = KONG if self.rng.random() < self.kong_weight else PUNG
        return self.add(kind, tile, exposed)

    def pungs(self, tiles) -> None:
        for t in tiles:
            self.pung(t)

    def shifted(self, n: int, kind: MeldKind) -> None:
        """``n`` chows (shifted by one or two) or pungs (shifted by one) of one suit."""
        rng = self.rng
        s = rng.randrange(3)
        if kind is CHOW:
            step = rng.choice((1, 2)) if n == 3 else rng.choice((1, 1, 2))
            top = 7 - step * (n - 1)
            if top < 1:
                step, top = 1, 8 - n
            r = rng.randint(1, top)
            for i in range(n):
                self.chow(s, r + i * step)
        else:
            r = rng.randint(1, 10 - n)
            for i in range(n):
                self.pung(T(s, r + i))

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

    def special_shape(self, tiles: Sequence[Tile], win: Tile | None = None) -> None:
        """A closed hand of fourteen loose tiles (no sets, no pair); ``win`` fixes the winning tile."""
        self.add_loose(list(tiles))
        self.max_blocks = 0
        self.special = True
        self.closed = True
        self.win = "loose"
        if win is not None:
            self.win_tile = win

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

    def _set_ok(self, kind: MeldKind, tile: int) -> bool:
        """Whether the set fits the pool, the filter and the copies left (``tile`` as an index: hot path)."""
        counts, pool = self.counts, self.pool
        if kind is CHOW:
            if tile >= 27 or tile % 9 > 6 or tile not in pool or tile + 1 not in pool or tile + 2 not in pool:
                return False
            if counts[tile] > 3 or counts[tile + 1] > 3 or counts[tile + 2] > 3:
                return False
        elif tile not in pool or counts[tile] > (0 if kind is KONG else 1):
            return False
        return self.set_filter is None or self.set_filter(kind, TILE_BY_INDEX[tile])

    def random_set(self) -> tuple[MeldKind, Tile]:
        rng = self.rng
        for _ in range(40):
            if rng.random() < self.chow_weight:
                kind = CHOW
                tile = rng.randrange(3) * 9 + rng.randrange(1, 8) - 1
            else:
                kind = KONG if rng.random() < self.kong_weight else PUNG
                tile = rng.randrange(34)
            if self._set_ok(kind, tile):
                return kind, TILE_BY_INDEX[tile]
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
        odds = self.context_odds
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
        self_drawn = self.self_drawn if self.self_drawn is not None else rng.random() < odds.self_drawn
        win = self.win_tile if self.win_tile is not None else self._pick_win(self_drawn)
        if win not in concealed:
            raise Failed
        concealed.remove(win)
        has_kong = any(m.is_kong for m in melds)
        in_hand = win in concealed or any(win in m.tiles for m in melds)
        kong_flag = self.kong_flag
        if kong_flag is None:
            chance = odds.replacement if self_drawn else odds.robbing
            kong_flag = rng.random() < chance and (has_kong if self_drawn else not in_hand)
        wall = self.wall_last if self.wall_last is not None else rng.random() < odds.wall_last
        if kong_flag and not self_drawn and wall:
            wall = False
        last = self.last_copy
        if last is None:
            last = rng.random() < odds.last_copy and win not in concealed
        if kong_flag and not self_drawn:
            last = False
        seat = self.seat if self.seat is not None else rng.choice(WINDS)
        prevalent = self.prevalent if self.prevalent is not None else rng.choice(WINDS)
        flowers = self.flowers if self.flowers is not None else rng.choices(*odds.flowers)[0]
        # the flags a recipe forced must still describe a possible win (as the notation checks them)
        if kong_flag and (not has_kong if self_drawn else in_hand or wall):
            raise Failed
        if last and win in concealed:
            raise Failed
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
            odds = self.exposure or QUIZ_EXPOSURE[self.difficulty]
            if self.closed is None and rng.random() < odds.closed:
                want = exposed_now
            else:
                want = rng.choices((1, 2, 3, 4), odds.claimed)[0]
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
