"""Granting bonuses (spec §4, §5): actions are circled on their track, foxes counted, "?" bonuses queued.

Actions and foxes need no decision and are granted at once, including a track's end bonus when its 6th
field is circled. A "?" bonus waits in `Sheet.pending` until its player enters it; one that can no longer
be entered anywhere is lost (Q11). Nothing here changes its arguments.
"""

from __future__ import annotations

from dataclasses import replace

from games.doppelt_so_clever.areas import entries_of_choice
from games.doppelt_so_clever.sheet import (
    AREAS,
    TRACK_END_BONUS,
    TRACK_FIELDS,
    TRACK_SLOTS,
    ActionTrack,
    Sheet,
)


def grant(sheet: Sheet, bonuses: tuple[str, ...]) -> Sheet:
    """The sheet with every bonus in `bonuses` granted (chained track-end bonuses included)."""
    for kind in bonuses:
        if kind == "fox":
            sheet = replace(sheet, foxes=sheet.foxes + 1)
        elif kind in TRACK_FIELDS:
            sheet = _circle_action(sheet, kind)
        else:
            sheet = replace(sheet, pending=(*sheet.pending, kind))
    return sheet


def _circle_action(sheet: Sheet, action: str) -> Sheet:
    name = TRACK_FIELDS[action]
    track: ActionTrack = getattr(sheet, name)
    # Q19: the sheet has exactly 6 sources per track, so a 7th can only be an engine bug.
    assert track.circled < TRACK_SLOTS, f"a 7th {action} action cannot be earned on this sheet"
    sheet = replace(sheet, **{name: ActionTrack(track.circled + 1, track.crossed)})
    if track.circled + 1 == TRACK_SLOTS:
        sheet = grant(sheet, (TRACK_END_BONUS[action],))
    return sheet


def use_action(sheet: Sheet, action: str) -> Sheet:
    """The sheet with one circled field of the `action` track crossed out; one must be available."""
    name = TRACK_FIELDS[action]
    track: ActionTrack = getattr(sheet, name)
    assert track.available > 0, f"no {action} action to use"
    return replace(sheet, **{name: ActionTrack(track.circled, track.crossed + 1)})


def question_areas(kind: str) -> tuple[str, ...]:
    """The areas a "?" bonus may be entered in: its own, or any for the black ? (`q_any`)."""
    return AREAS if kind == "q_any" else (kind[2:],)


def is_usable(sheet: Sheet, kind: str) -> bool:
    """Whether the "?" bonus can still be entered somewhere (a full area makes it lost, Q11)."""
    return any(entries_of_choice(sheet, area) for area in question_areas(kind))


def drop_lost(sheet: Sheet) -> Sheet:
    """The sheet without pending "?" bonuses that can no longer be entered (Q11)."""
    kept = tuple(kind for kind in sheet.pending if is_usable(sheet, kind))
    return sheet if kept == sheet.pending else replace(sheet, pending=kept)
