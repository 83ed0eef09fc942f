"""What the quiz generator produces: fans per hand, totals, shapes, how often each fan appears.

    python bench/quiz_distribution.py --count 10000 --seed 1 [--difficulty normal] [--target ID]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiz.generator import DIFFICULTIES, generate_many  # noqa: E402

SHAPES = (("thirteen_orphans", "thirteen orphans"), ("seven_shifted_pairs", "seven shifted pairs"),
          ("seven_pairs", "seven pairs"), ("greater_honors_and_knitted_tiles", "honors and knitted"),
          ("lesser_honors_and_knitted_tiles", "honors and knitted"), ("knitted_straight", "knitted straight"),
          ("nine_gates", "nine gates"))
TOTAL_BUCKETS = ((8, 8), (9, 11), (12, 15), (16, 23), (24, 31), (32, 47), (48, 63), (64, 87), (88, 10**6))


def shape_of(answer: dict) -> str:
    ids = {f["id"] for f in answer.get("fans", [])}
    for fan_id, name in SHAPES:
        if fan_id in ids:
            return name
    return "4 sets + pair"


def bar(share: float, width: int = 40) -> str:
    return "#" * max(1 if share > 0 else 0, round(share * width))


def report(title: str, rows: list[tuple[str, int]], n: int) -> None:
    print(f"\n{title}")
    for label, count in rows:
        print(f"  {label:>28} {count:7d} {100 * count / n:6.2f}%  {bar(count / n)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="normal")
    parser.add_argument("--rules", choices=("mcr", "riichi"), default="mcr")
    parser.add_argument("--target")
    args = parser.parse_args(argv)
    hands = list(generate_many(args.count, args.seed, args.rules, args.difficulty, args.target))
    n = len(hands)
    print(f"{n} {args.rules.upper()} hands, difficulty {args.difficulty}, seed {args.seed}"
          + (f", target {args.target}" if args.target else ""))
    if args.rules == "riichi":
        han = Counter(min(h.answer["han"], 13) for h in hands)
        report("han (13 = yakuman or more)", [(str(k), v) for k, v in sorted(han.items())], n)
        yaku = Counter(y["id"] for h in hands for y in h.answer["yaku"] + h.answer["yakuman"])
        report("yaku", yaku.most_common(), n)
        return 0
    fans_per_hand = Counter(len([f for f in h.answer["fans"] if f["id"] != "flower_tiles"]) for h in hands)
    report("fans per hand (flowers not counted)", [(str(k), v) for k, v in sorted(fans_per_hand.items())], n)
    totals = [h.answer["total"] for h in hands]
    buckets = [(f"{lo}" if lo == hi else f"{lo}-{hi}" if hi < 10**6 else f"{lo}+",
                sum(lo <= t <= hi for t in totals)) for lo, hi in TOTAL_BUCKETS]
    report(f"totals (median {statistics.median(totals)}, mean {statistics.mean(totals):.1f})", buckets, n)
    report("shapes", Counter(shape_of(h.answer) for h in hands).most_common(), n)
    melds = Counter("concealed (no claimed set)" if h.hand.is_closed else
                    f"{len(h.hand.exposed_melds)} claimed set(s)" for h in hands)
    report("claimed sets", sorted(melds.items()), n)
    kongs = Counter(f"{sum(m.is_kong for m in h.hand.melds)} kong(s)" for h in hands)
    report("kongs", sorted(kongs.items()), n)
    context = Counter()
    for h in hands:
        ctx = h.hand.context
        context["self-drawn"] += ctx.self_drawn
        context["with flowers"] += ctx.flowers > 0
        context["last copy (和绝张)"] += ctx.last_copy
        context["last tile of wall"] += ctx.wall_last
        context["on a kong"] += ctx.kong
    report("context", context.most_common(), n)
    fans = Counter(f["id"] for h in hands for f in h.answer["fans"])
    report(f"hands with each fan ({len(fans)} of 82 fans seen)", fans.most_common(), n)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
