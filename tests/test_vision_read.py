"""The die reader (vision/reader.py and its stages) on drawn dice of both polarities and on real photos."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import cv2
import numpy as np
import pytest

from companion.cli import main
from dicetable.messages import render
from vision.labels import load_labels
from vision.layout import CANONICAL_FACES
from vision.reader import FrameNotUnderstood, read_frame

REAL_PHOTOS = Path(__file__).resolve().parents[1] / ".." / "shared" / "datasets" / "real-dice-photos"
WHITE, BLACK, SILVER = (235, 235, 235), (30, 30, 30), (190, 190, 185)
BLUE, RED, GREEN, YELLOW, PINK = (160, 60, 20), (40, 40, 200), (60, 150, 40), (40, 200, 230), (170, 120, 240)
FELT = (150, 170, 190)


def draw_table(dice, size=(480, 640), background=FELT, pip_offset=0.27, pip_radius=0.09, seed=0) -> np.ndarray:
    """A BGR table seen from straight above; dice = [(value, (cx, cy), side_px, angle_deg, face_bgr, pip_bgr)].

    `value` may also be a list of pip places (canonical units, corner pips at ±1). Pips sit at ±`pip_offset`
    face sides from the centre with a radius of `pip_radius` face sides, as on a standard die.
    """
    rng = np.random.default_rng(seed)
    image = np.empty((*size, 3), np.uint8)
    image[:] = background
    image = cv2.add(image, rng.integers(0, 12, image.shape, dtype=np.uint8))
    for value, center, side, angle_deg, face, pip in dice:
        turn = cv2.getRotationMatrix2D((0, 0), angle_deg, 1)[:, :2]
        corners = side / 2 * np.array([(-1, -1), (1, -1), (1, 1), (-1, 1)]) @ turn.T + center
        cv2.fillConvexPoly(image, np.int32(np.round(corners * 4)), face, cv2.LINE_AA, shift=2)
        for offset in CANONICAL_FACES[value] if isinstance(value, int) else value:
            x, y = np.asarray(offset) * side * pip_offset @ turn.T + center
            radius = round(side * pip_radius * 4)
            cv2.circle(image, (round(x * 4), round(y * 4)), radius, pip, -1, cv2.LINE_AA, shift=2)
    return cv2.GaussianBlur(image, (3, 3), 0)


SEVEN_DICE = [
    (1, (100, 110), 60, 10, WHITE, BLACK),
    (2, (240, 110), 60, 30, BLUE, WHITE),
    (3, (380, 110), 60, 50, RED, WHITE),
    (4, (520, 110), 60, 70, GREEN, WHITE),
    (5, (120, 300), 60, -20, YELLOW, WHITE),
    (6, (290, 300), 60, 5, PINK, WHITE),
    (5, (470, 300), 60, 40, SILVER, BLACK),
]


def values(reading) -> Counter:
    return Counter(die.value for die in reading.dice)


def test_blank_frame_reads_no_dice():
    reading = read_frame(np.zeros((32, 32, 3), np.uint8))
    assert (reading.dice, reading.unreadable) == ((), ())


def test_each_drawn_die_gives_one_reading_with_a_four_corner_box_and_a_confidence():
    reading = read_frame(draw_table(SEVEN_DICE))
    assert len(reading.dice) == 7
    assert all(len(die.box) == 4 and all(len(corner) == 2 for corner in die.box) for die in reading.dice)
    assert all(0 <= die.confidence <= 1 for die in reading.dice)


def test_reading_centres_are_in_frame_pixels_even_when_the_frame_is_scaled_down():
    frame = cv2.resize(draw_table(SEVEN_DICE), None, fx=2, fy=2, interpolation=cv2.INTER_LINEAR)
    centres = sorted((round(die.center[0] / 10), round(die.center[1] / 10)) for die in read_frame(frame).dice)
    expected = sorted((round(2 * x / 10), round(2 * y / 10)) for _, (x, y), *_ in SEVEN_DICE)
    assert centres == expected


def test_far_dice_in_a_large_frame_are_read_by_a_closer_look():
    far_dice = [(value, (150 + value * 160, 480), 44, 15 * value, WHITE, BLACK) for value in range(1, 7)]
    assert sorted(die.value for die in read_frame(draw_table(far_dice, size=(960, 1280))).dice) == [1, 2, 3, 4, 5, 6]


def test_without_a_profile_the_colour_is_unknown():
    assert {die.colour for die in read_frame(draw_table(SEVEN_DICE)).dice} == {"unknown"}


@pytest.mark.parametrize("value", range(1, 7))
def test_dark_pips_on_a_white_die_read_their_value(value):
    reading = read_frame(draw_table([(value, (320, 240), 70, 17, WHITE, BLACK)]))
    assert [die.value for die in reading.dice] == [value]


@pytest.mark.parametrize("face", [BLUE, RED, GREEN, YELLOW, PINK, BLACK], ids=str)
@pytest.mark.parametrize("value", range(1, 7))
def test_white_pips_on_a_coloured_die_read_their_value(value, face):
    reading = read_frame(draw_table([(value, (320, 240), 70, -25, face, WHITE)]))
    assert [die.value for die in reading.dice] == [value]


def test_the_seven_drawn_dice_read_their_values():
    assert values(read_frame(draw_table(SEVEN_DICE))) == Counter(value for value, *_ in SEVEN_DICE)


@pytest.mark.parametrize(("left", "right"), [(5, 5), (6, 4), (6, 6), (3, 2)])
def test_touching_dice_of_one_colour_read_as_two_dice(left, right):
    table = draw_table([(left, (290, 240), 60, 0, WHITE, BLACK), (right, (350, 240), 60, 0, WHITE, BLACK)])
    assert sorted(die.value for die in read_frame(table).dice) == sorted((left, right))


def _with_side_face(image: np.ndarray, value: int, center, side: int, face, pip) -> np.ndarray:
    """Adds the side face an angled camera sees below a die's top face: a band squashed to 45 %, a bit darker."""
    cx, cy = center
    height = side * 0.45
    top_left, bottom_right = (
        (round(cx - side / 2), round(cy + side / 2)),
        (round(cx + side / 2), round(cy + side / 2 + height)),
    )
    cv2.rectangle(image, top_left, bottom_right, tuple(int(channel * 0.8) for channel in face), -1)
    for x, y in CANONICAL_FACES[value]:
        place = (round(cx + x * side * 0.27), round(cy + side / 2 + height / 2 + y * height * 0.27))
        cv2.ellipse(image, place, (round(side * 0.09), round(side * 0.09 * 0.45)), 0, 0, 360, pip, -1, cv2.LINE_AA)
    return image


