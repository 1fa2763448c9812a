"""No text a player reads is cut on any screen: seeded games of every game walked through the table's screens,
in German and English, every text whole and inside its box on the 800×480 screen."""

import pytest
from screen_walk import PLAYER_COUNTS, table_screens

from dicetable.messages import set_language
from display import samples
from display.renderer import Renderer

SEEDS = (0, 1)
POSITIONS = 30  # states of each game, evenly spread: rolls and decisions of all kinds, the end always


@pytest.fixture(scope="module")
def renderer():
    return Renderer((800, 480), headless=True)


def cut_texts(renderer, screens):
    """(screen name, text as shown) of every text drawn cut."""
    cut = []
    for name, view in screens:
        renderer.draw(view)
        cut += [(name, " / ".join(drawn.lines)) for drawn in renderer.cut_texts()]
    return cut


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("game_id", sorted(PLAYER_COUNTS))
def test_no_text_is_cut_on_any_screen_of_a_seeded_game(renderer, game_id, language):
    set_language(language)
    screens = (
        screen
        for seed in SEEDS
        for players in PLAYER_COUNTS[game_id]
        for screen in table_screens(game_id, players, seed, POSITIONS)
    )
    assert cut_texts(renderer, screens) == []


@pytest.mark.parametrize("language", ["de", "en"])
def test_no_text_is_cut_on_any_sample_screen(renderer, language):
    set_language(language)
    assert cut_texts(renderer, samples.all_samples().items()) == []
