"""Everything around the dice (runs inside Blender): table surface, tray, light, camera, and clutter.

Units are metres; the table top is the plane z = 0. Every choice is drawn from the `random.Random` passed in,
so one seed gives one scene.
"""

from __future__ import annotations

import math
import random

import bmesh
import bpy
from bpy_dice import srgb_to_linear
from mathutils import Matrix, Vector

SURFACES = ("wood", "felt-green", "felt-blue", "felt-black", "paper", "tray")


def kelvin_to_rgb(kelvin: float) -> tuple[float, float, float]:
    """Approximate colour of a black body at `kelvin` (1000–40000 K), sRGB 0–1 (Tanner Helland's fit)."""
    t = kelvin / 100
    red = 1.0 if t <= 66 else min(1.0, 1.292936 * (t - 60) ** -0.1332047592)
    green = 0.3900815787 * math.log(t) - 0.6318414437 if t <= 66 else 1.129890861 * (t - 60) ** -0.0755148492
    blue = 1.0 if t >= 66 else (0.0 if t <= 19 else 0.5432067891 * math.log(t - 10) - 1.1962540891)
    return red, max(0.0, min(1.0, green)), max(0.0, min(1.0, blue))


def _material(name: str) -> tuple[bpy.types.Material, bpy.types.NodeTree, bpy.types.Node]:
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    tree = material.node_tree
    return material, tree, tree.nodes["Principled BSDF"]


def _linear(rgb: tuple[float, float, float]) -> tuple[float, float, float, float]:
    return (*[srgb_to_linear(c) for c in rgb], 1.0)


def _noisy_colour(tree, shader, dark, light, scale: float, detail: float, bump: float) -> None:
    """Mottle a surface between two sRGB colours with noise, plus a little bump (felt fibres, paper grain)."""
    noise = tree.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = detail
    ramp = tree.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = _linear(dark)
    ramp.color_ramp.elements[1].color = _linear(light)
    tree.links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    tree.links.new(ramp.outputs["Color"], shader.inputs["Base Color"])
    grain = tree.nodes.new("ShaderNodeTexNoise")
    grain.inputs["Scale"].default_value = scale * 40
    bump_node = tree.nodes.new("ShaderNodeBump")
    bump_node.inputs["Strength"].default_value = bump
    bump_node.inputs["Distance"].default_value = 0.0005
    tree.links.new(grain.outputs["Fac"], bump_node.inputs["Height"])
    tree.links.new(bump_node.outputs["Normal"], shader.inputs["Normal"])


def wood_material(rng: random.Random) -> bpy.types.Material:
    """Varnished wood: stretched noise for the grain, a colour ramp between two browns (light oak to walnut)."""
    material, tree, shader = _material("wood")
    tone = rng.uniform(0.35, 1.0)
    light = (0.78 * tone + 0.1, 0.55 * tone + 0.05, 0.32 * tone)
    dark = (light[0] * 0.6, light[1] * 0.5, light[2] * 0.45)
    coords = tree.nodes.new("ShaderNodeTexCoord")
    mapping = tree.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (rng.uniform(8, 16), rng.uniform(0.6, 1.5), 1.0)
    mapping.inputs["Rotation"].default_value = (0, 0, rng.uniform(0, math.pi))
    wave = tree.nodes.new("ShaderNodeTexWave")
    wave.inputs["Scale"].default_value = rng.uniform(1.5, 3.0)
    wave.inputs["Distortion"].default_value = rng.uniform(6, 14)
    wave.inputs["Detail"].default_value = 2
    wave.inputs["Detail Scale"].default_value = rng.uniform(1.0, 3.0)
    figure = tree.nodes.new("ShaderNodeTexNoise")
    figure.inputs["Scale"].default_value = rng.uniform(20, 60)
    figure.inputs["Detail"].default_value = 2
    mix = tree.nodes.new("ShaderNodeMixRGB")
    mix.inputs["Fac"].default_value = rng.uniform(0.3, 0.6)
    ramp = tree.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = _linear(dark)
    ramp.color_ramp.elements[1].color = _linear(light)
    tree.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    tree.links.new(mapping.outputs["Vector"], wave.inputs["Vector"])
    tree.links.new(wave.outputs["Fac"], mix.inputs["Color1"])
    tree.links.new(figure.outputs["Fac"], mix.inputs["Color2"])
    tree.links.new(mix.outputs["Color"], ramp.inputs["Fac"])
    tree.links.new(ramp.outputs["Color"], shader.inputs["Base Color"])
    shader.inputs["Roughness"].default_value = rng.uniform(0.25, 0.6)
    return material


