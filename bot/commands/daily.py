"""/daily: a discard problem (何切) posted in a chat every day, its answer revealed hours later.

An admin (anyone in a private chat) turns it on with ``/daily on hour=9 reveal=12``: each day at
that hour (of the chat's ``timezone=Asia/Shanghai``, UTC unless set) the adapters' quiz tick posts
the day's problem, a discard drill round outside any game whose deadline is ``reveal`` hours on;
when it passes, the same tick posts the ranking and who answered what, as a quiz round's end does.
The answers count for the chat's leaderboard and streaks like every quiz answer.

Everything lives in the shared storage, so any process may post: the config is a setting of the
``daily`` scope, each day's post is claimed once (adapter state ``daily_posted``), and the round is
a stored round with its deadline. The day's position is seeded by the chat and the date, so a
repeat of the same day would deal the same hand.
"""

from __future__ import annotations

from dataclasses import replace

from bot.commands.spec import ParamKind, ParamSpec, command
from bot.replies import Reply, error_reply
from bot.services.daily_posts import DEFAULT_HOUR, DEFAULT_REVEAL_HOURS, preview, read_timezone, timezone_of
from bot.storage import chat_key


def _read_switch(text: str) -> str | None:
    word = text.strip().lower()
    return {"on": "on", "off": "off", "start": "on", "stop": "off", "preview": "preview"}.get(word)


@command("daily", "drill.cmd_daily",
         ParamSpec("switch", "drill.param_switch", kind=ParamKind.CHOICE, choices=("on", "off", "preview"),
                   read=_read_switch, positional=True, error_key="drill.daily_bad_switch"),
         ParamSpec("hour", "drill.param_hour", kind=ParamKind.INTEGER, min_value=0, max_value=23,
                   error_key="drill.daily_bad_hour"),
         ParamSpec("reveal", "drill.param_reveal", kind=ParamKind.INTEGER, min_value=1, max_value=23,
                   error_key="drill.daily_bad_reveal"),
         ParamSpec("timezone", "drill.param_timezone", read=read_timezone, error_key="drill.daily_bad_timezone"),
         admin_aware=True)
def daily(session, switch: str | None = None, hour: int | None = None, reveal: int | None = None,
          timezone: str | None = None) -> list[Reply]:
    ctx = session.ctx
    key = chat_key(ctx.platform, ctx.chat_id)
    store = session.services.settings_store
    current = store.daily_problems().get(key)
    if switch is None and hour is None and reveal is None and timezone is None:
        if current is None:
            return [Reply(text=session.rich("drill.daily_status_off"), title=session.tr("drill.daily_name"))]
        return [_on_reply(session, current)]
    if ctx.is_group and not ctx.is_admin:
        return [error_reply(session.rich("drill.daily_admins_only"))]
    if switch == "preview":  # what the next post will deal, seen by the admin alone
        replies = preview(session.services.quiz, ctx.platform, ctx.chat_id, key,
                          {**_defaults(session), **(current or {})})
        return [replace(reply, private=True) for reply in replies]
    if switch == "off":
        store.set_daily_problem(key, None)
        return [Reply(text=session.rich("drill.daily_off"), title=session.tr("drill.daily_name"))]
    config = {**_defaults(session), **(current or {})}
    config.update({k: v for k, v in (("hour", hour), ("reveal", reveal), ("timezone", timezone)) if v is not None})
    store.set_daily_problem(key, config)
    return [_on_reply(session, config)]


def _defaults(session) -> dict:
    return {"hour": DEFAULT_HOUR, "reveal": DEFAULT_REVEAL_HOURS, "ruleset": session.settings.ruleset}


def _on_reply(session, config: dict) -> Reply:
    return Reply(text=session.rich("drill.daily_on", hour=config["hour"], reveal=config["reveal"],
                                   zone=timezone_of(config, session.settings.timezone)),
                 title=session.tr("drill.daily_name"))


__all__ = ["daily"]
