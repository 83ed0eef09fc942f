"""A game reviewed for the chats and the web page: where its log comes from, and the review of one seat.

The log is a file sent with the command (``bot.calls.Attachment``), text or a link pasted (a Tenhou viewer
link carrying the game is read as it is; a Tenhou log id or ``?log=`` link is fetched: ``log_sources``), or,
with neither, the last game played at a table of the chat (``/play``), whose log the played tables' store
keeps (the lines ``/play export`` gives). Every refusal is a ``LogError`` with its words in the catalogues.
"""

from __future__ import annotations

from dataclasses import replace

from bot.calls import Attachment
from bot.services.log_sources import text_source
from quiz.play.model import PlayTable
from quiz.play.rulesets import table_play
from quiz.play.store import PlayStore
from scoring.review.errors import LogError
from scoring.review.review import Review, review, seat_of
from scoring.review.source import read_log


def table_files(store: PlayStore, table: PlayTable) -> list[tuple[str, str, bytes]]:
    """A played table's game as the files its ruleset writes (name, media type, bytes), the first the log
    the review reads (``TablePlay.exports``: the shared engine's JSON lines, each hand's end with its wall)."""
    hands = [played.state for number in range(1, table.hand + 1) if (played := store.hand(table, number)) is not None]
    return table_play(table).exports(table, hands)


def table_log(store: PlayStore, table: PlayTable) -> bytes:
    """A played table's game as the log the review reads."""
    return table_files(store, table)[0][2]


def review_of_file(attachment: Attachment, player: str | None = None) -> Review:
    """The review of a log sent as a file; a file over the adapters' limit was never downloaded."""
    if attachment.data is None:
        raise LogError("file_too_large", megabytes=_megabytes(attachment.size))
    game = read_log(attachment.data)
    return review(game, seat_of(game, player))


def review_of_text(text: str, player: str | None = None) -> Review:
    """The review of a log pasted as text, a viewer link carrying it, or a Tenhou log id / link (fetched)."""
    source = text_source(text, unknown="not_a_log")
    wanted = player if player is not None else (None if source.seat is None else str(source.seat))
    game = read_log(source.data)
    return review(game, seat_of(game, wanted))


def review_of_table(store: PlayStore, platform: str, chat_id: str, user_id: str) -> Review:
    """The review of the chat's last played game, for the caller's seat (seat 0 when they did not play)."""
    table = store.last(platform, chat_id)
    if table is None or table.hand == 0:
        raise LogError("no_played_game")
    game = read_log(table_log(store, table))
    if len(table.seats) == game.seats:  # the log numbers the seats; the table knows who sat there
        game = replace(game, players=tuple(seat.name for seat in table.seats))
    return review(game, table.seat_of(user_id) or 0)


def _megabytes(size: int) -> str:
    return f"{size / (1 << 20):.1f}"


__all__ = ["table_files", "table_log", "review_of_file", "review_of_text", "review_of_table"]
