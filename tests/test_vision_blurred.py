"""Camera shake: found with its length and direction, sharpened away, and dice read in a sharpened frame."""

from pathlib import Path

import cv2
import numpy as np
import pytest

from vision import tolerances as tol
from vision.blurred import Shake, _correlated, _sample_points, _Slopes, _smear_line, less_sure, shake_of, sharpened
from vision.bodies import working_image
from vision.evaluate import score_image
from vision.labels import load_labels
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading, TableReading

RENDERED = Path(__file__).resolve().parent.parent / "fixtures" / "rendered"


def _table_of_dice() -> np.ndarray:
    """A 640×480 BGR frame of a dozen light dice with dark pips on a mid-grey table."""
    frame = np.full((480, 640, 3), 90, np.uint8)
    for row in range(3):
        for col in range(4):
            x, y = 90 + col * 140, 90 + row * 140
            cv2.rectangle(frame, (x - 20, y - 20), (x + 20, y + 20), (230, 230, 230), -1)
            for dx, dy in ((-10, -10), (10, 10), (0, 0), (10, -10), (-10, 10)):
                cv2.circle(frame, (x + dx, y + dy), 4, (30, 30, 30), -1)
    return frame


def _photo(frame: np.ndarray) -> np.ndarray:
    """The frame with a camera's sensor noise (2 grey levels)."""
    noise = np.random.default_rng(3).normal(0, 2, frame.shape)
    return np.clip(frame + noise, 0, 255).astype(np.uint8)


