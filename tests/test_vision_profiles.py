import json

import pytest

from vision.profiles import (
    SHIPPED_DIR,
    ProfileError,
    ProfileNotFound,
    load_profile,
    profile_from_json,
    save_profile,
)

GAME_IDS = ("doppelt-so-clever", "geht-noch-was", "bloeder-sack", "push", "goennen-koennen")


def shipped(name: str) -> dict:
    return json.loads((SHIPPED_DIR / f"{name}.json").read_text(encoding="utf-8"))


def test_there_is_one_shipped_profile_per_game():
    assert sorted(path.stem for path in SHIPPED_DIR.glob("*.json")) == sorted(GAME_IDS)


@pytest.mark.parametrize("name", GAME_IDS)
def test_every_shipped_profile_loads_under_its_game_id(name):
    assert load_profile(name).set == name


@pytest.mark.parametrize("name", GAME_IDS)
def test_every_shipped_profile_says_where_its_numbers_came_from(name):
    assert "renderer" in load_profile(name).source


def test_doppelt_so_clever_has_one_die_of_each_of_six_colours():
    profile = load_profile("doppelt-so-clever")
    assert profile.expected_counts() == {"yellow": 1, "blue": 1, "green": 1, "pink": 1, "silver": 1, "white": 1}


def test_geht_noch_was_expects_exactly_four_blue_and_three_red():
    profile = load_profile("geht-noch-was")
    assert (profile.expected_counts(), profile.count_rule) == ({"blue": 4, "red": 3}, "exact")


def test_bloeder_sack_has_up_to_ten_dice_in_each_player_colour():
    profile = load_profile("bloeder-sack")
    assert (profile.expected_counts(), profile.count_rule) == (
        dict.fromkeys(("red", "blue", "white", "black"), 10),
        "at_most",
    )


def test_push_names_the_face_of_its_one_colour_die():
    profile = load_profile("push")
    assert (profile.faces, profile.colour_names, profile.capacity()) == (
        "colour",
        ("red", "blue", "green", "yellow", "purple", "star"),
        1,
    )


def test_the_fifth_goennen_colour_has_no_statistics_until_calibrated():
    profile = load_profile("goennen-koennen")
    assert profile.colour_names == ("yellow", "orange", "green", "blue", "fifth")
    assert profile.stats("fifth") is None
    assert "[unknown]" in profile.notes


def test_a_saved_profile_loads_back_equal(tmp_path):
    profile = load_profile("doppelt-so-clever")
    assert load_profile(save_profile(profile, tmp_path / "mine.json")) == profile


def test_a_calibrated_profile_in_the_user_folder_is_found_before_the_shipped_one(tmp_path, monkeypatch):
    monkeypatch.setenv("DICETABLE_PROFILE_DIR", str(tmp_path))
    data = shipped("geht-noch-was") | {"source": "calibrated at home"}
    (tmp_path / "geht-noch-was.json").write_text(json.dumps(data), encoding="utf-8")
    assert load_profile("geht-noch-was").source == "calibrated at home"


def test_an_unknown_set_name_lists_the_known_sets(tmp_path, monkeypatch):
    monkeypatch.setenv("DICETABLE_PROFILE_DIR", str(tmp_path))
    with pytest.raises(ProfileNotFound) as raised:
        load_profile("kniffel")
    assert str(raised.value) == (
        f"Kein Würfelsatz-Profil »kniffel«: gesucht in {tmp_path / 'kniffel.json'}, {SHIPPED_DIR / 'kniffel.json'}. "
        "Bekannte Sätze: bloeder-sack, doppelt-so-clever, geht-noch-was, goennen-koennen, push."
    )


def test_a_missing_profile_is_also_a_file_not_found_error(tmp_path):
    with pytest.raises(FileNotFoundError):
        load_profile(tmp_path / "gone.json")


def refusal(data: object, file_name: str) -> str:
    """The message `profile_from_json` refuses `data` read from `file_name` with."""
    with pytest.raises(ProfileError) as raised:
        profile_from_json(data, file_name)
    return str(raised.value)


