"""An unreadable group whose "pips" are the dice read is no die to lay again (issue #2, false alarms)."""

from __future__ import annotations

from pathlib import Path

import cv2

from dicetable.messages import text
from vision.dice_as_pips import without_groups_of_dice_read
from vision.find import FaceGroup
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading, Unreadable
from vision.views import View

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"
WHOLE_FRAME = View((), 2.0, (0.0, 0.0))  # read at twice the frame's size: frame pixel = view pixel / 2


def _die(x: float, y: float, side_px: float = 40.0) -> DieReading:
    half = side_px / 2
    box = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
    return DieReading(value=5, colour="blue", center=(x, y), box=box, confidence=0.9)


def _group(*frame_points: tuple[float, float]) -> FaceGroup:
    pips = tuple(Pip((2 * x, 2 * y), 20.0, 1.1, 0.0, 80.0, 60.0, False) for x, y in frame_points)
    return FaceGroup(pips, None)


def _reported(group: FaceGroup) -> Unreadable:
    return Unreadable(center=WHOLE_FRAME.to_frame(group.center), reason=text("vision.reader.unreadable.not_a_face"))


def test_a_group_whose_every_pip_lies_on_a_die_read_is_no_die():
    dice = [_die(100.0, 100.0), _die(180.0, 100.0)]
    blobs_of_the_dice = _group((100.0, 100.0), (180.0, 104.0))

    assert without_groups_of_dice_read([_reported(blobs_of_the_dice)], [(blobs_of_the_dice, WHOLE_FRAME)], dice) == []


def test_a_group_with_one_pip_beside_the_dice_read_is_still_reported():
    dice = [_die(100.0, 100.0), _die(180.0, 100.0)]
    group = _group((100.0, 100.0), (140.0, 100.0))
    reported = _reported(group)

    assert without_groups_of_dice_read([reported], [(group, WHOLE_FRAME)], dice) == [reported]


def test_a_group_is_reported_when_no_die_is_read():
    group = _group((100.0, 100.0), (180.0, 104.0))
    reported = _reported(group)

    assert without_groups_of_dice_read([reported], [(group, WHOLE_FRAME)], []) == [reported]


def test_the_four_blue_dice_of_gnw_20035_raise_no_alarm_between_them():
    image = cv2.imread(str(RENDERED / "geht-noch-was" / "20035.jpg"))

    assert read_frame(image, load_profile("geht-noch-was")).unreadable == ()
