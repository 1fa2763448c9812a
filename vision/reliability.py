"""How honest the confidence is: per band of confidence, how many dice were read and how many of them right.

The table asks the players to confirm a roll with a die read below its `confirm_below` setting, so a confidence
is honest when readings at or above it are nearly always right and those asked about are wrong often enough to be
worth the asking. Each reading is judged by `vision.evaluate.score_image` (`ImageScore.judged`): right when a
labelled die matches it with the same value and, where labelled, colour; a phantom or a guess at a die labelled
unreadable is wrong.
`dicetable eval DIR --reliability` prints the table.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise

BAND_EDGES = (0.0, 0.5, 0.7, 0.8, 0.85, 0.9, 0.95, 1.0)


@dataclass(frozen=True)
class Band:
    """Readings of confidence in [low, high) (the last band includes 1.0): how many, and how many right."""

    low: float
    high: float
    read: int
    right: int

    @property
    def share_right(self) -> float | None:
        return self.right / self.read if self.read else None


def reliability(judged: Iterable[tuple[float, bool]], edges: tuple[float, ...] = BAND_EDGES) -> list[Band]:
    """The readings (confidence, is right) counted into the bands between `edges` (ascending, 0 to 1)."""
    read, right = [0] * (len(edges) - 1), [0] * (len(edges) - 1)
    for confidence, is_right in judged:
        band = min(bisect_right(edges, confidence) - 1, len(edges) - 2)
        read[band] += 1
        right[band] += is_right
    return [Band(*span, count, hits) for span, count, hits in zip(pairwise(edges), read, right, strict=True)]


def table_lines(bands: list[Band]) -> list[str]:
    """The bands as printable lines: range, dice read, share right."""
    lines = [f"{'confidence':<12} {'read':>5} {'right':>7}"]
    for band in bands:
        share = "–" if band.share_right is None else f"{100 * band.share_right:.1f}%"
        lines.append(f"{band.low:.2f}–{band.high:.2f}    {band.read:>5} {share:>7}")
    return lines
