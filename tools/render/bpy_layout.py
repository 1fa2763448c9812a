"""Where the dice lie (runs inside Blender): flat, touching each other or a tray wall, cocked, or in the air.

Positions are metres on the table plane z = 0; rotations are 3×3 world matrices applied to the unit die of
`bpy_dice`. A die is never placed overlapping another: centres keep at least the die's diagonal apart, except a
die deliberately touching its partner face to face.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from mathutils import Matrix, Quaternion, Vector

CLEARANCE = 1.45  # minimum centre distance, in edges, between dice that do not touch on purpose
COCK_MIN_DEG = 25.0  # a cocked die leans at least this far (labels call > 20° unreadable)
COCK_MAX_DEG = 40.0


@dataclass(frozen=True)
class Placement:
    location: Vector
    rotation: Matrix  # 3×3, local die → world
    yaw: float  # radians, the die's heading on the table (for partners that touch it)


@dataclass(frozen=True)
class Area:
    """Where dice may lie: |x| <= half_x, |y| <= half_y (a tray's inner floor, or a patch of open table)."""

    half_x: float
    half_y: float
    is_walled: bool


def upright(face_normal: tuple[int, int, int]) -> Matrix:
    """Rotation that turns the die's face with local `face_normal` to point straight up."""
    if face_normal == (0, 0, -1):
        return Matrix.Rotation(math.pi, 3, "X")
    return Vector(face_normal).rotation_difference(Vector((0, 0, 1))).to_matrix()


def _heading(yaw: float) -> Vector:
    return Vector((math.cos(yaw), math.sin(yaw), 0.0))


def _is_free(location: Vector, placed: list[Placement], edge: float, area: Area, partner: int | None = None) -> bool:
    if abs(location.x) > area.half_x - edge * 0.72 or abs(location.y) > area.half_y - edge * 0.72:
        return False
    for index, other in enumerate(placed):
        limit = edge * 0.99 if index == partner else edge * CLEARANCE
        if (location.xy - other.location.xy).length < limit:
            return False
    return True


def _flat(face_normal, yaw: float, location: Vector, edge: float, rng: random.Random) -> Placement:
    wobble = Matrix.Rotation(math.radians(rng.uniform(0, 1.2)), 3, Vector((rng.uniform(-1, 1), rng.uniform(-1, 1), 0)))
    rotation = Matrix.Rotation(yaw, 3, "Z") @ wobble @ upright(face_normal)
    return Placement(Vector((location.x, location.y, edge / 2)), rotation, yaw)


def _leaning(face_normal, yaw: float, contact: Vector, edge: float, tilt_deg: float) -> Placement:
    """A die resting on one bottom edge, its upper edge against a vertical plane through `contact` facing it.

    The die tips toward the plane: its top face is turned `tilt_deg` toward heading `yaw`.
    """
    tilt = math.radians(tilt_deg)
    reach = edge / 2 * (math.cos(tilt) + math.sin(tilt))  # centre to the furthest corner, sideways and down
    rotation = Matrix.Rotation(yaw, 3, "Z") @ Matrix.Rotation(tilt, 3, "Y") @ upright(face_normal)
    location = contact - _heading(yaw) * reach
    return Placement(Vector((location.x, location.y, reach)), rotation, yaw)


def lay_out(
    faces: list[tuple[int, int, int]], cocked: list[bool], edge: float, area: Area, rng: random.Random
) -> list[Placement]:
    """Place dice showing `faces` (local normals to turn up); dice flagged in `cocked` lean on a die or wall.

    Flat dice first: some touch an earlier die or (in a tray) a wall. A cocked die that finds nothing to lean on
    within a few tries lies flat instead; its label then follows its real pose, so labels stay exact.
    """
    placed: list[Placement | None] = [None] * len(faces)
    flat_indices = [i for i, is_cocked in enumerate(cocked) if not is_cocked]
    cocked_indices = [i for i, is_cocked in enumerate(cocked) if is_cocked]
    done: list[Placement] = []
    for index in flat_indices + cocked_indices:
        placement = None
        for _ in range(60):
            placement = _attempt(faces[index], cocked[index], done, edge, area, rng)
            if placement is not None:
                break
        if placement is None:
            placement = _anywhere(faces[index], done, edge, area, rng)
        placed[index] = placement
        done.append(placement)
    return [p for p in placed if p is not None]


def _anywhere(face, done, edge, area, rng) -> Placement:
    for _ in range(500):
        location = Vector((rng.uniform(-area.half_x, area.half_x), rng.uniform(-area.half_y, area.half_y), 0))
        if _is_free(location, done, edge, area):
            return _flat(face, rng.uniform(0, 2 * math.pi), location, edge, rng)
    raise ValueError(f"no room for {len(done) + 1} dice of {edge * 1000:.0f} mm in the area; widen the area")


def _attempt(face, is_cocked: bool, done: list[Placement], edge: float, area: Area, rng: random.Random):
    """One try at placing a die; None when the spot is taken."""
    choice = rng.random()
    if is_cocked:
        tilt = rng.uniform(COCK_MIN_DEG, COCK_MAX_DEG)
        if area.is_walled and (not done or choice < 0.4):
            yaw, contact = _wall_spot(area, rng)
            placement = _leaning(face, yaw, contact, edge, tilt)
            return placement if _is_free(placement.location, done, edge, _beyond_walls(area, edge)) else None
        if done:
            partner_index = rng.randrange(len(done))
            partner = done[partner_index]
            yaw = partner.yaw + rng.randrange(4) * math.pi / 2
            contact = partner.location - _heading(yaw) * (edge / 2)
            placement = _leaning(face, yaw, Vector((contact.x, contact.y, 0)), edge, tilt)
            return placement if _is_free(placement.location, done, edge * 0.8, area, partner_index) else None
        return None
    if done and choice < 0.3:
        partner_index = rng.randrange(len(done))
        partner = done[partner_index]
        direction = partner.yaw + rng.randrange(4) * math.pi / 2
        side = Vector((-math.sin(direction), math.cos(direction), 0)) * rng.uniform(-0.4, 0.4) * edge
        location = partner.location + _heading(direction) * (edge * 1.003) + side
        yaw = partner.yaw + math.radians(rng.uniform(-2, 2))
        return _flat(face, yaw, location, edge, rng) if _is_free(location, done, edge, area, partner_index) else None
    if area.is_walled and choice < 0.45:
        yaw, contact = _wall_spot(area, rng)
        location = contact - _heading(yaw) * (edge * 0.502)
        free = _is_free(location, done, edge, _beyond_walls(area, edge))
        return _flat(face, yaw, location, edge, rng) if free else None
    location = Vector((rng.uniform(-area.half_x, area.half_x), rng.uniform(-area.half_y, area.half_y), 0))
    yaw = rng.uniform(0, 2 * math.pi)
    return _flat(face, yaw, location, edge, rng) if _is_free(location, done, edge, area) else None


def _beyond_walls(area: Area, edge: float) -> Area:
    """The area grown so that a die right against a wall passes the free-spot check."""
    return Area(area.half_x + edge, area.half_y + edge, area.is_walled)


def _wall_spot(area: Area, rng: random.Random) -> tuple[float, Vector]:
    """A point on one of the four tray walls and the heading that faces it from inside."""
    wall = rng.randrange(4)
    yaw = wall * math.pi / 2
    along = rng.uniform(-0.7, 0.7)
    if wall % 2 == 0:
        return yaw, Vector(((1 if wall == 0 else -1) * area.half_x, along * area.half_y, 0))
    return yaw, Vector((along * area.half_x, (1 if wall == 1 else -1) * area.half_y, 0))


def in_motion(placements: list[Placement], edge: float, rng: random.Random) -> list[Placement]:
    """The same dice mid-throw: pulled back toward where the hand let go, in the air, tumbling."""
    throw = _heading(rng.uniform(0, 2 * math.pi)) * rng.uniform(0.03, 0.08)
    moving = []
    for placement in placements:
        location = placement.location + throw * rng.uniform(0.4, 1.2)
        location.z = edge / 2 + rng.uniform(0.0, 0.04)
        tumble = Quaternion((rng.gauss(0, 1), rng.gauss(0, 1), rng.gauss(0, 1), rng.gauss(0, 1))).normalized()
        moving.append(Placement(location, tumble.to_matrix(), placement.yaw))
    return moving
