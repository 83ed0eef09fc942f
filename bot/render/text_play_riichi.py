"""A Riichi table played in the chat as text (``bot/render/play_views.py``): the table everyone sees (the
preset, the wind and hand, honba, sticks, dora indicators, the wall's count, each seat's score, melds and
river with its riichi tile marked), a player's own hand and choices, a hand's result, the game's end."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Translator
from bot.render import text_play_chat
from bot.render.names import fan_name
from bot.render.reply_parts import hand_picture
from bot.replies import Picture
from bot.rich import Rich, bold, code, lines, rich_translator, tiles
from quiz.play.model import PlayError, PlayTable
from quiz.play.riichi import RiichiTableHand, preset_of_table, token
from quiz.play.riichi_coach import RiichiHint, RiichiReview
from quiz.play.turns import HandNow
from scoring.riichi.game.match import final_points, ranking
from scoring.riichi.game.model import Act, Action, HandEnd, RiverTile, TableMeld
from scoring.riichi.game.tiles import RED_IDS

_WINDS = ("sheet.wind_east", "sheet.wind_south", "sheet.wind_west", "sheet.wind_north")
_MOVES = {Act.DISCARD: "play.move_discard", Act.RIICHI: "play.move_riichi", Act.TSUMO: "play.move_tsumo",
          Act.RON: "play.move_ron", Act.CHI: "play.move_chi", Act.PON: "play.move_pon",
          Act.OPEN_KAN: "play.move_open_kan", Act.CLOSED_KAN: "play.move_closed_kan",
          Act.ADDED_KAN: "play.move_added_kan", Act.NUKI: "play.move_nuki",
          Act.NINE_TERMINALS: "play.move_nine_terminals", Act.PASS: "play.move_pass"}
_CODES = {Act.DISCARD: "d", Act.RIICHI: "r", Act.TSUMO: "t", Act.RON: "w", Act.CHI: "c", Act.PON: "p",
          Act.OPEN_KAN: "g", Act.CLOSED_KAN: "k", Act.ADDED_KAN: "a", Act.NUKI: "n", Act.NINE_TERMINALS: "9",
          Act.PASS: "x"}
_KINDS = {letter: kind for kind, letter in _CODES.items()}
#: a length the table chose, beside the preset's name (the preset's own length is not repeated)
_LENGTHS = {"east": "play.riichi_length_east", "south": "play.riichi_length_south"}
#: a tile id in a button's code: three digits (0-135)
_ID = 3
#: the wins and the abortive draw's choice before the calls, the calls before the discards
_FIRST = (Act.TSUMO, Act.RON, Act.NINE_TERMINALS, Act.CHI, Act.PON, Act.OPEN_KAN, Act.CLOSED_KAN, Act.ADDED_KAN,
          Act.NUKI, Act.PASS)


def lobby_text(tr: Translator, table: PlayTable) -> Rich:
    """The shared lobby, its rules line naming the preset (a Riichi game ends by its own rules, not a count)."""
    rules = rich_translator(tr)("play.riichi_lobby_rules", preset=preset_label(tr, table),
                                seconds=int(table.options.move_seconds))
    return text_play_chat.lobby_text(tr, table, rules)


def preset_label(tr: Translator, table: PlayTable) -> str:
    """The preset's name, with the game's length when the table chose one (``length=east``)."""
    name, length = table.options.preset or "", table.options.length
    return tr("play.riichi_preset_length", preset=name, length=tr(_LENGTHS[length])) if length else name


def _reds(table: PlayTable) -> bool:
    return preset_of_table(table.options).red_fives


def _tokens(ids: Sequence[int], reds: bool) -> str:
    return " ".join(token(t, reds) for t in sorted(ids, key=lambda t: (t >> 2, t)))


def _meld(meld: TableMeld, reds: bool) -> str:
    return "[" + "".join(token(t, reds) for t in meld.tiles) + "]"


def _river(river: Sequence[RiverTile], reds: bool) -> str:
    """The discards in order: the riichi tile turned (written ``(5s)``), a claimed one marked ``*``."""
    shown = []
    for tile in river:
        word = token(tile.tile, reds)
        shown.append(f"({word})" if tile.riichi else word + ("*" if tile.claimed else ""))
    return " ".join(shown)


def _wind(tr: Translator, seat: int, dealer: int, players: int) -> str:
    return tr(_WINDS[(seat - dealer) % players])


def table_text(tr: Translator, table: PlayTable, now: HandNow) -> Rich:
    """What everyone sees, from no seat's tiles: the head, the dora indicators, each seat's line and river."""
    rt = rich_translator(tr)
    state: RiichiTableHand = now.state
    hand, reds = state.hand, _reds(table)
    seen = hand.view(0)  # its public parts only
    players = hand.players
    opening = state.opening
    shown = [bold(tr("play.riichi_head", preset=preset_label(tr, table), wind=tr(_WINDS[hand.round_wind]),
                     number=opening["number"], honba=hand.honba, sticks=seen.sticks, wall=seen.live_left)),
             rt("play.riichi_dora", tiles=tiles(_tokens(seen.dora_indicators, reds)))]
    for seat in range(players):
        line = rt("play.seat_line", marker="▶ " if seat in now.waiting else "",
                  wind=_wind(tr, seat, hand.dealer, players), name=text_play_chat.seat_name(tr, table.seats[seat]),
                  score=str(seen.scores[seat]))
        extra = [tiles(" ".join(_meld(m, reds) for m in seen.melds[seat]))] if seen.melds[seat] else []
        if seen.riichi[seat]:
            extra.append(rt("play.riichi_mark"))
        if seen.kita[seat]:
            extra.append(rt("play.riichi_nuki", count=seen.kita[seat]))
        shown.append(Rich.join(" · ", [line, *extra]))
        if seen.rivers[seat]:
            shown.append(tiles(_river(seen.rivers[seat], reds)))
    shown.append(_waiting(tr, table, now, seen.offered))
    shown.append(rt("play.wall_commitment", digest=code(now.play.wall_commitment(state))))
    return lines(*shown)


def _waiting(tr: Translator, table: PlayTable, now: HandNow, offered: int | None) -> Rich:
    rt = rich_translator(tr)
    if now.result is not None:
        return rt("play.hand_over", hand=table.hand)
    names = ", ".join(table.seats[seat].name for seat in sorted(now.waiting))
    turn = now.state.hand.turn
    if offered is not None and turn not in now.waiting:
        return rt("play.waiting_claims", tile=tiles(token(offered, _reds(table))), names=names)
    return rt("play.waiting_turn", names=names)


def hand_text(tr: Translator, table: PlayTable, now: HandNow, seat: int, advice: Sequence = (),
              seconds_left: float | None = None) -> Rich:
    """A player's own hand, melds and drawn tile, what they are asked and how long they have, the coach's advice."""
    rt = rich_translator(tr)
    hand, reds = now.state.hand, _reds(table)
    seen = hand.view(seat)
    standing = [t for t in seen.hand if t != seen.drawn]
    shown = [bold(tr("play.hand_head", hand=table.hand, wind=_wind(tr, seat, hand.dealer, hand.players))),
             tiles(" ".join(part for part in (" ".join(_meld(m, reds) for m in seen.melds[seat]),
                                              _tokens(standing, reds)) if part))]
    if seen.drawn is not None:
        shown.append(rt("play.drawn", tile=tiles(token(seen.drawn, reds))))
    shown.append(rt("play.riichi_dora", tiles=tiles(_tokens(seen.dora_indicators, reds))))
    claim = tiles(token(seen.offered, reds)) if seen.offered is not None and hand.turn != seat else None
    shown += text_play_chat.asked_lines(tr, table, seat in now.waiting, claim, table.seats[hand.turn].name,
                                        seconds_left)
    shown += list(advice)
    return lines(*shown)


def button_rows(choices: Sequence[Action], width: int) -> list[list[Action]]:
    """The wins and calls first, then the discards, each riichi right after the discard it declares on."""
    first = sorted((c for c in choices if c.kind in _FIRST), key=lambda c: _FIRST.index(c.kind))
    riichi = {c.tile: c for c in choices if c.kind is Act.RIICHI}
    ordered, shown = list(first), set()
    for choice in choices:
        alike = (choice.tile >> 2, choice.tile in RED_IDS) if choice.tile is not None else None
        if choice.kind is Act.DISCARD and alike not in shown:  # one button for two copies of a tile
            shown.add(alike)
            ordered += [choice, *([riichi[choice.tile]] if choice.tile in riichi else [])]
    return [ordered[i:i + width] for i in range(0, len(ordered), width)]


def shown_as(choice: Action, choices: Sequence[Action]) -> Action:
    """The choice whose button plays ``choice``: the first copy of its tile among ``choices`` (one button
    stands for two copies of a tile, as ``button_rows`` shows them)."""
    if choice.kind not in (Act.DISCARD, Act.RIICHI):
        return choice
    alike = (choice.tile >> 2, choice.tile in RED_IDS)
    first = next(c.tile for c in choices if c.kind is Act.DISCARD and (c.tile >> 2, c.tile in RED_IDS) == alike)
    return next(c for c in choices if c.kind is choice.kind and c.tile == first)


def is_discard(choice: Action) -> bool:
    return choice.kind is Act.DISCARD


def move_code(action: Action) -> str:
    """A choice as a button's few bytes: its kind's letter, then each tile id in three digits (``d052``)."""
    ids = ([] if action.tile is None else [action.tile]) + list(action.tiles)
    return _CODES[action.kind] + "".join(f"{t:0{_ID}d}" for t in ids)


def move_of(code: str, seat: int) -> dict:
    kind, body = _KINDS.get(code[:1]), code[1:]
    if kind is None or len(body) % _ID or not body.isdigit() and body:
        raise PlayError("bad_move")
    ids = [int(body[i:i + _ID]) for i in range(0, len(body), _ID)]
    return Action(kind, seat, ids[0] if ids else None, tuple(ids[1:])).to_json()


def move_label(tr: Translator, action: Action, table: PlayTable | None = None) -> str:
    """A choice's button: a discard is its tile; the others say what they do."""
    reds = table is None or _reds(table)
    if action.kind is Act.DISCARD:
        return token(action.tile, reds)
    return tr(_MOVES[action.kind], tile=token(action.tile, reds) if action.tile is not None else "",
              tiles=" ".join(token(t, reds) for t in action.tiles))


