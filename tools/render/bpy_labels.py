"""Exact labels from the scene itself (runs inside Blender): which face is up, where it is in the image.

The top face is the one whose world normal points most nearly up; its four cube corners and centre are
projected through the camera into pixels (x right, y down). Visibility is measured by casting rays from the
camera to a 5×5 grid on the top face: a blocked ray or a point outside the frame counts as hidden.
"""

from __future__ import annotations

import math

import bpy
from bpy_extras.object_utils import world_to_camera_view
from mathutils import Vector

GRID = (-0.4, -0.2, 0.0, 0.2, 0.4)  # sample positions across the face, in edges


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


def visible_fraction(scene: bpy.types.Scene, camera: bpy.types.Object, die: bpy.types.Object, normal) -> float:
    """Share of the top face the camera sees (0–1): not blocked by anything and inside the frame."""
    depsgraph = bpy.context.evaluated_depsgraph_get()
    n, u, v = face_axes(normal)
    world = die.matrix_world
    lift = (world.to_3x3().normalized() @ n) * 0.0004  # just above the face, so the die never hides itself
    origin = camera.matrix_world.translation
    seen = 0
    for a in GRID:
        for b in GRID:
            point = world @ (n * 0.5 + u * a + v * b) + lift
            ndc = world_to_camera_view(scene, camera, point)
            if not (0.0 <= ndc.x <= 1.0 and 0.0 <= ndc.y <= 1.0):
                continue
            direction = point - origin
            hit, *_ = scene.ray_cast(depsgraph, origin, direction.normalized(), distance=direction.length - 1e-5)
            seen += not hit
    return seen / len(GRID) ** 2


def die_label(scene, camera, die: bpy.types.Object, faces: dict) -> dict:
    """Raw label of one die: the face up (value or PUSH colour), tilt, visibility, centre and box in pixels."""
    normal, tilt_deg = top_face(die, list(faces))
    centre, corners = face_points(die, normal)
    return {
        "face": faces[normal],
        "tilt_deg": round(tilt_deg, 2),
        "visible": visible_fraction(scene, camera, die, normal),
        "center": [round(c, 2) for c in to_pixels(scene, camera, centre)],
        "box": [[round(c, 2) for c in to_pixels(scene, camera, corner)] for corner in corners],
    }