def _dice_with_side_faces() -> np.ndarray:
    table = draw_table(
        [
            (5, (200, 200), 64, 0, WHITE, BLACK),
            (1, (420, 200), 64, 0, WHITE, BLACK),
            (2, (300, 340), 64, 0, BLUE, WHITE),
        ]
    )
    _with_side_face(table, 3, (200, 200), 64, WHITE, BLACK)
    _with_side_face(table, 6, (420, 200), 64, WHITE, BLACK)
    return _with_side_face(table, 4, (300, 340), 64, BLUE, WHITE)


@pytest.mark.parametrize("turn_deg", [0, 90, 180])
def test_the_top_face_is_read_and_the_side_face_an_angled_camera_sees_is_not(turn_deg):
    reading = read_frame(_rotated(_dice_with_side_faces(), turn_deg))
    assert sorted(die.value for die in reading.dice) == [1, 2, 5]


def test_pips_in_a_row_of_five_are_unreadable_not_rounded():
    row = [(x, 0) for x in (-1.6, -0.8, 0, 0.8, 1.6)]
    reading = read_frame(draw_table([(row, (320, 240), 120, 0, WHITE, BLACK)], pip_offset=0.25, pip_radius=0.05))
    assert reading.dice == ()
    assert [render(item.reason) for item in reading.unreadable] == [
        "Keine Würfelseite zu erkennen – Würfel schief oder verdeckt? Bitte neu legen."
    ]


