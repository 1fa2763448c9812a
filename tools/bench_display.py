"""Print how long each screen takes to draw (median of N draws, ms), the camera screen with a full-size frame.

.venv/bin/python tools/bench_display.py [--size 800x480] [--repeat 30] [--frame 1920x1080]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from display import samples
from display.renderer import Renderer


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="800x480", help="screen WIDTHxHEIGHT (default 800x480)")
    parser.add_argument("--frame", default="1920x1080", help="camera frame WIDTHxHEIGHT (default 1920x1080)")
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    size = tuple(int(part) for part in args.size.lower().split("x"))
    frame_w, frame_h = (int(part) for part in args.frame.lower().split("x"))
    renderer = Renderer(size, headless=True)
    views = samples.all_samples()
    views["04_camera"] = replace(views["04_camera"], frame=samples.table_frame(frame_h, frame_w))
    medians_ms = {}
    for name, view in views.items():
        timings = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            renderer.draw(view)
            timings.append((time.perf_counter() - start) * 1000)
        medians_ms[name] = round(statistics.median(timings), 2)
    print(json.dumps({"size": args.size, "frame": args.frame, "median_ms": medians_ms}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
