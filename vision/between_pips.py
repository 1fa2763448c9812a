"""A die's face as the light between its own pips' and the frame's other dice' pips would balance it.

The colour stage takes the light from the white on the dice (`vision.white_balance`): the brightest lamp-like pixels
of all faces, most often one die's pips. Pips are small and recessed, and the JPEG's coarser chroma smears the plastic
around them into them, so they carry that plastic's tint: an orange die's pips pass for a warm lamp, a blue die's for
a cool one (Gönnen dev 50359: the lone orange 3's pips R/G 1.22, B/G 0.70, the blue 1's beside it 0.96 and 1.29).
Where the light came from one die's own pips, dividing it out turns that die's face away from its tint, and the light
of the other dice' pips is tinted the other way by theirs. Neither is the lamp; it lies between them, where the two
tints weigh alike: midway between the two lights' chromaticities (their geometric mean), at the same exposure.
Where the frame's light did not come from the die's own pips, the other dice' light is that light, and nothing moves.
"""

from __future__ import annotations

import numpy as np

from vision.colour_space import LUMINANCE_WEIGHTS, lab_to_linear_rgb, linear_rgb_to_lab
from vision.white_balance import Light, WhiteBalanceSettings, estimate_light, rebalanced


def relit_between_pips(
    feature: np.ndarray, face: int, faces: np.ndarray, light: Light, settings: WhiteBalanceSettings
) -> np.ndarray | None:
    """The features of the face `faces[face]` (`feature`: L*, a*, b*, then any more, kept, balanced with `light`) as
    the light between `light` and that of the other faces' white would balance them; None where no other face shows
    white. faces: (n, px, px, 3) linear RGB of the frame's measured faces. Does not change its inputs."""
    others = np.delete(faces, face, axis=0)
    if not len(others):
        return None
    theirs = estimate_light(others, settings)
    if theirs.white_luminance is None:
        return None
    between = np.sqrt(light.colour * theirs.colour)
    midway = Light(between / (between @ LUMINANCE_WEIGHTS), light.white_luminance)
    lab = linear_rgb_to_lab(rebalanced(lab_to_linear_rgb(feature[:3]), light, midway, settings))
    return np.array([*lab, *feature[3:]])
