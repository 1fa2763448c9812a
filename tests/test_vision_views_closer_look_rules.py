"""A closer look judges pips by the rules of a closer look, whatever the frame's size."""

from __future__ import annotations

from pathlib import Path

from vision.bodies import working_image
from vision.image_files import read_image
from vision.views import views_of

BENCH_FRAME = Path(__file__).resolve().parents[1] / "fixtures" / "bench" / "bench-04.jpg"


def test_a_closer_look_at_a_large_frame_reads_the_pips_joined_to_their_bevel_highlights():
    # bench-04 (1280x960) is read closer at full size; judged as at the working size there, a blue 6's pip joined to
    # its bevel highlight was lost (the touching 6s and red 4 stayed one unreadable group) and a blue 4 read as a 2.
    frame = read_image(BENCH_FRAME)
    looks = views_of(frame, working_image(frame))
    faces = sorted(
        (len(group.pips), *(round(value) for value in view.to_frame(group.center)))
        for view in looks.views
        for group in view.groups
        if group.fit is not None
    )
    assert faces == [
        (2, 374, 479),
        (4, 215, 525),
        (4, 584, 402),
        (4, 878, 465),
        (4, 950, 529),
        (6, 823, 436),
        (6, 829, 386),
    ]
