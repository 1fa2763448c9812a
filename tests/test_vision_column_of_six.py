import cv2
import numpy as np

from vision.column_of_six import beside_row_ink, column_of_six
from vision.layout import FACE_HALF_SIDE
from vision.pips import Pip
from vision.reading import DieReading

UNIT_PX = 8.0  # pips at ±1 unit of the face's middle, as `vision.layout` places them
MIDDLE = np.array([100.0, 100.0])


def canvas() -> np.ndarray:
    """A pale table (grey 225)."""
    return np.full((200, 200, 3), 225, np.uint8)


def draw_face(image: np.ndarray, places: list[tuple[float, float]]) -> None:
    """A grey (150) face 2 × FACE_HALF_SIDE units across, dark pips (40) at `places` (units), square to the image."""
    corner = (MIDDLE - FACE_HALF_SIDE * UNIT_PX).astype(int)
    cv2.rectangle(image, tuple(corner), tuple((MIDDLE + FACE_HALF_SIDE * UNIT_PX).astype(int)), (150, 150, 150), -1)
    for u, v in places:
        cv2.circle(image, tuple((MIDDLE + UNIT_PX * np.array([u, v])).astype(int)), 2, (40, 40, 40), -1)


def pip(u: float, v: float) -> Pip:
    return Pip(tuple(MIDDLE + UNIT_PX * np.array([u, v])), 2.0, 1.0, 0.0, 110.0, 150.0, True)


def three_on(row: list[tuple[float, float]]) -> DieReading:
    """A 3 read on the diagonal `row` (units): its box turned 45° to it, the row its diagonal, √2 units a step."""
    spacing = np.hypot(row[1][0] - row[0][0], row[1][1] - row[0][1]) * UNIT_PX
    half_side = FACE_HALF_SIDE * spacing / np.sqrt(2)  # a 3's pips at ±1 of its own units
    middle = MIDDLE + UNIT_PX * np.array(row[1])
    along = (np.array(row[2]) - np.array(row[0])) / np.hypot(*(np.array(row[2]) - np.array(row[0])))
    across = np.array([-along[1], along[0]])
    axes = [(along + across) / np.sqrt(2), (along - across) / np.sqrt(2)]
    box = tuple(
        tuple(middle + half_side * (s * axes[0] + t * axes[1])) for s, t in ((-1, -1), (1, -1), (1, 1), (-1, 1))
    )
    return DieReading(3, "silver", tuple(middle), box, 0.97)


def test_a_column_of_a_six_has_its_other_column_beside_it():
    image = canvas()
    six = [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)]
    draw_face(image, six)
    column = [(-1, -1), (-1, 0), (-1, 1)]
    assert beside_row_ink(image, three_on(column).box, [pip(*place) for place in column]) > 0.8


def test_a_true_three_on_a_pale_table_has_nothing_beside_its_row():
    image = canvas()
    row = [(-1, -1), (0, 0), (1, 1)]
    draw_face(image, row)
    die = DieReading(3, "silver", tuple(MIDDLE), _square_box(), 0.97)
    assert beside_row_ink(image, die.box, [pip(*place) for place in row]) == 0.0


def test_a_column_of_a_six_read_as_a_three_is_asked_about():
    image = canvas()
    draw_face(image, [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)])
    column = [(-1, -1), (-1, 0), (-1, 1)]
    assert column_of_six(image, three_on(column), [pip(*place) for place in column]) <= 0.5


def test_faces_of_other_values_are_not_looked_at():
    image = canvas()
    draw_face(image, [(-1, -1), (1, 1)])
    two = DieReading(2, "silver", tuple(MIDDLE), _square_box(), 0.93)
    assert column_of_six(image, two, [pip(-1, -1), pip(1, 1)]) == 1.0


def _square_box() -> tuple[tuple[float, float], ...]:
    half = FACE_HALF_SIDE * UNIT_PX
    return tuple((MIDDLE[0] + s * half, MIDDLE[1] + t * half) for s, t in ((-1, -1), (1, -1), (1, 1), (-1, 1)))


def test_the_other_column_is_found_shifted_along_the_row_as_a_slanted_camera_draws_it():
    image = canvas()
    column = [(-1, -1), (-1, 0), (-1, 1)]
    draw_face(image, column + [(1, v + 0.3) for v in (-1, 0, 1)])  # a parallelogram: 0.3 of a step further along
    assert column_of_six(image, three_on(column), [pip(*place) for place in column]) <= 0.5


def test_a_row_of_pips_on_a_neighbour_beyond_a_true_threes_corners_is_no_other_column():
    image = canvas()
    row = [(-1, -1), (0, 0), (1, 1)]
    draw_face(image, row)
    beside = [(-3, 1), (-2, 2), (-1, 3)]  # twice the row's spacing across it: off the 3's face, past its corner
    band = [MIDDLE + UNIT_PX * np.array(corner) for corner in ((-3.9, 0.5), (-0.5, 3.9), (0.0, 3.4), (-3.4, 0.0))]
    cv2.fillPoly(image, [np.round(band).astype(np.int32)], (150, 150, 150))  # a neighbour's face under those spots
    for u, v in beside:
        cv2.circle(image, tuple((MIDDLE + UNIT_PX * np.array([u, v])).astype(int)), 2, (40, 40, 40), -1)
    die = DieReading(3, "silver", tuple(MIDDLE), _square_box(), 0.97)
    assert column_of_six(image, die, [pip(*place) for place in row]) == 1.0
