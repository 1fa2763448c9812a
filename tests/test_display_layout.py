"""Scaling from 800×480 to other screens, and texts that never leave their boxes."""

import pygame
import pytest

from dicetable.messages import set_language, text
from display import samples, theme
from display.canvas import Canvas, fit_lines
from display.errors import BadView
from display.layout import Layout
from display.renderer import Renderer
from display.views import OptionRow, OptionsView

SIZES = [(800, 480), (1280, 720), (480, 320)]


def test_layout_scales_uniformly_and_centres_the_design():
    layout = Layout((1280, 720))
    assert layout.scale == 1.5
    assert layout.offset == (40, 0)
    assert layout.rect(0, 0, 800, 480) == pygame.Rect(40, 0, 1200, 720)


def test_layout_refuses_a_screen_too_small_to_read():
    with pytest.raises(BadView, match=r"screen size must be at least 160×96 pixels, got 100×50"):
        Layout((100, 50))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["de", "en"])
def test_no_text_leaves_its_box_or_the_screen(size, language):
    set_language(language)
    renderer = Renderer(size, headless=True)
    screen = pygame.Rect((0, 0), size)
    for name, view in samples.all_samples().items():
        renderer.draw(view)
        assert renderer.surface.get_size() == size
        for drawn in renderer.drawn:
            if not drawn.message:
                continue
            assert drawn.box.left <= drawn.bounds.left and drawn.bounds.right <= drawn.box.right, (name, drawn)
            # a line's height includes the font's leading, which may stick out a pixel
            assert drawn.box.top - 2 <= drawn.bounds.top and drawn.bounds.bottom <= drawn.box.bottom + 2, (name, drawn)
            assert screen.contains(drawn.bounds), (name, drawn)


def test_header_text_grows_with_the_screen():
    small, large = Renderer((480, 320)), Renderer((1280, 720))
    small.draw(samples.choose_game())
    large.draw(samples.choose_game())
    assert small.drawn[0].bounds.height < large.drawn[0].bounds.height


def test_a_long_german_option_wraps_onto_a_second_line_instead_of_being_cut():
    long_label = text("display.example.option_blue")
    renderer = Renderer((480, 320))
    renderer.draw(OptionsView(text("player.numbered", number=1), (OptionRow(long_label, 10),)))
    drawn = next(d for d in renderer.drawn if d.message == str(long_label))
    assert (len(drawn.lines), drawn.is_shortened) == (2, False)


def test_a_text_too_long_even_at_the_smallest_size_ends_in_an_ellipsis():
    canvas = Canvas(pygame.Surface((800, 480)), Layout((800, 480)))
    drawn = canvas.text("Donaudampfschifffahrtsgesellschaftskapitänsmütze", 0, 0, 120, 30)
    assert drawn.is_shortened and drawn.lines[-1].endswith("…")


def test_a_band_shrinks_its_font_before_it_cuts_a_name():
    canvas = Canvas(pygame.Surface((800, 480)), Layout((800, 480)))
    width = theme.font(theme.TIGHT_PX).size("B1 · ohne Farbe")[0] + 2
    drawn = canvas.text("B1 · ohne Farbe", 0, 0, width, 22, theme.DETAIL_PX)
    assert drawn.lines == ("B1 · ohne Farbe",)


def test_fit_lines_wraps_at_words_before_shortening():
    pygame.font.init()
    font = theme.font(26)
    width = max(font.size(line)[0] for line in ("Man muss auch", "Glücksfee", "Silbertablett"))
    assert fit_lines(font, "Man muss auch Glücksfee Silbertablett", width, 3) == [
        "Man muss auch",
        "Glücksfee",
        "Silbertablett",
    ]


def test_fit_lines_gives_a_word_too_long_for_a_line_its_own_shortened_line():
    pygame.font.init()
    font = theme.font(26)
    lines = fit_lines(font, "Donaudampfschifffahrtsgesellschaft fährt", font.size("Donaudampf")[0], 2)
    assert lines[0].endswith("…") and lines[1] == "fährt"
    assert all(font.size(line)[0] <= font.size("Donaudampf")[0] for line in lines)


def test_sheet_icons_shrink_rather_than_lose_letters_on_a_small_screen():
    renderer = Renderer((480, 320))
    renderer.draw(samples.dsc_sheet())
    assert [drawn.message for drawn in renderer.drawn if drawn.is_shortened] == []
