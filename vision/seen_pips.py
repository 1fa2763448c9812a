"""A pip candidate as the frame saw it, whatever became of it: the rules that look again for a face's lost pips
(`vision.lost_pips`) or a 1's partner (`vision.lone_pip_partner`) judge the candidates of every look alike, in frame
pixels."""

from __future__ import annotations

from dataclasses import dataclass

from vision.pips import Pip
from vision.views import View

Point = tuple[float, float]


@dataclass(frozen=True)
class SeenPip:
    """A pip candidate seen in the frame, whatever became of it: centre and radius in frame pixels, its kind, how
    far it stands out from the face level around it (grey levels) and how drawn out it is (`vision.pips.Pip`)."""

    centre: Point
    radius_px: float
    is_dark: bool
    contrast: float
    face_level: float
    elongation: float

    @classmethod
    def of(cls, pip: Pip, view: View) -> SeenPip:
        """The pip `pip` found in `view`, in frame pixels."""
        return cls(
            view.to_frame(pip.center),
            pip.radius / view.scale,
            pip.is_dark,
            pip.contrast,
            pip.face_level,
            pip.elongation,
        )
