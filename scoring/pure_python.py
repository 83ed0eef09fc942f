"""``FANBOT_PURE_PYTHON=1``: the core read from its sources even where compiled builds sit beside them.

Installed by ``scoring/__init__.py`` only when the variable is set; otherwise Python's own import
system loads a module's compiled build first. Whether a build is stale is the build's, ``fanbot
--version``'s and the tests' business (``bot.core_build``), not the import's. Never compiled itself.
"""

from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, PathFinder
from importlib.util import spec_from_file_location

VARIABLE = "FANBOT_PURE_PYTHON"


def asked() -> bool:
    return os.environ.get(VARIABLE, "") not in ("", "0")


def _source_beside(extension_path: str) -> str | None:
    for suffix in EXTENSION_SUFFIXES:
        if extension_path.endswith(suffix):
            return extension_path[: -len(suffix)] + ".py"
    return None


class SourceOnly:
    """A meta-path finder for the core's modules: each from its ``.py``, never from a compiled build.

    A module with no ``.py`` (one written for the compiler, ``.pyx``) is not importable: its caller
    falls back to the Python definitions it stands beside."""

    prefix = __package__ + "."

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if not name.startswith(cls.prefix):
            return None
        spec = PathFinder.find_spec(name, path, target)
        if spec is None or not isinstance(spec.loader, ExtensionFileLoader):
            return spec
        source = _source_beside(spec.origin)
        if source is None or not os.path.exists(source):
            raise ModuleNotFoundError(f"No module named {name!r} ({VARIABLE} is set)", name=name)
        return spec_from_file_location(name, source)


def install() -> None:
    """Put the finder first on ``sys.meta_path`` (once)."""
    if SourceOnly not in sys.meta_path:
        sys.meta_path.insert(0, SourceOnly)
