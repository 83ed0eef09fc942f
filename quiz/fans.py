"""What the quiz needs to know about a fan: names, points, exclusions, a definition.

Points, names and exclusions come from the scorer's fan table where it has one, definitions (and
every fact of the other rulesets) from the glossary; a fan neither knows is described from the answer itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from glossary import entries
from quiz.rulesets import DEFAULT_RULESET, glossary_of, scorer_fan_table


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
    #: in rulesets that count han: yakuman multiplier (None for ordinary yaku) and han when open (None: closed only)
    yakuman: int | None = None
    han_open: int | None = None

    def label(self) -> str:
        if self.zh and self.en and self.zh != self.en:
            return f"{self.zh} {self.en}"
        return self.zh or self.en or self.id


@lru_cache(maxsize=4)
def fan_infos(ruleset: str = DEFAULT_RULESET) -> dict[str, FanInfo]:
    infos: dict[str, FanInfo] = {}
    for f in scorer_fan_table(ruleset):
        infos[f.id] = FanInfo(ruleset, f.id, f.points, f.zh, f.en, f.excludes)
    for e in entries(glossary_of(ruleset)):
        known = infos.get(e.id)
        infos[e.id] = FanInfo(
            ruleset, e.id, known.points if known else (e.points or 0),
            known.zh if known else e.zh_hans, known.en if known else e.en,
            known.excludes if known and known.excludes else e.excludes,
            e.definition_en, e.definition_zh, e.yakuman, e.han_open)
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
