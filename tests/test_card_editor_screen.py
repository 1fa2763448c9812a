"""The card editor's screen renders headless with its key texts, in German and English, nothing cut short."""

import pytest
from test_card_editor import TOOL, keys

from companion.card_editor import new_editor, view
from dicetable.messages import set_language, text
from display.errors import BadView
from display.renderer import Renderer
from display.views_card_editor import EditorRow, EditorSetting, TaskCardEditorView


@pytest.fixture(scope="module")
def renderer():
    return Renderer((800, 480), headless=True)


def drawn(renderer, editor):
    surface = renderer.draw(view(editor))
    colours = {tuple(surface.get_at((x, y))[:3]) for x in range(0, 800, 8) for y in range(0, 480, 8)}
    assert len(colours) > 8, "screen looks blank"
    return renderer.texts()


def test_the_card_list_shows_fields_condition_and_save_in_german(renderer):
    texts = drawn(renderer, keys("O NNN O  P O  N O"))
    assert texts[:2] == ("Aufgabenkarte eingeben", "◀ ▶ wählen · OK öffnen · ZURÜCK hoch · halten: abbrechen")
    for expected in (
        "Nummer: 12",
        "Farbe: Grün · 1 P.",
        "Startsatz: keiner",
        "+ Bedingung (UND)",
        "Speichern",
        "Karte 12 · Grün · 1 P.",
        "OK bei „Speichern“ speichert die Karte",
    ):
        assert expected in texts
    assert texts.count("Straße aus 2 (Blau)") == 2  # its row and the preview


def test_a_setting_shows_its_value_between_arrows_and_every_setting_of_the_step(renderer):
    texts = drawn(renderer, keys("O NNN O  P O  N"))
    for expected in ("Würfelfarbe (2 von 2)", "◀", "Blau", "▶", "Anzahl Würfel: 2", "Würfelfarbe: Blau"):
        assert expected in texts


def test_the_validators_message_is_on_the_screen(renderer):
    texts = drawn(renderer, keys("O O P O O O  PP O O O O O  O"))
    assert "Karte 12, Feld condition[0]: erwartet höchstens 7 Würfel in einer Alternative; gefunden 8" in texts


def test_the_screen_speaks_english_when_the_table_does(renderer):
    set_language("en")
    texts = drawn(renderer, keys("O"))
    for expected in ("Enter a task card", "What does the card show?", "Same values (=)", "Sum of one colour (9+)"):
        assert expected in texts


@pytest.mark.parametrize("language", ["de", "en"])
def test_no_text_of_any_editor_step_is_cut_short(renderer, language):
    set_language(language)
    for name, sequence in TOOL.SCREENS.items():
        drawn(renderer, keys(sequence))
        cut = [drawn_text.message for drawn_text in renderer.drawn if drawn_text.is_shortened]
        assert cut == [], f"{name}: {cut}"


def test_a_view_shows_rows_or_settings_but_not_both():
    common = {name: text("card_editor.title") for name in ("title", "card", "preview", "status", "heading", "hint")}
    with pytest.raises(BadView, match="either rows or settings, got 1 rows and 1 settings"):
        TaskCardEditorView(
            **common,
            is_valid=True,
            rows=(EditorRow(text("card_editor.row.save")),),
            settings=(EditorSetting(text("card_editor.setting.count"), text("card_editor.value.number", value=2)),),
        )


def test_a_fresh_editor_view_selects_add_condition():
    editor_view = view(new_editor(card_id=3))
    assert editor_view.rows[editor_view.selected].label == text("card_editor.row.add_and")
