"""A hand for every ``HandError`` the Taiwanese ruleset raises (read by ``tests/bot/test_hand_errors.py``)."""

from __future__ import annotations

from collections.abc import Callable

from scoring.hand import PartialHand
from scoring.notation import parse_hand
from scoring.rulesets import RulesetId, ruleset_of
from scoring.taiwan.scorer import score_hand
from scoring.taiwan.table import preset_with

TAIWAN = RulesetId.TAIWAN
#: a concealed 17-tile hand, won on the last 5p
PLAIN = "123456m123p123789s55p"


def _score(text: str, preset: str = "pocket", *options: str) -> None:
    score_hand(parse_hand(text, TAIWAN), preset_with(preset, options))


ERROR_EXAMPLES: list[tuple[str, Callable[[], object]]] = [
    ("taiwan: another ruleset's flag", lambda: parse_hand(PLAIN + " riichi", TAIWAN)),
    ("taiwan: flowers as a count", lambda: parse_hand(PLAIN + " flowers=2", TAIWAN)),
    ("taiwan: a flower twice", lambda: parse_hand(PLAIN + " flowers=f1f1", TAIWAN)),
    ("taiwan: an unknown flower win", lambda: parse_hand(PLAIN + " flowers=f1 flower-win=nine", TAIWAN)),
    ("taiwan: heavenly and human", lambda: parse_hand(PLAIN + " heavenly human", TAIWAN)),
    ("taiwan: heavenly on a discard", lambda: parse_hand(PLAIN + " heavenly", TAIWAN)),
    ("taiwan: human self-drawn", lambda: parse_hand(PLAIN + " human tsumo seat=S", TAIWAN)),
    ("taiwan: heavenly in the south seat", lambda: parse_hand(PLAIN + " heavenly tsumo seat=S", TAIWAN)),
    ("taiwan: earthly in the east seat", lambda: parse_hand(PLAIN + " earthly tsumo", TAIWAN)),
    ("taiwan: earthly with a meld", lambda: parse_hand("[123m]456m123p123789s55p earthly tsumo seat=W", TAIWAN)),
    ("taiwan: double kong replacement with one kong",
     lambda: parse_hand("[1111m]456m123p123789s55p double-kong-replacement", TAIWAN)),
    ("taiwan: eight flowers with seven", lambda: parse_hand(PLAIN + " flowers=f1f2f3f4f5f6f7 flower-win=eight",
                                                            TAIWAN)),
    ("taiwan: an unknown preset", lambda: _score(PLAIN, "northern")),
    ("taiwan: an unknown option", lambda: _score(PLAIN, "pocket", "triple-dealer")),
    ("taiwan: flowers in the southern preset", lambda: _score(PLAIN + " flowers=f1", "southern")),
    ("taiwan: eight pairs and a tile", lambda: _score("113355m5577p2299s11z1z")),
    ("taiwan: waits", lambda: ruleset_of(TAIWAN).waits(PartialHand((), ()))),
]
