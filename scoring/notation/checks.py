"""The checks of a read hand: copies of a tile, red fives, the tile count, flags against the tiles."""

from __future__ import annotations

from scoring.hand import NO_FLAGS, Hand, HandError, PartialHand
from scoring.rulesets import NotationRules
from scoring.tiles import Tile

#: the longest hand string read (a hand with every flag is far shorter)
MAX_INPUT_LENGTH = 300


def check_copies(counts: list[int]) -> None:
    for tile_index, n in enumerate(counts):
        if n > 4:
            raise HandError("too_many_copies", tile=Tile(tile_index).code, count=n)


def check_seen(partial: PartialHand) -> None:
    for tile_index, n in enumerate(partial.visible_counts()):
        if n > 4:
            tile = Tile(tile_index)
            raise HandError("seen_too_many", tile=tile.code, count=n, held=n - partial.seen.count(tile))


def check_red_fives(red_fives: list[Tile], allowed: tuple[int, int, int] = (1, 1, 1)) -> None:
    """At most ``allowed`` red fives per suit (m, p, s): one each, or two 5p at some tables."""
    for five in set(red_fives):
        limit = allowed[five // 9]
        if red_fives.count(five) > limit:
            if limit == 1:
                raise HandError("two_red_fives", tile=five.code, count=red_fives.count(five))
            raise HandError("red_fives_over", tile=five.code, count=red_fives.count(five), allowed=limit)


def tile_count_error(counted: int, loose_kong: Tile | None = None, wanted: int = 14) -> HandError:
    """A winning hand of ``counted`` tiles, not ``wanted``."""
    if wanted != 14:  # the detailed messages speak of the usual 14 tiles; another size gets the general one
        return HandError("tile_count_expected", counted=counted, wanted=wanted)
    if loose_kong is None:
        if counted == 15:  # one over: most often a whole 14 written, then the winning tile once more
            return HandError("tile_count_one_over", counted=counted)
        return HandError("tile_count_winning", counted=counted)
    # four of a kind written among the standing tiles: the usual way to miscount a kong
    written = loose_kong.code[0] * 4 + loose_kong.code[1]
    return HandError("tile_count_loose_kong", counted=counted, exposed=f"[{written}]", concealed=f"{{{written}}}")


def check_winning_flags(hand: Hand, rules: NotationRules) -> None:
    """The shared conditions against the tiles, then the ruleset's declarations (when it checks them)."""
    ctx = hand.context
    win = hand.win_tile
    if ctx.kong:  # the melds are looked at only for a win on a kong (every hand read passes here)
        if ctx.self_drawn and not any(m.is_kong for m in hand.melds):
            raise HandError("kong_without_kong")
        if not ctx.self_drawn:
            if win in hand.concealed or any(win in m.tiles for m in hand.melds):
                raise HandError("robbed_tile_held", tile=win.code)
            if ctx.wall_last:
                raise HandError("kong_wall_on_discard")
    if ctx.last_copy and win in hand.concealed:
        raise HandError("last_copy_held", tile=win.code)
    if rules.declarations and hand.extras is not NO_FLAGS:  # flags that say nothing have nothing to check
        rules.vocabulary.check(hand)
