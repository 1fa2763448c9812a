"""Pieces every screen shares: header and footer bars, a selectable list, choice tiles and die badges.

All coordinates are logical 800×480 pixels. The selected row is inverted (black on yellow) AND marked with
an arrow, so the selection never depends on colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dicetable.messages import Text, colour_name, text
from display import theme
from display.canvas import Canvas

WIDTH = 800
HEIGHT = 480
HEADER_H = 56
FOOTER_H = 40
BODY_TOP = HEADER_H
BODY_BOTTOM = HEIGHT - FOOTER_H
MARGIN = 12
MORE_H = 28  # the "▲ n more" line of a scrolled list


@dataclass(frozen=True)
class ListItem:
    """One row of a selectable list: `label` on the left, `value` right-aligned (points, "1–4 Spieler"),
    an optional second line `detail`, a `badge` such as the advisor's "Tipp"."""

    label: Text | str
    value: Text | str | None = None
    detail: Text | None = None
    badge: Text | None = None
    is_enabled: bool = True


def header(canvas: Canvas, title: Text | str, right: Text | str | None = None, title_px: int = theme.TITLE_PX) -> None:
    """The top bar; a title set smaller than TITLE_PX may take two lines (a long status or problem)."""
    canvas.box(0, 0, WIDTH, HEADER_H, theme.PANEL)
    title_w = WIDTH - 2 * MARGIN if right is None else 470
    canvas.text(title, MARGIN, 0, title_w, HEADER_H, title_px, max_lines=1 if title_px >= theme.TITLE_PX else 2)
    if right is not None:
        canvas.text(right, 490, 0, WIDTH - 490 - MARGIN, HEADER_H, theme.SMALL_PX, theme.MUTED, "right")


def footer(canvas: Canvas, hint: Text) -> None:
    canvas.box(0, BODY_BOTTOM, WIDTH, FOOTER_H, theme.PANEL)
    canvas.text(hint, MARGIN, BODY_BOTTOM, WIDTH - 2 * MARGIN, FOOTER_H, theme.SMALL_PX, theme.MUTED, "center")


def frame(
    canvas: Canvas, title: Text | str, hint: Text, right: Text | str | None = None, title_px: int = theme.TITLE_PX
) -> None:
    """Background, header and footer: the frame of every screen but the paper sheet."""
    canvas.fill(theme.BACKGROUND)
    header(canvas, title, right, title_px)
    footer(canvas, hint)


def columns(count: int, gap: float) -> tuple[tuple[float, float], ...]:
    """(x, width) in logical px of `count` equal columns side by side between the margins, `gap` apart: one
    per player on the score screens."""
    width = (WIDTH - 2 * MARGIN - gap * (count - 1)) / count
    return tuple((MARGIN + index * (width + gap), width) for index in range(count))


def verdict(winners: Sequence[Text | str]) -> Text:
    """The end screen's title: the one player in first place wins, or the players sharing it tie."""
    if len(winners) == 1:
        return text("display.end.winner", player=winners[0])
    joined = str(text("display.end.and")).join(str(name) for name in winners)
    return text("display.end.tie", players=joined)


def selection_arrow(canvas: Canvas, x: float, y: float, size: float, colour: theme.RGB) -> None:
    """A right-pointing triangle with its left edge at x, centred on y."""
    canvas.polygon([(x, y - size / 2), (x + size * 0.8, y), (x, y + size / 2)], colour)


def selectable_list(
    canvas: Canvas,
    items: Sequence[ListItem],
    selected: int,
    x: float,
    y: float,
    w: float,
    h: float,
    row_h: float,
    text_px: int = theme.BODY_PX,
) -> None:
    """Draw as many rows as fit, scrolled so the selected row shows; "▲ n more" / "▼ n more" say what is
    hidden. Rows with a `detail` line need `row_h` ≥ 60."""
    first, visible = scroll_window(len(items), selected, h, row_h)
    top = y
    if first > 0:
        canvas.text(
            text("display.options.more_above", count=first), x, y, w, MORE_H, theme.SMALL_PX, theme.MUTED, "center"
        )
        top += MORE_H
    for row, item in enumerate(items[first : first + visible]):
        _list_row(canvas, item, first + row == selected, x, top + row * row_h, w, row_h, text_px)
    hidden_below = len(items) - first - visible
    if hidden_below > 0:
        canvas.text(
            text("display.options.more_below", count=hidden_below),
            x,
            top + visible * row_h,
            w,
            MORE_H,
            theme.SMALL_PX,
            theme.MUTED,
            "center",
        )


