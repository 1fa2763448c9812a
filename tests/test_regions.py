"""Regions: finding flat cards on the table and placing the dice read onto them (vision/regions.py)."""

import math

import cv2
import numpy as np
import pytest

from dicetable.errors import DicetableError
from dicetable.messages import render
from vision.reader import FrameNotUnderstood
from vision.reading import DieReading, TableReading
from vision.regions import Layout, PlacedDie, Region, RegionsNotFound, find_regions, place_dice, region_above

TABLE_BGR = (40, 70, 110)  # brown wood
CARD_BGR = (215, 230, 235)  # cream card
NAMES = ("1", "2", "3", "4", "5")


def board_image(cards: int = 5, with_sack_cards: bool = True) -> np.ndarray:
    image = np.full((960, 1280, 3), TABLE_BGR, np.uint8)
    for k in range(cards):
        x = 120 + k * 220
        cv2.rectangle(image, (x, 420), (x + 180, 660), CARD_BGR, -1)
        if with_sack_cards:
            cv2.rectangle(image, (x + 20, 200), (x + 160, 330), CARD_BGR, -1)
    return image


def square_die(center, side=30.0, value=3, colour="red") -> DieReading:
    x, y = center
    half = side / 2
    box = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
    return DieReading(value, colour, (float(x), float(y)), box, 0.9)


def test_five_cards_are_found_and_named_left_to_right():
    regions = find_regions(board_image(), 5, NAMES)
    assert [region.name for region in regions] == list(NAMES)
    lefts = [region.corners[0][0] for region in regions]
    assert lefts == sorted(lefts)
    assert lefts[0] == pytest.approx(120, abs=3)


def test_the_smaller_cards_above_the_board_are_passed_over():
    regions = find_regions(board_image(), 5, NAMES)
    assert all(region.corners[0][1] == pytest.approx(420, abs=3) for region in regions)


def test_corners_run_clockwise_from_the_top_left():
    region = find_regions(board_image(cards=1, with_sack_cards=False), 1, ["baustelle"])[0]
    expected = ((120, 420), (300, 420), (300, 660), (120, 660))
    for corner, want in zip(region.corners, expected, strict=True):
        assert corner == pytest.approx(want, abs=3)


def test_a_card_turned_on_the_table_keeps_its_top_left_corner_first():
    image = np.full((960, 1280, 3), TABLE_BGR, np.uint8)
    card = cv2.boxPoints(((640, 480), (300, 400), 15)).astype(np.int32)
    cv2.fillConvexPoly(image, card, CARD_BGR)
    corners = find_regions(image, 1, ["baustelle"])[0].corners
    assert min(range(4), key=lambda k: corners[k][0] + corners[k][1]) == 0
    assert corners[1][0] > corners[0][0] and corners[2][1] > corners[1][1]


def test_the_region_remembers_the_frame_size_it_was_found_in():
    assert find_regions(board_image(), 5, NAMES)[0].frame_size == (1280, 960)


def test_too_few_cards_are_refused_with_what_to_check():
    with pytest.raises(RegionsNotFound) as refused:
        find_regions(board_image(cards=3, with_sack_cards=False), 5, NAMES)
    assert render(refused.value.text) == (
        "Spielplan nicht gefunden: 5 Karten erwartet, 3 kartenähnliche Flächen gesehen. Bitte alle Karten ganz ins"
        " Bild legen, mit etwas Abstand zueinander, auf einem Tisch, der dunkler ist als die Karten."
    )
    assert isinstance(refused.value, DicetableError) and isinstance(refused.value, LookupError)


def test_an_empty_table_has_no_regions():
    with pytest.raises(RegionsNotFound):
        find_regions(np.full((480, 640, 3), TABLE_BGR, np.uint8), 1, ["baustelle"])


def test_names_must_match_the_count():
    with pytest.raises(ValueError, match="expected 5 names"):
        find_regions(board_image(), 5, ["1", "2"])


def test_a_frame_that_is_no_image_is_refused():
    with pytest.raises(FrameNotUnderstood):
        find_regions(np.zeros((10, 10), np.uint8), 1, ["baustelle"])


def flat_region(name="1", left=100.0, top=100.0, width=300.0, height=300.0) -> Region:
    corners = ((left, top), (left + width, top), (left + width, top + height), (left, top + height))
    return Region(name, corners)


