"""The site's files as served: an HTML page is the head every page shares (``static/head.html``: character set,
viewport, title, icon, the shared style and the tile-drawing scripts) followed by the page's own file (its own
head lines and its body), so the shared head is written once."""

from __future__ import annotations

from pathlib import Path

STATIC = Path(__file__).with_name("static")
SHARED_HEAD = "head.html"


def static_file(name: str) -> bytes:
    """The file ``name`` of ``static/`` as served: a page after the shared head, any other file as it is."""
    own = (STATIC / name).read_bytes()
    return (STATIC / SHARED_HEAD).read_bytes() + own if name.endswith(".html") else own
