"""``fanbot play``'s screen: tiles written as ``/score`` writes them, the claimed-discard mark explained, and the
coach's review showing the hand at each discard it flags."""

from __future__ import annotations

from bot.i18n import Translator
from bot.render.text_play import drawn, review_lines
from scoring.game.coach import Review, ReviewedDiscard


def test_tiles_are_written_as_a_score_writes_a_hand():
    assert drawn(["7m", "2m", "1z", "6p", "2m", "7z"]) == "227m6p东中"


def test_the_review_shows_the_hand_at_each_discard_it_flags():
    hand = ("1m", "2m", "3m", "5p", "9s", "1z")
    flagged = ReviewedDiscard(2, "5p", "1z", 3, False, hand)
    agreed = ReviewedDiscard(1, "9s", "9s", 0, False, hand)
    lines = review_lines(Translator("en"), Review(0, (agreed, flagged)))
    assert lines[1:] == ["  discard 2: 5p; the analysis: 1z; useful copies lost: 3", "    the hand then: 123m5p9s东"]
