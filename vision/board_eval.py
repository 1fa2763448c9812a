"""Scoring board readings against labelled board fixtures: regions found, dice placed on the right field.

A board fixture's label (fixtures/README.md, "Board fixtures") holds the regions' corners and, per die, its
region and field. A labelled die counts as placed right when a die read inside its labelled top face was
placed on the labelled region and field. The reader's own figures (values, colours, phantoms) come from
`vision.evaluate`, so they read the same as `dicetable eval`.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from vision.board_layouts import Board, with_cards_above
from vision.board_reading import read_board
from vision.evaluate import ImageScore, Tally, add_counts, score_image, share
from vision.labels import load_labels
from vision.reader import read_frame
from vision.regions import PlacedDie, Region, RegionsNotFound, find_regions, place_dice

# A region is found right when it overlaps its label by at least this intersection over union. Cards reach about
# 0.98; a box bottom about 0.8-0.99: its outline as seen takes in the outer walls on the camera's side, its label
# is the top rim.
REGION_MIN_IOU = 0.8
# The counts of a BoardImageScore that a BoardTally sums over images.
COUNTS = (
    "regions_labelled",
    "regions_right",
    "dice_labelled",
    "dice_read",
    "region_right",
    "placed_right",
    "on_cards_above",
)


@dataclass(frozen=True)
class Misplaced:
    """A labelled die read but placed elsewhere: where it lies and where it was put."""

    center: tuple[float, float]
    labelled: tuple[str | None, int | None]  # (region, field)
    placed: tuple[str | None, int | None]


@dataclass(frozen=True)
class BoardImageScore:
    """How one board frame compares with its labels."""

    regions_labelled: int
    regions_right: int  # found, overlapping its label by REGION_MIN_IOU or more
    corner_errors_px: tuple[float, ...]  # per region found: the largest corner distance from the label
    overlaps: tuple[float, ...]  # per region found: intersection over union with its label
    dice_labelled: int
    dice_read: int  # labelled dice with a die read inside their top face
    region_right: int  # ... placed on the labelled region (or loose when labelled loose)
    placed_right: int  # ... placed on the labelled region and field
    on_cards_above: int  # dice read on a card only printed on (a Sackkarte): the table takes them for nobody's
    misplaced: tuple[Misplaced, ...]
    reader: ImageScore
    find_ms: float
    read_ms: float
    place_ms: float


@dataclass
class BoardTally:
    """Running totals over many board frames, printed by `dicetable board eval`."""

    images: int = 0
    images_regions_right: int = 0
    regions_labelled: int = 0
    regions_right: int = 0
    dice_labelled: int = 0
    dice_read: int = 0
    region_right: int = 0
    placed_right: int = 0
    on_cards_above: int = 0
    corner_errors_px: list[float] = field(default_factory=list)
    overlaps: list[float] = field(default_factory=list)
    find_ms: list[float] = field(default_factory=list)
    place_ms: list[float] = field(default_factory=list)
    reader: Tally = field(default_factory=Tally)

    def add(self, score: BoardImageScore) -> None:
        self.images += 1
        self.images_regions_right += score.regions_right == score.regions_labelled
        add_counts(self, score, COUNTS)
        self.corner_errors_px.extend(score.corner_errors_px)
        self.overlaps.extend(score.overlaps)
        self.find_ms.append(score.find_ms)
        self.place_ms.append(score.place_ms)
        self.reader.add(score.reader, score.read_ms)

    def lines(self) -> list[str]:
        """The figures as printable lines; then the reader's own lines (values, colours, phantoms, ms)."""
        errors = np.asarray(self.corner_errors_px or [math.nan])
        overlaps = np.asarray(self.overlaps or [math.nan])
        return [
            f"board images: {self.images}, regions labelled: {self.regions_labelled}",
            f"regions found right: {share(self.regions_right, self.regions_labelled)}"
            f" ({self.regions_right}/{self.regions_labelled}); images with every region right:"
            f" {self.images_regions_right}/{self.images}",
            f"overlap with the label (IoU) per region: median {np.median(overlaps):.3f}, min {np.min(overlaps):.3f};"
            f" corner error px (worst corner): median {np.median(errors):.1f}, max {np.max(errors):.1f}",
            f"labelled dice: {self.dice_labelled}; read at their place: {self.dice_read}",
            f"placed on the right region: {share(self.region_right, self.dice_labelled)} ({self.region_right});"
            f" right region and field: {share(self.placed_right, self.dice_labelled)} ({self.placed_right})",
            f"placed right among dice read: {share(self.placed_right, self.dice_read)}"
            f" ({self.placed_right}/{self.dice_read}); read on the cards above (nobody's at the table):"
            f" {self.on_cards_above}",
            f"ms per frame: finding regions median {np.median(self.find_ms or [0]):.1f}"
            f" (once, at calibration); placing dice median {np.median(self.place_ms or [0]):.2f}",
            *(f"reader: {line}" for line in self.reader.lines()),
        ]


