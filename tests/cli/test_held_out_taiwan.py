"""Held-out Taiwanese hands (``held_out/taiwan.tsv``: liang10339/taiwan-mahjong-coach's scoring suite): every
pattern and value that suite pins holds for our answer, but the pins the data file lists as differing by a named
rule choice; the totals we answer are pinned so that a change shows."""

from __future__ import annotations

from tests.cli.held_out.batch import answered, rows, scored

COLUMNS = ("source", "case", "hand", "pins", "differs", "ours", "reason")


def holds(pin: str, answer: dict) -> bool:
    """Whether an answer has the pattern a pin names (``id``, ``id=N`` with its value) or lacks it (``!id``)."""
    values = {fan["id"]: fan["points"] for fan in answer.get("fans", ())}
    if pin.startswith("!"):
        return pin[1:] not in values
    pattern, _, value = pin.partition("=")
    return pattern in values and (not value or values[pattern] == int(value))


def pins(text: str) -> list[str]:
    return [pin for pin in text.split(",") if pin]


def test_the_held_out_file_has_fifteen_to_thirty_hands_each_with_its_source():
    table = rows("taiwan", COLUMNS)
    assert 15 <= len(table) <= 30
    assert all(bool(row["differs"] or row["ours"].startswith("error:")) == bool(row["reason"]) for row in table)


def test_every_pin_holds_and_every_differing_pin_does_not(tmp_path, capsys):
    table = rows("taiwan", COLUMNS)
    answers = scored("taiwan", [row["hand"] for row in table], tmp_path, capsys)
    failing = [(row["case"], pin) for row, answer in zip(table, answers, strict=True) for pin in pins(row["pins"])
               if not holds(pin, answer)]
    assert not failing
    still_differing = [(row["case"], pin) for row, answer in zip(table, answers, strict=True)
                       for pin in pins(row["differs"]) if holds(pin, answer)]
    assert not still_differing
    changed = [(row["case"], row["ours"], answered(answer)) for row, answer in zip(table, answers, strict=True)
               if answered(answer) != row["ours"]]
    assert not changed
