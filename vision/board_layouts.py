"""Board layouts as data: which regions a game's board has and where their numbered fields are.

A board file (`fixtures/boards/<game>.json`) names the regions in the order `find_regions` names them (left to
right as the camera sees them) and gives each a layout by name, or null for a region without fields:

    {"game": "bloeder-sack", "note": "...", "assumed": ["layouts.ablagekarte.fields"],
     "regions": [{"name": "1", "layout": "ablagekarte"}, ...],
     "layouts": {"ablagekarte": {"size_mm": [80, 110], "fields": [[0.1875, 0.3409], ...]}}}

Fields are region units (0..1 from the region's top-left corner, u right, v down); field k+1 is fields[k].
`size_mm` (width, height) may be null when unknown. `assumed` lists the keys that are not known from the rules
but assumed, so a screen can say so and users know what to measure.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from dicetable.errors import DicetableError
from dicetable.messages import text
from vision.regions import Layout

SHIPPED_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "boards"


class BoardLayoutError(DicetableError, ValueError):
    """A board file that cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class Board:
    """A game's board: its region names in camera order, the layouts of those with fields, what is assumed."""

    game: str
    region_names: tuple[str, ...]
    layouts: Mapping[str, Layout]  # by region name; regions without fields are absent
    assumed: tuple[str, ...]
    note: str


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
        _fail(str(path), "(JSON)", "JSON", str(error))
    return board_from_json(data, str(path))


def board_from_json(data: object, file: str) -> Board:
    """Check a parsed board file key by key; a key that does not fit raises BoardLayoutError naming it."""
    fields = _require(data, Mapping, file, "(top level)", '{"game", "regions", "layouts", ...}')
    game = _require(fields.get("game"), str, file, "game", '"bloeder-sack"')
    note = _require(fields.get("note", ""), str, file, "note", '"…"')
    assumed = _require(fields.get("assumed", []), list, file, "assumed", '["layouts.<name>.fields", …]')
    if not all(isinstance(key, str) for key in assumed):
        _fail(file, "assumed", '["layouts.<name>.fields", …]', assumed)
    raw_layouts = _require(fields.get("layouts", {}), Mapping, file, "layouts", '{"<name>": {"fields": […]}}')
    layouts = {name: _layout(value, file, f"layouts.{name}") for name, value in raw_layouts.items()}
    regions = _require(fields.get("regions"), list, file, "regions", '[{"name": "1", "layout": "<name>" | null}]')
    if not regions:
        _fail(file, "regions", "at least one region", regions)
    names: list[str] = []
    by_region: dict[str, Layout] = {}
    for index, region in enumerate(regions):
        key = f"regions[{index}]"
        entry = _require(region, Mapping, file, key, '{"name": "1", "layout": "<name>" | null}')
        name = _require(entry.get("name"), str, file, f"{key}.name", '"1"')
        if name in names:
            _fail(file, f"{key}.name", "a name not used before", name)
        names.append(name)
        layout_name = entry.get("layout")
        if layout_name is None:
            continue
        if layout_name not in layouts:
            _fail(file, f"{key}.layout", " | ".join(json.dumps(n) for n in [*layouts, None]), layout_name)
        by_region[name] = layouts[layout_name]
    return Board(game, tuple(names), by_region, tuple(assumed), note)


def _layout(value: object, file: str, key: str) -> Layout:
    entry = _require(value, Mapping, file, key, '{"size_mm": [w, h] | null, "fields": [[u, v], …]}')
    points = _require(entry.get("fields"), list, file, f"{key}.fields", "[[u, v], …] with 0 ≤ u, v ≤ 1")
    fields = tuple(_point(point, file, f"{key}.fields[{index}]") for index, point in enumerate(points))
    size = entry.get("size_mm")
    if size is not None:
        if not (isinstance(size, list) and len(size) == 2 and all(_is_number(x) and x > 0 for x in size)):
            _fail(file, f"{key}.size_mm", "[width, height] in mm, both > 0, or null", size)
        size = (float(size[0]), float(size[1]))
    return Layout(fields, size)


def _point(value: object, file: str, key: str) -> tuple[float, float]:
    if not (isinstance(value, list) and len(value) == 2 and all(_is_number(x) and 0 <= x <= 1 for x in value)):
        _fail(file, key, "[u, v] with 0 ≤ u, v ≤ 1", value)
    return float(value[0]), float(value[1])


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _require(value: object, kind: type, file: str, key: str, expected: str):
    if not isinstance(value, kind):
        _fail(file, key, expected, value)
    return value


def _fail(file: str, key: str, expected: str, received: object) -> NoReturn:
    shown = json.dumps(received, ensure_ascii=False, default=repr)
    raise BoardLayoutError(text("vision.board.invalid", file=file, item=key, expected=expected, received=shown))
