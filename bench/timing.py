"""One line of a benchmark's timings: the median, the 95th percentile and the worst, in milliseconds."""

from __future__ import annotations

import statistics


def timing_line(name: str, times: list[float], name_width: int, number: str, worst: str) -> str:
    """``name`` in a column of ``name_width``, then its timings formatted as ``number`` (the worst as ``worst``)."""
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (f"{name:<{name_width}} median {statistics.median(times):{number}} ms   p95 {p95:{number}} ms   "
            f"max {max(times):{worst}} ms   ({len(times)} hands)")
