"""The Hong Kong presets file's schema: every preset cites its source, its payouts rise over 0..limit faan, and
the patterns it holds liable for 包 are patterns of the table."""

import pytest

from scoring.hk.table import TableError, parse_presets, pattern_by_id, presets

PRESET = '''default = "p"
[presets.p]
source = "a test"
minimum = 3
limit = 2
cap = true
'''


def test_the_sheet_presets_hold_the_flush_liable_and_name_only_known_patterns():
    _, known, _ = presets()
    assert known["half-spicy"].liable == ("all_one_suit",) and known["full-spicy"].liable == ("all_one_suit",)
    assert all(set(preset.liable) <= set(pattern_by_id()) for preset in known.values())


def test_a_liable_pattern_the_table_does_not_have_is_refused():
    text = PRESET.replace("minimum = 3", "minimum = 1") + 'liable = ["no_such_pattern"]\n'
    with pytest.raises(TableError, match="liable"):
        parse_presets(text, set(pattern_by_id()))


def test_a_preset_whose_minimum_passes_its_limit_is_refused():
    with pytest.raises(TableError, match="minimum"):
        parse_presets(PRESET, set(pattern_by_id()))
