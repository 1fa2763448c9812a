"""The table's rule data and options: printed facts the rulebook text does not give us, and the spec's
ambiguities (§11), each with the spec's default, all overridable from plain data.

The unknowns (round bonuses of rounds 2–5, the solo track's level factors, the solo rating labels) ship in
`fixtures/cards/geht-noch-was-rules.json`; `DEFAULT_RULES` holds the same defaults for a game started
without that file. This module reads plain data only, no files.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from dicetable.messages import text
from games.geht_noch_was.cards import CARD_COLOURS, CardDataError, FieldFault, fault
from games.geht_noch_was.conditions import ConditionRules

LEVELS = (1, 2, 3, 4, 5)
BUILD_LEVELS = (1, 2, 3)  # below the VIP band [rulebook]
CARDS_PER_LEVEL = 4
BLACK_MARKERS = 5
LUCK_ON_CLOVER = 4
LUCK_SUPPLY = 16
ROUNDS = 5
PURCHASES_PER_ROUND = 4
COLOURFUL_BONUS = 8  # solo "Sei bunt!": points per set of green + yellow + red


@dataclass(frozen=True)
class BonusOption:
    """One of the two bonuses printed for a round: luck markers and task cards of the shown colours."""

    luck: int
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class RatingBand:
    """One band of the solo rating table, `minimum`..`maximum` points (None: no upper end); label unknown."""

    minimum: int
    maximum: int | None
    label: str | None = None


@dataclass(frozen=True)
class Rules:
    """Everything a game needs besides the cards. Defaults are the spec's; see the rules JSON for notes."""

    factors: tuple[int, ...] = (1, 1, 2, 4, 8)  # star side, level 1 → 5 [rulebook]
    solo_factors: tuple[int, ...] = (1, 2, 3, 4, 6)  # order [unknown]
    round_bonus: tuple[tuple[BonusOption, ...], ...] = ((BonusOption(2), BonusOption(1, ("green",))),) * 4
    solo_round_bonus: tuple[tuple[BonusOption, ...], ...] = ((BonusOption(2), BonusOption(1, ("green",))),) * 4
    rating: tuple[RatingBand, ...] = (
        RatingBand(141, None),
        RatingBand(121, 140),
        RatingBand(101, 120),
        RatingBand(81, 100),
        RatingBand(61, 80),
        RatingBand(41, 60),
        RatingBand(21, 40),
        RatingBand(1, 20),
    )
    deck_sizes: tuple[tuple[str, int], ...] = (("green", 36), ("yellow", 21), ("red", 15))
    # Variants [rulebook]
    solo_rules: bool = False  # solo track, Push it!, paying with green cards, Sei bunt!
    free_start: bool = False  # later games: place the start cards yourself
    first_gluecksfee: int = 0
    # Ambiguities (§11), spec defaults
    sum_takes_all_red: bool = False  # §11.5
    run_colours_follow_steps: bool = True  # §11.6
    consolation_respects_limit: bool = False  # §11.7: the consolation card always goes into level 1
    push_respects_limit: bool = False  # §11.7: pushing up ignores the 4-card limit
    redraw_checks_scored: bool = False  # §11.8: "identical to a card in your display" = active cards
    redraw_repeats: bool = True  # §11.8: the card drawn instead may be put back again
    returned_cards_shuffled: bool = False  # §11.9: cards back to the supply go under the pile (True: shuffled in)
    failed_luck_to_clover: bool = False  # §11.10: luck markers on cards go back to the supply on failing
    multiplier_markers: int = 4  # §11.13: four in the box; none left, no more merging
    consolation_refills_empty_pile: bool = True  # §11.14: the consolation card may trigger the Sonderfall

    @property
    def conditions(self) -> ConditionRules:
        return ConditionRules(self.sum_takes_all_red, self.run_colours_follow_steps)

    def level_factors(self) -> tuple[int, ...]:
        return self.solo_factors if self.solo_rules else self.factors

    def bonus_options(self, round_number: int) -> tuple[BonusOption, ...]:
        """The two bonuses to choose from in rounds 2–5."""
        table = self.solo_round_bonus if self.solo_rules else self.round_bonus
        return table[round_number - 2]

    def deck_size(self, colour: str) -> int:
        return dict(self.deck_sizes)[colour]

    def band(self, points: int) -> RatingBand | None:
        """The solo rating band a total falls into (None below the table)."""
        return next((band for band in self.rating if points >= band.minimum), None)


