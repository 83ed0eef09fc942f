"""/review: a game reviewed in the chat (issue 33): one seat's decisions weighed, with its statistics.

The log is a file sent with the command (a Discord attachment option, a Telegram document captioned
``/review`` or answered with it), a link or log pasted after it, or, with neither, the last game played
at a table of this chat (``/play``). The group is shown the summary and the statistics in one message,
whatever the game's length; the whole review goes where only the caller reads it (a Discord ephemeral
reply, the Telegram private chat; when the bot cannot write there, one line in the group says so: the
budget ``REVIEW_POST`` is those two messages). With ``PUBLIC_URL`` set, the answer links to the web
review page. The review itself is ``bot.services.game_review``; its words are ``bot.render.text_review``.
"""

from __future__ import annotations

from urllib.parse import quote, urlencode

from bot.commands.spec import ParamKind, ParamSpec, command
from bot.render.text_review import render_review, render_review_summary
from bot.replies import Button, Reply, error_reply
from bot.services.game_review import review_of_file, review_of_table, review_of_text
from bot.session import Session
from scoring.review.errors import LogError

#: the whole review's text sent privately: about four Telegram messages; the decisions beyond are counted
PRIVATE_REVIEW_CHARS = 14_000
#: the longest text pasted after the command (a viewer link carrying a whole game is some 10 KB)
MAX_PASTED = 64 * 1024
#: the web review page, under ``PUBLIC_URL``
WEB_PAGE = "review.html"
#: the longest pasted link the page's address carries (a Tenhou ``?log=`` link, not a viewer link holding a
#: whole game): Discord takes link buttons of up to 512 characters
LINK_IN_ADDRESS = 400

SOURCE = ParamSpec("source", "review.param_source", rest=True)
FILE = ParamSpec("file", "review.param_file", kind=ParamKind.FILE)
PLAYER = ParamSpec("player", "review.param_player", names=("seat",))


@command("review", "cmd.review", SOURCE, FILE, PLAYER, max_args=MAX_PASTED)
def review_game(session: Session, source: str, player: str | None = None) -> list[Reply]:
    ctx = session.ctx
    try:
        if ctx.attachment is not None:
            reviewed = review_of_file(ctx.attachment, player)
        elif source.strip():
            reviewed = review_of_text(source, player)
        else:
            reviewed = review_of_table(session.services.play.store, ctx.platform, ctx.chat_id, ctx.user_id)
    except LogError as error:
        return [error_reply(session.rich(f"log_error.{error.code}", **error.params))]
    whole = render_review(reviewed, session.language, max_chars=PRIVATE_REVIEW_CHARS)
    link = _web_link(session, source if ctx.attachment is None else "")
    buttons = ((Button(session.tr("review.web_button"), "review:web", url=link),),) if link else ()
    if not ctx.is_group:
        return [Reply(text=whole, buttons=buttons)]
    summary = render_review_summary(reviewed, session.language)
    return [Reply(text=summary + "\n" + session.tr("review.sent_privately"), buttons=buttons),
            Reply(text=whole, private=True, private_fallback=session.rich("review.private_closed"))]


def _web_link(session: Session, source: str) -> str:
    """The web review page, opened on the pasted link when it is short (a file or a long link is given there
    again)."""
    base = session.services.public_url
    if not base:
        return ""
    page = f"{base.rstrip('/')}/{WEB_PAGE}?{urlencode({'lang': session.language})}"
    pasted = source.strip()
    carried = pasted.startswith("http") and len(pasted) <= LINK_IN_ADDRESS
    return page + "#source=" + quote(pasted, safe="") if carried else page


__all__ = ["review_game"]