def score_board(
    image_path: Path,
    image: np.ndarray,
    board: Board,
    profile: Any,
    by_region: bool = True,
    confirm_below: float = 0.0,
) -> BoardImageScore:
    """Find the board's regions, read and place the dice in `image`, and compare all with the image's label.

    by_region: read each region's patch at full resolution (`read_board`, as the table does), else the whole
    frame at once (`read_frame`). When the regions are not found, the dice are read and placed on the labelled
    regions, so reading and placing are still scored. confirm_below: the table's setting of that name, under which
    a die is asked about (`vision.evaluate.score_image`; 0 counts every die read as taken without asking)."""
    label = json.loads(image_path.with_suffix(".json").read_text(encoding="utf-8"))
    height, width = image.shape[:2]
    labelled_regions = tuple(
        Region(entry["name"], tuple(tuple(corner) for corner in entry["corners"]), (width, height))
        for entry in label["regions"]
    )
    began = time.perf_counter()
    try:
        found: tuple[Region, ...] = find_regions(image, len(board.region_names), board.region_names)
    except RegionsNotFound:
        found = ()
    found_at = time.perf_counter()
    regions = with_cards_above(found or labelled_regions, board)
    reading = read_board(image, regions, profile) if by_region else read_frame(image, profile)
    read_at = time.perf_counter()
    placed = place_dice(reading, regions, board.layouts)
    placed_at = time.perf_counter()
    corner_errors = _corner_errors(found, labelled_regions)
    overlaps = _overlaps(found, labelled_regions)
    regions_right = sum(overlap >= REGION_MIN_IOU for overlap in overlaps.values())
    read, region_right, placed_right, misplaced = _placement(label["dice"], placed)
    printed_only = {region.name for region in regions if not region.holds_dice}
    return BoardImageScore(
        regions_labelled=len(labelled_regions),
        regions_right=regions_right,
        corner_errors_px=tuple(corner_errors.values()),
        overlaps=tuple(overlaps.values()),
        dice_labelled=len(label["dice"]),
        dice_read=read,
        region_right=region_right,
        placed_right=placed_right,
        on_cards_above=sum(die.region in printed_only for die in placed),
        misplaced=tuple(misplaced),
        reader=score_image(reading, load_labels(image_path, width, height), confirm_below),
        find_ms=(found_at - began) * 1000,
        read_ms=(read_at - found_at) * 1000,
        place_ms=(placed_at - read_at) * 1000,
    )


def _corner_errors(found: tuple[Region, ...], labelled: tuple[Region, ...]) -> dict[str, float]:
    """Per region found under a labelled name: the largest distance (px) of a corner from the labelled one."""
    by_name = {region.name: region for region in labelled}
    return {
        region.name: max(math.dist(a, b) for a, b in zip(region.corners, by_name[region.name].corners, strict=True))
        for region in found
        if region.name in by_name
    }


def _overlaps(found: tuple[Region, ...], labelled: tuple[Region, ...]) -> dict[str, float]:
    """Per region found under a labelled name: intersection over union of the two outlines."""
    by_name = {region.name: region for region in labelled}
    overlaps = {}
    for region in found:
        if region.name in by_name:
            mine, theirs = np.float32(region.corners), np.float32(by_name[region.name].corners)
            shared, _ = cv2.intersectConvexConvex(mine, theirs)
            overlaps[region.name] = float(shared / (cv2.contourArea(mine) + cv2.contourArea(theirs) - shared))
    return overlaps


def _placement(labelled_dice: list[dict], placed: tuple[PlacedDie, ...]):
    """(read, region right, placed right, misplaced) over the labelled dice, each matched to a die read inside
    its labelled top face."""
    read = region_right = placed_right = 0
    misplaced = []
    for die in labelled_dice:
        face = np.float32(die["box"])
        inside = [p for p in placed if cv2.pointPolygonTest(face, p.die.center, False) >= 0]
        if not inside:
            continue
        read += 1
        where, put = (die.get("region"), die.get("field")), (inside[0].region, inside[0].field)
        region_right += where[0] == put[0]
        placed_right += where == put
        if where != put:
            misplaced.append(Misplaced(tuple(die["center"]), where, put))
    return read, region_right, placed_right, misplaced
