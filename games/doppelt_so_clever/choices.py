"""The legal decisions of a state, labelled, in a stable order (spec §2.3, §2.4, §3.6, §4, §5).

Nothing here changes the state; `turn.py` applies what is chosen.
"""

from __future__ import annotations

from functools import lru_cache

from dicetable.messages import Text, text
from games.doppelt_so_clever.actions import (
    BonusEntry,
    ChainCross,
    Continue,
    Decline,
    EndChain,
    Forfeit,
    Pick,
    Reroll,
    ReturnDie,
    UseExtraDie,
)
from games.doppelt_so_clever.areas import Entry, entries_for_value, entries_of_choice, silver_rows_free
from games.doppelt_so_clever.bonuses import question_areas
from games.doppelt_so_clever.labels import BONUS_NAMES, COLOUR_NAMES, die_text, entry_label
from games.doppelt_so_clever.sheet import AREAS, DICE, SILVER_ROWS, Sheet
from games.doppelt_so_clever.state import DscState
from games.engine import Action


def die_entries(sheet: Sheet, state: DscState, die: str) -> tuple[Entry, ...]:
    """Every entry `die` allows at its current face: its own area, any area for the white joker, and in
    blue always the blue+white sum wherever both dice lie (spec §3.3)."""
    if die not in ("blue", "white"):
        return entries_for_value(sheet, die, state.face(die))
    total = state.face("blue") + state.face("white")
    if die == "blue":
        return entries_for_value(sheet, "blue", total)
    value = state.face("white")
    return tuple(e for area in AREAS for e in entries_for_value(sheet, area, total if area == "blue" else value))


@lru_cache(maxsize=64)
def legal_actions(state: DscState) -> tuple[Action, ...]:
    """Every legal decision now, labelled; empty while a roll is awaited or the game is over. Cached by state
    (states are immutable), since `Engine.apply` lists the actions again to check the one chosen."""
    return options(state, labelled=True)


def options(state: DscState, labelled: bool = False) -> tuple[Action, ...]:
    """Every legal decision now in the stable order of `legal_actions`; without labels unless `labelled`
    (the advisor looks at many states nobody reads)."""
    phase = state.phase
    if phase in ("finished", "roll", "solo_roll"):
        return ()
    sheet = state.sheets[state.decider]
    if sheet.pending or state.chain:
        return bonus_choices(state, sheet, labelled)
    if phase == "pick":
        return pick_choices(state, sheet, labelled)
    if phase == "return":
        return return_choices(state, sheet, labelled)
    if phase == "return_to_reroll":
        return (*returns(state, sheet, labelled), Reroll(label=label(labelled, "dsc.label.reroll_all")))
    if phase in ("passive", "solo_pick"):
        return passive_choices(state, sheet, labelled)
    return extra_die_choices(state, sheet, labelled)


def label(labelled: bool, key: str, **params: object) -> Text | None:
    return text(key, **params) if labelled else None


def picks_from(state: DscState, sheet: Sheet, dice: tuple[str, ...], labelled: bool, kind: type[Pick] = Pick):
    key = "dsc.label.extra_die" if kind is UseExtraDie else "dsc.label.pick"
    return [
        kind(
            die,
            entry[0],
            entry[1],
            label=entry_label(key, sheet, entry, die=die_text(die, state.face(die))) if labelled else None,
        )
        for die in dice
        for entry in die_entries(sheet, state, die)
    ]


def pick_choices(state: DscState, sheet: Sheet, labelled: bool) -> tuple[Action, ...]:
    """The active player's choices after a roll: a die from hand, a reroll, or forfeiting the roll."""
    found = picks_from(state, sheet, state.hand, labelled)
    if sheet.reroll.available:
        found.append(Reroll(label=label(labelled, "dsc.label.reroll", count=len(state.hand))))
        if state.options.return_before_reroll:
            found.extend(returns(state, sheet, labelled))
    found.append(Forfeit(label=label(labelled, "dsc.label.forfeit")))
    return tuple(found)


def can_return(state: DscState, sheet: Sheet) -> bool:
    """A return action is possible: one is available, a die lies on the platter, a die field is free (Q7)."""
    return bool(sheet.retrieve.available and state.platter and state.picks < 3)


