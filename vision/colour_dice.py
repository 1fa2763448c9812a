"""The dice whose faces are colours, not pips (the PUSH die, a profile's faces = "colour"), read by the colour of
their top face alone.

With a profile, `bodies` finds dice by their colour against the table and `squares` by the outline of their top face;
a face printed with the star is found by its print (`star_print`), unless it is the die's side face below a top of
another colour (`side_stars`): then that top is the die. Where none is read, a face on felt of its own hue
or against a tray wall may still show its colour (`colour_spots`), one in the shade its hue (`shaded_faces`), and a
face cut short by a tray wall is read where no other face can be the die's top (`cut_faces`); else it is reported
unreadable. Boxes are four corners (x, y) in frame pixels, in order around the face.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from vision import tolerances as tol
from vision.bodies import Body, find_bodies, working_image
from vision.boxes import Point, distance, mean_side_px
from vision.reading import DieReading, TableReading
from vision.shaded_faces import shaded_dice
from vision.side_stars import top_beyond
from vision.squares import beside_squares, find_squares
from vision.star_print import find_printed_stars, print_step


def colour_dice(image_bgr: np.ndarray, profile: Any, frame_long_side_px: int | None) -> TableReading:
    """Dice whose faces are colours, not pips (the PUSH die), no more than the set can have on the table: first the
    faces found by their printed star (its shape is surer than any colour, and a black face on a dark table shows
    no body), then bodies whose top face shows a profile colour, the most standing-out first; a body of the star
    face's colour only where its print shows (`star_print.print_step`): dark table corners and dice in the shade
    look as black as that face. A star face below a top of another colour is the die's side face: the top beyond it
    is read instead, asked about, where no body of the die was read (`side_stars.top_beyond`). Where none is read,
    a face cut short by a tray wall is read where no other face can be
    the die's top (`cut_faces.cut_top_faces`), else reported unreadable (`colour_spots.partly_hidden_faces`).
    `frame_long_side_px`: as for `vision.reader.read_frame`."""
    from vision.colour import classify_die  # the colour stage is only needed with a profile
    from vision.colour_spots import colour_spots, partly_hidden_faces, spotted_dice
    from vision.cut_faces import cut_top_faces

    dice, tops_beyond = [], []  # tops_beyond: the dice whose star face was found on their side (`side_stars`)
    if profile.star_face is not None:
        for star in find_printed_stars(image_bgr):
            top = top_beyond(image_bgr, star, profile)
            if top is None:
                dice.append(DieReading(None, profile.star_face, star.center, star.box, tol.STAR_CONFIDENCE))
            else:
                tops_beyond.append(top)
    bodies = _bodies(image_bgr, frame_long_side_px)
    for body in bodies:
        if len(dice) >= profile.capacity():
            break
        guess = classify_die(image_bgr, body.box, profile)
        if guess.is_decided and guess.colour == profile.star_face:
            if print_step(image_bgr, body) < tol.STAR_PRINT_STEP:
                continue
            top = top_beyond(image_bgr, body, profile)
            if top is not None:
                tops_beyond.append(top)
                continue
        if guess.is_decided and _is_apart(body.center, body.side_px, dice):
            dice.append(DieReading(None, guess.colour, body.center, body.box, round(float(guess.confidence), 3)))
    # The top beyond a side face with the star is read only where no body of the die was (its outline unseen).
    for top in tops_beyond:
        if _is_apart(top.center, mean_side_px(top.box), dice):
            dice.append(top)
    if dice:
        return TableReading(dice=tuple(dice[: profile.capacity()]))
    # A face on felt of its own hue or against a tray wall may still show its colour (`vision.colour_spots`), and
    # one in the shade its hue (`vision.shaded_faces`).
    spots = colour_spots(working_image(image_bgr, frame_long_side_px), profile)
    spotted = spotted_dice(image_bgr, spots.whole, profile) or shaded_dice(
        image_bgr, bodies + [spot for _, spot in spots.whole], profile
    )
    if spotted:
        return TableReading(dice=spotted)
    cut_top = cut_top_faces(image_bgr, spots.cut_short, profile)
    if cut_top:
        return TableReading(dice=cut_top)
    return TableReading(dice=(), unreadable=partly_hidden_faces(image_bgr, spots.cut_short, profile))


def _is_apart(center: Point, side_px: float, dice: list[DieReading]) -> bool:
    """Whether a face at `center`, `side_px` wide, lies at least a side from every die read."""
    return all(distance(die.center, center) >= side_px for die in dice)


def _bodies(image_bgr: np.ndarray, frame_long_side_px: int | None) -> list[Body]:
    """Top faces found by their outline, then die bodies found by colour where no outline was (a die whose edges are
    blurred), largest or most standing-out first within each: an outline is the top face itself, while a colour
    body may take in a side face, which puts its pip places off."""
    working = working_image(image_bgr, frame_long_side_px)  # scaled and converted once for both searches
    squares = find_squares(image_bgr, working)
    # A lit part of a blob too long for a die (`Body.is_lit_top`) is a die's top only where its pips confirm it: read
    # by colour alone, it took a PUSH die mid-throw without asking (recorded push-game 000071).
    bodies = [body for body in find_bodies(image_bgr, working) if not body.is_lit_top]
    return squares + beside_squares(bodies, squares)
