"""Board layouts as data: which regions a game's board has and where their numbered fields are.

A board file (`fixtures/boards/<game>.json`) names the regions in the order `find_regions` names them (left to
right as the camera sees them) and gives each a layout by name, or null for a region without fields:

    {"game": "bloeder-sack", "note": "...", "assumed": ["layouts.ablagekarte.fields"],
     "regions": [{"name": "1", "layout": "ablagekarte"}, ...],
     "layouts": {"ablagekarte": {"size_mm": [80, 110], "fields": [[0.1875, 0.3409], ...]}}}

Fields are region units (0..1 from the region's top-left corner, u right, v down); field k+1 is fields[k].
`size_mm` (width, height) may be null when unknown. `assumed` lists the keys that are not known from the rules
but assumed, so a screen can say so and users know what to measure.

Cards that lie above some regions and are only printed on (Blöder Sack's Sackkarten) are named under
"cards_above": the region each lies above, its size and the widest gap between the two cards, in mm. The
calibrated regions need not hold them: `with_cards_above` adds the area each can lie in (`region_above`):

    "cards_above": {"size_mm": [56, 87], "gap_mm": 45, "regions": {"1": "S1", "2": "S2", ...}}
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from dicetable.errors import DicetableError
from dicetable.file_fields import FieldChecks
from dicetable.messages import text
from vision.regions import Layout, Region, region_above

SHIPPED_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "boards"


class BoardLayoutError(DicetableError, ValueError):
    """A board file that cannot be used; the message names the file and the key."""


_FIELDS = FieldChecks(BoardLayoutError, "vision.board.invalid")


@dataclass(frozen=True)
class CardsAbove:
    """Cards only printed on, one above each of some regions: `names` maps a region to the card above it."""

    size_mm: tuple[float, float]  # (width, height)
    gap_mm: float  # the widest gap between a region's top edge and the card above it
    names: Mapping[str, str]


@dataclass(frozen=True)
class Board:
    """A game's board: its region names in camera order, the layouts of those with fields, what is assumed."""

    game: str
    region_names: tuple[str, ...]
    layouts: Mapping[str, Layout]  # by region name; regions without fields are absent
    assumed: tuple[str, ...]
    note: str
    cards_above: CardsAbove | None = None


def with_cards_above(regions: Sequence[Region], board: Board) -> tuple[Region, ...]:
    """The calibrated `regions` and, for each card above one of them that they do not hold already, the area it
    lies in. A region whose layout has no size in mm gets none (its units cannot be scaled). Changes nothing."""
    cards = board.cards_above
    if cards is None:
        return tuple(regions)
    known = {region.name for region in regions}
    reach = (cards.size_mm[0], cards.gap_mm + cards.size_mm[1])
    sizes = {name: layout.size_mm for name, layout in board.layouts.items() if layout.size_mm is not None}
    above = [
        region_above(region, cards.names[region.name], sizes[region.name], reach)
        for region in regions
        if region.name in cards.names and region.name in sizes and cards.names[region.name] not in known
    ]
    return (*regions, *above)


def load_board(game_or_path: str | os.PathLike[str]) -> Board:
    """The board of a game id (the shipped file) or of a board file given by its path."""
    candidate = Path(game_or_path)
    path = candidate if candidate.suffix == ".json" else SHIPPED_DIR / f"{candidate}.json"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in SHIPPED_DIR.glob("*.json")))
        raise BoardLayoutError(text("vision.board.not_found", name=str(game_or_path), path=str(path), known=known))
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        _FIELDS.fail(str(path), "(JSON)", "JSON", str(error))
    return board_from_json(data, str(path))


