"""Where a value may go in each area, and what entering it changes (spec §3, §3.6).

An entry is (area, spot, value): `spot` is the silver row (0..3: yellow, blue, green, pink) or the yellow
cell (0..9, see `YELLOW_CELLS`), None for blue, green and pink; `value` is the die face, except in blue
where it is the blue+white sum. `enter` returns the new sheet and the bonuses the entry triggered, in
sheet order; granting them is `bonuses.grant`'s job. Nothing here changes its arguments.
"""

from __future__ import annotations

from dataclasses import replace

from games.doppelt_so_clever.sheet import (
    BLUE_BONUS,
    BLUE_POINTS,
    CIRCLED,
    CROSSED,
    EMPTY,
    GREEN_BONUS,
    GREEN_MULTIPLIERS,
    PINK_BONUS,
    PINK_THRESHOLD,
    SILVER_COLUMN_BONUS,
    SILVER_ROW_POINTS,
    SLOTS,
    YELLOW_CELLS,
    YELLOW_COLUMN_BONUS,
    YELLOW_COLUMNS,
    YELLOW_POINTS,
    YELLOW_ROW_BONUS,
    YELLOW_ROWS,
    Sheet,
)

Entry = tuple[str, int | None, int]


def silver_rows_free(sheet: Sheet, value: int) -> tuple[int, ...]:
    """Silver rows in which `value` is not crossed yet."""
    return tuple(row for row, crossed in enumerate(sheet.silver) if value not in crossed)


def yellow_cells_open(sheet: Sheet, value: int | None = None) -> tuple[int, ...]:
    """Yellow cells still taking a mark (empty: circle; circled: cross), optionally only those showing `value`."""
    return tuple(
        cell
        for cell, mark in enumerate(sheet.yellow)
        if mark != CROSSED and (value is None or YELLOW_CELLS[cell][2] == value)
    )


def blue_accepts(sheet: Sheet, total: int) -> bool:
    """A blue field is free and `total` is at most the previous blue number (the "≥" signs)."""
    return len(sheet.blue) < SLOTS and (not sheet.blue or total <= sheet.blue[-1])


def entries_for_value(sheet: Sheet, area: str, value: int) -> tuple[Entry, ...]:
    """Every legal entry of a die `value` (blue: the sum) in `area`."""
    if area == "silver":
        return tuple(("silver", row, value) for row in silver_rows_free(sheet, value))
    if area == "yellow":
        return tuple(("yellow", cell, value) for cell in yellow_cells_open(sheet, value))
    if area == "blue":
        return (("blue", None, value),) if blue_accepts(sheet, value) else ()
    return ((area, None, value),) if len(getattr(sheet, area)) < SLOTS else ()


def entries_of_choice(sheet: Sheet, area: str) -> tuple[Entry, ...]:
    """Every entry a "?" bonus for `area` allows: any free silver field, any open yellow cell, a blue number
    2..12 not above the previous one (Q9), a green or pink number 1..6 (green multiplied, Q10)."""
    if area == "silver":
        return tuple(("silver", row, value) for value in range(1, 7) for row in silver_rows_free(sheet, value))
    if area == "yellow":
        return tuple(("yellow", cell, YELLOW_CELLS[cell][2]) for cell in yellow_cells_open(sheet))
    if area == "blue":
        return tuple(("blue", None, total) for total in range(2, 13) if blue_accepts(sheet, total))
    if len(getattr(sheet, area)) >= SLOTS:
        return ()
    return tuple((area, None, value) for value in range(1, 7))


def enter(sheet: Sheet, entry: Entry) -> tuple[Sheet, tuple[str, ...]]:
    """The sheet with `entry` made, and the bonuses it triggers (see `triggered_by`); the entry must be legal."""
    area, spot, value = entry
    triggered = triggered_by(sheet, entry)
    if area == "silver":
        rows = list(sheet.silver)
        rows[spot] = tuple(sorted((*rows[spot], value)))
        return replace(sheet, silver=tuple(rows)), triggered
    if area == "yellow":
        marks = list(sheet.yellow)
        marks[spot] = CIRCLED if marks[spot] == EMPTY else CROSSED
        return replace(sheet, yellow=tuple(marks)), triggered
    if area == "green":
        value *= GREEN_MULTIPLIERS[len(sheet.green)]
    return replace(sheet, **{area: (*getattr(sheet, area), value)}), triggered


def triggered_by(sheet: Sheet, entry: Entry) -> tuple[str, ...]:
    """The bonuses `entry` would trigger, in sheet order, without making it; the entry must be legal."""
    area, spot, value = entry
    if area == "silver":
        # A silver column completes when every other row already has the value crossed.
        others = (crossed for row, crossed in enumerate(sheet.silver) if row != spot)
        return _bonus(SILVER_COLUMN_BONUS[value - 1] if all(value in crossed for crossed in others) else None)
    if area == "yellow":
        return _yellow_lines_completed(sheet, spot)
    if area == "blue":
        return _bonus(BLUE_BONUS[len(sheet.blue)])
    if area == "green":
        return _bonus(GREEN_BONUS[len(sheet.green)])
    filled = len(sheet.pink)
    threshold = PINK_THRESHOLD[filled]
    return _bonus(PINK_BONUS[filled] if threshold is not None and value >= threshold else None)


def points_gained(sheet: Sheet, entry: Entry) -> int:
    """How many points `entry` adds to its area at once (green: only when it completes a pair)."""
    area, spot, value = entry
    if area == "silver":
        crossed = len(sheet.silver[spot])
        return SILVER_ROW_POINTS[crossed + 1] - SILVER_ROW_POINTS[crossed]
    if area == "yellow":
        if sheet.yellow[spot] == EMPTY:
            return 0
        crosses = sheet.yellow.count(CROSSED)
        return YELLOW_POINTS[crosses + 1] - YELLOW_POINTS[crosses]
    if area == "blue":
        return BLUE_POINTS[len(sheet.blue) + 1] - BLUE_POINTS[len(sheet.blue)]
    if area == "green":
        filled = len(sheet.green)
        return sheet.green[-1] - value * GREEN_MULTIPLIERS[filled] if filled % 2 else 0
    return value


def _bonus(kind: str | None) -> tuple[str, ...]:
    return () if kind is None else (kind,)


def _yellow_lines_completed(sheet: Sheet, cell: int) -> tuple[str, ...]:
    """Lines complete on circles, not crosses (spec §3.2): check the circled cell's row and column."""
    marks = sheet.yellow
    if marks[cell] != EMPTY:
        return ()
    row, column, _ = YELLOW_CELLS[cell]
    triggered = []
    if all(marks[i] != EMPTY or i == cell for i in YELLOW_ROWS[row]):
        triggered.append(YELLOW_ROW_BONUS[row])
    if all(marks[i] != EMPTY or i == cell for i in YELLOW_COLUMNS[column]):
        triggered.append(YELLOW_COLUMN_BONUS[column])
    return tuple(triggered)