def points_text(points: int | None) -> Text | None:
    """What an option gains, signed as players write it ("+5", "-6"); None where the game says nothing."""
    if points is None:
        return None
    key = "display.options.points" if points >= 0 else "display.options.minus_points"
    return text(key, points=points)


def scroll_window(count: int, selected: int, h: float, row_h: float) -> tuple[int, int]:
    """The first shown row and how many rows show, keeping the selected row near the middle and leaving
    room for a "more" line on each side that has hidden rows."""
    if count * row_h <= h:
        return 0, count
    visible = max(1, int((h - MORE_H) // row_h))
    first = min(max(0, selected - visible // 2), count - visible)
    if 0 < first < count - visible:
        visible = max(1, int((h - 2 * MORE_H) // row_h))
        first = min(max(0, selected - visible // 2), count - visible)
    return first, visible


def _list_row(
    canvas: Canvas, item: ListItem, is_selected: bool, x: float, y: float, w: float, h: float, text_px: int
) -> None:
    ink = theme.SELECTED_FOREGROUND if is_selected else (theme.FOREGROUND if item.is_enabled else theme.FADED)
    if is_selected:
        canvas.box(x, y + 2, w, h - 4, theme.SELECTED_BACKGROUND, radius=8)
        selection_arrow(canvas, x + 8, y + h / 2, 20, ink)
    else:
        canvas.box(x, y + 2, w, h - 4, theme.PANEL, radius=8)
    label_x = x + 36
    right_w = 0.0
    if item.value is not None:
        right_w = 150
        canvas.text(item.value, x + w - right_w - 12, y, right_w, h, theme.BODY_PX, ink, "right")
    if item.badge is not None:
        badge_w = 78
        badge_x = x + w - right_w - badge_w - 20
        canvas.box(badge_x, y + h / 2 - 16, badge_w, 32, theme.HINT, radius=6)
        canvas.text(
            item.badge, badge_x, y + h / 2 - 16, badge_w, 32, theme.SMALL_PX, theme.SELECTED_FOREGROUND, "center"
        )
        right_w += badge_w + 8
    label_w = w - 36 - right_w - 12
    if item.detail is None:
        canvas.text(item.label, label_x, y, label_w, h, text_px, ink, max_lines=2)
        return
    canvas.text(item.label, label_x, y + 2, label_w, h * 0.55, text_px, ink, max_lines=2)
    canvas.text(
        item.detail,
        label_x,
        y + h * 0.55 - 2,
        label_w,
        h * 0.45 - 2,
        theme.SMALL_PX,
        ink if is_selected else theme.MUTED,
    )


def choice_tiles(
    canvas: Canvas, labels: Sequence[Text | str], selected: int, x: float, y: float, w: float, h: float
) -> None:
    """Big side-by-side tiles (player counts, stay / step out); the selected one is inverted and framed."""
    gap = 16
    tile_w = (w - gap * (len(labels) - 1)) / len(labels)
    for index, label in enumerate(labels):
        left = x + index * (tile_w + gap)
        is_selected = index == selected
        canvas.box(left, y, tile_w, h, theme.SELECTED_BACKGROUND if is_selected else theme.PANEL, radius=12)
        if is_selected:
            canvas.box(left - 4, y - 4, tile_w + 8, h + 8, theme.FOREGROUND, border=3, radius=14)
        ink = theme.SELECTED_FOREGROUND if is_selected else theme.FOREGROUND
        canvas.text(label, left + 6, y, tile_w - 12, h, theme.TITLE_PX, ink, "center", max_lines=2)


def die_label(colour: str, value: int | None) -> Text:
    """ "Gelb 5": a die is always named by its colour in words, never by colour alone."""
    name = colour_name(colour)
    if value is None:
        return text("display.camera.die_without_pips", colour=name)
    return text("display.camera.die", colour=name, value=value)


def die_badge(canvas: Canvas, colour: str, value: int | None, x: float, y: float, w: float, h: float) -> None:
    """A die swatch in its colour with its name and value written on it, outlined so white reads on white."""
    canvas.box(x, y, w, h, theme.die_colour(colour), radius=8)
    canvas.box(x, y, w, h, theme.FOREGROUND, border=2, radius=8)
    canvas.text(die_label(colour, value), x + 4, y, w - 8, h, theme.SMALL_PX, theme.text_on(colour), "center")
