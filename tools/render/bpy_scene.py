"""Pieces every rendered scene shares (runs inside Blender): render settings, dice objects, framing, a hand.

Moved out of `bpy_main.py` unchanged, so the dice-set scenes and the board scenes (`bpy_board.py`) use the same
code and the committed images stay reproducible.
"""

from __future__ import annotations

import math
import random

import bpy
import bpy_dice
import bpy_labels
import bpy_stage
from bpy_extras.object_utils import world_to_camera_view
from mathutils import Matrix, Vector

FRAME_MARGIN = 0.04  # every top-face corner stays this far (share of the frame) inside the image


def configure_render(spec: dict, rng: random.Random) -> None:
    """Cycles on the CPU, denoiser off (its smoothing would hide the sensor-like noise we want), 2 threads."""
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    scene.cycles.device = "CPU"
    scene.cycles.samples = spec["samples"]
    scene.cycles.use_denoising = False
    scene.cycles.use_adaptive_sampling = False
    scene.cycles.seed = spec["seed"]
    scene.cycles.max_bounces = 3
    scene.cycles.diffuse_bounces = 1
    scene.cycles.glossy_bounces = 1
    scene.cycles.transmission_bounces = 0
    scene.cycles.caustics_reflective = False
    scene.cycles.caustics_refractive = False
    scene.cycles.blur_glossy = 1.0
    scene.cycles.sample_clamp_indirect = 3.0  # no fireflies from clear coat at 16 samples
    scene.render.threads_mode = "FIXED"
    scene.render.threads = 2
    scene.render.resolution_x = spec["width"]
    scene.render.resolution_y = spec["height"]
    scene.render.resolution_percentage = 100
    scene.render.image_settings.file_format = "PNG"
    scene.render.image_settings.color_mode = "RGB"
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = rng.choice(("None", "Medium Contrast", "Medium High Contrast"))
    scene.view_settings.exposure = rng.uniform(-0.4, 0.4)


def add_die(index: int, die: dict, placement, edge: float, meshes: dict, is_glossy: bool, rng) -> bpy.types.Object:
    """One die object sharing its set's mesh, with its own plastic (and paint or star print)."""
    is_push = die["pips"] is None
    obj = bpy.data.objects.new(f"die{index}", meshes["push" if is_push else "pips"])
    bpy.context.scene.collection.objects.link(obj)
    obj.matrix_world = pose(placement, edge)
    if is_push:
        for slot, face in enumerate(bpy_dice.PUSH_FACES.values()):
            obj.material_slots[slot].link = "OBJECT"
            obj.material_slots[slot].material = bpy_dice.plastic(f"push-{face}", face, rng, is_glossy)
        star = bpy.data.objects.new("star", meshes["star"])
        bpy.context.scene.collection.objects.link(star)
        star.parent = obj
        star.location = (0, -0.5005, 0)
        star.rotation_euler = (math.pi / 2, 0, 0)
        star.data.materials.clear()
        star.data.materials.append(bpy_dice.paint("star-print", "light", rng))
    else:
        obj.material_slots[0].link = "OBJECT"
        obj.material_slots[0].material = bpy_dice.plastic(f"plastic{index}", die["colour"], rng, is_glossy)
        obj.material_slots[1].link = "OBJECT"
        obj.material_slots[1].material = bpy_dice.paint(f"paint{index}", die["pips"], rng)
    return obj


def pose(placement, edge: float) -> Matrix:
    return Matrix.Translation(placement.location) @ placement.rotation.to_4x4() @ Matrix.Scale(edge, 4)


def frame_corners(scene, camera, dice_objects, faces) -> list[Vector]:
    points = []
    for die in dice_objects:
        normal, _ = bpy_labels.top_face(die, list(faces))
        _, corners = bpy_labels.face_points(die, normal)
        points.extend(corners)
    return points


def fit_camera(scene, camera, points: list[Vector]) -> None:
    """Widen the lens until every point lies inside the frame margin (the framing a player would choose)."""
    for _ in range(40):
        inside = all(
            FRAME_MARGIN <= v.x <= 1 - FRAME_MARGIN and FRAME_MARGIN <= v.y <= 1 - FRAME_MARGIN
            for v in (world_to_camera_view(scene, camera, p) for p in points)
        )
        if inside:
            return
        camera.data.lens *= 0.92


def add_hand(placements, rng: random.Random, is_throwing: bool) -> None:
    """A hand reaching in: over one die (picking it up) or, mid-throw, higher over the middle of the dice."""
    toward = Vector((math.cos(a := rng.uniform(0, 2 * math.pi)), math.sin(a), 0))
    if is_throwing:
        target = sum((p.location for p in placements), Vector()) / len(placements)
        height = rng.uniform(0.06, 0.12)
    else:
        # fingertips (0.13 m ahead of the palm centre) stop short of a die or just reach over it
        target = rng.choice(placements).location - toward * rng.uniform(0.0, 0.04)
        height = rng.uniform(0.03, 0.08)
    anchor = Vector((target.x, target.y, 0)) - toward * 0.13
    bpy_stage.hand(anchor, toward, height, rng)
