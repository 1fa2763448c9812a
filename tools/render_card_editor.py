"""Render every step of the task-card editor to PNG, in German and English, for looking at; prints how many
button presses each of the rulebook's example cards takes.

.venv/bin/python tools/render_card_editor.py out/card_editor [--size 800x480]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.card_editor import CardEditor, new_editor, press, view
from dicetable.messages import LANGUAGES, set_language
from display.renderer import Renderer
from hardware.events import ButtonEvent
from tools.screen_args import folder_and_size

KEYS = {
    "P": ButtonEvent.PREV,
    "N": ButtonEvent.NEXT,
    "O": ButtonEvent.OK,
    "B": ButtonEvent.BACK,
    "H": ButtonEvent.BACK_HELD,
}

# Presses from a fresh editor (id pre-filled, green, no start set) to the saved card, for each example the rulebook
# prints (fixtures/cards/geht-noch-was.json): P = PREV, N = NEXT, O = OK, B = BACK; spaces only group them.
EXAMPLES: dict[str, str] = {
    "card 1": "PO P O  O NNN O  P O  N O  O",
    "one die showing 4": "O O  O  O  O  O",
    "five dice 3+": "O N O  PPP O  O  O  O",
    "three of a kind": "O NN O  N O  O  O",
    "run of three": "O NNN O  O  O  O",
    "four consecutive": "O NNN O  N O  O  O",
    "red sum 9+": "O P O  O  O  O",
    "pair and triple": "O NN O  O  O  PP O NN O  N O  O  O",
    "red pair / blue pair": "O NN O  O  NN O  P O NN O  O  N O  O",
    "two dice showing 1": "O O  N O  NNN O  O  O",
}

# Screens to look at: a name and the presses that lead there from a fresh editor for card 12.
SCREENS: dict[str, str] = {
    "01_empty_card": "",
    "02_add_menu": "O",
    "03_run_count": "O NNN O",
    "04_run_colour": "O NNN O  P O  N",
    "05_card_with_run": "O NNN O  P O  N O",
    "06_id_tens": "O NNN O  P O  N O  N O N",
    "07_colour_yellow": "O NNN O  P O  N O  NN O N",
    "08_or_alternative": "O NN O  O  NN O  P O NN O  O  N O",
    "09_part_menu": "O NN O  O  NN O  P O NN O  O  N O  PPP O",
    "10_sum_minimum": "O P O",
    "11_too_many_dice": "O O P O O O  PP O O O O O  O",
    "12_red_with_start_set": "P O N O  PP O NN O  O O O O O  O",
    "13_discard_hint": "B",
    "14_run_die_by_die": "O NNN O  P O  P O  N O  N",
    "15_seven_of_a_kind_die_by_die": "O NN O  P O  P O  N O N O NN O N O N O NN O N",
}


def presses(keys: str) -> tuple[ButtonEvent, ...]:
    """Button events from letters (P, N, O, B, H = hold BACK); spaces are ignored."""
    return tuple(KEYS[key] for key in keys if not key.isspace())


def replay(keys: str, editor: CardEditor) -> CardEditor:
    for event in presses(keys):
        editor = press(editor, event)
    return editor


def main() -> int:
    folder, (width, height) = folder_and_size(__doc__)
    renderer = Renderer((width, height), headless=True)
    for language in LANGUAGES:
        set_language(language)
        for name, events in SCREENS.items():
            renderer.draw(view(replay(events, new_editor(card_id=12))))
            renderer.save_png(folder / f"{name}_{language}.png")
    print(f"wrote {len(SCREENS) * len(LANGUAGES)} screens at {width}x{height} to {folder}")
    for example, keys in EXAMPLES.items():
        outcome = replay(keys, new_editor(card_id=1)).outcome
        print(f"{len(presses(keys)):3d} presses  {example}  ({outcome})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
