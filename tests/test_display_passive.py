"""The overview of several players choosing at once: every player's options, who chooses now, in both languages."""

import pygame
import pytest

from dicetable.messages import set_language, text
from display.errors import BadView
from display.renderer import Renderer
from display.views import OptionRow
from display.views_passive import PassiveChoicesView, PlayerChoices
from display.widgets import die_label


def die_choice(colour, value, points, is_hint=False):
    return OptionRow(label=die_label(colour, value), points=points, is_hint=is_hint)


def overview(players=3, selected=0):
    options = (die_choice("pink", 1, 1), die_choice("green", 4, 0, is_hint=True), die_choice("white", 3, -2))
    return PassiveChoicesView(
        players=tuple(
            PlayerChoices(player=text("player.numbered", number=number), options=options, is_live=number == 2)
            for number in range(2, players + 2)
        ),
        selected=selected,
    )


@pytest.fixture
def renderer():
    return Renderer((800, 480), headless=True)


def test_the_overview_shows_every_player_their_options_and_who_chooses_now_in_german(renderer):
    renderer.draw(overview())
    shown = renderer.texts()
    for expected in (
        "Alle wählen",
        "Spieler 2",
        "wählt jetzt",
        "Spieler 3",
        "Spieler 4",
        "wartet",
    ):
        assert expected in shown
    assert shown.count("Rosa 1") == 3
    assert shown.count("+1") == 3 and shown.count("-2") == 3 and shown.count("Tipp") == 3


def test_the_overview_shows_who_chooses_now_in_english(renderer):
    set_language("en")
    renderer.draw(overview())
    shown = renderer.texts()
    for expected in ("Everyone chooses", "Player 2", "choosing now", "waiting", "Tip"):
        assert expected in shown


def test_the_live_players_selected_option_is_highlighted(renderer):
    first = pygame.surfarray.array3d(renderer.draw(overview(selected=0))).copy()
    last = pygame.surfarray.array3d(renderer.draw(overview(selected=2)))
    assert (first != last).any()


def test_a_long_list_says_how_many_more_options_there_are(renderer):
    many = tuple(die_choice("yellow", value, value) for value in range(1, 7)) * 2
    view = PassiveChoicesView(players=(PlayerChoices(text("player.numbered", number=1), many, is_live=True),))
    renderer.draw(view)
    assert "▼ 6 weitere" in renderer.texts()


def test_no_text_leaves_its_box(renderer):
    for language in ("de", "en"):
        set_language(language)
        renderer.draw(overview())
        for drawn in renderer.drawn:
            assert drawn.box.left <= drawn.bounds.left and drawn.bounds.right <= drawn.box.right, drawn
            assert drawn.box.top - 2 <= drawn.bounds.top and drawn.bounds.bottom <= drawn.box.bottom + 2, drawn


def test_an_overview_must_say_whose_buttons_are_live():
    waiting = PlayerChoices(text("player.numbered", number=2), (die_choice("pink", 1, 1),))
    with pytest.raises(BadView, match=r"PassiveChoicesView needs exactly 1 live player \(whose buttons work\), got 0"):
        PassiveChoicesView(players=(waiting,))
