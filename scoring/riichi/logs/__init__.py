"""Riichi's game logs: tenhou.net/6 JSON (and its viewer link), mjai JSON lines, Tenhou's mjlog XML.

Importing the package registers each format with ``scoring.review.formats``, and the shanten a review
counts: the least of the regular form, seven distinct pairs and thirteen orphans (the last two with no
meld), a tile held four times weighed as PyPI ``mahjong`` weighs it (``scoring.riichi.shanten``).
"""

from scoring.review.formats import ReviewRules, register_review_rules
from scoring.riichi.logs import mjai_riichi, mjlog_riichi, tenhou6_riichi  # noqa: F401  (they register)
from scoring.riichi.shanten import riichi_useful

register_review_rules("riichi", ReviewRules(riichi_useful, riichi=True))
