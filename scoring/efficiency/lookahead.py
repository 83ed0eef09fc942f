"""The draw-then-discard walk of a one-shanten lookahead, shared by every ruleset's discard analysis.

Both generators change the caller's counts in place while the caller looks at one step and undo the change
before the next, so a lookahead tries every draw and discard without copying the hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence


def draws(counts: list[int], visible: Sequence[int], useful: Iterable[int]) -> Iterator[tuple[int, int, list[int]]]:
    """Each useful tile with copies left, as ``(tile, copies, seen)``, drawn into ``counts`` and ``seen``."""
    seen = list(visible)
    for tile in useful:
        copies = 4 - visible[tile]
        if copies <= 0:
            continue
        counts[tile] += 1
        seen[tile] += 1
        yield tile, copies, seen
        counts[tile] -= 1
        seen[tile] -= 1


def discards(counts: list[int], drawn: int) -> Iterator[int]:
    """Each tile the hand holds other than the one just ``drawn``, taken out of ``counts``."""
    for tile in range(34):
        if not counts[tile] or tile == drawn:
            continue
        counts[tile] -= 1
        yield tile
        counts[tile] += 1
