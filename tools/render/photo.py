"""Turn a clean render into a webcam-like photo: mild motion blur on some, sensor noise, JPEG compression.

Works on BGR uint8 arrays (H, W, 3) as OpenCV reads them. Nothing here moves the dice, so labels stay exact
(a blur of at most 7 px smears an edge but does not shift a centre).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

MOTION_BLUR_SHARE = 0.15  # share of settled frames with a little camera shake


@dataclass(frozen=True)
class Camera:
    """The imperfections of one exposure, drawn from a seed."""

    blur_px: int  # length of the linear motion-blur streak; 0 or 1 = none
    blur_angle_deg: float
    noise_sigma: float  # std of the additive Gaussian read noise, in 8-bit levels
    shot_noise: float  # scale of the brightness-dependent part (photon noise), in 8-bit levels at full white
    jpeg_quality: int  # 75–95


def draw_camera(seed: int, is_moving: bool = False) -> Camera:
    """Settled frames: shake on MOTION_BLUR_SHARE of them (3–7 px); moving dice: a long streak (12–24 px)."""
    rng = np.random.default_rng(seed)
    if is_moving:
        blur = int(rng.integers(12, 25))
    else:
        blur = int(rng.integers(3, 8)) if rng.random() < MOTION_BLUR_SHARE else 0
    return Camera(
        blur_px=blur,
        blur_angle_deg=float(rng.uniform(0, 180)),
        noise_sigma=float(rng.uniform(1.0, 4.0)),
        shot_noise=float(rng.uniform(1.0, 5.0)),
        jpeg_quality=int(rng.integers(75, 96)),
    )


def motion_blur(image: np.ndarray, length_px: int, angle_deg: float) -> np.ndarray:
    if length_px <= 1:
        return image
    kernel = np.zeros((length_px, length_px), np.float32)
    kernel[length_px // 2, :] = 1.0
    centre = ((length_px - 1) / 2, (length_px - 1) / 2)
    kernel = cv2.warpAffine(kernel, cv2.getRotationMatrix2D(centre, angle_deg, 1.0), (length_px, length_px))
    return cv2.filter2D(image, -1, kernel / kernel.sum())


def grain_sigma(camera: Camera, level: np.ndarray | float) -> np.ndarray | float:
    """Standard deviation of the sensor noise added at a brightness `level` (8-bit levels)."""
    return camera.noise_sigma + camera.shot_noise * np.sqrt(level / 255.0)


def sensor_noise(image: np.ndarray, camera: Camera, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    level = image.astype(np.float32)
    sigma = grain_sigma(camera, level)
    noisy = level + rng.normal(0.0, 1.0, image.shape).astype(np.float32) * sigma
    return np.clip(noisy + 0.5, 0, 255).astype(np.uint8)


def develop(render_png: Path, jpeg_path: Path, seed: int, is_moving: bool = False) -> Camera:
    """Write the photo of `render_png` to `jpeg_path`; the same seed gives the same bytes."""
    camera = draw_camera(seed, is_moving)
    image = cv2.imread(str(render_png), cv2.IMREAD_COLOR)
    if image is None:
        raise FileNotFoundError(f"render {render_png} is missing or not an image; did Blender fail? see its log")
    photo = sensor_noise(motion_blur(image, camera.blur_px, camera.blur_angle_deg), camera, seed)
    cv2.imwrite(str(jpeg_path), photo, [cv2.IMWRITE_JPEG_QUALITY, camera.jpeg_quality])
    return camera