def test_a_die_goes_to_the_nearest_field():
    layout = Layout(((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)))
    die = square_die((100 + 0.7 * 300, 100 + 0.8 * 300))
    placed = place_dice(TableReading(dice=(die,)), [flat_region()], {"1": layout})
    assert placed == (PlacedDie("1", 4, die),)


def test_something_seen_on_a_card_far_from_every_field_lies_on_none_of_its_fields():
    layout = Layout(((0.25, 0.6), (0.75, 0.6)))  # fields 0.5 apart: each reaches 0.375
    printed = square_die((100 + 0.25 * 300, 100 + 0.1 * 300))  # 0.5 above field 1, where a card's header is
    placed = place_dice(TableReading(dice=(printed,)), [flat_region()], {"1": layout})
    assert placed == (PlacedDie("1", None, printed, off_fields=True),)


def test_a_die_beside_every_region_is_loose():
    die = square_die((600, 600))
    assert place_dice(TableReading(dice=(die,)), [flat_region()], {}) == (PlacedDie(None, None, die),)


def test_a_die_on_a_region_without_fields_has_no_field():
    die = square_die((250, 250))
    placed = place_dice(TableReading(dice=(die,)), [flat_region("baustelle")], {})
    assert placed == (PlacedDie("baustelle", None, die),)


def test_dice_keep_the_readers_order():
    dice = (square_die((600, 600)), square_die((150, 150)), square_die((390, 390)))
    placed = place_dice(TableReading(dice=dice), [flat_region()], {"1": Layout(((0.5, 0.5),))})
    assert [p.die for p in placed] == list(dice)
    assert [p.region for p in placed] == [None, "1", "1"]


def test_each_die_finds_its_own_region_among_several():
    regions = [flat_region("1", left=0), flat_region("2", left=400)]
    die = square_die((550, 250))
    assert place_dice(TableReading(dice=(die,)), regions, {})[0].region == "2"


def slanted_camera(tilt_deg: float):
    """A 1280×960 camera 500 mm above a card's corner area, tilted forward: (K, R, t) from card mm."""
    focal = 1100.0
    intrinsics = np.array([[focal, 0, 640], [0, focal, 480], [0, 0, 1.0]])
    tilt = math.radians(tilt_deg)
    # the camera looks down (card z up) and tilts towards +y (the far side of the card)
    down = np.array([[1, 0, 0], [0, -1, 0], [0, 0, -1.0]])
    tilted = np.array([[1, 0, 0], [0, math.cos(tilt), -math.sin(tilt)], [0, math.sin(tilt), math.cos(tilt)]])
    rotation = tilted @ down
    centre = np.array([40.0, -250.0, 500.0])
    return intrinsics, rotation, -rotation @ centre


def project(camera, point_mm) -> tuple[float, float]:
    intrinsics, rotation, t = camera
    seen = intrinsics @ (rotation @ np.asarray(point_mm, float) + t)
    return float(seen[0] / seen[2]), float(seen[1] / seen[2])


