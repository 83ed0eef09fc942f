"""Held-out hands from other public suites (a data file per ruleset, each row naming its source), scored in one
``fanbot score --json --batch`` run through the command line's own entry, and checked against their schema."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from bot.cli import main

HERE = Path(__file__).resolve().parent


def rows(name: str, columns: tuple[str, ...]) -> list[dict[str, str]]:
    """The rows of ``held_out/<name>.tsv`` (comments skipped), each with exactly ``columns`` and a source."""
    lines = [line for line in (HERE / f"{name}.tsv").read_text(encoding="utf-8").splitlines()
             if line and not line.startswith("#")]
    reader = csv.reader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    header = tuple(next(reader))
    assert header == columns, header
    table = [dict(zip(header, fields, strict=True)) for fields in reader]
    assert all(row["source"] and row["case"] and row["hand"] for row in table)
    return table


def scored(ruleset: str, hands: list[str], tmp_path: Path, capsys) -> list[dict]:
    """Each hand's JSON answer, from one ``score --rules RULESET --json --batch FILE`` run."""
    batch = tmp_path / "hands.txt"
    batch.write_text("\n".join(hands) + "\n", encoding="utf-8")
    main(["score", "--rules", ruleset, "--json", "--batch", str(batch)])
    answers = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert len(answers) == len(hands)
    return answers


def answered(answer: dict) -> str:
    """A total as the data files write it, or ``error:<code>`` for a hand that does not win."""
    return f"error:{answer['code']}" if "code" in answer else str(answer["total"])
