"""Yaku of which tiles the hand holds: simples, one suit, terminals and honors, all green."""

from __future__ import annotations

from scoring.riichi.options import GreenDragonRule
from scoring.riichi.reading import Reading
from scoring.riichi.rules.registry import HONORS, NO_SEQUENCES, ONE_SUIT, SEQUENCES, SIMPLES, TERMINALS, yaku

_GREEN_DRAGON = 32


@yaku(SIMPLES)
def tanyao(r: Reading) -> bool:
    """断么九: simples only (with claimed melds too where open tanyao is played)."""
    return r.simple_only and (not r.is_open or r.facts.rules.open_tanyao)


@yaku(ONE_SUIT, HONORS)
def honitsu(r: Reading) -> bool:
    """混一色: one suit and honors."""
    return r.one_suit and r.honors > 0


@yaku(ONE_SUIT)
def chinitsu(r: Reading) -> bool:
    """清一色: one suit, no honors."""
    return r.one_suit and not r.honors


@yaku(NO_SEQUENCES, TERMINALS)
def honroutou(r: Reading) -> bool:
    """混老頭: terminals and honors only (so no sequence)."""
    return r.all_terminal_or_honor


@yaku(NO_SEQUENCES, HONORS)
def tsuuiisou(r: Reading) -> bool:
    """字一色: honors only (yakuman)."""
    return r.honors == len(r.blocks)


@yaku(NO_SEQUENCES, TERMINALS)
def chinroutou(r: Reading) -> bool:
    """清老頭: terminals only (yakuman)."""
    return r.all_terminal


@yaku(ONE_SUIT)
def ryuuiisou(r: Reading) -> bool | int:
    """緑一色: 23468s and 發 only (yakuman); without 發 as the rules say."""
    if not r.all_green:
        return False
    rule = r.facts.rules.green_dragon
    if rule is GreenDragonRule.OPTIONAL or r.facts.counts[_GREEN_DRAGON]:
        return True
    return 2 if rule is GreenDragonRule.PURE_DOUBLE else False


@yaku(SEQUENCES, TERMINALS, HONORS)
def chanta(r: Reading) -> bool:
    """混全帯么九: every set and the pair hold a terminal or an honor, with honors and a sequence."""
    return bool(r.chis) and r.terminal_sets + r.honors == 5 and r.terminal_sets > 0 and r.honors > 0


@yaku(SEQUENCES, TERMINALS)
def junchan(r: Reading) -> bool:
    """純全帯么九: every set and the pair hold a terminal, with a sequence."""
    return bool(r.chis) and r.terminal_sets == 5
