"""The dice of each game as the renderer needs them: colours, counts, pip paint, and random rolls to render.

Colours and counts follow `fixtures/README.md`; pip paint follows the rules files (white pips on coloured
and black dice, black pips on white and silver dice, and on the blue dice of Blöder Sack). The fifth
Gönnen-können colour is unnamed in the rules: it is rendered as a neutral grey-brown and labelled "fifth".
"""

from __future__ import annotations

import random
from dataclasses import dataclass

PUSH_FACES = ("red", "blue", "green", "yellow", "purple", "star")


@dataclass(frozen=True)
class DiceSet:
    name: str
    colours: tuple[str, ...]  # every colour the set's dice come in
    counts: tuple[int, ...]  # dice per colour in a full roll (Blöder Sack: a frame holds a random mix)
    dark_pips: frozenset[str]  # colours painted with dark pips; all others get light pips
    is_push: bool = False

    def pips(self, colour: str) -> str | None:
        """Pip paint of a die: "light", "dark", or None for the PUSH die (no pips)."""
        if self.is_push:
            return None
        return "dark" if colour in self.dark_pips else "light"


SETS: dict[str, DiceSet] = {
    s.name: s
    for s in (
        DiceSet(
            "doppelt-so-clever",
            ("yellow", "blue", "green", "pink", "silver", "white"),
            (1, 1, 1, 1, 1, 1),
            frozenset({"silver", "white"}),
        ),
        DiceSet("geht-noch-was", ("blue", "red"), (4, 3), frozenset()),
        DiceSet("bloeder-sack", ("red", "blue", "white", "black"), (10, 10, 10, 10), frozenset({"blue", "white"})),
        DiceSet("push", PUSH_FACES, (1, 0, 0, 0, 0, 0), frozenset(), is_push=True),
        DiceSet("goennen-koennen", ("yellow", "orange", "green", "blue", "fifth"), (1, 1, 1, 1, 1), frozenset()),
    )
}


@dataclass(frozen=True)
class RolledDie:
    colour: str  # the die's colour; for the PUSH die, the face on top
    value: int | None  # 1–6, None for the PUSH die
    is_cocked: bool = False
    region: str | None = None  # board scenes: the region the die lies on ("3", "baustelle"), None = loose
    field: int | None = None  # board scenes: 1-based field on that region, None without fields


COCKED_SHARE = 0.15  # of frames with one die leaning on another or a wall, as dice often land at a table


def random_roll(dice_set: DiceSet, rng: random.Random, cocked_share: float = COCKED_SHARE) -> list[RolledDie]:
    """A plausible frame's worth of dice: the full set or part of it (games re-roll subsets), random faces.

    `cocked_share` above the table's own makes training scenes for telling cocked dice; at the default the
    scenes are those the committed fixtures were rendered from.
    """
    if dice_set.is_push:
        return [RolledDie(rng.choice(PUSH_FACES), None)]
    if dice_set.name == "bloeder-sack":
        colours = [rng.choice(dice_set.colours) for _ in range(rng.randint(4, 12))]
    else:
        full = [c for c, n in zip(dice_set.colours, dice_set.counts, strict=True) for _ in range(n)]
        keep = len(full) if rng.random() < 0.6 else rng.randint(max(1, len(full) - 3), len(full))
        colours = sorted(rng.sample(full, keep), key=full.index)
    cocked_index = rng.randrange(len(colours)) if len(colours) > 1 and rng.random() < cocked_share else None
    return [RolledDie(c, rng.randint(1, 6), i == cocked_index) for i, c in enumerate(colours)]
