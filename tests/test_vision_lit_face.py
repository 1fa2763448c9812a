"""The lit top face of a die body that takes in its shadow or a dark side face (vision/lit_face.py)."""

from __future__ import annotations

import numpy as np

from vision.boxes import mean_side_px, middle
from vision.lit_face import lit_face

TABLE_BGR = (40, 90, 40)
FACE_BGR = (210, 90, 40)  # a lit blue face
SHADE_BGR = (25, 25, 25)  # the die's cast shadow and dark side faces


def _frame_with_face(face: tuple[int, int, int, int], shade: tuple[int, int, int, int]) -> np.ndarray:
    """A 120 px square table with a dark shade and a lit face on it, each given as (x0, y0, x1, y1)."""
    frame = np.full((120, 120, 3), TABLE_BGR, np.uint8)
    for (x0, y0, x1, y1), colour in ((shade, SHADE_BGR), (face, FACE_BGR)):
        frame[y0:y1, x0:x1] = colour
    return frame


def test_a_body_taking_in_its_shadow_is_boxed_by_its_lit_top_face():
    frame = _frame_with_face(face=(45, 40, 80, 75), shade=(25, 40, 45, 80))
    body = ((25.0, 40.0), (80.0, 40.0), (80.0, 80.0), (25.0, 80.0))

    box = lit_face(frame, body)

    assert box is not None
    assert abs(mean_side_px(box) - 35) < 2
    assert np.allclose(middle(box), (62, 57), atol=1.5)


def test_a_lit_part_going_on_past_the_bodys_edge_gives_no_face():
    frame = _frame_with_face(face=(40, 30, 75, 65), shade=(40, 65, 75, 95))
    body = ((40.0, 55.0), (75.0, 55.0), (75.0, 95.0), (40.0, 95.0))  # a dark side face and the top face's lower part

    assert lit_face(frame, body) is None


def test_a_body_larger_than_the_faces_read_is_read_by_its_lit_part_when_that_is_face_sized():
    from vision.bodies import Body
    from vision.reader import _face_sized_body

    frame = _frame_with_face(face=(45, 40, 80, 75), shade=(25, 40, 45, 80))
    body = Body(
        center=(52.5, 60.0), box=((25.0, 40.0), (80.0, 40.0), (80.0, 80.0), (25.0, 80.0)), side_px=47.5, contrast=50.0
    )

    face = _face_sized_body(frame, body, top_side=35.0)

    assert face is not None
    assert np.allclose(face.center, (62, 57), atol=1.5)
    assert _face_sized_body(frame, body, top_side=20.0) is None  # its lit part no face of the size read either


def test_a_body_stopping_short_of_its_top_face_is_read_by_the_lit_part_around_it():
    from vision.bodies import Body
    from vision.reader import _lit_face_around

    frame = _frame_with_face(face=(40, 30, 75, 65), shade=(40, 65, 75, 95))
    body = Body(  # its dark side face and the top face's lower part
        center=(57.5, 67.5), box=((40.0, 40.0), (75.0, 40.0), (75.0, 95.0), (40.0, 95.0)), side_px=45.0, contrast=50.0
    )

    face = _lit_face_around(frame, body, top_side=35.0)

    assert face is not None
    assert np.allclose(face.center, (57, 47), atol=1.5)


def test_a_body_no_larger_than_a_top_face_is_not_read_around_it():
    from vision.bodies import Body
    from vision.reader import _lit_face_around

    frame = _frame_with_face(face=(40, 30, 75, 65), shade=(40, 65, 75, 95))
    body = Body(
        center=(57.5, 60.0), box=((40.0, 42.5), (75.0, 42.5), (75.0, 77.5), (40.0, 77.5)), side_px=35.0, contrast=50.0
    )

    assert _lit_face_around(frame, body, top_side=35.0) is None
