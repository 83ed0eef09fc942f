"""The glossary data files are complete and consistent with the fan tables and the scorers."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from glossary import entries, get_entry, section_of, terms, twin_of
from glossary.loader import character_folding
from glossary.normalize import fold
from scoring.hand import HandError
from scoring.notation import parse_hand
from tests.data.spec import spec_path
from tests.glossary.reference import mcr_reference_fans, riichi_reference_yaku

ROOT = Path(__file__).resolve().parents[2]
MCR, RIICHI, REGIONAL = entries("mcr"), entries("riichi"), entries("regional")
#: fans and the terms that are not fans (data/terms.toml): both held to the same rules for names and text
EVERYTHING = entries() + terms()
TONE_MARK = re.compile(r"[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]")
CJK = re.compile(r"[\u4e00-\u9fff]")


def _tsv(path: Path) -> list[dict[str, str]]:
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t"))


def _spec(name: str) -> list[dict[str, str]]:
    return _tsv(spec_path(name))


def _ids(items) -> list[str]:
    return [e.id for e in items]


# ----------------------------------------------------------------------------- ids and values


def test_mcr_has_every_fan_of_the_fan_table_once_in_table_order():
    table = _tsv(ROOT / "scoring" / "mcr" / "fans.tsv")
    assert _ids(MCR) == [row["id"] for row in table]


def test_mcr_ids_are_those_of_the_shared_spec_table():
    assert _ids(MCR) == [row["id"] for row in _spec("mcr_fans.tsv")]


def test_mcr_points_and_standard_names_match_the_spec_table():
    for row in _spec("mcr_fans.tsv"):
        entry = get_entry("mcr", row["id"])
        assert (entry.points, entry.zh_hans, entry.zh_hant, entry.en) == (
            int(row["points"]), row["zh_hans"], row["zh_hant"], row["en"]), row["id"]


def test_mcr_reference_names_are_known_to_the_lookup():
    from glossary import lookup

    for row in _spec("mcr_fans.tsv"):
        assert lookup(row["reference_zh"]).best == get_entry("mcr", row["id"]), row["reference_zh"]


def test_riichi_has_every_yakuman_and_yaku_of_the_spec_tables_once():
    spec_ids = [row["id"] for row in _spec("riichi_yakuman.tsv")] + [row["id"] for row in _spec("riichi_yaku.tsv")]
    assert sorted(_ids(RIICHI)) == sorted(spec_ids)
    assert len(set(_ids(RIICHI))) == len(_ids(RIICHI))


def test_riichi_yakuman_multipliers_and_names_match_the_spec_table():
    for row in _spec("riichi_yakuman.tsv"):
        entry = get_entry("riichi", row["id"])
        assert (entry.yakuman, entry.points) == (int(row["multiplier"]), None), row["id"]
        assert (entry.zh_hans, entry.zh_hant, entry.ja, entry.romaji, entry.en) == (
            row["zh_hans"], row["zh_hant"], row["ja"], row["romaji"], row["en"]), row["id"]


def test_riichi_yaku_han_and_names_match_the_spec_table():
    for row in _spec("riichi_yaku.tsv"):
        entry = get_entry("riichi", row["id"])
        han_open = None if row["han_open"] == "-" else int(row["han_open"])
        assert (entry.points, entry.han_open, entry.yakuman) == (int(row["han_closed"]), han_open, None), row["id"]
        assert (entry.zh_hans, entry.ja, entry.romaji, entry.en) == (
            row["zh_hans"], row["ja"], row["romaji"], row["en"]), row["id"]


#: rows of the scorer's table for the table switches of issue 15: glossary terms, as their value
#: depends on the rules chosen (and the glossary's yaku are those of the shared spec tables)
TABLE_OPTION_YAKU = {"open_riichi", "double_open_riichi", "renhou", "renhou_yakuman", "nagashi_mangan",
                     "daisharin", "daichisei", "sashikomi", "paarenchan", "nuki_dora"}


def test_riichi_values_match_the_scorer_table():
    for row in _tsv(ROOT / "scoring" / "riichi" / "yaku.tsv"):
        entry = get_entry("riichi", row["id"])
        if row["id"] in TABLE_OPTION_YAKU:
            assert entry.is_term, row["id"]
            continue
        if row["kind"] == "yakuman":
            assert entry.yakuman == int(row["multiplier"]), row["id"]
        else:
            han_open = int(row["han_open"]) or None
            assert (entry.points, entry.han_open) == (int(row["han_closed"]), han_open), row["id"]


def test_regional_fans_are_marked_as_not_mcr_and_use_their_own_ids():
    assert len(REGIONAL) >= 12
    for entry in REGIONAL:
        assert entry.ruleset != "mcr"
        assert entry.note.startswith("Not an MCR fan"), entry.id
        assert entry.id not in _ids(MCR), entry.id


def test_regional_points_only_where_seed_004_gives_them():
    valued = {e.id: e.points for e in REGIONAL if e.points is not None}
    assert valued == {"concealed_ready": 1, "eight_immortals": 64}


# ----------------------------------------------------------------------------- names and text


@pytest.mark.parametrize("entry", EVERYTHING, ids=lambda e: e.key)
def test_every_entry_has_both_languages_pinyin_with_tones_and_a_definition(entry):
    assert entry.zh_hans and entry.zh_hant and entry.en
    assert TONE_MARK.search(entry.pinyin), entry.pinyin
    assert len(entry.pinyin.split()) == len(re.sub(r"\W", "", entry.zh_hans)), "one syllable per character"
    assert entry.definition_en and not CJK.search(entry.definition_en.replace("中", "").replace("发", "")
                                                  .replace("白", ""))
    assert CJK.search(entry.definition_zh)
    assert CJK.search(entry.definition_zh_hant) and len(entry.definition_zh_hant) == len(entry.definition_zh)
    assert entry.aliases, "at least one alias"
    if entry.ruleset == "riichi":
        assert entry.ja and entry.romaji


def test_names_are_unique_within_a_ruleset():
    for ruleset in ("mcr", "riichi", "regional"):
        owner: dict[str, str] = {}
        for entry in entries(ruleset) + terms(ruleset):
            for name in entry.names:
                key = fold(name).compact
                assert owner.setdefault(key, entry.id) == entry.id, (
                    f"{ruleset}: '{name}' names both {owner[key]} and {entry.id}")


def test_traditional_names_fold_to_the_simplified_name():
    for entry in EVERYTHING:
        assert fold(entry.zh_hant).compact == fold(entry.zh_hans).compact, entry.key


def test_character_folding_is_one_step():
    table = character_folding()
    assert all(target not in table for target in table.values())


# ----------------------------------------------------------------------------- exclusions and twins


def test_every_exclusion_names_an_existing_fan_of_the_same_ruleset():
    for entry in entries():
        for excluded in entry.excludes:
            assert get_entry(entry.ruleset, excluded) is not entry, entry.key


def test_mcr_exclusions_are_what_the_scorer_applies():
    from scoring.mcr import fan_table

    for fan in fan_table():
        assert sorted(get_entry("mcr", fan.id).excludes) == sorted(fan.excludes), fan.id


def test_every_twin_is_an_entry_of_another_ruleset_and_of_the_same_kind():
    for entry in EVERYTHING:
        twin = twin_of(entry)
        if twin is not None:
            assert twin.ruleset != entry.ruleset and twin.kind == entry.kind, entry.key


def test_twins_point_at_each_other():
    for entry in EVERYTHING:
        twin = twin_of(entry)
        if twin is not None:
            assert twin_of(twin) == entry, f"{entry.key} -> {twin.key} -> {twin.twin}"


def test_full_flush_and_chinitsu_are_twins():
    assert twin_of(get_entry("mcr", "full_flush")) == get_entry("riichi", "chinitsu")
    assert twin_of(get_entry("riichi", "chinitsu")) == get_entry("mcr", "full_flush")


# ----------------------------------------------------------------------------- example hands


@pytest.mark.parametrize("entry", EVERYTHING, ids=lambda e: e.key)
def test_every_example_hand_parses(entry):
    try:
        parse_hand(entry.example, section_of(entry.ruleset).scored_in)
    except HandError as error:
        pytest.fail(f"{entry.key}: '{entry.example}': {error}")


@pytest.mark.parametrize("entry", MCR, ids=lambda e: e.id)
def test_mcr_example_scores_its_fan_and_none_it_excludes(entry):
    from scoring.mcr import score_hand

    fans = {hit.id for hit in score_hand(parse_hand(entry.example, "mcr")).fans}
    assert entry.id in fans, f"{entry.example}: {sorted(fans)}"
    assert not fans & set(entry.excludes), f"{entry.example}: {sorted(fans & set(entry.excludes))}"


@pytest.mark.parametrize("entry", MCR, ids=lambda e: e.id)
def test_mcr_example_scores_its_fan_in_the_reference_calculator(entry):
    pytest.importorskip("MahjongGB")
    fans = mcr_reference_fans(parse_hand(entry.example, "mcr"))
    assert entry.id in fans and not set(fans) & set(entry.excludes), f"{entry.example}: {fans}"


def _riichi_ids(result) -> set[str]:
    data = result.to_json()
    return {y["id"] for y in data["yaku"]} | {y["id"] for y in data["yakuman"]}


@pytest.mark.parametrize("entry", RIICHI, ids=lambda e: e.id)
def test_riichi_example_scores_its_yaku_and_none_it_excludes(entry):
    from scoring.riichi import score_hand

    found = _riichi_ids(score_hand(parse_hand(entry.example, "riichi")))
    assert entry.id in found, f"{entry.example}: {sorted(found)}"
    assert not found & set(entry.excludes), f"{entry.example}: {sorted(found & set(entry.excludes))}"


@pytest.mark.parametrize("entry", RIICHI, ids=lambda e: e.id)
def test_riichi_example_scores_its_yaku_in_the_reference_library(entry):
    pytest.importorskip("mahjong")
    found = riichi_reference_yaku(parse_hand(entry.example, "riichi"))
    assert entry.id in found and not found & set(entry.excludes), f"{entry.example}: {sorted(found)}"
