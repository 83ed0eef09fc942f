"""Who decides now, and the moves nobody has to wait for: a hand replayed from its log, the check that
a press still belongs to the decision it was offered for, and the AI's and away seats' moves."""

from __future__ import annotations

from dataclasses import dataclass

from quiz.play.model import Decision, PlayError, PlayTable
from quiz.play.rules import TablePlay
from quiz.play.rulesets import table_play

#: decisions one call may add for the automatic seats: more than any hand has
MAX_AUTOMATIC = 1000


@dataclass(frozen=True)
class HandNow:
    """A hand as its log leaves it: the ruleset's part playing it, the engine's state, how many decisions
    it holds, who must decide, and the result once it is over."""

    play: TablePlay
    state: object
    decisions: tuple[Decision, ...]
    waiting: frozenset[int]
    result: object | None

    @property
    def point(self) -> int:
        """The decision point: how many decisions were taken (a button carries it)."""
        return len(self.decisions)


def replayed(table: PlayTable, decisions: tuple[Decision, ...]) -> HandNow:
    play = table_play(table)
    return _now(play, play.replay(table, [d.action for d in decisions]), decisions)


def extended(now: HandNow, decisions: tuple[Decision, ...]) -> HandNow:
    """``now`` carried on by the decisions logged after it (``decisions`` holds the whole log)."""
    state = now.state
    for decision in decisions[now.point:]:
        state = now.play.apply(state, decision.action)
    return _now(now.play, state, decisions)


def _now(play: TablePlay, state, decisions: tuple[Decision, ...]) -> HandNow:
    return HandNow(play, state, decisions, play.waiting(state), play.result(state))


def check_current(now: HandNow, seat: int, point: int) -> None:
    """Refuse a press made for an earlier decision point: the seat has decided since, or the turn moved
    on (a discard, a claim, a kong). A claim window's answers by other seats leave it current."""
    if seat not in now.waiting or point > now.point:
        raise PlayError("not_your_turn")
    for decision in now.decisions[point:]:
        if decision.seat == seat or decision.action.get("kind") in now.play.turn_ending:
            raise PlayError("stale_move")


def apply(table: PlayTable, now: HandNow, seat: int, action: dict, author: str, at: float) -> tuple[HandNow, Decision]:
    """``action`` by ``seat`` taken now: the engine checks it is legal (a ``ActionRefused`` if not)."""
    state = now.play.apply(now.state, action)
    decision = Decision(now.point + 1, seat, action, author, at)
    return _now(now.play, state, (*now.decisions, decision)), decision


def automatic(table: PlayTable, now: HandNow, at: float) -> tuple[HandNow, list[Decision]]:
    """The moves of the AI and away seats, in turn, until a person present must decide or the hand ends."""
    added: list[Decision] = []
    for _ in range(MAX_AUTOMATIC):
        seat = next((s for s in sorted(now.waiting) if table.seats[s].automatic), None)
        if seat is None:
            break
        if table.seats[seat].ai:
            salt = f"{table.seed}:{table.hand}:{now.point}:{seat}"
            move, author = now.play.ai_move(now.state, seat, table.options.ai_level, salt), "ai"
        else:
            move, author = now.play.automatic_move(now.state, seat), "auto"
        now, decision = apply(table, now, seat, move, author, at)
        added.append(decision)
    return now, added


def timed_out(table: PlayTable, now: HandNow, at: float) -> tuple[HandNow, list[Decision], list[int]]:
    """The time ran out: every person still waited for gets the automatic move and is marked away."""
    added: list[Decision] = []
    late = sorted(seat for seat in now.waiting if not table.seats[seat].automatic)
    for seat in late:
        if seat in now.waiting:
            move = now.play.automatic_move(now.state, seat)
            now, decision = apply(table, now, seat, move, "auto", at)
            added.append(decision)
    return now, added, late


__all__ = ["HandNow", "replayed", "extended", "check_current", "apply", "automatic", "timed_out"]
