"""/efficiency HAND (何切, nanikiru): which tile to discard, in chat, and playing the hand forward.

The reply is the chat style of ``bot/render/text_efficiency.py`` over ``scoring.efficiency.analyse``,
the hand picture with the best discard marked, and buttons "discard X and draw" for the best
discards. A button walks the hand on: X goes to the table (``seen=``) and a tile comes from the
wall that is left (every copy not visible to the player). The draw is decided by the walk's key
and the tile, so any worker, and the same worker after a restart, answers a press the same way;
the walk (hand, ruleset, step) is kept in the adapter state, which every process shares.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import replace

from bot.commands.common import RULES, hand_error, players_of, red_fives_of, score_error
from bot.commands.spec import ParamSpec, action, command
from bot.render.reply_parts import hand_picture, text_tiles
from bot.render.text_efficiency import render_efficiency_for_bot
from bot.replies import Button, ButtonStyle, Reply, error_reply
from bot.rich import lines, tiles
from scoring.efficiency import EfficiencyReport, analyse
from scoring.hand import HandError, PartialHand
from scoring.notation import format_partial, parse_partial
from scoring.tiles import Tile
from scoring.waits import awaiting_draw

STATE_KIND = "efficiency_walk"
#: discards offered as "discard X and draw" buttons
FORWARD_BUTTONS = 3


@command("efficiency", "drill.cmd_efficiency", ParamSpec("hand", "drill.param_hand", required=True, rest=True), RULES,
         aliases=("nanikiru", "eff"), usage_key="drill.efficiency_usage")
def efficiency(session, hand: str, rules: str) -> list[Reply]:
    try:
        partial = parse_partial(hand, rules, red_five_counts=red_fives_of(session.settings.options_of(rules)))
    except HandError as error:
        return [hand_error(session, error)]
    return [_analysis_reply(session, partial, rules)]


def _analyse(session, partial: PartialHand, ruleset: str) -> EfficiencyReport:
    return analyse(partial, ruleset, session.settings.options_of(ruleset))  # the chat's table options


def _analysis_reply(session, partial: PartialHand, ruleset: str, step: int = 0, note=None) -> Reply:
    try:
        report = _analyse(session, partial, ruleset)
    except HandError as error:
        return score_error(session, error)
    written = format_partial(partial, ruleset=ruleset)
    head = [note] if note is not None else []
    body = lines(*head, session.rich("score.hand_line", hand=written), tiles(text_tiles(partial)), "",
                 render_efficiency_for_bot(report, session.language))
    best = report.discards[0].tile if report.discards else None
    players = players_of(session.settings.options_of(ruleset))
    picture = (hand_picture(partial, session.language, written, marked=best, players=players)
               if session.pictures else None)
    key = _remember(session, written, ruleset, step)
    buttons: tuple[tuple[Button, ...], ...] = ()
    if report.discards:
        styles = (ButtonStyle.PRIMARY, *(ButtonStyle.SECONDARY,) * (FORWARD_BUTTONS - 1))
        buttons = (tuple(Button(session.tr("drill.discard_and_draw", tile=row.tile.code),
                                f"eff:go:{key}:{row.tile.code}", style)
                         for row, style in zip(report.discards, styles, strict=False)),)
    elif awaiting_draw(partial, ruleset):
        buttons = ((Button(session.tr("drill.draw"), f"eff:draw:{key}", ButtonStyle.PRIMARY),),)
    return Reply(text=body, title=session.tr("drill.efficiency_title"), picture=picture, buttons=buttons)


def _remember(session, written: str, ruleset: str, step: int) -> str:
    """The walk's key (a digest of the hand, so a repeated hand gets the same key) after storing it."""
    key = hashlib.sha256(f"{ruleset}|{written}|{step}".encode()).hexdigest()[:20]
    session.services.storage.remember_state(session.ctx.platform, STATE_KIND, key,
                                        {"hand": written, "rules": ruleset, "step": step})
    return key


def wall_left(partial: PartialHand) -> list[Tile]:
    """Every copy the player cannot see, in tile order: what a draw can bring."""
    visible = partial.visible_counts()
    return [Tile(t) for t in range(34) for _ in range(max(0, 4 - visible[t]))]


def draw_for(key: str, partial: PartialHand, discard: Tile | None) -> Tile | None:
    """The tile drawn after ``discard`` in the walk ``key``: the same key and tile always draw the same."""
    wall = wall_left(partial)
    if not wall:
        return None
    return random.Random(f"{key}:{discard.code if discard else '-'}").choice(wall)


@action("eff")
def efficiency_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    """``eff:go:<walk>:<tile>`` (discard the tile and draw) and ``eff:draw:<walk>`` (13 tiles: draw)."""
    parts = action.split(":")
    verb = parts[1] if len(parts) > 1 else ""
    storage = session.services.storage
    state = storage.recall_state(session.ctx.platform, STATE_KIND, parts[2]) if len(parts) > 2 else None
    if state is None or verb not in ("go", "draw"):
        return [error_reply(session.tr("error.stale_button"))]
    key, ruleset = parts[2], state["rules"]
    try:
        partial = parse_partial(state["hand"], ruleset)
    except HandError:
        return [error_reply(session.tr("error.stale_button"))]
    discard = None
    if verb == "go":
        try:
            discard = Tile(next(t for t in partial.concealed if len(parts) == 4 and t.code == parts[3]))
        except StopIteration:
            return [error_reply(session.tr("error.stale_button"))]
        concealed = list(partial.concealed)
        concealed.remove(discard)
        reds = list(partial.red_fives)
        if reds.count(discard) > concealed.count(discard) + sum(m.tiles.count(discard) for m in partial.melds):
            reds.remove(discard)  # the red five went to the table
        partial = replace(partial, concealed=tuple(concealed), red_fives=tuple(reds),
                          seen=tuple(sorted((*partial.seen, discard))))
    drawn = draw_for(key, partial, discard)
    if drawn is None:
        return [error_reply(session.rich("drill.wall_empty"))]
    partial = replace(partial, concealed=tuple(sorted((*partial.concealed, drawn))))
    note = session.rich("drill.walked" if discard else "drill.drew", tile=discard.code if discard else "",
                        drawn=drawn.code, step=int(state.get("step", 0)) + 1)
    return [_analysis_reply(session, partial, ruleset, int(state.get("step", 0)) + 1, note)]


__all__ = ["efficiency", "efficiency_action", "draw_for", "wall_left", "STATE_KIND"]
