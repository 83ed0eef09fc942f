"""Riichi at the chat table: ``scoring.riichi.game`` behind the table's ``TablePlay`` (``quiz/play/rules.py``).

A hand starts from where the game stands (dealer, wind, honba, sticks, scores), which its log's first
entry holds (``opening``): the next hand's opening is ``RiichiGame.hand_over`` applied to the hand that
ended, so a game's end is the engine's (bankruptcy, the last hand, the extra round, the last dealer's stop)
under the table's preset. The walls come from the table's seed and the hand's number, as ``RiichiGame``
deals them.
"""

from __future__ import annotations

import copy
import hashlib
import json
from dataclasses import dataclass, replace

from quiz.play.engine import PLAYED
from quiz.play.model import AILevel, Options, PlayError, PlayTable
from quiz.play.riichi_ai import ai_choice
from quiz.play.riichi_coach import RiichiHint, RiichiReview, riichi_hint, riichi_review
from quiz.play.riichi_sheet import sheet_hand_end, sheet_hand_end_options
from quiz.sheet.model import EntryBody, Player, TableStart, Wind
from quiz.sheet.riichi_bet import RiichiBet
from scoring.riichi.game.log_mjai import write_game as mjai_text
from scoring.riichi.game.log_tenhou6 import write_game as tenhou6_json
from scoring.riichi.game.match import Position, RiichiGame
from scoring.riichi.game.model import Act, Action, HandEnd
from scoring.riichi.game.presets import DEFAULT_PRESET, LENGTHS, PRESETS, Preset
from scoring.riichi.game.table import RiichiHand
from scoring.riichi.game.tiles import is_red, kind
from scoring.tiles import Tile

#: the opening entry's kind (by no seat: the table writes it)
START = "start"
#: a game is over by its own rules; this many hands end it whatever happens (a guard, never reached in play)
MAX_GAME_HANDS = 64
#: Tenhou's viewer opens a game from its JSON in the link; longer links are left to the file
VIEWER = "https://tenhou.net/6/#json="
MAX_LINK = 1800


@dataclass(frozen=True)
class RiichiTableHand:
    """A hand at the chat table: its opening (where the game stood) and the engine's hand."""

    opening: dict
    hand: RiichiHand


def token(tile: int, reds: bool) -> str:
    """A tile id as the notation writes it: ``5m``, ``0m`` for a red five, ``7z``."""
    code = Tile(kind(tile)).code
    return "0" + code[1] if is_red(tile, reds) else code


def preset_of_table(options: Options) -> Preset:
    """The table's preset, played east-only or as a half game when the table chose its length."""
    preset = PRESETS[options.preset or DEFAULT_PRESET]
    length = getattr(options, "length", None)  # the sheet's readers hand over any options naming a preset
    return replace(preset, length=length) if length else preset


def _opening(position: Position, sticks: int, scores) -> dict:
    return {"kind": START, "seat": -1, "round_wind": position.round_wind, "dealer": position.dealer,
            "number": position.number, "honba": position.honba, "extension": position.extension,
            "sticks": sticks, "scores": list(scores)}


def _position(opening: dict) -> Position:
    return Position(opening["round_wind"], opening["dealer"], opening["number"], opening["honba"],
                    bool(opening["extension"]))


def _copied(hand: RiichiHand) -> RiichiHand:
    """The hand copied to act on (the preset and wall are shared: they never change)."""
    return copy.deepcopy(hand, {id(hand.preset): hand.preset, id(hand.wall): hand.wall})