def move_text(tr: Translator, action: dict, table: PlayTable | None = None) -> str:
    move = Action.from_json(action)
    if move.kind is Act.DISCARD:
        return tr(_MOVES[Act.DISCARD], tile=token(move.tile, table is None or _reds(table)))
    return move_label(tr, move, table)


def advice_lines(tr: Translator, hint: RiichiHint, table: PlayTable | None = None) -> list:
    """The coach: each discard's shanten and live useful tiles, its danger when someone threatens, the AI's choice."""
    rt = rich_translator(tr)
    reds = table is None or _reds(table)
    if not hint.rows:
        return []
    shown = [rt("play.riichi_hint_head")]
    for row in hint.rows:
        safety = "" if row.danger is None else tr("play.riichi_danger", reason=tr(f"review.danger_{row.danger}"),
                                                  level=row.level)
        shown.append(rt("play.riichi_hint_row", tile=tiles(token(row.tile, reds)), shanten=row.shanten,
                        live=row.live, safety=safety, mark="◀" if row.chosen else ""))
    return shown


def review_text(tr: Translator, review: RiichiReview, table: PlayTable | None = None) -> Rich:
    """The review of a seat's discards: how many the AI would have made alike, then each other one."""
    reds = table is None or _reds(table)
    shown = [tr("text.play.review_title", agreed=review.agreed, total=len(review.discards))]
    for discard in review.discards:
        if not discard.agreed:
            shown += [tr("text.play.review_line", number=discard.number, tile=token(discard.tile, reds),
                         best=token(discard.best, reds), lost=discard.lost),
                      tr("text.play.review_hand", hand=_tokens(discard.hand, reds))]
    return lines(*shown)


