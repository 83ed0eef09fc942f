"""Which modules of the core run compiled (Cython, built at install by setup.py) and which from source.

The sources are the one definition: a compiled module is the same code, built from them. Python's import
system prefers a compiled module to the source beside it, so this finder steps in for two cases:

* ``FANBOT_PURE_PYTHON=1`` in the environment: every module of the core is read from its source;
* a module the build did not record as compiled from its present source (the build records each source's
  SHA-256 in ``_compiled_sources.json`` beside them): that module is read from its source until the next
  ``pip install -e .``; the first such module in a process is named in a warning. Without this an edit to
  the rules would silently not take effect. Content, not file times: a wheel's install or a checkout sets
  times of its own.

This module is never compiled itself (``COMPILED`` does not match it).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import warnings
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, PathFinder
from importlib.util import spec_from_file_location

#: The sources setup.py compiles (globs from the repository root; the packages' ``__init__`` files never):
#: the MCR scorer and what it stands on, the notation, the waits table, and the Riichi scorer's hot path.
#: Not ``scoring/riichi/result.py``: it reads its makers' ``__code__`` at import, which compiled functions
#: do not have in full. The rest (shanten, the discard analysis, Riichi's rule switches) stays source.
COMPILED = ("scoring/mcr/**/*.py", "scoring/tiles.py", "scoring/hand.py", "scoring/caches.py",
            "scoring/errors.py", "scoring/notation.py", "scoring/waits.py",
            *(f"scoring/riichi/{name}.py" for name in ("decompose", "engine", "fu", "reading", "scorer", "table")))
#: Modules written for the compiler (``.pyx``), with no Python source to fall back to: where one is not
#: built (or not from its present source, or pure Python is asked for) it is not importable, and its
#: caller uses the Python definitions it stands beside (``scoring/mcr/kernel.pyx``: ``scorer.py``).
NATIVE = ("scoring/mcr/kernel.pyx",)
PURE_PYTHON_VARIABLE = "FANBOT_PURE_PYTHON"
#: Written by the build beside this file: module name -> SHA-256 of the source it was compiled from.
MANIFEST = "_compiled_sources.json"

_stale: dict[str, None] = {}  # an ordered set
_recorded: dict[str, str] | None = None


def source_digest(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def recorded_sources() -> dict[str, str]:
    """The build's record of what each compiled module was compiled from (empty when there is none)."""
    global _recorded
    if _recorded is None:
        try:
            with open(os.path.join(os.path.dirname(__file__), MANIFEST), encoding="utf-8") as f:
                _recorded = dict(json.load(f))
        except (OSError, ValueError):
            _recorded = {}
    return _recorded


def pure_python_asked() -> bool:
    return os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0")


def source_at(stem: str) -> str:
    """A module's source, from its path without suffix: its ``.pyx`` if there is one (``NATIVE``), else its ``.py``."""
    return stem + ".pyx" if os.path.exists(stem + ".pyx") else stem + ".py"


def source_of(extension_path: str) -> str | None:
    """The source beside a compiled module's file (``source_at``), or None when the file has no extension
    suffix."""
    for suffix in EXTENSION_SUFFIXES:
        if extension_path.endswith(suffix):
            return source_at(extension_path[: -len(suffix)])
    return None


def is_stale(recorded: str | None, source_path: str) -> bool:
    """True unless the source is the one the build recorded (``recorded``: its SHA-256, or None)."""
    try:
        return recorded != source_digest(source_path)
    except OSError:
        return False


class SourceWhenStale:
    """A meta-path finder for the core's modules: the source where the compiled module must not be used."""

    prefix = __package__ + "."

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if not name.startswith(cls.prefix):
            return None
        spec = PathFinder.find_spec(name, path, target)
        if spec is None or not isinstance(spec.loader, ExtensionFileLoader):
            return spec
        source = source_of(spec.origin)
        if source is None or not os.path.exists(source):
            # a build whose source was renamed or deleted: the module is gone, whatever was left behind
            raise ModuleNotFoundError(f"No module named {name!r} (only a compiled build of it is left, "
                                      "without its source: rebuild with `pip install -e .`)", name=name)
        native = source.endswith(".pyx")
        if pure_python_asked():
            if native:
                raise ModuleNotFoundError(f"No module named {name!r} ({PURE_PYTHON_VARIABLE} is set)", name=name)
            return spec_from_file_location(name, source)
        if is_stale(recorded_sources().get(name), source):
            if not _stale:
                warnings.warn(f"{name}: the source differs from the one its compiled module was built from, so "
                              f"{'it is not used' if native else 'the source is used'} (and for any other such "
                              "module: scoring.compiled.stale_modules() lists them); rebuild with "
                              "`pip install -e .`", RuntimeWarning, stacklevel=2)
            _stale[name] = None
            if native:
                raise ModuleNotFoundError(f"No module named {name!r} (its build is older than its source)",
                                          name=name)
            return spec_from_file_location(name, source)
        return spec


def install() -> None:
    """Put the finder first on ``sys.meta_path`` (once)."""
    if SourceWhenStale not in sys.meta_path:
        sys.meta_path.insert(0, SourceWhenStale)


def listed_modules() -> list[str]:
    """The modules ``COMPILED`` and ``NATIVE`` name, by dotted name, found beside this package."""
    from pathlib import Path  # only setup.py, describe() and the tests ask

    base = Path(__file__).resolve().parent.parent
    found = {p for pattern in COMPILED + NATIVE for p in base.glob(pattern) if p.name != "__init__.py"}
    return sorted(".".join(p.relative_to(base).with_suffix("").parts) for p in found)


def compiled_modules() -> list[str]:
    """The core's modules loaded so far that run compiled, by name."""
    return sorted(name for name, module in list(sys.modules.items())
                  if name.startswith(SourceWhenStale.prefix)
                  and isinstance(getattr(module, "__loader__", None), ExtensionFileLoader))


def stale_modules() -> list[str]:
    """The modules read from source because they differ from what was compiled (see the module's text)."""
    return list(_stale)


def describe() -> str:
    """One line for benchmarks and ``fanbot --version``: how the modules of the core loaded so far run."""
    compiled = compiled_modules()
    if compiled:
        also = f"; {len(_stale)} read from source, which differs from their build" if _stale else ""
        unbuilt = len(set(listed_modules()) - set(recorded_sources()))
        if unbuilt:
            also += f"; {unbuilt} listed modules not built (`pip install -v -e .` says why)"
        return f"scoring core: compiled with Cython ({len(compiled)} modules loaded compiled{also})"
    if pure_python_asked():
        why = f"{PURE_PYTHON_VARIABLE} is set"
    elif _stale:
        why = f"{len(_stale)} compiled modules differ from their sources: rebuild with `pip install -e .`"
    else:
        why = "not built: no C compiler at install?"
    return f"scoring core: pure Python ({why})"
