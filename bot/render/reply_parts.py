"""Parts of replies shared by the handlers and the services: a hand's picture, its tiles as text, a quiz
mode's name."""

from __future__ import annotations

import logging

from bot.i18n import Translator
from bot.render.picture import CHAT_SCALE, render_hand_png
from bot.render.text_hand import hand_to_unicode
from bot.replies import Picture
from scoring.hand import Hand, PartialHand
from scoring.tiles import Tile

log = logging.getLogger("fanbot.commands")


def hand_picture(hand: Hand | PartialHand, language: str, caption: str = "", marked: Tile | None = None,
                 players: int = 4) -> Picture:
    """The PNG of a hand, drawn only when an adapter sends it (a text-only adapter never draws it);
    a drawing that fails is logged and the text still answers. ``marked``: a tile to point at;
    ``players``: the table's (a three-player table counts dora by its own rule)."""
    return Picture(filename="hand.png", alt_text=caption,
                   draw=lambda: render_hand_png(hand, CHAT_SCALE, marked, players))


def text_tiles(hand: Hand | PartialHand) -> str:
    """The hand in Unicode tiles (the text fallback of the picture)."""
    try:
        return hand_to_unicode(hand)
    except Exception:
        log.exception("could not write the hand in Unicode tiles")
        return ""


def mode_label(tr: Translator, kind: str) -> str:
    """A quiz mode's name in the reply language."""
    return tr("drill.mode_discard") if kind == "discard" else tr(f"quiz.mode_{kind}")
