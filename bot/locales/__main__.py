"""Keep the catalogues in step with the English one: ``python -m bot.locales update`` / ``new CODE``.

``en.po`` is the source: its ``msgid`` is the English text of each key. ``update`` rewrites every
other catalogue with exactly the English keys, in the English order: a message whose English text
changed keeps its translation marked fuzzy (the old English kept as ``#| msgid``, so translators'
tools show what changed) and is shown in English until a translator clears the flag; a new key
gets an empty translation; a key gone from English is dropped. ``new CODE`` starts the catalogue of
a language listed in ``languages.toml``. Writes with Babel, as ``pybabel update`` would.
"""

from __future__ import annotations

import io
import re
import sys

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from bot.i18n import LANGUAGES, catalogue_path, languages


def _read(language: str) -> Catalog:
    with catalogue_path(language).open("rb") as handle:
        return read_po(handle)


#: the writer's stamp of its own version: left out, so a new Babel release changes no file
_GENERATED_BY = re.compile(rb'^"Generated-By: [^"]*"\n', re.MULTILINE)


def po_bytes(catalogue: Catalog) -> bytes:
    """The catalogue as the project writes it: no wrapping, no source locations, no writer's stamp."""
    out = io.BytesIO()
    write_po(out, catalogue, width=0, no_location=True, include_previous=True)
    return _GENERATED_BY.sub(b"", out.getvalue())


def updated(language: str, english: Catalog, current: Catalog | None) -> Catalog:
    """``language``'s catalogue with the keys and English texts of ``english``."""
    old = {message.context: message for message in current or () if message.id}
    catalogue = Catalog(locale=languages()[language].locale, domain="fanbot", project="fanbot", version="1",
                        msgid_bugs_address=english.msgid_bugs_address, fuzzy=False,
                        header_comment=english.header_comment,
                        creation_date=english.creation_date, revision_date=english.revision_date,
                        last_translator="fanbot contributors", language_team="fanbot contributors")
    for source in english:
        if not source.id:
            continue
        before = old.get(source.context)
        text, flags, previous = "", set(source.flags), ()
        if language == "en":
            text = source.id
        elif before is not None:
            text = before.string
            if before.id != source.id:
                flags.add("fuzzy")
                previous = (before.id,)
            elif before.fuzzy:
                flags.add("fuzzy")
                previous = tuple(before.previous_id)
        catalogue.add(source.id, text, context=source.context, flags=flags,
                      user_comments=before.user_comments if before else (), previous_id=previous)
    return catalogue


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"] and len(argv) == 1:
        english = _read("en")
        for language in LANGUAGES:
            path = catalogue_path(language)
            current = _read(language) if path.exists() else None
            path.write_bytes(po_bytes(updated(language, english, current)))
        return 0
    if argv[:1] == ["new"] and len(argv) == 2:
        language = argv[1]
        if language not in LANGUAGES:
            print(f"add [{language}] to bot/locales/languages.toml first", file=sys.stderr)
            return 2
        if catalogue_path(language).exists():
            print(f"{catalogue_path(language)} exists: use update", file=sys.stderr)
            return 2
        catalogue_path(language).write_bytes(po_bytes(updated(language, _read("en"), None)))
        return 0
    print("usage: python -m bot.locales update | new CODE", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
