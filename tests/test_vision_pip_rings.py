"""The face ring around a pip is picked from the flattened image by offsets; it must hold the pixels a ring mask over
the pip's square holds, in the same order."""

from __future__ import annotations

import numpy as np

from vision.pips import _ring_mask, ring_values


def _masked_ring(channel: np.ndarray, cx: int, cy: int, inner_quarters: int, outer_quarters: int) -> np.ndarray:
    ring, reach = _ring_mask(inner_quarters, outer_quarters)
    return channel[cy - reach : cy + reach + 1, cx - reach : cx + reach + 1][ring]


def test_a_ring_holds_the_pixels_of_a_ring_mask_row_by_row():
    channel = np.random.default_rng(11).integers(0, 256, (90, 130), dtype=np.uint8)
    for (x, y), inner_px, outer_px in (((40.3, 50.6), 6.1, 8.4), ((20.0, 20.0), 3.2, 4.4), ((100.5, 70.2), 9.0, 12.4)):
        expected = _masked_ring(channel, round(x), round(y), round(inner_px * 4), round(outer_px * 4))
        assert np.array_equal(ring_values(channel, (x, y), inner_px, outer_px), expected)


def test_a_ring_reaching_past_the_border_has_no_values():
    channel = np.zeros((60, 80), np.uint8)
    assert ring_values(channel, (76.0, 30.0), 4.0, 6.0) is None
    assert ring_values(channel, (40.0, 2.0), 4.0, 6.0) is None


def test_a_ring_in_a_region_copied_out_of_a_larger_image_is_read_at_the_regions_width():
    image = np.random.default_rng(12).integers(0, 256, (120, 160), dtype=np.uint8)
    region = image[30:90, 50:125].copy()
    assert np.array_equal(ring_values(region, (30.0, 25.0), 5.0, 7.0), _masked_ring(region, 30, 25, 20, 28))