def _smeared(frame: np.ndarray, length_px: int, angle_deg: float) -> np.ndarray:
    """The frame smeared as a shaken camera smears it (the renderer's own kernel)."""
    kernel = np.zeros((length_px, length_px), np.float32)
    kernel[length_px // 2, :] = 1.0
    centre = ((length_px - 1) / 2, (length_px - 1) / 2)
    kernel = cv2.warpAffine(kernel, cv2.getRotationMatrix2D(centre, angle_deg, 1.0), (length_px, length_px))
    return cv2.filter2D(frame, -1, kernel / kernel.sum(), borderType=cv2.BORDER_REFLECT)


def test_a_sharp_rendered_frame_shows_no_shake():
    """Bloeder Sack 30004 (train split) was rendered without camera shake."""
    assert shake_of(working_image(cv2.imread(str(RENDERED / "bloeder-sack" / "30004.jpg")))) is None


def test_a_shaken_rendered_frame_shows_its_smear_length_and_direction():
    """Bloeder Sack 30006 (train split) was rendered smeared 7 px at 70 degrees."""
    shake = shake_of(working_image(cv2.imread(str(RENDERED / "bloeder-sack" / "30006.jpg"))))
    assert shake is not None
    assert abs(shake.length_px - 7) <= 1
    assert abs(shake.angle_deg - 70.0) <= 10.0


def test_a_smear_of_three_pixels_is_left_alone():
    assert shake_of(working_image(_photo(_smeared(_table_of_dice(), 3, 30.0)))) is None


def test_sharpening_brings_a_smeared_frame_nearer_the_sharp_one():
    sharp = _table_of_dice().astype(np.float32)
    smeared = _photo(_smeared(_table_of_dice(), 7, 30.0))
    restored = sharpened(smeared, Shake(length_px=7, angle_deg=30.0, excess=0.3))
    assert restored.shape == smeared.shape and restored.dtype == np.uint8
    # Root mean square: edges come back steep (noise on flat table grows a little, as a Wiener filter's does).
    assert np.sqrt(np.mean((restored - sharp) ** 2)) < 0.9 * np.sqrt(np.mean((smeared - sharp) ** 2))


def _random_frame() -> np.ndarray:
    """A 240x200 float32 BGR frame of noise (levels 1-256, as `sharpened` keeps them)."""
    return np.random.default_rng(5).uniform(1.0, 256.0, (200, 240, 3)).astype(np.float32)


@pytest.mark.parametrize("angle_deg", [0.0, 40.0, 70.0, 130.0])
def test_a_smear_of_a_640_frame_is_applied_exactly_as_opencvs_filter(angle_deg):
    """A 7 px line (the most a shaken 640x480 frame shows) stays below OpenCV's DFT: the same sum, bit for bit."""
    frame, line = _random_frame(), _smear_line(Shake(length_px=7, angle_deg=angle_deg, excess=0.3))
    assert np.array_equal(_correlated(frame, line), cv2.filter2D(frame, -1, line, borderType=cv2.BORDER_REFLECT))


@pytest.mark.parametrize("angle_deg", [0.0, 40.0, 70.0, 90.0, 130.0])
def test_a_long_smear_summed_directly_equals_opencvs_filter_through_the_dft(angle_deg):
    """A 16 px line (the longest at 1280x960; at 40 degrees its box holds 169 taps, past OpenCV's DFT at 130) summed
    in two halves differs from OpenCV's DFT by float rounding only."""
    frame, line = _random_frame(), _smear_line(Shake(length_px=16, angle_deg=angle_deg, excess=0.3))
    expected = cv2.filter2D(frame, -1, line, borderType=cv2.BORDER_REFLECT)
    assert np.abs(_correlated(frame, line) - expected).max() < 1e-3


def test_a_level_smear_line_is_its_row_of_pixels():
    line = _smear_line(Shake(length_px=7, angle_deg=0.0, excess=0.3))
    expected = np.zeros((7, 7), np.float32)
    expected[3] = 1 / 7
    assert np.allclose(line, expected, atol=1e-7)


def test_an_upright_smear_line_is_its_column_of_pixels():
    line = _smear_line(Shake(length_px=7, angle_deg=90.0, excess=0.3))
    expected = np.zeros((7, 7), np.float32)
    expected[:, 3] = 1 / 7
    assert np.allclose(line, expected, atol=1e-7)


def test_a_slanted_smear_line_is_the_one_the_reader_was_tuned_with_on_every_opencv():
    """Blöder Sack train 30006's shake, 7 px at 70 degrees: OpenCV 5's `warpAffine` of the row gave these taps, and
    OpenCV 4.11's (the Pi's) up to 0.0056 off them, which lost two of the frame's dice sharpened."""
    tuned = np.array(
        [
            [0, 0, 0, 0, 0.108863, 0.010352, 0],
            [0, 0, 0, 0.044877, 0.105724, 0, 0],
            [0, 0, 0, 0.093456, 0.057145, 0, 0],
            [0, 0, 0.008566, 0.142035, 0.008566, 0, 0],
            [0, 0, 0.057145, 0.093456, 0, 0, 0],
            [0, 0, 0.105724, 0.044877, 0, 0, 0],
            [0, 0.010352, 0.108863, 0, 0, 0, 0],
        ]
    )
    assert np.abs(_smear_line(Shake(length_px=7, angle_deg=70.0, excess=0.3)) - tuned).max() < 1e-6


def test_dice_read_in_a_sharpened_frame_are_less_sure():
    die = DieReading(
        value=4, colour="red", center=(10.0, 10.0), box=((0, 0), (20, 0), (20, 20), (0, 20)), confidence=1.0
    )
    assert less_sure(TableReading(dice=(die,))).dice[0].confidence == 0.8


def test_a_shaken_blöder_frame_reads_every_die_the_smear_hid():
    """Bloeder Sack 30006 (train split): twelve dice smeared 7 px; read as it is, two are missed outright (five before
    the blobs of touching dice were parted at their grooves, `vision.bodies._touching_pair`)."""
    path = RENDERED / "bloeder-sack" / "30006.jpg"
    frame = cv2.imread(str(path))
    labels = load_labels(path, frame.shape[1], frame.shape[0])
    profile = load_profile("bloeder-sack")
    as_it_is = score_image(read_frame(frame, profile, may_sharpen=False), labels)
    sharpened_too = score_image(read_frame(frame, profile), labels)
    assert as_it_is.missed == 2 and as_it_is.both_right <= 7
    assert sharpened_too.both_right == 12 and sharpened_too.phantoms == 0


def test_dice_in_motion_are_not_taken_for_a_shaken_camera():
    """The first frame of the dsc-solo replay: dice mid-throw and a hand, smeared 12-24 px."""
    frame = cv2.imread(str(RENDERED.parent / "recorded" / "dsc-solo" / "000000.jpg"))
    assert shake_of(working_image(frame)) is None


def test_a_die_the_shaken_frame_reads_stays_asked_about_when_the_sharpened_frame_reads_it_otherwise():
    """Frame 48 of the gnw-duo replay is smeared 7 px; its red 4 reads otherwise sharpened, so the 4 stands below the
    table's `confirm_below` (0.9)."""
    frame = cv2.imread(str(RENDERED.parent / "recorded" / "gnw-duo" / "000048.jpg"))
    red = [
        die
        for die in read_frame(frame, load_profile("geht-noch-was")).dice
        if die.colour == "red" and die.center[1] < 100
    ]
    assert shake_of(working_image(frame)) is not None
    assert [(die.value, die.colour) for die in red] == [(4, "red")]
    assert red[0].confidence < 0.9


@pytest.mark.parametrize(("angle_deg", "lag_px"), [(0.0, 3.0), (30.0, 3.0), (100.0, 5.0), (170.0, 8.0)])
def test_the_slope_is_compared_with_itself_moved_bilinearly_near_die_colour_only(angle_deg, lag_px):
    rng = np.random.default_rng(9)
    slope_x, slope_y = (rng.normal(0, 50, (60, 80)).astype(np.float32) for _ in range(2))
    near = np.zeros((60, 80), np.uint8)
    near[20:40, 10:50] = 1
    alike = _Slopes(slope_x, slope_y, _sample_points(near)).alike(angle_deg, lag_px)

    def moved(slope: np.ndarray, x: float, y: float) -> float:
        left, top = int(np.floor(x)), int(np.floor(y))
        right_share, lower_share = x - left, y - top
        upper = (1 - right_share) * slope[top, left] + right_share * slope[top, left + 1]
        lower = (1 - right_share) * slope[top + 1, left] + right_share * slope[top + 1, left + 1]
        return float((1 - lower_share) * upper + lower_share * lower)

    along_x, along_y = np.cos(np.radians(angle_deg)), -np.sin(np.radians(angle_deg))
    step, margin = tol.SHAKE_SAMPLE_STEP_PX, tol.SHAKE_MAX_LENGTH_PX + 1
    here, there = [], []
    for y in range(margin, margin + (60 - 2 * margin) // step * step, step):
        for x in range(margin, margin + (80 - 2 * margin) // step * step, step):
            if near[y, x]:
                here.append(along_x * slope_x[y, x] + along_y * slope_y[y, x])
                at = (x + lag_px * along_x, y + lag_px * along_y)
                there.append(along_x * moved(slope_x, *at) + along_y * moved(slope_y, *at))
    assert alike == pytest.approx(np.dot(here, there) / np.dot(here, here), rel=1e-9)


def test_slopes_moved_once_for_all_directions_compare_each_as_when_taken_for_it_alone():
    rng = np.random.default_rng(10)
    slope_x, slope_y = (rng.normal(0, 50, (60, 80)).astype(np.float32) for _ in range(2))
    near = np.ones((60, 80), np.uint8)
    shared = _Slopes(slope_x, slope_y, _sample_points(near))
    for lag_px in (3.0, 1.0, 8.0):
        for angle_deg in np.arange(0.0, 180.0, tol.SHAKE_ANGLE_STEP_DEG):
            alone = _Slopes(slope_x, slope_y, _sample_points(near)).alike(angle_deg, lag_px)
            assert shared.alike(angle_deg, lag_px) == alone


def test_a_shaken_frame_whose_smear_stands_out_less_than_a_fifth_is_found():
    """DSC 10014 (train split) was rendered smeared 6 px at 64 degrees; its slope stays 0.18 more alike along the
    smear than in the median direction."""
    shake = shake_of(working_image(cv2.imread(str(RENDERED / "doppelt-so-clever" / "10014.jpg"))))
    assert shake is not None
    assert shake.excess < 0.19
    assert abs(shake.angle_deg - 64.0) <= 10.0


def test_a_shaken_frame_whose_slope_stays_alike_past_the_longest_shake_only_in_a_tail_is_found():
    """PUSH 40060 (train split) was rendered smeared 5 px at 32 degrees; its slope along the smear is still alike
    9 px on, but falls at a 5-6 px smear's pace over the first 4."""
    shake = shake_of(working_image(cv2.imread(str(RENDERED / "push" / "40060.jpg"))))
    assert shake is not None
    assert tol.SHAKE_MIN_LENGTH_PX <= shake.length_px <= tol.SHAKE_MAX_PACED_LENGTH_PX
    assert abs(shake.angle_deg - 32.0) <= 10.0


def test_dice_in_motion_whose_slope_falls_fast_at_first_are_not_taken_for_a_shaken_camera():
    """Frame 61 of the dsc-solo replay: dice mid-throw smeared 12-24 px, whose slope's alikeness falls at a 7.7 px
    smear's pace over the first 4 px (noise), then stays."""
    frame = cv2.imread(str(RENDERED.parent / "recorded" / "dsc-solo" / "000061.jpg"))
    assert shake_of(working_image(frame)) is None
