"""/score and /waits: read a hand, score it in the chat's ruleset, answer with text and a picture."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.commands.common import RULES, hand_error, players_of, red_fives_of, score_error
from bot.commands.rulesets import commands_of
from bot.commands.spec import Alias, Inline, ParamSpec, action, command, run, spec_of
from bot.render.reply_parts import hand_picture, text_tiles
from bot.render.styles import Style
from bot.render.text_waits import render_waits_for_bot
from bot.render.views import view_of
from bot.replies import Reply, error_reply
from bot.rich import Rich, lines, tiles
from scoring.hand import HandError, NotWinningHand
from scoring.notation import format_hand, format_partial, parse_hand, parse_partial
from scoring.rulesets import BUILT_IN, ruleset_of


def _may_be_a_hand(query: str) -> bool:
    return any(ch.isdigit() for ch in query)  # a hand has digits; a fan name may too ("7 pairs")


@command("score", "cmd.score", ParamSpec("hand", "param.hand", required=True, rest=True), RULES,
         aliases=("s", *(Alias(ruleset_id, options=(("rules", ruleset_id),)) for ruleset_id in BUILT_IN)),
         usage_key="score.usage", inline=Inline(accepts=_may_be_a_hand, icon="🀄"))
def score(session, hand: str, rules: str) -> list[Reply]:
    # a ruleset's other readings of the words first: at an open table ``/riichi Ann`` may be Ann's bet
    for reading in commands_of(rules).other_readings:
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
    table = session.settings.options_of(rules)  # the chat's table options for the ruleset
    try:
        parsed = parse_hand(hand, rules, red_fives_of(table))
    except HandError as error:
        score_draw = commands_of(rules).score_draw
        draw = score_draw(session, hand) if score_draw is not None and error.code == "no_tiles" else None
        if draw is not None:  # a draw its rules pay needs no hand
            return ScoreAnswer(draw)
        return ScoreAnswer([hand_error(session, error)])
    written = format_hand(parsed, ruleset=rules)  # normalized (red fives written as 0)
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
    picture = hand_picture(parsed, session.language, written, players=players_of(table)) if session.pictures else None
    return ScoreAnswer([Reply(text=body, title=session.tr(f"score.title_{view.words}"), picture=picture)])


@command("waits", "cmd.waits", ParamSpec("hand", "param.hand13", required=True, rest=True), RULES,
         aliases=("w", "tenpai", "ting"), usage_key="waits.usage")
def waits(session, hand: str, rules: str) -> list[Reply]:
    table = session.settings.options_of(rules)
    try:
        partial = parse_partial(hand, rules, red_five_counts=red_fives_of(table))
    except HandError as error:
        return [hand_error(session, error)]
    try:
        body = _waits_text(session, partial, rules, table)
    except HandError as error:
        return [score_error(session, error)]
    picture = (hand_picture(partial, session.language, format_partial(partial, ruleset=rules),
                            players=players_of(table)) if session.pictures else None)
    return [Reply(text=body, title=session.tr("waits.title"), picture=picture)]


def _waits_text(session, partial, ruleset: str, table: object) -> Rich:
    """Waits of a 13-tile hand with what each scores; shanten and the discard table for 14 tiles."""
    return lines(session.rich("score.hand_line", hand=format_partial(partial, ruleset=ruleset)),
                 tiles(text_tiles(partial)), "",
                 render_waits_for_bot(partial, ruleset, session.language, table))


@action("score")
def score_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    """``score:<ruleset>:<hand>``: score a hand shown with a button (e.g. a glossary example)."""
    _, _, rest = action.partition(":")
    ruleset, _, hand = rest.partition(":")
    return run(session, spec_of(score), hand, {"rules": ruleset})
