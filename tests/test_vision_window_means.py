import cv2
import numpy as np

from vision.window_means import window_means


def test_window_means_are_numpys_means_of_the_grey_crop():
    grey = np.random.default_rng(7).integers(0, 256, (40, 30), dtype=np.uint8)
    means = window_means(cv2.integral(grey), np.array([[10, 20], [3, 4]]), np.array([3, 1]))
    expected = [grey[17:24, 7:14].astype(np.float32).mean(), grey[3:6, 2:5].astype(np.float32).mean()]
    assert means.tolist() == [float(mean) for mean in expected]


def test_a_window_at_the_crops_edge_averages_the_pixels_inside_it():
    grey = np.random.default_rng(7).integers(0, 256, (40, 30), dtype=np.uint8)
    means = window_means(cv2.integral(grey), np.array([[-1, 38]]), np.array([3]))
    assert means.tolist() == [float(grey[35:40, 0:3].astype(np.float32).mean())]


def test_a_window_wholly_outside_the_crop_has_no_mean():
    grey = np.full((40, 30), 90, np.uint8)
    assert np.isnan(window_means(cv2.integral(grey), np.array([[-9, 5], [35, 5]]), np.array([3, 3]))).all()


def test_a_window_cut_to_nothing_at_one_side_has_no_mean_beside_full_ones():
    grey = np.random.default_rng(3).integers(0, 256, (20, 20), dtype=np.uint8)
    means = window_means(cv2.integral(grey), np.array([[5, 5], [30, 5]]), np.array([2, 2]))
    assert means[0] == float(grey[3:8, 3:8].astype(np.float32).mean())
    assert np.isnan(means[1])
