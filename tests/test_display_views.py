"""Bad view-model input fails where the companion builds the view, with a message saying what to do."""

import numpy as np
import pytest

from dicetable.messages import text
from display import samples
from display.errors import BadView
from display.renderer import Renderer
from display.views import CameraView, DieOverlay, EndOfGameView, OptionRow, OptionsView, PlayerScoreView, ScoreLineView
from display.views_dsc import Bonus, BonusKind, BonusState, DscSheetView, Mark, SheetArea, SheetCell

PLAYER = text("player.numbered", number=1)


def test_a_selection_outside_the_options_is_refused():
    with pytest.raises(BadView, match=r"^OptionsView.selected must be 0 to 0 \(1 options\), got 3$"):
        OptionsView(PLAYER, (OptionRow(text("display.example.option_pass")),), selected=3)


def test_a_plain_string_label_is_refused_because_it_would_not_follow_the_language():
    with pytest.raises(BadView, match=r"^OptionRow.label must be a catalogue text \(dicetable.messages.text"):
        OptionRow("Gelb 5")


def test_options_must_be_a_tuple_so_the_view_stays_frozen():
    with pytest.raises(BadView, match=r"^OptionsView.options must be a tuple, got list$"):
        OptionsView(PLAYER, [OptionRow(text("display.example.option_pass"))])


def test_a_camera_frame_must_be_bgr_bytes():
    with pytest.raises(BadView, match=r"CameraView.frame must be a BGR uint8 array of shape \(height, width, 3\)"):
        CameraView(np.zeros((10, 10), np.uint8))


def test_a_die_value_outside_one_to_six_is_refused():
    with pytest.raises(BadView, match=r"^DieOverlay.value must be 1–6 or None, got 7$"):
        DieOverlay("blue", 7, ((0, 0), (1, 0), (1, 1), (0, 1)))


def test_end_of_game_shows_a_dash_where_a_player_lacks_a_line():
    first = PlayerScoreView(PLAYER, (ScoreLineView(text("colour.blue"), 3), ScoreLineView(text("colour.red"), 5)))
    second = PlayerScoreView(text("player.numbered", number=2), (ScoreLineView(text("colour.blue"), 4),))
    view = EndOfGameView((first, second), (1, 2))
    renderer = Renderer()
    renderer.draw(view)
    assert view.rows == (text("colour.blue"), text("colour.red"))
    assert renderer.texts().count("–") == 1


def test_sheet_areas_must_come_in_the_pads_order():
    sheet = samples.dsc_sheet()
    with pytest.raises(BadView, match=r"^DscSheetView.areas must be silver, yellow, blue, green, pink in this order"):
        DscSheetView(PLAYER, PLAYER, 1, tuple(reversed(sheet.areas)), sheet.tracks, sheet.round_track)


def test_a_written_cell_needs_its_number():
    with pytest.raises(BadView, match=r"a written number goes with Mark.WRITTEN and only with it"):
        SheetCell("×2", Mark.WRITTEN)


def test_only_a_question_bonus_has_a_colour():
    with pytest.raises(BadView, match=r"^only a '\?' bonus has a colour; fox got colour 'pink'$"):
        Bonus(BonusKind.FOX, "pink")


def test_area_rows_must_be_equally_long():
    with pytest.raises(BadView, match=r"SheetArea blue: rows must be non-empty and equally long"):
        SheetArea("blue", ((SheetCell(),), (SheetCell(), SheetCell())), 0)


def test_a_bonus_is_read_from_the_sheet_datas_short_name():
    assert Bonus.parse("q_pink", BonusState.EARNED) == Bonus(BonusKind.QUESTION, "pink", BonusState.EARNED)
    assert Bonus.parse("q_any") == Bonus(BonusKind.QUESTION)
    assert Bonus.parse("extra_die") == Bonus(BonusKind.EXTRA_DIE)


def test_an_unknown_bonus_name_is_refused_with_the_known_ones():
    with pytest.raises(BadView, match=r"^bonus 'joker' is not known; expected reroll, return, extra_die, fox, q_"):
        Bonus.parse("joker")
