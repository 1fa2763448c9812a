"""Render a recorded session: a replay folder (index.json + frames) for the `replay:` camera backend.

Each roll becomes FRAMES_MOVING frames with a hand in view and the dice mid-throw, then FRAMES_SETTLED frames
of the dice at rest. A roll's frames share one scene (table, light, camera); the settled frames are one render
developed with different sensor noise, as a still camera would give. Every frame gets a project label beside
it (dice in motion are "unreadable", reason "moving"). session.json lists each roll against its last settled
frame and carries over the game fields of the input (game, players, options, decisions, final_scores).
"""

from __future__ import annotations

import json
from pathlib import Path

import blender
import labelled
from boards import BOARD_SIZES, board_spec, scripted_die

FRAMES_MOVING = 2
FRAMES_SETTLED = 3
FRAME_INTERVAL_S = 0.2  # between frames of one roll
ROLL_INTERVAL_S = 8.0  # from one roll's first frame to the next (players decide in between)
CARRIED_FIELDS = ("game", "board", "players", "seed", "options", "decisions", "final_scores")


def roll_seed(session_seed: int, roll_index: int) -> int:
    return session_seed * 1000 + roll_index


def render_session(session: dict, out_dir: Path, work_dir: Path) -> None:
    """`session`: {"set": str, "seed": int, "rolls": [{"dice": [{"colour", "value"}, ...]}, ...], ...}.

    With "board" (a game id of `boards.BOARD_GAMES`) every roll is a board scene: each die may name its
    "region" (and "field"), and only the loose dice (region null) are mid-throw in the moving frames. The rolls
    then share one table, board, light and camera (drawn from the session's seed); only the dice move."""
    set_name, seed = session["set"], session["seed"]
    out_dir.mkdir(parents=True, exist_ok=True)
    board = board_spec(session["board"], work_dir / "art") if session.get("board") else None
    size = BOARD_SIZES[session["board"]] if board else (640, 480)
    specs, frame_plan = [], []
    for index, roll in enumerate(session["rolls"]):
        dice = [scripted_die(d) for d in roll["dice"]]
        scene = seed if board else roll_seed(seed, index)
        where = {"board": board, "layout_seed": roll_seed(seed, index)} if board else {}
        for motion in range(FRAMES_MOVING):
            png = work_dir / f"roll{index:03d}-moving{motion}.png"
            specs.append(
                blender.scene_spec(png, set_name, dice, scene, size, hand=True, motion_seed=motion + 1, **where)
            )
            frame_plan.append((index, png, 1))
        png = work_dir / f"roll{index:03d}-settled.png"
        specs.append(blender.scene_spec(png, set_name, dice, scene, size, **where))
        frame_plan.append((index, png, FRAMES_SETTLED))
    rendered = blender.render(specs, work_dir / "session-scenes.json")
    raws = {spec["out"]: raw for spec, raw in zip(specs, rendered, strict=True)}
    frames, rolls = [], []
    steps_in_roll: dict[int, int] = {}
    for index, png, copies in frame_plan:
        raw = raws[str(png)]
        for copy in range(copies):
            name = f"{len(frames):06d}.jpg"
            step = steps_in_roll.get(index, 0)
            steps_in_roll[index] = step + 1
            labelled.save(png, raw, out_dir / name, set_name, photo_seed=roll_seed(seed, index) * 10 + step)
            frames.append({"file": name, "t_s": round(index * ROLL_INTERVAL_S + step * FRAME_INTERVAL_S, 3)})
            if not raw["moving"] and copy == copies - 1:
                rolls.append({"frame": name, "dice": session["rolls"][index]["dice"]})
    (out_dir / "index.json").write_text(json.dumps({"frames": frames}, indent=1) + "\n")
    record = {key: session[key] for key in CARRIED_FIELDS if key in session}
    record["rolls"] = rolls
    (out_dir / "session.json").write_text(json.dumps(record, indent=1) + "\n")