def felt_material(colour: str, rng: random.Random) -> bpy.types.Material:
    material, tree, shader = _material(f"felt-{colour}")
    base = {"green": (0.05, 0.36, 0.16), "blue": (0.06, 0.16, 0.42), "black": (0.05, 0.05, 0.055)}[colour]
    shade = rng.uniform(0.8, 1.2)
    light = tuple(min(1.0, c * shade) for c in base)
    dark = tuple(c * 0.75 for c in light)
    _noisy_colour(tree, shader, dark, light, scale=rng.uniform(60, 150), detail=3, bump=0.4)
    shader.inputs["Roughness"].default_value = 1.0
    shader.inputs["Sheen"].default_value = 0.5
    return material


def paper_material(rng: random.Random) -> bpy.types.Material:
    material, tree, shader = _material("paper")
    level = rng.uniform(0.8, 0.95)
    tint = rng.uniform(-0.03, 0.03)
    light = (level + tint, level, level - tint)
    dark = tuple(c * 0.96 for c in light)
    _noisy_colour(tree, shader, dark, light, scale=rng.uniform(30, 80), detail=4, bump=0.15)
    shader.inputs["Roughness"].default_value = 0.85
    return material


def plain_material(name: str, rgb: tuple[float, float, float], roughness: float) -> bpy.types.Material:
    material, _, shader = _material(name)
    shader.inputs["Base Color"].default_value = _linear(rgb)
    shader.inputs["Roughness"].default_value = roughness
    return material


def box_object(name: str, size: tuple[float, float, float], centre: Vector, material) -> bpy.types.Object:
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0, matrix=Matrix.Diagonal((*size, 1.0)))
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    obj.location = centre
    obj.data.materials.append(material)
    bpy.context.scene.collection.objects.link(obj)
    return obj


def table(surface: str, rng: random.Random) -> None:
    """A 3 m plane at z = 0 dressed as `surface` (the tray gets wood underneath)."""
    if surface == "wood" or surface == "tray":
        material = wood_material(rng)
    elif surface.startswith("felt-"):
        material = felt_material(surface.removeprefix("felt-"), rng)
    else:
        material = paper_material(rng)
    box_object("table", (3.0, 3.0, 0.02), Vector((0, 0, -0.01 - (0.006 if surface == "tray" else 0))), material)


def tray(half_x: float, half_y: float, rng: random.Random) -> None:
    """A dice tray: felt floor at z = 0 (6 mm thick base below it) and four walls around the inner rectangle."""
    floor = felt_material(rng.choice(("green", "blue", "black")), rng)
    box_object("tray-floor", (2 * half_x + 0.02, 2 * half_y + 0.02, 0.006), Vector((0, 0, -0.003)), floor)
    wall_height = rng.uniform(0.025, 0.045)
    dark = rng.choice(((0.06, 0.05, 0.04), (0.35, 0.2, 0.1), (0.1, 0.1, 0.12)))
    wall = plain_material("tray-wall", dark, rng.uniform(0.35, 0.7))
    t = 0.012
    for sign in (-1, 1):
        box_object(
            "wall-x", (t, 2 * half_y + 2 * t, wall_height), Vector((sign * (half_x + t / 2), 0, wall_height / 2)), wall
        )
        box_object("wall-y", (2 * half_x, t, wall_height), Vector((0, sign * (half_y + t / 2), wall_height / 2)), wall)


def world_light(kelvin: float, strength: float) -> None:
    """Dim ambient light from the room, tinted by the colour temperature."""
    world = bpy.data.worlds.new("room")
    world.use_nodes = True
    background = world.node_tree.nodes["Background"]
    background.inputs["Color"].default_value = _linear(kelvin_to_rgb(kelvin))
    background.inputs["Strength"].default_value = strength
    bpy.context.scene.world = world


