"""Every fan and yaku has a Japanese name: Riichi's own, or for MCR its Riichi twin's where it has one."""

from __future__ import annotations

import re

from glossary import entries, get_entry

_JAPANESE_ONLY = set("対気々帯歩斉帰断辺単将絶圏宝緑発")  # shinjitai the Chinese names never use
_SIMPLIFIED_ONLY = set("对气带步齐归断边单将绝圈宝绿发顺门龙杠风万饼条东")


def test_every_fan_has_a_japanese_name_in_japanese_characters():
    for entry in entries():
        if entry.is_term:
            continue
        assert entry.ja and re.fullmatch(r"[\u3040-\u30ff\u4e00-\u9fff々ー ]+", entry.ja), entry.key
        assert not set(entry.ja) & (_SIMPLIFIED_ONLY - _JAPANESE_ONLY), (entry.key, entry.ja)


def test_an_mcr_fan_with_a_riichi_twin_goes_by_the_twins_japanese_name():
    twins = [e for e in entries("mcr") if e.twin and e.twin.startswith("riichi:")]
    assert len(twins) > 20
    for entry in twins:
        assert entry.ja == get_entry("riichi", entry.twin.split(":", 1)[1]).ja, entry.id
    assert get_entry("mcr", "seven_pairs").ja == "七対子"
    assert get_entry("mcr", "thirteen_orphans").ja == "国士無双"


def test_an_mcr_fan_without_a_twin_keeps_its_chinese_name_in_japanese_characters():
    assert get_entry("mcr", "pure_shifted_pungs").ja == "一色三節高"
    assert get_entry("mcr", "all_types").ja == "五門斉"
    assert get_entry("mcr", "pure_terminal_chows").ja == "一色双龍会"


def test_every_fan_has_a_japanese_definition():
    for entry in entries():
        if entry.is_term:
            continue
        assert re.search(r"[\u3040-\u30ff]", entry.definition_ja), entry.key  # kana: Japanese, not Chinese
        assert not set(entry.definition_ja) & (_SIMPLIFIED_ONLY - _JAPANESE_ONLY), entry.key
