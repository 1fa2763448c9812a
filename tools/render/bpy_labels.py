"""Exact labels from the scene itself (runs inside Blender): which face is up, where it is in the image.

The top face is the one whose world normal points most nearly up; its four cube corners and centre are
projected through the camera into pixels (x right, y down). Visibility is measured by casting rays from the
camera to a 5×5 grid on the top face: a blocked ray or a point outside the frame counts as hidden. A pip die also
gets its seven pip places (where any value may put a pip): each one's pixel centre, whether the value puts a pip
there, and whether the camera sees it; a player can tell the value only when every place is in view.
"""

from __future__ import annotations

import math

import bpy
import bpy_dice  # as a module: bpy_dice imports this one, so its names are looked up at call time
from bpy_extras.object_utils import world_to_camera_view
from mathutils import Vector

GRID = (-0.4, -0.2, 0.0, 0.2, 0.4)  # sample positions across the face, in edges
LIFT_M = 0.0004  # points are tested this far above the face, so the die never hides itself


def face_axes(normal: tuple[int, int, int]) -> tuple[Vector, Vector, Vector]:
    """Normal and two in-plane unit axes of a unit-cube face (local coordinates)."""
    n = Vector(normal)
    helper = Vector((0, 0, 1)) if abs(n.z) < 0.5 else Vector((1, 0, 0))
    u = n.cross(helper).normalized()
    return n, u, n.cross(u)


def top_face(die: bpy.types.Object, normals: list[tuple[int, int, int]]) -> tuple[tuple[int, int, int], float]:
    """The local normal of the face pointing most upward, and its tilt from level in degrees."""
    rotation = die.matrix_world.to_3x3().normalized()
    best = max(normals, key=lambda n: (rotation @ Vector(n)).z)
    up = (rotation @ Vector(best)).normalized().z
    return best, math.degrees(math.acos(max(-1.0, min(1.0, up))))


def to_pixels(scene: bpy.types.Scene, camera: bpy.types.Object, point: Vector) -> tuple[float, float]:
    ndc = world_to_camera_view(scene, camera, point)
    return ndc.x * scene.render.resolution_x, (1.0 - ndc.y) * scene.render.resolution_y


def face_points(die: bpy.types.Object, normal: tuple[int, int, int]) -> tuple[Vector, list[Vector]]:
    """World centre and the four world corners (in order around the face) of one face of the die."""
    n, u, v = face_axes(normal)
    world = die.matrix_world
    corners = [world @ (n * 0.5 + u * a * 0.5 + v * b * 0.5) for a, b in ((1, 1), (1, -1), (-1, -1), (-1, 1))]
    return world @ (n * 0.5), corners


def is_seen(scene: bpy.types.Scene, camera: bpy.types.Object, point: Vector, depsgraph) -> bool:
    """Whether the camera sees a world point: inside the frame and no surface on the ray to it."""
    ndc = world_to_camera_view(scene, camera, point)
    if not (0.0 <= ndc.x <= 1.0 and 0.0 <= ndc.y <= 1.0):
        return False
    origin = camera.matrix_world.translation
    direction = point - origin
    hit, *_ = scene.ray_cast(depsgraph, origin, direction.normalized(), distance=direction.length - 1e-5)
    return not hit


def face_point(die: bpy.types.Object, normal, a: float, b: float) -> Vector:
    """World point just above a face of the die at (a, b) edges along its in-plane axes from the centre."""
    n, u, v = face_axes(normal)
    world = die.matrix_world
    lift = (world.to_3x3().normalized() @ n) * LIFT_M
    return world @ (n * 0.5 + u * a + v * b) + lift


def visible_fraction(scene: bpy.types.Scene, camera: bpy.types.Object, die: bpy.types.Object, normal) -> float:
    """Share of the top face the camera sees (0–1): not blocked by anything and inside the frame."""
    depsgraph = bpy.context.evaluated_depsgraph_get()
    seen = sum(is_seen(scene, camera, face_point(die, normal, a, b), depsgraph) for a in GRID for b in GRID)
    return seen / len(GRID) ** 2


def pip_places(scene: bpy.types.Scene, camera: bpy.types.Object, die: bpy.types.Object, normal, value: int) -> list:
    """The seven places a pip may sit on the top face: (a, b) in PIP_OFFSETs along the face axes, pixel centre,
    whether `value` has a pip there, and whether the camera sees the point just above its recess."""
    depsgraph = bpy.context.evaluated_depsgraph_get()
    has_pip = set(bpy_dice.PIP_LAYOUTS[value])
    places = []
    for a, b in sorted({place for layout in bpy_dice.PIP_LAYOUTS.values() for place in layout}):
        point = face_point(die, normal, a * bpy_dice.PIP_OFFSET, b * bpy_dice.PIP_OFFSET)
        places.append(
            {
                "place": [a, b],
                "center": [round(c, 2) for c in to_pixels(scene, camera, point)],
                "pip": (a, b) in has_pip,
                "seen": is_seen(scene, camera, point, depsgraph),
            }
        )
    return places


def die_label(scene, camera, die: bpy.types.Object, faces: dict) -> dict:
    """Raw label of one die: the face up (value or PUSH colour), tilt, visibility, centre and box in pixels, and
    (pip dice) its pip places."""
    normal, tilt_deg = top_face(die, list(faces))
    centre, corners = face_points(die, normal)
    face = faces[normal]
    places = {"pip_places": pip_places(scene, camera, die, normal, face)} if isinstance(face, int) else {}
    return {
        "face": face,
        "tilt_deg": round(tilt_deg, 2),
        "visible": visible_fraction(scene, camera, die, normal),
        "center": [round(c, 2) for c in to_pixels(scene, camera, centre)],
        "box": [[round(c, 2) for c in to_pixels(scene, camera, corner)] for corner in corners],
        **places,
    }
