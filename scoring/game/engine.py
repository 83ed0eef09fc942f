"""The MCR hand: deal, draw, discard, claims, kongs, flowers, wins, false wins and the exhaustive draw.

Pure: ``apply(state, action)`` returns a new ``HandState``; a hand is fully determined by (seed,
position, decisions), so ``replay`` rebuilds any state from the decisions a chat stores.

Rules and their sources (the MCR competition rules as the Green Book states them, checked against
ChineseOfficialMahjongHelper, "CHM"; ``/work/shared/spec/field-facts.md`` summarises them):

* 144 tiles: 136 and 8 flowers; 13 tiles each, then flowers are replaced from the back of the wall
  (dealer first, in turn order), then the dealer draws. A drawn flower is set aside and replaced
  from the back. Flowers score one fan each but not toward the 8-fan minimum (CHM ``flower_tiles``).
* A chow only from the player on the left (the discarder is the seat before the claimer); a pung or
  a kong from anyone; a win from anyone. Priority: win > pung/kong > chow; a discard has one winner,
  the first in turn order after the discarder (截和). Every seat that has a claim is asked; the window
  resolves when all have answered.
* Kongs: concealed (four in hand), melded (on a discard, onto a concealed pung), added (the fourth
  tile onto one's claimed pung); each draws a replacement from the back. Only an added kong can be
  robbed (抢杠和); a concealed kong shows face down to the others.
* After a chow or a pung the claimer discards (no kong or win before that discard: our choice).
* Once the wall is empty a discard can only be claimed for a win (海底捞月), and no kong is
  declared (it would need a replacement); a draw needed from an empty wall ends the hand drawn.
* A win needs 8 fan without flowers; a declared win under 8 is a false win: the claimer pays 10 to
  each other player and the hand goes on (``match.py``; the score sheet's rule). The engine offers
  ``WIN`` whenever the tiles form a winning shape, so the player can make that mistake.
"""

from __future__ import annotations

from scoring.game.match import position as position_of
from scoring.game.model import Action, ActionKind, GameError, HandPosition, HandResult, MatchState, Phase, SeatView
from scoring.game.options import claim_options, seat_view, turn_options
from scoring.game.state import HandState
from scoring.game.table import Table
from scoring.game.tokens import TOKENS
from scoring.game.wall import commitment, reveal_text, seed_bytes, shuffled_wall

K = ActionKind


# ----------------------------------------------------------------------------- the public functions


def start_hand(seed: bytes | int | str, match: MatchState, hand_number: int) -> HandState:
    """Hand ``hand_number`` (1-16) of a match played from ``seed``: dealt, flowers replaced, the dealer's draw."""
    if match.over:
        raise GameError("match_over")
    return start_position(seed, position_of(hand_number))


def start_position(seed: bytes | int | str, position: HandPosition) -> HandState:
    wall, salt = shuffled_wall(seed, position.number)
    table = Table.empty(seed_bytes(seed), position, wall, salt)
    table.deal()
    return table.freeze()


def replay(seed: bytes | int | str, position: HandPosition, decisions: list[Action] | tuple[Action, ...]) -> HandState:
    """The state after ``decisions`` (the players' actions, in order) from the start of the hand."""
    state = start_position(seed, position)
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
        return turn_options(state) if seat == state.turn else ()
    if state.phase is Phase.OVER or seat not in waiting_for(state):
        return ()
    return claim_options(state, seat)


def apply(state: HandState, action: Action) -> HandState:
    """The state after ``action``; an action ``legal`` does not offer raises ``GameError``."""
    if state.phase is Phase.OVER:
        raise GameError("hand_over")
    options = legal(state, action.seat)
    if not options:
        raise GameError("not_your_turn", seat=action.seat)
    if action not in options:
        raise GameError("illegal_action", action=action.kind.value, tile=action.tile or "")
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
    """The hand's JSON-lines events so far (issue 26, item 6)."""
    return list(state.log)


def wall_commitment(state: HandState) -> str:
    """SHA-256 (hex) of ``wall_reveal(state)``: publish it at the start."""
    return commitment(state.wall, state.salt)


def wall_reveal(state: HandState) -> str:
    """The wall in draw order and the salt: ``sha256`` of this text is the commitment."""
    return reveal_text(state.wall, state.salt)


def automatic(state: HandState, seat: int) -> Action:
    """The move made for an absent player: pass a claim, discard the drawn tile (else the last tile)."""
    options = legal(state, seat)
    if not options:
        raise GameError("not_your_turn", seat=seat)
    if state.phase is not Phase.DISCARD:
        return Action(K.PASS, seat)
    tile = state.drawn if state.drawn is not None else state.hands[seat][-1]
    return Action(K.DISCARD, seat, TOKENS[tile])


