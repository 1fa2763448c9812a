import dataclasses

import numpy as np
import pytest

from vision.colour import ColourSettings, classify_dice, measure_dice
from vision.colour_counts import share_out_undecided
from vision.profiles import ColourStats, load_profile

WHITE, SILVER = 0, 1
# log-likelihoods per die (rows) and colour (columns white, silver)
CLEARLY_WHITE = [-1.0, -9.0]
IN_BETWEEN = [-2.0, -2.4]


def test_a_die_between_white_and_silver_is_silver_when_the_white_die_lies_beside_it():
    resolved = share_out_undecided(np.array([CLEARLY_WHITE, IN_BETWEEN]), [1, 1], [WHITE, None], 0.02)
    assert resolved == {1: (SILVER, pytest.approx(1.0))}


def test_an_undecided_die_alone_stays_as_uncertain_as_it_was():
    ((colour, confidence),) = share_out_undecided(np.array([IN_BETWEEN]), [1, 1], [None], 0.02).values()
    assert (colour, confidence) == (WHITE, pytest.approx(1 / (1 + np.exp(-0.4))))


def test_more_dice_than_the_set_has_are_left_undecided():
    assert (
        share_out_undecided(np.array([CLEARLY_WHITE, IN_BETWEEN, IN_BETWEEN]), [1, 1], [WHITE, None, None], 0.02) == {}
    )


def test_an_implausible_colour_is_not_tried():
    resolved = share_out_undecided(np.array([CLEARLY_WHITE, [-1.0, -12.0]]), [1, 1], [WHITE, None], 0.02)
    assert resolved == {}


def squares(*grey_levels):
    image = np.full((60, 40 + 50 * len(grey_levels), 3), 40, np.uint8)
    boxes = []
    for index, level in enumerate(grey_levels):
        x = 20 + 50 * index
        image[15:45, x : x + 30] = level
        boxes.append([(x, 15), (x + 30, 15), (x + 30, 45), (x, 45)])
    return image, boxes


def white_and_silver_profile(white_l, silver_l):
    profile = load_profile("doppelt-so-clever")
    stats = {
        "white": ColourStats((white_l, 0.0, 0.0, 0.0), (1.0,) * 4, 9),
        "silver": ColourStats((silver_l, 0.0, 0.0, 0.0), (1.0,) * 4, 9),
    }
    return dataclasses.replace(profile, colours=tuple((name, stats.get(name, s)) for name, s in profile.colours))


def test_the_set_counts_decide_a_grey_die_that_is_undecided_alone():
    image, boxes = squares(240, 200)
    features, _ = measure_dice(image, boxes)
    white_l, grey_l = features[:, 0]
    profile = white_and_silver_profile(white_l, grey_l - 0.8 * (white_l - grey_l))
    alone = classify_dice(image, boxes, profile, ColourSettings(shares_out_by_counts=False))
    together = classify_dice(image, boxes, profile)
    assert ([g.colour for g in alone], [g.colour for g in together]) == (["white", "unknown"], ["white", "silver"])
