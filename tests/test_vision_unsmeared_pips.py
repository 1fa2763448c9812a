"""Pips' shapes judged net of a shaken frame's smear."""

import math
from pathlib import Path

import cv2
import numpy as np

from vision.blurred import Shake
from vision.pips import Pip, _ellipse
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.unsmeared_pips import net_of_shake, unsmeared

RENDERED = Path(__file__).resolve().parent.parent / "fixtures" / "rendered"
SHAKE = Shake(length_px=6, angle_deg=40.0, excess=0.3)


def _pip_seen(blob: np.ndarray) -> Pip:
    """The pip the pip finder's moments make of a 0/1 blob (h, w)."""
    shape = _ellipse(blob)
    assert shape is not None
    return Pip(shape.center, shape.radius, shape.elongation, shape.angle_rad, 100.0, 200.0, True)


def _smeared_disc(radius_px: int, shake: Shake) -> np.ndarray:
    """A disc of `radius_px` smeared by `shake` (a line along its angle, y up) and cut at half its level."""
    disc = np.zeros((41, 41), np.float32)
    cv2.circle(disc, (20, 20), radius_px, 1.0, -1)
    line = np.zeros((shake.length_px | 1,) * 2, np.float32)
    line[line.shape[0] // 2, :] = 1.0
    centre = ((line.shape[0] - 1) / 2,) * 2
    line = cv2.warpAffine(line, cv2.getRotationMatrix2D(centre, shake.angle_deg, 1.0), line.shape[::-1])
    smeared = cv2.filter2D(disc, -1, line / line.sum())
    return (smeared >= 0.5).astype(np.uint8)


def test_a_small_round_pip_drawn_out_by_a_shake_is_round_net_of_it():
    seen = _pip_seen(_smeared_disc(2, SHAKE))
    assert seen.elongation > 1.6
    assert unsmeared(seen, SHAKE, 1.0).elongation < 1.25


def test_a_large_round_pip_is_never_drawn_out_across_the_shake_net_of_it():
    """Cut at its half level, a 4 px disc grows along a 6 px smear less than the smear's variance."""
    seen = _pip_seen(_smeared_disc(4, SHAKE))
    assert unsmeared(seen, SHAKE, 1.0).elongation < 1.1


def test_a_pip_drawn_out_across_the_shake_stays_drawn_out():
    blob = np.zeros((41, 41), np.uint8)
    cv2.ellipse(blob, (20, 20), (6, 3), -SHAKE.angle_deg + 90, 0, 360, 1, -1)  # long axis across the smear
    seen = _pip_seen(blob)
    assert unsmeared(seen, SHAKE, 1.0).elongation >= seen.elongation


def test_a_view_read_closer_takes_out_the_smear_as_many_times_longer():
    seen = _pip_seen(_smeared_disc(2, SHAKE))
    twice = Pip(seen.center, 2 * seen.radius, seen.elongation, seen.angle_rad, 100.0, 200.0, True)
    assert math.isclose(unsmeared(twice, SHAKE, 2.0).elongation, unsmeared(seen, SHAKE, 1.0).elongation)


def test_the_shake_is_not_judged_while_no_face_is_drawn_out_beyond_the_others():
    round_pip = Pip((0.0, 0.0), 3.0, 1.1, 0.0, 100.0, 200.0, True)
    pips = [[round_pip] * 4, [round_pip] * 5, None]

    def no_shake_asked() -> Shake | None:
        raise AssertionError("the shake was judged")

    assert net_of_shake(pips, [1.0, 1.0, 1.0], no_shake_asked) == pips


def test_a_shaken_blöder_white_4_whose_small_pips_the_smear_drew_out_is_taken():
    """Blöder Sack 30013 (train split): its white 4's dark pips drawn out beyond the black dice's light ones by the
    smear alone."""
    reading = read_frame(cv2.imread(str(RENDERED / "bloeder-sack" / "30013.jpg")), load_profile("bloeder-sack"))
    (four,) = [die for die in reading.dice if math.dist(die.center, (430, 298)) < 10]
    assert (four.value, four.colour) == (4, "white")
    assert four.confidence >= 0.9
