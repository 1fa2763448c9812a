"""The data file of a game whose printed facts are partly unknown: Blöder Sack's Sackkarten and Gönnen's cards,
market prices and fifth dice colour (`fixtures/cards/<game>.json`, completed by the players).

The players' own copy, `cards/<game>.json` in their dicetable folder, is used when there is one, else the
shipped file. The data is the game's `new_game` options as they stand, so the journal header replays the game
exactly; it is checked by starting a game from it, so a bad file fails before play with a message naming it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import games
from companion.gnw_cards import SHIPPED_DIR, CardFileError, read_object, user_dir
from dicetable.messages import text

DATA_GAMES = ("bloeder-sack", "goennen-koennen")


def data_options(game_id: str, folder: Path | None = None) -> dict[str, Any]:
    """The options a new game of `game_id` (one of `DATA_GAMES`) starts with: its data file, checked."""
    own = (folder or user_dir()) / f"{game_id}.json"
    path = own if own.exists() else SHIPPED_DIR / f"{game_id}.json"
    data = read_object(path)
    try:
        games.load(game_id).new_game(2, options=data)
    except (ValueError, TypeError, KeyError) as error:
        raise CardFileError(text("gnw.cards.file_error", file=str(path), detail=str(error))) from error
    return data
