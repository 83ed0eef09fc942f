"""The MCR data files: ``fans.tsv`` agrees with the spec table; ``seed_differences.tsv`` is consistent."""

from __future__ import annotations

import csv

from scoring.mcr import fan_table
from scoring.mcr.fans import seed_differences
from tests.data.spec import spec_path

SPEC_TABLE = spec_path("mcr_fans.tsv")


def test_fan_table_matches_the_spec_table():
    with SPEC_TABLE.open(encoding="utf-8", newline="") as f:
        spec = list(csv.DictReader(f, delimiter="\t"))
    ours = fan_table()
    assert [f.id for f in ours] == [r["id"] for r in spec]
    for fan, row in zip(ours, spec, strict=True):
        assert (fan.points, fan.zh, fan.zh_hant, fan.en, fan.reference_zh) == (
            int(row["points"]), row["zh_hans"], row["zh_hant"], row["en"], row["reference_zh"])


def test_no_fan_excludes_itself_or_a_bigger_fan():
    points = {f.id: f.points for f in fan_table()}
    for fan in fan_table():
        assert fan.id not in fan.excludes
        # an implied fan is never worth more than the fan implying it (明暗杠 replaces the 1/2-point kongs)
        assert all(points[other] <= fan.points for other in fan.excludes), fan.id


def test_seed_differences_cover_every_fan_and_name_real_fans():
    rows = seed_differences()
    assert [r["id"] for r in rows] == [f.id for f in fan_table()]


def test_seed_differences_record_known_disagreements():
    rows = {r["id"]: r for r in seed_differences()}
    # seed 004 drops One Voided Suit under Big Four Winds; the reference keeps it
    assert "one_voided_suit" in rows["big_four_winds"]["seed004_only"].split(",")
    # seeds keep Triple Pung under All Terminals in 002 but 004 drops it; the reference keeps it
    assert "triple_pung" in rows["all_terminals"]["seed004_only"].split(",")
    # the reference drops Pure Double Chow under Pure Triple Chow; neither seed lists it
    assert "pure_double_chow" in rows["pure_triple_chow"]["reference_only_vs_seed002"].split(",")
