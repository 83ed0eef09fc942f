"""What the build compiles, where it records what it compiled from, how a build names its source, and whether
the install is asked to compile nothing."""

from __future__ import annotations

import hashlib
import os
import re
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

__all__ = ["COMPILED", "NATIVE", "MANIFEST", "PURE_PYTHON_VARIABLE", "pure_python_asked", "ROOT", "listed_modules",
           "source_at", "source_digest", "source_of"]

#: The sources setup.py compiles (globs from the repository root; the packages' ``__init__`` files never):
#: the fan-total scorer (``scoring/mcr/``) and what it stands on, the notation, the waits table, the han
#: scorer's hot path, and the shanten and discard analysis that AI seats, the coach, drills and reviews spend their
#: time in (twice as fast compiled: ``regular_useful`` on 3,000 dealt hands 0.65 -> 0.32 s). Not the table rules,
#: ``scoring/mcr/game/``: the game engine runs from source. Not ``scoring/riichi/result.py``: it reads its makers'
#: ``__code__`` at import, which compiled functions do not have in full. The han scorer's rule switches stay source.
COMPILED = ("scoring/mcr/*.py", "scoring/mcr/rules/*.py", "scoring/tiles.py", "scoring/hand.py", "scoring/caches.py",
            "scoring/errors.py", "scoring/notation/*.py", "scoring/waits.py", "scoring/shanten.py",
            "scoring/shanten_regular.py", "scoring/efficiency/*.py",
            *(f"scoring/riichi/{name}.py" for name in ("decompose", "engine", "fu", "reading", "scorer", "table",
                                                        "waits", "flags", "notation_flags", "payments", "rules/*")))
#: Modules written for the compiler (``.pyx``), with no Python source to fall back to: where one is not
#: built (or pure Python is asked for) it is not importable, and its caller uses the Python definitions
#: it stands beside (``scoring/mcr/kernel.pyx``: ``scorer.py``).
NATIVE = ("scoring/mcr/kernel.pyx", "scoring/riichi/kernel.pyx")
#: Written by the build beside the core's sources: module name -> SHA-256 of the source it was compiled from.
MANIFEST = "_compiled_sources.json"
#: Set (not "0") at install: the build compiles nothing and removes earlier builds. It changes no import at run time.
PURE_PYTHON_VARIABLE = "FANBOT_PURE_PYTHON"
#: The directory holding ``scoring/`` (the checkout, or site-packages for an installed wheel).
ROOT = Path(__file__).resolve().parents[2]


#: a ``.pyx``'s parts: ``include "kernel_tables.pxi"`` at the start of a line
_INCLUDE = re.compile(rb'^include\s+"([^"]+)"', re.MULTILINE)


def pure_python_asked() -> bool:
    """Whether ``PURE_PYTHON_VARIABLE`` asks for no compiled build (the build's question, not the imports')."""
    return os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0")


def source_digest(path: str | Path) -> str:
    """SHA-256 of a module's source, and of the parts a ``.pyx`` includes (in order) when it has any."""
    path = Path(path)
    text = path.read_bytes()
    digest = hashlib.sha256(text)
    for part in _INCLUDE.findall(text):
        digest.update(path.parent.joinpath(part.decode()).read_bytes())
    return digest.hexdigest()


def source_at(stem: str) -> str:
    """A module's source, from its path without suffix: its ``.pyx`` if there is one (``NATIVE``), else its ``.py``."""
    return stem + ".pyx" if Path(stem + ".pyx").exists() else stem + ".py"


def source_of(extension_path: str) -> str | None:
    """The source beside a compiled module's file (``source_at``), or None when the file has no extension suffix."""
    for suffix in EXTENSION_SUFFIXES:
        if extension_path.endswith(suffix):
            return source_at(extension_path[: -len(suffix)])
    return None


def listed_modules() -> list[str]:
    """The modules ``COMPILED`` and ``NATIVE`` name, by dotted name, found under ``ROOT``."""
    found = {p for pattern in COMPILED + NATIVE for p in ROOT.glob(pattern) if p.name != "__init__.py"}
    return sorted(".".join(p.relative_to(ROOT).with_suffix("").parts) for p in found)