class _RiichiPlay:
    id = "riichi"
    turn_ending = frozenset({Act.DISCARD, Act.RIICHI, Act.CHI, Act.PON, Act.OPEN_KAN, Act.CLOSED_KAN, Act.ADDED_KAN,
                             Act.NUKI})
    reviews = True
    viewer = True
    #: Tenhou's and Mahjong Soul's lobbies offer both: 東風戦 (east-only) and 東南戦 (https://tenhou.net/man/)
    lengths = LENGTHS

    def players(self, options: Options) -> int:
        return preset_of_table(options).players

    def check(self, options: Options) -> Options:
        name = options.preset or DEFAULT_PRESET
        # a tournament's preset is the score sheet's name (``mleague``), written here with a hyphen
        name = next((known for known in PRESETS if known.replace("-", "") == name), name)
        if name not in PRESETS:
            raise PlayError("bad_preset", preset=name, known=", ".join(PRESETS))
        preset = PRESETS[name]
        if options.length is not None and options.length not in LENGTHS:
            raise PlayError("bad_length", lengths="|".join(LENGTHS))
        return replace(options, preset=name, people=min(options.people, preset.players))

    def opening(self, table: PlayTable, ended: RiichiTableHand | None) -> dict | None:
        preset = preset_of_table(table.options)
        if ended is None:
            return _opening(Position(), 0, [preset.start_points] * preset.players)
        if table.hand >= MAX_GAME_HANDS:
            return None
        game = self._after(table, ended)
        return None if game.over else _opening(game.position, game.sticks, game.scores)

    def final_deltas(self, table: PlayTable, ended: RiichiTableHand) -> tuple[int, ...]:
        """The riichi sticks still on the table when the game ends, to the first place where the preset says
        so (``leftover_sticks_to_first``; Tenhou's rule page: 供託は終局時トップ取り)."""
        game = self._after(table, ended)
        return tuple(after - before for after, before in zip(game.scores, ended.hand.scores, strict=True))

    @staticmethod
    def _after(table: PlayTable, ended: RiichiTableHand) -> RiichiGame:
        """The game as it stands after the hand that ended (``RiichiGame.hand_over``)."""
        start = ended.opening
        game = RiichiGame(preset_of_table(table.options), table.seed, list(start["scores"]), _position(start),
                          start["sticks"])
        game.hand_over(ended.hand)
        return game

    def replay(self, table: PlayTable, actions: list[dict]) -> RiichiTableHand:
        if not actions or actions[0].get("kind") != START:
            raise PlayError("no_opening")
        opening, preset = actions[0], preset_of_table(table.options)
        wall = RiichiGame(preset, table.seed).wall(table.hand)
        hand = RiichiHand(preset, wall, opening["dealer"], opening["round_wind"], opening["honba"],
                          opening["sticks"], opening["scores"])
        for action in actions[1:]:
            hand.act(Action.from_json(action))
        return RiichiTableHand(opening, hand)

    def apply(self, state: RiichiTableHand, action: dict) -> RiichiTableHand:
        hand = _copied(state.hand)
        hand.act(Action.from_json(action))
        return RiichiTableHand(state.opening, hand)

    def waiting(self, state: RiichiTableHand) -> frozenset[int]:
        return frozenset(state.hand.waiting())

    def result(self, state: RiichiTableHand) -> HandEnd | None:
        return state.hand.end

    def deltas(self, state: RiichiTableHand) -> tuple[int, ...]:
        """The scores after the hand less those it started with: the win's or draw's payments (``HandEnd.deltas``,
        the sticks a winner collects included) and the riichi bets (1,000 each, paid when declared)."""
        return tuple(after - before for after, before in zip(state.hand.scores, state.opening["scores"], strict=True))

    def legal(self, state: RiichiTableHand, seat: int) -> tuple[Action, ...]:
        return state.hand.legal(seat)

    def ai_move(self, state: RiichiTableHand, seat: int, level: AILevel, salt: str) -> dict:
        """The AI seats of ``scoring.riichi.ai``: its strong level for the table's player level."""
        return ai_choice(state.hand, seat, level is AILevel.PLAYER).to_json()

    def automatic_move(self, state: RiichiTableHand, seat: int) -> dict:
        """Pass a claim (a win too, as the shared engine's automatic move does), else discard the drawn tile."""
        hand = state.hand
        legal = hand.legal(seat)
        for action in legal:
            if action.kind is Act.PASS:
                return action.to_json()
        discards = [a for a in legal if a.kind is Act.DISCARD]
        drawn = hand.view(seat).drawn
        return next((a for a in discards if a.tile == drawn), discards[-1]).to_json()

    def hint(self, state: RiichiTableHand, seat: int) -> RiichiHint:
        return riichi_hint(state.hand, seat)

    def review(self, state: RiichiTableHand, seat: int) -> RiichiReview:
        return riichi_review(self._dealt(state.hand), list(state.hand.decisions), seat)

    @staticmethod
    def _dealt(hand: RiichiHand) -> RiichiHand:
        """The hand as it was dealt, before any decision."""
        return RiichiHand(hand.preset, hand.wall, hand.dealer, hand.round_wind, hand.honba, hand.start_sticks,
                          hand.start_scores)

    def wall_commitment(self, state: RiichiTableHand) -> str:
        return hashlib.sha256(self.wall_reveal(state).encode()).hexdigest()

    def wall_reveal(self, state: RiichiTableHand) -> str:
        """The wall's tiles in dealing order (red fives as ``0``), live wall first, the dead wall last."""
        reds = state.hand.preset.red_fives
        return "".join(token(tile, reds) for tile in state.hand.wall)

    @staticmethod
    def game(table: PlayTable, hands: list[RiichiTableHand]) -> RiichiGame:
        """The table's game as the log writers read it: its preset, seed and finished hands."""
        game = RiichiGame(preset_of_table(table.options), table.seed)
        game.played = [state.hand for state in hands if state.hand.end is not None]
        return game

    def exports(self, table: PlayTable, hands: list[RiichiTableHand]) -> list[tuple[str, str, bytes]]:
        game = self.game(table, hands)
        names = tuple(seat.name for seat in table.seats)
        stem = f"fanbot-riichi-{table.id[:8]}"
        return [(f"{stem}.json", "application/json", (_compact(tenhou6_json(game, names)) + "\n").encode()),
                (f"{stem}.mjai.jsonl", "application/x-ndjson", mjai_text(game, names).encode())]

    def viewer_link(self, table: PlayTable, hands: list[RiichiTableHand]) -> str | None:
        link = VIEWER + _compact(tenhou6_json(self.game(table, hands), tuple(seat.name for seat in table.seats)))
        return link if len(link) <= MAX_LINK else None

    def sheet_start(self, table: PlayTable) -> TableStart:
        """The chat's Riichi sheet under the preset's points, uma, length, bankruptcy and last dealer's stop."""
        preset = preset_of_table(table.options)
        counted_from = preset.return_points if preset.oka_to_first else preset.start_points  # the sheet's oka follows
        options = (PLAYED, ("start", str(preset.start_points)), ("return", str(counted_from)),
                   ("uma", ",".join(str(round(u)) for u in preset.uma)),
                   ("length", "hanchan" if preset.length == "south" else "tonpuu"),
                   ("bust", "on" if preset.bankruptcy else "off"),
                   ("agariyame", "on" if preset.last_dealer_stop else "off"),
                   ("leftover", "top" if preset.leftover_sticks_to_first else "lost"),
                   *sheet_hand_end_options(preset.name))
        return TableStart(self.id, tuple(Player(seat.name, seat.user_id) for seat in table.seats),
                          tuple(Wind)[:preset.players], options)

    def sheet_entries(self, table: PlayTable, state: RiichiTableHand) -> list[EntryBody]:
        """Each accepted riichi's bet, then how the hand ended (``sheet_hand_end``)."""
        entries: list[EntryBody] = [RiichiBet(seat) for seat, declared in enumerate(state.hand.riichi) if declared]
        return [*entries, sheet_hand_end(state.hand.end)]


def _compact(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


PLAY = _RiichiPlay()

__all__ = ["PLAY", "RiichiTableHand", "START", "preset_of_table", "token"]
