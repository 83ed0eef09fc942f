"""/score and /waits: read a hand, score it in the chat's ruleset, answer with text and a picture."""

from __future__ import annotations

from collections.abc import Mapping

from bot.commands.common import bad_ruleset, hand_error, hand_picture, name_in, ruleset_of, text_tiles
from bot.replies import Reply, error_reply
from scoring.hand import HandError
from scoring.notation import format_hand, format_partial, parse_hand, parse_partial


async def score_command(session, args: str, options: Mapping[str, str]) -> list[Reply]:
    from bot.commands import split_options

    text, options = split_options(args, ("rules",), options)
    ruleset = ruleset_of(session, options)
    if ruleset is None:
        return [bad_ruleset(session, options)]
    if not text:
        return [error_reply(session.tr("score.usage"))]
    try:
        hand = parse_hand(text, ruleset)
        if ruleset == "riichi":
            body = _riichi_text(session, hand)
        else:
            body = _mcr_text(session, hand)
    except HandError as error:
        return [hand_error(session, error)]
    return [Reply(text=body, title=session.tr(f"score.title_{ruleset}"),
                  picture=hand_picture(hand, session.language, format_hand(hand, ruleset=ruleset)))]


def _mcr_text(session, hand) -> str:
    from scoring.mcr import score_hand

    result = score_hand(hand)
    tr, language = session.tr, session.language
    lines = [tr("score.hand_line", hand=format_hand(hand, ruleset="mcr")), text_tiles(hand), ""]
    for hit in result.fans:
        name = name_in(language, hit.zh, hit.zh_hant, hit.en)
        times = tr("score.times", count=hit.count) if hit.count > 1 else ""
        lines.append(tr("score.fan_line", name=name, points=hit.points * hit.count, times=times))
    lines.append("")
    lines.append(tr("score.total_mcr", total=result.total))
    if hand.context.flowers:
        lines.append(tr("score.flowers_note", flowers=hand.context.flowers,
                        without=result.total_without_flowers))
    if not result.meets_minimum:
        lines.append(tr("score.below_minimum", total=result.total_without_flowers))
    return "\n".join(line for line in lines if line is not None).replace("\n\n\n", "\n\n")


def _riichi_text(session, hand) -> str:
    from scoring.riichi import score_hand

    data = score_hand(hand).to_json()
    tr, language = session.tr, session.language
    lines = [tr("score.hand_line", hand=format_hand(hand, ruleset="riichi")), text_tiles(hand), ""]
    for item in data.get("yakuman", []):
        lines.append(tr("score.yakuman_line", name=_riichi_name(item["id"], language),
                        times=item.get("multiplier", 1)))
    for item in data.get("yaku", []):
        lines.append(tr("score.yaku_line", name=_riichi_name(item["id"], language), han=item["han"]))
    lines.append("")
    points = data.get("points", {})
    if data.get("yakuman"):
        lines.append(tr("score.total_yakuman", points=points.get("total", "?")))
    else:
        lines.append(tr("score.total_riichi", han=data.get("han", "?"), fu=data.get("fu", "?"),
                        points=points.get("total", "?")))
    return "\n".join(lines)


def _riichi_name(yaku_id: str, language: str) -> str:
    """A yaku's name from the glossary, falling back to its id."""
    try:
        from glossary import get_entry

        entry = get_entry("riichi", yaku_id)
    except Exception:
        return yaku_id.replace("_", " ")
    if language == "en":
        return f"{entry.en} ({entry.romaji})" if getattr(entry, "romaji", "") else entry.en
    return name_in(language, entry.zh_hans, entry.zh_hant, entry.en)


async def waits_command(session, args: str, options: Mapping[str, str]) -> list[Reply]:
    from bot.commands import split_options

    text, options = split_options(args, ("rules",), options)
    ruleset = ruleset_of(session, options)
    if ruleset is None:
        return [bad_ruleset(session, options)]
    if not text:
        return [error_reply(session.tr("waits.usage"))]
    try:
        partial = parse_partial(text, ruleset)
        body = _waits_text(session, partial, ruleset)
    except HandError as error:
        return [hand_error(session, error)]
    return [Reply(text=body, title=session.tr("waits.title"),
                  picture=hand_picture(partial, session.language, format_partial(partial, ruleset=ruleset)))]


def _waits_text(session, partial, ruleset: str) -> str:
    """Waits of a 13-tile hand (with the points each would score); shanten and discards otherwise."""
    from scoring import waits as waits_module

    tr = session.tr
    lines = [tr("score.hand_line", hand=format_partial(partial, ruleset=ruleset)), text_tiles(partial), ""]
    renderer = _waits_renderer()
    if renderer is not None:
        lines.append(renderer(partial, ruleset, session.language))
        return "\n".join(lines)
    if partial.tile_count == 13:
        waits = waits_module.mcr_waits(partial) if ruleset == "mcr" else waits_module.riichi_waits(partial)
        if not waits:
            lines.append(tr("waits.not_ready"))
        for wait in waits:
            data = wait.to_json()
            lines.append(tr("waits.wait_line", tile=data.get("tile", "?"), points=data.get("total", "-")))
    else:
        lines.append(tr("waits.fourteen"))
    return "\n".join(lines)


def _waits_renderer():
    try:
        from bot.render import text_waits
    except ImportError:
        return None
    return getattr(text_waits, "render_waits_for_bot", None)


async def score_action(session, action: str, values) -> list[Reply]:
    """``score:<ruleset>:<hand>``: score a hand shown with a button (e.g. a glossary example)."""
    _, _, rest = action.partition(":")
    ruleset, _, hand = rest.partition(":")
    return await score_command(session, hand, {"rules": ruleset})
