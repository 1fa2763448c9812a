"""Doppelt so clever: each player's paper sheet as the display's `DscSheetView`, filled from the engine state.

The printed layout (numbers, multipliers, thresholds, bonus icons) is the engine's sheet data
(`games.doppelt_so_clever.sheet`); the pen marks are a player's `Sheet`; the points are `engine.scores`.
A printed bonus is EARNED once the part of the sheet carrying it is complete, LOST when a pink number
was written below its threshold, PENDING otherwise. Nothing here changes the state.
"""

from __future__ import annotations

from companion.views.ending import end_of_game, player_name
from dicetable.messages import Text, text
from display.views import EndOfGameView
from display.views_dsc import ActionTrack, Bonus, BonusState, DscSheetView, Mark, RoundField, SheetArea, SheetCell
from games.doppelt_so_clever import sheet as printed
from games.doppelt_so_clever.sheet import Sheet
from games.doppelt_so_clever.state import DscState
from games.engine import AwaitDecision, AwaitRoll, Engine, Score, ScoreLine

EARNED, PENDING, LOST = BonusState.EARNED, BonusState.PENDING, BonusState.LOST
YELLOW_MARKS = {printed.EMPTY: Mark.EMPTY, printed.CIRCLED: Mark.CIRCLED, printed.CROSSED: Mark.CIRCLED_AND_CROSSED}


def sheet_views(engine: Engine, state: DscState) -> tuple[DscSheetView, ...]:
    """Every player's sheet in seat order, with the round and the player the game waits for."""
    scores = engine.scores(state)
    turn_of = _turn_of(state)
    return tuple(
        _sheet_view(state, player, sheet, scores[player], turn_of) for player, sheet in enumerate(state.sheets)
    )


def final_view(engine: Engine, state: DscState) -> EndOfGameView:
    """The ranking with one row per colour area and one for the foxes; a tie the rules leave standing (same
    total and same best area, Q13) shares its place."""
    return end_of_game(engine, state, _common_label)


def _sheet_view(state: DscState, player: int, sheet: Sheet, score: Score, turn_of: Text | None) -> DscSheetView:
    points = {area: line.points for area, line in zip(printed.AREAS, score.lines, strict=False)}
    areas = (
        _silver(sheet, points["silver"]),
        _yellow(sheet, points["yellow"]),
        _blue(sheet, points["blue"]),
        _green(sheet, points["green"]),
        _pink(sheet, points["pink"]),
    )
    return DscSheetView(
        player=player_name(player),
        turn_of=turn_of,
        round=state.round,
        areas=areas,
        tracks=tuple(_track(sheet, action) for action in printed.ACTIONS),
        round_track=_round_track(state, sheet),
        foxes=sheet.foxes,
        to_use=tuple(Bonus.parse(kind, EARNED) for kind in sheet.pending),
        total=score.total,
    )


def _turn_of(state: DscState) -> Text | None:
    """The player who must roll or decide now; None once the game is over."""
    waiting = state.waiting_for()
    if isinstance(waiting, AwaitRoll | AwaitDecision) and waiting.player is not None:
        return player_name(waiting.player)
    return None


def _earned_if(is_complete: bool) -> BonusState:
    return EARNED if is_complete else PENDING


def _bonus(code: str | None, state: BonusState) -> Bonus | None:
    return None if code is None else Bonus.parse(code, state)


def _silver(sheet: Sheet, points: int) -> SheetArea:
    """Four rows (yellow, blue, green, pink) of the values 1–6, crossed where entered; a column's bonus is
    earned when the value is crossed in every row."""
    rows = tuple(
        tuple(SheetCell(str(value), Mark.CROSSED if value in crossed else Mark.EMPTY) for value in range(1, 7))
        for crossed in sheet.silver
    )
    column_bonuses = tuple(
        _bonus(code, _earned_if(all(value in crossed for crossed in sheet.silver)))
        for value, code in enumerate(printed.SILVER_COLUMN_BONUS, start=1)
    )
    return SheetArea("silver", rows, points, column_bonuses=column_bonuses, row_colours=printed.SILVER_ROWS)


