"""Forum supergroups for the fake Bot API: topics, as the Bot API documents them.

- A forum is a supergroup whose ``Chat`` has ``is_forum``; its topics are message threads. A
  message written in a topic carries ``message_thread_id`` (the topic's id) and ``is_topic_message``;
  one in the General topic carries neither. A message in a topic that answers no message is sent
  as a reply to the topic's first message (its "topic created" service message), as Telegram does;
  a reply in the General topic carries the reply chain's ``message_thread_id`` but no
  ``is_topic_message`` (it is in no topic).
- ``createForumTopic(chat_id, name, icon_color?)`` needs a forum ("the chat is not a forum"), the
  bot an administrator with ``can_manage_topics`` ("not enough rights to create a topic"), a name
  of 1-128 characters and, if given, one of the six icon colours; it returns a ``ForumTopic``.
  The topic's id is the id of its "topic created" service message, the first of the thread.
- ``send*`` with ``message_thread_id`` posts in that topic; a thread the chat does not have is
  refused ("message thread not found"). Without it, a reply goes to the topic of the message it
  answers, anything else to the General topic. An edit keeps its message in its topic.
"""

from __future__ import annotations

from typing import Any

import telegram

#: the colours a topic's icon may have (Bot API, createForumTopic)
ICON_COLORS = (7322096, 16766590, 13338331, 9367192, 16749490, 16478047)
TOPIC_NAME_LIMIT = 128
_THREAD_FIELDS = ("message_thread_id", "is_topic_message")


class ForumChats:
    """Mixed into ``FakeTelegram``: the forums it knows and their topics."""

    messages: dict[tuple[int, int], dict]

    def _init_forums(self) -> None:
        #: forum chat id -> topic id -> its ForumTopic as a dict
        self.forums: dict[int, dict[int, dict]] = {}
        #: forums where the bot is an administrator with can_manage_topics
        self.topic_managers: set[int] = set()

    # ----------------------------------------------------------------- what tests set up
    def forum_chat(self, chat_id: int, title: str = "Mahjong club", *, bot_manages_topics: bool = True
                   ) -> telegram.Chat:
        """A forum supergroup the bot is in (an admin that may manage topics, unless told otherwise)."""
        self.forums.setdefault(chat_id, {})
        if bot_manages_topics:
            self.topic_managers.add(chat_id)
        return telegram.Chat(id=chat_id, type="supergroup", title=title, is_forum=True)

    def user_topic(self, chat_id: int, name: str) -> int:
        """A topic a member opened (as people do in the app); returns its message_thread_id."""
        return self._new_topic(chat_id, name, None)["message_thread_id"]

    def topic_names(self, chat_id: int) -> dict[int, str]:
        return {topic_id: topic["name"] for topic_id, topic in self.forums.get(chat_id, {}).items()}

    # ----------------------------------------------------------------- the method
    def api_createForumTopic(self, params, files):
        from tests.bot.fakes.fake_telegram import FakeApiError

        chat_id = int(params.get("chat_id", 0))
        if chat_id not in self.forums:
            raise FakeApiError("Bad Request: the chat is not a forum")
        if chat_id not in self.topic_managers:
            raise FakeApiError("Bad Request: not enough rights to create a topic")
        name = str(params.get("name") or "")
        if not 1 <= len(name) <= TOPIC_NAME_LIMIT:
            raise FakeApiError("Bad Request: TOPIC_TITLE_EMPTY" if not name else "Bad Request: topic name is too long")
        color = params.get("icon_color")
        if color is not None and int(color) not in ICON_COLORS:
            raise FakeApiError("Bad Request: TOPIC_ICON_COLOR_INVALID")
        return self._new_topic(chat_id, name, self.bot_user, color)

    def _new_topic(self, chat_id: int, name: str, creator: telegram.User | None, color: int | None = None) -> dict:
        thread_id = next(self._message_ids)
        topic = telegram.ForumTopic(message_thread_id=thread_id, name=name, icon_color=color or ICON_COLORS[0])
        service = telegram.Message(
            message_id=thread_id, date=self._now(), chat=self._forum(chat_id), from_user=creator,
            forum_topic_created=telegram.ForumTopicCreated(name=name, icon_color=topic.icon_color),
            message_thread_id=thread_id, is_topic_message=True,
        )
        self.messages[(chat_id, thread_id)] = service.to_dict()
        self.forums[chat_id][thread_id] = topic.to_dict()
        return topic.to_dict()

    def _forum(self, chat_id: int) -> telegram.Chat:
        return telegram.Chat(id=chat_id, type="supergroup", title="Mahjong club", is_forum=True)

    # ----------------------------------------------------------------- every send and edit
    def _thread_before(self, method: str, params: dict) -> tuple[int | None, dict | None]:
        """Where a send lands (its topic, or None) and, for an edit, the message as it was; refuses
        a thread the chat does not have."""
        from tests.bot.fakes.fake_telegram import FakeApiError

        try:
            chat_id = int(params.get("chat_id", 0))
        except (TypeError, ValueError):
            return None, None
        if method.startswith("edit"):
            return None, self.messages.get((chat_id, int(params.get("message_id") or 0)))
        if not method.startswith("send") or method == "sendChatAction":
            return None, None
        thread = params.get("message_thread_id")
        if thread is not None:
            if int(thread) not in self.forums.get(chat_id, {}):
                raise FakeApiError("Bad Request: message thread not found")
            return int(thread), None
        answered = _replied_to(params)
        if chat_id in self.forums and answered is not None:
            original = self.messages.get((chat_id, answered)) or {}
            if original.get("is_topic_message"):
                return int(original["message_thread_id"]), None
        return None, None

    def _thread_after(self, params: dict, result: Any, thread: int | None, before: dict | None) -> Any:
        """The stored message (and the answer) in its topic."""
        if not isinstance(result, dict) or "message_id" not in result or "chat" not in result:
            return result
        if before is not None:
            thread = before.get("message_thread_id") if before.get("is_topic_message") else None
        chat_id = int(result["chat"]["id"])
        if chat_id in self.forums:
            result["chat"]["is_forum"] = True
        if thread is not None:
            result.update(message_thread_id=thread, is_topic_message=True)
        else:
            for name in _THREAD_FIELDS:
                result.pop(name, None)
        self.messages[(chat_id, int(result["message_id"]))] = result
        return result

    def sent_in_topic(self, chat_id: int, topic: int | None, start: int = 0) -> list:
        """The messages the bot sent to ``chat_id`` since ``start`` that landed in ``topic`` (None:
        General), refused ones not."""
        return [call for call in self.calls[start:] if call.method.startswith("send")
                and call.method != "sendChatAction" and isinstance(call.result, dict)
                and int(call.result.get("chat", {}).get("id", 0)) == chat_id
                and call.result.get("message_thread_id") == topic]


def _replied_to(params: dict) -> int | None:
    if params.get("reply_to_message_id") is not None:
        return int(params["reply_to_message_id"])
    reply = params.get("reply_parameters")
    if isinstance(reply, dict) and reply.get("message_id") is not None:
        return int(reply["message_id"])
    return None