def result_text(tr: Translator, table: PlayTable, number: int, result: HandEnd, language: str,
                reveal: str = "") -> Rich:
    """A hand's end: each win (who, off whom, han, fu, points and yaku) or the draw with the ready seats,
    each seat's change, and the wall revealed."""
    rt = rich_translator(tr)
    names = [seat.name for seat in table.seats]
    shown = [bold(tr("play.result_head", hand=number))]
    for win in result.wins:
        scored = win.result
        if win.from_seat is None:
            shown.append(rt("play.riichi_tsumo", name=names[win.seat], han=scored.han, fu=scored.fu,
                            points=scored.points.total))
        else:
            shown.append(rt("play.riichi_ron", name=names[win.seat], discarder=names[win.from_seat],
                            han=scored.han, fu=scored.fu, points=scored.points.total))
        hits = [*scored.yakuman, *scored.yaku]
        shown.append(" · ".join(f"{_yaku(hit.yaku.id, language)} {getattr(hit, 'han', '') or ''}".strip()
                                for hit in hits))
    if result.draw is not None:
        ready = ", ".join(names[s] for s in result.tenpai) or "—"
        shown.append(rt("play.riichi_draw", kind=tr(f"play.riichi_draw_{result.draw.value}"), ready=ready))
    shown += text_play_chat.changes_lines(tr, names, result.deltas, reveal)
    return lines(*shown)


def _yaku(yaku_id: str, language: str) -> str:
    try:
        return fan_name("riichi", yaku_id, language)
    except KeyError:
        return yaku_id


def ended_text(tr: Translator, table: PlayTable, link: str | None = None, *, logs_by: str = "play.riichi_viewer_file"
               ) -> Rich:
    """The final scores, best first, and the link that opens the game in Tenhou's viewer when it fits, else how
    its logs are had (``logs_by``: the chat's ``/play export``, the terminal's ``--log``)."""
    rt = rich_translator(tr)
    preset = preset_of_table(table.options)
    scores = tuple(preset.start_points + total for total in table.totals)
    points = final_points(preset, scores)
    shown = [bold(tr("play.ended")),
             *(rt("play.final_line", rank=rank + 1, name=table.seats[s].name, score=f"{scores[s]} ({points[s]:+.1f})")
               for rank, s in enumerate(ranking(scores)))]
    shown.append(rt("play.riichi_viewer", link=link) if link else rt(logs_by))
    return lines(*shown)


def picture(result: HandEnd, language: str) -> Picture | None:
    """The first winning hand's picture (None on a draw)."""
    if not result.wins:
        return None
    scored = result.wins[0].result
    return hand_picture(scored.hand, language, players=len(result.deltas))


__all__ = ["lobby_text", "table_text", "hand_text", "button_rows", "shown_as", "is_discard", "move_code", "move_of",
           "move_label", "move_text", "advice_lines", "review_text", "result_text", "ended_text", "picture"]
