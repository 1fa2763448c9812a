"""The camera screen lists each distinct reason for unreadable dice once, beside the numbers the picture marks those
dice with, whole."""

import numpy as np
import pytest
from screen_walk import unreadable_reasons

from dicetable.messages import set_language, text
from display.renderer import Renderer
from display.screens.camera_reasons import ReasonGroup, reason_groups
from display.views import CameraView, DieOverlay, UnreadableOverlay

BLURRED = text("vision.reader.unreadable.pips_not_seen")
COCKED = text("vision.reader.unreadable.not_a_face")
BLURRED_DE = (
    "Würfel gesehen, aber seine Augen nicht – verwackelt, unscharf oder verdeckt? Bitte ruhig und frei liegen lassen."
)
COCKED_DE = "Keine Würfelseite zu erkennen – Würfel schief oder verdeckt? Bitte neu legen."
NARROW_PANEL_LEFT_PX = 568  # where the panel starts beside a picture with no long reasons to give room to
BLURRED_EN = "A die is seen but not its pips – blurred, out of focus or covered? Please let it lie still and uncovered."


@pytest.fixture(scope="module")
def renderer():
    return Renderer((800, 480), headless=True)


def camera_view(reasons, dice=0, needs_confirmation=False):
    """A 640×480 frame with `dice` read dice and one unreadable die for each of `reasons`."""
    box = ((10.0, 10.0), (40.0, 10.0), (40.0, 40.0), (10.0, 40.0))
    read = tuple(DieOverlay("blue", 1 + number % 6, box) for number in range(dice))
    unreadable = tuple(UnreadableOverlay((100.0 + 80 * n, 240.0), reason) for n, reason in enumerate(reasons))
    frame = np.zeros((480, 640, 3), np.uint8)
    return CameraView(frame=frame, dice=read, unreadable=unreadable, needs_confirmation=needs_confirmation)


def test_reasons_are_grouped_in_the_order_they_first_occur_with_their_dice_numbers():
    view = camera_view([BLURRED, COCKED, BLURRED])
    assert reason_groups(view.unreadable) == (ReasonGroup(BLURRED, (1, 3)), ReasonGroup(COCKED, (2,)))


def test_dice_unreadable_for_the_same_reason_share_one_reason_on_the_panel(renderer):
    renderer.draw(camera_view([BLURRED, COCKED, BLURRED]))
    assert [renderer.texts().count(reason) for reason in (BLURRED_DE, COCKED_DE)] == [1, 1]


def test_each_unreadable_die_is_numbered_on_the_picture_and_beside_its_reason(renderer):
    renderer.draw(camera_view([BLURRED, COCKED, BLURRED]))
    assert [renderer.texts().count(number) for number in ("1", "2", "3")] == [2, 2, 2]


def test_the_panel_says_how_many_dice_are_unreadable(renderer):
    renderer.draw(camera_view([BLURRED, COCKED, BLURRED]))
    assert "3 nicht lesbar" in renderer.texts()


def test_a_long_reason_for_three_dice_is_shown_whole_beside_read_dice_and_the_prompt(renderer):
    renderer.draw(camera_view([BLURRED, COCKED, BLURRED], dice=4, needs_confirmation=True))
    assert (BLURRED_DE in renderer.texts(), renderer.cut_texts()) == (True, ())


def test_seven_dice_unreadable_for_one_reason_show_it_whole_in_english(renderer):
    set_language("en")
    renderer.draw(camera_view([BLURRED] * 7))
    assert (renderer.texts().count(BLURRED_EN), renderer.cut_texts()) == (1, ())


def test_four_different_reasons_widen_the_panel_rather_than_shrink_below_a_readable_size(renderer):
    renderer.draw(camera_view(unreadable_reasons()[:4], dice=3))
    panel = next(drawn for drawn in renderer.drawn if drawn.message == "4 nicht lesbar")
    assert panel.box.left < NARROW_PANEL_LEFT_PX
