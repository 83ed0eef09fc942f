"""The pattern table and presets are data, checked when they are read: values from the Pocket table as
SkyEye-FAST/taiwan-mahjong's RULES.md lists them (pattern ledger), sources named, bad files refused."""

from __future__ import annotations

import pytest

from scoring.taiwan.table import DEFAULT_PRESET, PATTERNS, PRESETS, PatternTableError, read_patterns, read_presets

#: RULES.md's pattern ledger, by tai (Chinese names as Funclub writes them)
LEDGER = {24: {"天胡"}, 16: {"地胡", "天聽", "大四喜", "字一色"},
          8: {"人胡", "地聽", "八仙過海", "七搶一", "清一色", "小四喜", "大三元", "五暗刻"}, 5: {"四暗刻"},
          4: {"碰碰胡", "混一色", "小三元"}, 3: {"門清自摸"}, 2: {"平胡", "三暗刻", "全求人"},
          1: {"門清", "自摸", "半求人", "槓上開花", "海底撈月", "河底撈魚", "搶槓", "聽牌", "獨聽", "紅中", "青發",
              "白板", "花槓", "圈風", "門風", "門花"},
          0: {"莊家", "連莊拉莊"}}
HEADER = "id\tzh\ten\ttai\texcludes\n"


def test_the_default_preset_is_the_pocket_table_of_the_ledger():
    by_value: dict[int, set[str]] = {}
    for pattern in PATTERNS.values():
        by_value.setdefault(PRESETS[DEFAULT_PRESET].values[pattern.id], set()).add(pattern.zh)
    assert by_value == LEDGER


def test_the_pocket_table_has_no_cap_and_no_dealer_tai():
    pocket = PRESETS[DEFAULT_PRESET]
    assert pocket.cap == 0 and pocket.minimum == 0 and pocket.flowers
    assert pocket.values["dealer"] == pocket.values["dealer_streak"] == 0


def test_the_southern_preset_has_no_flowers_no_single_wait_and_a_four_tai_cap():
    southern = PRESETS["southern"]
    assert not southern.flowers and southern.values["single_wait"] == 0 and southern.cap == 4


def test_every_preset_names_its_source():
    assert all("https://" in preset.source for preset in PRESETS.values())


@pytest.mark.parametrize("rows", [
    "id\tzh\ten\ttai\n",                                # a column missing
    HEADER + "a\t甲\tA\tone\t\n",                        # tai not a number
    HEADER + "a\t甲\tA\t1\t\na\t甲\tA\t1\t\n",            # an id twice
    HEADER + "a\t甲\tA\t1\tb\n",                         # excludes a pattern the table lacks
    HEADER + "a\t甲\tA\t1\ta\n",                         # excludes itself
])
def test_a_pattern_table_it_cannot_use_is_refused(rows):
    with pytest.raises(PatternTableError):
        read_patterns(rows)


@pytest.mark.parametrize("text", [
    '[presets.p]\nflowers = true\n[options]\n',                             # no source
    '[presets.p]\nsource = "s"\nvalues = { nothing = 1 }\n[options]\n',     # a value for no pattern
    '[presets.p]\nsource = "s"\ncap = "four"\n[options]\n',                 # a setting of the wrong type
    '[presets.p]\nsource = "s"\n[options.o]\nsource = "s"\ncolour = 1\n',    # a setting that does not exist
])
def test_presets_it_cannot_use_are_refused(text):
    with pytest.raises(PatternTableError):
        read_presets(text)
