"""Doppelt so clever (Twice as Clever, Wolfgang Warsch, Schmidt Spiele 2019) for 1–4 players.

Rules: `../shared/rules/doppelt-so-clever.md` (the spec); section numbers in docstrings refer to it.
Modules: `sheet` (printed data, a player's marks), `areas` (where a value may go), `bonuses`, `scoring`,
`state` (the state and its options), `actions`, `choices` (legal decisions), `labels`, `turn` (the
flow), `solo`, `refusals` (why a decision is illegal), `engine`.

Options (`new_game(..., options={...})`, stored in the state) where players may disagree:
`round_gains` ("sheet" | "swapped", Q18), `forfeit` ("roll_again" | "platter", Q1), `negative_foxes`
(True | False, Q12), `solo_passive_fallback` (False | True, Q16), `return_before_reroll` (False | True,
Q7), `extra_die_scope` ("turn" | "round", Q6); the first value is the default. The other ambiguities of
spec §8 take the spec's default: the chain covers only strictly lower dice and is optional per die (Q2,
Q3); a white die may be silver only where its value is free (Q4); a roll may be forfeited (Q5); the
game-end extra-die window is the last turn's (Q6); returns before any regular roll while a die field is
free (Q7); several rerolls per roll (Q8); blue ? keeps "≤ previous" (Q9); green ? is multiplied (Q10);
a "?" for a full area is lost (Q11); colour areas only in the tie-break (Q13); 320 is the top solo band
(Q14); tied dice in the solo passive turn are all choosable (Q15); simultaneous bonuses in any order the
player likes (Q17); actions gained are usable at once (Q20).

>>> import games
>>> engine = games.load("doppelt-so-clever")
>>> engine.new_game(players=1).waiting_for()
AwaitRoll(player=0, colours=('silver', 'yellow', 'blue', 'green', 'pink', 'white'))
"""

from games.doppelt_so_clever.advisor import ADVISOR, Advisor
from games.doppelt_so_clever.engine import DoppeltSoClever

ENGINE = DoppeltSoClever

__all__ = ["ADVISOR", "ENGINE", "Advisor", "DoppeltSoClever"]
