"""A table played in the chat as text: the lobby, the table everyone sees (rivers, melds, scores, whose
turn), a player's own hand, the labels of their choices, a hand's result with its fans, the end."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Translator, plural_key
from bot.render.names import fan_name
from bot.render.reply_parts import hand_picture
from bot.render.text_play import hint_lines, review_lines
from bot.render.text_sheet import signed
from bot.replies import Picture
from bot.rich import Rich, bold, code, countdown, lines, rich_translator, tiles
from quiz.play import engine
from quiz.play.model import PlayError, PlayTable, Seat, Status
from quiz.play.turns import HandNow
from scoring.game import table_rules
from scoring.hand import HandError
from scoring.notation import parse_hand

_WINDS = {"E": "sheet.wind_east", "S": "sheet.wind_south", "W": "sheet.wind_west", "N": "sheet.wind_north"}
_MOVES = {"discard": "play.move_discard", "concealed_kong": "play.move_concealed_kong",
          "added_kong": "play.move_added_kong", "self_drawn_win": "play.move_self_drawn_win", "chow": "play.move_chow",
          "pung": "play.move_pung", "kong": "play.move_kong", "win": "play.move_win", "pass": "play.move_pass"}


def compact(tokens: Sequence[str]) -> str:
    """Tile tokens as the notation writes a run of them: ``1m 2m 5p 7z`` as ``12m5p7z``."""
    out, run, suit = [], "", ""
    for token in tokens:
        rank, kind = token[:-1], token[-1]
        if kind != suit and run:
            out.append(run + suit)
            run = ""
        run, suit = run + rank, kind
    if run:
        out.append(run + suit)
    return "".join(out)


def seat_name(tr: Translator, seat: Seat) -> str:
    mark = "play.mark_ai" if seat.ai else "play.mark_away" if seat.away else ""
    return tr(mark, name=seat.name) if mark else seat.name


def lobby_text(tr: Translator, table: PlayTable, rules: Rich | None = None) -> Rich:
    """The lobby: who is seated, and the table's rules (``rules``: a ruleset's own line for them)."""
    rt = rich_translator(tr)
    names = ", ".join(seat.name for seat in table.seats)
    shown = [bold(tr("play.lobby_title")),
             rt("play.lobby", taken=len(table.seats), wanted=table.options.people, names=names),
             rules or rt(plural_key(tr.language, "play.lobby_rules", table.options.hands),
                         seconds=int(table.options.move_seconds), hands=table.options.hands)]
    if table.status is Status.ENDED:
        shown.append(rt("play.lobby_closed"))
    return lines(*shown)


def table_text(tr: Translator, table: PlayTable, now: HandNow) -> Rich:
    """What everyone sees: the hand, the wall, each seat's wind, name, score, flowers, melds and river,
    whose decision it is, and the wall's commitment."""
    rt = rich_translator(tr)
    public = [engine.view(now.state, (seat + 1) % 4) for seat in range(4)]  # a seat's melds as others see them
    position = public[0].position
    shown = [bold(tr("play.table_head", hand=table.hand, hands=table.options.hands,
                     prevailing=tr(_WINDS[position.prevailing]), wall=public[0].wall_count))]
    for seat in range(4):
        seen = public[seat]
        melds = " ".join(meld.notation for meld in seen.melds[seat])
        flowers = compact(seen.flowers[seat]) if seen.flowers[seat] else ""
        river = compact([t.tile for t in seen.rivers[seat]])
        marker = "▶ " if seat in now.waiting else ""
        line = rt("play.seat_line", marker=marker, wind=tr(_WINDS[position.winds[seat]]),
                  name=seat_name(tr, table.seats[seat]), score=signed(table.totals[seat]))
        # the seat's melds and flowers beside it, its river (in discard order) on the line below
        shown.append(Rich.join(" · ", [line, *(tiles(part) for part in (melds, flowers) if part)]))
        if river:
            shown.append(tiles(river))
    shown.append(_waiting(tr, table, now, public[0]))
    shown.append(rt("play.wall_commitment", digest=code(engine.wall_commitment(now.state))))
    return lines(*[part for part in shown if part is not None])


