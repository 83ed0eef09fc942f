"""Cost of showing and entering on the score sheet: the PNG, the CSV, and a button flow.

    python bench/sheet_ui.py [--repeat 20]

Rows: drawing the sheet picture of a finished 16-hand MCR game at chat scale (first call, with the
fonts loaded, then the median of ``--repeat``), the PNG's size, the CSV of the same sheet, the
replay of its log, and one hand entered by buttons through ``BotCore`` on SQLite (four presses:
Enter a hand, winner, discarder, fan; each press reads the table, the last one writes the entry
in its transaction), median per press. Also the RSS the text font adds once loaded. Times are
wall-clock medians (the work is a single thread); a busy shared machine inflates them.
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.config import Config  # noqa: E402
from bot.core import BotCore, CommandContext  # noqa: E402
from bot.render.picture import CHAT_SCALE  # noqa: E402
from bot.render.sheet_csv import render_sheet_csv  # noqa: E402
from tests.bot.sheet_samples import FULL_GAME, mcr_sheet  # noqa: E402


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _median(call, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        call()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


async def _presses(repeat: int) -> list[float]:
    with tempfile.TemporaryDirectory() as folder:
        core = BotCore(Config(database_url=f"sqlite:///{folder}/bench.sqlite3", rate_limit=(10**6, 60.0)))
        ann = CommandContext("telegram", "g1", "u1", "Ann", is_group=True, locale="en")
        times: list[float] = []
        try:
            for _game in range(max(1, repeat // 16 + 1)):
                await core.handle(ann, "table", "end")
                await core.handle(ann, "table", "start me Bo Cy Di")
                for hand in range(16):
                    [shown] = await core.handle(ann, "table", "")
                    reply = shown
                    for label in ("Enter a hand", "Ann" if hand % 2 else "Bo", "Cy", "8"):
                        action = next(b.action for row in reply.buttons for b in row if b.label == label)
                        started = time.perf_counter()
                        replies = await core.handle_action(ann, action)
                        times.append(time.perf_counter() - started)
                        reply = replies[0]
                    if len(times) >= 4 * repeat:
                        return times
        finally:
            core.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    from bot.render.sheet_picture import render_sheet_png
    from quiz.sheet.log import replay
    from quiz.sheet.mcr import RULES
    from quiz.sheet.model import Entry

    sheet = mcr_sheet(FULL_GAME)
    entries = [Entry(i, body) for i, body in enumerate(FULL_GAME, 1)]
    rss = _rss_mb()
    started = time.perf_counter()
    png = render_sheet_png(sheet, "en", CHAT_SCALE)
    first = time.perf_counter() - started
    font_rss = _rss_mb() - rss
    rows = [
        ("sheet PNG, first (fonts loading)", f"{first * 1000:.1f} ms"),
        ("sheet PNG, median",
         f"{_median(lambda: render_sheet_png(sheet, 'en', CHAT_SCALE), args.repeat) * 1000:.1f} ms"),
        ("sheet PNG size", f"{len(png) / 1024:.0f} KiB"),
        ("sheet CSV, median", f"{_median(lambda: render_sheet_csv(sheet), args.repeat) * 1e6:.0f} µs"),
        ("replay of the 16-hand log",
         f"{_median(lambda: replay(RULES, sheet.start, entries), args.repeat) * 1e6:.0f} µs"),
        ("RSS added by the first picture", f"{font_rss:.1f} MB"),
    ]
    presses = asyncio.run(_presses(args.repeat))
    rows.append(("button press through BotCore (SQLite), median", f"{statistics.median(presses) * 1000:.1f} ms"))
    rows.append(("button press, 95th percentile",
                 f"{statistics.quantiles(presses, n=20)[-1] * 1000:.1f} ms"))
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value}")


if __name__ == "__main__":
    main()
