"""Die meshes and plastics for the fixture renderer (runs inside Blender).

A die is a unit cube (edge 1, object scale = edge in metres) with bevelled edges. Pip dice have spherical
recesses cut by one boolean; the recess faces carry material slot 1 (paint), the rest slot 0 (plastic).
The PUSH die has no pips: slot i colours face i. Meshes are built once and shared by all dice of a scene;
each die object gets its own materials through object-linked slots.
"""

from __future__ import annotations

import colorsys
import json
import math
import random
from pathlib import Path

import bmesh
import bpy
from bpy_labels import face_axes
from mathutils import Matrix, Vector

# Which face of the unit cube shows which value: opposite faces sum to 7, as on a real die.
PIP_FACES: dict[tuple[int, int, int], int] = {
    (0, 0, 1): 1,
    (0, 0, -1): 6,
    (1, 0, 0): 2,
    (-1, 0, 0): 5,
    (0, 1, 0): 3,
    (0, -1, 0): 4,
}
# The PUSH colour die: five colour faces and a star face (order of the sides is not in the rules; ours is fixed).
PUSH_FACES: dict[tuple[int, int, int], str] = {
    (0, 0, 1): "red",
    (0, 0, -1): "blue",
    (1, 0, 0): "green",
    (-1, 0, 0): "yellow",
    (0, 1, 0): "purple",
    (0, -1, 0): "star",
}

# Plastic colours as sRGB 0–1 (converted to linear for the shader); silver is metallic. Kept as data beside the
# fixtures, so the vision tests draw their synthetic dice in the same colours.
DIE_COLOURS_FILE = Path(__file__).parents[2] / "fixtures/rendered/die-colours.json"
DIE_COLOURS_SRGB: dict[str, tuple[float, float, float]] = {
    name: tuple(rgb) for name, rgb in json.loads(DIE_COLOURS_FILE.read_text())["srgb"].items()
}
PIP_PAINT_SRGB = {"light": (0.95, 0.95, 0.93), "dark": (0.03, 0.03, 0.035)}

BEVEL_OFFSET = 0.11  # of the edge length
PIP_OFFSET = 0.25  # pip grid spacing from the face centre, of the edge length
PIP_OPENING = 0.085  # recess opening radius, of the edge length
PIP_DEPTH = 0.035  # recess depth, of the edge length
SMOOTH_ANGLE_DEG = 30  # bevel steps (22.5°) shade smooth; recess rims (about 45°) stay sharp
PIP_LAYOUTS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (-1, 1), (1, -1), (1, 1)),
    5: ((-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)),
    6: ((-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)),
}


def srgb_to_linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def pip_centres() -> list[Vector]:
    """Sphere centres of every recess on the unit cube, outside the face planes."""
    sphere_radius = (PIP_OPENING**2 + PIP_DEPTH**2) / (2 * PIP_DEPTH)
    centres = []
    for normal, value in PIP_FACES.items():
        n, u, v = face_axes(normal)
        for a, b in PIP_LAYOUTS[value]:
            on_face = n * 0.5 + u * (a * PIP_OFFSET) + v * (b * PIP_OFFSET)
            centres.append(on_face + n * (sphere_radius - PIP_DEPTH))
    return centres


def _bevelled_cube(name: str) -> bpy.types.Mesh:
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    bmesh.ops.bevel(bm, geom=list(bm.edges), offset=BEVEL_OFFSET, segments=4, affect="EDGES", profile=0.5)
    bm.to_mesh(mesh)
    bm.free()
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    mesh.use_auto_smooth = True
    mesh.auto_smooth_angle = math.radians(SMOOTH_ANGLE_DEG)
    return mesh


