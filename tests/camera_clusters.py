"""Made-up readings of 7 to 12 dice lying touching, some unreadable, on a recorded frame: the crowded camera screens
whose marks once covered each other (Blöder Sack rolls up to twelve dice, Geht noch was? seven in a cluster).

    for name, view in cluster_views():
        renderer.draw(view)
"""

from __future__ import annotations

import numpy as np

from dicetable.messages import text
from display.views import CameraView, DieCorrection, DieOverlay, UnreadableOverlay

DIE_PX = 42.0  # frame px: a die's side on the 640×480 recorded frames
COLOURS = ("yellow", "blue", "green", "white", "orange", "purple")
BLURRED = text("vision.reader.unreadable.pips_not_seen")
CLUSTERS = {  # name: (dice across, dice in all, where the cluster's top left lies in frame px, unreadable indices)
    "seven_in_the_middle": (3, 7, (260.0, 180.0), (4,)),
    "nine_in_a_square_two_unreadable": (3, 9, (250.0, 170.0), (1, 4)),
    "twelve_in_a_row_of_four": (4, 12, (230.0, 160.0), (5, 10)),
    "twelve_at_the_top_right_corner": (4, 12, (460.0, 0.0), (0, 7)),
    "twelve_in_one_line_at_the_bottom": (12, 12, (70.0, 430.0), (3,)),
    "seven_at_the_left_edge_all_unreadable": (2, 7, (0.0, 200.0), tuple(range(7))),
}


def cluster_views() -> dict[str, CameraView]:
    """(name: view) of every cluster in `CLUSTERS`, each with read dice also with its first
    selected for correction."""
    frame = np.full((480, 640, 3), 90, np.uint8)
    views = {}
    for name, (across, count, corner, unreadable_at) in CLUSTERS.items():
        dice, unreadable = _cluster(across, count, corner, unreadable_at)
        views[name] = CameraView(frame=frame, dice=dice, unreadable=unreadable)
        if dice:
            correction = DieCorrection(0, "value")
            views[f"{name}_correcting"] = CameraView(
                frame=frame, dice=dice, unreadable=unreadable, correction=correction
            )
    return views


def _cluster(
    across: int, count: int, corner: tuple[float, float], unreadable_at: tuple[int, ...]
) -> tuple[tuple[DieOverlay, ...], tuple[UnreadableOverlay, ...]]:
    """`count` dice side by side in rows of `across`, touching, from `corner`; those at `unreadable_at` unread."""
    dice, unreadable = [], []
    for index in range(count):
        row, column = divmod(index, across)
        left, top = corner[0] + column * DIE_PX, corner[1] + row * DIE_PX
        if index in unreadable_at:
            unreadable.append(UnreadableOverlay((left + DIE_PX / 2, top + DIE_PX / 2), BLURRED))
            continue
        box = ((left, top), (left + DIE_PX, top), (left + DIE_PX, top + DIE_PX), (left, top + DIE_PX))
        dice.append(DieOverlay(COLOURS[index % len(COLOURS)], 1 + index % 6, box))
    return tuple(dice), tuple(unreadable)
