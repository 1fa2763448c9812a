"""Every screen renders headless: not blank, its key texts present, in German and English."""

from dataclasses import replace

import numpy as np
import pygame
import pytest

from dicetable.messages import set_language
from display import samples
from display.renderer import Renderer

KEY_TEXTS_DE = {
    "01_choose_game": [
        "Spiel wählen",
        "Doppelt so clever",
        "Geht noch was?",
        "Blöder Sack",
        "PUSH",
        "Man muss auch gönnen können",
        "1–4 Spieler",
    ],
    "02_players": ["Wie viele spielen mit?", "Solo", "2 Spieler"],
    "03_resume": [
        "Unfertiges Spiel gefunden",
        "Weiterspielen",
        "Neues Spiel",
        "Spieler: 2 · Runde 3 · gespeichert 21:04",
    ],
    "04_camera": [
        "Gelb 5",
        "Blau 4",
        "Weiß 3",
        "Silber 2",
        "Würfel liegt schräg an der Wand",
        "1 nicht lesbar",
        "Spieler 1 würfelt: 6 Würfel",
    ],
    "05_camera_confirm": ["Rosa 6?", "Unsicher gelesen – bitte prüfen", "OK stimmt · ZURÜCK korrigieren"],
    "06_camera_correct": ["Würfel 4 korrigieren", "Wert: 6", "Farbe: Rosa", "◀ ▶ ändern · OK weiter · ZURÜCK fertig"],
    "07_options": [
        "Spieler 2 entscheidet",
        "Gelb 5 im gelben Bereich einkreisen",
        "+10",
        "-6",
        "Tipp",
        "löst einen Fuchs aus",
        "▼ 2 weitere",
    ],
    "08_scoreboard": ["Punktestand", "Runde 3 von 4", "am Zug", "Summe", "168", "188", "Füchse"],
    "09_end_of_game": ["Spielende", "Spieler 2 gewinnt!", "1.", "Silber", "Summe", "188"],
    "10_error_camera": ["Hinweis", "Die Kamera opencv:0 liefert kein Bild.", "Neuer Versuch in 3 s …"],
    "11_error_journal": ["Zeile 42 des Spielprotokolls war beschädigt und wurde übersprungen."],
    "12_menu": [
        "Menü",
        "Letzte Entscheidung zurücknehmen",
        "Einen Würfel korrigieren",
        "Sprache: Deutsch",
        "Spiel beenden",
    ],
    "13_dsc_sheet": [
        "Spieler 1",
        "Runde 3 von 4",
        "Spieler 2 ist am Zug",
        "Silber",
        "Gelb",
        "Blau",
        "Grün",
        "Rosa",
        "Füchse: 1",
        "Summe: 57",
        "Nachwürfeln",
        "Einzutragen:",
        "Ge?",
        "×2",
        "≥4",
    ],
    "14_gnw_player": [
        "IN",
        "Glück: 3",
        "Marker: 3",
        "Ebene 5",
        "×8",
        "3 gewertet",
        "passt: Blau 3, Blau 4, Blau 5",
        "Gelb · 2 P.",
        "Drilling",
    ],
    "15_gnw_round": ["Runde 2 von 5", "Glücksfee: Spieler 2", "Würfeln", "gescheitert", "OUT", "Karten: 4", "2 Glück"],
    "16_gnw_odds": [
        "Spieler 1: weiter oder aussteigen?",
        "62,5 %",
        "Auf dem Spiel: 7 Punkte auf 3 Karten",
        "Drinbleiben",
        "Aussteigen",
    ],
    "17_gnw_end_by_level": ["Gleichstand: Spieler 1 und Spieler 2", "Ebene 5", "35", "34"],
    "18_bloeder_board": [
        "Die meisten 4er",
        "2 Säcke",
        "Gleichstand: Blau (später) vor Rot",
        "Blau führt um 8",
        "Wahl 1 von 10: 4 auf „Die meisten 4er“ setzen (Feld 4)",
    ],
    "19_bloeder_scoring": ["Wertung: Ablagekarte 3-3", "Spieler 2 (Blau) liegt mit 11 zu 3 vor Spieler 1 (Rot)."],
    "20_bloeder_board_check": [
        "Brett weicht vom Spielstand ab",
        "Karte 3: Rot 3 erwartet auf Feld 3, gesehen auf Feld 4",
        "Der Spielstand stimmt, die Kamera irrt – weiter",
    ],
    "21_bloeder_final": ["Spieler 2 (Blau) gewinnt!", "3 Sackkarten", "entschieden nach Säcken"],
    "22_push_table": ["Auslagen", "Stapel: 52 Karten", "sicher 7", "15 P.", "7 Karten"],
    "23_goennen_turn": ["Baustelle", "zuletzt gewürfelt", "Nachwürfeln: Grün · Blau (Baustelle: Gelb · Orange)"],
    "24_push_turn": ["Reihe 1", "8 P.", "14 von 52 Karten im Stapel", "Karte aufdecken"],
    "25_goennen_return": ["Wertungs-Karte", "zurück", "Du behältst W1 · Blau, B2 · Orange, B5 · ohne Farbe."],
    "26_goennen_colour": ["Spieler 1: Welche Farbe bekommt Bonus-Karte B5?", "+3", "Summe dann: 15 P.", "W1 +3"],
}

