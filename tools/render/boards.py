"""Board scenes on the project side: the board spec Blender needs (card art, sizes, fields) and random boards.

The Blöder Sack field places come from the board file the app reads (`fixtures/boards/bloeder-sack.json`), so
rendered dice lie where the app expects the fields. Sackkarte size and texts are a stand-in (the rules give
neither size nor art): 56×87 mm, smaller than the assumed 80×110 mm Ablagekarte, printed with known conditions.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import board_art
from dice_sets import SETS, RolledDie

BOARD_FILES = Path(__file__).resolve().parents[2] / "fixtures" / "boards"
BOARD_GAMES = ("bloeder-sack", "goennen-koennen")
SACK_MM = (56.0, 87.0)
SACK_CONDITIONS = ("Die meisten 4er", "Die meisten Wuerfel", "Die groesste Summe", "Die meisten Geraden", "Nicht-1er")
CARDS = 5
FIELDS = 9
MAX_LOOSE = 2  # the two dice just rolled
# A Pi camera over the table: the whole Blöder Sack board (dice about 40 px), or the box bottom and rolling area.
BOARD_SIZES = {"bloeder-sack": (1280, 960), "goennen-koennen": (1280, 960)}


def board_spec(game: str, art_dir: Path) -> dict:
    """The `board` part of a scene spec; draws the card art into `art_dir` (once)."""
    if game not in BOARD_GAMES:
        raise ValueError(f"board: expected one of {', '.join(BOARD_GAMES)}, got {game!r}")
    if game == "goennen-koennen":
        return {"game": game}
    layout = json.loads((BOARD_FILES / f"{game}.json").read_text(encoding="utf-8"))["layouts"]["ablagekarte"]
    size, fields = tuple(layout["size_mm"]), [tuple(point) for point in layout["fields"]]
    art_dir.mkdir(parents=True, exist_ok=True)
    cards = [str(board_art.ablagekarte(n, size, fields, art_dir / f"ablage-{n}.png")) for n in range(1, CARDS + 1)]
    sacks = [
        str(board_art.sackkarte(condition, SACK_MM, art_dir / f"sack-{index}.png"))
        for index, condition in enumerate(SACK_CONDITIONS)
    ]
    return {
        "game": game,
        "card_mm": list(size),
        "sack_mm": list(SACK_MM),
        "fields": fields,
        "cards": cards,
        "sacks": sacks,
    }


def bloeder_sack_board(placed: int, rng: random.Random) -> list[RolledDie]:
    """`placed` dice (0–45) on the 5 Ablagekarten, each card filled in field order, plus 0–2 loose rolled dice."""
    if not 0 <= placed <= CARDS * FIELDS:
        raise ValueError(f"board: expected 0 to {CARDS * FIELDS} placed dice, got {placed}")
    counts = [0] * CARDS
    for _ in range(placed):
        counts[rng.choice([card for card in range(CARDS) if counts[card] < FIELDS])] += 1
    colours = SETS["bloeder-sack"].colours
    dice = [
        RolledDie(rng.choice(colours), rng.randint(1, 6), region=str(card + 1), field=field)
        for card in range(CARDS)
        for field in range(1, counts[card] + 1)
    ]
    return dice + [RolledDie(rng.choice(colours), rng.randint(1, 6)) for _ in range(rng.randint(0, MAX_LOOSE))]


def goennen_zones(on_site: int, rng: random.Random) -> list[RolledDie]:
    """The 5 dice, `on_site` (0–4) of them set aside on the Baustelle, the others rolled beside it."""
    colours = list(SETS["goennen-koennen"].colours)
    kept = set(rng.sample(colours, on_site))
    return [RolledDie(c, rng.randint(1, 6), region="baustelle" if c in kept else None) for c in colours]


def scripted_die(entry: dict) -> RolledDie:
    """A die of a scene or session file: {"colour", "value", "cocked"?, "region"?, "field"?}."""
    return RolledDie(
        entry["colour"], entry["value"], entry.get("cocked", False), entry.get("region"), entry.get("field")
    )
