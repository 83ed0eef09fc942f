"""Games written by PyPI ``jansou`` (a test-only dependency) from fixed seeds, in every format it writes.

jansou's own game engine and efficiency agents play them; its writers give tenhou.net/6 JSON (four
players only), its viewer link, mjai JSON lines and mjlog XML. Short games (East round only) keep
the default run quick.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import urllib.parse
from dataclasses import dataclass

from jansou.core.rules import preset
from jansou.core.tiles import Wind
from jansou.game.agents import SmartEfficiencyAgent
from jansou.game.environment import Environment
from jansou.io.from_game import paifu_from_game
from jansou.io.mjai import dump_mjai
from jansou.io.mjlog import dump_mjlog
from jansou.io.tenhou_json import dump_tenhou_json, dump_tenhou_json_url


@dataclass(frozen=True)
class WrittenGame:
    seats: int
    mjai: str
    mjlog: str
    tenhou6: str | None
    viewer_link: str | None


@functools.cache
def written_game(seed: int, seats: int = 4, east_only: bool = True) -> WrittenGame:
    rules = preset("tenhou" if seats == 4 else "tenhou-3p")
    if east_only:
        rules = dataclasses.replace(rules, game_length=Wind.EAST)
    environment = Environment(rules, seed=seed)
    environment.run([SmartEfficiencyAgent(seed=seed * 10 + seat) for seat in range(seats)])
    paifu = paifu_from_game(environment)
    tenhou6 = json.dumps(dump_tenhou_json(paifu), ensure_ascii=False) if seats == 4 else None
    link = dump_tenhou_json_url(paifu) if seats == 4 else None
    return WrittenGame(seats, dump_mjai(paifu), dump_mjlog(paifu), tenhou6, link)


@dataclass(frozen=True)
class OneHand:
    """The first hand alone of seed 1's game, as mjai, a tenhou.net/6 viewer link and mjlog."""

    mjai: str
    link: str
    mjlog: str


@functools.cache
def one_hand() -> OneHand:
    """The review's chat, web and command-line tests weigh few decisions: one hand. Played when a test first
    asks, not at collection (every worker collects every module)."""
    game = written_game(1)
    lines = game.mjai.splitlines()
    mjai = "\n".join(lines[: next(i for i, line in enumerate(lines) if '"end_kyoku"' in line) + 1])
    tenhou6 = json.loads(game.tenhou6)
    link = "https://tenhou.net/6/#json=" + urllib.parse.quote(json.dumps(
        {**tenhou6, "log": tenhou6["log"][:1]}, ensure_ascii=False))
    mjlog = game.mjlog[: game.mjlog.index("<INIT", game.mjlog.index("<INIT") + 1)] + "</mjloggm>"
    return OneHand(mjai, link, mjlog)
