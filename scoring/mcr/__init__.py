"""Chinese Official Mahjong (MCR) scoring: ``score_hand(hand) -> McrResult``.

Shaped like the rule book:

* ``fans.tsv`` / ``fans.py``: the fan table (ids, points, names, what each fan excludes);
* ``rules/``: one small definition per fan, grouped as the book groups them (winds and dragons,
  tile content, suits, sets and combinations, concealment and kongs, waits and win conditions,
  special shapes); ``rules.RULES`` maps each id to its ``FanRule``;
* ``decompose.py``, ``readings.py`` and ``special_readings.py``: the ways a hand splits into sets and a pair, or a
  special shape, and the waits;
* ``combine.py`` and ``principles.py``: which combinations count (account-once) and what other
  fans exclude (non-repeat);
* ``scorer.py``: readings x fan definitions -> principles -> the best reading.
"""

from scoring.mcr.fans import fan_table
from scoring.mcr.result import FanDef, FanHit, McrResult
from scoring.mcr.scorer import score_hand, score_ways

__all__ = ["score_hand", "score_ways", "fan_table", "McrResult", "FanHit", "FanDef"]
