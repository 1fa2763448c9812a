"""The actions of Geht noch was?: small frozen values, cards named by their printed id."""

from __future__ import annotations

from dataclasses import dataclass

from games.engine import Action
from games.geht_noch_was.cards import Card


@dataclass(frozen=True)
class Reveal(Action):
    """The card the table turned over. `definition` carries a card not yet in the catalogue, entered once."""

    card: int
    definition: Card | None = None


@dataclass(frozen=True)
class Place(Action):
    """Build a pending card into a level 1–3."""

    card: int
    level: int


@dataclass(frozen=True)
class GiveBack(Action):
    """Return a pending card that fits nowhere (every level 1–3 holds 4 cards) to its pile."""

    card: int


@dataclass(frozen=True)
class ChooseBonus(Action):
    """Take bonus option `option` (0 or 1) of this round."""

    option: int


@dataclass(frozen=True)
class Buy(Action):
    """Buy the top card of the pile of `colour`."""

    colour: str


@dataclass(frozen=True)
class PayWith(Action):
    """Solo: put a scored green card under the green pile to add its income to the purse."""

    card: int


@dataclass(frozen=True)
class EndBuying(Action):
    """Stop buying; unspent income is lost."""


@dataclass(frozen=True)
class KeepCard(Action):
    """Keep a bought card that is identical to one in the display."""


@dataclass(frozen=True)
class DrawAgain(Action):
    """Put the identical bought card under its pile and take the next one."""


@dataclass(frozen=True)
class Fulfil(Action):
    """Mark `card` as fulfilled by this roll."""

    card: int


@dataclass(frozen=True)
class SpendLuck(Action):
    """Return 1 luck marker to stay in without fulfilling a card."""


@dataclass(frozen=True)
class Fail(Action):
    """Fulfil nothing: lose this round's marks, take the consolation card, go out."""


@dataclass(frozen=True)
class Stay(Action):
    """Stay in for the next roll."""


@dataclass(frozen=True)
class StepOut(Action):
    """Step out of the round, keeping the marks."""


@dataclass(frozen=True)
class PushUp(Action):
    """Move a marked card one level up."""

    card: int


@dataclass(frozen=True)
class ScoreCard(Action):
    """Turn a marked card over and score it on its level."""

    card: int


@dataclass(frozen=True)
class PushScored(Action):
    """Solo "Push it!": move a scored card one level up."""

    card: int


@dataclass(frozen=True)
class EndPushIt(Action):
    """Solo "Push it!": push no (further) scored card."""


@dataclass(frozen=True)
class Identify(Action):
    """The players enter the card they have been playing unchecked as `provisional` (?1, ?2...): from now
    on it is `definition`, checked like any catalogued card. Accepted whenever the game is not over."""

    provisional: int
    definition: Card


ACTION_TYPES = (
    Reveal,
    Place,
    GiveBack,
    ChooseBonus,
    Buy,
    PayWith,
    EndBuying,
    KeepCard,
    DrawAgain,
    Fulfil,
    SpendLuck,
    Fail,
    Stay,
    StepOut,
    PushUp,
    ScoreCard,
    PushScored,
    EndPushIt,
    Identify,
)
