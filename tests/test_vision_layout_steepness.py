import cv2
import numpy as np

from vision.layout import steepest_edges


def test_steepest_edges_at_grid_points_equal_sobel_over_the_frame_even_at_its_border():
    channel = np.random.default_rng(7).integers(0, 256, (26, 36), dtype=np.uint8)
    # a 7×7 grid of points on the frame's edges and past them
    xs, ys = (grid.ravel() for grid in np.meshgrid(np.arange(-1, 6) * 7, np.arange(-1, 6) * 5))
    inside = (xs >= 0) & (xs < 36) & (ys >= 0) & (ys < 26)
    gx = cv2.Sobel(channel, cv2.CV_32F, 1, 0, ksize=3) / 8
    gy = cv2.Sobel(channel, cv2.CV_32F, 0, 1, ksize=3) / 8
    rows, columns = np.divmod(np.arange(49), 7)
    measured = inside & (rows > 0) & (rows < 6) & (columns > 0) & (columns < 6)
    expected = np.zeros(49)
    expected[measured] = np.hypot(gx, gy)[ys[measured], xs[measured]]
    assert np.array_equal(steepest_edges(channel, xs, ys, inside), expected)
