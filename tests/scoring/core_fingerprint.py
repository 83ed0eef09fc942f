"""Everything the compiled modules compute, for a fixed sample, as JSON lines: run once compiled and once
from a copy of the sources without any build (``test_compiled.py``) and the outputs must be equal.

    python -m tests.scoring.core_fingerprint SEED COUNT

The first line says how the core ran (``bot.core_build.report.describe``). Then per seeded random hand: the
notation written and read again, the MCR result's JSON text (or the error's code), and for a ready hand
one tile short the waits report's JSON; per seeded random Riichi hand its result's JSON; then the results
of hand-written notation, good and bad.
"""

from __future__ import annotations

import json
import random
import sys

from bot.core_build.report import describe
from scoring.hand import HandError
from scoring.mcr import score_hand, score_ways
from scoring.mcr.waits import mcr_report
from scoring.notation import format_hand, parse_hand, parse_partial
from scoring.riichi import score_hand as score_riichi
from tests.scoring.random_hands import random_ready_hand, random_winning_hand
from tests.scoring.riichi_random_hands import random_riichi_hand

WRITTEN = ("1112345678999m5m", "123m456p789s11122z 2z", "19m19p19s1234567z 1m", "147m258p369s1234z 5z",
           "[123m][456p]789s1122z 1z", "12\uff5e3m", "99999m", "1112345678999m5mx", "[234m]", "",
           # claimed melds, read and refused (the compiled notation keeps the claim as the source does)
           "[123m,2] [555p,3] [7777s,6] 2345s5s", "[EEE2] [5555p,0] 123m11p1p", "[123m,4] 456m789m11p22p2p",
           "{5555p,1} 123m789s11z22z2z")


def _attempt(make) -> str:
    try:
        return make()
    except HandError as e:
        return json.dumps({"error": e.code, "params": {k: str(v) for k, v in e.params.items()}}, sort_keys=True)


def lines(seed: int, count: int):
    yield describe()
    rng = random.Random(seed)
    for _ in range(count):
        hand = random_winning_hand(rng)
        text = format_hand(hand)
        yield text
        yield _attempt(lambda: score_hand(parse_hand(text)).to_json_text())  # noqa: B023
        ways = score_ways([hand, hand])
        yield _attempt(lambda: ways[1].to_json_text() if not isinstance(ways[1], HandError) else  # noqa: B023
                       json.dumps({"error": ways[1].code}))  # noqa: B023
    for _ in range(count // 10):
        partial = random_ready_hand(rng)
        yield json.dumps(mcr_report(partial).to_json(), sort_keys=True, ensure_ascii=False)
    for _ in range(count):
        riichi = random_riichi_hand(rng)
        yield _attempt(lambda: json.dumps(score_riichi(riichi).to_json(), sort_keys=True,  # noqa: B023
                                          ensure_ascii=False))
    for text in WRITTEN:
        yield _attempt(lambda: score_hand(parse_hand(text)).to_json_text())  # noqa: B023
        yield _attempt(lambda: json.dumps(mcr_report(parse_partial(text[:-2])).to_json(),  # noqa: B023
                                          sort_keys=True, ensure_ascii=False))


if __name__ == "__main__":
    for line in lines(int(sys.argv[1]), int(sys.argv[2])):
        print(line)
