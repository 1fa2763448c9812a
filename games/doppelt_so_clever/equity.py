"""A fast estimate of what a sheet will be worth at the end of the game, for the move advisor.

Equity = points already scored + the expected worth of what the sheet has set up: actions in hand, foxes at
the lowest area's projected score, silver columns and yellow lines on their way to a bonus, circled yellow
fields waiting for their cross, room below the last blue number, and the open first field of a green pair.
The weights are hand-set estimates (points), tuned by playing solo games with `dicetable bench --advisor`.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.doppelt_so_clever.scoring import area_points
from games.doppelt_so_clever.sheet import (
    AREAS,
    BLUE_BONUS,
    BLUE_POINTS,
    CIRCLED,
    EMPTY,
    GREEN_MULTIPLIERS,
    SILVER_COLUMN_BONUS,
    SLOTS,
    YELLOW_COLUMN_BONUS,
    YELLOW_COLUMNS,
    YELLOW_POINTS,
    YELLOW_ROW_BONUS,
    YELLOW_ROWS,
    Sheet,
)

# P(blue + white <= total) for two dice, total 0..12.
BLUE_AT_MOST = tuple(sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= t) / 36 for t in range(13))


@dataclass(frozen=True)
class Weights:
    """Worth in points of what is not scored yet; `later` scales set-ups by the share of the game left."""

    reroll: float = 3.0
    retrieve: float = 2.5
    extra_die: float = 7.0
    question: float = 7.0
    fox_floor: float = 12.0  # each fox is worth at least this much projected at the game's start
    area_growth: float = 30.0  # how much an area is expected to grow over a whole game
    line_progress: tuple[float, ...] = (0.0, 0.15, 0.35, 0.6)  # silver column / yellow line by share done
    circled_yellow: float = 0.45  # share of the next cross's points a circled field is worth
    blue_room: float = 1.2
    green_second_face: float = 2.3  # the face expected in the second field of a pair
    pick: float = 6.0  # worth of one pick still to come this turn, with one die to choose from
    pick_per_die: float = 1.2  # and for each further die to choose from


WEIGHTS = Weights()


def bonus_worth(kind: str | None, weights: Weights, fox: float) -> float:
    if kind is None:
        return 0.0
    if kind == "fox":
        return fox
    if kind.startswith("q_"):
        return weights.question
    return {"reroll": weights.reroll, "return": weights.retrieve, "extra_die": weights.extra_die}[kind]


def equity(sheet: Sheet, share_left: float, negative_foxes: bool = True, weights: Weights = WEIGHTS) -> float:
    """Expected final worth of `sheet` in points with `share_left` (0..1) of the game still to play."""
    areas = [area_points(sheet, area) for area in AREAS]
    fox = float(min(areas))
    if share_left > 0:
        fox = max(fox + weights.area_growth * share_left, weights.fox_floor * share_left)
    if not negative_foxes:
        fox = max(fox, 0.0)
    value = sum(areas) + sheet.foxes * fox
    value += (
        weights.reroll * sheet.reroll.available
        + weights.retrieve * sheet.retrieve.available
        + weights.extra_die * sheet.extra_die.available
    ) * min(1.0, 0.25 + share_left)
    if share_left <= 0:
        return value
    later = share_left
    progress = weights.line_progress
    # Silver columns on their way to a bonus.
    for value_index, kind in enumerate(SILVER_COLUMN_BONUS):
        done = sum(1 for row in sheet.silver if value_index + 1 in row)
        if done < 4:
            value += later * progress[done] * bonus_worth(kind, weights, fox)
    # Yellow: circled fields waiting for their cross, and lines waiting for their last circle.
    marks = sheet.yellow
    crosses = sum(1 for mark in marks if mark == 2)
    waiting = sum(1 for mark in marks if mark == CIRCLED)
    if crosses < 10:
        value += later * weights.circled_yellow * waiting * (YELLOW_POINTS[crosses + 1] - YELLOW_POINTS[crosses])
    for lines, bonuses in ((YELLOW_ROWS, YELLOW_ROW_BONUS), (YELLOW_COLUMNS, YELLOW_COLUMN_BONUS)):
        for cells, kind in zip(lines, bonuses, strict=True):
            done = sum(1 for cell in cells if marks[cell] != EMPTY)
            if done < len(cells):
                value += later * progress[int(3 * done / len(cells))] * bonus_worth(kind, weights, fox)
    # Blue: how likely the next sum still fits below the last number.
    filled = len(sheet.blue)
    if filled < SLOTS:
        chance = BLUE_AT_MOST[sheet.blue[-1]] if sheet.blue else 1.0
        gain = BLUE_POINTS[filled + 1] - BLUE_POINTS[filled] + bonus_worth(BLUE_BONUS[filled], weights, fox)
        value += later * weights.blue_room * chance * gain
    # Green: an open pair counts its expected star.
    if len(sheet.green) % 2:
        value += later * (sheet.green[-1] - weights.green_second_face * GREEN_MULTIPLIERS[len(sheet.green)])
    return value


def turn_worth(picks_left: int, dice_in_hand: int, weights: Weights = WEIGHTS) -> float:
    """Expected worth of the picks still to come this turn; each pick leaves about half the dice."""
    worth, dice = 0.0, float(dice_in_hand)
    for _ in range(picks_left):
        if dice < 1:
            break
        worth += weights.pick + weights.pick_per_die * (dice - 1)
        dice = (dice - 1) / 2 + 0.5
    return worth
