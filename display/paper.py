"""Drawing a paper score sheet: printed fields, pen marks (cross, circle, written number) and bonus icons.

Logical 800×480 pixels. Pen marks are dark blue on white fields so they read on every area colour; a bonus
icon is outlined while pending, filled in pen when earned and struck through when lost.
"""

from __future__ import annotations

from dicetable.messages import Text, text
from display import theme
from display.canvas import Canvas
from display.views_dsc import Bonus, BonusKind, BonusState, Mark, SheetArea, SheetCell

ICON_W = 34
ICON_H = 22
TITLE_H = 24
STAR_H = 22


def tint(colour: theme.RGB, amount: float = 0.35) -> theme.RGB:
    """`colour` washed onto the paper, as the printed areas are: 0 is paper, 1 the full colour."""
    return tuple(round(p + (c - p) * amount) for c, p in zip(colour, theme.PAPER, strict=True))


def icon_text(bonus: Bonus) -> Text:
    if bonus.kind is BonusKind.QUESTION:
        if bonus.colour is None:
            return text("display.dsc.icon.any_question")
        return text("display.dsc.icon.question", colour=text(f"display.colour_short.{bonus.colour}"))
    return text(f"display.dsc.icon.{bonus.kind.value}")


def bonus_icon(canvas: Canvas, bonus: Bonus, x: float, y: float, w: float = ICON_W, h: float = ICON_H) -> None:
    """A bonus at (x, y): "?" bonuses carry a stripe of their area's colour and its short name."""
    if bonus.state is BonusState.EARNED:
        canvas.box(x, y, w, h, theme.PEN, radius=5)
        ink = theme.FOREGROUND
    else:
        canvas.box(x, y, w, h, theme.PAPER, radius=5)
        canvas.box(x, y, w, h, theme.FADED if bonus.state is BonusState.LOST else theme.PRINT, border=1, radius=5)
        ink = theme.FADED if bonus.state is BonusState.LOST else theme.PRINT
    if bonus.kind is BonusKind.QUESTION and bonus.colour is not None:
        canvas.box(x + 2, y + h - 5, w - 4, 3, theme.die_colour(bonus.colour))
    canvas.text(icon_text(bonus), x, y, w, h, theme.DETAIL_PX, ink, "center", min_size=theme.DETAIL_PX - 6)
    if bonus.state is BonusState.LOST:
        canvas.line((x + 2, y + h - 2), (x + w - 2, y + 2), theme.PRINT, 2)


def cell(canvas: Canvas, field: SheetCell, x: float, y: float, w: float, h: float) -> None:
    canvas.box(x, y, w, h, theme.FOREGROUND, radius=4)
    canvas.box(x, y, w, h, theme.PRINT, border=1, radius=4)
    if field.mark is Mark.WRITTEN:
        canvas.text(str(field.written), x, y, w, h, theme.SMALL_PX, theme.PEN, "center")
        return
    if field.printed:
        canvas.text(field.printed, x, y, w, h, theme.DETAIL_PX, theme.PRINT, "center")
    centre = (x + w / 2, y + h / 2)
    if field.mark in (Mark.CIRCLED, Mark.CIRCLED_AND_CROSSED):
        canvas.circle(centre, min(w, h) / 2 - 1, theme.PEN, border=3)
    if field.mark in (Mark.CROSSED, Mark.CIRCLED_AND_CROSSED):
        inset = min(w, h) * 0.2
        canvas.line((x + inset, y + inset), (x + w - inset, y + h - inset), theme.PEN, 3)
        canvas.line((x + inset, y + h - inset), (x + w - inset, y + inset), theme.PEN, 3)


def area_title(canvas: Canvas, colour: str, points: int, x: float, y: float, w: float) -> None:
    """The band over an area: its colour in words and its points now."""
    canvas.box(x, y, w, TITLE_H, theme.die_colour(colour), radius=4)
    ink = theme.text_on(colour)
    canvas.text(text(f"colour.{colour}"), x + 6, y, w - 90, TITLE_H, theme.DETAIL_PX, ink)
    canvas.text(text("display.dsc.points", points=points), x + w - 90, y, 84, TITLE_H, theme.DETAIL_PX, ink, "right")


def area_height(area: SheetArea, cell_h: float) -> float:
    """Logical height `area` needs when drawn with `draw_area`."""
    rows_h = sum(cell_h + (ICON_H + 2 if _has_cell_bonus(row) else 0) + 2 for row in area.rows)
    return TITLE_H + 4 + (STAR_H if area.stars else 0) + rows_h + (ICON_H + 4 if area.column_bonuses else 0)


def draw_area(canvas: Canvas, area: SheetArea, x: float, y: float, w: float, cell_w: float, cell_h: float) -> None:
    """An area in its tinted box: title band, stars, rows of fields (with a colour label per row when the
    rows stand for colours), field bonuses under their fields, row bonuses at the right, column bonuses below."""
    canvas.box(x, y, w, area_height(area, cell_h) + 4, tint(theme.die_colour(area.colour)), radius=6)
    area_title(canvas, area.colour, area.points, x, y, w)
    top = y + TITLE_H + 4
    left = x + 6 + (ICON_W + 4 if area.row_colours else 0)
    if area.stars:
        group = area.columns / len(area.stars)
        for index, star in enumerate(area.stars):
            star_x = left + index * group * cell_w
            canvas.box(star_x + 2, top, group * cell_w - 4, STAR_H - 2, theme.PAPER, radius=8)
            canvas.box(star_x + 2, top, group * cell_w - 4, STAR_H - 2, theme.PRINT, border=1, radius=8)
            if star is not None:
                canvas.text(str(star), star_x, top, group * cell_w, STAR_H - 2, theme.DETAIL_PX, theme.PEN, "center")
        top += STAR_H
    for row_index, row in enumerate(area.rows):
        if area.row_colours:
            row_colour = area.row_colours[row_index]
            canvas.box(x + 6, top, ICON_W, cell_h, theme.die_colour(row_colour), radius=4)
            canvas.text(
                text(f"display.colour_short.{row_colour}"),
                x + 6,
                top,
                ICON_W,
                cell_h,
                theme.DETAIL_PX,
                theme.text_on(row_colour),
                "center",
            )
        for column, field in enumerate(row):
            if field is None:
                continue
            cell(canvas, field, left + column * cell_w + 1, top, cell_w - 2, cell_h)
            if field.bonus is not None:
                bonus_icon(canvas, field.bonus, left + column * cell_w + (cell_w - ICON_W) / 2, top + cell_h + 2)
        if area.row_bonuses and area.row_bonuses[row_index] is not None:
            bonus_icon(
                canvas, area.row_bonuses[row_index], left + area.columns * cell_w + 4, top + (cell_h - ICON_H) / 2
            )
        top += cell_h + (ICON_H + 2 if _has_cell_bonus(row) else 0) + 2
    for column, bonus in enumerate(area.column_bonuses):
        if bonus is not None:
            bonus_icon(canvas, bonus, left + column * cell_w + (cell_w - ICON_W) / 2, top + 2)


def _has_cell_bonus(row: tuple[SheetCell | None, ...]) -> bool:
    return any(field is not None and field.bonus is not None for field in row)
