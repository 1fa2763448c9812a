"""The flow of the game: applying a decision or a roll, then moving on until someone must decide again.

Round start (§2.2) → the active turn: roll, pick, platter rule, chain, returns and rerolls (§2.3, §4) →
the active player's extra dice → each passive player's platter die and extra dice (§2.4), or in the solo
game the passive turn (§6.4) → next player, next round, game end (§6.1). `settle` walks the automatic
steps and stops where a decision or a roll is needed. Nothing here changes its arguments.
"""

from __future__ import annotations

from dataclasses import replace

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
from games.doppelt_so_clever.areas import Entry, enter
from games.doppelt_so_clever.bonuses import drop_lost, grant, use_action
from games.doppelt_so_clever.choices import can_return, chain_rows, has_extra_die_choice
from games.doppelt_so_clever.sheet import DICE, ROUND_GAINS, ROUNDS_BY_PLAYERS, Sheet
from games.doppelt_so_clever.solo import passive_pool
from games.doppelt_so_clever.state import DscState, Options
from games.engine import Action, Rolled

EXTRA_PHASES = ("extra_active", "extra_passive", "extra_solo")


def start(players: int, options: Options) -> DscState:
    """A new game at the start of round 1, its gains already made."""
    state = DscState(
        players=players,
        rounds=ROUNDS_BY_PLAYERS[players],
        options=options,
        round=1,
        active=0,
        decider=0,
        phase="round_start",
        sheets=tuple(Sheet() for _ in range(players)),
    )
    return begin_round(state, 1)


def play(state: DscState, action: Action) -> DscState:
    """The state after a legal `action` (checked by the engine), settled to the next decision or roll."""
    if isinstance(action, Rolled):
        return settle(_rolled(state, action))
    sheet = state.sheets[state.decider]
    if isinstance(action, BonusEntry):
        pending = list(sheet.pending)
        pending.remove(action.bonus)
        sheet = replace(sheet, pending=tuple(pending))
        state = _record(state, sheet, (action.area, action.spot, action.value))
    elif isinstance(action, ChainCross):
        chain = tuple(die for die in state.chain if die != action.die)
        state = _record(replace(state, chain=chain), sheet, ("silver", action.row, state.face(action.die)))
    elif isinstance(action, EndChain):
        state = replace(state, chain=())
    elif isinstance(action, UseExtraDie):
        in_round = list(state.extra_used_in_round)
        in_round[state.decider] += (action.die,)
        state = replace(state, extra_used=(*state.extra_used, action.die), extra_used_in_round=tuple(in_round))
        state = _record(state, use_action(sheet, "extra_die"), pick_entry(state, action))
    elif isinstance(action, Pick):
        state = _active_pick(state, action) if state.phase == "pick" else _passive_pick(state, action)
    elif isinstance(action, Reroll):
        state = _with_sheet(replace(state, phase="roll"), use_action(sheet, "reroll"))
    elif isinstance(action, ReturnDie):
        # Returning after a roll (option `return_before_reroll`, Q7) commits to a reroll that rolls it too.
        state = _return_die(state, action.die)
        if state.phase == "pick":
            state = replace(state, phase="return_to_reroll")
    elif isinstance(action, Forfeit):
        state = _forfeit(state)
    elif isinstance(action, Decline):
        state = replace(state, phase=_extra_phase_after_passive(state))
    elif isinstance(action, Continue):
        state = _continue(state)
    return settle(state)


def pick_entry(state: DscState, pick: Pick) -> Entry:
    """The entry a picked die makes: its face, or in blue the blue+white sum."""
    if pick.area == "blue":
        return "blue", None, state.face("blue") + state.face("white")
    return pick.area, pick.spot, state.face(pick.die)


def settle(state: DscState) -> DscState:
    """Walk the automatic steps until a decision, a roll or the end; pending bonuses come first."""
    while True:
        sheet = state.sheets[state.decider]
        kept = drop_lost(sheet)
        if kept is not sheet:
            state, sheet = _with_sheet(state, kept), kept
        if state.chain:
            live = tuple(die for die in state.chain if chain_rows(sheet, state, die))
            if live != state.chain:
                state = replace(state, chain=live)
        if sheet.pending or state.chain:
            return state
        phase = state.phase
        if phase == "round_start":
            state = _next_round_start_decider(state)
        elif phase == "return":
            if can_return(state, sheet):
                return state
            if state.hand:
                return replace(state, phase="roll")
            state = _end_rolls(state)
        elif phase in EXTRA_PHASES:
            if has_extra_die_choice(state, sheet):
                return state
            state = _end_segment(state)
        else:
            return state


def begin_round(state: DscState, round_number: int) -> DscState:
    """Every player crosses the round number and gains what is printed under it (§2.2, Q18)."""
    gain = ROUND_GAINS[state.options.round_gains][round_number - 1]
    gained = (gain,) if gain else ()
    sheets = tuple(grant(replace(sheet, rounds=round_number), gained) for sheet in state.sheets)
    state = replace(state, round=round_number, active=0, decider=0, phase="round_start", sheets=sheets)
    state = replace(state, extra_used_in_round=((),) * state.players)
    return settle(replace(state, hand=DICE, platter=(), fields=(), picks=0, chain=(), extra_used=()))


