"""The project's source files parsed once a process, for the tests that read the code's shape (imports, raises,
comparisons, literals): several of them read the same files, and parsing is most of their time."""

from __future__ import annotations

import ast
import functools
from pathlib import Path


def tree(path: Path) -> ast.Module:
    """``path``'s syntax tree (shared: read it, do not change it)."""
    return _tree(path.resolve())


def nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of ``path``'s tree, in ``ast.walk``'s order."""
    return _nodes(path.resolve())


@functools.cache
def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


@functools.cache
def _nodes(path: Path) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(_tree(path)))


__all__ = ["nodes", "tree"]
