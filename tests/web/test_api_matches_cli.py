"""The JSON API answers exactly what ``fanbot score|waits|efficiency --json`` prints, hand for hand.

Seeded random hands (MCR and Riichi wins, ready hands, 14-tile hands to discard from, and broken ones:
hundreds every run, thousands under FANBOT_TEST_DEEP=1) go through the real command line in ``--batch``
mode, whose lines are what ``--json`` prints one by one, and through the API over loopback; the JSON must
be equal, and so must the verdict (HTTP 200 for an answer, 400 for the CLI's coded error).
"""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.cli import main
from bot.web.app import build_app
from scoring.notation import format_hand, format_partial
from tests.deep import seeds, sized
from tests.scoring.efficiency_hands import random_hand
from tests.scoring.random_hands import random_ready_hand, random_winning_hand
from tests.scoring.riichi_random_hands import random_riichi_hand

UNLIMITED = (10**9, 60.0)


def _broken(rng: random.Random, hand: str) -> str:
    """A hand spoiled the way people spoil them: a tile short or over, a stray letter, a fifth copy."""
    kind = rng.randrange(4)
    if kind == 0:
        return hand.replace("m", "", 1) if "m" in hand else hand + "x"
    if kind == 1:
        return "5m" + hand
    if kind == 2:
        return hand + " q"
    return "1111m1m " + hand


def _cli_lines(tmp_path, capsys, command: str, hands: list[str], options: list[str]) -> list[dict]:
    path = tmp_path / f"{command}-{len(options)}.txt"
    path.write_text("\n".join(hands) + "\n", encoding="utf-8")
    capsys.readouterr()
    main([command, "--batch", str(path), *options])
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


async def _api(client: TestClient, command: str, hands: list[str], request: dict) -> list[tuple[int, dict]]:
    gate = asyncio.Semaphore(8)

    async def one(hand: str) -> tuple[int, dict]:
        async with gate:
            response = await client.post(f"/api/{command}", json={"hand": hand, **request})
            return response.status, await response.json()

    return await asyncio.gather(*(one(hand) for hand in hands))


def _cases(seed: int) -> list[tuple[str, list[str], list[str], dict]]:
    """(command, hands, CLI options, the same options as API fields)."""
    rng = random.Random(seed)
    mcr = [format_hand(random_winning_hand(rng)) for _ in range(sized(400, 20_000))]
    riichi = [format_hand(random_riichi_hand(rng), ruleset="riichi") for _ in range(sized(100, 5000))]
    in_japanese = sized(50, 350)  # the rest with the table options
    ready = [format_partial(random_ready_hand(rng)) for _ in range(sized(100, 2000))]
    to_discard = [format_partial(random_hand(rng)) for _ in range(sized(40, 600))]
    broken = [_broken(rng, hand) for hand in rng.sample(mcr, 150)]
    return [
        ("score", mcr + broken, [], {}),
        ("score", riichi[:in_japanese], ["--rules", "riichi", "--lang", "ja"], {"rules": "riichi", "lang": "ja"}),
        ("score", riichi[in_japanese:] + ["nagashi seat=S"],
         ["--rules", "riichi", "--kiriage", "--no-open-tanyao", "--red-fives", "1,2,1", "--kazoe", "sanbaiman",
          "--no-paarenchan-needs-yaku", "--players", "4"],
         {"rules": "riichi", "kiriage": True, "no_open_tanyao": True, "red_fives": [1, 2, 1], "kazoe": "sanbaiman",
          "paarenchan_needs_yaku": False, "players": 4}),
        ("waits", ready, [], {}),
        ("waits", [hand.split(" ")[0] for hand in ready[:60]], ["--rules", "riichi", "--karaten", "ready"],
         {"rules": "riichi", "karaten": "ready"}),
        ("efficiency", to_discard + broken[:20], [], {}),
    ]


@pytest.mark.parametrize("seed", seeds(2025, "WEB_API_SEED"))
async def test_the_api_answers_a_seeded_sample_of_hands_exactly_as_the_command_line(seed, tmp_path, capsys):
    """About 870 hands of every kind (errors included); over 27,000 under FANBOT_TEST_DEEP=1."""
    client = TestClient(TestServer(build_app(budget=UNLIMITED)))
    await client.start_server()
    compared = errors = 0
    try:
        for command, hands, options, request in _cases(seed):
            expected = _cli_lines(tmp_path, capsys, command, hands, options)
            answered = await _api(client, command, hands, request)
            assert len(expected) == len(answered) == len(hands)
            for hand, cli, (status, api) in zip(hands, expected, answered, strict=True):
                assert api == cli, (command, request, hand)
                assert status == (400 if "error" in cli else 200), (command, hand)
                errors += "error" in cli
            compared += len(hands)
    finally:
        await client.close()
    assert compared >= sized(800, 3_000) and 60 <= errors < compared // 3  # every kind of answer, errors included


@pytest.mark.parametrize("hand, options, request_fields", [
    ("[123p] [CCC] 999m7999p8p tsumo", [], {}),
    ("", [], {}),
    ("123m456p789s234s5m +5m tsumo riichi dora=4s", ["--rules", "riichi"], {"rules": "riichi"}),
    ("1112345678999m", [], {}),
    ("123m456p789s1122z5m", ["--rules", "riichi"], {"rules": "riichi"}),
])
@pytest.mark.parametrize("command", ["score", "waits", "efficiency"])
async def test_one_hand_is_what_json_prints(command, hand, options, request_fields, capsys):
    capsys.readouterr()
    main([command, "--json", *options, hand] if hand else [command, "--json", *options])
    printed = json.loads(capsys.readouterr().out)
    client = TestClient(TestServer(build_app(budget=UNLIMITED)))
    await client.start_server()
    try:
        response = await client.post(f"/api/{command}", json={"hand": hand, **request_fields})
        assert await response.json() == printed
        assert response.status == (400 if "error" in printed else 200)
    finally:
        await client.close()


async def test_an_option_the_command_does_not_take_is_a_usage_error():
    client = TestClient(TestServer(build_app(budget=UNLIMITED)))
    await client.start_server()
    try:
        for body in ({"hand": "1112345678999m5m", "batch": "/etc/passwd"}, {"hand": "1m", "rules": "go"},
                     {"hand": "1112345678999m5m", "jobs": 4}, {"hand": ["1m"]}, {"hand": "1m", "kazoe": {"a": 1}}):
            response = await client.post("/api/score", json=body)
            assert response.status == 400
            assert (await response.json())["code"] == "usage", body
    finally:
        await client.close()
