"""/score and /waits: read a hand, score it in the chat's ruleset, answer with text and a picture."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.commands.common import RULES, hand_error, hand_picture, score_error, text_tiles
from bot.commands.spec import Alias, Inline, ParamSpec, action, command, run, spec_of
from bot.commands.table_riichi import riichi_bet
from bot.render.styles import Style
from bot.render.text_riichi import render_nagashi_text
from bot.render.text_waits import render_waits_for_bot
from bot.render.views import view_of
from bot.replies import Reply, error_reply
from bot.rich import Rich, lines, tiles
from scoring.hand import HandError, NotWinningHand
from scoring.notation import format_hand, format_partial, parse_hand, parse_partial
from scoring.riichi import parse_nagashi, score_nagashi
from scoring.rulesets import RulesetId, ruleset_of

#: each ruleset's other readings of ``/score WORDS``, tried before scoring them as a hand: at an open
#: Riichi table ``/riichi Ann`` is Ann's riichi declaration (``bot/commands/table_riichi.py``)
OTHER_READINGS = {RulesetId.RIICHI: (riichi_bet,)}


def _may_be_a_hand(query: str) -> bool:
    return any(ch.isdigit() for ch in query)  # a hand has digits; a fan name may too ("7 pairs")


@command("score", "cmd.score", ParamSpec("hand", "param.hand", required=True, rest=True), RULES,
         aliases=("s", Alias("mcr", options=(("rules", "mcr"),)), Alias("riichi", options=(("rules", "riichi"),))),
         usage_key="score.usage", inline=Inline(accepts=_may_be_a_hand, icon="🀄"))
def score(session, hand: str, rules: str) -> list[Reply]:
    for reading in OTHER_READINGS.get(rules, ()):
        answer = reading(session, hand)
        if answer is not None:
            return answer
    return score_hand(session, hand, rules).replies


@dataclass(frozen=True)
class ScoreAnswer:
    """What /score answers for a hand, and whether the hand read but is no winning hand."""

    replies: list[Reply]
    not_winning: bool = False


def score_hand(session, hand: str, rules: str) -> ScoreAnswer:
    """/score of a hand (no other reading of the words): the tile picker's answer at 14 tiles too."""
    view = view_of(rules)
    table = session.settings.riichi  # the chat's Riichi table rules
    try:
        parsed = parse_hand(hand, rules, table.red_five_counts)
    except HandError as error:
        draw = parse_nagashi(hand) if view.pays_draws and error.code == "no_tiles" else None
        if draw is not None:  # nagashi mangan needs no hand: a draw paid as a mangan
            return ScoreAnswer(_nagashi(session, draw))
        return ScoreAnswer([hand_error(session, error)])
    written = format_hand(parsed, ruleset=rules)  # normalized; red fives as 0 in Riichi
    try:
        result = ruleset_of(rules).score(parsed, table)
        body = view.render_score(result, session.language, Style.CHAT, written)
    except HandError as error:  # read, but not a winning hand (or no yaku)
        reply = score_error(session, error)
        if isinstance(error, NotWinningHand):
            # the same 14 tiles in /waits show which discard brings the hand closest
            if rules != session.settings.ruleset:
                written += f" rules={rules}"
            hint = session.rich("score.try_waits", hand=written)
            reply = error_reply(lines(reply.text, hint))
        return ScoreAnswer([reply], isinstance(error, NotWinningHand))
    picture = hand_picture(parsed, session.language, written, players=table.players) if session.pictures else None
    return ScoreAnswer([Reply(text=body, title=session.tr(f"score.title_{view.words}"), picture=picture)])


def _nagashi(session, draw) -> list[Reply]:
    try:
        result = score_nagashi(*draw, session.settings.riichi)
    except HandError as error:
        return [hand_error(session, error)]
    text = render_nagashi_text(result, session.language, Style.CHAT)
    return [Reply(text=text, title=session.tr("score.title_riichi"))]


@command("waits", "cmd.waits", ParamSpec("hand", "param.hand13", required=True, rest=True), RULES,
         aliases=("w", "tenpai", "ting"), usage_key="waits.usage")
def waits(session, hand: str, rules: str) -> list[Reply]:
    try:
        partial = parse_partial(hand, rules, red_five_counts=session.settings.riichi.red_five_counts)
    except HandError as error:
        return [hand_error(session, error)]
    try:
        body = _waits_text(session, partial, rules)
    except HandError as error:
        return [score_error(session, error)]
    picture = (hand_picture(partial, session.language, format_partial(partial, ruleset=rules),
                            players=session.settings.riichi.players) if session.pictures else None)
    return [Reply(text=body, title=session.tr("waits.title"), picture=picture)]


def _waits_text(session, partial, ruleset: str) -> Rich:
    """Waits of a 13-tile hand with what each scores; shanten and the discard table for 14 tiles."""
    return lines(session.rich("score.hand_line", hand=format_partial(partial, ruleset=ruleset)),
                 tiles(text_tiles(partial)), "",
                 render_waits_for_bot(partial, ruleset, session.language, session.settings.riichi))


@action("score")
def score_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    """``score:<ruleset>:<hand>``: score a hand shown with a button (e.g. a glossary example)."""
    _, _, rest = action.partition(":")
    ruleset, _, hand = rest.partition(":")
    return run(session, spec_of(score), hand, {"rules": ruleset})
