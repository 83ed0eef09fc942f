"""MCR's game logs: the JSON lines of ``fanbot play --log`` and ``/play export`` (``docs/play.md``).

Importing the package registers the format with ``scoring.review.formats``, and the shanten an MCR
review counts: the least of the regular form, seven pairs (four of a kind counting as two, MCR's rule)
and thirteen orphans, the last two with no meld (``scoring.shanten``).
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.mcr.logs import play_log_mcr  # noqa: F401  (it registers)
from scoring.review.formats import ReviewRules, register_review_rules
from scoring.shanten import regular_useful, seven_pairs_useful, thirteen_orphans_useful


def mcr_review_useful(counts: Sequence[int], melds: int) -> tuple[int, tuple[int, ...]]:
    figures = [regular_useful(counts, melds)]
    if melds == 0:
        figures += [seven_pairs_useful(counts), thirteen_orphans_useful(counts)]
    best = min(value for value, _ in figures)
    return best, tuple(sorted({t for value, tiles in figures if value == best for t in tiles}))


register_review_rules("mcr", ReviewRules(mcr_review_useful))
