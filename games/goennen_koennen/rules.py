"""The table's choices for one game of Man muss auch gönnen können: card data, market, dice, solo level,
and one option per gap the spec lists (§10).

Facts the lost first part of the rulebook held (market size and prices, the fifth die colour, the card
list) come in through `new_game(options=...)`, normally `fixtures/cards/goennen-koennen.json`. Where the
data file says null, the engine's stand-in below is used and marked as such: it is not from the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.goennen_koennen.cards import CardDesign, parse_design
from games.goennen_koennen.solo import SOLO_LEVELS

KNOWN_DICE_COLOURS = ("yellow", "orange", "green", "blue")  # named in the rulebook
UNKNOWN_COLOUR = "fifth"  # stand-in name of the fifth die until its colour is known (as in the dice profile)
STAND_IN_PRICES = (4, 4, 3, 3)  # NOT from the rules: 4 market positions, new cards dearer; replace from the bar
PRICES = (3, 4)  # a position costs 3 or 4 equal dice [rulebook]
DOCUMENTATION_KEYS = ("game", "status", "about", "sources", "task_examples", "unknown")


@dataclass(frozen=True)
class GoennenRules:
    """dice_colours: the five dice (card colours are the same five [inferred]).
    market_prices: dice needed per market position, left to right; cards slide right, the rightmost leaves.
    passive_fill_must_stay_completable: gap 3 — a single fill must leave the card completable (default yes).
    chance_card_triggers_end: gap 4 — a 9th card from the chance also rings in the end (default yes).
    slide_both_rows: gap 5 — after a purchase both market rows slide (default: only the row bought from).
    end_when_cards_run_out: both stacks and the market empty ring in the end [inferred; no card can come].
    prices_from_data: the market prices came from the data file, not the stand-in (even where they are equal).
    """

    dice_colours: tuple[str, ...] = (*KNOWN_DICE_COLOURS, UNKNOWN_COLOUR)
    market_prices: tuple[int, ...] = STAND_IN_PRICES
    designs: tuple[CardDesign, ...] = ()
    solo_level: int = 1
    passive_fill_must_stay_completable: bool = True
    chance_card_triggers_end: bool = True
    slide_both_rows: bool = False
    end_when_cards_run_out: bool = True
    prices_from_data: bool = False

    def design(self, design_id: str) -> CardDesign:
        return next(design for design in self.designs if design.id == design_id)


def rules_from_options(options: Mapping[str, Any] | None) -> GoennenRules:
    """Rules from the options mapping (the data file's contents plus table choices); nulls take stand-ins."""
    options = dict(options or {})
    plain = ("solo_level", "passive_fill_must_stay_completable", "chance_card_triggers_end", "slide_both_rows")
    allowed = {"dice_colours", "market_prices", "cards", "end_when_cards_run_out", *plain, *DOCUMENTATION_KEYS}
    unknown = sorted(set(options) - allowed)
    if unknown:
        raise ValueError(f"unknown Gönnen options {unknown}; expected some of {sorted(allowed)}")
    colours = tuple(colour or UNKNOWN_COLOUR for colour in options.get("dice_colours") or GoennenRules.dice_colours)
    if len(colours) != 5 or len(set(colours)) != 5:
        raise ValueError(f"dice_colours: expected 5 different colours (null = unknown), got {list(colours)}")
    prices = tuple(options.get("market_prices") or STAND_IN_PRICES)
    if any(price not in PRICES for price in prices):
        raise ValueError(f"market_prices: each position costs 3 or 4 equal dice, got {list(prices)}")
    designs = tuple(parse_design(entry) for entry in options.get("cards", ()))
    if len({design.id for design in designs}) != len(designs):
        raise ValueError("cards: every card needs its own id")
    level = int(options.get("solo_level", 1))
    if level not in SOLO_LEVELS:
        raise ValueError(f"solo_level: expected 1–7, got {level}")
    flags = {name: bool(options[name]) for name in plain[1:] if name in options}
    if "end_when_cards_run_out" in options:
        flags["end_when_cards_run_out"] = bool(options["end_when_cards_run_out"])
    return GoennenRules(
        dice_colours=colours,
        market_prices=prices,
        designs=designs,
        solo_level=level,
        prices_from_data=bool(options.get("market_prices")),
        **flags,
    )
