"""Reading a face by its pip places: given the face's corners, the pattern of places that stand out is the value."""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np
import pytest
from vision_synthetic import blank_table, draw_die

from vision import face_template
from vision import tolerances as tol
from vision.face_template import PATTERNS, PLACES, read_face


def test_every_pattern_uses_only_the_nine_places():
    assert all(pattern <= PLACES.keys() for patterns in PATTERNS.values() for pattern in patterns)


@pytest.mark.parametrize("value", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("colour", ["blue", "white"])
def test_a_small_face_is_read_from_its_corners(value, colour):
    table = blank_table(320, 240, "felt")
    die = draw_die(table, colour, (160, 120), side_px=26, angle_deg=20, value=value)
    read = read_face(table, die.box)
    assert read is not None and read.value == value


def test_a_face_without_pips_has_no_value():
    table = blank_table(320, 240, "felt")
    die = draw_die(table, "green", (160, 120), side_px=30, angle_deg=0, value=None)
    assert read_face(table, die.box) is None


def test_a_blurred_six_is_still_read_by_its_places():
    table = blank_table(320, 240, "wood")
    die = draw_die(table, "white", (160, 120), side_px=30, angle_deg=10, value=6)
    streak = np.zeros((7, 7), np.float32)
    streak[3, :] = 1 / 7
    read = read_face(cv2.filter2D(table, -1, streak), die.box)
    assert read is not None and read.value == 6


def test_a_five_whose_pips_sit_closer_than_the_places_is_never_a_one():
    table = blank_table(320, 240, "wood")
    die = draw_die(table, "white", (160, 120), side_px=28, angle_deg=0, value=5)
    middle = np.mean(die.box, axis=0)
    outline = tuple(tuple(middle + 1.5 * (np.asarray(corner) - middle)) for corner in die.box)  # pips look close
    read = read_face(table, outline)
    assert read is None or read.value == 5


def test_dark_pips_on_a_blue_face_are_read_where_they_stand_out():
    """Blöder Sack's blue dice: dark blue pips barely darker than the face in grey (about 13 levels), far darker in
    the face's brightest channel (blue: 100 levels)."""
    table = np.full((120, 120, 3), (60, 90, 110), np.uint8)
    side, middle = 36.0, np.array([60.0, 60.0])
    corners = middle + side / 2 * np.array([(-1, -1), (1, -1), (1, 1), (-1, 1)])
    cv2.fillConvexPoly(table, np.rint(corners).astype(np.int32), (210, 110, 40))
    unit = side / 3.6
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        centre = np.rint(middle + unit * np.array([dx, dy])).astype(int)
        cv2.circle(table, (int(centre[0]), int(centre[1])), round(0.3 * unit), (110, 105, 45), -1, cv2.LINE_AA)
    read = read_face(table, tuple(tuple(corner) for corner in corners))
    assert read is not None and (read.value, read.is_dark) == (4, True)


RENDERED = Path(__file__).parents[1] / "fixtures" / "rendered"
BLOEDER_30008_RED_ONE = ((273.0, 247.0), (245.0, 234.0), (259.0, 207.0), (287.0, 220.0))  # as labelled


def test_a_two_whose_outline_sits_askew_is_no_one():
    """Blöder Sack 30035: a black 2 whose outline, found by the reader, sits askew: one pip grazes the centre place,
    the other lies between places, where the face still shows it."""
    image = cv2.imread(str(RENDERED / "bloeder-sack" / "30035.jpg"))
    read = read_face(image, ((411.0, 168.0), (394.0, 191.0), (417.0, 206.0), (431.0, 188.0)))
    assert read is None or read.value == 2


def test_a_big_lone_pip_reads_as_a_one():
    table = blank_table(320, 240, "felt")
    die = draw_die(table, "red", (160, 120), side_px=36, angle_deg=15, value=None)
    cv2.circle(table, (160, 120), 6, (225, 228, 228), -1, cv2.LINE_AA)  # 0.6 units: 1.25 times an ordinary pip's
    read = read_face(table, die.box)
    assert read is not None and read.value == 1


def test_a_glint_along_the_bevel_of_a_one_is_no_second_pip():
    """Blöder Sack 30008: the glossy red 1 shows a long glint along its left bevel, inside the face's labelled box."""
    image = cv2.imread(str(RENDERED / "bloeder-sack" / "30008.jpg"))
    read = read_face(image, BLOEDER_30008_RED_ONE)
    assert read is not None and read.value == 1


def test_a_lone_pip_beside_a_short_spot_on_the_rim_is_no_one():
    """A spot on the face's rim no longer than a pip may be a second pip of a face whose outline sits askew."""
    table = blank_table(320, 240, "felt")
    die = draw_die(table, "red", (160, 120), side_px=36, angle_deg=0, value=1)
    cv2.circle(table, (160 + 15, 120), 3, (225, 228, 228), -1, cv2.LINE_AA)  # on the rim, a pip wide
    read = read_face(table, die.box)
    assert read is None or read.value != 1


def test_a_glint_on_a_glossy_one_beside_its_pip_is_no_pip_ink():
    """Geht noch was 20031: a glint on the glossy red 1 runs along its lower right bevel, as long as the pip."""
    image = cv2.imread(str(RENDERED / "geht-noch-was" / "20031.jpg"))
    read = read_face(image, ((356.0, 254.0), (379.0, 280.0), (353.0, 302.0), (330.0, 276.0)))
    assert read is not None and read.value == 1


def _red_face_with_glare(value: int | None, place: tuple[float, float], width_units: float) -> tuple[np.ndarray, tuple]:
    """A glossy red face (side 36 px) with a glare: a broad Gaussian, `width_units` canonical units (pips at ±1) wide,
    clipped white at its peak, centred on `place` (canonical units from the face's middle)."""
    table = blank_table(320, 240, "felt")
    die = draw_die(table, "red", (160, 120), side_px=36, angle_deg=0, value=value)
    unit = 36 / 3.6
    ys, xs = np.mgrid[0:240, 0:320]
    middle = (160 + place[0] * unit, 120 + place[1] * unit)
    glare = 255 * np.exp(-((xs - middle[0]) ** 2 + (ys - middle[1]) ** 2) / (2 * (width_units * unit) ** 2))
    face = np.zeros((240, 320), np.uint8)
    cv2.fillConvexPoly(face, np.rint(die.box).astype(np.int32), 1)
    return np.clip(table + (glare * face)[:, :, None], 0, 255).astype(np.uint8), die.box


def _red_one_with_a_stray_pip() -> tuple[np.ndarray, tuple]:
    """A red 1 (side 36 px) with a second white pip on its top right pip place."""
    table = blank_table(320, 240, "felt")
    die = draw_die(table, "red", (160, 120), side_px=36, angle_deg=0, value=1)
    unit = 36 / 3.6
    cv2.circle(table, (round(160 + unit), round(120 - unit)), 3, (250, 250, 250), -1, cv2.LINE_AA)
    return table, die.box


def test_a_sheen_brighter_than_the_pip_in_a_corner_of_a_one_is_no_second_pip():
    """Gönnen 50028: a glossy 1's smooth highlight in its corner looked like a second spot of pip ink."""
    table, box = _red_face_with_glare(1, (1.5, -1.5), width_units=0.6)
    read = read_face(table, box)
    assert read is not None and read.value == 1


def test_a_second_pip_brighter_than_the_first_is_still_pip_ink():
    """Its edge is as sharp as the first pip's: a pip, not a sheen."""
    table, box = _red_one_with_a_stray_pip()
    read = read_face(table, box)
    assert read is None or read.value != 1


def test_a_glare_outshining_the_pips_on_an_empty_place_is_read_past():
    """Its light levelled, a glare on a 2's empty corner no longer hides the pattern (from one level it did)."""
    table, box = _red_face_with_glare(2, (1, -1), width_units=0.7)
    read = read_face(table, box)
    assert read is not None and read.value == 2


def test_a_glare_alone_on_a_face_without_pips_is_no_pip():
    table, box = _red_face_with_glare(None, (0.5, -0.5), width_units=0.7)
    assert read_face(table, box) is None


def test_a_three_whose_centre_pip_is_under_a_glare_is_no_two():
    """Levelled, the veiled centre looks empty; a 3 would look the same, so the face is not read at all."""
    table, box = _red_face_with_glare(3, (0, 0), width_units=1.0)
    assert read_face(table, box) is None


def test_a_glossy_two_with_glare_on_its_empty_corner_is_read():
    """Geht noch was 20046: the glare on the red 2's top right corner outshone both pips."""
    image = cv2.imread(str(RENDERED / "geht-noch-was" / "20046.jpg"))
    read = read_face(image, ((332.5, 180.9), (340.3, 148.3), (378.2, 155.9), (370.9, 188.6)))
    assert read is not None and read.value == 2


def test_a_washed_out_three_is_not_read_as_the_two_left_of_it():
    """Doppelt so clever 10018: a glare veils the yellow 3's centre pip, its corner pips show at the glare's edge."""
    image = cv2.imread(str(RENDERED / "doppelt-so-clever" / "10018.jpg"))
    read = read_face(image, ((344.2, 206.4), (342.8, 176.2), (375.6, 174.5), (377.5, 204.8)))
    assert read is None or read.value == 3


def _faint_red_face(value: int, blotches: float = 0.0) -> tuple[np.ndarray, tuple]:
    """A red face (side 36 px) whose light pips stand out only a tenth as far as usual (about 17 grey levels in its
    lightness, as white pips on a pale pink die), with a blotchy texture of `blotches` grey levels (1 σ, blotches
    about a pip wide) over the table and face."""
    table = blank_table(320, 240, "felt")
    plain = table.copy()
    die = draw_die(table, "red", (160, 120), side_px=36, angle_deg=15, value=value)
    draw_die(plain, "red", (160, 120), side_px=36, angle_deg=15, value=None)
    faint = plain + 0.09 * (table.astype(float) - plain)
    texture = cv2.GaussianBlur(np.random.default_rng(1).normal(0, 1, (240, 320)), (0, 0), 2.5)
    faint += blotches * (texture / texture.std())[:, :, None]
    return np.clip(faint, 0, 255).astype(np.uint8), die.box


def test_a_faint_face_whose_empty_places_agree_is_read():
    table, box = _faint_red_face(4)
    read = read_face(table, box)
    assert read is not None and read.value == 4


def test_a_faint_face_whose_empty_places_differ_as_much_as_its_pips_stand_out_is_not_read():
    table, box = _faint_red_face(4, blotches=6.0)
    assert read_face(table, box) is None


def test_a_pale_pink_three_with_faint_white_pips_is_read():
    """Doppelt so clever 10040: the pink 3's faintest pip stands out 18 grey levels beyond its empty places, which
    lie within 6 of one another."""
    image = cv2.imread(str(RENDERED / "doppelt-so-clever" / "10040.jpg"))
    read = read_face(image, ((287.0, 321.6), (255.4, 319.7), (257.3, 288.0), (288.9, 289.9)))
    assert read is not None and read.value == 3


def test_a_glint_along_the_bevel_of_an_outline_a_little_too_large_is_no_pip_ink():
    """Gönnen 50008: the outline found around the fifth colour's 2 takes in the glint along its right bevel, a
    streak on the rim over none of the pip places; counted as ink, the faint 2 showed too much of it."""
    image = cv2.imread(str(RENDERED / "goennen-koennen" / "50008.jpg"))
    read = read_face(image, ((239.0, 147.0), (263.0, 186.0), (232.0, 208.0), (206.0, 170.0)))
    assert read is not None and read.value == 2


def test_pips_drawn_out_alike_by_motion_blur_are_no_stray_ink():
    """Blöder Sack 30006: motion blur drew the red 2's pips out into streaks along one direction, each about half
    as long as the face is wide; counted as ink of round pips they showed too much of it on the outline found."""
    image = cv2.imread(str(RENDERED / "bloeder-sack" / "30006.jpg"))
    read = read_face(image, ((437.0, 242.0), (447.0, 262.0), (426.0, 272.0), (417.0, 254.0)))
    assert read is not None and read.value == 2


def test_pips_drawn_out_in_different_ways_are_no_blur():
    """Gönnen 50043: two pips of an orange 5, half in a lighter shadow, joined with light beside them, each a
    different way: no blur, so their spots count as they are, too much ink for a 2."""
    image = cv2.imread(str(RENDERED / "goennen-koennen" / "50043.jpg"))
    read = read_face(image, ((326.6, 197.8), (325.9, 161.8), (362.9, 161.6), (363.8, 197.6)))
    assert read is None or read.value == 5


def test_two_long_parallel_lines_of_print_on_the_places_of_a_two_are_no_blurred_pips():
    """Drawn out alike like blurred pips, but each 2.2 units long, far beyond any blur of a die at rest (0.3 of its
    side): lines of print on a card (Blöder Sack's board showed such a 2)."""
    card = np.full((240, 320, 3), (150, 185, 200), float) + np.random.default_rng(0).normal(0, 3, (240, 320, 3))
    card = np.clip(card, 0, 255).astype(np.uint8)
    reach = 2.2 * 10.0 / 2 / np.sqrt(2)  # pixels along each axis: half a line of 2.2 units of 10 px
    for x, y in ((150.0, 110.0), (170.0, 130.0)):  # through the top left and bottom right places
        cv2.line(
            card,
            (round(x - reach), round(y + reach)),
            (round(x + reach), round(y - reach)),
            (60, 70, 80),
            5,
            cv2.LINE_AA,
        )
    assert read_face(card, ((142.0, 102.0), (178.0, 102.0), (178.0, 138.0), (142.0, 138.0))) is None


def test_a_faint_face_is_not_read_for_a_caller_taking_only_clear_readings():
    table, box = _faint_red_face(4)
    assert read_face(table, box, least_margin=tol.TEMPLATE_MIN_MARGIN) is None


def test_a_face_read_in_its_own_light_reads_alike_for_a_caller_taking_only_clear_readings():
    table, box = _red_face_with_glare(2, (1, -1), width_units=0.7)
    assert read_face(table, box, least_margin=tol.PARTIAL_MIN_MARGIN) == read_face(table, box)


def test_a_clear_reading_under_the_callers_least_margin_is_none():
    """Geht noch was 20046: its red 2 reads 54 grey levels clear."""
    image = cv2.imread(str(RENDERED / "geht-noch-was" / "20046.jpg"))
    box = ((332.5, 180.9), (340.3, 148.3), (378.2, 155.9), (370.9, 188.6))
    assert read_face(image, box, least_margin=60) is None


def _standing_outs_of_real_faces(monkeypatch) -> list[np.ndarray]:
    """The pip places' standing-out (scales, rows, 9) `read_face` judged on the labelled faces of a bench frame, each
    also grown by half (a box a little off the face, as placed faces are, read in its own light too)."""
    from vision import face_template

    bench = Path(__file__).resolve().parents[1] / "fixtures" / "bench"
    image = cv2.imread(str(bench / "bench-01.jpg"))
    boxes = [np.asarray(die["box"]) for die in json.loads((bench / "bench-01.json").read_text())["dice"]]
    seen: list[np.ndarray] = []
    clearest = face_template.clearest_patterns
    monkeypatch.setattr(
        face_template, "clearest_patterns", lambda standing_out: seen.append(standing_out) or clearest(standing_out)
    )
    for box in boxes + [box.mean(axis=0) + 1.5 * (box - box.mean(axis=0)) for box in boxes]:
        read_face(image, tuple(map(tuple, box)))
    return seen


def _clearest_as_first_written(standing_out: np.ndarray) -> list[tuple[float, int, float, int, int]]:
    """`face_template.clearest_patterns` as first written, every place of every pattern looked at: the reference for the
    one that looks at the parts patterns share."""
    from vision.face_template import PATTERN_MASK, PATTERN_VALUES

    scales = len(standing_out)
    places = np.ascontiguousarray(standing_out.reshape(-1, 9).T)
    faintest_pip = np.where(PATTERN_MASK[:, :, None], places, np.inf).min(axis=1)
    strongest_empty = np.where(PATTERN_MASK[:, :, None], -np.inf, places).max(axis=1)
    margins = (faintest_pip - strongest_empty).reshape(len(PATTERN_VALUES), scales, -1).transpose(1, 2, 0)
    faintest = faintest_pip.reshape(len(PATTERN_VALUES), scales, -1).transpose(1, 2, 0)
    best = margins.reshape(scales, -1).argmax(axis=1)
    rows, patterns = np.unravel_index(best, margins.shape[1:])
    return [
        (float(margins[s, r, p]), int(PATTERN_VALUES[p]), float(faintest[s, r, p]), int(r), int(p))
        for s, (r, p) in enumerate(zip(rows, patterns, strict=True))
    ]


def test_the_clearest_pattern_of_real_faces_is_the_one_every_place_of_every_pattern_gives(monkeypatch):
    from vision.face_template import clearest_patterns

    standing_outs = _standing_outs_of_real_faces(monkeypatch)
    assert len(standing_outs) >= 20
    assert all(clearest_patterns(each) == _clearest_as_first_written(each) for each in standing_outs)


def _real_windows(side: int) -> list[np.ndarray]:
    """Windows (side, side) of a bench frame's blue and red channels, over dice and the table."""
    image = cv2.imread(str(Path(__file__).resolve().parents[1] / "fixtures" / "bench" / "bench-02.jpg"))
    corners = ((400, 500), (600, 300), (100, 900), (430, 520))
    return [image[y : y + side, x : x + side, channel] for y, x in corners for channel in (0, 2)]


def test_the_level_of_real_faces_is_their_median():
    from vision.face_template import _median

    windows = [window.ravel() for side in (40, 41) for window in _real_windows(side)]  # even and odd counts
    assert all(_median(window) == np.median(window) for window in windows)


def test_a_real_face_levelled_in_saturating_steps_is_its_difference_from_its_light_clipped():
    from vision.face_template import _levelled, _median

    for window in _real_windows(48):
        light = cv2.medianBlur(window, 11)
        difference = window.astype(np.int16) - light + int(_median(window.ravel()))
        assert np.array_equal(_levelled(window, light), np.clip(difference, 0, 255).astype(np.uint8))


def test_the_disc_means_of_two_channels_of_real_faces_filtered_merged_are_those_filtered_apart():
    from vision.face_template import _disc_kernel, _disc_means, _place_pixels, _scaled_places

    room, size = 4, tol.TEMPLATE_FACE_PX
    units, radii, _ = _scaled_places(size)
    for first, second in zip(_real_windows(48)[::2], _real_windows(48)[1::2], strict=True):
        for channel, means in zip((first, second), _disc_means(first, second, room), strict=True):
            apart = [
                cv2.filter2D(channel.astype(np.float32), -1, _disc_kernel(radius))[_place_pixels(24.0, unit)[::-1]]
                for unit, radius in zip(units, radii, strict=True)
            ]
            assert np.array_equal(means, np.stack(apart))


def _sheens_by_the_greatest_of_each_spot(face_ink: np.ndarray, labels: np.ndarray, count: int) -> np.ndarray:
    """`face_template._sheens` as first written, each spot's steepness and height its greatest: the reference for
    the one that asks which spots reach the sharpest spot's."""
    from vision.face_template import _off_rim
    from vision.layout import max_per_label

    if count <= 2:
        return np.zeros(count - 1, bool)
    values = face_ink.astype(np.float32)
    steepness = np.hypot(cv2.Sobel(values, cv2.CV_32F, 1, 0, ksize=3), cv2.Sobel(values, cv2.CV_32F, 0, 1, ksize=3))
    near = cv2.dilate(np.where(_off_rim(face_ink.shape[0]), steepness, 0), np.ones((3, 3), np.uint8))
    sharpness, peak = max_per_label(labels, near, count), max_per_label(labels, values, count)
    sharpest = int(np.argmax(sharpness[1:])) + 1
    return (sharpness[1:] < tol.INK_EDGE_SHARE * sharpness[sharpest]) & (peak[1:] > peak[sharpest])


def test_the_sheens_of_faces_are_those_the_greatest_of_each_spot_gives(monkeypatch):
    """Over the spots of a bench frame's faces grown a third and a half (boxes reaching over their bevels and the
    table, as placed faces do) and of a glossy 1 whose corner shows a sheen."""
    from vision import face_template

    bench = Path(__file__).resolve().parents[1] / "fixtures" / "bench"
    image = cv2.imread(str(bench / "bench-00.jpg"))
    boxes = [np.asarray(die["box"]) for die in json.loads((bench / "bench-00.json").read_text())["dice"]]
    seen: list[tuple[np.ndarray, np.ndarray, int]] = []
    sheens = face_template._sheens
    monkeypatch.setattr(face_template, "_sheens", lambda *spots: seen.append(spots) or sheens(*spots))
    for box in [box.mean(axis=0) + grown * (box - box.mean(axis=0)) for box in boxes for grown in (1.3, 1.6)]:
        read_face(image, tuple(map(tuple, box)))
    read_face(*_red_face_with_glare(1, (1.5, -1.5), width_units=0.6))
    judged = [(sheens(*spots), _sheens_by_the_greatest_of_each_spot(*spots)) for spots in seen]
    assert len(judged) >= 20 and any(reference.any() for _, reference in judged)
    assert all(np.array_equal(found, reference) for found, reference in judged)


def test_a_face_showing_no_pattern_of_the_values_asked_for_is_not_judged(monkeypatch):
    from vision import face_template

    table = blank_table(320, 240, "felt")
    die = draw_die(table, "blue", (160, 120), side_px=40, angle_deg=20, value=6)
    monkeypatch.setattr(face_template, "_best_pattern", lambda *args, **kwargs: pytest.fail("a pattern was judged"))
    assert read_face(table, die.box, tol.PARTIAL_MIN_MARGIN, wanted=lambda value: value == 1) is None  # no middle


def test_a_face_showing_a_pattern_of_the_values_asked_for_is_read_as_without_them():
    table = blank_table(320, 240, "felt")
    die = draw_die(table, "blue", (160, 120), side_px=40, angle_deg=20, value=6)
    read = read_face(table, die.box, tol.PARTIAL_MIN_MARGIN, wanted=lambda value: value in {5, 6})
    assert read is not None and read == read_face(table, die.box, tol.PARTIAL_MIN_MARGIN)


def test_real_faces_read_for_some_values_read_as_without_them_when_they_read_as_one_of_them():
    """Over the labelled faces of two bench frames, grown by a third and a half and shifted by a pip's place (boxes
    reaching over their bevels and the table, as placed faces do), for every value and pair of values asked for."""
    bench = Path(__file__).resolve().parents[1] / "fixtures" / "bench"
    asked = [{value} for value in range(1, 7)] + [{value, value % 6 + 1} for value in range(1, 7)]
    for name in ("bench-01", "bench-02"):
        image = cv2.imread(str(bench / f"{name}.jpg"))
        faces = [np.asarray(die["box"]) for die in json.loads((bench / f"{name}.json").read_text())["dice"]]
        for face in faces:
            middle, side = face.mean(axis=0), face[1] - face[0]
            for box in (face, middle + 1.33 * (face - middle), middle + 1.5 * (face - middle), face + side / 3.6):
                corners = tuple(map(tuple, box))
                read = read_face(image, corners, tol.PARTIAL_MIN_MARGIN)
                for values in asked:
                    read_for_values = read_face(image, corners, tol.PARTIAL_MIN_MARGIN, values.__contains__)
                    expected = (read,) if read is not None and read.value in values else (read, None)
                    assert read_for_values in expected


def test_a_face_is_asked_only_about_the_values_whose_patterns_stand_out_on_it():
    table = blank_table(320, 240, "felt")
    die = draw_die(table, "blue", (160, 120), side_px=40, angle_deg=20, value=6)
    asked: list[int] = []
    read_face(table, die.box, tol.PARTIAL_MIN_MARGIN, wanted=lambda value: asked.append(value) or False)
    assert set(asked) == {6}


def test_a_faint_two_in_grain_reaching_half_its_pips_shows_only_its_pips():
    """Gönnen 50066's veiled fifth 2, stretched to a lit face's headroom: grain of σ 12 against pips standing out 23
    puts specks over half the faintest pip all over the face, more than 2.5 times a 2's ink, but no mark of pip size."""
    face_ink, faintest, pips, places = _grainy_two(grain=12.0)
    assert not face_template._ink_within_pips(face_ink, faintest, pips, places)
    assert face_template._shows_only_its_pips(face_ink, faintest, pips, places)


def test_a_blotch_of_several_pips_in_that_grain_is_still_ink():
    """A mark several pips wide between the places (print, a stain) stays ink when the face is averaged over the
    grain: a grainy 2 showing it shows more than a 2."""
    face_ink, faintest, pips, places = _grainy_two(grain=12.0, blotch_radius_px=8.0)
    assert face_template._is_grainy(face_ink, faintest)
    assert not face_template._shows_only_its_pips(face_ink, faintest, pips, places)


def test_grain_far_under_half_the_faintest_pip_is_not_grainy():
    face_ink, faintest, _, _ = _grainy_two(grain=2.0)
    assert not face_template._is_grainy(face_ink, faintest)


def _grainy_two(grain: float, blotch_radius_px: float = 0.0) -> tuple[np.ndarray, float, tuple, tuple]:
    """A warped face's standing-out (0 outside its inner part) with a 2's pips standing out 23 grey levels on the
    unshifted places at scale 1, a blotch as high of `blotch_radius_px` about the middle of its empty upper right
    quarter, plus Gaussian grain of σ `grain` (seeded), and what `_shows_only_its_pips` takes to judge it as a 2:
    faintest, (value, radius, pip area) and places."""
    size = tol.TEMPLATE_FACE_PX
    units, radii, pip_area_px = face_template._scaled_places(size)
    unshifted = len(tol.TEMPLATE_SHIFTS_PX) ** 2 // 2
    two = int(np.flatnonzero(face_template.PATTERN_VALUES == 2)[0])
    xs, ys, is_pip = face_template._face_places(face_template.ROOM_PX, units[1], unshifted, two)
    rows, columns = np.mgrid[0:size, 0:size]
    face_ink = np.random.default_rng(66).normal(0.0, grain, (size, size))
    for x, y in zip(xs[is_pip], ys[is_pip], strict=True):
        face_ink += 23.0 * ((columns - x) ** 2 + (rows - y) ** 2 <= radii[1] ** 2)
    blotch_x, blotch_y = 0.7 * size, 0.3 * size
    face_ink += 23.0 * ((columns - blotch_x) ** 2 + (rows - blotch_y) ** 2 <= blotch_radius_px**2)
    face_ink = np.where(face_template._inner_mask(size), face_ink, 0).astype(np.float32)
    return face_ink, 23.0, (2, radii[1], pip_area_px), (xs, ys, is_pip)
