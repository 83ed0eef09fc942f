"""Random complete Riichi hands: claimed melds and kongs, win flags, dora, red fives.

Used by the differential test against the reference library and by the quiz. Every hand is a
complete, physically possible hand (no more than four of a tile, dora indicators included, and
one red five per suit at most); it may lack a yaku, as real hands do.
"""

from __future__ import annotations

import random

from scoring.hand import Hand, Meld, MeldKind, RiichiFlags, WinContext
from scoring.tiles import GREEN_TILES, TERMINALS_AND_HONORS, Tile, counts_of

CHOW, PUNG = MeldKind.CHOW, MeldKind.PUNG
_FIVES = (4, 13, 22)
_TERMINALS_HONORS = tuple(int(t) for t in TERMINALS_AND_HONORS)
_GREENS = tuple(int(t) for t in GREEN_TILES)

#: how the tiles of a hand are drawn: (name, weight)
_FLAVOURS = (("any", 60), ("one_suit", 12), ("one_suit_honors", 10), ("honors_terminals", 8),
             ("triplets", 6), ("green", 2), ("nine_gates", 1), ("winds_dragons", 1), ("kongs", 2))


def _pick(rng: random.Random, weighted) -> str:
    names = [n for n, _ in weighted]
    return rng.choices(names, [w for _, w in weighted])[0]


def _tile_indexes(kind: MeldKind, tile: int) -> list[int]:
    """``hand.set_tiles`` as plain ints (this generator works in 34-indexes; Tile() costs time)."""
    return [tile, tile + 1, tile + 2] if kind is CHOW else [tile] * 3


def _group(rng: random.Random, flavour: str, suit: int, counts: list[int]) -> tuple[MeldKind, int] | None:
    """One set as (CHOW, lowest tile) or (PUNG, tile), or None when the tiles ran out."""
    for _ in range(30):
        if flavour == "honors_terminals":
            kind, tile = PUNG, rng.choice(_TERMINALS_HONORS)
        elif flavour == "winds_dragons":
            kind, tile = PUNG, rng.randrange(27, 34) if rng.random() < 0.8 else rng.randrange(34)
        elif flavour == "green":
            if rng.random() < 0.3:
                kind, tile = CHOW, 19
            else:
                kind, tile = PUNG, rng.choice(_GREENS)
        else:
            pung_share = {"triplets": 0.8, "kongs": 1.0}.get(flavour, 0.4)
            honors = flavour == "one_suit_honors" and rng.random() < 0.35
            if honors:
                kind, tile = PUNG, rng.randrange(27, 34)
            else:
                base = suit * 9 if flavour in ("one_suit", "one_suit_honors") else rng.randrange(3) * 9
                if rng.random() < pung_share:
                    kind, tile = PUNG, base + rng.randrange(9) if rng.random() > 0.15 else rng.randrange(27, 34)
                else:
                    kind, tile = CHOW, base + rng.randrange(7)
        need = _tile_indexes(kind, tile)
        if all(counts[t] + need.count(t) <= 4 for t in set(need)):
            for t in need:
                counts[t] += 1
            return kind, tile
    return None


def _pair_tile(rng: random.Random, flavour: str, suit: int, counts: list[int]) -> int | None:
    for _ in range(30):
        if flavour == "honors_terminals":
            t = rng.choice(_TERMINALS_HONORS)
        elif flavour == "green":
            t = rng.choice(_GREENS)
        elif flavour == "winds_dragons":
            t = rng.randrange(27, 34)
        elif flavour == "one_suit":
            t = suit * 9 + rng.randrange(9)
        elif flavour == "one_suit_honors":
            t = suit * 9 + rng.randrange(9) if rng.random() < 0.6 else rng.randrange(27, 34)
        else:
            t = rng.randrange(34)
        if counts[t] + 2 <= 4:
            counts[t] += 2
            return t
    return None


