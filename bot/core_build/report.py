"""How the scoring core runs in this process, and which of its builds are stale (a source changed, or
was deleted, since its build): for ``fanbot --version``, the benches and the tests. Reads every built
module's source and hashes it, so it is asked for, never run at import."""

from __future__ import annotations

import json
import sys
import sysconfig
from importlib.machinery import ExtensionFileLoader

from bot.core_build.settings import (
    MANIFEST,
    PURE_PYTHON_VARIABLE,
    ROOT,
    listed_modules,
    pure_python_asked,
    source_digest,
    source_of,
)

REBUILD = "`pip install -e .`"


def recorded_sources() -> dict[str, str]:
    """The build's record of what each compiled module was compiled from (empty when there is none)."""
    try:
        return dict(json.loads((ROOT / "scoring" / MANIFEST).read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return {}


def built_modules() -> dict[str, str]:
    """The compiled builds beside the core's sources: module name -> the build's file."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    return {".".join(path.relative_to(ROOT).parts)[: -len(suffix)]: str(path)
            for path in sorted((ROOT / "scoring").rglob("*" + suffix))}


def stale_modules() -> list[str]:
    """The built modules whose source is not the one the build recorded: edited, deleted or never recorded.
    Python imports such a build all the same, until the next build."""
    recorded = recorded_sources()
    stale = []
    for name, build in built_modules().items():
        source = source_of(build)
        try:
            fresh = source is not None and recorded.get(name) == source_digest(source)
        except OSError:  # the source was deleted or renamed
            fresh = False
        if not fresh:
            stale.append(name)
    return stale


def compiled_modules() -> list[str]:
    """The core's modules loaded so far that run compiled, by name."""
    return sorted(name for name, module in list(sys.modules.items()) if name.startswith("scoring.")
                  and isinstance(getattr(module, "__loader__", None), ExtensionFileLoader))


def describe() -> str:
    """One line: how the modules of the core loaded so far run, and the stale builds by name; and, when
    ``FANBOT_PURE_PYTHON`` is set now, that it changes nothing here (it is read at install)."""
    return _how_the_core_runs() + _install_only_note()


def _install_only_note() -> str:
    if not pure_python_asked():
        return ""
    return (f"; {PURE_PYTHON_VARIABLE} is set but only matters at install "
            f"(`{PURE_PYTHON_VARIABLE}=1 pip install -e .` builds nothing)")


def _how_the_core_runs() -> str:
    compiled = compiled_modules()
    if not compiled:
        return "scoring core: pure Python (not built: no C compiler at install?)"
    also = ""
    stale = stale_modules()
    if stale:
        also += f"; stale, their sources changed since the build (rebuild with {REBUILD}): {', '.join(stale)}"
    unbuilt = len(set(listed_modules()) - set(built_modules()))
    if unbuilt:
        also += f"; {unbuilt} listed modules not built (`pip install -v -e .` says why)"
    return f"scoring core: compiled with Cython ({len(compiled)} modules loaded compiled{also})"
