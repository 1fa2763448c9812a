"""The board calibration on disk: where a game's cards lie in the camera frame, found once and kept.

`dicetable board calibrate` writes `<config_dir>/boards/<game>.json`; the table loads it with `load_regions`:

    {"game": "bloeder-sack", "frame_size": [1280, 960], "source": "camera picamera2, 2026-11-26",
     "regions": [{"name": "1", "corners": [[x, y], [x, y], [x, y], [x, y]]}, ...]}

Corners are frame pixels: top-left, top-right, bottom-right, bottom-left as the camera sees the region. The
same "regions" list is in the labels of the rendered board fixtures, so either file can be read back here.
A user may also complete a game's board layout in `<config_dir>/board-layouts/<game>.json` (same format as
`fixtures/boards/<game>.json`), which `load_board_for` prefers to the shipped one.

At the table, per settled frame (the regions are found once, by `dicetable board calibrate`; the Sackkarten
areas above them are added from the board file, `companion.board_watch.watch_for` does all this):

    board = load_board_for("bloeder-sack")
    regions = with_cards_above(load_regions("bloeder-sack"), board)  # load_regions None: calibrate first
    check_frame_size(regions, (frame.shape[1], frame.shape[0]))
    reader = BoardReader(regions, profile)  # reads again only the cards that changed since `reader.confirm`
    placed = place_dice(reader.read(frame), regions, board.layouts)  # PlacedDie: region, field, die
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from companion.config import config_dir
from dicetable.errors import DicetableError
from dicetable.file_fields import FieldChecks
from dicetable.messages import text
from vision.board_layouts import Board, load_board
from vision.regions import Region


class BoardCalibrationError(DicetableError, ValueError):
    """A stored board calibration that cannot be used; the message names the file and the key."""


_FIELDS = FieldChecks(BoardCalibrationError, "board.calibration.invalid")


def regions_path(game: str) -> Path:
    """Where the calibration of `game` is kept: `<config_dir>/boards/<game>.json`."""
    return config_dir() / "boards" / f"{game}.json"


def load_board_for(game: str) -> Board:
    """The board layout of `game`: the user's completed copy when there is one, else the shipped file."""
    own = config_dir() / "board-layouts" / f"{game}.json"
    return load_board(own if own.is_file() else game)


def load_regions(game: str) -> tuple[Region, ...] | None:
    """The calibrated regions of `game`, or None when it was never calibrated (no file)."""
    path = regions_path(game)
    if not path.is_file():
        return None
    return read_regions(path)


def read_regions(path: str | os.PathLike[str]) -> tuple[Region, ...]:
    """The regions in a calibration file (or in a board fixture's label); raises BoardCalibrationError on a bad one."""
    file = str(path)
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        _FIELDS.fail(file, "(JSON)", "a JSON file written by `dicetable board calibrate`", str(error))
    if not isinstance(data, Mapping):
        _FIELDS.fail(file, "(top level)", '{"game", "frame_size", "regions"}', data)
    frame_size = data.get("frame_size")
    if frame_size is not None and not (
        isinstance(frame_size, list) and len(frame_size) == 2 and all(_is_count(side) for side in frame_size)
    ):
        _FIELDS.fail(file, "frame_size", "[width, height] in pixels", frame_size)
    size = None if frame_size is None else (int(frame_size[0]), int(frame_size[1]))
    entries = data.get("regions")
    if not isinstance(entries, list) or not entries:
        _FIELDS.fail(file, "regions", '[{"name": "1", "corners": [[x, y] × 4]}, …]', entries)
    return tuple(_region(entry, index, size, file) for index, entry in enumerate(entries))


def check_frame_size(regions: Sequence[Region], frame_size: tuple[int, int]) -> None:
    """Refuse a frame of another size than the calibration's (another camera mode): the corners would not fit.

    frame_size: (width, height) of the frame about to be placed on the regions."""
    calibrated = next((region.frame_size for region in regions if region.frame_size is not None), None)
    if calibrated is not None and tuple(calibrated) != tuple(frame_size):
        raise BoardCalibrationError(
            text(
                "board.calibration.other_size",
                calibrated=f"{calibrated[0]}×{calibrated[1]}",
                frame=f"{frame_size[0]}×{frame_size[1]}",
            )
        )


def save_regions(game: str, regions: Sequence[Region], source: str, path: Path | None = None) -> Path:
    """Write the calibration of `game` (to `regions_path(game)` unless `path` is given); returns the file written.

    Written to a new file and renamed over the old one, so a power cut leaves one calibration or the other."""
    target = path or regions_path(game)
    target.parent.mkdir(parents=True, exist_ok=True)
    frame_size = next((list(region.frame_size) for region in regions if region.frame_size is not None), None)
    data = {
        "game": game,
        "frame_size": frame_size,
        "source": source,
        "regions": [{"name": r.name, "corners": [list(corner) for corner in r.corners]} for r in regions],
    }
    fresh = target.with_suffix(".json.new")
    fresh.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    fresh.replace(target)
    return target


def _region(entry: object, index: int, frame_size: tuple[int, int] | None, file: str) -> Region:
    key = f"regions[{index}]"
    if not isinstance(entry, Mapping):
        _FIELDS.fail(file, key, '{"name": "1", "corners": [[x, y] × 4]}', entry)
    name = entry.get("name")
    if not isinstance(name, str) or not name:
        _FIELDS.fail(file, f"{key}.name", '"1"', name)
    corners = entry.get("corners")
    if not (isinstance(corners, list) and len(corners) == 4 and all(_is_point(corner) for corner in corners)):
        _FIELDS.fail(
            file, f"{key}.corners", "4 points [x, y] in pixels: top-left, top-right, bottom-right, bottom-left", corners
        )
    a, b, c, d = ((float(x), float(y)) for x, y in corners)
    return Region(name, (a, b, c, d), frame_size)


def _is_point(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x) for x in value)
    )


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0
