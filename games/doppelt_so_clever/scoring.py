"""Final scoring (spec §6.2, §6.3) as pure functions of a sheet.

`area_points` and `total` read the marks only; `foxes_from_marks` re-derives the foxes from where they are
printed, so a test can check the running fox count against the sheet itself.
"""

from __future__ import annotations

from games.doppelt_so_clever.sheet import (
    AREAS,
    BLUE_POINTS,
    CROSSED,
    EMPTY,
    SILVER_ROW_POINTS,
    TRACK_SLOTS,
    YELLOW_COLUMNS,
    YELLOW_POINTS,
    Sheet,
)


def area_points(sheet: Sheet, area: str) -> int:
    """Points of one colour area as the sheet stands (an unfinished green pair scores 0)."""
    if area == "silver":
        return sum(SILVER_ROW_POINTS[len(row)] for row in sheet.silver)
    if area == "yellow":
        return YELLOW_POINTS[sum(1 for mark in sheet.yellow if mark == CROSSED)]
    if area == "blue":
        return BLUE_POINTS[len(sheet.blue)]
    if area == "green":
        green = sheet.green
        return sum(green[i] - green[i + 1] for i in range(0, len(green) - 1, 2))
    return sum(sheet.pink)


def fox_value(area_scores: tuple[int, ...], negative_foxes: bool = True) -> int:
    """What each fox is worth: the lowest area score; 0 if an area scores 0; clamped at 0 unless
    `negative_foxes` (Q12: the literal reading lets a negative green area make foxes negative)."""
    lowest = min(area_scores)
    return lowest if negative_foxes else max(lowest, 0)


def foxes_from_marks(sheet: Sheet) -> int:
    """The foxes printed next to completed parts of the sheet: silver column 3, yellow column D, blue field 9,
    green field 7, pink field 8 with at least 2, and the full reroll track."""
    return sum(
        (
            all(3 in row for row in sheet.silver),
            all(sheet.yellow[cell] != EMPTY for cell in YELLOW_COLUMNS[3]),
            len(sheet.blue) >= 9,
            len(sheet.green) >= 7,
            len(sheet.pink) >= 8 and sheet.pink[7] >= 2,
            sheet.reroll.circled == TRACK_SLOTS,
        )
    )


def breakdown(sheet: Sheet, foxes: int, negative_foxes: bool = True) -> tuple[int, ...]:
    """Points per area in `AREAS` order followed by the fox points."""
    areas = tuple(area_points(sheet, area) for area in AREAS)
    return (*areas, foxes * fox_value(areas, negative_foxes))


def total_from_marks(sheet: Sheet, negative_foxes: bool = True) -> int:
    """The total recomputed from the marks alone, foxes included; does not look at `Sheet.foxes`."""
    return sum(breakdown(sheet, foxes_from_marks(sheet), negative_foxes))


def tie_break_key(sheet: Sheet, negative_foxes: bool = True) -> tuple[int, int]:
    """Sort key for places, larger first: the total, then the best single colour area (Q13)."""
    points = breakdown(sheet, sheet.foxes, negative_foxes)
    return sum(points), max(points[: len(AREAS)])
