"""The display of one player: cards on a grid that never grows beyond 3 columns and 3 rows (G5, G6).

Cells are (row, column) pairs relative to the first card placed; coordinates may be negative.
"""

from __future__ import annotations

from collections.abc import Iterable

Cell = tuple[int, int]
SIZE = 3
NEIGHBOURS_8 = tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0))
NEIGHBOURS_4 = ((-1, 0), (1, 0), (0, -1), (0, 1))


def legal_cells(occupied: Iterable[Cell]) -> tuple[Cell, ...]:
    """Empty cells touching a card at an edge or corner that keep the display within 3×3; sorted."""
    taken = set(occupied)
    if not taken:
        return ((0, 0),)
    candidates = {(r + dr, c + dc) for r, c in taken for dr, dc in NEIGHBOURS_8} - taken
    return tuple(sorted(cell for cell in candidates if fits_3x3(taken | {cell})))


def fits_3x3(cells: set[Cell]) -> bool:
    rows = [r for r, _ in cells]
    columns = [c for _, c in cells]
    return max(rows) - min(rows) < SIZE and max(columns) - min(columns) < SIZE


def orthogonal_neighbours(cell: Cell) -> tuple[Cell, ...]:
    return tuple((cell[0] + dr, cell[1] + dc) for dr, dc in NEIGHBOURS_4)


def full_lines(cells: Iterable[Cell]) -> tuple[tuple[Cell, ...], ...]:
    """Every row and column of the display made of 3 cards."""
    taken = set(cells)
    lines = []
    for row in sorted({r for r, _ in taken}):
        line = tuple(sorted(cell for cell in taken if cell[0] == row))
        if len(line) == SIZE:
            lines.append(line)
    for column in sorted({c for _, c in taken}):
        line = tuple(sorted(cell for cell in taken if cell[1] == column))
        if len(line) == SIZE:
            lines.append(line)
    return tuple(lines)
