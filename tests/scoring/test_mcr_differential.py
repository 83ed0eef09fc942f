"""Differential test: our MCR scorer against the reference (PyPI pymahjonggb) on random valid hands.

Every run scores 5,000 hands from a fixed seed (which must score all 82 fans, each 20 times or more: the seed's
5,000 reach the rarest 33 times); FANBOT_TEST_DEEP=1 scores 20,000 from it plus 20,000 from a fresh seed that is
printed, so a failure can be replayed with ``MCR_DIFF_SEED=<seed>``. ``MCR_DIFF_HANDS`` changes the number of hands
per seed.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from dataclasses import dataclass, field

from scoring.notation import format_hand
from tests import deep
from tests.deep import fresh, fresh_seed, sized
from tests.scoring.mcr_reference import SPEC_FANS, describe_fans, fans_total, reference_fans
from tests.scoring.random_hands import random_winning_hand

say = deep.say  # prints a run's summary to the terminal

FIXED_SEED = 20260101
#: hands per seed: the fixed seed's 5,000 score every fan 20 times or more; 20,000 under FANBOT_TEST_DEEP=1
HANDS_PER_SEED = int(os.environ.get("MCR_DIFF_HANDS") or sized(5_000, 20_000))
#: from this many hands on, every fan must be scored 20 times or more (the fixed seed's rarest: 33 times in 5,000)
RARE_CHECKED_FROM = 5_000
SHOWN_DISAGREEMENTS = 10


@dataclass
class Comparison:
    seed: int
    hands: int = 0
    agreed: int = 0
    disagreements: list[str] = field(default_factory=list)
    #: fan id -> how many times the reference scored it
    fans_seen: Counter[str] = field(default_factory=Counter)

    def summary(self) -> str:
        share = 100.0 * self.agreed / self.hands if self.hands else 0.0
        return (f"MCR differential seed={self.seed}: {self.agreed}/{self.hands} hands agree ({share:.3f}%), "
                f"{len(self.fans_seen)}/{len(SPEC_FANS)} fans scored")

    def report(self) -> str:
        lines = [self.summary(), f"replay: MCR_DIFF_SEED={self.seed} pytest {__file__} -k fresh"]
        lines.extend(self.disagreements[:SHOWN_DISAGREEMENTS])
        return "\n".join(lines)


def _our_fans(result) -> dict[str, int]:
    fans: dict[str, int] = {}
    for hit in result.fans:
        fans[hit.id] = fans.get(hit.id, 0) + hit.count
    return fans


def compare(seed: int, hands: int = HANDS_PER_SEED) -> Comparison:
    from scoring.mcr import score_hand

    rng = random.Random(seed)
    run = Comparison(seed)
    for _ in range(hands):
        hand = random_winning_hand(rng)
        expected = reference_fans(hand)
        expected_total = fans_total(expected)  # the reference's total: reference_fans checked each fan's points
        run.hands += 1
        run.fans_seen.update(expected)
        try:
            result = score_hand(hand)
            got, total = _our_fans(result), result.total
        except Exception as e:  # report the crash as a disagreement, with the hand
            got, total = {f"<{type(e).__name__}: {e}>": 0}, None
        if got == expected and total == expected_total:
            run.agreed += 1
        elif len(run.disagreements) < SHOWN_DISAGREEMENTS:
            run.disagreements.append(
                f"  {format_hand(hand, honors='letters')}\n"
                f"    fanbot    {total}: {describe_fans(got) if total is not None else next(iter(got))}\n"
                f"    reference {expected_total}: {describe_fans(expected)}")
    return run


def test_agrees_with_reference_on_fixed_seed_covering_all_82_fans(say):
    run = compare(FIXED_SEED)
    say(run.summary())
    assert run.agreed == run.hands, run.report()
    missing = [f.id for f in SPEC_FANS if f.id not in run.fans_seen]
    assert not missing, f"fans never scored in {run.hands} hands of seed {FIXED_SEED}: {missing}"
    if run.hands >= RARE_CHECKED_FROM:  # the fixed seed's hands reach the rare fans several times too
        rare = {f.id: run.fans_seen[f.id] for f in SPEC_FANS if run.fans_seen[f.id] < 20}
        assert not rare, f"fans scored fewer than 20 times: {rare}"


@fresh("MCR_DIFF_SEED")
def test_agrees_with_reference_on_fresh_seed(say):
    seed = fresh_seed("MCR_DIFF_SEED")
    say(f"MCR differential fresh seed: {seed}")
    run = compare(seed)
    say(run.summary())
    assert run.agreed == run.hands, run.report()


def test_disagreements_are_reported_with_the_hand_and_both_fan_lists(monkeypatch):
    """The harness itself: a scorer that forgets Self-Drawn is caught and shown."""
    import dataclasses

    import scoring.mcr

    real = scoring.mcr.score_hand

    def forgetful(hand):
        result = real(hand)
        fans = tuple(hit for hit in result.fans if hit.id != "self_drawn")
        return dataclasses.replace(result, fans=fans)

    monkeypatch.setattr(scoring.mcr, "score_hand", forgetful)
    run = compare(FIXED_SEED, hands=300)
    assert 0 < run.agreed < run.hands
    report = run.report()
    assert f"seed={FIXED_SEED}" in report and f"MCR_DIFF_SEED={FIXED_SEED}" in report
    assert report.count("    fanbot ") == SHOWN_DISAGREEMENTS
    assert "self_drawn 1" in report.split("reference", 1)[1]