def board_from_json(data: object, file: str) -> Board:
    """Check a parsed board file key by key; a key that does not fit raises BoardLayoutError naming it."""
    fields = _FIELDS.require(data, Mapping, file, "(top level)", '{"game", "regions", "layouts", ...}')
    game = _FIELDS.require(fields.get("game"), str, file, "game", '"bloeder-sack"')
    note = _FIELDS.require(fields.get("note", ""), str, file, "note", '"…"')
    assumed = _FIELDS.require(fields.get("assumed", []), list, file, "assumed", '["layouts.<name>.fields", …]')
    if not all(isinstance(key, str) for key in assumed):
        _FIELDS.fail(file, "assumed", '["layouts.<name>.fields", …]', assumed)
    raw_layouts = _FIELDS.require(fields.get("layouts", {}), Mapping, file, "layouts", '{"<name>": {"fields": […]}}')
    layouts = {name: _layout(value, file, f"layouts.{name}") for name, value in raw_layouts.items()}
    regions = _FIELDS.require(
        fields.get("regions"), list, file, "regions", '[{"name": "1", "layout": "<name>" | null}]'
    )
    if not regions:
        _FIELDS.fail(file, "regions", "at least one region", regions)
    names: list[str] = []
    by_region: dict[str, Layout] = {}
    for index, region in enumerate(regions):
        key = f"regions[{index}]"
        entry = _FIELDS.require(region, Mapping, file, key, '{"name": "1", "layout": "<name>" | null}')
        name = _FIELDS.require(entry.get("name"), str, file, f"{key}.name", '"1"')
        if name in names:
            _FIELDS.fail(file, f"{key}.name", "a name not used before", name)
        names.append(name)
        layout_name = entry.get("layout")
        if layout_name is None:
            continue
        if layout_name not in layouts:
            _FIELDS.fail(file, f"{key}.layout", " | ".join(json.dumps(n) for n in [*layouts, None]), layout_name)
        by_region[name] = layouts[layout_name]
    cards_above = fields.get("cards_above")
    above = None if cards_above is None else _cards_above(cards_above, names, file)
    return Board(game, tuple(names), by_region, tuple(assumed), note, above)


def _cards_above(value: object, region_names: list[str], file: str) -> CardsAbove:
    expected = '{"size_mm": [w, h], "gap_mm": g, "regions": {"<region>": "<card>", …}}'
    entry = _FIELDS.require(value, Mapping, file, "cards_above", expected)
    size = entry.get("size_mm")
    if not (isinstance(size, list) and len(size) == 2 and all(_is_number(x) and x > 0 for x in size)):
        _FIELDS.fail(file, "cards_above.size_mm", "[width, height] in mm, both > 0", size)
    gap = entry.get("gap_mm")
    if not (_is_number(gap) and gap >= 0):
        _FIELDS.fail(file, "cards_above.gap_mm", "the widest gap in mm, ≥ 0", gap)
    names = _FIELDS.require(entry.get("regions"), Mapping, file, "cards_above.regions", '{"<region>": "<card>", …}')
    for under, card in names.items():
        if under not in region_names:
            _FIELDS.fail(file, f"cards_above.regions.{under}", " | ".join(json.dumps(n) for n in region_names), under)
        if not isinstance(card, str) or not card or card in region_names:
            _FIELDS.fail(file, f"cards_above.regions.{under}", "a name no region has", card)
    return CardsAbove((float(size[0]), float(size[1])), float(gap), dict(names))


def _layout(value: object, file: str, key: str) -> Layout:
    entry = _FIELDS.require(value, Mapping, file, key, '{"size_mm": [w, h] | null, "fields": [[u, v], …]}')
    points = _FIELDS.require(entry.get("fields"), list, file, f"{key}.fields", "[[u, v], …] with 0 ≤ u, v ≤ 1")
    fields = tuple(_point(point, file, f"{key}.fields[{index}]") for index, point in enumerate(points))
    size = entry.get("size_mm")
    if size is not None:
        if not (isinstance(size, list) and len(size) == 2 and all(_is_number(x) and x > 0 for x in size)):
            _FIELDS.fail(file, f"{key}.size_mm", "[width, height] in mm, both > 0, or null", size)
        size = (float(size[0]), float(size[1]))
    return Layout(fields, size)


def _point(value: object, file: str, key: str) -> tuple[float, float]:
    if not (isinstance(value, list) and len(value) == 2 and all(_is_number(x) and 0 <= x <= 1 for x in value)):
        _FIELDS.fail(file, key, "[u, v] with 0 ≤ u, v ≤ 1", value)
    return float(value[0]), float(value[1])


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
