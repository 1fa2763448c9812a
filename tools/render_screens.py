"""Render every screen with sample view models into a folder, in German and English, for looking at.

.venv/bin/python tools/render_screens.py out/screens [--size 800x480]
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dicetable.messages import LANGUAGES, set_language
from display.renderer import Renderer
from display.samples import all_samples
from tools.screen_args import folder_and_size


def main() -> int:
    folder, (width, height) = folder_and_size(__doc__)
    renderer = Renderer((width, height), headless=True)
    timings_ms = []
    for language in LANGUAGES:
        set_language(language)
        for name, view in all_samples().items():
            start = time.perf_counter()
            renderer.draw(view)
            timings_ms.append((time.perf_counter() - start) * 1000)
            renderer.save_png(folder / f"{name}_{language}.png")
    timings_ms.sort()
    print(
        f"wrote {len(timings_ms)} screens at {width}x{height} to {folder}; draw time median "
        f"{timings_ms[len(timings_ms) // 2]:.1f} ms, max {timings_ms[-1]:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
