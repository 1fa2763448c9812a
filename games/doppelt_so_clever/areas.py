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
    CIRCLED,
    CROSSED,
    EMPTY,
    GREEN_BONUS,
    GREEN_MULTIPLIERS,
    PINK_BONUS,
    PINK_THRESHOLD,
    SILVER_COLUMN_BONUS,
    SLOTS,
    YELLOW_CELLS,
    YELLOW_COLUMN_BONUS,
    YELLOW_COLUMNS,
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
    """The sheet with `entry` made, and the bonuses it triggers; the entry must be legal."""
    area, spot, value = entry
    if area == "silver":
        return _cross_silver(sheet, spot, value)
    if area == "yellow":
        return _mark_yellow(sheet, spot)
    if area == "blue":
        filled = len(sheet.blue)
        return replace(sheet, blue=(*sheet.blue, value)), _bonus(BLUE_BONUS[filled])
    if area == "green":
        filled = len(sheet.green)
        written = value * GREEN_MULTIPLIERS[filled]
        return replace(sheet, green=(*sheet.green, written)), _bonus(GREEN_BONUS[filled])
    filled = len(sheet.pink)
    threshold = PINK_THRESHOLD[filled]
    earned = PINK_BONUS[filled] if threshold is not None and value >= threshold else None
    return replace(sheet, pink=(*sheet.pink, value)), _bonus(earned)


def _bonus(kind: str | None) -> tuple[str, ...]:
    return () if kind is None else (kind,)


def _cross_silver(sheet: Sheet, row: int, value: int) -> tuple[Sheet, tuple[str, ...]]:
    rows = list(sheet.silver)
    rows[row] = tuple(sorted((*rows[row], value)))
    after = replace(sheet, silver=tuple(rows))
    column_complete = all(value in crossed for crossed in after.silver)
    return after, _bonus(SILVER_COLUMN_BONUS[value - 1] if column_complete else None)


def _mark_yellow(sheet: Sheet, cell: int) -> tuple[Sheet, tuple[str, ...]]:
    marks = list(sheet.yellow)
    was = marks[cell]
    marks[cell] = CIRCLED if was == EMPTY else CROSSED
    after = replace(sheet, yellow=tuple(marks))
    if was != EMPTY:
        return after, ()
    # Lines complete on circles, not crosses (spec §3.2): check the cell's row and column.
    row, column, _ = YELLOW_CELLS[cell]
    triggered = []
    if all(marks[i] != EMPTY for i in YELLOW_ROWS[row]):
        triggered.append(YELLOW_ROW_BONUS[row])
    if all(marks[i] != EMPTY for i in YELLOW_COLUMNS[column]):
        triggered.append(YELLOW_COLUMN_BONUS[column])
    return after, tuple(triggered)
