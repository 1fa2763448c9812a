"""Income, the final score by level, the tie-break and the solo extras (spec §7, §8).

Pure functions of a board and the table's rules; they leave their arguments alone.
"""

from __future__ import annotations

from collections.abc import Callable

from dicetable.messages import text
from games.engine import Score, ScoreLine
from games.geht_noch_was.cards import CARD_COLOURS, Card
from games.geht_noch_was.rules import COLOURFUL_BONUS, LEVELS, Rules
from games.geht_noch_was.state import Board

CardOf = Callable[[int], Card]


def income(board: Board, card_of: CardOf, rules: Rules) -> int:
    """Σ over scored green cards of the level factor × their ×3/×4 multiplier (T1: 2+1+2 = 5)."""
    factors = rules.level_factors()
    return sum(
        factors[scored.level - 1] * scored.multiplier for scored in board.scored if card_of(scored.card).gives_income
    )


def level_points(board: Board, card_of: CardOf, level: int) -> int:
    """Points of the cards scored on one level before the level's factor."""
    return sum(card_of(s.card).points * s.multiplier for s in board.scored if s.level == level)


def colour_sets(board: Board, card_of: CardOf) -> int:
    """Solo "Sei bunt!": complete sets of one scored card of each colour, ×3/×4 cards counting 3/4 times."""
    counts = dict.fromkeys(CARD_COLOURS, 0)
    for scored in board.scored:
        counts[card_of(scored.card).colour] += scored.multiplier
    return min(counts.values())


def score(player: int, board: Board, card_of: CardOf, rules: Rules) -> Score:
    """The score with one line per level (top first), the luck left, and the solo colour sets."""
    factors = rules.level_factors()
    lines = [
        ScoreLine(
            text("gnw.score.level", level=level, points=level_points(board, card_of, level), factor=factors[level - 1]),
            level_points(board, card_of, level) * factors[level - 1],
        )
        for level in reversed(LEVELS)
    ]
    lines.append(ScoreLine(text("gnw.score.luck", luck=board.luck), board.luck))
    if rules.solo_rules:
        sets = colour_sets(board, card_of)
        lines.append(ScoreLine(text("gnw.score.colourful", sets=sets), sets * COLOURFUL_BONUS))
    return Score(player, tuple(lines))


def tie_break(board: Board) -> tuple[int, ...]:
    """Unscored cards per level from the top down: more wins a tie, level by level [rulebook]."""
    return tuple(len(board.on_level(level)) for level in reversed(LEVELS))
