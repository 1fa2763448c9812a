"""A die in shade (a tray wall's shadow) is darker than every colour of its set: it is named as a shaded die of the
colour it matches when relit, and asked about (`vision.colour`)."""

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die, synthetic_profile

from vision.colour import ColourSettings, classify_dice

CENTRES = [(50.0, 50.0), (130.0, 50.0), (210.0, 50.0)]


def table_with(colours: list[str], shaded: int | None = None, light_share: float = 1.0):
    """Dice of `colours` in a row, die `shaded` and the table around it getting only `light_share` of the light."""
    image = blank_table(background="felt", seed=5)
    dice = [
        draw_die(image, colour, centre, 40, 20.0 * index, 3, seed=index)
        for index, (colour, centre) in enumerate(zip(colours, CENTRES, strict=True))
    ]
    if shaded is None:
        return image, [die.box for die in dice]
    x, y = CENTRES[shaded]
    shade = np.zeros(image.shape[:2], np.uint8)
    cv2.rectangle(shade, (int(x) - 35, int(y) - 35), (int(x) + 35, int(y) + 35), 1, -1)
    image[shade.astype(bool)] = (image[shade.astype(bool)] * light_share).astype(np.uint8)
    return image, [die.box for die in dice]


def test_a_blue_die_in_deep_shade_is_named_blue_but_not_surely():
    image, boxes = table_with(["white", "blue", "black"], shaded=1, light_share=0.5)
    guesses = classify_dice(image, boxes, synthetic_profile("bloeder-sack"))
    assert [(guess.colour, round(guess.confidence, 3)) for guess in guesses] == [
        ("white", 1.0),
        ("blue", 0.8),
        ("black", 1.0),
    ]


def test_a_die_in_shade_is_only_named_when_it_matches_no_colour_as_it_is():
    image, boxes = table_with(["white", "blue", "black"], shaded=2, light_share=0.5)
    guesses = classify_dice(image, boxes, synthetic_profile("bloeder-sack"))
    assert [guess.colour for guess in guesses] == ["white", "blue", "black"]
    assert guesses[2].confidence == 1.0


def test_a_die_in_shade_is_named_at_the_shaded_confidence_asked_for():
    image, boxes = table_with(["white", "blue", "black"], shaded=1, light_share=0.5)
    guesses = classify_dice(image, boxes, synthetic_profile("bloeder-sack"), ColourSettings(shaded_confidence=0.6))
    assert round(guesses[1].confidence, 3) == 0.6


def test_a_grey_face_matching_no_colour_is_not_taken_for_a_white_die_in_shade():
    """Half the black die's face washed to grey by a glare streak: white, black and shade differ by lightness only."""
    image, boxes = table_with(["white", "blue", "black"])
    x, y = (int(value) for value in CENTRES[2])
    streak = image[y - 20 : y, x - 20 : x + 20]
    image[y - 20 : y, x - 20 : x + 20] = (0.5 * streak + 0.5 * 200).astype(np.uint8)
    guesses = classify_dice(image, boxes, synthetic_profile("bloeder-sack"))
    assert [guess.colour for guess in guesses] == ["white", "blue", "unknown"]
