"""A spot on a board's card seen as a die but not read is the card's print when the face a die would show there looks
like the paper all round (vision/card_print.py `is_printed_spot`, vision/board_reading.py): an empty field is no
unreadable die; a die standing there, read or not, still is."""

import json
import math
from pathlib import Path

import cv2
import numpy as np
import pytest
from vision_synthetic import blank_table, draw_die

from vision.board_layouts import load_board, with_cards_above
from vision.board_reading import BoardReader
from vision.card_print import face_at, is_printed_spot
from vision.profiles import load_profile
from vision.reading import TableReading
from vision.regions import Region

PAPER_BGR = (200, 228, 238)
LINE_BGR = (90, 100, 105)
CARD_CORNERS = np.float32([(400, 300), (600, 300), (600, 560), (400, 560)])
FIELD_CENTRE = (500.0, 430.0)
DIE_SIDE_PX = 36.0
BOARDS = Path(__file__).resolve().parent.parent / "fixtures" / "boards" / "rendered" / "bloeder-board"


def card_with_an_empty_field() -> np.ndarray:
    """A cream card on the felt with a field's square (44 px, a thin dark line) printed around FIELD_CENTRE."""
    image = blank_table(1280, 960, "felt")
    cv2.rectangle(image, (400, 300), (600, 560), PAPER_BGR, -1)
    cv2.rectangle(image, (478, 408), (522, 452), LINE_BGR, 1)
    return image


def test_an_empty_field_printed_on_the_card_is_a_printed_spot():
    assert is_printed_spot(card_with_an_empty_field(), FIELD_CENTRE, DIE_SIDE_PX, CARD_CORNERS)


def test_an_empty_field_by_the_cards_edge_is_a_printed_spot_though_the_table_lies_beyond_the_edge():
    image = card_with_an_empty_field()
    cv2.rectangle(image, (402, 408), (446, 452), LINE_BGR, 1)
    assert is_printed_spot(image, (412.0, 430.0), DIE_SIDE_PX, CARD_CORNERS)


def test_a_white_die_over_the_cards_edge_is_no_printed_spot():
    image = card_with_an_empty_field()
    cv2.rectangle(image, (412, 430), (448, 466), LINE_BGR, -1)  # its shadow on the card, light from the top left
    draw_die(image, "white", (412.0, 430.0), DIE_SIDE_PX, 0.0, None, seed=1)
    assert not is_printed_spot(image, (412.0, 430.0), DIE_SIDE_PX, CARD_CORNERS)


def test_a_white_die_on_the_field_is_no_printed_spot():
    image = card_with_an_empty_field()
    draw_die(image, "white", FIELD_CENTRE, DIE_SIDE_PX, 20.0, None, seed=1)
    assert not is_printed_spot(image, FIELD_CENTRE, DIE_SIDE_PX, CARD_CORNERS)


def test_a_die_the_colour_of_the_paper_is_no_printed_spot_by_its_shadow_on_one_side():
    image = card_with_an_empty_field()
    cv2.rectangle(image, (500, 430), (540, 470), LINE_BGR, -1)  # the shadow, light from the top left
    cv2.rectangle(image, (482, 412), (518, 448), PAPER_BGR, -1)  # the face, lit like the paper
    assert not is_printed_spot(image, FIELD_CENTRE, DIE_SIDE_PX, CARD_CORNERS)


def test_the_face_judged_at_a_spot_lies_along_its_cards_edges():
    turned = np.float32([(0, 0), (math.cos(0.5), math.sin(0.5)), (0, 1), (-1, 1)]) * 200  # top edge turned 0.5 rad
    a, b, c, d = face_at((100.0, 100.0), 30.0, turned)
    assert math.atan2(b[1] - a[1], b[0] - a[0]) == pytest.approx(0.5)
    assert (math.dist(a, b), math.dist(b, c), math.dist(a, c)) == pytest.approx((30.0, 30.0, 30.0 * math.sqrt(2)))
    assert np.mean([a, b, c, d], axis=0) == pytest.approx((100.0, 100.0))


def read_rendered_board(name: str) -> TableReading:
    path = BOARDS / f"{name}.jpg"
    image = cv2.imread(str(path))
    label = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    height, width = image.shape[:2]
    cards = tuple(Region(r["name"], tuple(map(tuple, r["corners"])), (width, height)) for r in label["regions"])
    regions = with_cards_above(cards, load_board("bloeder-sack"))
    return BoardReader(regions, load_profile("bloeder-sack")).read(image)


def test_the_empty_fields_of_a_rendered_board_are_no_unreadable_dice():
    # 60004: three dice on the five Ablagekarten; 31 of their empty fields were reported unreadable before
    assert read_rendered_board("60004").unreadable == ()


def test_a_die_on_a_card_whose_pips_form_no_face_is_still_seen_and_read_on_its_fitted_face():
    # 60014: the die labelled at (231, 568) on card 1 (a black 6), refused both before and after empty fields were
    # judged: its refusal outlives the print test, so the face fitted to its edges reads it (vision.refused_faces)
    reading = read_rendered_board("60014")
    near = [die for die in reading.dice if math.dist(die.center, (231, 568)) < 10]
    assert [(die.value, die.colour) for die in near] == [(6, "black")]
    assert near[0].confidence < 0.9
