"""Action labels written in the context of the sheet, like a move in SAN: what the entry is, the points it
gains now and the bonuses it triggers, e.g. "Gelb 5 → eingekreiste Gelb 5 ankreuzen (Reihe 4, Spalte C) (+7 Punkte)".
"""

from __future__ import annotations

from functools import cache

from dicetable.messages import Text, counted_key, text
from games.doppelt_so_clever.areas import Entry, points_gained, triggered_by
from games.doppelt_so_clever.sheet import (
    EMPTY,
    GREEN_MULTIPLIERS,
    SILVER_ROWS,
    YELLOW_CELLS,
    YELLOW_COLUMN_LETTERS,
    Sheet,
)

COLOUR_NAMES = {colour: text(f"colour.{colour}") for colour in ("silver", "yellow", "blue", "green", "pink", "white")}
BONUS_NAMES = {
    kind: text(f"dsc.bonus.{kind}")
    for kind in ("reroll", "return", "extra_die", "fox", "q_silver", "q_yellow", "q_blue", "q_green", "q_pink", "q_any")
}


def memo_text(key: str, **params: object) -> Text:
    """`text(key, **params)`, made once per distinct key and parameters: labels repeat a lot, and a `Text`
    is immutable, so equal labels may share one value."""
    return _made_text(key, tuple(params.items()))


@cache
def _made_text(key: str, params: tuple[tuple[str, object], ...]) -> Text:
    return text(key, **dict(params))


def die_text(colour: str, value: int) -> Text:
    """A die as the player sees it, e.g. "Gelb 5"."""
    return memo_text("dsc.die", colour=COLOUR_NAMES[colour], value=value)


def entry_text(sheet: Sheet, entry: Entry) -> Text:
    """What the entry writes where, e.g. "10 in Grün-Feld 1 eintragen" (green shows the product)."""
    area, spot, value = entry
    if area == "silver":
        return memo_text("dsc.entry.silver", value=value, row=COLOUR_NAMES[SILVER_ROWS[spot]])
    if area == "yellow":
        row, column, shown = YELLOW_CELLS[spot]
        key = "dsc.entry.yellow_circle" if sheet.yellow[spot] == EMPTY else "dsc.entry.yellow_cross"
        return memo_text(key, value=shown, row=row + 1, column=YELLOW_COLUMN_LETTERS[column])
    filled = len(getattr(sheet, area))
    written = value * GREEN_MULTIPLIERS[filled] if area == "green" else value
    return memo_text(f"dsc.entry.{area}", value=written, field=filled + 1)


def gains_text(sheet: Sheet, entry: Entry) -> Text | str:
    """ " (+7 Punkte, +Fuchs)": the area points the entry gains now and the bonuses it triggers; "" if none."""
    points = points_gained(sheet, entry)
    items = [memo_text(counted_key("dsc.gain.points", points), count=points)] if points else []
    items.extend(memo_text("dsc.gain.bonus", bonus=BONUS_NAMES[kind]) for kind in triggered_by(sheet, entry))
    return memo_text("dsc.gains", items=join(items)) if items else ""


def join(items: list[Text]) -> Text:
    """Texts joined by commas in the current language; `items` must not be empty."""
    if len(items) == 1:
        return items[0]
    return memo_text("dsc.list", first=items[0], rest=join(items[1:]))


def entry_label(key: str, sheet: Sheet, entry: Entry, **source: object) -> Text:
    """A full label `key` (e.g. "dsc.label.pick") for an entry with its source (a die or a bonus)."""
    return memo_text(key, entry=entry_text(sheet, entry), gains=gains_text(sheet, entry), **source)