def key_light(rng: random.Random, kelvin: float) -> str:
    """One main light: a bare lamp (hard shadows), a window (large area light) or sun through a window.

    Powers are scaled with distance so the table is lit about equally; returns the kind chosen.
    """
    kind = rng.choice(("lamp", "lamp", "window", "sun"))
    azimuth = rng.uniform(0, 2 * math.pi)
    colour = kelvin_to_rgb(kelvin)
    if kind == "sun":
        light = bpy.data.lights.new("sun", "SUN")
        light.energy = rng.uniform(2.5, 5.0)
        light.angle = math.radians(rng.uniform(0.5, 3))
        location = Vector((math.cos(azimuth), math.sin(azimuth), rng.uniform(0.6, 2.0)))
    elif kind == "window":
        light = bpy.data.lights.new("window", "AREA")
        light.shape = "RECTANGLE"
        light.size = rng.uniform(0.4, 1.0)
        light.size_y = rng.uniform(0.5, 1.2)
        distance = rng.uniform(0.8, 1.6)
        elevation = math.radians(rng.uniform(30, 65))
        location = Vector(
            (
                distance * math.cos(elevation) * math.cos(azimuth),
                distance * math.cos(elevation) * math.sin(azimuth),
                distance * math.sin(elevation),
            )
        )
        light.energy = rng.uniform(40, 90) * distance**2
    else:
        light = bpy.data.lights.new("lamp", "POINT")
        light.shadow_soft_size = rng.uniform(0.003, 0.03)
        reach = rng.uniform(0.05, 0.5)
        location = Vector((reach * math.cos(azimuth), reach * math.sin(azimuth), rng.uniform(0.35, 1.0)))
        light.energy = rng.uniform(25, 55) * location.length_squared
    light.color = colour
    obj = bpy.data.objects.new(light.name, light)
    obj.location = location
    obj.rotation_euler = (-location).to_track_quat("-Z", "Y").to_euler()
    bpy.context.scene.collection.objects.link(obj)
    return kind


def look_at_camera(target: Vector, height: float, tilt_deg: float, azimuth: float, roll_deg: float) -> bpy.types.Object:
    """Camera `height` m above the table, `tilt_deg` from straight down, aimed at `target`."""
    camera_data = bpy.data.cameras.new("camera")
    camera_data.sensor_fit = "HORIZONTAL"
    camera_data.sensor_width = 36.0
    camera = bpy.data.objects.new("camera", camera_data)
    tilt = math.radians(tilt_deg)
    distance = height / math.cos(tilt)
    offset = Vector((math.sin(tilt) * math.cos(azimuth), math.sin(tilt) * math.sin(azimuth), math.cos(tilt)))
    camera.location = target + offset * distance
    aim = (-offset).to_track_quat("-Z", "Y").to_matrix()
    camera.rotation_euler = (aim @ Matrix.Rotation(math.radians(roll_deg), 3, "Z")).to_euler()
    bpy.context.scene.collection.objects.link(camera)
    bpy.context.scene.camera = camera
    return camera


def _solid(name: str, bm: bmesh.types.BMesh, matrix: Matrix, material) -> bpy.types.Object:
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    obj = bpy.data.objects.new(name, mesh)
    obj.matrix_world = matrix
    obj.data.materials.append(material)
    bpy.context.scene.collection.objects.link(obj)
    return obj


def _ellipsoid(name: str, radii: tuple[float, float, float], matrix: Matrix, material) -> bpy.types.Object:
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=24, v_segments=12, radius=1.0)
    return _solid(name, bm, matrix @ Matrix.Diagonal((*radii, 1.0)), material)


