"""A small learned second opinion on a candidate face: which face (1–6) a crop shows, or that it is no face.

The rules in `vision.layout` refuse a face whose pips do not fit (blurred sixes whose pips merge into bars) and
accept the odd cluster of dark blobs that happens to fit one (key labels, knots in wood). The verifier looks at
the crop around the candidate instead: a square 1.2 face sides wide, greyed so the pips are bright (dark pips
inverted), stretched to 0–255, scaled to CROP_PX × CROP_PX; its gradient-direction histograms and coarse
brightness go through a one-hidden-layer perceptron (numpy weights in `MODEL_PATH`, a few dozen KB, trained by
`tools/train_face_verifier.py` on the train splits only).

>>> import numpy as np
>>> face_crop(np.zeros((64, 64, 3), np.uint8), (32.0, 32.0), 20.0, is_dark=True).shape
(32, 32)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import cv2
import numpy as np

CROP_PX = 32
CROP_SIDES = 1.2  # the crop's side in face sides: the whole face and a rim of what lies around it
NOT_A_FACE = 0  # class index; classes 1–6 are the face values
CLASSES = 7
MODEL_PATH = Path(__file__).with_name("models") / "face_verifier.npz"
CELL_PX = 8
ORIENTATION_BINS = 9
FEATURES = (CROP_PX // CELL_PX) ** 2 * ORIENTATION_BINS + (CROP_PX // CELL_PX * 2) ** 2


@dataclass(frozen=True)
class Verdict:
    """The verifier's opinion: `value` 1–6 or NOT_A_FACE, `score` its probability (0–1) and `margin` the gap to
    the runner-up's (larger = surer)."""

    value: int
    score: float
    margin: float


def face_crop(
    image_bgr: np.ndarray, center: tuple[float, float], side_px: float, is_dark: bool, angle_deg: float = 0.0
) -> np.ndarray:
    """The normalised grey crop (CROP_PX, CROP_PX) uint8 around a face of `side_px` frame pixels at `center` (x, y),
    turned by `angle_deg` (training only); pips come out bright whatever their polarity. Does not change the image."""
    window_px = max(4.0, CROP_SIDES * side_px)
    margin = 1.5 if angle_deg else 1.0  # room for the corners a turn brings in
    size_px = max(4, round(window_px * margin))
    patch = cv2.getRectSubPix(image_bgr, (size_px, size_px), (float(center[0]), float(center[1])))
    out_px = round(CROP_PX * margin)
    patch = cv2.resize(patch, (out_px, out_px), interpolation=cv2.INTER_AREA)
    blue, green, red = cv2.split(patch)
    grey = 255 - cv2.max(cv2.max(blue, green), red) if is_dark else cv2.min(cv2.min(blue, green), red)
    if angle_deg:
        turn = cv2.getRotationMatrix2D((out_px / 2, out_px / 2), angle_deg, 1.0)
        grey = cv2.warpAffine(grey, turn, (out_px, out_px), borderMode=cv2.BORDER_REPLICATE)
        start = (out_px - CROP_PX) // 2
        grey = grey[start : start + CROP_PX, start : start + CROP_PX]
    return cv2.normalize(grey, None, 0, 255, cv2.NORM_MINMAX)


def crop_features(crop: np.ndarray) -> np.ndarray:
    """Features (FEATURES,) float32 of a CROP_PX × CROP_PX uint8 crop: a histogram of gradient directions per
    8 × 8 cell (HOG-like, 9 unsigned bins, square-rooted) and the crop shrunk to 8 × 8 (where the pips are)."""
    grey = crop.astype(np.float32) / 255.0
    gx, gy = cv2.Sobel(grey, cv2.CV_32F, 1, 0), cv2.Sobel(grey, cv2.CV_32F, 0, 1)
    magnitude, angle = cv2.cartToPolar(gx, gy, angleInDegrees=True)
    bins = (np.mod(angle, 180.0) * (ORIENTATION_BINS / 180.0)).astype(np.int32) % ORIENTATION_BINS
    cells = CROP_PX // CELL_PX
    cell_index = (np.arange(CROP_PX) // CELL_PX)[:, None] * cells + (np.arange(CROP_PX) // CELL_PX)[None, :]
    histogram = np.bincount(
        (cell_index * ORIENTATION_BINS + bins).ravel(), magnitude.ravel(), cells * cells * ORIENTATION_BINS
    )
    histogram = np.sqrt(histogram / (np.linalg.norm(histogram) + 1e-6))
    shrunk = cv2.resize(grey, (cells * 2, cells * 2), interpolation=cv2.INTER_AREA).ravel()
    return np.concatenate([histogram, shrunk - shrunk.mean()]).astype(np.float32)


@dataclass(frozen=True)
class Network:
    """A one-hidden-layer perceptron: features (N, FEATURES) → tanh hidden (N, H) → class scores (N, CLASSES);
    `mean` and `scale` standardise the features first."""

    mean: np.ndarray
    scale: np.ndarray
    hidden_weights: np.ndarray
    hidden_bias: np.ndarray
    out_weights: np.ndarray
    out_bias: np.ndarray

    def probabilities(self, features: np.ndarray) -> np.ndarray:
        """Class probabilities (N, CLASSES), each row summing to 1."""
        hidden = np.tanh(((features - self.mean) / self.scale) @ self.hidden_weights + self.hidden_bias)
        logits = hidden @ self.out_weights + self.out_bias
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        return exp / exp.sum(axis=1, keepdims=True)

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as file:
            np.savez_compressed(file, **{name: getattr(self, name).astype(np.float32) for name in _FIELDS})


_FIELDS = ("mean", "scale", "hidden_weights", "hidden_bias", "out_weights", "out_bias")


@cache
def _model() -> Network:
    with np.load(MODEL_PATH) as data:
        return Network(*(data[name] for name in _FIELDS))


def verdicts(features: np.ndarray, network: Network | None = None) -> list[Verdict]:
    """The verdict for each row of features (N, FEATURES); the shipped model unless `network` is given."""
    if len(features) == 0:
        return []
    probabilities = (network or _model()).probabilities(np.asarray(features, np.float32).reshape(len(features), -1))
    ordered = np.sort(probabilities, axis=1)
    return [
        Verdict(int(np.argmax(row)), float(top), float(top - second))
        for row, top, second in zip(probabilities, ordered[:, -1], ordered[:, -2], strict=True)
    ]


def verdict(image_bgr: np.ndarray, center: tuple[float, float], side_px: float, is_dark: bool) -> Verdict:
    """The shipped model's verdict on the face of `side_px` frame pixels at `center` (x, y) of a BGR uint8 frame."""
    return verdicts(crop_features(face_crop(image_bgr, center, side_px, is_dark))[None, :])[0]
