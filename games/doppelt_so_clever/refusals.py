"""Why a decision is refused, naming the rule (spec §3, §4): "11 cannot fill blue field 3: it needs at most 6"."""

from __future__ import annotations

from dicetable.messages import Text, text
from games.doppelt_so_clever.actions import Pick, Reroll, ReturnDie, UseExtraDie
from games.doppelt_so_clever.areas import Entry, blue_accepts
from games.doppelt_so_clever.choices import passive_dice
from games.doppelt_so_clever.labels import COLOUR_NAMES, die_text
from games.doppelt_so_clever.sheet import AREAS, CROSSED, SILVER_ROWS, SLOTS, YELLOW_CELLS, Sheet
from games.doppelt_so_clever.state import DscState
from games.doppelt_so_clever.turn import pick_entry
from games.engine import Action


def reason(state: DscState, action: Action) -> Text:
    """The rule `action` breaks in `state` (it is known not to be among the legal actions)."""
    sheet = state.sheets[state.decider]
    if isinstance(action, Reroll | ReturnDie | UseExtraDie):
        kind = {Reroll: "reroll", ReturnDie: "return", UseExtraDie: "extra_die"}[type(action)]
        if not sheet.track(kind).available:
            return text("dsc.rule.no_action", action=text(f"dsc.bonus.{kind}"))
    if isinstance(action, Pick) and action.die in COLOUR_NAMES and action.area in AREAS:
        return _pick_reason(state, sheet, action) or text("dsc.rule.not_now")
    return text("dsc.rule.not_now")


def _pick_reason(state: DscState, sheet: Sheet, pick: Pick) -> Text | None:
    die = die_text(pick.die, state.face(pick.die))
    if isinstance(pick, UseExtraDie) and pick.die in state.extra_used:
        return text("dsc.rule.extra_die_used", die=die)
    if state.phase == "pick" and pick.die not in state.hand:
        return text("dsc.rule.not_in_hand", die=die)
    if state.phase in ("passive", "solo_pick") and pick.die not in passive_dice(state, sheet):
        return text("dsc.rule.not_on_platter", die=die)
    if pick.die != "white" and pick.die != pick.area:
        return text("dsc.rule.wrong_area", die=die, area=COLOUR_NAMES[pick.area])
    return entry_reason(sheet, pick_entry(state, pick))


def entry_reason(sheet: Sheet, entry: Entry) -> Text | None:
    """Why `entry` cannot be made on `sheet`, or None if it can."""
    area, spot, value = entry
    if area == "silver":
        if spot is not None and 0 <= spot < len(SILVER_ROWS) and value in sheet.silver[spot]:
            return text("dsc.rule.silver_crossed", value=value, row=COLOUR_NAMES[SILVER_ROWS[spot]])
        return None
    if area == "yellow":
        if spot is None or not 0 <= spot < len(YELLOW_CELLS):
            return None
        if YELLOW_CELLS[spot][2] != value:
            return text("dsc.rule.yellow_value", expected=YELLOW_CELLS[spot][2], received=value)
        return text("dsc.rule.yellow_crossed") if sheet.yellow[spot] == CROSSED else None
    if len(getattr(sheet, area)) >= SLOTS:
        return text("dsc.rule.area_full", area=COLOUR_NAMES[area])
    if area == "blue" and not blue_accepts(sheet, value):
        return text("dsc.rule.blue_too_high", received=value, field=len(sheet.blue) + 1, expected=sheet.blue[-1])
    return None
