"""The statistics OpenCV gives of connected blobs, gathered from the blobs' own pixels:
`cv2.connectedComponentsWithStats` visits every pixel, the background's too, and costs more than the labelling itself
where blobs cover little of the image (a pip threshold mask holds 1-4 % of a frame; a body mask a few dice)."""

from __future__ import annotations

import numpy as np


def blob_statistics(mask: np.ndarray, labels: np.ndarray, count: int) -> tuple[np.ndarray, np.ndarray]:
    """For the `count` - 1 blobs of `labels` (H, W; 0 the background), labelled from the binary `mask` (H, W uint8,
    set where `labels` is not 0): row i for blob i + 1 of the stats (x, y, w, h, area; int32) and of the centroids
    (x, y; float64) that `cv2.connectedComponentsWithStats` gives, bit for bit, the background's row left out. Areas,
    boxes and coordinate sums are whole numbers, and a centroid is the sum over the area in doubles, as OpenCV
    divides."""
    stats, centroids, _ = blob_statistics_with_sums(mask, labels, count)
    return stats, centroids


def blob_statistics_with_sums(
    mask: np.ndarray, labels: np.ndarray, count: int, values: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """`blob_statistics`, and with `values` (H, W uint8) per blob the sums over its pixels (count - 1, 6 float64:
    x, y, x², xy, y² in image pixels and its `values`), gathered in the same pass: a blob's raw moments and mean
    level without cutting out its window (None without `values`). Every sum is a whole number below 2**53 for
    images up to 8000 px a side (at most 8000**4), so it is exact in doubles."""
    at = np.flatnonzero(mask.view(bool))  # row by row
    blob = labels.ravel()[at].astype(np.intp) - 1
    ys, xs = np.divmod(at, mask.shape[1])
    blobs = count - 1
    area = np.bincount(blob, minlength=blobs)
    left, top = np.full(blobs, mask.shape[1], np.intp), np.full(blobs, mask.shape[0], np.intp)
    right, bottom = np.full(blobs, -1, np.intp), np.full(blobs, -1, np.intp)
    np.minimum.at(left, blob, xs)
    np.minimum.at(top, blob, ys)
    np.maximum.at(right, blob, xs)
    np.maximum.at(bottom, blob, ys)
    stats = np.stack([left, top, right - left + 1, bottom - top + 1, area], axis=1).astype(np.int32)
    sums = np.stack([np.bincount(blob, weights=xs, minlength=blobs), np.bincount(blob, weights=ys, minlength=blobs)])
    if values is None:
        return stats, (sums / area).T, None
    more = [xs * xs, xs * ys, ys * ys, values.ravel()[at]]
    all_sums = np.concatenate([sums, [np.bincount(blob, weights=each, minlength=blobs) for each in more]]).T
    return stats, (sums / area).T, all_sums