def test_seven_pips_on_one_face_are_unreadable_with_their_count():
    seven = [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1), (0, 0)]
    reading = read_frame(draw_table([(seven, (320, 240), 80, 0, WHITE, BLACK)]))
    assert reading.dice == ()
    assert [render(item.reason) for item in reading.unreadable] == [
        "Zu viele Augen auf einer Seite (7) – liegen Würfel aufeinander? Bitte auseinanderlegen."
    ]


def test_a_die_running_off_the_frame_is_unreadable_not_read_from_the_pips_left():
    reading = read_frame(draw_table([(6, (320, 14), 80, 0, WHITE, BLACK)]))
    assert reading.dice == ()
    assert [render(item.reason) for item in reading.unreadable] == [
        "Würfel am Bildrand, Augen teils außerhalb – bitte weiter in die Mitte legen."
    ]


@pytest.mark.parametrize("value", range(1, 7))
def test_a_glint_inside_each_dark_pip_leaves_the_value(value):
    image = draw_table([(value, (320, 240), 70, 0, WHITE, BLACK)])
    for x, y in CANONICAL_FACES[value]:
        glint_center = (round(320 + x * 70 * 0.27 + 2), round(240 + y * 70 * 0.27 - 2))
        cv2.circle(image, glint_center, 2, (250, 250, 250), -1, cv2.LINE_AA)
    assert [die.value for die in read_frame(image).dice] == [value]


@pytest.mark.parametrize(
    ("frame", "expected"),
    [
        ([[1, 2], [3, 4]], "frame: expected a numpy array (H, W, 3) of uint8 BGR, got list"),
        (np.zeros((64, 64, 3), np.float32), "frame: expected dtype uint8 (0–255 BGR), got float32; convert it first"),
        (
            np.zeros((64, 64), np.uint8),
            "frame: expected shape (H, W, 3) in BGR order, got (64, 64); grey images need cv2.COLOR_GRAY2BGR",
        ),
        (np.zeros((16, 64, 3), np.uint8), "frame: expected at least 32×32 pixels, got (16, 64)"),
    ],
    ids=["not-an-array", "float", "grey", "too-small"],
)
def test_a_frame_that_is_not_a_bgr_image_is_refused_saying_what_was_expected(frame, expected):
    with pytest.raises(FrameNotUnderstood) as refused:
        read_frame(frame)
    assert str(refused.value) == expected
    assert isinstance(refused.value, ValueError)


# Property tests: a change of view or light leaves the reading alone.


def _rotated(image: np.ndarray, angle_deg: float) -> np.ndarray:
    """The whole image turned about its centre on a canvas large enough to hold it, the border replicated."""
    height, width = image.shape[:2]
    cos, sin = abs(np.cos(np.radians(angle_deg))), abs(np.sin(np.radians(angle_deg)))
    new_width, new_height = round(width * cos + height * sin), round(width * sin + height * cos)
    turn = cv2.getRotationMatrix2D((width / 2, height / 2), angle_deg, 1)
    turn[:, 2] += ((new_width - width) / 2, (new_height - height) / 2)
    return cv2.warpAffine(image, turn, (new_width, new_height), borderMode=cv2.BORDER_REPLICATE)


def _scaled(image: np.ndarray, factor: float) -> np.ndarray:
    return cv2.resize(
        image, None, fx=factor, fy=factor, interpolation=cv2.INTER_AREA if factor < 1 else cv2.INTER_CUBIC
    )


def _tilted(image: np.ndarray, tilt_deg: float) -> np.ndarray:
    """As seen by a camera tilted by `tilt_deg`: depth foreshortened by cos(tilt), the far side narrower."""
    height, width = image.shape[:2]
    near = np.float32([[0, 0], [width, 0], [width, height], [0, height]])
    squeeze = np.cos(np.radians(tilt_deg))
    far = np.float32([[width * 0.12, 0], [width * 0.88, 0], [width, height * squeeze], [0, height * squeeze]])
    warp = cv2.getPerspectiveTransform(near, far)
    return cv2.warpPerspective(image, warp, (width, height), borderMode=cv2.BORDER_REPLICATE)