def test_a_bad_faces_value_names_file_field_expected_and_found():
    assert refusal(shipped("push") | {"faces": "dots"}, "push.json") == (
        'Würfelsatz-Profil push.json, Feld faces: erwartet "pips" | "colour", gefunden "dots". '
        "Bitte die Datei korrigieren oder mit »dicetable calibrate« neu erstellen."
    )


def test_a_mean_of_the_wrong_length_is_refused_naming_the_colour():
    data = shipped("geht-noch-was")
    data["colours"]["blue"]["mean"] = [35.0, 30.0, -70.0]
    with pytest.raises(ProfileError, match=r"Feld colours\.blue\.mean: erwartet \[L\*, a\*, b\*, L\* spread p80-p20\]"):
        profile_from_json(data, "g.json")


def test_a_negative_standard_deviation_is_refused():
    data = shipped("geht-noch-was")
    data["colours"]["red"]["std"] = [1.0, -1.0, 1.0, 1.0]
    with pytest.raises(ProfileError, match=r"Feld colours\.red\.std: .* ≥ 0, gefunden \[1\.0, -1\.0, 1\.0, 1\.0\]"):
        profile_from_json(data, "g.json")


def test_an_expected_die_of_a_colour_without_an_entry_is_refused():
    data = shipped("geht-noch-was")
    data["dice"]["green"] = 2
    with pytest.raises(ProfileError, match=r'Feld dice\.green: erwartet blue \| red, gefunden "green"'):
        profile_from_json(data, "g.json")


def test_a_count_that_is_not_a_whole_number_is_refused():
    data = shipped("geht-noch-was")
    data["dice"]["blue"] = 3.5
    with pytest.raises(ProfileError, match=r"Feld dice\.blue: erwartet 0, 1, 2, …, gefunden 3\.5"):
        profile_from_json(data, "g.json")


def test_a_profile_that_is_not_json_names_the_file(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    with pytest.raises(ProfileError, match=rf"Würfelsatz-Profil {broken}, Feld \(JSON\)"):
        load_profile(broken)


def test_a_profile_error_is_also_a_value_error():
    with pytest.raises(ValueError):
        profile_from_json([], "list.json")


def test_a_pip_paint_other_than_light_or_dark_is_refused():
    data = shipped("bloeder-sack")
    data["colours"]["blue"]["pips"] = "black"
    assert refusal(data, "b.json") == (
        'Würfelsatz-Profil b.json, Feld colours.blue.pips: erwartet "light" | "dark", gefunden "black". '
        "Bitte die Datei korrigieren oder mit »dicetable calibrate« neu erstellen."
    )


def test_bloeder_sacks_blue_and_white_dice_have_dark_pips():
    profile = load_profile("bloeder-sack")
    assert {name: stats.pips for name, stats in profile.colours} == {
        "red": "light",
        "blue": "dark",
        "white": "dark",
        "black": "light",
    }


def test_a_profile_without_pip_paint_leaves_it_unknown():
    assert {stats.pips for _, stats in load_profile("doppelt-so-clever").colours} == {None}


def test_a_set_whose_pip_paint_is_unknown_is_searched_for_both_kinds_of_pip():
    assert load_profile("doppelt-so-clever").pip_kinds == (True, False)


def test_geht_noch_was_dice_carry_light_pips_and_are_searched_for_light_pips_only():
    assert load_profile("geht-noch-was").pip_kinds == (False,)


def test_a_set_with_dark_and_light_pips_is_searched_for_both_kinds_of_pip():
    assert load_profile("bloeder-sack").pip_kinds == (True, False)


def test_a_set_whose_every_colour_has_light_pips_is_searched_for_light_pips_only():
    data = shipped("bloeder-sack")
    for stats in data["colours"].values():
        stats["pips"] = "light"
    assert profile_from_json(data, "light.json").pip_kinds == (False,)


def test_a_set_with_one_colour_of_unknown_paint_is_searched_for_both_kinds_of_pip():
    data = shipped("bloeder-sack")
    for stats in data["colours"].values():
        stats["pips"] = "light"
    del data["colours"]["red"]["pips"]
    assert profile_from_json(data, "partly.json").pip_kinds == (True, False)
