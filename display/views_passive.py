"""The view model of several players choosing on the same situation at once (Doppelt so clever: everyone
passive choosing from the silver platter): one block per player still to choose, the buttons entering one
player's choice at a time.

    PassiveChoicesView(players=(PlayerChoices(player=..., options=(OptionRow(...),), is_live=True), ...))
"""

from __future__ import annotations

from dataclasses import dataclass

from dicetable.messages import Text
from display.checks import require_selection, require_text, require_tuple
from display.errors import BadView
from display.views import OptionRow


@dataclass(frozen=True)
class PlayerChoices:
    """One player still to choose: their legal options in the engine's order, with points and the hint;
    `is_live`: the buttons enter this player's choice now."""

    player: Text
    options: tuple[OptionRow, ...]
    is_live: bool = False

    def __post_init__(self) -> None:
        require_text("PlayerChoices", "player", self.player)
        require_tuple("PlayerChoices", "options", self.options)


@dataclass(frozen=True)
class PassiveChoicesView:
    """Every player still to choose, in the order the engine asks them; `selected` indexes the live player's
    options."""

    players: tuple[PlayerChoices, ...]
    selected: int = 0

    def __post_init__(self) -> None:
        require_tuple("PassiveChoicesView", "players", self.players)
        live = [choices for choices in self.players if choices.is_live]
        if len(live) != 1:
            raise BadView(f"PassiveChoicesView needs exactly 1 live player (whose buttons work), got {len(live)}")
        require_selection("PassiveChoicesView", self.selected, len(live[0].options), "options")

    @property
    def live(self) -> PlayerChoices:
        return next(choices for choices in self.players if choices.is_live)