def _waiting(tr: Translator, table: PlayTable, now: HandNow, seen) -> Rich:
    rt = rich_translator(tr)
    if now.result is not None:  # the hand is over: nobody to wait for, its result is the next message
        return rt("play.hand_over", hand=table.hand)
    names = ", ".join(table.seats[seat].name for seat in sorted(now.waiting))
    if seen.tile is not None and seen.turn not in now.waiting:
        return rt("play.waiting_claims", tile=tiles(seen.tile), names=names)
    return rt("play.waiting_turn", names=names)


def hand_text(tr: Translator, table: PlayTable, now: HandNow, seat: int, advice: Sequence[str] = (),
              seconds_left: float | None = None) -> Rich:
    """A player's own hand, melds and flowers, what they are asked, how long they have left (the claim
    buttons' countdown: the table's deadline, written as the seconds left now where it cannot count
    live), and (a coached table) the coach's advice."""
    rt = rich_translator(tr)
    seen = engine.view(now.state, seat)
    standing = list(seen.hand)
    if seen.drawn is not None and seen.drawn in standing:
        standing.remove(seen.drawn)
    shown = [bold(tr("play.hand_head", hand=table.hand, wind=tr(_WINDS[seen.position.winds[seat]])))]
    melds = " ".join(meld.notation for meld in seen.melds[seat])
    shown.append(tiles(" ".join(part for part in (melds, compact(standing)) if part)))
    if seen.drawn is not None:
        shown.append(rt("play.drawn", tile=tiles(seen.drawn)))
    if seen.flowers[seat]:
        shown.append(rt("play.flowers", tiles=tiles(compact(seen.flowers[seat]))))
    claim = tiles(seen.tile) if seen.tile is not None and seen.turn != seat else None
    shown += asked_lines(tr, table, seat in now.waiting, claim, table.seats[seen.turn].name, seconds_left)
    shown += list(advice)
    return lines(*shown)


def asked_lines(tr: Translator, table: PlayTable, asked: bool, claim: Rich | None, discarder: str,
                seconds_left: float | None) -> list[Rich]:
    """What a player is asked (a claim on ``claim``, discarded by ``discarder``, or their turn) and how long
    they have left; or that it is not their turn."""
    rt = rich_translator(tr)
    if not asked:
        return [rt("play.not_your_turn")]
    shown = [rt("play.claim_on", tile=claim, name=discarder) if claim is not None else rt("play.your_turn")]
    if seconds_left is not None and table.deadline is not None:
        left = countdown(tr("play.countdown", seconds=max(0, round(seconds_left))), table.deadline)
        shown.append(rt("play.time_left", left=left))
    return shown


def move_label(tr: Translator, action, table: PlayTable | None = None) -> str:
    """A choice's button: a discard is its tile; the others say what they do."""
    if action.kind is engine.ActionKind.DISCARD:
        return action.tile
    return tr(_MOVES[action.kind.value], tile=action.tile or "", tiles=compact(action.tiles))


def move_text(tr: Translator, action: dict, table: PlayTable | None = None) -> str:
    kind = engine.ActionKind(action["kind"])
    return tr(_MOVES[kind.value], tile=action.get("tile") or "", tiles=compact(action.get("tiles", ())))


def result_text(tr: Translator, table: PlayTable, hand: int, result, language: str, reveal: str = "") -> Rich:
    """A hand's end: who won how, the fans, the total, each seat's change, or the draw; and the wall
    revealed (its SHA-256 is the commitment the table showed)."""
    rt = rich_translator(tr)
    names = [seat.name for seat in table.seats]
    shown = [bold(tr("play.result_head", hand=hand))]
    for false_win in getattr(result, "false_wins", ()):
        shown.append(rt("play.false_win", name=names[false_win.seat], fan=false_win.fan))
    if result.winner is None:
        shown.append(rt("play.result_draw"))
    else:
        if result.discarder is None:
            shown.append(rt("play.result_self_drawn", name=names[result.winner], fan=result.fan))
        else:
            shown.append(rt("play.result_win", name=names[result.winner], fan=result.fan,
                            discarder=names[result.discarder]))
        if result.notation:
            shown.append(code(result.notation))
        shown.append(Rich.join(" · ", [rt("play.fan_line", name=_fan(line.id, language),
                                          points=line.points * max(1, line.count)) for line in result.fans]))
    shown += changes_lines(tr, names, result.scores, reveal)
    return lines(*shown)


