"""Train the face verifier (`vision.face_verifier`) on the TRAIN splits only and save it as `vision/models/`.

Every candidate face the reader's views find (read or refused) becomes a sample: the value of the labelled die it
lies on, or "not a face" when it lies on no labelled die (candidates near a die labelled unreadable are left out).
Real photos also give their labelled dice that no candidate found (crop sized by the label box). Each sample is
seen turned by several angles and mirrored, since a die can lie any way round.

    .venv/bin/python tools/train_face_verifier.py ../shared/datasets/real-dice-photos \
        /tmp/rendered-frozen/geht-noch-was /tmp/rendered-frozen/doppelt-so-clever /tmp/rendered-frozen/bloeder-sack
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

import cv2
import numpy as np

from vision import face_verifier as fv
from vision.image_files import read_image
from vision.labels import LabelledImage, labelled_images, load_labels
from vision.views import views_of

MATCH_SIDES = 0.75
MATCH_MIN_PX = 10.0
ANGLES_DEG = (0.0, 20.0, 40.0, 60.0, 80.0)
NEGATIVE_ANGLES_DEG = (0.0, 45.0)
EPOCHS = 40
BATCH = 256
LEARNING_RATE = 3e-3
DECAY = 1e-4


def samples_of(path: Path) -> list[tuple[tuple[float, float], float, bool, int]]:
    """(centre, side px, is_dark, class) of every candidate face in one image, classed by its labels."""
    image = read_image(path)
    labels = load_labels(path, image.shape[1], image.shape[0])
    samples, matched = [], set()
    for view in views_of(image):
        for group in view.groups:
            center, side_px = view.to_frame(group.center), group.side_px / view.scale
            index = _labelled_die_at(center, side_px, labels)
            if index is None:
                if any(math.dist(center, point) <= 2 * MATCH_MIN_PX for point in labels.unreadable):
                    continue
                samples.append((center, side_px, group.pips[0].is_dark, fv.NOT_A_FACE))
                continue
            matched.add(index)
            value = labels.dice[index].value
            if value is not None:
                samples.append((center, side_px, group.pips[0].is_dark, value))
    if path.suffix.lower() != ".png" and path.with_suffix(".txt").is_file():  # real photos: dark pips on white dice
        for index, die in enumerate(labels.dice):
            if index not in matched and die.value is not None:
                samples.append((die.center, die.size_px, True, die.value))
    return samples


def _labelled_die_at(center, side_px: float, labels: LabelledImage) -> int | None:
    best, best_distance = None, math.inf
    for index, die in enumerate(labels.dice):
        distance = math.dist(center, die.center)
        if distance <= max(MATCH_SIDES * max(side_px, die.size_px), MATCH_MIN_PX) and distance < best_distance:
            best, best_distance = index, distance
    return best


def features_of(directories: list[Path], rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Features (N, 324) and classes (N,) of every sample of the train split of each folder, turned and mirrored."""
    rows, classes = [], []
    for directory in directories:
        for path in labelled_images(directory, "train"):
            image = read_image(path)
            for center, side_px, is_dark, value in samples_of(path):
                for angle in ANGLES_DEG if value != fv.NOT_A_FACE else NEGATIVE_ANGLES_DEG:
                    side = side_px * rng.uniform(0.9, 1.1)
                    crop = fv.face_crop(image, center, side, is_dark, angle + rng.uniform(-5, 5))
                    if rng.random() < 0.5:
                        crop = cv2.flip(crop, 1)
                    rows.append(fv.crop_features(crop))
                    classes.append(value)
    return np.array(rows, np.float32), np.array(classes, np.int32)


def fit_network(features: np.ndarray, classes: np.ndarray, hidden: int, rng: np.random.Generator) -> fv.Network:
    """A perceptron trained by Adam on softmax cross-entropy (classes weighted to balance them), in mini-batches."""
    mean, scale = features.mean(axis=0), features.std(axis=0) + 1e-3
    x = (features - mean) / scale
    onehot = np.eye(fv.CLASSES, dtype=np.float32)[classes]
    weight = (len(classes) / (fv.CLASSES * np.maximum(np.bincount(classes, minlength=fv.CLASSES), 1)))[classes]
    params = [
        rng.normal(0, 1 / np.sqrt(x.shape[1]), (x.shape[1], hidden)),
        np.zeros(hidden),
        rng.normal(0, 1 / np.sqrt(hidden), (hidden, fv.CLASSES)),
        np.zeros(fv.CLASSES),
    ]
    moments = [(np.zeros_like(p), np.zeros_like(p)) for p in params]
    step = 0
    for _ in range(EPOCHS):
        for batch in np.array_split(rng.permutation(len(x)), max(1, len(x) // BATCH)):
            w1, b1, w2, b2 = params
            h = np.tanh(x[batch] @ w1 + b1)
            logits = h @ w2 + b2
            p = np.exp(logits - logits.max(axis=1, keepdims=True))
            p /= p.sum(axis=1, keepdims=True)
            d_logits = (p - onehot[batch]) * weight[batch, None] / len(batch)
            d_h = (d_logits @ w2.T) * (1 - h**2)
            grads = [x[batch].T @ d_h + DECAY * w1, d_h.sum(0), h.T @ d_logits + DECAY * w2, d_logits.sum(0)]
            step += 1
            for i, (grad, (m, v)) in enumerate(zip(grads, moments, strict=True)):
                m[:] = 0.9 * m + 0.1 * grad
                v[:] = 0.999 * v + 0.001 * grad**2
                params[i] = params[i] - LEARNING_RATE * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
    return fv.Network(mean, scale, *params)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directories", type=Path, nargs="+", help="labelled image folders (their train split is used)")
    parser.add_argument("--out", type=Path, default=fv.MODEL_PATH)
    parser.add_argument("--hidden", type=int, default=32)
    args = parser.parse_args()
    rng = np.random.default_rng(7)
    features, classes = features_of(args.directories, rng)
    print(f"samples: {len(classes)}, per class: {np.bincount(classes, minlength=fv.CLASSES).tolist()}")
    order = rng.permutation(len(classes))
    held = order[: len(order) // 5]
    kept = order[len(order) // 5 :]
    network = fit_network(features[kept], classes[kept], args.hidden, rng)
    predicted = np.array([v.value for v in fv.verdicts(features[held], network)])
    print(f"held-out fifth of the samples (same images): {100 * np.mean(predicted == classes[held]):.1f}% right")
    network = fit_network(features, classes, args.hidden, rng)
    network.save(args.out)
    print(f"saved {args.out} ({args.out.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
