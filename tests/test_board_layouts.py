"""Board layouts as data (vision/board_layouts.py, fixtures/boards/)."""

import json

import pytest

from dicetable.messages import render
from vision.board_layouts import BoardLayoutError, load_board, with_cards_above
from vision.regions import Region

BLOEDER_SACK = {
    "game": "bloeder-sack",
    "regions": [{"name": "1", "layout": "card"}],
    "layouts": {"card": {"size_mm": [80, 110], "fields": [[0.2, 0.3]]}},
}


def write(tmp_path, data) -> str:
    path = tmp_path / "board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_bloeder_sack_has_five_cards_named_left_to_right():
    assert load_board("bloeder-sack").region_names == ("1", "2", "3", "4", "5")


def test_every_ablagekarte_has_nine_fields_row_by_row_from_the_top_left():
    layout = load_board("bloeder-sack").layouts["3"]
    assert len(layout.fields) == 9
    assert layout.fields[0] == min(layout.fields, key=lambda point: point[0] + point[1])
    rows = [layout.fields[k : k + 3] for k in (0, 3, 6)]
    assert all(row[0][1] == row[1][1] == row[2][1] for row in rows)
    assert all(row[0][0] < row[1][0] < row[2][0] for row in rows)


def test_the_field_arrangement_card_sizes_and_gap_are_marked_as_assumed():
    assert load_board("bloeder-sack").assumed == (
        "layouts.ablagekarte.size_mm",
        "layouts.ablagekarte.fields",
        "cards_above.size_mm",
        "cards_above.gap_mm",
    )


def test_a_sackkarte_lies_above_each_ablagekarte():
    cards = load_board("bloeder-sack").cards_above
    assert dict(cards.names) == {"1": "S1", "2": "S2", "3": "S3", "4": "S4", "5": "S5"}


def test_a_calibration_of_the_five_cards_gets_the_sackkarten_areas_above_them():
    board = load_board("bloeder-sack")
    cards = tuple(
        Region(str(n), ((n * 100.0, 200.0), (n * 100 + 80.0, 200.0), (n * 100 + 80.0, 310.0), (n * 100.0, 310.0)))
        for n in range(1, 6)
    )
    regions = with_cards_above(cards, board)
    assert [(region.name, region.holds_dice) for region in regions[5:]] == [(f"S{n}", False) for n in range(1, 6)]
    assert regions[5].corners == ((100.0, 68.0), (180.0, 68.0), (180.0, 200.0), (100.0, 200.0))  # 45 + 87 mm up


def test_a_sackkarte_calibrated_already_is_kept_as_it_is():
    board = load_board("bloeder-sack")
    card = Region("1", ((100.0, 200.0), (180.0, 200.0), (180.0, 310.0), (100.0, 310.0)))
    found = Region("S1", ((110.0, 100.0), (166.0, 100.0), (166.0, 187.0), (110.0, 187.0)), holds_dice=False)
    assert with_cards_above((card, found), board) == (card, found)


def test_a_board_without_cards_above_keeps_its_regions():
    board = load_board("goennen-koennen")
    baustelle = Region("baustelle", ((0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)))
    assert with_cards_above((baustelle,), board) == (baustelle,)


def test_a_card_above_a_region_the_board_lacks_is_refused(tmp_path):
    data = dict(BLOEDER_SACK, cards_above={"size_mm": [56, 87], "gap_mm": 45, "regions": {"6": "S6"}})
    with pytest.raises(BoardLayoutError, match=r"cards_above\.regions\.6"):
        load_board(write(tmp_path, data))


def test_the_gap_below_a_card_above_must_be_a_length(tmp_path):
    data = dict(BLOEDER_SACK, cards_above={"size_mm": [56, 87], "gap_mm": "weit", "regions": {"1": "S1"}})
    with pytest.raises(BoardLayoutError, match=r"cards_above\.gap_mm"):
        load_board(write(tmp_path, data))


def test_the_goennen_baustelle_is_one_region_without_fields():
    board = load_board("goennen-koennen")
    assert board.region_names == ("baustelle",)
    assert dict(board.layouts) == {}


def test_a_board_file_is_read_by_its_path(tmp_path):
    board = load_board(write(tmp_path, BLOEDER_SACK))
    assert board.layouts["1"].fields == ((0.2, 0.3),)
    assert board.layouts["1"].size_mm == (80.0, 110.0)


def test_a_field_off_the_card_is_refused_naming_file_and_key(tmp_path):
    data = json.loads(json.dumps(BLOEDER_SACK))
    data["layouts"]["card"]["fields"][0] = [1.2, 0.3]
    path = write(tmp_path, data)
    with pytest.raises(BoardLayoutError) as refused:
        load_board(path)
    assert render(refused.value.text) == (
        f"{path}: „layouts.card.fields[0]“ passt nicht: erwartet [u, v] with 0 ≤ u, v ≤ 1, gefunden [1.2, 0.3]."
        " Bitte die Datei berichtigen."
    )


def test_a_region_naming_an_unknown_layout_is_refused(tmp_path):
    data = dict(BLOEDER_SACK, regions=[{"name": "1", "layout": "kart"}])
    with pytest.raises(BoardLayoutError, match=r"regions\[0\]\.layout"):
        load_board(write(tmp_path, data))


def test_two_regions_of_one_name_are_refused(tmp_path):
    data = dict(BLOEDER_SACK, regions=[{"name": "1", "layout": None}, {"name": "1", "layout": None}])
    with pytest.raises(BoardLayoutError, match=r"regions\[1\]\.name"):
        load_board(write(tmp_path, data))


def test_a_card_size_must_be_two_positive_lengths(tmp_path):
    data = json.loads(json.dumps(BLOEDER_SACK))
    data["layouts"]["card"]["size_mm"] = [80]
    with pytest.raises(BoardLayoutError, match=r"layouts\.card\.size_mm"):
        load_board(write(tmp_path, data))


def test_a_file_that_is_no_json_is_refused(tmp_path):
    path = tmp_path / "board.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(BoardLayoutError, match=r"\(JSON\)"):
        load_board(str(path))


def test_an_unknown_game_lists_the_known_boards():
    with pytest.raises(BoardLayoutError) as refused:
        load_board("push")
    assert "Bekannt sind: bloeder-sack, goennen-koennen." in render(refused.value.text)
