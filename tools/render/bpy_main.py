"""Blender entry point: render a list of scene specs to PNG images with raw labels beside them.

Run by `render_fixtures.py` as `blender -b --factory-startup --python bpy_main.py -- SCENES.json`. Each scene
spec (a JSON object) holds:
  out: PNG path to write; the raw label goes to the same path with `.raw.json`
  width, height: pixels; samples: Cycles samples per pixel; seed: everything about the scene follows from it
  dice: [{"colour": str, "face": 1-6 or a PUSH face colour, "pips": "light" | "dark" | null, "cocked": bool}]
  hand: put a hand over the table; motion_seed: null for settled dice, else the dice are mid-throw (this seed
  draws the throw; the table, light and camera stay those of `seed`)
  board (optional): a board scene instead (`bpy_board.py`): {"game": "bloeder-sack", "card_mm", "sack_mm",
  "fields", "cards": [5 PNG paths], "sacks": [5 PNG paths]} or {"game": "goennen-koennen"}; each die then also
  has "region" (a region name or null = loose) and "field" (1-based or null); layout_seed (optional, board
  scenes): draws where the dice lie, so the rolls of a session keep the table, board and camera of `seed`
  labels_only (optional): build the scene exactly as for rendering but write only the raw label (no PNG), to
  relabel committed images
"""

from __future__ import annotations

import json
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bpy
import bpy_board
import bpy_dice
import bpy_labels
import bpy_layout
import bpy_stage
from bpy_scene import add_die, add_hand, configure_render, fit_camera, frame_corners, pose
from mathutils import Vector


def clear_scene(keep: set[str]) -> None:
    """Remove everything built for the previous spec, except the die meshes named in `keep`."""
    for obj in list(bpy.data.objects):
        bpy.data.objects.remove(obj)
    for blocks in (
        bpy.data.materials,
        bpy.data.lights,
        bpy.data.cameras,
        bpy.data.curves,
        bpy.data.worlds,
        bpy.data.images,
    ):
        for block in list(blocks):
            blocks.remove(block)
    for mesh in list(bpy.data.meshes):
        if mesh.name not in keep:
            bpy.data.meshes.remove(mesh)


def dice_area(surface: str, count: int, edge: float, rng: random.Random) -> bpy_layout.Area:
    if surface == "tray":
        half_x = edge * (3.2 + 1.1 * math.sqrt(count)) * rng.uniform(1.0, 1.25)
        return bpy_layout.Area(half_x, half_x * rng.uniform(0.6, 0.85), True)
    half = edge * (2.0 + 1.3 * math.sqrt(count))
    return bpy_layout.Area(half, half * rng.uniform(0.7, 1.0), False)


def shared_meshes() -> dict:
    """Die meshes with two material slots (plastic, paint) or six (PUSH faces), built once per Blender run."""
    pips = bpy_dice.pip_die_mesh()
    push = bpy_dice.push_die_mesh()
    for mesh, slots in ((pips, 2), (push, 6)):
        for _ in range(slots):
            mesh.materials.append(None)
    return {"pips": pips, "push": push, "star": bpy_dice.star_mesh()}


def add_clutter(centre: Vector, reach: float, rng: random.Random) -> list[str]:
    """Maybe a pen, a card and a cable, each just outside the dice area."""
    added = []
    for kind, make in (("pen", bpy_stage.pen), ("card", bpy_stage.card)):
        if rng.random() < 0.3:
            spot = centre + Vector((math.cos(a := rng.uniform(0, 2 * math.pi)), math.sin(a), 0)) * (reach + 0.06)
            make(spot, rng.uniform(0, math.pi), rng)
            added.append(kind)
    if rng.random() < 0.3:
        angle = rng.uniform(0, 2 * math.pi)
        bpy_stage.cable(centre + Vector((math.cos(angle), math.sin(angle), 0)) * (reach + 0.03), rng)
        added.append("cable")
    return added


