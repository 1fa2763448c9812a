"""Find (or install) Blender and run `bpy_main.py` on a batch of scene specs.

One Blender process renders a whole batch, so the die meshes are built once and start-up (about 2 s) is paid
once per batch.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from dice_sets import SETS, RolledDie

SCENE_SCRIPT = Path(__file__).resolve().parent / "bpy_main.py"
SAMPLES = 16  # Cycles samples per pixel; the denoiser stays off, the leftover grain passes for sensor noise


def ensure_blender() -> str:
    """Path of the `blender` executable; installs Debian's package (headless use) when it is missing."""
    found = shutil.which("blender")
    if found:
        return found
    print("blender not found: installing Debian's package (apt-get install -y blender)", file=sys.stderr)
    subprocess.run(["apt-get", "update"], check=True)
    subprocess.run(["apt-get", "install", "-y", "blender"], check=True)
    found = shutil.which("blender")
    if not found:
        raise RuntimeError("apt-get installed blender but it is not on PATH; install Blender 3.4+ by hand")
    return found


def scene_spec(
    out_png: Path,
    set_name: str,
    dice: list[RolledDie],
    seed: int,
    size: tuple[int, int] = (640, 480),
    hand: bool = False,
    motion_seed: int | None = None,
    board: dict | None = None,
    layout_seed: int | None = None,
    labels_only: bool = False,
) -> dict:
    """One scene for `bpy_main.py` (its docstring lists the fields); `board` makes it a board scene;
    `labels_only` builds it without rendering (raw label only)."""
    dice_set = SETS[set_name]
    spec = {
        "out": str(out_png),
        "width": size[0],
        "height": size[1],
        "samples": SAMPLES,
        "seed": seed,
        "dice": [
            {
                "colour": die.colour,
                "face": die.colour if dice_set.is_push else die.value,
                "pips": dice_set.pips(die.colour),
                "cocked": die.is_cocked,
            }
            for die in dice
        ],
        "hand": hand,
        "motion_seed": motion_seed,
    }
    if labels_only:
        spec["labels_only"] = True
    if board is not None:
        spec["board"] = board
        spec["layout_seed"] = layout_seed
        for entry, die in zip(spec["dice"], dice, strict=True):
            entry.update(region=die.region, field=die.field)
    return spec


def render(specs: list[dict], batch_file: Path) -> list[dict]:
    """Render every spec (PNG beside each `out`) and return the raw labels, in order."""
    batch_file.write_text(json.dumps(specs, indent=1))
    command = [ensure_blender(), "-b", "--factory-startup", "-noaudio", "--python-exit-code", "1"]
    command += ["--python", str(SCENE_SCRIPT)]
    result = subprocess.run([*command, "--", str(batch_file)], capture_output=True, text=True)
    if result.returncode != 0 or "Traceback" in result.stderr + result.stdout:
        tail = (result.stdout + result.stderr)[-3000:]
        raise RuntimeError(f"blender failed on {batch_file} (exit {result.returncode}); last output:\n{tail}")
    return [json.loads(Path(spec["out"]).with_suffix(".raw.json").read_text()) for spec in specs]
