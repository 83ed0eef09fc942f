"""The table a Hong Kong hand is scored under: a preset (``presets.toml``) and the house options chosen."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand import HandError
from scoring.hk.table import Preset, presets


@dataclass(frozen=True)
class HkRules:
    """The preset's name ("" for the default) and the options (by their names in ``presets.toml``)."""

    preset: str = ""
    options: frozenset[str] = frozenset()

    def chosen(self) -> Preset:
        """The preset; ``HandError`` for a name no preset has."""
        default, known, _ = presets()
        name = self.preset or default
        if name not in known:
            raise HandError("hk_unknown_preset", preset=name, allowed=", ".join(known))
        return known[name]

    def patterns_on(self) -> frozenset[str]:
        """The patterns the chosen options turn on; ``HandError`` for an option no one has."""
        _, _, known = presets()
        for name in sorted(self.options - set(known)):
            raise HandError("hk_unknown_option", option=name, allowed=", ".join(known))
        return frozenset(known[name].pattern for name in self.options)


def preset_names() -> tuple[str, ...]:
    return tuple(presets()[1])


def option_names() -> tuple[str, ...]:
    return tuple(presets()[2])
