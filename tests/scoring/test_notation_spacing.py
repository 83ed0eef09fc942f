"""The notation is lenient about spacing and punctuation people type; the meaning stays strict."""

from __future__ import annotations

import pytest

from bot.i18n import error_text
from scoring.hand import HandError
from scoring.notation import format_hand, parse_hand

PLAIN = "[123m] 456p789s1122z2z seat=S flowers=2"


@pytest.mark.parametrize("written", [
    "[123m] 456p789s1122z2z seat = S flowers = 2",
    "[123m] 456p789s1122z2z seat= S flowers =2",
    "[123m] 456p789s1122z2z seat：S 花 2",
    "[ 123m ] 456p789s1122z2z seat=S flowers=2",
    "[123 m] 456p 789s 11z 22z + 2z seat=S flowers=2",
    "【123m】456p789s1122z2z seat=S flowers=2",
    "[123m], 456p, 789s, 11z, 22z, 2z, seat=S, flowers=2",
    "[123m]、456p、789s、1122z2z seat=S flowers=2",
])
def test_spacing_and_punctuation_around_the_parts_do_not_matter(written):
    assert format_hand(parse_hand(written)) == format_hand(parse_hand(PLAIN))


@pytest.mark.parametrize("written, message", [
    ("[123m 456p789s1122z2z", "unbalanced '['"),
    ("[123m] 456p789s1122z2z seat=", "seat=: expected a wind"),
    ("[123m] 456p789s1122z2z seat = tsumo", "seat=tsumo: expected a wind"),
])
def test_what_is_still_wrong_is_still_refused(written, message):
    with pytest.raises(HandError) as caught:
        parse_hand(written)
    assert message in error_text(caught.value, "en")


@pytest.mark.parametrize("written", [
    "123m456p789s11z🀄\ufe0f🀄\ufe0f🀄\ufe0f",  # the emoji form phones type
    "\ufeff123m456p789s11z777z",
    "123m456p789s11z\u200b777z",
    "123m456p\u2060789s11z777z",
])
def test_invisible_characters_copied_from_chat_apps_are_ignored(written):
    assert format_hand(parse_hand(written)) == "123m456p789s1177z7z"