def hand(anchor: Vector, toward: Vector, height: float, rng: random.Random) -> None:
    """A hand-like skin-coloured shape (palm, fingers, thumb, forearm) `height` m over `anchor`, fingers `toward`."""
    skin_tone = rng.uniform(0.45, 1.0)
    skin = plain_material("skin", (0.86 * skin_tone + 0.1, 0.6 * skin_tone + 0.06, 0.48 * skin_tone), 0.5)
    heading = Matrix.Rotation(math.atan2(toward.y, toward.x), 4, "Z")
    frame = Matrix.Translation(anchor + Vector((0, 0, height))) @ heading
    _ellipsoid("palm", (0.05, 0.045, 0.014), frame, skin)
    spread = rng.uniform(0.6, 1.2)
    for index, (lateral, length) in enumerate(((-0.03, 0.07), (-0.011, 0.085), (0.009, 0.09), (0.028, 0.08))):
        place = Matrix.Translation((0.04, lateral, -0.004)) @ Matrix.Rotation(-lateral * 3 * spread, 4, "Z")
        along = Matrix.Translation((length / 2, 0, 0))
        _ellipsoid(f"finger{index}", (length / 2, 0.0095, 0.0085), frame @ place @ along, skin)
    thumb = Matrix.Translation((0.0, 0.05, -0.004)) @ Matrix.Rotation(0.9, 4, "Z") @ Matrix.Translation((0.03, 0, 0))
    _ellipsoid("thumb", (0.035, 0.011, 0.01), frame @ thumb, skin)
    _ellipsoid("arm", (0.16, 0.033, 0.028), frame @ Matrix.Translation((-0.19, 0, 0.01)), skin)


def pen(centre: Vector, yaw: float, rng: random.Random) -> None:
    """A ballpoint pen lying on the table: a 14 cm cylinder, 9 mm thick."""
    body_colour = rng.choice(((0.05, 0.1, 0.5), (0.8, 0.1, 0.1), (0.1, 0.1, 0.1), (0.9, 0.9, 0.9)))
    bm = bmesh.new()
    bmesh.ops.create_cone(bm, cap_ends=True, segments=16, radius1=0.0045, radius2=0.0045, depth=0.14)
    lying = Matrix.Translation(centre + Vector((0, 0, 0.0045))) @ Matrix.Rotation(yaw, 4, "Z")
    _solid("pen", bm, lying @ Matrix.Rotation(math.pi / 2, 4, "Y"), plain_material("pen", body_colour, 0.3))


def card(centre: Vector, yaw: float, rng: random.Random) -> None:
    """A playing card or score sheet: white with a printed grid."""
    material, tree, shader = _material("card")
    grid = tree.nodes.new("ShaderNodeTexBrick")
    grid.inputs["Scale"].default_value = rng.uniform(3, 8)
    grid.inputs["Color1"].default_value = _linear((0.92, 0.92, 0.9))
    grid.inputs["Color2"].default_value = _linear((0.88, 0.9, 0.92))
    grid.inputs["Mortar"].default_value = _linear(rng.choice(((0.2, 0.2, 0.2), (0.7, 0.2, 0.1), (0.1, 0.3, 0.6))))
    tree.links.new(grid.outputs["Color"], shader.inputs["Base Color"])
    shader.inputs["Roughness"].default_value = 0.6
    obj = box_object("card", (0.088, 0.063, 0.0004), centre + Vector((0, 0, 0.0002)), material)
    obj.rotation_euler = (0, 0, yaw)


def cable(start: Vector, rng: random.Random) -> None:
    """A USB/charging cable lying on the table: a wiggly curve with a round cross-section."""
    curve = bpy.data.curves.new("cable", "CURVE")
    curve.dimensions = "3D"
    curve.bevel_depth = rng.uniform(0.0015, 0.0025)
    curve.bevel_resolution = 3
    spline = curve.splines.new("BEZIER")
    spline.bezier_points.add(5)
    heading = rng.uniform(0, 2 * math.pi)
    point = start.copy()
    for bezier in spline.bezier_points:
        bezier.co = (point.x, point.y, curve.bevel_depth)
        bezier.handle_left_type = bezier.handle_right_type = "AUTO"
        heading += rng.uniform(-1.0, 1.0)
        point += Vector((math.cos(heading), math.sin(heading), 0)) * rng.uniform(0.05, 0.1)
    obj = bpy.data.objects.new("cable", curve)
    colour = rng.choice(((0.02, 0.02, 0.02), (0.9, 0.9, 0.9)))
    obj.data.materials.append(plain_material("cable", colour, 0.4))
    bpy.context.scene.collection.objects.link(obj)
