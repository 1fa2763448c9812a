"""Geht noch was? card and rule files: the shipped (partial) catalogue merged with the players' own cards.

Shipped: `fixtures/cards/geht-noch-was.json` (only the cards the rulebook shows) and
`fixtures/cards/geht-noch-was-rules.json` (the spec's defaults for what the rulebook does not say).
The players' own: `~/.config/dicetable/cards/geht-noch-was.json` (cards they typed in; same id replaces the
shipped card) and, if present, `~/.config/dicetable/cards/geht-noch-was-rules.json` (its top-level entries
replace the shipped ones). Files are read strictly: a bad card stops loading with file, card and field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion.config import config_dir
from dicetable.errors import DicetableError
from dicetable.messages import text
from games.geht_noch_was.cards import Card, CardDataError, card_to_data, merge_cards, parse_cards
from games.geht_noch_was.rules import Rules, parse_rules

SHIPPED_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "cards"
CARDS_FILE = "geht-noch-was.json"
RULES_FILE = "geht-noch-was-rules.json"


class CardFileError(DicetableError, ValueError):
    """A card or rules file cannot be read or holds a card that does not fit; names file, card and field."""


@dataclass(frozen=True)
class CardCatalogue:
    """Every known card, and which ids came from the shipped file and which from the players' own file."""

    cards: tuple[Card, ...]
    shipped_ids: frozenset[int]
    own_ids: frozenset[int]

    def card(self, card_id: int) -> Card | None:
        return next((card for card in self.cards if card.id == card_id), None)


def user_dir() -> Path:
    """The players' own cards: `cards/` in the user's dicetable folder (beside config.toml)."""
    return config_dir() / "cards"


def load_catalogue(own_file: Path | None = None) -> CardCatalogue:
    shipped = _cards_of(SHIPPED_DIR / CARDS_FILE)
    own_file = own_file or user_dir() / CARDS_FILE
    own = _cards_of(own_file) if own_file.exists() else ()
    return CardCatalogue(merge_cards(shipped, own), frozenset(c.id for c in shipped), frozenset(c.id for c in own))


def rules_data(own_file: Path | None = None) -> dict[str, Any]:
    """The shipped rule data with the players' corrections over it (top-level entries replace), plain."""
    data = read_object(SHIPPED_DIR / RULES_FILE)
    own_file = own_file or user_dir() / RULES_FILE
    return {**data, **read_object(own_file)} if own_file.exists() else data


def load_rules(options: dict[str, Any] | None = None, own_file: Path | None = None) -> Rules:
    """The rules a game will use: `rules_data` checked, plus table options (e.g. free_start)."""
    try:
        return parse_rules(rules_data(own_file), options)
    except CardDataError as error:
        name = (own_file or user_dir() / RULES_FILE).name
        raise CardFileError(text("gnw.cards.file_error", file=name, detail=error.text)) from error


def game_options(table_options: dict[str, Any] | None = None, folder: Path | None = None) -> dict[str, Any]:
    """`options` for `new_game`, as plain JSON data so the journal header replays the game exactly: every
    known card, the rule data and the table's options (checked here, so a bad file fails before play)."""
    folder = folder or user_dir()
    load_rules(table_options, folder / RULES_FILE)
    cards = load_catalogue(folder / CARDS_FILE).cards
    return {
        "cards": [card_to_data(c) for c in cards],
        "rules": rules_data(folder / RULES_FILE),
        **(table_options or {}),
    }


def save_card(card: Card, own_file: Path | None = None) -> Path:
    """Add `card` to the players' own file, replacing one of the same id; written whole, then renamed."""
    own_file = own_file or user_dir() / CARDS_FILE
    own = _cards_of(own_file) if own_file.exists() else ()
    cards = merge_cards(own, [card])
    own_file.parent.mkdir(parents=True, exist_ok=True)
    data = {"game": "geht-noch-was", "cards": [card_to_data(c) for c in cards]}
    partial = own_file.with_suffix(".json.part")
    partial.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    partial.replace(own_file)
    return own_file


def _cards_of(path: Path) -> tuple[Card, ...]:
    data = read_object(path)
    try:
        return parse_cards(data.get("cards", []))
    except CardDataError as error:
        raise CardFileError(text("gnw.cards.file_error", file=path.name, detail=error.text)) from error


def read_object(path: Path) -> dict[str, Any]:
    """The JSON object in a data file; unreadable, malformed or not an object: `CardFileError` naming the file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise CardFileError(text("gnw.cards.unreadable", file=str(path), detail=str(error))) from error
    if not isinstance(data, dict):
        raise CardFileError(text("gnw.cards.file_error", file=path.name, detail=text("gnw.cards.not_object")))
    return data
