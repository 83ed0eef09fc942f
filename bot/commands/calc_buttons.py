"""The tile picker's buttons: at most five rows of at most five (Discord's classic limit, and a keyboard
that fits a phone on Telegram), the same on both platforms.

1. the pages: characters, dots, bamboo, honors, flags (the one shown is marked);
2-3. the page's keys: its tiles with their counts (and the red five where the ruleset has one), or
   the flags, winds, flowers and dora;
4. the melds, made of the last tile tapped: chow (it and the two above), pung, kong, concealed kong;
5. undo, clear, post (and the web calculator when the bot has a public address).

Every action is ``calc:<picker>:<version>:<op>`` (at most ~24 bytes: Telegram allows 64, Discord 100);
the picker's state is in the shared storage (``bot/commands/calc.py``).
"""

from __future__ import annotations

from bot.render.names import honor_names
from bot.render.text_picker import wind_name
from bot.replies import Button, ButtonStyle
from scoring.picker import MAX_DORA, Flag, MeldKind, Picker, Step
from scoring.tiles import Tile

PREFIX = "calc"
#: the pages: the suits by their notation letter, and the flags
PAGES = ("m", "p", "s", "z", "f")
FLAGS_PAGE = "f"
#: the notation's letter -> the first tile of that suit
_FIRST = {"m": Tile.M1, "p": Tile.P1, "s": Tile.S1, "z": Tile.EAST}
#: each shared flag's catalogue name: ``calc.flag_<its name>`` (a kong's is ``calc.flag_kong``); a ruleset's
#: declaration's is ``calc.flag_<its word>``
_FLAG_KEYS = {flag: f"calc.flag_{flag.name.lower()}" for flag in Flag} | {Flag.ON_KONG: "calc.flag_kong"}
_MELD_KEYS = {MeldKind.CHOW: "calc.meld_chow", MeldKind.PUNG: "calc.meld_pung", MeldKind.KONG: "calc.meld_kong",
              MeldKind.CONCEALED_KONG: "calc.meld_concealed_kong"}
ON = "✅ "
SHOWN = "▸ "


def action(key: str, version: int, op: str) -> str:
    return f"{PREFIX}:{key}:{version}:{op}"


def picker_buttons(session, key: str, version: int, picker: Picker, page: str, dora_armed: bool,
                   web_url: str | None) -> tuple[tuple[Button, ...], ...]:
    tr = session.tr

    def button(label: str, op: str, style: ButtonStyle = ButtonStyle.SECONDARY) -> Button:
        return Button(label, action(key, version, op), style)

    pages = tuple(button((SHOWN if p == page else "") + tr(f"calc.page_{p}"), f"p{p}",
                         ButtonStyle.PRIMARY if p == page else ButtonStyle.SECONDARY) for p in PAGES)
    keys = (_flag_keys(session, picker, button, dora_armed) if page == FLAGS_PAGE
            else _tile_keys(session, picker, page, button))
    melds = tuple(button(tr(_MELD_KEYS[kind]), f"m{kind.value}") for kind in MeldKind)
    last = [button(tr("calc.undo"), "u"), button(tr("calc.clear"), "x", ButtonStyle.DANGER),
            button(tr("calc.post"), "post", ButtonStyle.SUCCESS)]
    if web_url:
        last.append(Button(tr("calc.web"), "", url=web_url, app=True))
    return (pages, *keys, melds, tuple(last))


def _tile_keys(session, picker: Picker, suit: str, button) -> list[tuple[Button, ...]]:
    first = _FIRST[suit]
    size = 7 if suit == "z" else 9
    names = honor_names(session.language)
    keys = []
    for rank in range(1, size + 1):
        tile = Tile(first + rank - 1)
        held = picker.built.copies(tile)
        label = f"{tile.code} {names[rank - 1]}" if suit == "z" else tile.code
        if held:
            label += f" ×{held}"
        keys.append(button(label, f"t{tile.code}", ButtonStyle.DANGER if held >= 4 else ButtonStyle.SECONDARY))
    if suit != "z" and picker.offer.red_fives:
        keys.append(button(session.tr("calc.red_five", tile=f"0{suit}"), f"t0{suit}"))
    return [tuple(keys[:5]), tuple(keys[5:])]


def _flag_keys(session, picker: Picker, button, dora_armed: bool) -> list[tuple[Button, ...]]:
    tr, built = session.tr, picker.built
    labels = {flag: _FLAG_KEYS.get(flag, f"calc.flag_{word}") for flag, word in picker.offer.words.items()}
    keys = [button((ON if flag in built.flags else "") + tr(labels[flag]), f"f{flag}") for flag in picker.offer.flags]
    keys.append(button(tr("calc.seat", wind=wind_name(built.seat, session.language)), f"s{Step.SEAT.value}"))
    keys.append(button(tr("calc.round", wind=wind_name(built.round, session.language)), f"s{Step.ROUND.value}"))
    if picker.offer.flowers:
        keys.append(button(tr("calc.flowers", count=built.flowers), f"s{Step.FLOWERS.value}"))
    if picker.offer.dora:
        label = tr("calc.dora", count=len(built.dora), most=MAX_DORA)
        keys.append(button((SHOWN if dora_armed else "") + label, "d",
                           ButtonStyle.PRIMARY if dora_armed else ButtonStyle.SECONDARY))
    return [tuple(keys[:5]), tuple(keys[5:10])]


__all__ = ["PREFIX", "PAGES", "FLAGS_PAGE", "action", "picker_buttons"]
