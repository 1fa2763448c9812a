"""Dice cocked sideways (`vision.turned_pips`): a face whose pips are drawn out across the way both the die touching it
and the frame's other dice show theirs is asked about."""

from __future__ import annotations

from vision.cocked import Slant, pip_stretch, slants_of
from vision.pips import Pip
from vision.reading import DieReading
from vision.turned_pips import pips_turned_from_the_others, with_turned_pips_doubts

SIDE_PX = 30.0
# Flat dice drawn out across image-down (long axes across, stretch pointing +x): one touching (100, 100), two farther.
FLAT = (
    Slant(0.9, 0.93, 130.0, 100.0, SIDE_PX, 6, (0.08, 0.0)),
    Slant(0.9, 0.92, 300.0, 200.0, SIDE_PX, 5, (0.09, 0.01)),
    Slant(0.9, 0.93, 50.0, 300.0, SIDE_PX, 4, (0.07, -0.01)),
)


def face(stretch: tuple[float, float] | None, pips: int = 3) -> Slant:
    """A face read from `pips` pips at (100, 100), its pips drawn out as `stretch`."""
    return Slant(None, 0.9, 100.0, 100.0, SIDE_PX, pips, stretch)


def test_pips_drawn_out_at_right_angles_stretch_opposite_ways():
    across = Pip((0.0, 0.0), 4.0, 1.2, 0.0, 80.0, 200.0, False)
    upright = Pip((0.0, 0.0), 4.0, 1.2, 1.5707963, 80.0, 200.0, False)
    (across_x, _), (upright_x, _) = pip_stretch([across]), pip_stretch([upright])
    assert round(across_x, 3) == 0.2 and round(upright_x, 3) == -0.2


def test_a_face_drawn_out_across_the_die_beside_it_and_the_frames_dice_is_asked_about():
    # 0.115 against both: 1 - 0.5 × (0.115 - 0.085) / (0.125 - 0.085)
    assert round(pips_turned_from_the_others(face((-0.115, 0.0)), FLAT), 3) == 0.625


def test_a_face_drawn_out_as_the_others_is_not_doubted():
    assert pips_turned_from_the_others(face((0.2, 0.05)), FLAT) == 1.0


def test_a_face_seen_squarely_is_not_doubted_whichever_way_its_round_pips_lean():
    assert pips_turned_from_the_others(face((-0.05, 0.0)), FLAT) == 1.0


def test_a_flat_face_beside_a_cocked_one_drawn_out_against_it_alone_is_not_doubted():
    cocked_beside = Slant(None, 0.9, 130.0, 100.0, SIDE_PX, 4, (-0.12, 0.0))
    assert pips_turned_from_the_others(face((0.15, 0.0), pips=5), (cocked_beside, *FLAT[1:])) == 1.0


def test_a_face_with_no_die_touching_it_is_not_doubted():
    assert pips_turned_from_the_others(face((-0.12, 0.0)), FLAT[1:]) == 1.0


def test_a_face_of_two_pips_is_not_doubted():
    assert pips_turned_from_the_others(face((-0.12, 0.0), pips=2), FLAT) == 1.0


def test_dice_read_by_their_pip_places_are_left_as_they_are():
    box = ((85.0, 85.0), (115.0, 85.0), (115.0, 115.0), (85.0, 115.0))
    dice = [DieReading(3, "blue", (100.0, 100.0), box, 1.0)] * 2
    assert with_turned_pips_doubts(dice, slants_of(dice, [None, None])) == tuple(dice)
