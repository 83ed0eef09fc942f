"""Files users send, for the fake Bot API: a document message, ``getFile`` and the file download.

- A user sends a document (``Message.document``: ``file_id``, ``file_unique_id``, ``file_name``,
  ``file_size``), with a caption (its leading /command a ``bot_command`` caption entity) or none.
- ``getFile(file_id)`` gives a ``File`` with its ``file_path``; an unknown id is refused ("wrong file_id").
- ``GET /file/bot<token>/<file_path>`` gives the bytes, as Telegram's file server does.
"""

from __future__ import annotations

import itertools
import re

import telegram
from aiohttp import web


class UserFiles:
    """Mixed into ``FakeTelegram``: the documents users sent, by file id."""

    token: str
    messages: dict[tuple[int, int], dict]

    def _init_files(self) -> None:
        #: file id -> the document's bytes
        self.uploads: dict[str, bytes] = {}
        self._file_ids = itertools.count(1)

    def route_files(self, app: web.Application) -> None:
        app.router.add_get("/file/bot{token}/{path:.*}", self._download)

    def send_document(self, chat: telegram.Chat, user: telegram.User, data: bytes, filename: str,
                      caption: str = "", size: int | None = None) -> int:
        """A user sends a file (``size``: what Telegram says of it, its length by default)."""
        file_id = f"doc{next(self._file_ids)}"
        self.uploads[file_id] = data
        document = telegram.Document(file_id, f"u{file_id}", file_name=filename,
                                     file_size=len(data) if size is None else size)
        command = re.match(r"/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?", caption)
        entities = [telegram.MessageEntity(type="bot_command", offset=0, length=command.end())] if command else None
        message = telegram.Message(message_id=next(self._message_ids), date=self._now(), chat=chat, from_user=user,
                                   document=document, caption=caption or None, caption_entities=entities)
        self.messages[(chat.id, message.message_id)] = message.to_dict()  # a later /review may answer it
        return self.push_update(message=message)

    def api_getFile(self, params, files):
        file_id = str(params.get("file_id"))
        if file_id not in self.uploads:
            from tests.bot.fakes.fake_telegram import FakeApiError  # here: that module imports this one
            raise FakeApiError("Bad Request: wrong file_id")
        return {"file_id": file_id, "file_unique_id": f"u{file_id}", "file_size": len(self.uploads[file_id]),
                "file_path": f"documents/{file_id}"}

    async def _download(self, request: web.Request) -> web.Response:
        file_id = request.match_info["path"].rsplit("/", 1)[-1]
        if request.match_info["token"] != self.token or file_id not in self.uploads:
            return web.Response(status=404)
        return web.Response(body=self.uploads[file_id])
