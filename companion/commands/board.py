"""`dicetable board calibrate|read|eval`: find a game's board in the camera frame and read the dice on it.

  dicetable board calibrate --game bloeder-sack [--camera SPEC | IMAGE]   find the cards once, keep them
  dicetable board read IMAGE... --game bloeder-sack [--regions FILE] [--json]   dice with region and field
  dicetable board eval DIR [--show-wrong] [--profile FILE]   regions, placing and reading against labelled fixtures

Calibrate with the board laid out as it will be played (empty or not), the camera where it stays. The cards
must lie fully in view on a table darker than they are; Blöder Sack's five Ablagekarten are named "1" to "5"
from left to right as the camera sees them, so put the camera on the players' side of the row.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import sys
from pathlib import Path

import numpy as np

from companion.board_calibration import (
    BoardCalibrationError,
    check_frame_size,
    load_board_for,
    load_regions,
    read_regions,
    regions_path,
    save_regions,
)
from companion.commands.eval import add_confirm_below
from companion.config import load_config
from dicetable import messages
from dicetable.messages import text
from vision.board_eval import BoardTally, score_board
from vision.board_layouts import load_board, with_cards_above
from vision.board_reading import read_board
from vision.image_files import ImageUnreadable, read_image
from vision.labels import labelled_images
from vision.profiles import load_profile
from vision.reading import TableReading
from vision.regions import PlacedDie, Region, find_regions, place_dice

NAME = "board"
HELP = "find a game's board (Blöder Sack cards, the Gönnen Baustelle) in the camera frame and place the dice on it"
GAMES = ("bloeder-sack", "goennen-koennen")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    calibrate = actions.add_parser("calibrate", help="find the board's regions in one frame and keep them")
    calibrate.add_argument("--game", required=True, choices=GAMES)
    source = calibrate.add_mutually_exclusive_group()
    source.add_argument("--camera", help="camera spec (default: the one in config.toml), e.g. opencv:0")
    source.add_argument("image", nargs="?", type=Path, help="a photo of the board instead of the camera")
    calibrate.add_argument("--out", type=Path, help="file to write (default: <config dir>/boards/<game>.json)")
    read = actions.add_parser("read", help="read the dice on images and say which region and field each lies on")
    read.add_argument("images", nargs="+", type=Path, metavar="IMAGE")
    read.add_argument("--game", required=True, choices=GAMES)
    read.add_argument("--regions", type=Path, help="calibration file (default: the game's calibration)")
    read.add_argument("--json", action="store_true", help="one JSON object per image and line")
    evaluate = actions.add_parser("eval", help="score regions, placing and reading on labelled board fixtures")
    evaluate.add_argument(
        "directory", type=Path, help="folder of board fixtures (e.g. fixtures/boards/rendered/bloeder-board)"
    )
    evaluate.add_argument("--show-wrong", action="store_true", help="list every misplaced die and missed region")
    evaluate.add_argument(
        "--profile",
        type=Path,
        help="dice-set profile file instead of each fixture's shipped set (e.g. a calibrated Gönnen fifth colour)",
    )
    evaluate.add_argument(
        "--whole-frame", action="store_true", help="read the whole frame at once instead of region by region"
    )
    add_confirm_below(evaluate)


def run(args: argparse.Namespace) -> int:
    messages.set_language(load_config().language)
    return {"calibrate": _calibrate, "read": _read, "eval": _eval}[args.action](args)


def _calibrate(args: argparse.Namespace) -> int:
    board = load_board_for(args.game)
    if args.image is not None:
        frame, source = read_image(args.image), f"image {args.image}"
    else:
        config = load_config()
        spec = args.camera or config.camera
        frame, source = _camera_frame(spec, config.camera_rotation), f"camera {spec}"
    regions = find_regions(frame, len(board.region_names), board.region_names)
    today = datetime.date.today().isoformat()
    path = save_regions(args.game, regions, f"{source}, {today}", args.out)
    for region in regions:
        print(text("board.calibrate.found", name=region.name, corners=_corners_text(region)))
    print(text("board.calibrate.wrote", count=len(regions), game=args.game, path=str(path)))
    if board.assumed:
        print(text("board.calibrate.assumed", keys=", ".join(board.assumed), path=_layout_file_hint(args.game)))
    return 0


def _read(args: argparse.Namespace) -> int:
    board = load_board_for(args.game)
    regions = read_regions(args.regions) if args.regions else load_regions(args.game)
    if regions is None:
        raise BoardCalibrationError(text("board.calibration.missing", game=args.game))
    profile = load_profile(args.game)
    failures = 0
    for path in args.images:
        try:
            image = read_image(path)
        except ImageUnreadable as error:
            print(f"dicetable board read: {error}; skipping it", file=sys.stderr)
            failures += 1
            continue
        check_frame_size(regions, (image.shape[1], image.shape[0]))
        sized = with_cards_above(_with_frame_size(regions, image), board)  # what lies on a Sackkarte is no die of play
        reading = read_board(image, sized, profile)
        placed = place_dice(reading, sized, board.layouts)
        if args.json:
            print(json.dumps(placed_to_json(str(path), placed, reading), ensure_ascii=False))
        else:
            print(_summary(path, placed))
    return 1 if failures else 0


def _eval(args: argparse.Namespace) -> int:
    if not args.directory.is_dir():
        print(
            f"dicetable board eval: {args.directory} is not a folder; expected a folder of board fixtures",
            file=sys.stderr,
        )
        return 2
    tally = BoardTally()
    for path in labelled_images(args.directory):
        game = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))["set"]
        board, profile = load_board(game), load_profile(args.profile or game)
        score = score_board(path, read_image(path), board, profile, not args.whole_frame, args.confirm_below)
        tally.add(score)
        if args.show_wrong:
            for item in score.misplaced:
                print(f"{path.name}: die at {item.center} labelled {item.labelled}, placed {item.placed}")
            if score.regions_right < score.regions_labelled:
                print(f"{path.name}: regions right {score.regions_right}/{score.regions_labelled}")
    print(str(args.directory))
    for line in tally.lines():
        print(f"  {line}")
    return 0


def placed_to_json(image: str, placed: tuple[PlacedDie, ...], reading: TableReading) -> dict[str, object]:
    """The `board read --json` line of one image: each die read with its region and field (the `read --json`
    shape plus "region" and "field"), and the dice seen but not read."""
    dice = [
        {
            "value": p.die.value,
            "colour": p.die.colour,
            "center": [round(c, 1) for c in p.die.center],
            "box": [[round(c, 1) for c in corner] for corner in p.die.box],
            "confidence": p.die.confidence,
            "region": p.region,
            "field": p.field,
        }
        for p in placed
    ]
    return {"image": image, "dice": dice, "unreadable": reading.to_json()["unreadable"]}


def _summary(path: Path, placed: tuple[PlacedDie, ...]) -> str:
    def where(p: PlacedDie) -> str:
        return "-" if p.region is None else p.region + ("" if p.field is None else f"/{p.field}")

    return f"{path}: " + (", ".join(f"{p.die.colour} {p.die.value} @{where(p)}" for p in placed) or "-")


def _with_frame_size(regions: tuple[Region, ...], image: np.ndarray) -> tuple[Region, ...]:
    """Regions from a file without the frame size (a fixture label) get the image's, for the height correction."""
    size = (image.shape[1], image.shape[0])
    return tuple(r if r.frame_size else dataclasses.replace(r, frame_size=size) for r in regions)


def _corners_text(region: Region) -> str:
    return " ".join(f"({x:.0f}, {y:.0f})" for x, y in region.corners)


def _layout_file_hint(game: str) -> str:
    return str(regions_path(game).parent.parent / "board-layouts" / f"{game}.json")


def _camera_frame(spec: str, rotation: int) -> np.ndarray:
    from hardware.cameras import open_camera  # camera backends load only when a camera is asked for

    with open_camera(spec, rotation=rotation) as camera:
        try:
            return camera.frame().pixels
        except EOFError as error:  # a replay: camera without frames
            raise BoardCalibrationError(text("board.calibration.no_frame", camera=spec)) from error
