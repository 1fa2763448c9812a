"""Board scenes (runs inside Blender): dice on the cards of a game's board, or on a box bottom, and loose beside.

Two boards, chosen by the spec's `board.game`:
  bloeder-sack: the 5 Ablagekarten in a row (card art from `board_art.py`), the 5 smaller Sackkarten above them
    (further from the players), dice on the fields their spec names (`region` "1".."5", `field` 1..9) and dice
    with `region` null loose on the table in front of the cards;
  goennen-koennen: the box bottom (a shallow cardboard tray) as the Baustelle, dice with `region` "baustelle" on
    its floor and the others in the rolling area beside it.
The camera looks from the players' side, so the far side of the table is the top of the image and a card's
printed top is the top of its region. Labels add per die `region` and `field`, and the regions' corners (top
face of each card, top rim of the tray; top-left, top-right, bottom-right, bottom-left in the image).
"""

from __future__ import annotations

import math
import random

import bpy
import bpy_dice
import bpy_labels
import bpy_layout
import bpy_stage
from bpy_scene import add_die, add_hand, configure_render, fit_camera, pose
from mathutils import Matrix, Vector

CARD_THICKNESS = 0.0004  # m
TRAY_FLOOR = 0.002  # m, thickness of the box bottom's floor
TRAY_WALL = 0.003  # m
BOARD_SURFACES = ("wood", "felt-green", "felt-blue", "felt-black")  # no paper: cards vanish on white paper
LOOSE_CLEARANCE = 1.6  # edges between the centres of dice scattered by hand


