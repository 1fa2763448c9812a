"""The solo game's own parts (spec §6.4): the passive turn's platter and the rating of the final score."""

from __future__ import annotations

from dicetable.messages import Text, text
from games.doppelt_so_clever.sheet import DICE

RATING_MINIMA = (320, 300, 280, 260, 240, 220, 200, 180, 160, 140, 0)  # 320 counts as the top band (Q14)


def passive_pool(faces: tuple[int, ...]) -> tuple[str, ...]:
    """The dice the solo passive turn may choose from: the three lowest. Dice tied with the third lowest
    all stay choosable, since which of them lies closest to the platter is the player's to say (Q15)."""
    third_lowest = sorted(faces)[2]
    return tuple(die for die, face in zip(DICE, faces, strict=True) if face <= third_lowest)


def solo_rating(total: int) -> Text:
    """The rating printed for a solo total, e.g. "Half as clever." below 140."""
    minimum = next((m for m in RATING_MINIMA if total >= m), 0)
    return text(f"dsc.solo.rating_{minimum}")
