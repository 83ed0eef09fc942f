"""Hand construction: one kit, each ruleset's recipes, and the quiz's policy over them.

- ``kit``: the ``Builder`` of sets, pairs, special shapes, winning tile and context.
- ``tiles``: the recipes' tile helpers (``T``, ``suited``, ``some_suits``, the meld kinds).
- ``odds``: the odds of the choices a recipe leaves open (``ExposureOdds``, ``ContextOdds``);
  ``riichi_odds`` those of the declarations and dora.
- ``special_shapes``: the tiles of the special shapes (knitted straight, seven pairs, orphans...).
- ``riichi_context``: the declarations' context of a built hand (flags, dora, red fives).
- ``mcr_recipes/``: one recipe per fan, grouped like ``scoring/mcr/rules/``; every fan of the
  table must have one (checked at import).
- ``riichi_recipes``: each yaku as the fan recipe that builds its sets plus its conditions.
- ``policy``: what each quiz difficulty aims at (main fans, boosters) and accepts; ``riichi_policy``
  the same for yaku.
- ``mcr`` / ``riichi``: the quiz generators (build, score, check, retry).
- ``patterned``: the generator of the rulesets that score a table of patterns with flower tiles; each such
  ruleset's module gives a recipe per pattern (its sets from ``mcr_recipes/``, its conditions, flowers, flags).

The differential tests' samplers (``tests/scoring/random_hands.py``, ``riichi_random_hands.py``)
are other odds over the same builder and recipes. To add a recipe: write a function of a
``Builder`` in the family module of ``mcr_recipes/`` with ``@recipe("fan_id")`` (``pre=True``
if it only sets rules), or a row of ``RIICHI_RECIPES``; the quiz and the samplers pick it up.
"""