KEY_TEXTS_EN = {
    "01_choose_game": ["Choose a game", "1–4 players"],
    "04_camera": ["yellow 5", "die cocked against the wall"],
    "07_options": ["Player 2 decides", "Tip", "earns a fox"],
    "13_dsc_sheet": ["Round 3 of 4", "Player 2 to play", "Total: 57", "Y?"],
    "16_gnw_odds": ["62.5 %", "Stay in", "Step out"],
    "25_goennen_return": ["keep", "You keep W1 · blue, B2 · orange, B5 · no colour."],
    "26_goennen_colour": ["Player 1: which colour does Bonus-Karte B5 take?", "Total then: 15 pts"],
}


@pytest.fixture(scope="module")
def renderer():
    return Renderer((800, 480), headless=True)


@pytest.mark.parametrize("name", sorted(KEY_TEXTS_DE))
def test_screen_shows_its_key_texts_in_german(renderer, name):
    renderer.draw(samples.all_samples()[name])
    drawn = renderer.texts()
    assert [key for key in KEY_TEXTS_DE[name] if key not in drawn] == []


@pytest.mark.parametrize("name", sorted(KEY_TEXTS_EN))
def test_screen_shows_its_key_texts_in_english(renderer, name):
    set_language("en")
    renderer.draw(samples.all_samples()[name])
    assert [key for key in KEY_TEXTS_EN[name] if key not in renderer.texts()] == []


@pytest.mark.parametrize("name", sorted(KEY_TEXTS_DE))
def test_screen_is_not_blank(renderer, name):
    surface = renderer.draw(samples.all_samples()[name])
    pixels = pygame.surfarray.array3d(surface).astype(np.float32)
    assert pixels.std() > 20


def test_every_sample_screen_has_key_texts_listed():
    assert sorted(samples.all_samples()) == sorted(KEY_TEXTS_DE)


def test_the_selected_die_is_framed_in_correction_mode(renderer):
    plain = pygame.surfarray.array3d(renderer.draw(samples.camera())).copy()
    framed = pygame.surfarray.array3d(renderer.draw(samples.camera(correcting=True)))
    selection_yellow = np.all(framed == (255, 212, 0), axis=2) & ~np.all(plain == (255, 212, 0), axis=2)
    # the pink die sits at frame x 120..180, y 300..360; the 640×480 frame is scaled by 0.8 to x 24.., y 56..
    columns, rows = np.nonzero(selection_yellow[:560, 56:440])
    left, right = 24 + 120 * 0.8 - 8, 24 + 180 * 0.8 + 8
    top, bottom = 56 + 300 * 0.8 - 8, 56 + 360 * 0.8 + 8
    assert abs(columns.min() - left) <= 6 and abs(columns.max() - right) <= 6
    assert abs(rows.min() + 56 - top) <= 6 and abs(rows.max() + 56 - bottom) <= 6


def test_options_scroll_so_the_selected_last_option_shows(renderer):
    view = samples.options(selected=6)
    renderer.draw(view)
    assert "Keinen Würfel nehmen" in renderer.texts()
    assert "▲ 2 weitere" in renderer.texts()


def test_camera_without_a_frame_says_it_waits_for_the_image(renderer):
    from display.views import CameraView

    renderer.draw(CameraView(None))
    assert "Warte auf das Kamerabild …" in renderer.texts()


def test_a_large_frame_puts_each_die_label_where_the_small_frame_does(renderer):
    small = samples.camera()
    scaled_dice = tuple(replace(die, box=tuple((u * 3, v * 3) for u, v in die.box)) for die in small.dice)
    scaled_unreadable = tuple(
        replace(item, center=(item.center[0] * 3, item.center[1] * 3)) for item in small.unreadable
    )
    large = replace(small, frame=samples.table_frame(1440, 1920), dice=scaled_dice, unreadable=scaled_unreadable)
    renderer.draw(small)
    small_boxes = {d.message: d.box for d in renderer.drawn}
    renderer.draw(large)
    large_boxes = {d.message: d.box for d in renderer.drawn}
    assert all(large_boxes[label] == small_boxes[label] for label in ("Gelb 5", "Blau 4", "Weiß 3"))


def test_a_level_with_more_cards_than_fit_shows_how_many_are_hidden():
    player = samples.gnw_player()
    level = next(level for level in player.levels if level.cards)
    crowded = replace(level, cards=level.cards * 6)
    view = replace(player, levels=tuple(crowded if each is level else each for each in player.levels))
    renderer = Renderer(headless=True)
    renderer.draw(view)
    assert f"+{len(crowded.cards) - 4} weitere" in renderer.texts()


def test_a_finished_sheet_says_the_game_is_over_instead_of_whose_turn_it_is():
    renderer = Renderer(headless=True)
    renderer.draw(replace(samples.dsc_sheet(), turn_of=None))
    assert "Spiel beendet" in renderer.texts()
