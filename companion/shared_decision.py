"""Who else decides on the same situation: the players the engine will ask one after the other before the
next roll, found from the engine's waiting state alone, so the table needs no game's rules.

A decision is shared once it has passed from one player to another without a roll in between (Doppelt so
clever: the passive players choosing from the silver platter after the active player's picks). The players
still to choose are found by letting each one pass in thought: the decider takes the option that changes
their score least (declining, going on) until the engine waits for someone else. A roll, the end, or a player
who has already decided since the roll ends the look-ahead. These states are only looked at, never played.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.engine import AwaitDecision, Engine, GameState

MAX_PASS_STEPS = 8  # decisions one player may face before the next decides (bonuses, extra dice, going on)


def deciders_since_roll(states: Sequence[GameState]) -> tuple[int, ...]:
    """The players who have decided since the last roll (or the start), each once, in order; the current
    decider last. Empty when the engine does not wait for a decision."""
    players: list[int] = []
    for state in reversed(states):
        waiting = state.waiting_for()
        if not isinstance(waiting, AwaitDecision):
            break
        if waiting.player not in players:
            players.append(waiting.player)
    return tuple(reversed(players))


def still_to_choose(engine: Engine, states: Sequence[GameState]) -> tuple[GameState, ...]:
    """The current state and, for each later player deciding on the same situation, the state in which they
    will decide, in the engine's order; () when the decision is not shared."""
    decided = deciders_since_roll(states)
    if len(decided) < 2:
        return ()
    found = [states[-1]]
    seen = set(decided)
    state: GameState | None = states[-1]
    while (state := _after_passing(engine, state)) is not None:
        player = state.waiting_for().player
        if player in seen:
            break
        seen.add(player)
        found.append(state)
    return tuple(found)


def _after_passing(engine: Engine, state: GameState) -> GameState | None:
    """The state in which the next player decides once `state`'s decider passes; None when a roll, a reveal
    or the end comes first."""
    player = state.waiting_for().player
    for _ in range(MAX_PASS_STEPS):
        options = engine.legal_actions(state)
        if not options:
            return None
        before = engine.scores(state)[player].total
        state = min(
            (engine.apply(state, action) for action in options),
            key=lambda after: (abs(engine.scores(after)[player].total - before), _decides(after) == player),
        )
        decider = _decides(state)
        if decider is None:
            return None
        if decider != player:
            return state
    return None


def _decides(state: GameState) -> int | None:
    waiting = state.waiting_for()
    return waiting.player if isinstance(waiting, AwaitDecision) else None
