"""The Riichi data file: schema, ids shared with the spec tables, names in every language."""

from __future__ import annotations

import pytest

from scoring.riichi import yaku_table
from scoring.riichi.table import TableError, parse_table
from tests.data.spec import spec_rows


def test_every_row_has_names_in_every_language() -> None:
    for row in yaku_table():
        assert row.zh_hans and row.zh_hant and row.ja and row.romaji and row.en, row.id


def test_yakuman_are_the_seeds_with_their_multipliers() -> None:
    yakuman = {y.id: y.multiplier for y in yaku_table() if y.is_yakuman}
    assert yakuman == {
        "tenhou": 1, "chiihou": 1, "daisangen": 1, "shousuushii": 1, "daisuushii": 2, "suuankou": 1,
        "suuankou_tanki": 2, "kokushi_musou": 1, "kokushi_musou_13": 2, "chuuren_poutou": 1,
        "junsei_chuuren_poutou": 2, "tsuuiisou": 1, "chinroutou": 1, "ryuuiisou": 1, "suukantsu": 1,
        # the table options of issue 15 (the mahjong library's optional yakuman)
        "renhou_yakuman": 1, "daisharin": 1, "daichisei": 1, "sashikomi": 1, "paarenchan": 1}


def test_closed_only_yaku_are_the_ones_riichi_players_know() -> None:
    closed_only = {y.id for y in yaku_table() if y.closed_only}
    assert closed_only == {"riichi", "double_riichi", "ippatsu", "menzen_tsumo", "pinfu", "iipeikou",
                           "chiitoitsu", "ryanpeikou", "ura_dora", "open_riichi", "double_open_riichi", "renhou"}


def test_ids_and_han_match_the_spec_tables() -> None:
    ours = {y.id: y for y in yaku_table()}
    for row in spec_rows("riichi_yaku.tsv"):
        mine = ours[row["id"]]
        assert mine.han_closed == int(row["han_closed"]), row["id"]
        assert mine.han_open == (0 if row["han_open"] == "-" else int(row["han_open"])), row["id"]
        assert (mine.zh_hans, mine.romaji, mine.en) == (row["zh_hans"], row["romaji"], row["en"])
    for row in spec_rows("riichi_yakuman.tsv"):
        mine = ours[row["id"]]
        assert mine.multiplier == int(row["multiplier"]) and mine.zh_hant == row["zh_hant"], row["id"]


HEADER = "id\tkind\than_closed\than_open\tmultiplier\tzh_hans\tzh_hant\tja\tromaji\ten\texcludes\n"


@pytest.mark.parametrize(("body", "message"), [
    ("riichi\tyaku\t1\t0\t0\t立直\t立直\t立直\tRiichi\n", "fields"),
    ("riichi\tspell\t1\t0\t0\t立直\t立直\t立直\tRiichi\tRiichi\t-\n", "kind"),
    ("riichi\tyaku\tone\t0\t0\t立直\t立直\t立直\tRiichi\tRiichi\t-\n", "invalid literal"),
    ("riichi\tyakuman\t0\t0\t0\t立直\t立直\t立直\tRiichi\tRiichi\t-\n", "multiplier"),
    ("riichi\tyaku\t1\t0\t0\t\t立直\t立直\tRiichi\tRiichi\t-\n", "name"),
    ("riichi\tyaku\t1\t0\t0\ta\tb\tc\td\te\t-\nriichi\tyaku\t1\t0\t0\ta\tb\tc\td\te\t-\n", "duplicated"),
    ("riichi\tyaku\t1\t0\t0\ta\tb\tc\td\te\tippatsu\n", "unknown yaku"),
])
def test_schema_check_names_the_problem(body: str, message: str) -> None:
    with pytest.raises(TableError, match=message):
        parse_table(HEADER + body)


def test_schema_check_wants_the_header() -> None:
    with pytest.raises(TableError, match="header"):
        parse_table("id\tkind\n")


def test_exclusions_name_the_yaku_they_replace() -> None:
    excludes = {y.id: y.excludes for y in yaku_table() if y.excludes}
    assert excludes["ryanpeikou"] == ("iipeikou",)
    assert excludes["double_riichi"] == ("riichi",)
    assert excludes["suuankou_tanki"] == ("suuankou", "toitoi")