def test_a_tall_die_seen_at_a_slant_is_traced_down_to_its_field():
    camera = slanted_camera(35)
    size = (80.0, 110.0)
    # card y runs up the table, so the camera's top-left corner is the card's far-left corner
    corners = tuple(project(camera, (x, y, 0)) for x, y in ((0, 110), (80, 110), (80, 0), (0, 0)))
    region = Region("1", corners, (1280, 960))
    layout = Layout(tuple((0.2 + 0.3 * (k % 3), 0.3 + 0.25 * (k // 3)) for k in range(9)), size_mm=size)
    field = 5  # (0.5, 0.55) in region units = 40 mm across, 49.5 mm from the far edge
    top = project(camera, (40.0, 110 - 49.5, 16.0))
    die = square_die(top)
    assert place_dice(TableReading(dice=(die,)), [region], {"1": layout})[0].field == field
    unsized = Layout(layout.fields)
    assert place_dice(TableReading(dice=(die,)), [region], {"1": unsized})[0].field != field


def test_a_dark_die_on_the_card_edge_leaves_the_corners_where_they_are():
    image = board_image(cards=1, with_sack_cards=False)
    cv2.rectangle(image, (100, 500), (135, 535), (20, 20, 20), -1)  # a black die half over the left edge
    cv2.rectangle(image, (150, 410), (185, 445), (20, 20, 20), -1)  # and one over the top edge
    region = find_regions(image, 1, ["baustelle"])[0]
    expected = ((120, 420), (300, 420), (300, 660), (120, 660))
    for corner, want in zip(region.corners, expected, strict=True):
        assert corner == pytest.approx(want, abs=1.5)


def test_with_a_board_card_missing_the_smaller_cards_do_not_stand_in():
    image = board_image()
    cv2.rectangle(image, (120, 420), (300, 660), TABLE_BGR, -1)  # card 1 taken away, its Sackkarte stays
    with pytest.raises(RegionsNotFound):
        find_regions(image, 5, NAMES)


def test_a_sheet_far_larger_than_the_cards_is_passed_over():
    image = np.full((960, 1280, 3), TABLE_BGR, np.uint8)
    cv2.rectangle(image, (40, 40), (600, 900), CARD_BGR, -1)  # a score pad
    cv2.rectangle(image, (700, 300), (880, 540), CARD_BGR, -1)
    cv2.rectangle(image, (950, 300), (1130, 540), CARD_BGR, -1)
    regions = find_regions(image, 2, ["1", "2"])
    assert [region.corners[0] for region in regions] == [
        pytest.approx((700, 300), abs=2),
        pytest.approx((950, 300), abs=2),
    ]


def test_a_box_bottom_darker_than_the_table_is_found_by_its_colour():
    image = np.full((960, 1280, 3), (128, 128, 128), np.uint8)  # grey felt
    cv2.rectangle(image, (300, 300), (500, 560), (40, 60, 150), -1)  # a dark red box bottom
    region = find_regions(image, 1, ["baustelle"])[0]
    assert region.corners[0] == pytest.approx((300, 300), abs=2)


@pytest.mark.parametrize("tilt_deg", [5, 20, 35])
def test_the_cards_corners_tell_the_camera_so_a_die_is_traced_down_to_within_a_millimetre(tilt_deg):
    camera = slanted_camera(tilt_deg)
    size = (80.0, 110.0)
    regions = [
        Region(
            name, tuple(project(camera, (x + dx, y, 0)) for x, y in ((0, 110), (80, 110), (80, 0), (0, 0))), (1280, 960)
        )
        for name, dx in (("1", 0.0), ("2", 100.0))
    ]
    fine = Layout(tuple((u / 80, v / 110) for v in range(0, 111) for u in range(0, 81)), size_mm=size)  # 1 mm grid
    die = square_die(project(camera, (23.0, 110 - 71.0, 16.0)))  # stands 23 mm across, 71 mm down the card
    placed = place_dice(TableReading(dice=(die,)), regions, {"1": fine, "2": fine})[0]
    assert fine.fields[placed.field - 1] == pytest.approx((23 / 80, 71 / 110), abs=1.01 / 110)


def test_the_area_above_a_card_lies_in_its_plane_from_its_top_edge_and_holds_no_dice():
    camera = slanted_camera(30)
    corners = tuple(project(camera, (x, y, 0)) for x, y in ((0, 110), (80, 110), (80, 0), (0, 0)))
    card = Region("1", corners, (1280, 960))
    above = region_above(card, "S1", (80.0, 110.0), (56.0, 132.0))
    expected = [project(camera, (x, y, 0)) for x, y in ((0, 242), (80, 242), (80, 110), (0, 110))]
    assert (above.name, above.frame_size, above.holds_dice) == ("S1", (1280, 960), False)
    for corner, want in zip(above.corners, expected, strict=True):
        assert corner == pytest.approx(want, abs=0.2)


def test_a_card_above_wider_than_its_region_widens_the_area_on_both_sides():
    card = Region("1", ((100.0, 200.0), (180.0, 200.0), (180.0, 310.0), (100.0, 310.0)))
    above = region_above(card, "S1", (80.0, 110.0), (100.0, 55.0))
    assert above.corners == ((90.0, 145.0), (190.0, 145.0), (190.0, 200.0), (90.0, 200.0))


def test_a_die_seen_on_the_area_above_a_card_is_placed_on_it_not_loose():
    card = Region("1", ((100.0, 200.0), (180.0, 200.0), (180.0, 310.0), (100.0, 310.0)))
    above = region_above(card, "S1", (80.0, 110.0), (56.0, 132.0))
    print_read_as_die = square_die((140.0, 120.0))
    placed = place_dice(TableReading(dice=(print_read_as_die,)), [card, above], {"1": Layout(((0.5, 0.5),))})
    assert (placed[0].region, placed[0].field) == ("S1", None)
