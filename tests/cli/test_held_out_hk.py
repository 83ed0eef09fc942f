"""Held-out Hong Kong hands (``held_out/hk.tsv``: jeffleung2/3343_mahjong's JUnit suite): every total that suite
pins is ours, but where the data file names the rule choice that makes them differ."""

from __future__ import annotations

from tests.cli.held_out.batch import answered, rows, scored

COLUMNS = ("source", "case", "hand", "theirs", "ours", "reason")


def test_the_held_out_file_has_fifteen_to_thirty_hands_each_with_its_source():
    table = rows("hk", COLUMNS)
    assert 15 <= len(table) <= 30
    assert all(row["theirs"].isdigit() and row["ours"].isdigit() for row in table)


def test_every_total_the_suite_pins_agrees_or_its_rule_choice_is_named():
    table = rows("hk", COLUMNS)
    disagreeing = [row["case"] for row in table if row["theirs"] != row["ours"] and not row["reason"]]
    assert not disagreeing
    assert all(not row["reason"] for row in table if row["theirs"] == row["ours"])


def test_the_command_line_answers_each_held_out_hand_as_the_file_says(tmp_path, capsys):
    table = rows("hk", COLUMNS)
    answers = scored("hk", [row["hand"] for row in table], tmp_path, capsys)
    wrong = [(row["case"], row["ours"], answered(answer)) for row, answer in zip(table, answers, strict=True)
             if answered(answer) != row["ours"]]
    assert not wrong