def _next_round_start_decider(state: DscState) -> DscState:
    """The next player, from the start player on, who still has a round-start bonus to enter; else the turn."""
    for player in range(state.players):
        kept = drop_lost(state.sheets[player])
        if kept is not state.sheets[player]:
            state = _with_sheet(state, kept, player)
        if kept.pending:
            return replace(state, decider=player)
    return _begin_turn(state, state.active)


def _begin_turn(state: DscState, player: int) -> DscState:
    """The active player takes all six dice; the platter and die fields are empty (§2.3)."""
    return replace(
        state,
        active=player,
        decider=player,
        phase="roll",
        hand=DICE,
        platter=(),
        fields=(),
        picks=0,
        chain=(),
        extra_used=(),
    )


def _rolled(state: DscState, roll: Rolled) -> DscState:
    faces = list(state.faces)
    for die in roll.dice:
        faces[DICE.index(die.colour)] = die.value
    state = replace(state, faces=tuple(faces))
    if state.phase == "solo_roll":
        pool = passive_pool(state.faces)
        others = tuple(die for die in DICE if die not in pool)
        return replace(state, phase="solo_pick", hand=(), platter=pool, fields=others)
    return replace(state, phase="pick")


def _active_pick(state: DscState, pick: Pick) -> DscState:
    """The die goes to a die field; strictly lower dice go to the platter, equal ones stay (§2.3 step 4);
    after the third pick the rest follows. A silver pick opens the chain for the dice it sent (§3.1, Q2)."""
    value = state.face(pick.die)
    lower = tuple(die for die in state.hand if die != pick.die and state.face(die) < value)
    rest = tuple(die for die in state.hand if die != pick.die and state.face(die) >= value)
    picks = state.picks + 1
    platter = (*state.platter, *lower)
    if picks == 3:
        platter, rest = (*platter, *rest), ()
    state = replace(
        state,
        hand=rest,
        platter=platter,
        fields=(*state.fields, pick.die),
        picks=picks,
        chain=lower if pick.area == "silver" else (),
        phase="return",
    )
    return _record(state, state.sheets[state.decider], pick_entry(state, pick))


def _passive_pick(state: DscState, pick: Pick) -> DscState:
    state = replace(state, phase=_extra_phase_after_passive(state))
    return _record(state, state.sheets[state.decider], pick_entry(state, pick))


def _extra_phase_after_passive(state: DscState) -> str:
    return "extra_solo" if state.phase == "solo_pick" else "extra_passive"


def _return_die(state: DscState, die: str) -> DscState:
    """The die leaves the platter for the hand and will be rolled with the next roll (§4.2)."""
    platter = tuple(d for d in state.platter if d != die)
    hand = tuple(d for d in DICE if d in state.hand or d == die)
    sheet = use_action(state.sheets[state.decider], "return")
    return _with_sheet(replace(state, platter=platter, hand=hand), sheet)


def _forfeit(state: DscState) -> DscState:
    """The roll is lost and the die field stays empty (§2.3 step 8, Q1)."""
    picks = state.picks + 1
    to_platter = state.options.forfeit == "platter" or picks == 3 or len(state.hand) == 1
    if to_platter:
        return replace(state, picks=picks, platter=(*state.platter, *state.hand), hand=(), phase="return")
    return replace(state, picks=picks, phase="return")


def _continue(state: DscState) -> DscState:
    if state.phase == "return":
        return replace(state, phase="roll") if state.hand else _end_rolls(state)
    return _end_segment(state)


def _end_rolls(state: DscState) -> DscState:
    """The active player's rolls are over: dice left in hand go to the platter; their extra dice come next."""
    platter = (*state.platter, *state.hand)
    return replace(state, hand=(), platter=platter, phase="extra_active", decider=state.active, extra_used=())


def _end_segment(state: DscState) -> DscState:
    """The decider is done with their extra dice: on to the passive players, the solo passive turn, or the
    next turn."""
    if state.phase == "extra_active":
        if state.players == 1:
            return replace(state, phase="solo_roll", hand=DICE, platter=(), fields=(), extra_used=())
        return replace(state, phase="passive", decider=(state.active + 1) % state.players, extra_used=())
    following = (state.decider + 1) % state.players
    if state.phase == "extra_passive" and following != state.active:
        return replace(state, phase="passive", decider=following, extra_used=())
    return _end_turn(state)


def _end_turn(state: DscState) -> DscState:
    following = (state.active + 1) % state.players
    if following != 0:
        return _begin_turn(state, following)
    if state.round == state.rounds:
        return replace(state, phase="finished", decider=0, hand=(), platter=(), fields=(), picks=0, extra_used=())
    return begin_round(state, state.round + 1)


def _record(state: DscState, sheet: Sheet, entry: Entry) -> DscState:
    """The decider's sheet with `entry` made and its bonuses granted."""
    after, triggered = enter(sheet, entry)
    return _with_sheet(state, grant(after, triggered))


def _with_sheet(state: DscState, sheet: Sheet, player: int | None = None) -> DscState:
    player = state.decider if player is None else player
    sheets = (*state.sheets[:player], sheet, *state.sheets[player + 1 :])
    return replace(state, sheets=sheets)
