"""A hand at the table: deal, draw, discard, claims, kongs, wins, false wins and the exhaustive draw.

Pure: ``apply(state, action)`` returns a new ``HandState``; a hand is fully determined by (ruleset, seed,
position, decisions), so ``replay`` rebuilds any state from the decisions a chat stores. What every
ruleset shares is ``table.py``; what one ruleset decides (its wall, its claims, what wins and pays, its
AI and coach) is its ``TableRules`` (``rules.py``), looked up in ``registry.py`` by the ruleset's id
(``ruleset``: ``registry.DEFAULT`` when not given). A ruleset's rules and their sources are in its own
game package.
"""

from __future__ import annotations

from scoring.game import wall
from scoring.game.model import Action, ActionKind, ActionRefused, HandPosition, HandResult, MatchState, Phase, SeatView
from scoring.game.options import seat_view
from scoring.game.registry import DEFAULT, table_rules
from scoring.game.state import HandState
from scoring.game.table import Table
from scoring.game.tokens import TOKENS

K = ActionKind


# ----------------------------------------------------------------------------- the public functions


def position(hand_number: int, ruleset: str = DEFAULT) -> HandPosition:
    """Hand ``hand_number`` of a match: prevailing wind and each starting seat's wind."""
    return table_rules(ruleset).position(hand_number)


def start_hand(seed: bytes | int | str, match: MatchState, hand_number: int, ruleset: str = DEFAULT) -> HandState:
    """Hand ``hand_number`` (1-16) of a match played from ``seed``: dealt, bonus tiles replaced, the dealer's draw."""
    if match.over:
        raise ActionRefused("match_over")
    return start_position(seed, position(hand_number, ruleset), ruleset)


def start_position(seed: bytes | int | str, position: HandPosition, ruleset: str = DEFAULT) -> HandState:
    rules = table_rules(ruleset)
    tiles, salt = wall.shuffled_wall(rules, seed, position.number)
    table = Table.empty(wall.seed_bytes(seed), position, tiles, salt, rules)
    table.deal()
    return table.freeze()


def replay(seed: bytes | int | str, position: HandPosition, decisions: list[Action] | tuple[Action, ...],
           ruleset: str = DEFAULT) -> HandState:
    """The state after ``decisions`` (the players' actions, in order) from the start of the hand."""
    state = start_position(seed, position, ruleset)
    for action in decisions:
        state = apply(state, action)
    return state


def waiting_for(state: HandState) -> frozenset[int]:
    """The seats whose decision the engine needs now."""
    if state.phase is Phase.DISCARD:
        return frozenset((state.turn,))
    if state.phase is Phase.OVER:
        return frozenset()
    return state.asked - {a.seat for a in state.answers}


def legal(state: HandState, seat: int) -> tuple[Action, ...]:
    """Every action ``seat`` may take now (empty when it has nothing to decide)."""
    if state.phase is Phase.DISCARD:
        return state.rules.turn_options(state) if seat == state.turn else ()
    if state.phase is Phase.OVER or seat not in waiting_for(state):
        return ()
    return state.rules.claim_options(state, seat)


def apply(state: HandState, action: Action) -> HandState:
    """The state after ``action``; an action ``legal`` does not offer raises ``ActionRefused``."""
    if state.phase is Phase.OVER:
        raise ActionRefused("hand_over")
    options = legal(state, action.seat)
    if not options:
        raise ActionRefused("not_your_turn", seat=action.seat)
    if action not in options:
        raise ActionRefused("illegal_action", action=action.kind.value, tile=action.tile or "")
    table = Table.of(state)
    table.decisions.append(action)
    table.act(action)
    return table.freeze()


def view(state: HandState, seat: int) -> SeatView:
    """What the player at ``seat`` sees (nothing hidden from them: no other hand, no wall order)."""
    return seat_view(state, seat)


def result(state: HandState) -> HandResult | None:
    return state.outcome


def events(state: HandState) -> list[dict]:
    """The hand's JSON-lines events so far (issue 26, item 6); copies, so the state stays as it was."""
    return [{key: list(value) if isinstance(value, list) else value for key, value in event.items()}
            for event in state.log]


def wall_commitment(state: HandState) -> str:
    """SHA-256 (hex) of ``wall_reveal(state)``: publish it at the start."""
    return wall.commitment(state.wall, state.salt)


def wall_reveal(state: HandState) -> str:
    """The wall in draw order and the salt: ``sha256`` of this text is the commitment."""
    return wall.reveal_text(state.wall, state.salt)


def check_reveal(reveal: str, committed: str, ruleset: str = DEFAULT) -> bool:
    """Whether ``reveal`` is a full wall of the ruleset's tiles that hashes to ``committed`` (a player's check)."""
    return wall.check_reveal(reveal, committed, table_rules(ruleset))


def automatic(state: HandState, seat: int) -> Action:
    """The move made for an absent player: pass a claim, discard the drawn tile (else the last tile)."""
    options = legal(state, seat)
    if not options:
        raise ActionRefused("not_your_turn", seat=seat)
    if state.phase is not Phase.DISCARD:
        return Action(K.PASS, seat)
    tile = state.drawn if state.drawn is not None else state.hands[seat][-1]
    return Action(K.DISCARD, seat, TOKENS[tile])


