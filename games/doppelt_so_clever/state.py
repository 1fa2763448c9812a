"""The state of a game of Doppelt so clever: the dice, whose turn and phase, and every player's sheet.

Phases (what `waiting_for` answers):
- `round_start`: players enter the black ? of round 4, one after another (AwaitDecision);
- `roll`: the active player rolls the dice in hand (AwaitRoll with their colours; also after a reroll);
- `pick`: the active player picks a die, rerolls or forfeits the roll;
- `return`: before a roll the active player may take dice back from the platter, then rolls or ends the turn;
- `return_to_reroll`: with `return_before_reroll`, dice taken back after a roll, before the reroll that follows;
- `extra_active`, `extra_passive`, `extra_solo`: the decider's extra-die actions at the end of their segment;
- `passive`: a passive player takes one die from the platter or declines;
- `solo_roll`, `solo_pick`: the solo passive turn (roll all six, choose among the three lowest);
- `finished`.
Pending "?" bonuses of the decider (and the active player's silver chain) come before the phase's own step;
the flow settles them before any roll.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from dicetable.messages import text
from games.codec import Codec
from games.doppelt_so_clever.actions import ACTION_TYPES
from games.doppelt_so_clever.sheet import DICE, ActionTrack, Sheet
from games.engine import AwaitDecision, AwaitRoll, Die, Finished, GameState, Rolled, Waiting
from games.errors import IllegalAction

ROLL_PHASES = ("roll", "solo_roll")


@dataclass(frozen=True)
class Options:
    """Choices where the rules are open (spec §8); pass them as `new_game(..., options={...})`.

    - `round_gains`: "sheet" (round 2 extra die, round 3 return; S1, default) or "swapped" (S3), Q18.
    - `forfeit`: "roll_again" (default: the pick is used up, the dice in hand roll again; on the last pick
      or with one die left they go to the platter) or "platter" (every unused die goes to the platter), Q1.
    - `negative_foxes`: True (default, literal rule: a negative lowest area makes foxes negative) or
      False (each fox is worth at least 0), Q12.
    - `solo_passive_fallback`: False (default) or True (in the solo passive turn, when none of the
      lowest dice fits, one of the other dice may be used), Q16.
    - `return_before_reroll`: False (default: return actions only before a regular roll) or True (after a
      roll, dice may be taken back from the platter to be rolled with a reroll action), Q7.
    - `extra_die_scope`: "turn" (default, German rulebook: each die once as an extra die per turn) or
      "round" (English text: once per round), Q6.
    """

    round_gains: str = "sheet"
    forfeit: str = "roll_again"
    negative_foxes: bool = True
    solo_passive_fallback: bool = False
    return_before_reroll: bool = False
    extra_die_scope: str = "turn"

    @classmethod
    def from_mapping(cls, given: Mapping[str, Any] | None) -> Options:
        """Options from `new_game`'s mapping; raises IllegalAction naming an unknown name or a bad value."""
        allowed = {f.name: f.default for f in fields(cls)}
        choices = {
            "round_gains": ("sheet", "swapped"),
            "forfeit": ("roll_again", "platter"),
            "extra_die_scope": ("turn", "round"),
        }
        for name, value in (given or {}).items():
            if name not in allowed:
                raise IllegalAction(text("dsc.option.unknown", name=name, allowed=", ".join(allowed)))
            expected = choices.get(name, (True, False))
            if value not in expected or type(value) is not type(allowed[name]):
                shown = " | ".join(map(repr, expected))
                raise IllegalAction(text("dsc.option.bad_value", name=name, expected=shown, received=repr(value)))
        return cls(**dict(given or {}))


@dataclass(frozen=True)
class DscState(GameState):
    """One moment of the game. `faces` holds each die's current face in `DICE` order (0: never rolled);
        `hand`, `platter` and `fields` (the active player's die fields, in pick order; in the solo passive
    turn the dice left off the platter) hold die colours;
        `picks` counts the picks used this turn, forfeits included; `chain` the dice the active player may
        still cross through the silver platter chain; `extra_used` the dice the decider took as extra dice
        in this segment."""

    players: int
    rounds: int
    options: Options
    round: int
    active: int
    decider: int
    phase: str
    sheets: tuple[Sheet, ...]
    faces: tuple[int, ...] = (0,) * len(DICE)
    hand: tuple[str, ...] = DICE
    platter: tuple[str, ...] = ()
    fields: tuple[str, ...] = ()
    picks: int = 0
    chain: tuple[str, ...] = ()
    extra_used: tuple[str, ...] = ()
    extra_used_in_round: tuple[tuple[str, ...], ...] = ()

    def waiting_for(self) -> Waiting:
        if self.phase == "finished":
            return Finished()
        if self.phase in ROLL_PHASES:
            return AwaitRoll(self.active, self.hand)
        return AwaitDecision(self.decider)

    def face(self, die: str) -> int:
        return self.faces[DICE.index(die)]

    def sheet(self, player: int | None = None) -> Sheet:
        return self.sheets[self.decider if player is None else player]


DscState.codec = Codec([DscState, Options, Sheet, ActionTrack, Die, Rolled, *ACTION_TYPES])
