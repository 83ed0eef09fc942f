"""MCR recipes of the suit fans: flushes, a voided suit, no honors, all types."""

from __future__ import annotations

from quiz.hands.kit import Builder, Failed
from quiz.hands.mcr_recipes.registry import recipe
from quiz.hands.tiles import CHOW, HONORS, PUNG, T, suited
from scoring.hand import MeldKind
from scoring.tiles import DRAGONS, WINDS, Tile


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


def _random_suited_set(b: Builder, s: int) -> tuple[MeldKind, Tile]:
    if b.rng.random() < 0.7:
        return CHOW, T(s, b.rng.randint(1, 7))
    return PUNG, T(s, b.rng.randint(1, 9))


@recipe("full_flush")
def _full_flush(b: Builder) -> None:
    b.pool = suited(range(1, 10), (b.rng.randrange(3),))
    b.chow_weight = 0.75


@recipe("half_flush")
def _half_flush(b: Builder) -> None:
    _flush(b, honors=True)


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


@recipe("one_voided_suit", pre=True)
def _one_voided_suit(b: Builder) -> None:
    gone = b.rng.randrange(3)
    b.pool = frozenset(t for t in Tile if t.is_honor or t.value // 9 != gone)


@recipe("no_honors", pre=True)
def _no_honors(b: Builder) -> None:
    b.pool = frozenset(t for t in Tile if not t.is_honor)
