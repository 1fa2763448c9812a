"""The relabel check (tools/render/scene_match.py): a rebuilt scene must be the one in the committed photo."""

from __future__ import annotations

from tool_modules import load_tool

render_scene_match = load_tool("render/scene_match.py", "render_scene_match")
geometry_mismatches = render_scene_match.geometry_mismatches

BOX = [[100.0, 100.0], [130.0, 100.0], [130.0, 130.0], [100.0, 130.0]]
COMMITTED = {
    "dice": [{"value": 4, "colour": "blue", "center": [115.0, 115.0], "box": BOX}],
    "unreadable": [{"center": [300.0, 200.0], "reason": "cocked"}],
}


def _raw(*dice: dict) -> dict:
    return {"width": 640, "height": 480, "dice": list(dice)}


def _die(center: list[float], face: int = 4, box: list[list[float]] = BOX) -> dict:
    return {"face": face, "center": center, "box": box}


def test_the_same_dice_within_a_hundredth_of_a_pixel_match():
    raw = _raw(_die([115.004, 114.996]), _die([300.01, 200.0], face=2))
    assert geometry_mismatches(COMMITTED, raw, is_push=False) == []


def test_a_die_moved_by_two_hundredths_of_a_pixel_does_not_match():
    raw = _raw(_die([115.02, 115.0]), _die([300.0, 200.0], face=2))
    assert geometry_mismatches(COMMITTED, raw, is_push=False) == [
        "die blue 4 at [115.0, 115.0]: no rebuilt die with that box"
    ]


def test_a_die_showing_another_face_does_not_match():
    raw = _raw(_die([115.0, 115.0], face=3), _die([300.0, 200.0], face=2))
    assert geometry_mismatches(COMMITTED, raw, is_push=False) == [
        "die blue 4 at [115.0, 115.0]: no rebuilt die with that box"
    ]


def test_a_missing_unreadable_die_does_not_match():
    raw = _raw(_die([115.0, 115.0]), _die([310.0, 200.0], face=2))
    assert geometry_mismatches(COMMITTED, raw, is_push=False) == [
        "unreadable die at [300.0, 200.0]: no rebuilt die there"
    ]


def test_an_extra_die_in_the_image_does_not_match():
    raw = _raw(_die([115.0, 115.0]), _die([300.0, 200.0], face=2), _die([500.0, 400.0]))
    assert geometry_mismatches(COMMITTED, raw, is_push=False) == [
        "expected 2 dice centred in the image (committed label), rebuilt scene has 3"
    ]


def test_an_extra_die_centred_outside_the_image_is_ignored():
    raw = _raw(_die([115.0, 115.0]), _die([300.0, 200.0], face=2), _die([700.0, 400.0]))
    assert geometry_mismatches(COMMITTED, raw, is_push=False) == []
