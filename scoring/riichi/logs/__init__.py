"""Riichi's game logs: tenhou.net/6 JSON (and its viewer link), mjai JSON lines, Tenhou's mjlog XML.

Importing the package registers each format with ``scoring.review.formats``.
"""

from scoring.riichi.logs import mjai_riichi, mjlog_riichi, tenhou6_riichi  # noqa: F401  (they register)
