"""The principles that turn the fans found in a reading into the fans scored.

* Non-repeat: a fan implied by another is not scored again (``excludes`` in ``fans.tsv``). The
  table is applied from the highest fan down, and a fan that is itself excluded excludes nothing
  (Four Concealed Pungs drops Fully Concealed Hand, so Self-Drawn stays).
* A fan counted once per set (Pung of Terminals or Honors) loses only the occurrences made of
  the excluding fan's own sets: a wind pung that scores Prevalent Wind is no longer a Pung of
  Terminals or Honors, but another pung of 9s still is.
* Non-identical and account-once are decided where the sets are combined (``combine.py``).
"""

from __future__ import annotations

from itertools import compress

from scoring.mcr.fans import COUNT, FANS, INDEX
from scoring.mcr.rules import RULES

EXCLUDES: tuple[tuple[int, ...], ...] = tuple(tuple(INDEX[x] for x in fan.excludes) for fan in FANS)
PER_SET: frozenset[int] = frozenset(INDEX[r.id] for r in RULES.values() if r.per_set)
_EXCLUDING = [bool(x) for x in EXCLUDES]


def apply_non_repeat(found: list) -> None:
    """Remove, in place, what the fans present exclude (``found[i]``: occurrences or None)."""
    for i in [i for i in compress(range(COUNT), found) if _EXCLUDING[i]]:
        occurrences = found[i]
        if not occurrences:
            continue  # excluded by a higher fan: it excludes nothing itself
        for j in EXCLUDES[i]:
            if found[j]:
                if j in PER_SET:
                    own = {item for o in occurrences for item in o}
                    found[j] = [o for o in found[j] if not all(item in own for item in o)] or None
                else:
                    found[j] = None