def returns(state: DscState, sheet: Sheet, labelled: bool) -> list[Action]:
    """A return action for each die on the platter, if one can be used now."""
    if not can_return(state, sheet):
        return []
    return [
        ReturnDie(die, label=label(labelled, "dsc.label.return", die=COLOUR_NAMES[die]))
        for die in DICE
        if die in state.platter
    ]


def return_choices(state: DscState, sheet: Sheet, labelled: bool) -> tuple[Action, ...]:
    """Before a roll: take a die back from the platter, or go on (roll, or end the turn if the hand is empty)."""
    found = returns(state, sheet, labelled)
    if state.hand:
        found.append(Continue(label=label(labelled, "dsc.label.roll", count=len(state.hand))))
    else:
        found.append(Continue(label=label(labelled, "dsc.label.end_turn")))
    return tuple(found)


def passive_dice(state: DscState, sheet: Sheet) -> tuple[str, ...]:
    """The dice a passive player may take: the platter's; if none of them fits, the die fields' (spec §2.4;
    in the solo passive turn only with the `solo_passive_fallback` option, Q16)."""
    if any(die_entries(sheet, state, die) for die in state.platter):
        return state.platter
    if state.phase == "solo_pick" and not state.options.solo_passive_fallback:
        return ()
    return state.fields


def passive_choices(state: DscState, sheet: Sheet, labelled: bool) -> tuple[Action, ...]:
    found = picks_from(state, sheet, passive_dice(state, sheet), labelled)
    found.append(Decline(label=label(labelled, "dsc.label.decline")))
    return tuple(found)


def extra_dice(state: DscState, sheet: Sheet) -> tuple[str, ...]:
    """Dice the decider may still take as extra dice: any not taken so this turn (spec §4.3; this round
    with the `extra_die_scope` option, Q6), if an extra-die action is available."""
    if not sheet.extra_die.available:
        return ()
    used = state.extra_used
    if state.options.extra_die_scope == "round":
        used += state.extra_used_in_round[state.decider]
    return tuple(die for die in DICE if die not in used)


def has_extra_die_choice(state: DscState, sheet: Sheet) -> bool:
    """Whether an extra-die action could enter anything now (cheaper than listing the choices)."""
    return any(die_entries(sheet, state, die) for die in extra_dice(state, sheet))


def extra_die_choices(state: DscState, sheet: Sheet, labelled: bool) -> tuple[Action, ...]:
    """Extra-die actions on any die at its current face, or stopping."""
    found = picks_from(state, sheet, extra_dice(state, sheet), labelled, UseExtraDie)
    found.append(Continue(label=label(labelled, "dsc.label.end_extra")))
    return tuple(found)


def chain_rows(sheet: Sheet, state: DscState, die: str) -> tuple[int, ...]:
    """Silver rows a chained die may be crossed in: its own colour's row, any row for silver and white."""
    free = silver_rows_free(sheet, state.face(die))
    if die in SILVER_ROWS:
        own = SILVER_ROWS.index(die)
        return (own,) if own in free else ()
    return free


def bonus_choices(state: DscState, sheet: Sheet, labelled: bool) -> tuple[Action, ...]:
    """Entries for every pending "?" bonus and silver chain die, in any order the player likes (Q17)."""
    found: list[Action] = []
    for kind in dict.fromkeys(sheet.pending):
        for area in question_areas(kind):
            for entry in entries_of_choice(sheet, area):
                shown = entry_label("dsc.label.bonus", sheet, entry, bonus=BONUS_NAMES[kind]) if labelled else None
                found.append(BonusEntry(kind, area, entry[1], entry[2], label=shown))
    for die in state.chain:
        for row in chain_rows(sheet, state, die):
            entry = ("silver", row, state.face(die))
            text_ = (
                entry_label("dsc.label.chain", sheet, entry, die=die_text(die, state.face(die))) if labelled else None
            )
            found.append(ChainCross(die, row, label=text_))
    if state.chain:
        found.append(EndChain(label=label(labelled, "dsc.label.end_chain")))
    return tuple(found)
