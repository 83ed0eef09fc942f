"""A chat's table history as text: one player's figures, and the leaderboard by table points
(``quiz.sheet.stats``'s typed data)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Translator, plural_key
from bot.render.ruleset_words import ruleset_key
from bot.render.views import view_of
from bot.rich import Rich, code, lines, rich_translator
from quiz.sheet.rulesets import rules_for
from quiz.sheet.stats import PlayerStats


def _percent(rate: float) -> str:
    return f"{100 * rate:.0f}"


def table_points(value: float, ruleset: str) -> str:
    """Table points as whole or shared values (4, 1.5); on a sheet of points held, final scores signed with one
    decimal."""
    if rules_for(ruleset).traits.holds_points:
        return f"{value:+.1f}".replace("-", "−")
    return f"{value:g}"


def _ruleset_name(tr: Translator, ruleset: str) -> str:
    return tr(f"sheet_stats.ruleset_{view_of(ruleset).words}")


def stats_text(stats: PlayerStats, language: str) -> Rich:
    """Games and ranks, table points, points deducted by competition penalties (when any), win /
    self-draw / deal-in rates, the average and biggest win."""
    tr = Translator(language)
    rt = rich_translator(tr)
    ruleset = stats.ruleset
    first, second, third, fourth = stats.ranks
    parts: list[Rich | str] = [
        rt("sheet_stats.title", name=stats.name, ruleset=_ruleset_name(tr, ruleset), games=stats.games),
        rt("sheet_stats.ranks", rank=f"{stats.average_rank:.2f}", first=first, second=second, third=third,
           fourth=fourth),
        rt("sheet_stats.points", total=table_points(stats.total_points, ruleset),
           average=table_points(stats.average_points, ruleset)),
        *([rt("sheet_stats.deducted", points=str(stats.deducted).replace("-", "−"))] if stats.deducted else []),
        rt(plural_key(language, "sheet_stats.rates", stats.hands), win=_percent(stats.win_rate), hands=stats.hands,
           self_drawn=_percent(stats.self_draw_rate), deal_in=_percent(stats.deal_in_rate)),
    ]
    if stats.average_value is None or stats.biggest is None:
        parts.append(rt("sheet_stats.no_wins"))
        return lines(*parts)
    by_fan = rules_for(ruleset).traits.by_fan
    unit = "fan" if by_fan else "han"
    parts.append(rt(ruleset_key(tr, f"sheet_stats.average_{unit}", ruleset), value=f"{stats.average_value:.1f}"))
    big = stats.biggest
    if not by_fan and big.fu:
        value = tr("sheet_stats.value_han_fu", han=big.value, fu=big.fu)
    else:
        value = tr(ruleset_key(tr, f"sheet_stats.value_{unit}", ruleset), value=big.value)
    if big.hand:
        parts.append(rt("sheet_stats.biggest_hand", value=value, hand=code(big.hand)))
    else:
        parts.append(rt("sheet_stats.biggest", value=value))
    return lines(*parts)


def leaderboard_text(board: Sequence[PlayerStats], ruleset: str, month: str | None, language: str) -> Rich:
    """The players by total table points: all time, or in ``month`` (``2026-11``)."""
    tr = Translator(language)
    rt = rich_translator(tr)
    name = _ruleset_name(tr, ruleset)
    title = rt("sheet_stats.top_month", ruleset=name, month=month) if month else rt("sheet_stats.top_all", ruleset=name)
    if not board:
        return lines(title, rt("sheet_stats.top_empty"))
    rows = [rt(plural_key(language, "sheet_stats.top_line", stats.games), rank=place, name=stats.name,
               points=table_points(stats.total_points, ruleset), games=stats.games,
               average_rank=f"{stats.average_rank:.2f}")
            for place, stats in enumerate(board, 1)]
    return lines(title, *rows)
