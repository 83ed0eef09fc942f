"""Conditional GETs: every cacheable answer of the server carries an ``ETag`` (a hash of its body), and a client that
already holds that version is answered ``304 Not Modified`` with no body.

The page's files, fonts, tile faces and words change only with a new release, but a browser revalidates them (the
page and its scripts are ``no-cache``) and the page's service worker copies what it fetches into its own cache when
the version changed: with a validator, a visit after the first downloads and copies nothing it already has.
"""

from __future__ import annotations

import hashlib

from aiohttp import web


def tag_of(body: bytes) -> str:
    """The strong entity tag of a body: the same bytes, the same tag, in every process and release."""
    return hashlib.blake2b(body, digest_size=12).hexdigest()


@web.middleware
async def conditional_get(request: web.Request, handler):
    response = await handler(request)
    cacheable = "no-store" not in response.headers.get("Cache-Control", "no-store")
    if (request.method != "GET" or response.status != 200 or not cacheable or "ETag" in response.headers
            or not isinstance(response, web.Response) or not isinstance(response.body, bytes)):
        return response  # a file answer (the text font) has aiohttp's own validators
    tag = tag_of(response.body)
    if any(held.value in (tag, "*") for held in request.if_none_match or ()):
        not_modified = web.Response(status=304, headers={"Cache-Control": response.headers["Cache-Control"]})
        not_modified.etag = tag
        return not_modified
    response.etag = tag
    return response
