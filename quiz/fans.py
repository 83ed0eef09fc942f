"""What the quiz needs to know about a fan: names, points, exclusions, a definition.

Read from the glossary when it is installed, from the scorer's fan table otherwise, and
from the answer itself as the last resort, so grading never depends on every part being present.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class FanInfo:
    ruleset: str
    id: str
    points: int
    zh: str
    en: str
    excludes: tuple[str, ...] = ()
    definition_en: str = ""
    definition_zh: str = ""
    #: Riichi: yakuman multiplier (None for ordinary yaku) and han when open (None: closed only)
    yakuman: int | None = None
    han_open: int | None = None

    def value_text(self) -> str:
        """``24 points``; ``6 han (5 open)``; ``yakuman x2``."""
        if self.ruleset != "riichi":
            return f"{self.points} points"
        if self.yakuman:
            return "yakuman" + (f" x{self.yakuman}" if self.yakuman > 1 else "")
        if self.han_open and self.han_open != self.points:
            return f"{self.points} han ({self.han_open} open)"
        if self.han_open is None and self.id not in ("dora", "aka_dora"):
            return f"{self.points} han (closed only)"
        return f"{self.points} han"

    def label(self) -> str:
        if self.zh and self.en and self.zh != self.en:
            return f"{self.zh} {self.en}"
        return self.zh or self.en or self.id


@lru_cache(maxsize=4)
def fan_infos(ruleset: str = "mcr") -> dict[str, FanInfo]:
    infos: dict[str, FanInfo] = {}
    if ruleset == "mcr":
        try:
            from scoring.mcr import fan_table
            for f in fan_table():
                infos[f.id] = FanInfo("mcr", f.id, f.points, f.zh, f.en, tuple(f.excludes))
        except Exception:  # the scorer may be absent while the quiz is developed or installed alone
            pass
    try:
        from glossary import entries
        for e in entries(ruleset):
            known = infos.get(e.id)
            infos[e.id] = FanInfo(
                ruleset, e.id, int(known.points if known else (e.points or 0)),
                known.zh if known else e.zh_hans, known.en if known else e.en,
                tuple(known.excludes) if known and known.excludes else tuple(e.excludes or ()),
                e.definition_en or "", e.definition_zh or "", getattr(e, "yakuman", None),
                getattr(e, "han_open", None))
    except Exception:
        pass
    return infos


def fan_info(ruleset: str, fan_id: str, answer: dict | None = None) -> FanInfo:
    info = fan_infos(ruleset).get(fan_id)
    if info is not None:
        return info
    for fan in (answer or {}).get("fans", []):
        if fan.get("id") == fan_id:
            return FanInfo(ruleset, fan_id, int(fan.get("points", 0)), fan.get("zh", ""), fan.get("en", ""))
    return FanInfo(ruleset, fan_id, 0, "", fan_id.replace("_", " "))


__all__ = ["FanInfo", "fan_info", "fan_infos"]
