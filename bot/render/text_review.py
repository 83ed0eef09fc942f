"""A reviewed game as text: what the review is, the statistics, each hand's outcome, the decisions kept."""

from __future__ import annotations

from bot.i18n import Translator, honor_named
from scoring.review.decisions import Decision, DecisionKind, Severity
from scoring.review.review import HandReview, Review
from scoring.tiles import Tile, format_tiles


def _percent(count: int, total: int) -> str:
    return f"{100 * count / total:.0f}" if total else "0"


def _summary_lines(tr: Translator, review: Review) -> list[str]:
    game, stats = review.game, review.stats
    return [
        # a log without names (a fanbot play log) names each seat by its number: said once, as the seat
        tr("review.title" if game.players[review.seat] != str(review.seat) else "review.title_seat",
           name=game.players[review.seat], seat=review.seat, format=game.format, hands=stats.hands),
        tr("review.disclaimer"),
        "",
        tr("review.stats", hands=stats.hands, wins=stats.wins, win_rate=_percent(stats.wins, stats.hands),
           tsumo=stats.tsumo, deal_ins=stats.deal_ins, deal_in_rate=_percent(stats.deal_ins, stats.hands),
           riichi=stats.riichi, riichi_rate=_percent(stats.riichi, stats.hands), calls=stats.calls,
           call_rate=_percent(stats.calls, stats.hands)),
        tr("review.averages", win=f"{stats.average_win:.0f}", deal_in=f"{stats.average_deal_in:.0f}"),
    ]


def render_review_summary(review: Review, language: str) -> str:
    """What a chat is shown of a review: what it is, the statistics, and how many decisions were far off."""
    tr = Translator(language)
    counts = {severity: sum(d.severity is severity for d in review.decisions) for severity in Severity}
    return "\n".join([*_summary_lines(tr, review), tr("review.severity_counts", total=len(review.decisions),
                                                       minor=counts[Severity.MINOR], major=counts[Severity.MAJOR])])


def render_review(review: Review, language: str, severity: Severity = Severity.OK, max_chars: int | None = None) -> str:
    """The whole review; with ``max_chars``, the decisions that do not fit are counted in a last line."""
    tr = Translator(language)
    kept = review.at_least(severity)
    lines = [
        *_summary_lines(tr, review),
        "",
        tr("review.hands_title"),
        *(_hand_line(tr, hand) for hand in review.hands),
        "",
        tr("review.decisions_title", severity=tr(f"review.severity_{severity.value}"),
           count=len(kept), total=len(review.decisions)),
    ]
    size = sum(len(line) + 1 for line in lines)
    for shown, decision in enumerate(kept):
        more = _decision_lines(tr, decision)
        size += sum(len(line) + 1 for line in more)
        if max_chars is not None and size > max_chars:
            lines.append(tr("review.more_decisions", count=len(kept) - shown))
            break
        lines.extend(more)
    if not kept:
        lines.append(tr("review.no_decisions"))
    return "\n".join(lines)


def _hand_line(tr: Translator, hand: HandReview) -> str:
    outcome = hand.outcome
    if outcome.won:
        key = "review.hand_tsumo" if outcome.self_drawn else "review.hand_win"
    elif outcome.dealt_in:
        key = "review.hand_deal_in"
    elif any(result.winner is not None for result in hand.record.results):
        key = "review.hand_other_win"
    else:
        key = "review.hand_draw"
    yaku = ", ".join(result_yaku for result in hand.record.results for result_yaku in result.yaku)
    line = tr(key, hand=outcome.hand, points=f"{outcome.points:+d}")
    return f"{line} ({yaku})" if yaku and outcome.won else line


def _tile(tr: Translator, tile: Tile) -> str:
    return honor_named(tile.code, tr.language) or tile.code


def _decision_lines(tr: Translator, d: Decision) -> list[str]:
    mark = tr(f"review.severity_{d.severity.value}")
    if d.kind is DecisionKind.CALL:
        return [tr("review.call", hand=d.hand, turn=d.turn, severity=mark, tile=_tile(tr, d.played),
                   before=d.shanten_before, after=d.best_shanten_after)]
    if d.kind is DecisionKind.PASS:
        return [tr("review.pass", hand=d.hand, turn=d.turn, severity=mark, tile=_tile(tr, d.played),
                   before=d.shanten_before, after=d.shanten_after, best=_tile(tr, d.best))]
    if d.kind is DecisionKind.riichi:
        return [tr("review.dama" if d.dama else "review.riichi_declared", hand=d.hand, turn=d.turn,
                   severity=mark, tile=_tile(tr, d.played))]
    line = tr("review.decision", hand=d.hand, turn=d.turn, severity=mark, tiles=format_tiles(d.hand_before),
              played=_tile(tr, d.played), shanten=d.shanten_after, useful=d.useful_played, best=_tile(tr, d.best),
              best_shanten=d.best_shanten_after, best_useful=d.useful_best)
    lines = [line + (" " + tr("review.riichi_mark") if d.riichi else "")]
    if d.danger is not None:
        lines.append("    " + tr("review.danger", tile=_tile(tr, d.played), level=d.danger.level,
                                 reason=tr(f"review.danger_{d.danger.reason.value}"), safest=_tile(tr, d.safest),
                                 safest_level=d.safest_danger.level,
                                 safest_reason=tr(f"review.danger_{d.safest_danger.reason.value}")))
    return lines


__all__ = ["render_review", "render_review_summary"]
