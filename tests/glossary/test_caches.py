"""Every memo of the glossary that is keyed by an argument has a size limit (scoring/caches.py)."""

from __future__ import annotations

import ast
from pathlib import Path

from glossary.normalize import query_noise
from tests import parsed

GLOSSARY = Path(__file__).resolve().parents[2] / "glossary"


def _unbounded_memos_with_arguments() -> list[str]:
    found = []
    for path in sorted(GLOSSARY.glob("*.py")):
        for node in parsed.nodes(path):
            if not isinstance(node, ast.FunctionDef) or not node.args.args:
                continue
            for decorator in node.decorator_list:
                name = decorator.id if isinstance(decorator, ast.Name) else getattr(decorator, "attr", "")
                # the loaders take a ruleset or section name from a fixed set, checked before reading
                if name == "cache" and path.name != "loader.py":
                    found.append(f"{path.name}:{node.name}")
    return found


def test_no_glossary_memo_keyed_by_an_argument_is_unbounded():
    assert _unbounded_memos_with_arguments() == []


def test_query_noise_memo_stays_within_its_bound_whatever_it_is_asked():
    query_noise.cache_clear()
    for section in ("words", "counts") * 50:
        query_noise(section)
    assert query_noise.cache_info().maxsize == 8 and query_noise.cache_info().currsize == 2