def pip_die_mesh() -> bpy.types.Mesh:
    """Bevelled cube minus 21 spherical recesses; recess faces use material slot 1."""
    body = bpy.data.objects.new("die-body", _bevelled_cube("die-body"))
    bpy.context.scene.collection.objects.link(body)
    sphere_radius = (PIP_OPENING**2 + PIP_DEPTH**2) / (2 * PIP_DEPTH)
    bm = bmesh.new()
    for centre in pip_centres():
        bmesh.ops.create_uvsphere(
            bm, u_segments=20, v_segments=10, radius=sphere_radius, matrix=Matrix.Translation(centre), calc_uvs=False
        )
    cutter_mesh = bpy.data.meshes.new("pip-cutter")
    bm.to_mesh(cutter_mesh)
    bm.free()
    cutter = bpy.data.objects.new("pip-cutter", cutter_mesh)
    bpy.context.scene.collection.objects.link(cutter)
    boolean = body.modifiers.new("pips", "BOOLEAN")
    boolean.operation = "DIFFERENCE"
    boolean.solver = "EXACT"
    boolean.object = cutter
    depsgraph = bpy.context.evaluated_depsgraph_get()
    mesh = bpy.data.meshes.new_from_object(body.evaluated_get(depsgraph))
    mesh.name = "pip-die"
    bpy.data.objects.remove(body)
    bpy.data.objects.remove(cutter)
    centres = pip_centres()
    for polygon in mesh.polygons:
        corners = [mesh.vertices[i].co for i in polygon.vertices]
        is_recess = any(all((p - c).length < sphere_radius * 1.01 for p in corners) for c in centres)
        polygon.material_index = 1 if is_recess else 0
        polygon.use_smooth = True
    mesh.use_auto_smooth = True
    mesh.auto_smooth_angle = math.radians(SMOOTH_ANGLE_DEG)
    return mesh


def push_die_mesh() -> bpy.types.Mesh:
    """Bevelled cube whose polygons take the slot of the face they lie on (bevel strips go to the nearest face)."""
    mesh = _bevelled_cube("push-die")
    normals = list(PUSH_FACES)
    for polygon in mesh.polygons:
        c = polygon.center
        nearest = max(range(6), key=lambda i: Vector(normals[i]).dot(c))
        polygon.material_index = nearest
    return mesh


def star_mesh() -> bpy.types.Mesh:
    """A flat five-pointed star (unit-cube units) printed on the PUSH star face."""
    verts = []
    for i in range(10):
        radius = 0.3 if i % 2 == 0 else 0.13
        angle = math.pi / 2 + i * math.pi / 5
        verts.append((radius * math.cos(angle), radius * math.sin(angle), 0.0))
    verts.append((0.0, 0.0, 0.0))
    faces = [(10, i, (i + 1) % 10) for i in range(10)]
    mesh = bpy.data.meshes.new("star")
    mesh.from_pydata(verts, [], faces)
    return mesh


def plastic(name: str, colour: str, rng: random.Random, is_glossy: bool) -> bpy.types.Material:
    """Die plastic: matte or glossy (clear coat, sharp highlights); silver is a metallic grey.

    Each die gets a slightly different shade (±4% value, ±0.01 hue), as dice from one box do.
    """
    h, s, v = colorsys.rgb_to_hsv(*DIE_COLOURS_SRGB[colour])
    h = (h + rng.uniform(-0.01, 0.01)) % 1.0
    v = min(1.0, v * rng.uniform(0.96, 1.04))
    rgb = colorsys.hsv_to_rgb(h, s, v)
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    shader = material.node_tree.nodes["Principled BSDF"]
    shader.inputs["Base Color"].default_value = (*[srgb_to_linear(c) for c in rgb], 1.0)
    if colour == "silver":
        shader.inputs["Metallic"].default_value = rng.uniform(0.75, 0.95)
        shader.inputs["Roughness"].default_value = rng.uniform(0.22, 0.38)
    elif is_glossy:
        shader.inputs["Roughness"].default_value = rng.uniform(0.08, 0.2)
        shader.inputs["Clearcoat"].default_value = rng.uniform(0.3, 0.8)
        shader.inputs["Clearcoat Roughness"].default_value = rng.uniform(0.02, 0.08)
    else:
        shader.inputs["Roughness"].default_value = rng.uniform(0.45, 0.7)
    return material


def paint(name: str, tone: str, rng: random.Random) -> bpy.types.Material:
    """Pip paint, light or dark, a little rougher than the plastic."""
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    shader = material.node_tree.nodes["Principled BSDF"]
    level = rng.uniform(0.9, 1.0)
    shader.inputs["Base Color"].default_value = (*[srgb_to_linear(c * level) for c in PIP_PAINT_SRGB[tone]], 1.0)
    shader.inputs["Roughness"].default_value = rng.uniform(0.3, 0.6)
    return material
