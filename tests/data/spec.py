"""The spec tables every part must agree on (copies of ``../shared/spec/*.tsv``, kept in the repo so
that the tests run anywhere; ``test_spec_copies`` checks them against the shared originals when present)."""

from __future__ import annotations

import csv
from pathlib import Path

SPEC_COPY = Path(__file__).parent / "spec"
SHARED_SPEC = Path(__file__).resolve().parents[3] / "shared" / "spec"
TABLES = ("mcr_fans.tsv", "riichi_yakuman.tsv", "riichi_yaku.tsv")


def spec_path(name: str) -> Path:
    return SPEC_COPY / name


def spec_rows(name: str) -> list[dict[str, str]]:
    with open(spec_path(name), encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))
