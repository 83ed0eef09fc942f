"""/score and /waits: read a hand, score it in the chat's ruleset, answer with text and a picture."""

from __future__ import annotations

from collections.abc import Sequence

from bot.commands.common import RULES, hand_error, hand_picture, japanese_name, name_in, score_error, text_tiles
from bot.commands.spec import REGISTRY, Alias, ParamSpec, action, command, run
from bot.render.text_mcr import occurrence_text
from bot.render.text_waits import render_report
from bot.replies import Reply, error_reply
from scoring.hand import HandError, NotWinningHand
from scoring.mcr import score_hand as score_mcr
from scoring.notation import format_hand, format_partial, parse_hand, parse_partial
from scoring.riichi import score_hand as score_riichi
from scoring.waits import report


@command("score", "cmd.score", ParamSpec("hand", "param.hand", required=True, rest=True), RULES,
         aliases=("s", Alias("mcr", options=(("rules", "mcr"),)), Alias("riichi", options=(("rules", "riichi"),))),
         usage_key="score.usage")
def score(session, hand: str, rules: str) -> list[Reply]:
    try:
        parsed = parse_hand(hand, rules)
    except HandError as error:
        return [hand_error(session, error)]
    written = format_hand(parsed, ruleset=rules)  # normalized; red fives as 0 in Riichi
    try:
        body = _riichi_text(session, parsed, written) if rules == "riichi" else _mcr_text(session, parsed, written)
    except HandError as error:  # read, but not a winning hand (or no yaku)
        reply = score_error(session, error)
        if isinstance(error, NotWinningHand):
            # the same 14 tiles in /waits show which discard brings the hand closest
            if rules != session.settings.ruleset:
                written += f" rules={rules}"
            hint = session.tr("score.try_waits", hand=written)
            reply = error_reply(f"{reply.text}\n{hint}")
        return [reply]
    picture = hand_picture(parsed, session.language, written) if session.pictures else None
    return [Reply(text=body, title=session.tr(f"score.title_{rules}"), picture=picture)]


def _mcr_text(session, hand, written: str) -> str:
    result = score_mcr(hand)
    tr, language = session.tr, session.language
    lines = [tr("score.hand_line", hand=written), text_tiles(hand), ""]
    for hit in result.fans:
        name = name_in(language, hit.zh, hit.zh_hant, hit.en, japanese_name("mcr", hit.id))
        times = tr("score.times", count=hit.count) if hit.count > 1 else ""
        line = tr("score.fan_line", name=name, points=hit.points * hit.count, times=times)
        sets = _mcr_sets(hit, language)
        lines.append(f"{line} — {sets}" if sets else line)
    lines.append("")
    lines.append(tr("score.total_mcr", total=result.total))
    if hand.context.flowers:
        lines.append(tr("score.flowers_note", flowers=hand.context.flowers,
                        without=result.total_without_flowers))
    if not result.meets_minimum:
        lines.append(tr("score.below_minimum", total=result.total_without_flowers))
    return "\n".join(lines)


_RENDER_LANGUAGE = {"en": "en", "zh_hans": "zh", "zh_hant": "zh_hant", "ja": "ja"}


def _mcr_sets(hit, language: str) -> str:
    """Which sets made the fan (``123m 456m``), written by the MCR text renderer."""
    if hit.id == "flower_tiles":
        return ""
    try:
        shown = [occurrence_text(o, _RENDER_LANGUAGE[language]) for o in hit.sets if o]
    except Exception:
        return ""
    return " | ".join(s for s in shown if s)


def _riichi_text(session, hand, written: str) -> str:
    result = score_riichi(hand)
    tr, language = session.tr, session.language
    lines = [tr("score.hand_line", hand=written), text_tiles(hand), ""]
    for hit in result.yakuman:
        lines.append(tr("score.yakuman_line", name=_yaku_name(hit.yaku, language), times=hit.multiplier))
    for hit in result.yaku:
        lines.append(tr("score.yaku_line", name=_yaku_name(hit.yaku, language), han=hit.han))
    lines.append("")
    points = result.points
    if result.yakuman:
        lines.append(tr("score.total_yakuman", points=points.total))
    else:
        limit = f"score.limit_{points.level.replace(' ', '_')}" if points.level else ""
        if limit and tr.has(limit):
            lines.append(tr("score.total_riichi_limit", han=result.han, fu=result.fu, limit=tr(limit),
                            points=points.total))
        else:
            lines.append(tr("score.total_riichi", han=result.han, fu=result.fu, points=points.total))
    honba = hand.riichi.honba
    if honba:
        lines.append(tr("score.honba_note", honba=honba, bonus=300 * honba))
    if not hand.context.self_drawn:
        lines.append(tr("score.pay_ron", main=points.main))
    elif result.is_dealer:
        lines.append(tr("score.pay_tsumo_dealer", main=points.main))
    else:
        lines.append(tr("score.pay_tsumo", main=points.main, additional=points.additional))
    return "\n".join(lines)


def _yaku_name(yaku, language: str) -> str:
    # "Yakuhai (Haku)" inside parentheses reads "(Yakuhai (Haku))": flatten the inner ones
    romaji = yaku.romaji.replace(" (", " ").replace(")", "") if yaku.romaji else ""
    if language == "en":
        return f"{yaku.en} ({romaji})" if romaji and romaji != yaku.en else yaku.en
    if language == "ja":
        return japanese_name("riichi", yaku.id) or yaku.zh_hant
    chinese = yaku.zh_hant if language == "zh_hant" else yaku.zh_hans
    return f"{chinese} ({romaji})" if romaji else chinese


@command("waits", "cmd.waits", ParamSpec("hand", "param.hand13", required=True, rest=True), RULES,
         aliases=("w", "tenpai", "ting"), usage_key="waits.usage")
def waits(session, hand: str, rules: str) -> list[Reply]:
    try:
        partial = parse_partial(hand, rules)
    except HandError as error:
        return [hand_error(session, error)]
    try:
        body = _waits_text(session, partial, rules)
    except HandError as error:
        return [score_error(session, error)]
    picture = (hand_picture(partial, session.language, format_partial(partial, ruleset=rules))
               if session.pictures else None)
    return [Reply(text=body, title=session.tr("waits.title"), picture=picture)]


def _waits_text(session, partial, ruleset: str) -> str:
    """Waits of a 13-tile hand with what each scores; shanten and the discard table for 14 tiles."""
    body = render_report(report(partial, ruleset), session.language)
    lines = [session.tr("score.hand_line", hand=format_partial(partial, ruleset=ruleset)), text_tiles(partial), ""]
    # the renderer aligns columns: a code block keeps them aligned in chat
    return "\n".join(lines) + "```\n" + body + "\n```"


@action("score")
def score_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    """``score:<ruleset>:<hand>``: score a hand shown with a button (e.g. a glossary example)."""
    _, _, rest = action.partition(":")
    ruleset, _, hand = rest.partition(":")
    return run(session, REGISTRY.commands["score"], hand, {"rules": ruleset})
