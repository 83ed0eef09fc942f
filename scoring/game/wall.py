"""The wall: the ruleset's tiles (``TableRules.wall_tiles``) shuffled from the seed, committed by SHA-256.

Each hand's wall comes from ``sha256(seed, hand number)`` alone, so a hand replays from (seed,
position, decisions). The commitment is ``sha256(reveal)`` where ``reveal`` is the wall's tokens in
draw order (the live end first; replacement tiles come from the other end) and a salt drawn from the
same seed, ``"1m,7z,f3,...;<salt>"``: published at the start, revealed at the end, anyone can check.
"""

from __future__ import annotations

import hashlib
import random

from scoring.game.rules import TableRules
from scoring.game.tokens import TOKENS


def seed_bytes(seed: bytes | int | str) -> bytes:
    if isinstance(seed, bytes):
        return seed
    if isinstance(seed, int):
        return seed.to_bytes(max(1, (seed.bit_length() + 8) // 8), "big", signed=True)
    return seed.encode()


def shuffled_wall(rules: TableRules, seed: bytes | int | str, hand_number: int) -> tuple[tuple[int, ...], str]:
    """The wall of hand ``hand_number`` as tile indexes, and its salt (hex)."""
    digest = hashlib.sha256(seed_bytes(seed) + b"/hand/" + str(hand_number).encode()).digest()
    rng = random.Random(digest)
    tiles = list(rules.wall_tiles)
    rng.shuffle(tiles)
    return tuple(tiles), f"{rng.getrandbits(128):032x}"


def reveal_text(wall: tuple[int, ...], salt: str) -> str:
    return ",".join(TOKENS[t] for t in wall) + ";" + salt


def commitment(wall: tuple[int, ...], salt: str) -> str:
    return hashlib.sha256(reveal_text(wall, salt).encode()).hexdigest()


def check_reveal(reveal: str, committed: str, rules: TableRules) -> bool:
    """Whether ``reveal`` is a full wall of the ruleset's tiles that hashes to ``committed`` (a player's check)."""
    tokens = reveal.split(";", 1)[0].split(",")
    full = sorted(TOKENS[t] for t in rules.wall_tiles)
    return sorted(tokens) == full and hashlib.sha256(reveal.encode()).hexdigest() == committed
