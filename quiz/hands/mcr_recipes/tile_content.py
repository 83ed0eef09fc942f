"""MCR recipes of the tile-content fans: tiers, terminals and honors, simples, fives, greens, outside hand."""

from __future__ import annotations

from quiz.hands.kit import Builder, Failed
from quiz.hands.mcr_recipes.registry import recipe
from quiz.hands.tiles import CHOW, HONORS, PUNG, T, suited
from scoring.tiles import WINDS, Tile


def _tier(ranks):
    def apply(b: Builder) -> None:
        b.pool = suited(ranks)
    return apply


@recipe("all_green")
def _all_green(b: Builder) -> None:
    b.pool = frozenset(T(2, r) for r in (2, 3, 4, 6, 8)) | {Tile.GREEN}
    b.chow_weight = 0.4


@recipe("all_terminals")
def _all_terminals(b: Builder) -> None:
    if b.rng.random() < 0.1:
        tiles = b.rng.sample(sorted(suited((1, 9))), 6)
        tiles.append(b.rng.choice(tiles))
        b.special_shape([t for t in tiles for _ in range(2)])
        return
    b.pool = suited((1, 9))


@recipe("all_honors")
def _all_honors(b: Builder) -> None:
    b.pool = frozenset(HONORS)
    if b.rng.random() < 0.1:
        tiles = b.rng.sample(HONORS, 7)
        b.special_shape([t for t in tiles for _ in range(2)])


@recipe("all_terminals_and_honors")
def _all_terminals_and_honors(b: Builder) -> None:
    rng = b.rng
    if rng.random() < 0.15:
        tiles = rng.sample(sorted(suited((1, 9))), rng.randint(1, 5))
        tiles += rng.sample(HONORS, 7 - len(tiles))
        b.special_shape([t for t in tiles for _ in range(2)])
        return
    b.pool = suited((1, 9)) | frozenset(HONORS)
    b.pung(rng.choice(sorted(suited((1, 9)))))
    b.pung(rng.choice(HONORS))


@recipe("all_even_pungs")
def _all_even_pungs(b: Builder) -> None:
    b.pool = suited((2, 4, 6, 8))
    b.chow_weight = 0.0


recipe("upper_tiles")(_tier((7, 8, 9)))


recipe("middle_tiles")(_tier((4, 5, 6)))


recipe("lower_tiles")(_tier((1, 2, 3)))


recipe("upper_four")(_tier((6, 7, 8, 9)))


recipe("lower_four")(_tier((1, 2, 3, 4)))


@recipe("all_fives")
def _all_fives(b: Builder) -> None:
    b.set_filter = lambda kind, tile: (not tile.is_honor and (
        (kind is CHOW and 3 <= tile.rank <= 5) or (kind is not CHOW and tile.rank == 5)))
    b.pair_filter = lambda tile: not tile.is_honor and tile.rank == 5
    b.pool = suited(range(3, 8))


@recipe("reversible_tiles")
def _reversible_tiles(b: Builder) -> None:
    b.pool = frozenset([T(1, r) for r in (1, 2, 3, 4, 5, 8, 9)] + [T(2, r) for r in (2, 4, 5, 6, 8, 9)]
                       + [Tile.WHITE])


@recipe("outside_hand")
def _outside_hand(b: Builder) -> None:
    b.set_filter = lambda kind, tile: (tile.is_terminal_or_honor if kind is not CHOW
                                       else tile.rank in (1, 7))
    b.pair_filter = lambda tile: tile.is_terminal_or_honor


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


@recipe("all_simples", pre=True)
def _all_simples(b: Builder) -> None:
    b.pool = frozenset(t for t in Tile if t.is_simple)


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
