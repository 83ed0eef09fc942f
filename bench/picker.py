"""Latency of a tap on the tile picker (/calc) through the Telegram adapter: the real python-telegram-bot
polling the fake Bot API, as in the end-to-end tests.

    python bench/picker.py [--hands 20] [--seed 3] [--json]

Random MCR winning hands (``tests.scoring.random_hands``, seeded) are tapped in a private chat, each
from a fresh /calc: the melds, the standing tiles, the winning tile, the flags, switching pages as a
player would. One tap's latency runs from queuing the button press to the fake receiving the
picker's ``editMessageText``: both HTTP round trips, PTB, the picker's transaction on SQLite (read,
check, write), and the live result. By phase: under 13 tiles (the hand and the hint), at 13 (the
waits, from /waits) and at 14 (the score, from /score; the picture is not drawn, as Telegram's
picker is text). Also the messages a hand cost: sends and edits.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.telegram_bot import polling_bot  # noqa: E402
from tests.scoring.random_hands import random_winning_hand  # noqa: E402
from tests.scoring.test_picker import taps_of  # noqa: E402


def _keys(call) -> dict[str, str]:
    markup = call.params.get("reply_markup") or {}
    return {b["callback_data"].rsplit(":", 1)[1]: b["callback_data"]
            for row in markup.get("inline_keyboard", []) for b in row if b.get("callback_data")}


def _ops(event: str) -> list[str]:
    """The button presses of one picker event: a page first for a tile or a flag."""
    if event[0].isdigit():
        return [f"p{event[1]}", f"t{event}"]
    if event in "TLWGRI":
        return ["pf", f"f{event}"]
    if event in "SOF":
        return ["pf", f"s{event}"]
    return [f"m{event}"]


def _summary(values: list[float]) -> dict:
    ordered = sorted(values)
    return {"taps": len(ordered), "p50_ms": round(statistics.median(ordered), 2),
            "p99_ms": round(ordered[int(0.99 * (len(ordered) - 1))], 2), "max_ms": round(ordered[-1], 2)}


async def run(hands: int, seed: int) -> dict:
    rng = random.Random(seed)
    phases: dict[str, list[float]] = {"under 13": [], "13 (waits)": [], "14 (score)": []}
    sends = edits = 0
    async with polling_bot(send_pictures=True) as fake:
        user = fake.user(77, "Bench", "en")
        chat = fake.private_chat(user)
        for _ in range(hands):
            hand = random_winning_hand(rng)
            start = len(fake.calls)
            fake.send_text(chat, user, "/calc")
            call = await fake.wait_for("sendMessage", start=start, timeout=10)
            message_id, keys, shown = call.result["message_id"], _keys(call), "pm"
            for event in taps_of(hand):
                for op in _ops(event):
                    if op.startswith("p") and op == shown:
                        continue
                    begin = len(fake.calls)
                    started = time.perf_counter()
                    fake.click(chat, user, message_id, keys[op])
                    call = await fake.wait_for("editMessageText", start=begin, timeout=10)
                    elapsed = (time.perf_counter() - started) * 1000
                    keys, shown = _keys(call), op if op.startswith("p") else shown
                    count = int(call.params["text"].split("/14")[0].rsplit(" ", 1)[1])
                    phase = "14 (score)" if count == 14 else "13 (waits)" if count == 13 else "under 13"
                    if not op.startswith("p"):
                        phases[phase].append(elapsed)
            done = [c for c in fake.calls[start:] if c.method.startswith(("send", "edit"))]
            sends += sum(c.method.startswith("send") for c in done)
            edits += sum(c.method.startswith("edit") for c in done)
    return {"hands": hands, "messages_sent_per_hand": sends / hands, "edits_per_hand": edits / hands,
            **{phase: _summary(values) for phase, values in phases.items() if values}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = asyncio.run(run(args.hands, args.seed))
    print(json.dumps(result) if args.json else json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