def changes_lines(tr: Translator, names: Sequence[str], deltas: Sequence[int], reveal: str) -> list:
    """Each seat's change in a hand, and the wall revealed after it (its SHA-256 is the table's commitment)."""
    shown: list = [" · ".join(f"{names[s]} {signed(d)}" for s, d in enumerate(deltas))]
    if reveal:
        shown.append(rich_translator(tr)("play.wall_reveal", wall=code(reveal)))
    return shown


def _fan(fan_id: str, language: str) -> str:
    try:
        return fan_name(table_rules().id, fan_id, language)
    except KeyError:
        return fan_id


def ended_text(tr: Translator, table: PlayTable, link: str | None = None) -> Rich:
    rt = rich_translator(tr)
    order = sorted(range(len(table.seats)), key=lambda s: -table.totals[s])
    return lines(bold(tr("play.ended")),
                 *(rt("play.final_line", rank=rank + 1, name=table.seats[s].name, score=signed(table.totals[s]))
                   for rank, s in enumerate(order)))


def tournament_entry_text(tr: Translator, round_number: int, table_number: int) -> Rich:
    """The line under a tournament table's final scores: the result they were entered as."""
    return rich_translator(tr)("play.tournament_entered", round=round_number, table=table_number)


_KIND_CODES = {"discard": "d", "concealed_kong": "k", "added_kong": "a", "self_drawn_win": "t", "chow": "c",
               "pung": "p", "kong": "g", "win": "w", "pass": "x"}
_CODE_KINDS = {code: kind for kind, code in _KIND_CODES.items()}


def move_code(action) -> str:
    """An action as a button's few bytes: kind letter, tile, chow tiles (``d5m``, ``c3m4m5m``, ``x``)."""
    return _KIND_CODES[action.kind.value] + (action.tile or "") + "".join(action.tiles)


def move_of(code: str, seat: int) -> dict:
    """A button's action back as the engine's action JSON; ``PlayError("bad_move")`` when it is none."""
    kind = _CODE_KINDS.get(code[:1])
    body = code[1:]
    if kind is None or len(body) % 2 or len(body) > 8:
        raise PlayError("bad_move")
    tokens = [body[i:i + 2] for i in range(0, len(body), 2)]
    action: dict = {"kind": kind, "seat": seat}
    if tokens:
        action["tile"] = tokens[0]
    if kind == "chow":
        if len(tokens) != 4:
            raise PlayError("bad_move")
        action["tiles"] = tokens[1:]
    return action


def button_rows(choices: Sequence, width: int) -> list:
    """The choices' buttons in rows of ``width``, in the engine's order."""
    return [list(choices[i:i + width]) for i in range(0, len(choices), width)]


def is_discard(choice) -> bool:
    return choice.kind is engine.ActionKind.DISCARD


def advice_lines(tr: Translator, hint, table: PlayTable | None = None) -> list:
    return hint_lines(tr, hint)


def review_text(tr: Translator, review, table: PlayTable | None = None) -> Rich:
    return lines(*review_lines(tr, review))


def picture(result, language: str) -> Picture | None:
    """The winning hand's picture (None on a draw, or when the notation does not read)."""
    if not result.notation:
        return None
    try:
        hand = parse_hand(result.notation)
    except HandError:
        return None
    return hand_picture(hand, language, result.notation)


__all__ = ["move_code", "move_of", "button_rows", "is_discard", "advice_lines", "review_text", "picture",
           "asked_lines", "changes_lines", "compact", "seat_name", "lobby_text", "table_text", "hand_text",
           "move_label", "move_text", "result_text", "ended_text"]
