"""The native kernel (``kernel.pyx``) bound to the Python definitions it stands beside, where the install built it.

``bound`` gives the kernel with the yaku table, the reading, wait and win-condition yaku (their traits, han,
multipliers and exclusions), the bonus han, the set summaries, the dora table and the fu items read from the
Python rules, or None: not built (no compiler, or
``FANBOT_PURE_PYTHON`` set, at install), or the rules define a yaku it does not find (a warning).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable

from scoring.hand import MeldKind
from scoring.riichi import fu, reading
from scoring.riichi.flags import flags_of
from scoring.riichi.options import DaisharinRule, GreenDragonRule, RenhouRule
from scoring.riichi.payments import payment
from scoring.riichi.rules import rules_in_table_order
from scoring.riichi.rules.bonus import indicated
from scoring.riichi.rules.registry import BONUS, CLOSING, READING, WAIT, WIN
from scoring.riichi.table import yaku_table

try:  # built by the install (``bot.core_build.settings.NATIVE``)
    from scoring.riichi import kernel
except ImportError:
    kernel = None


def bound(candidate: type, yakuman_multiplier: Callable):
    """The kernel, bound; ``candidate`` and ``yakuman_multiplier`` are the engine's (which imports this module)."""
    if kernel is None:
        return None
    of_kind = {how: [r for r in rules_in_table_order() if r.how == how] for how in (READING, WAIT, WIN, CLOSING, BONUS)}
    try:
        kernel.bind(table=yaku_table(), reading_rules=of_kind[READING], wait_rules=of_kind[WAIT],
                    win_rules=of_kind[WIN], closing_rules=of_kind[CLOSING], bonus_rules=of_kind[BONUS],
                    set_bits_=reading._SET_BITS, set_counts_=reading._SET_COUNTS,
                    terminal_or_honor_=reading.TERMINAL_OR_HONOR, set_fu=fu._SET_FU, seven_pairs_fu=fu.SEVEN_PAIRS_FU,
                    dora_of_=[[indicated(t, players) for t in range(34)] for players in (4, 3)],
                    candidate=candidate, payment=payment, yakuman_multiplier=yakuman_multiplier, flags_of=flags_of,
                    meld_kinds=(MeldKind.CHOW, MeldKind.PUNG), green_dragon=GreenDragonRule,
                    daisharin=DaisharinRule, renhou=RenhouRule)
    except kernel.KernelMismatch as e:
        warnings.warn(f"scoring.riichi.kernel is not used: {e}", RuntimeWarning, stacklevel=2)
        return None
    return kernel