def build_and_render(spec: dict, meshes: dict) -> dict:
    rng = random.Random(spec["seed"])
    scene = bpy.context.scene
    configure_render(spec, rng)
    surface = rng.choice(BOARD_SURFACES)
    bpy_stage.table(surface, rng)
    edge = rng.uniform(0.015, 0.017)
    board = spec["board"]
    # where the dice lie follows `layout_seed` when given (the rolls of one session share table, board and camera)
    placer = rng if spec.get("layout_seed") is None else random.Random(spec["layout_seed"])
    if board["game"] == "bloeder-sack":
        regions, placements, keep_in_view = _bloeder_sack(board, spec["dice"], edge, rng, placer)
    else:
        regions, placements, keep_in_view = _goennen(spec["dice"], edge, rng, placer)
    is_glossy = rng.random() < 0.5
    objects = [
        add_die(index, die, placement, edge, meshes, is_glossy, rng)
        for index, (die, placement) in enumerate(zip(spec["dice"], placements, strict=True))
    ]
    kelvin = rng.choice((rng.uniform(2600, 3600), rng.uniform(3600, 5000), rng.uniform(5000, 7000)))
    bpy_stage.world_light(kelvin * rng.uniform(0.9, 1.2), rng.uniform(0.05, 0.35))
    light_kind = bpy_stage.key_light(rng, kelvin)
    xs, ys = [p.x for p in keep_in_view], [p.y for p in keep_in_view]
    centre = Vector(((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, 0.0))  # the middle of what must be in view
    height = rng.uniform(0.55, 0.75) if board["game"] == "bloeder-sack" else rng.uniform(0.4, 0.6)
    tilt_deg = rng.uniform(0, 30)
    azimuth = -math.pi / 2 + rng.gauss(0, 0.15)  # from the players' side (-y), looking towards the far side
    camera = bpy_stage.look_at_camera(centre, height, tilt_deg, azimuth, rng.gauss(0, 3))
    camera.data.lens = 150.0
    bpy.context.view_layer.update()
    fit_camera(scene, camera, keep_in_view)  # the board and the rolling area, not the dice: a session's camera stays
    is_moving = spec.get("motion_seed") is not None
    if is_moving:  # the loose dice are being thrown; dice on the board stay where they are
        motion = random.Random(spec["motion_seed"])
        loose = [index for index, die in enumerate(spec["dice"]) if die.get("region") is None]
        thrown = bpy_layout.in_motion([placements[i] for i in loose], edge, motion)
        for index, moved in zip(loose, thrown, strict=True):
            objects[index].matrix_world = pose(moved, edge)
    if spec.get("hand"):
        loose_placements = [p for p, d in zip(placements, spec["dice"], strict=True) if d.get("region") is None]
        seed = f"hand-{spec['seed']}-{spec.get('motion_seed')}"
        add_hand(loose_placements or placements or _nowhere(), random.Random(seed), is_moving)
    bpy.context.view_layer.update()
    if not spec.get("labels_only"):
        scene.render.filepath = spec["out"]
        bpy.ops.render.render(write_still=True)
    labels = []
    for die, obj in zip(spec["dice"], objects, strict=True):
        label = bpy_labels.die_label(scene, camera, obj, bpy_dice.PIP_FACES)
        labels.append({"colour": die["colour"], **label, "region": die.get("region"), "field": die.get("field")})
    return {
        "width": spec["width"],
        "height": spec["height"],
        "moving": is_moving,
        "dice": labels,
        "regions": [
            {"name": name, "corners": [[round(c, 2) for c in bpy_labels.to_pixels(scene, camera, p)] for p in corners]}
            for name, corners in regions
        ],
        "scene": {
            "board": board["game"],
            "surface": surface,
            "light": light_kind,
            "kelvin": round(kelvin),
            "camera_height_m": round(height, 3),
            "tilt_deg": round(tilt_deg, 1),
            "lens_mm": round(camera.data.lens, 1),
            "glossy": is_glossy,
            "hand": bool(spec.get("hand")),
        },
    }


def _nowhere() -> list[bpy_layout.Placement]:
    return [bpy_layout.Placement(Vector((0, 0, 0)), Matrix.Identity(3), 0.0)]


def _rectangle(low: Vector, high: Vector, grow: float) -> list[Vector]:
    """The four corners of the table area low..high, grown by `grow` m on every side (dice reach past their centres)."""
    x0, y0, x1, y1 = low.x - grow, low.y - grow, high.x + grow, high.y + grow
    return [Vector((x, y, 0.0)) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]


def _flat_die(die: dict, location: Vector, floor_z: float, edge: float, rng: random.Random) -> bpy_layout.Placement:
    yaw = rng.uniform(0, 2 * math.pi)
    normal = next(n for n, face in bpy_dice.PIP_FACES.items() if face == die["face"])
    rotation = Matrix.Rotation(yaw, 3, "Z") @ bpy_layout.upright(normal)
    return bpy_layout.Placement(Vector((location.x, location.y, floor_z + edge / 2)), rotation, yaw)


def _scatter(count: int, low: Vector, high: Vector, edge: float, taken: list[Vector], rng) -> list[Vector]:
    """`count` spots in the rectangle low..high (m), apart from each other and from `taken`."""
    spots: list[Vector] = []
    for _ in range(count):
        for _ in range(500):
            spot = Vector((rng.uniform(low.x, high.x), rng.uniform(low.y, high.y), 0.0))
            if all((spot - other).length >= LOOSE_CLEARANCE * edge for other in taken + spots):
                spots.append(spot)
                break
        else:
            raise ValueError(f"no room for {count} loose dice in {high - low}; widen the area")
    return spots


def _card(name: str, art: str, size: tuple[float, float], centre: Vector, yaw: float, rng) -> list[Vector]:
    """A thin card printed with the image `art` (its top towards +y); returns its top-face corners as seen."""
    material = bpy_stage.plain_material(f"{name}-print", (1.0, 1.0, 1.0), rng.uniform(0.45, 0.75))
    tree = material.node_tree
    shader = tree.nodes["Principled BSDF"]
    coords = tree.nodes.new("ShaderNodeTexCoord")
    image = tree.nodes.new("ShaderNodeTexImage")
    image.image = bpy.data.images.load(art)
    image.extension = "EXTEND"
    tree.links.new(coords.outputs["Generated"], image.inputs["Vector"])
    tree.links.new(image.outputs["Color"], shader.inputs["Base Color"])
    location = Vector((centre.x, centre.y, CARD_THICKNESS / 2))
    obj = bpy_stage.box_object(name, (size[0], size[1], CARD_THICKNESS), location, material)
    obj.rotation_euler = (0, 0, yaw)
    turn = Matrix.Rotation(yaw, 3, "Z")
    half_x, half_y = size[0] / 2, size[1] / 2
    return [
        location + turn @ Vector((x, y, CARD_THICKNESS / 2))
        for x, y in ((-half_x, half_y), (half_x, half_y), (half_x, -half_y), (-half_x, -half_y))
    ]


def _bloeder_sack(board: dict, dice: list[dict], edge: float, rng: random.Random, placer: random.Random):
    """Cards in a row at y = 0, Sackkarten above; returns the regions, the dice placements and points to frame.

    The cards are drawn from `rng`, the dice's exact spots from `placer`."""
    card_w, card_h = (side / 1000 for side in board["card_mm"])
    sack_w, sack_h = (side / 1000 for side in board["sack_mm"])
    gap = rng.uniform(0.01, 0.03)
    sack_gap = rng.uniform(0.015, 0.04)
    regions, cards, keep_in_view = [], {}, []
    for index, art in enumerate(board["cards"]):
        centre = Vector(((index - 2) * (card_w + gap) + rng.gauss(0, 0.002), rng.gauss(0, 0.003), 0))
        yaw = math.radians(rng.gauss(0, 1.5))
        corners = _card(f"ablage{index + 1}", art, (card_w, card_h), centre, yaw, rng)
        regions.append((str(index + 1), corners))
        cards[str(index + 1)] = (centre, yaw)
        keep_in_view += corners
        sack_centre = centre + Vector((rng.gauss(0, 0.003), card_h / 2 + sack_gap + sack_h / 2, 0))
        keep_in_view += _card(f"sack{index + 1}", board["sacks"][index], (sack_w, sack_h), sack_centre, yaw, rng)
    placements: list[bpy_layout.Placement | None] = [None] * len(dice)
    for index, die in enumerate(dice):
        if die.get("region") is None:
            continue
        centre, yaw = cards[die["region"]]
        u, v = board["fields"][die["field"] - 1]
        local = Vector(((u - 0.5) * card_w + placer.gauss(0, 0.0015), (0.5 - v) * card_h + placer.gauss(0, 0.0015), 0))
        spot = centre + Matrix.Rotation(yaw, 3, "Z") @ local
        placements[index] = _flat_die(die, spot, CARD_THICKNESS, edge, placer)
    loose = [index for index, die in enumerate(dice) if die.get("region") is None]
    row_half = 2.5 * card_w + 2 * gap
    low = Vector((-row_half * 0.6, -card_h / 2 - 0.07, 0))
    high = Vector((row_half * 0.6, -card_h / 2 - 0.025, 0))
    for index, spot in zip(loose, _scatter(len(loose), low, high, edge, [], placer), strict=True):
        placements[index] = _flat_die(dice[index], spot, 0.0, edge, placer)
    return regions, placements, keep_in_view + _rectangle(low, high, edge)


def _goennen(dice: list[dict], edge: float, rng: random.Random, placer: random.Random):
    """The box bottom at the origin and a rolling area beside it; returns regions, placements, points to frame.

    The box and the side of the rolling area are drawn from `rng`, the dice's spots from `placer`."""
    width, depth = rng.uniform(0.2, 0.26), rng.uniform(0.15, 0.19)
    wall_height = rng.uniform(0.02, 0.035)
    cardboard = bpy_stage.paper_material(rng)
    half_w, half_d = width / 2, depth / 2
    bpy_stage.box_object("box-floor", (width, depth, TRAY_FLOOR), Vector((0, 0, TRAY_FLOOR / 2)), cardboard)
    for name, size, centre in (
        ("wall-far", (width, TRAY_WALL, wall_height), (0, half_d - TRAY_WALL / 2)),
        ("wall-near", (width, TRAY_WALL, wall_height), (0, -half_d + TRAY_WALL / 2)),
        ("wall-left", (TRAY_WALL, depth, wall_height), (-half_w + TRAY_WALL / 2, 0)),
        ("wall-right", (TRAY_WALL, depth, wall_height), (half_w - TRAY_WALL / 2, 0)),
    ):
        bpy_stage.box_object(name, size, Vector((*centre, wall_height / 2)), cardboard)
    rim = [
        Vector((x, y, wall_height))
        for x, y in ((-half_w, half_d), (half_w, half_d), (half_w, -half_d), (-half_w, -half_d))
    ]
    inside = half_w - TRAY_WALL - 0.75 * edge, half_d - TRAY_WALL - 0.75 * edge
    on_site = [index for index, die in enumerate(dice) if die.get("region") == "baustelle"]
    loose = [index for index, die in enumerate(dice) if die.get("region") is None]
    placements: list[bpy_layout.Placement | None] = [None] * len(dice)
    spots = _scatter(len(on_site), Vector((-inside[0], -inside[1], 0)), Vector((*inside, 0)), edge, [], placer)
    for index, spot in zip(on_site, spots, strict=True):
        placements[index] = _flat_die(dice[index], spot, TRAY_FLOOR, edge, placer)
    side = rng.choice(("right", "left", "front"))
    if side == "front":
        low, high = Vector((-half_w, -half_d - 0.14, 0)), Vector((half_w, -half_d - 0.03, 0))
    else:
        sign = 1 if side == "right" else -1
        near, far = sign * (half_w + 0.03), sign * (half_w + 0.15)
        low, high = Vector((min(near, far), -half_d, 0)), Vector((max(near, far), half_d, 0))
    for index, spot in zip(loose, _scatter(len(loose), low, high, edge, [], placer), strict=True):
        placements[index] = _flat_die(dice[index], spot, 0.0, edge, placer)
    keep_in_view = [*rim, *(Vector((x, y, 0)) for x, y in ((-half_w, -half_d), (half_w, -half_d)))]
    keep_in_view += _rectangle(low, high, edge)
    return [("baustelle", rim)], placements, keep_in_view
