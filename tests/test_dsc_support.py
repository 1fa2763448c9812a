"""Helpers for the Doppelt so clever tests (no tests here): rolling chosen faces and building sheets."""

from __future__ import annotations

from dataclasses import replace

import games
from games.doppelt_so_clever.state import DscState
from games.engine import AwaitRoll, Die, Rolled

ENGINE = games.load("doppelt-so-clever")


def roll(state: DscState, **faces: int) -> DscState:
    """Roll the dice in hand showing `faces` (by colour; every die in hand needs one)."""
    waiting = state.waiting_for()
    assert isinstance(waiting, AwaitRoll), waiting
    return ENGINE.apply(state, Rolled(tuple(Die(colour, faces[colour]) for colour in waiting.colours)))


def play(state: DscState, *actions) -> DscState:
    for action in actions:
        state = ENGINE.apply(state, action)
    return state


def with_sheet(state: DscState, player: int = 0, **marks) -> DscState:
    """`state` with some marks set on one player's sheet."""
    sheets = list(state.sheets)
    sheets[player] = replace(sheets[player], **marks)
    return replace(state, sheets=tuple(sheets))
