"""Tables and logs for the sheet tests."""

from quiz.sheet.model import Entry, Player, TableStart, Wind
from scoring.rulesets import RulesetId

NAMES = ("Ann", "Bo", "Cy", "Di")


def mcr_start(seats=(Wind.EAST, Wind.SOUTH, Wind.WEST, Wind.NORTH), **options) -> TableStart:
    return TableStart(RulesetId.MCR, tuple(Player(name, f"u{i}") for i, name in enumerate(NAMES)), tuple(seats),
                      tuple((k, str(v)) for k, v in options.items()))


def log(*bodies) -> list[Entry]:
    return [Entry(seq, body) for seq, body in enumerate(bodies, 1)]