def _yellow(sheet: Sheet, points: int) -> SheetArea:
    """The staggered grid (None where the pad has no field); a row or column bonus is earned once all its
    fields are circled (spec §3.2: lines complete on circles)."""
    grid: list[list[SheetCell | None]] = [[None] * len(printed.YELLOW_COLUMNS) for _ in printed.YELLOW_ROWS]
    for index, (row, column, value) in enumerate(printed.YELLOW_CELLS):
        grid[row][column] = SheetCell(str(value), YELLOW_MARKS[sheet.yellow[index]])

    def bonuses(lines: tuple[tuple[int, ...], ...], codes: tuple[str, ...]) -> tuple[Bonus | None, ...]:
        return tuple(
            _bonus(code, _earned_if(all(sheet.yellow[cell] != printed.EMPTY for cell in cells)))
            for cells, code in zip(lines, codes, strict=True)
        )

    return SheetArea(
        "yellow",
        tuple(tuple(row) for row in grid),
        points,
        row_bonuses=bonuses(printed.YELLOW_ROWS, printed.YELLOW_ROW_BONUS),
        column_bonuses=bonuses(printed.YELLOW_COLUMNS, printed.YELLOW_COLUMN_BONUS),
    )


def _written_row(
    written: tuple[int, ...], printed_labels: tuple[str, ...], bonuses: tuple[Bonus | None, ...]
) -> tuple[SheetCell, ...]:
    """One row of 12 fields: the numbers written so far from the left, then empty fields."""
    return tuple(
        SheetCell(label, Mark.WRITTEN, written[index], bonus)
        if index < len(written)
        else SheetCell(label, Mark.EMPTY, None, bonus)
        for index, (label, bonus) in enumerate(zip(printed_labels, bonuses, strict=True))
    )


def _field_bonuses(filled: int, codes: tuple[str | None, ...]) -> tuple[Bonus | None, ...]:
    """A field's bonus is earned once the field is written (blue, green)."""
    return tuple(_bonus(code, _earned_if(index < filled)) for index, code in enumerate(codes))


def _blue(sheet: Sheet, points: int) -> SheetArea:
    labels = ("",) * printed.SLOTS
    row = _written_row(sheet.blue, labels, _field_bonuses(len(sheet.blue), printed.BLUE_BONUS))
    return SheetArea("blue", (row,), points)


def _green(sheet: Sheet, points: int) -> SheetArea:
    """Numbers already multiplied by the printed factor; each star holds its pair's difference once both
    numbers of the pair are written."""
    labels = tuple(f"×{factor}" for factor in printed.GREEN_MULTIPLIERS)
    row = _written_row(sheet.green, labels, _field_bonuses(len(sheet.green), printed.GREEN_BONUS))
    stars = tuple(
        sheet.green[first] - sheet.green[first + 1] if first + 1 < len(sheet.green) else None
        for first in range(0, printed.SLOTS, 2)
    )
    return SheetArea("green", (row,), points, stars=stars)


def _pink(sheet: Sheet, points: int) -> SheetArea:
    """A field's bonus is earned by a number at least its threshold and lost for good by a lower one."""
    labels = tuple("" if minimum is None else f"≥{minimum}" for minimum in printed.PINK_THRESHOLD)
    bonuses = []
    for index, (minimum, code) in enumerate(zip(printed.PINK_THRESHOLD, printed.PINK_BONUS, strict=True)):
        if index >= len(sheet.pink):
            state = PENDING
        else:
            state = EARNED if minimum is None or sheet.pink[index] >= minimum else LOST
        bonuses.append(_bonus(code, state))
    return SheetArea("pink", (_written_row(sheet.pink, labels, tuple(bonuses)),), points)


def _track(sheet: Sheet, action: str) -> ActionTrack:
    """Used fields crossed, gained ones circled, the rest empty; the end bonus comes with the 6th circle."""
    track = sheet.track(action)
    fields = (Mark.CROSSED,) * track.crossed + (Mark.CIRCLED,) * track.available
    fields += (Mark.EMPTY,) * (printed.TRACK_SLOTS - len(fields))
    end_bonus = Bonus.parse(printed.TRACK_END_BONUS[action], _earned_if(track.circled == printed.TRACK_SLOTS))
    return ActionTrack(Bonus.parse(action).kind, fields, end_bonus)


def _round_track(state: DscState, sheet: Sheet) -> tuple[RoundField, ...]:
    """The rounds this game has, crossed once begun, with what each round's start gives (Q18 option)."""
    gains = printed.ROUND_GAINS[state.options.round_gains]
    return tuple(
        RoundField(number, number <= sheet.rounds, _bonus(gains[number - 1], _earned_if(number <= sheet.rounds)))
        for number in range(1, state.rounds + 1)
    )


def _common_label(line: ScoreLine) -> Text:
    """The row a score line belongs to: its area, or the foxes without this player's count and value."""
    return text("views.dsc.foxes") if line.label.key == "dsc.score.foxes" else line.label
