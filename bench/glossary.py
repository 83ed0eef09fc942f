"""Speed of the glossary lookup and autocomplete on the realistic query table.

    python bench/glossary.py [--repeat 3]

Prints the one-time index build (data files read, every name folded), then per-call times of
``lookup`` over every query of tests/glossary/queries.tsv and of ``complete`` over every prefix of
those queries (what a chat client sends while someone types): mean, 95th percentile and maximum.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _queries() -> list[tuple[str, str]]:
    rows = []
    for line in (ROOT / "tests" / "glossary" / "queries.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#") and not line.startswith("query\t"):
            query, ruleset, _ = line.split("\t")
            rows.append((query, ruleset))
    return rows


def _timed(calls: list, repeat: int) -> list[float]:
    """Per-call times in ms, the best of ``repeat`` runs for each call."""
    best = [float("inf")] * len(calls)
    for _ in range(repeat):
        for i, call in enumerate(calls):
            start = time.perf_counter()
            call()
            best[i] = min(best[i], time.perf_counter() - start)
    return [t * 1000 for t in best]


def _row(name: str, times: list[float]) -> str:
    p95 = statistics.quantiles(times, n=20)[-1]
    return f"{name:<34} {len(times):>6} {statistics.mean(times):>9.3f} {p95:>9.3f} {max(times):>9.3f}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    start = time.perf_counter()
    from glossary import complete, entries, lookup

    entries()
    build_ms = (time.perf_counter() - start) * 1000

    queries = _queries()
    lookups = [lambda q=q, r=r: lookup(q, r) for q, r in queries]
    prefixes = sorted({q[:n] for q, _ in queries for n in range(1, len(q) + 1)})
    completions = [lambda p=p: complete(p) for p in prefixes]

    print(f"index build (first use): {build_ms:.1f} ms for {len(entries())} entries")
    print(f"{'call':<34} {'calls':>6} {'mean ms':>9} {'p95 ms':>9} {'max ms':>9}")
    print(_row("lookup(query)", _timed(lookups, args.repeat)))
    print(_row("complete(prefix) (each keystroke)", _timed(completions, args.repeat)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
