"""The least-cost way to give each of a few dice its own place (a colour slot), without scipy.

Used where the dice of a set are shared out by their known counts: calibration and the colour stage.
"""

from __future__ import annotations

import numpy as np


def min_cost_assignment(cost: np.ndarray) -> list[int]:
    """For each row of `cost` (rows ≤ columns) a distinct column, with the least total cost.

    The Hungarian method with potentials, O(rows² · columns); numpy holds the costs, plain Python the search.
    """
    rows, columns = cost.shape
    row_potential = [0.0] * (rows + 1)
    column_potential = [0.0] * (columns + 1)
    owner = [0] * (columns + 1)  # owner[j]: the row (1-based) holding column j; column 0 is the row being placed
    came_from = [0] * (columns + 1)
    for row in range(1, rows + 1):
        owner[0] = row
        current = 0
        slack = [float("inf")] * (columns + 1)
        visited = [False] * (columns + 1)
        while owner[current] != 0:
            visited[current] = True
            placing, delta, next_column = owner[current], float("inf"), 0
            for j in range(1, columns + 1):
                if visited[j]:
                    continue
                reduced = cost[placing - 1, j - 1] - row_potential[placing] - column_potential[j]
                if reduced < slack[j]:
                    slack[j], came_from[j] = reduced, current
                if slack[j] < delta:
                    delta, next_column = slack[j], j
            for j in range(columns + 1):
                if visited[j]:
                    row_potential[owner[j]] += delta
                    column_potential[j] -= delta
                else:
                    slack[j] -= delta
            current = next_column
        while current != 0:
            previous = came_from[current]
            owner[current] = owner[previous]
            current = previous
    assignment = [0] * rows
    for j in range(1, columns + 1):
        if owner[j]:
            assignment[owner[j] - 1] = j - 1
    return assignment
