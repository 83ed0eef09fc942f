"""Every MCR fan: one hand that scores it (the exact fan list the reference gives), and for every
fan that excludes others, one test per excluded fan on a hand where that fan's condition holds.

Hands and expected fans come from rules.md §5 (checked against PyPI pymahjonggb), in
``data/mcr_fan_examples.tsv`` (one row per hand, naming every fan it is the example of) and
``data/mcr_fan_exclusions.tsv``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scoring.mcr import fan_table, score_hand
from scoring.notation import parse_hand
from tests.scoring.mcr_cases import fan_counts, tsv_rows

DATA = Path(__file__).parent / "data"


def _examples() -> dict[str, tuple[str, dict[str, int]]]:
    """fan id -> (hand, the exact fans the reference scores for it); a hand serves every fan its row names."""
    examples: dict[str, tuple[str, dict[str, int]]] = {}
    for row in tsv_rows(DATA / "mcr_fan_examples.tsv"):
        for fan_id in row["examples"].split():
            assert fan_id not in examples, f"{fan_id} has two example hands"
            examples[fan_id] = (row["hand"], fan_counts(row["fans"]))
    return examples


#: fan id -> (hand, the exact fans the reference scores for it)
EXAMPLES = _examples()
#: fan id -> (a hand where the fans it excludes would otherwise apply, those fans)
EXCLUSION_HANDS: dict[str, tuple[str, str]] = {
    row["fan"]: (row["hand"], row["excludes"]) for row in tsv_rows(DATA / "mcr_fan_exclusions.tsv")
}

FANS = {fan.id: fan for fan in fan_table()}


def fans_of(text: str) -> dict[str, int]:
    return score_hand(parse_hand(text)).counts()


def test_every_fan_has_an_example():
    assert set(EXAMPLES) == set(FANS)


def _scores_test(fan_id: str):
    def test():
        text, expected = EXAMPLES[fan_id]
        got = fans_of(text)
        assert fan_id in got
        assert got == expected

    test.__doc__ = f"{FANS[fan_id].en} ({FANS[fan_id].zh}) is scored, with exactly the reference's other fans."
    return test


def _excludes_test(fan_id: str, excluded: str):
    def test():
        text, _ = EXCLUSION_HANDS[fan_id]
        got = fans_of(text)
        assert fan_id in got, f"{fan_id} should score on {text}"
        assert excluded not in got, f"{fan_id} should exclude {excluded} on {text}"
        assert excluded in FANS[fan_id].excludes, f"fans.tsv should list {excluded} under {fan_id}"

    test.__doc__ = f"{FANS[fan_id].en} excludes {FANS[excluded].en}."
    return test


for _fan_id in EXAMPLES:
    globals()[f"test_{_fan_id}_is_scored"] = _scores_test(_fan_id)
for _fan_id, (_hand, _excluded) in EXCLUSION_HANDS.items():
    for _x in _excluded.split():
        globals()[f"test_{_fan_id}_excludes_{_x}"] = _excludes_test(_fan_id, _x)


def test_every_fan_with_exclusions_has_an_exclusion_test():
    with_exclusions = {f.id for f in fan_table() if f.excludes}
    assert with_exclusions <= set(EXCLUSION_HANDS)


def test_fans_without_exclusions_list_none():
    for fan_id in (
        "pure_shifted_chows",
        "knitted_straight",
        "mixed_straight",
        "all_pungs",
        "all_types",
        "outside_hand",
        "concealed_hand",
        "tile_hog",
        "self_drawn",
    ):
        assert FANS[fan_id].excludes == ()


@pytest.mark.parametrize("fan_id", sorted(EXCLUSION_HANDS))
def test_exclusion_hand_scores_its_fan(fan_id):
    text, _ = EXCLUSION_HANDS[fan_id]
    assert fan_id in fans_of(text)
