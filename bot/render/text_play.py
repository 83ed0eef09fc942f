"""The words of a game in the terminal (played by the table rules, ``scoring.game.table_rules``): the table
as a seat sees it, the prompts, what the others did, how a hand ended, the coach's hint and review. Every
word comes from the catalogue."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import LANGUAGES, Translator, t
from bot.render.names import fan_name
from scoring.game import ActionKind, HandResult, Phase, SeatView, table_rules
from scoring.game.coach import Hint, Review
from scoring.hand import PartialHand
from scoring.notation import format_partial, parse_tiles

K = ActionKind
#: what a player types for each decision (and the coach's commands), by catalogue key
WORD_KEYS = {
    K.CHOW: "text.play.word.chow", K.PUNG: "text.play.word.pung", K.KONG: "text.play.word.kong",
    K.WIN: "text.play.word.win", K.PASS: "text.play.word.pass",
}
COMMAND_KEYS = ("hint", "picture", "quit")


def word(tr: Translator, kind: ActionKind) -> str:
    key = WORD_KEYS.get(kind)
    if kind in (K.CONCEALED_KONG, K.ADDED_KONG):
        key = WORD_KEYS[K.KONG]
    if kind is K.SELF_DRAWN_WIN:
        key = WORD_KEYS[K.WIN]
    return tr(key) if key else ""


def words_for(kind_or_command: ActionKind | str) -> frozenset[str]:
    """Every spelling of a decision or command in every language (what a player may type)."""
    key = WORD_KEYS[kind_or_command] if isinstance(kind_or_command, ActionKind) else \
        f"text.play.word.{kind_or_command}"
    return frozenset(t(language, key).casefold() for language in LANGUAGES)


def seat_name(tr: Translator, seat: int, human: int | None) -> str:
    return tr("text.play.you", seat=seat) if seat == human else tr("text.play.ai", seat=seat)


def _tiles(tokens: Sequence[str], tr: Translator) -> str:
    return " ".join(tokens) if tokens else tr("text.play.nothing")


def drawn(tokens: Sequence[str]) -> str:
    """Tiles as ``/score`` writes a hand: sorted, one suit letter per run, honours by their characters."""
    return format_partial(PartialHand((), tuple(sorted(parse_tiles("".join(tokens))))), honors="zh")


def table_lines(tr: Translator, view: SeatView, totals: Sequence[int], human: int | None, hands: int) -> list[str]:
    """The table as ``view.seat`` sees it in a game of ``hands`` hands: each seat's wind, score, melds, flowers,
    discards; the wall; the hand."""
    where = view.position
    lines = [tr("text.play.hand_title", number=where.number, total=hands, wind=where.prevailing,
                dealer=seat_name(tr, where.dealer, human))]
    for seat in where.order():
        melds = " ".join(m.notation if m.tiles[0] != "?" else "{????}" for m in view.melds[seat])
        lines.append(tr("text.play.seat_line", name=seat_name(tr, seat, human), wind=where.winds[seat],
                        score=totals[seat], melds=melds or tr("text.play.nothing"),
                        flowers=_tiles(view.flowers[seat], tr)))
        river = [r.tile + ("*" if r.claimed else "") for r in view.rivers[seat]]
        lines.append(tr("text.play.river", tiles=_tiles(river, tr)))
    if any(r.claimed for river in view.rivers for r in river):
        lines.append(tr("text.play.claimed_legend"))
    lines.append(tr("text.play.wall_count", count=view.wall_count))
    lines.append(tr("text.play.your_hand", tiles=drawn(view.hand)))
    return lines


def options_text(tr: Translator, options: Sequence, commands: Sequence[str] = COMMAND_KEYS,
                 discards: bool = False) -> str:
    """The decisions on offer as the words to type (a chow with its tiles when there are several); ``discards``:
    the tiles that may be discarded first (every choice, as a refusal lists them)."""
    out: list[str] = []
    tiles = list(dict.fromkeys(a.tile for a in options if a.kind is K.DISCARD))
    if discards and tiles:
        out.append(tr("text.play.discard_choices", tiles=" ".join(tiles)))
    chows = [a for a in options if a.kind is K.CHOW]
    for action in options:
        if action.kind is K.DISCARD:
            continue
        if action.kind is K.CHOW and len(chows) > 1:
            text = f"{word(tr, K.CHOW)} {''.join(x[0] for x in action.tiles)}{action.tiles[0][1]}"
        elif action.kind in (K.CONCEALED_KONG, K.ADDED_KONG):
            text = f"{word(tr, action.kind)} {action.tile}"
        else:
            text = word(tr, action.kind)
        if text not in out:
            out.append(text)
    out += [tr(f"text.play.word.{command}") for command in commands]
    return ", ".join(out)


def refusal_line(tr: Translator, refusal: str, typed: str, options: Sequence, commands: Sequence[str]) -> str:
    """Why a line that was understood is refused (``refusal``: a ``text.play.refused.*`` key's last word; ``typed``
    the tile named), or that it was not understood; then every choice there is, tile discards included."""
    words = options_text(tr, options, commands, discards=True)
    if refusal == "not_understood":
        # an empty line on one's own turn is no answer to quote: the choices alone
        return tr("text.play.not_understood", text=typed, words=words) if typed.strip() else tr(
            "text.play.you_may", words=words)
    return tr("text.play.refused", why=tr(f"text.play.refused.{refusal}", tile=typed), words=words)


def prompt(tr: Translator, view: SeatView, options: Sequence, human: int | None,
           commands: Sequence[str] = COMMAND_KEYS) -> str:
    words = options_text(tr, options, commands)
    if view.phase is Phase.DISCARD:
        return tr("text.play.prompt_discard", example=view.drawn or view.hand[-1], words=words)
    key = "text.play.prompt_rob" if view.phase is Phase.ROB else "text.play.prompt_claim"
    return tr(key, name=seat_name(tr, view.turn, human), tile=view.tile, words=words)


def event_line(tr: Translator, event: dict, human: int | None) -> str | None:
    """A public event in words (draws stay private; the player's own draw is said apart)."""
    kind, seat = event["event"], event.get("seat")
    if seat is None:
        return None
    name = seat_name(tr, seat, human)
    giver = seat_name(tr, event["from"], human) if event.get("from") is not None else ""
    if kind == "draw":
        return tr("text.play.you_drew", tile=event["tile"]) if seat == human else None
    if kind in ("discard", "flower", "pung"):
        return tr(f"text.play.event.{kind}", name=name, tile=event["tile"], giver=giver)
    if kind == "chow":
        return tr("text.play.event.chow", name=name, tiles=" ".join(event["tiles"]), giver=giver)
    if kind == "kong":
        return tr(f"text.play.event.{event['kind']}_kong", name=name, tile=event["tile"], giver=giver)
    if kind == "win" and event.get("false_win"):
        return tr("text.play.false_win", name=name, fan=event["fan"] - int(_flowers(event["notation"])),
                  points=max(event["scores"]))
    return None


def _flowers(notation: str) -> int:
    return next((int(w.split("=")[1]) for w in notation.split() if w.startswith("flowers=")), 0)


def outcome_lines(tr: Translator, outcome: HandResult, won: dict | None, totals: Sequence[int],
                  human: int | None) -> list[str]:
    """How the hand ended: the win with its fans, or the drawn hand; the score changes and totals."""
    lines = []
    if outcome.winner is None:
        lines.append(tr("text.play.exhaustive_draw"))
    else:
        name = seat_name(tr, outcome.winner, human)
        giver = seat_name(tr, outcome.discarder, human) if outcome.discarder is not None else ""
        key = ("text.play.win_self_drawn" if outcome.discarder is None else
               "text.play.win_robbing" if won and won.get("robbing") else "text.play.win_discard")
        lines.append(tr(key, name=name, giver=giver, tile=won["tile"] if won else "", notation=outcome.notation))
        fans = [fan_name(table_rules().id, f.id, tr.language) + f" {f.points}" + (f" x{f.count}" if f.count > 1 else "")
                for f in outcome.fans]
        lines.append(tr("text.play.fans", fan=outcome.fan, fans=tr.listed(fans)))
    lines.append(tr("text.play.scores", changes=_scores(tr, outcome.scores, human),
                    totals=_scores(tr, totals, human)))
    return lines


def _scores(tr: Translator, values: Sequence[int], human: int | None) -> str:
    return ", ".join(f"{seat_name(tr, seat, human)} {value:+d}" for seat, value in enumerate(values))


def totals_line(tr: Translator, totals: Sequence[int], human: int | None) -> str:
    return tr("text.play.match_over", totals=_scores(tr, totals, human))


def hint_lines(tr: Translator, hint: Hint) -> list[str]:
    reasons = " ".join(tr(f"text.play.reason.{r}") for r in hint.reasons)
    first = (tr("text.play.hint", tile=hint.discard, reasons=reasons) if hint.discard is not None
             else tr("text.play.hint_waiting", reasons=reasons))
    fans = (tr.listed([fan_name(table_rules().id, f, tr.language) for f in hint.fans]) if hint.fans
            else tr("text.play.nothing"))
    return [first, tr("text.play.hint_figures", shanten=hint.shanten, count=hint.useful_count,
                      useful=" ".join(hint.useful) or tr("text.play.nothing"), fans=fans)]


def review_lines(tr: Translator, review: Review) -> list[str]:
    lines = [tr("text.play.review_title", agreed=review.agreed, total=len(review.discards))]
    for d in review.discards:
        if d.tile == d.best:
            continue
        if d.route_lost:
            lines.append(tr("text.play.review_route_lost", number=d.number, tile=d.tile, best=d.best))
        else:
            lines.append(tr("text.play.review_line", number=d.number, tile=d.tile, best=d.best, lost=d.useful_lost))
        if d.hand:
            lines.append(tr("text.play.review_hand", hand=drawn(d.hand)))
    return lines


def hand_summary(tr: Translator, outcome: HandResult, number: int) -> str:
    """One line of a hand played by four AI seats."""
    if outcome.winner is None:
        text = tr("text.play.exhaustive_draw")
    else:
        text = f"{seat_name(tr, outcome.winner, None)}: {outcome.notation} ({outcome.fan})"
    return tr("text.play.ai_hand", number=number, outcome=text)
