"""Files users attach to slash commands, for the fake Discord: an attachment option and its download.

An application command option of type 11 (ATTACHMENT) carries the attachment's id as its value; the
interaction's ``data.resolved.attachments`` maps that id to the attachment (``id``, ``filename``, ``size``,
``url``, ``proxy_url``, ``content_type``), whose ``url`` the CDN serves (here: the fake's own address).
"""

from __future__ import annotations

from aiohttp import web

ATTACHMENT = 11


class AttachedFiles:
    """Mixed into ``FakeDiscord``: the files users attached, by attachment id."""

    port: int

    def _init_files(self) -> None:
        #: attachment id -> (file name, its bytes, the size Discord says it has)
        self.uploads: dict[str, tuple[str, bytes, int]] = {}
        #: the attachment ids the bot downloaded, in order
        self.downloaded: list[str] = []

    def route_files(self, app: web.Application) -> None:
        app.router.add_get("/attachments/{id}/{name}", self._download)

    def attach(self, filename: str, data: bytes, size: int | None = None) -> str:
        """A file a user attaches (``size``: what Discord says of it, its length by default); its id is
        the value of the command's attachment option."""
        attachment_id = str(next(self._ids))
        self.uploads[attachment_id] = (filename, data, len(data) if size is None else size)
        return attachment_id

    def resolve_files(self, data: dict) -> None:
        """The ``resolved.attachments`` of an interaction's data, for its attachment options."""
        options = data.get("options", [])
        options = [o for sub in options for o in sub.get("options", [])] + options
        found = {}
        for option in options:
            if option.get("type") == ATTACHMENT:
                name, _, size = self.uploads[option["value"]]
                url = f"http://127.0.0.1:{self.port}/attachments/{option['value']}/{name}"
                found[option["value"]] = {"id": option["value"], "filename": name, "size": size, "url": url,
                                          "proxy_url": url, "content_type": "application/octet-stream"}
        if found:
            data["resolved"] = {"attachments": found}

    async def _download(self, request: web.Request) -> web.Response:
        upload = self.uploads.get(request.match_info["id"])
        self.downloaded.append(request.match_info["id"])
        return web.Response(status=404) if upload is None else web.Response(body=upload[1])
