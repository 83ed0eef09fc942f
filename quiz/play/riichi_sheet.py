"""A played Riichi hand's end as the score sheet's entry: a win, a double or triple ron, an exhaustive
draw with its ready seats, nagashi mangan, or an abortive draw; and the sheet options that play the
preset's multiple ron, nagashi, abortive draws and scoring as the engine does."""

from __future__ import annotations

from quiz.sheet.model import Draw, EntryBody, Win
from quiz.sheet.riichi_hand_ends import AbortKind, RiichiAbort, RiichiNagashi, RiichiRons
from scoring.riichi.game.model import DrawKind, HandEnd
from scoring.riichi.game.model import Win as GameWin
from scoring.riichi.game.presets import PRESETS


def sheet_hand_end_options(name: str) -> tuple[tuple[str, str], ...]:
    """``rons``, ``nagashi`` and ``aborts`` as the preset ``name`` plays them, and its scorer's rules."""
    preset = PRESETS[name]
    rons = 1 if not preset.multiple_ron else 2 if preset.abort_triple_ron else 3
    aborts = any((preset.abort_nine_terminals, preset.abort_four_winds, preset.abort_four_riichi,
                  preset.abort_four_kans, preset.abort_triple_ron))
    return (("rons", str(rons)), ("nagashi", "on" if preset.nagashi_mangan else "off"),
            ("aborts", "on" if aborts else "off"), ("scorer", name))


def sheet_hand_end(end: HandEnd) -> EntryBody:
    """The entry that writes ``end`` on the sheet."""
    if len(end.wins) > 1:
        return RiichiRons.of(tuple(_win(win) for win in end.wins))
    if end.wins:
        return _win(end.wins[0])
    if end.draw is DrawKind.NAGASHI:
        return RiichiNagashi(tuple(end.nagashi), tuple(end.tenpai))
    if end.draw is DrawKind.EXHAUSTIVE:
        return Draw(end.tenpai)
    return RiichiAbort(AbortKind(end.draw.value).value)


def _win(win: GameWin) -> Win:
    scored = win.result
    yaku = tuple(hit.yaku.id for hit in (*scored.yakuman, *scored.yaku))
    return Win(win.seat, win.from_seat, han=scored.han, fu=None if scored.yakuman else scored.fu, fans=yaku,
               liable=win.liable)