DEFAULT_RULES = Rules()

OPTION_NAMES = tuple(f.name for f in fields(Rules) if isinstance(f.default, bool | int))


def parse_rules(data: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None) -> Rules:
    """Rules from the rules file's plain data plus table options (names of `OPTION_NAMES`; the file's
    "options" are defaults the table's override); raises CardDataError naming the field at fault."""
    try:
        rules = _parse_data(data or {})
    except FieldFault as error:
        raise CardDataError(text("gnw.card_data.rules", field=error.field, problem=error.problem)) from None
    chosen = {**{k: v for k, v in (data or {}).get("options", {}).items() if k != "note"}, **(options or {})}
    for name, value in chosen.items():
        if name not in OPTION_NAMES:
            raise CardDataError(text("gnw.card_data.option_unknown", name=name, known=", ".join(OPTION_NAMES)))
        expected = type(getattr(DEFAULT_RULES, name))
        if type(value) is not expected:
            problem = text("gnw.card_data.option_type", name=name, expected=expected.__name__, received=repr(value))
            raise CardDataError(problem)
        rules = replace(rules, **{name: value})
    return rules


def _parse_data(data: Mapping[str, Any]) -> Rules:
    rules = DEFAULT_RULES
    if "levels" in data:
        levels = data["levels"]
        rules = replace(
            rules,
            factors=_factors(levels.get("star", list(rules.factors)), "levels.star"),
            solo_factors=_factors(levels.get("solo", list(rules.solo_factors)), "levels.solo"),
        )
    if "round_bonus" in data:
        rules = replace(rules, round_bonus=_bonus_table(data["round_bonus"], "round_bonus"))
    if "solo_round_bonus" in data:
        rules = replace(rules, solo_round_bonus=_bonus_table(data["solo_round_bonus"], "solo_round_bonus"))
    if "rating" in data:
        rules = replace(rules, rating=tuple(_band(entry, f"rating[{i}]") for i, entry in enumerate(data["rating"])))
    if "decks" in data:
        rules = replace(rules, deck_sizes=tuple((c, _count(data["decks"].get(c), f"decks.{c}")) for c in CARD_COLOURS))
    return rules


def _factors(values: Any, where: str) -> tuple[int, ...]:
    if not isinstance(values, list) or len(values) != len(LEVELS) or not all(_is_count(v) and v for v in values):
        raise fault(where, "factors", received=repr(values))
    return tuple(values)


def _bonus_table(table: Any, where: str) -> tuple[tuple[BonusOption, ...], ...]:
    if not isinstance(table, Mapping) or sorted(set(table) - {"note"}) != ["2", "3", "4", "5"]:
        raise fault(where, "rounds", received=repr(table))
    rounds = []
    for number in ("2", "3", "4", "5"):
        options = table[number]
        if not isinstance(options, list) or not options:
            raise fault(f"{where}.{number}", "bonus_list", received=repr(options))
        rounds.append(tuple(_bonus(option, f"{where}.{number}[{i}]") for i, option in enumerate(options)))
    return tuple(rounds)


def _bonus(data: Any, where: str) -> BonusOption:
    if not isinstance(data, Mapping) or not set(data) <= {"luck", "cards", "note"}:
        raise fault(where, "bonus", received=repr(data))
    cards = data.get("cards", [])
    if not isinstance(cards, list) or any(colour not in CARD_COLOURS for colour in cards):
        raise fault(f"{where}.cards", "choice", allowed=", ".join(CARD_COLOURS), received=repr(cards))
    return BonusOption(_count(data.get("luck", 0), f"{where}.luck"), tuple(cards))


def _band(data: Any, where: str) -> RatingBand:
    if not isinstance(data, Mapping):
        raise fault(where, "band", received=repr(data))
    maximum = data.get("max")
    label = data.get("label")
    if label is not None and not isinstance(label, str):
        raise fault(f"{where}.label", "label", received=repr(label))
    return RatingBand(
        _count(data.get("min"), f"{where}.min"), None if maximum is None else _count(maximum, f"{where}.max"), label
    )


def _count(value: Any, where: str) -> int:
    if not _is_count(value):
        raise fault(where, "count", received=repr(value))
    return value


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