def _lit(image: np.ndarray, gains_bgr: tuple[float, float, float]) -> np.ndarray:
    return np.clip(image.astype(np.float32) * np.asarray(gains_bgr, np.float32), 0, 255).astype(np.uint8)


TRANSFORMS = {
    "rotated 33°": lambda image: _rotated(image, 33),
    "rotated 90°": lambda image: _rotated(image, 90),
    "rotated 161°": lambda image: _rotated(image, 161),
    "scaled 0.8": lambda image: _scaled(image, 0.8),
    "scaled 1.5": lambda image: _scaled(image, 1.5),
    "tilted 35°": lambda image: _tilted(image, 35),
    "darker": lambda image: _lit(image, (0.55, 0.55, 0.55)),
    "brighter": lambda image: _lit(image, (1.2, 1.2, 1.2)),
    "warm light": lambda image: _lit(image, (0.7, 0.9, 1.1)),
    "cool light": lambda image: _lit(image, (1.1, 0.95, 0.75)),
}


@pytest.mark.parametrize("change", TRANSFORMS)
def test_view_and_light_changes_keep_the_reading_of_drawn_dice(change):
    table = draw_table(SEVEN_DICE[:4], size=(400, 640), background=(120, 125, 130))
    assert values(read_frame(TRANSFORMS[change](table))) == values(read_frame(table))


# Real photos (white dice with black pips on light wood, webcam at an angle); labelled in YOLO format.

REAL_EXAMPLES = ["dice_30.jpg", "two_44.jpg", "three_12.jpg", "four_22.jpg", "five_14.jpg", "six_30.jpg"]  # train split


def _real_photo(name: str) -> tuple[np.ndarray, Counter]:
    path = REAL_PHOTOS / name
    if not path.is_file():
        pytest.skip(f"real photo set not present at {REAL_PHOTOS}")
    image = cv2.imread(str(path))
    labels = load_labels(path, image.shape[1], image.shape[0])
    return image, Counter(die.value for die in labels.dice)


@pytest.mark.parametrize("name", REAL_EXAMPLES)
def test_real_photos_give_their_labelled_values(name):
    image, labelled = _real_photo(name)
    read = values(read_frame(image))
    assert read == labelled


@pytest.mark.parametrize("change", TRANSFORMS)
def test_view_and_light_changes_keep_the_reading_of_a_real_photo(change):
    image, labelled = _real_photo("six_30.jpg")
    assert values(read_frame(TRANSFORMS[change](image))) == labelled


# The `dicetable read` command.


def test_read_command_prints_one_json_object_per_image(tmp_path, capsys):
    path = tmp_path / "table.png"
    cv2.imwrite(str(path), draw_table(SEVEN_DICE[:2]))
    assert main(["read", str(path), "--json"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    reading = json.loads(line)
    assert set(reading) == {"image", "dice", "unreadable", "ms"}
    assert sorted(die["value"] for die in reading["dice"]) == [1, 2]
    assert set(reading["dice"][0]) == {"value", "colour", "center", "box", "confidence"}
    assert len(reading["dice"][0]["box"]) == 4


def test_read_command_reports_an_unreadable_file_on_one_line_goes_on_and_fails_at_the_end(tmp_path, capsys):
    broken, good = tmp_path / "broken.jpg", tmp_path / "good.png"
    broken.write_bytes(b"not an image")
    cv2.imwrite(str(good), draw_table(SEVEN_DICE[:1]))
    assert main(["read", str(broken), str(good), "--json"]) == 1
    captured = capsys.readouterr()
    assert captured.err == (
        f"dicetable read: cannot read image {broken}: expected a JPEG or PNG file, the data is not an image;"
        " skipping it\n"
    )
    assert json.loads(captured.out)["image"] == str(good)


@pytest.mark.parametrize("size", [0.8, 1.2])
def test_a_dash_between_printed_digits_is_no_1(size):
    card = np.full((240, 320, 3), 225, np.uint8)
    cv2.putText(card, "4-4", (100, 140), cv2.FONT_HERSHEY_DUPLEX, size, (60, 60, 60), 2, cv2.LINE_AA)
    assert read_frame(cv2.GaussianBlur(card, (3, 3), 0)).dice == ()
