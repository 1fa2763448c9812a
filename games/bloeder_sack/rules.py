"""The table's choices for one game of Blöder Sack: the Sackkarten data and the options for the spec's gaps.

Card data comes in through `new_game(options=...)`, normally the contents of
`fixtures/cards/bloeder-sack.json`; the engine reads no files.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.bloeder_sack.conditions import Condition

PLAYER_COLOURS = ("red", "blue", "white", "black")  # the four colours of the rulebook's examples
SACK_COUNTS = (1, 2)  # a Sackkarte shows 1 or 2 sacks [rulebook]
NOBODY_FULFILS = ("card_stays", "discard")
DOCUMENTATION_KEYS = ("game", "status", "about")
DEFAULT_DECK_SIZE = 27


@dataclass(frozen=True)
class SackCard:
    """A Sackkarte known from the data file; `sacks` is None where the value is not yet transcribed."""

    condition: Condition
    sacks: int | None


@dataclass(frozen=True)
class Rules:
    """Everything a game is set up with. Defaults follow the spec; each gap in the rules is one field.

    nobody_fulfils: A1 — "card_stays" (dice cleared, card stays) or "discard" (card goes, a new one is revealed).
    zero_count_qualifies: A1 — whether a count of 0 takes part (then the latest placer wins).
    replacement_is_latest: A3 — a replacing die counts as placed last (else it takes the removed die's turn).
    double_six_needs_own_die: A6 — a 6-6 may only score a card holding one of the roller's dice.
    """

    colours: tuple[str, ...]
    cards: tuple[SackCard, ...] = ()
    deck_size: int = DEFAULT_DECK_SIZE
    nobody_fulfils: str = "card_stays"
    zero_count_qualifies: bool = False
    replacement_is_latest: bool = True
    double_six_needs_own_die: bool = False

    def known_sacks(self, condition: Condition) -> int | None:
        return next((card.sacks for card in self.cards if card.condition == condition), None)


def rules_from_options(players: int, options: Mapping[str, Any] | None) -> Rules:
    """Rules from the options mapping; unknown keys and bad values are refused, naming what is expected."""
    options = dict(options or {})
    allowed = {*Rules.__dataclass_fields__, *DOCUMENTATION_KEYS}
    unknown = sorted(set(options) - allowed)
    if unknown:
        raise ValueError(f"unknown Blöder Sack options {unknown}; expected some of {sorted(allowed)}")
    colours = tuple(options.get("colours", PLAYER_COLOURS[:players]))
    if len(colours) != players or len(set(colours)) != players:
        raise ValueError(f"colours: expected {players} different player colours, got {list(colours)}")
    nobody_fulfils = options.get("nobody_fulfils", "card_stays")
    if nobody_fulfils not in NOBODY_FULFILS:
        raise ValueError(f"nobody_fulfils: expected one of {NOBODY_FULFILS}, got {nobody_fulfils!r}")
    return Rules(
        colours=colours,
        cards=tuple(_card(entry) for entry in options.get("cards", ())),
        deck_size=int(options.get("deck_size", DEFAULT_DECK_SIZE)),
        nobody_fulfils=nobody_fulfils,
        zero_count_qualifies=bool(options.get("zero_count_qualifies", False)),
        replacement_is_latest=bool(options.get("replacement_is_latest", True)),
        double_six_needs_own_die=bool(options.get("double_six_needs_own_die", False)),
    )


def _card(entry: Mapping[str, Any]) -> SackCard:
    sacks = entry.get("sacks")
    if sacks is not None and sacks not in SACK_COUNTS:
        raise ValueError(f"Sackkarte {dict(entry)}: sacks must be 1, 2 or null (unknown), got {sacks!r}")
    return SackCard(Condition(entry["family"], entry.get("parameter")), sacks)
