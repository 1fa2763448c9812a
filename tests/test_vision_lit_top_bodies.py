"""A die whose cast shadow joins its body into a blob too long for one die: its lit part is its top face
(`vision.bodies._lit_top`), a body found by its light alone, read only where no face was read from its pips
(`vision.bodies_read._worth_reading`)."""

from __future__ import annotations

import numpy as np
from vision_synthetic import blank_table, draw_die

from vision.bodies import Body, _lit_top, find_bodies
from vision.bodies_read import _worth_reading

SIDE_PX = 40
DIE = (320.0, 220.0)


def blue_die_with_its_shadow() -> np.ndarray:
    """A wooden table with a blue die and, below it, the shadow it casts: the table darkened, as long as the die."""
    table = blank_table(640, 480, "wood")
    shadow = table[240:272, 300:340].astype(float) * 0.3
    table[240:272, 300:340] = shadow.astype(np.uint8)
    draw_die(table, "blue", DIE, side_px=SIDE_PX, value=None)
    return table


def test_a_die_with_its_shadow_joined_is_one_body_at_its_lit_top():
    bodies = find_bodies(blue_die_with_its_shadow())
    assert len(bodies) == 1
    assert bodies[0].is_lit_top
    assert np.hypot(*np.subtract(bodies[0].center, DIE)) < 4


def long_blob_lab(lit_width: int) -> tuple[np.ndarray, np.ndarray]:
    """A blob 40 × 70 px (L*a*b* window and mask), dark but for a lit square `lit_width` px wide at its top."""
    lab = np.full((80, 60, 3), 128, np.uint8)
    blob = np.zeros((80, 60), bool)
    blob[5:75, 10:50] = True
    lab[blob, 0] = 60
    lab[5 : 5 + lit_width, 10 : 10 + lit_width, 0] = 180
    return lab, blob


def test_a_lit_part_spanning_the_blob_across_is_its_top():
    lab, blob = long_blob_lab(lit_width=38)
    top = _lit_top(lab, blob, short_side=40.0, smallest=16.0)
    assert top is not None
    assert abs(top[0][0] - 28.5) < 2 and abs(top[0][1] - 23.5) < 2


def test_a_lit_part_narrower_than_the_blob_is_a_glared_spot_not_a_top():
    lab, blob = long_blob_lab(lit_width=22)
    assert _lit_top(lab, blob, short_side=40.0, smallest=16.0) is None


def lit_top_body(is_lit_top: bool) -> Body:
    box = ((80.0, 80.0), (120.0, 80.0), (120.0, 120.0), (80.0, 120.0))
    return Body(center=(100.0, 100.0), box=box, side_px=40, contrast=60, is_lit_top=is_lit_top)


def test_a_lit_top_holding_a_face_read_from_its_pips_is_not_read():
    assert _worth_reading([lit_top_body(is_lit_top=True)], [], None, [(102.0, 98.0)]) == []


def test_a_body_of_the_whole_die_holding_a_face_read_unsurely_is_read():
    body = lit_top_body(is_lit_top=False)
    assert _worth_reading([body], [], None, [(102.0, 98.0)]) == [body]


def test_a_lit_top_where_no_face_was_read_is_read():
    body = lit_top_body(is_lit_top=True)
    assert _worth_reading([body], [], None, [(180.0, 98.0)]) == [body]
