"""What a hand's end pays beside a win: the exhaustive draw (tenpai payments, nagashi mangan); who wins a
multiple ron. Values as Tenhou's rule page gives them: 3,000 from the not-ready to the ready; nagashi paid as
a self-drawn mangan (4,000 from or to the dealer, 2,000 otherwise), instead of the tenpai payments."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.riichi.game.presets import Preset

MANGAN_SHARE = 2000


def draw_deltas(preset: Preset, dealer: int, tenpai: Sequence[int], nagashi: Sequence[int]) -> tuple[int, ...]:
    """Each seat's change at an exhaustive draw."""
    n = preset.players
    if nagashi:
        return nagashi_deltas(n, dealer, nagashi)
    deltas = [0] * n
    noten = [s for s in range(n) if s not in tenpai]
    if tenpai and noten and preset.noten_pool:
        for seat in tenpai:
            deltas[seat] += preset.noten_pool // len(tenpai)
        for seat in noten:
            deltas[seat] -= preset.noten_pool // len(noten)
    return tuple(deltas)


def nagashi_deltas(players: int, dealer: int, nagashi: Sequence[int]) -> tuple[int, ...]:
    """Each nagashi seat paid a mangan tsumo by every other (4,000 from or to the dealer, 2,000 otherwise)."""
    deltas = [0] * players
    for winner in nagashi:
        for seat in range(players):
            if seat != winner:
                share = 2 * MANGAN_SHARE if dealer in (seat, winner) else MANGAN_SHARE
                deltas[seat] -= share
                deltas[winner] += share
    return tuple(deltas)


def rons_in_order(seats: Sequence[int], discarder: int, players: int, multiple: bool) -> list[int]:
    """The winners of a discard, nearest the discarder's right first; only that one under head bump."""
    ordered = sorted(seats, key=lambda seat: (seat - discarder) % players)
    return ordered if multiple else ordered[:1]