def _regular(rng: random.Random) -> tuple[list[Meld], list[int]] | None:
    """Four sets and a pair: declared melds and the standing tiles (winning tile included)."""
    flavour = _pick(rng, _FLAVOURS)
    suit = rng.randrange(3)
    counts = [0] * 34
    if flavour == "nine_gates":
        tiles = [suit * 9 + r for r in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)]
        tiles.append(suit * 9 + rng.randrange(9))
        return [], tiles
    groups = []
    for _ in range(4):
        g = _group(rng, flavour, suit, counts)
        if g is None:
            return None
        groups.append(g)
    pair = _pair_tile(rng, flavour, suit, counts)
    if pair is None:
        return None
    melds: list[Meld] = []
    standing: list[int] = [pair, pair]
    call_chance = rng.choice((0.0, 0.0, 0.15, 0.3, 0.5))
    kong_chance = 0.85 if flavour == "kongs" else 0.12
    for kind, tile in groups:
        if kind is PUNG and rng.random() < kong_chance and counts[tile] == 3:
            counts[tile] += 1
            melds.append(Meld(MeldKind.KONG, Tile(tile), concealed=rng.random() < 0.5))
        elif rng.random() < call_chance:
            melds.append(Meld(kind, Tile(tile)))
        else:
            standing.extend(_tile_indexes(kind, tile))
    return melds, standing


def _seven_pairs(rng: random.Random) -> tuple[list[Meld], list[int]]:
    pool = list(range(34)) if rng.random() < 0.8 else list(range(27, 34)) + list(_TERMINALS_HONORS)
    kinds = rng.sample(sorted(set(pool)), 7)
    return [], [t for t in kinds for _ in range(2)]


def _thirteen_orphans(rng: random.Random) -> tuple[list[Meld], list[int]]:
    return [], list(_TERMINALS_HONORS) + [rng.choice(_TERMINALS_HONORS)]


def random_riichi_hand(rng: random.Random) -> Hand:
    """A random complete hand with random (consistent) flags, dora indicators and red fives."""
    while True:
        roll = rng.random()
        shape = _thirteen_orphans(rng) if roll < 0.015 else _seven_pairs(rng) if roll < 0.07 else _regular(rng)
        if shape is not None:
            break
    melds, standing = shape
    win = rng.choice(standing)
    standing.remove(win)
    counts = counts_of([*(t for m in melds for t in m.tiles), *standing, win])
    hand_counts = list(counts)  # before the dora indicators below take copies from the wall
    closed = all(m.concealed for m in melds)
    has_kong = any(m.is_kong for m in melds)

    tsumo = rng.random() < 0.5
    seat = Tile(27 + rng.randrange(4))
    round_wind = Tile(27 + rng.choice((0, 0, 1, 1, 2, 3)))
    riichi = double_riichi = ippatsu = tenhou = chiihou = False
    if closed and rng.random() < 0.5:
        double_riichi = rng.random() < 0.1
        riichi = not double_riichi
        ippatsu = rng.random() < 0.2
    if not melds and tsumo and rng.random() < 0.03:
        tenhou = seat == Tile.EAST
        chiihou = not tenhou
    kong = wall = False
    if tsumo and has_kong and rng.random() < 0.3:
        kong = True  # rinshan
    elif not tsumo and counts[win] == 1 and rng.random() < 0.05:
        kong = True  # chankan
    if not kong and rng.random() < 0.05:
        wall = True

    def indicators(n: int) -> tuple[Tile, ...]:
        found = []
        for _ in range(n):
            for _ in range(20):
                t = rng.randrange(34)
                if counts[t] < 4:
                    counts[t] += 1
                    found.append(Tile(t))
                    break
        return tuple(found)

    n_dora = 1 + sum(m.is_kong for m in melds) if rng.random() < 0.9 else 0
    dora = indicators(n_dora)
    ura = indicators(len(dora)) if (riichi or double_riichi) and rng.random() < 0.8 else ()

    red: list[Tile] = []
    for five in _FIVES:
        # the table holds one red five per suit: four fives in a hand always include it
        if hand_counts[five] == 4 or (hand_counts[five] and rng.random() < 0.3):
            red.append(Tile(five))

    context = WinContext(self_drawn=tsumo, wall_last=wall, kong=kong, seat_wind=seat, round_wind=round_wind)
    flags = RiichiFlags(riichi=riichi, double_riichi=double_riichi, ippatsu=ippatsu, tenhou=tenhou,
                        chiihou=chiihou, dora_indicators=dora, ura_indicators=ura, honba=rng.choice((0, 0, 0, 1, 2)))
    return Hand(tuple(melds), tuple(Tile(t) for t in sorted(standing)), Tile(win), context, flags, tuple(red))
