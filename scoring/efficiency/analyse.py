"""Rank the discards of a hand (何切): shanten, useful tiles, and what the ruleset weighs beyond them.

``analyse(partial, ruleset)`` takes a complete hand's count of tiles (the ruleset's ``hand_size``: every
distinct discard, best first) or one fewer (the hand as it stands, with the best way on after each useful
draw at 1-shanten). The ruleset makes and
ranks the rows (``Ruleset.efficiency_rows``, a ``scoring.rulesets.EfficiencyRows`` in its own
package: the route to its minimum, or the waits with a yaku).
"""

from __future__ import annotations

from scoring.efficiency.result import EfficiencyReport
from scoring.hand import HandError, PartialHand
from scoring.rulesets import DEFAULT_RULESET, TableRules, ruleset_of
from scoring.tiles import Tile, counts_of


def analyse(partial: PartialHand, ruleset: str = DEFAULT_RULESET, rules: TableRules | None = None, *,
            route: bool = True) -> EfficiencyReport:
    """The discard analysis of a hand holding the drawn tile or waiting for it (14 or 13 tiles in a ruleset
    of 14-tile hands) under ``ruleset`` (``rules``: its table's options).

    ``route=False`` gives shanten and useful tiles only (no waits scored, no look-ahead): the cheap
    ranking by useful copies, for callers that deal many positions."""
    size = partial.tile_count
    complete_size = ruleset_of(ruleset).hand_size
    if size not in (complete_size - 1, complete_size):
        raise HandError("tile_count_either", counted=size, one=complete_size - 1, other=complete_size)
    row = ruleset_of(ruleset).efficiency_rows(partial, rules, route)
    counts = counts_of(partial.concealed)
    if size == complete_size - 1:
        current = row.analyse(counts, None)
        return EfficiencyReport(partial, ruleset, current.shanten, (), current)
    rows = []
    for t in sorted(set(partial.concealed)):
        counts[t] -= 1
        rows.append(row.analyse(counts, Tile(t)))
        counts[t] += 1
    rows.sort(key=row.rank)
    if row.complete(counts, rows):
        best = -1
    else:
        best = min(r.shanten for r in rows)
    return EfficiencyReport(partial, ruleset, best, tuple(rows))


__all__ = ["analyse"]
