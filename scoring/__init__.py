"""The pure rules core: tiles, notation, hand shapes, MCR and Riichi scoring. No I/O.

Its hot modules are compiled with Cython at install where a C compiler is at hand; ``scoring.compiled``
chooses, module by module, the compiled build or the source (``FANBOT_PURE_PYTHON=1``, or a stale build).
"""

from scoring.compiled import install as _install_compiled_finder

_install_compiled_finder()