def build_and_render(spec: dict, meshes: dict) -> dict:
    if spec.get("board"):
        return bpy_board.build_and_render(spec, meshes)
    rng = random.Random(spec["seed"])
    scene = bpy.context.scene
    configure_render(spec, rng)
    surface = rng.choice(bpy_stage.SURFACES)
    edge = rng.uniform(0.015, 0.017)
    dice = spec["dice"]
    faces_of = {True: bpy_dice.PUSH_FACES, False: bpy_dice.PIP_FACES}
    area = dice_area(surface, len(dice), edge, rng)
    bpy_stage.table(surface, rng)
    if area.is_walled:
        bpy_stage.tray(area.half_x, area.half_y, rng)
    normals = [_normal_for(die) for die in dice]
    placements = bpy_layout.lay_out(normals, [die["cocked"] for die in dice], edge, area, rng)
    is_glossy = rng.random() < 0.5
    objects = [
        add_die(index, die, placement, edge, meshes, is_glossy, rng)
        for index, (die, placement) in enumerate(zip(dice, placements, strict=True))
    ]
    kelvin = rng.choice((rng.uniform(2600, 3600), rng.uniform(3600, 5000), rng.uniform(5000, 7000)))
    bpy_stage.world_light(kelvin * rng.uniform(0.9, 1.2), rng.uniform(0.05, 0.35))
    light_kind = bpy_stage.key_light(rng, kelvin)
    centre = sum((p.location for p in placements), Vector()) / len(placements)
    centre.z = 0.0
    # clutter lies outside the tray, or just beyond the dice on an open table
    clutter_reach = math.hypot(area.half_x, area.half_y) + 0.03 if area.is_walled else max(area.half_x, area.half_y)
    clutter = add_clutter(centre, clutter_reach, rng)
    height = rng.uniform(0.25, 0.6)
    tilt_deg = rng.uniform(0, 35)
    camera = bpy_stage.look_at_camera(
        centre + Vector((rng.gauss(0, 0.01), rng.gauss(0, 0.01), 0)),
        height,
        tilt_deg,
        rng.uniform(0, 2 * math.pi),
        rng.gauss(0, 8),
    )
    die_px = rng.uniform(24, 44) * spec["width"] / 640
    camera.data.lens = die_px * (height / math.cos(math.radians(tilt_deg))) * 36 / (edge * spec["width"])
    bpy.context.view_layer.update()
    fit_camera(scene, camera, frame_corners(scene, camera, objects, bpy_dice.PIP_FACES))
    # Settled frames of one roll share everything above; a throw or a hand is drawn from other seeds.
    is_moving = spec.get("motion_seed") is not None
    if is_moving:
        motion = random.Random(spec["motion_seed"])
        for obj, moved in zip(objects, bpy_layout.in_motion(placements, edge, motion), strict=True):
            obj.matrix_world = pose(moved, edge)
    if spec.get("hand"):
        add_hand(placements, random.Random(f"hand-{spec['seed']}-{spec.get('motion_seed')}"), is_moving)
    bpy.context.view_layer.update()
    if not spec.get("labels_only"):
        scene.render.filepath = spec["out"]
        bpy.ops.render.render(write_still=True)
    labels = []
    for die, obj in zip(dice, objects, strict=True):
        label = bpy_labels.die_label(scene, camera, obj, faces_of[die["pips"] is None])
        labels.append({"colour": die["colour"], **label})
    return {
        "width": spec["width"],
        "height": spec["height"],
        "moving": is_moving,
        "dice": labels,
        "scene": {
            "surface": surface,
            "light": light_kind,
            "kelvin": round(kelvin),
            "camera_height_m": round(height, 3),
            "tilt_deg": round(tilt_deg, 1),
            "lens_mm": round(camera.data.lens, 1),
            "glossy": is_glossy,
            "clutter": clutter,
            "hand": bool(spec.get("hand")),
        },
    }


def _normal_for(die: dict) -> tuple[int, int, int]:
    faces = bpy_dice.PUSH_FACES if die["pips"] is None else bpy_dice.PIP_FACES
    return next(normal for normal, face in faces.items() if face == die["face"])


def main() -> None:
    scenes_path = Path(sys.argv[sys.argv.index("--") + 1])
    specs = json.loads(scenes_path.read_text())
    bpy.ops.wm.read_factory_settings(use_empty=True)
    meshes = shared_meshes()
    keep = {mesh.name for mesh in meshes.values()}
    for spec in specs:
        started = time.monotonic()
        clear_scene(keep)
        raw = build_and_render(spec, meshes)
        raw["render_s"] = round(time.monotonic() - started, 2)
        Path(spec["out"]).with_suffix(".raw.json").write_text(json.dumps(raw))
        done = "labelled" if spec.get("labels_only") else "rendered"
        print(f"{done} {spec['out']} in {raw['render_s']} s", flush=True)


if __name__ == "__main__":
    main()
