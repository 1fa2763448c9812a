"""config.toml: documented defaults, the user's settings over them, and clear errors for what does not fit."""

from pathlib import Path

import pytest

from companion.config import ConfigError, default_settings, load_config, save_language
from dicetable.messages import set_language
from hardware.buttons import ButtonPins


@pytest.fixture
def config_file(tmp_path):
    return tmp_path / "config.toml"


def refusal(path: Path, content: str) -> str:
    set_language("en")
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ConfigError) as raised:
        load_config(path)
    return str(raised.value)


def test_without_a_file_every_setting_is_the_documented_default(config_file):
    config = load_config(config_file)
    assert (config.language, config.hints, config.confirm_below) == ("de", True, 0.9)
    assert (config.camera, config.camera_timeout_s, config.camera_rotation) == ("picamera2", 2.0, 0)
    assert config.buttons == ButtonPins()
    assert config.journal_dir == Path("~/.local/share/dicetable/journal").expanduser()


def test_the_documented_defaults_are_the_button_pins_of_the_wiring(config_file):
    assert default_settings()["buttons"] == {
        "prev": "GPIO5",
        "next": "GPIO6",
        "ok": "GPIO13",
        "back": "GPIO19",
        "hold_s": 1.0,
        "bounce_s": 0.05,
    }


def test_the_users_settings_override_only_what_they_name(config_file):
    config_file.write_text('[table]\nlanguage = "en"\n[buttons]\nok = "GPIO22"\n[camera]\nspec = "opencv:0"\n')
    config = load_config(config_file)
    assert (config.language, config.hints, config.camera) == ("en", True, "opencv:0")
    assert config.buttons == ButtonPins(ok="GPIO22")


def test_a_pin_that_is_not_a_gpio_is_refused_with_the_range(config_file):
    assert refusal(config_file, '[buttons]\nok = "GPIO99"\n') == (
        "config.toml [buttons] ok = 'GPIO99': not a GPIO pin; expected GPIO2 to GPIO27"
    )


def test_a_pin_given_twice_names_the_button_that_has_it(config_file):
    assert refusal(config_file, '[buttons]\nback = "GPIO5"\n') == (
        "config.toml [buttons] back = 'GPIO5': this pin is already used by prev; each button needs its own pin"
    )


def test_a_language_must_be_one_the_catalogue_speaks(config_file):
    assert refusal(config_file, '[table]\nlanguage = "fr"\n') == (
        "config.toml [table] language = 'fr': expected one of de, en"
    )


def test_a_confidence_threshold_must_lie_between_0_and_1(config_file):
    assert refusal(config_file, "[table]\nconfirm_below = 1.5\n") == (
        "config.toml [table] confirm_below = 1.5: expected a number from 0.0 to 1.0"
    )


def test_hints_must_be_true_or_false(config_file):
    assert refusal(config_file, '[table]\nhints = "yes"\n') == (
        "config.toml [table] hints = 'yes': expected true or false"
    )


def test_an_unknown_camera_spec_lists_the_known_ones(config_file):
    assert refusal(config_file, '[camera]\nspec = "usb"\n') == (
        "config.toml [camera] spec = 'usb': camera 'usb' is unknown; "
        "expected picamera2, opencv:<index|path> or replay:<folder|video>"
    )


def test_a_camera_rotation_must_be_a_quarter_turn(config_file):
    assert refusal(config_file, "[camera]\nrotation = 45\n") == (
        "config.toml [camera] rotation = 45: expected one of 0, 90, 180, 270"
    )


def test_a_camera_mounted_upside_down_is_set_as_a_half_turn(config_file):
    config_file.write_text("[camera]\nrotation = 180\n")
    assert load_config(config_file).camera_rotation == 180


def test_a_misspelt_setting_is_refused_not_ignored(config_file):
    assert refusal(config_file, "[table]\nhint = false\n") == (
        "config.toml [table] hint: no such setting; expected one of language, hints, confirm_below, passive_choices"
    )


def test_a_misspelt_section_is_refused(config_file):
    assert refusal(config_file, "[button]\nok = 'GPIO5'\n") == (
        "config.toml [button]: no such section; expected one of table, camera, buttons, journal"
    )


def test_a_file_that_is_not_toml_says_where_and_how_to_recover(config_file):
    assert refusal(config_file, "[table\n") == (
        "config.toml cannot be read: Expected ']' at the end of a table declaration (at line 1, column 7); "
        "fix the line, or delete the file to use the defaults"
    )


def test_errors_read_in_german_at_a_german_table(config_file):
    config_file.write_text('[buttons]\nok = "GPIO99"\n')
    with pytest.raises(ConfigError) as raised:
        load_config(config_file)
    assert str(raised.value) == "config.toml [buttons] ok = 'GPIO99': kein GPIO-Pin; erwartet GPIO2 bis GPIO27"


def test_config_error_is_also_a_value_error():
    assert issubclass(ConfigError, ValueError)


def test_the_language_chosen_at_the_table_is_remembered_in_the_config(tmp_path):
    path = tmp_path / "config.toml"
    save_language("en", path)
    assert load_config(path).language == "en"


def test_remembering_the_language_keeps_every_other_line_and_comment(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('# mine\n[table]\nhints = false\nlanguage = "de"  # ours\n\n[camera]\nspec = "opencv:0"\n')
    save_language("en", path)
    assert (
        path.read_text() == '# mine\n[table]\nhints = false\nlanguage = "en"  # ours\n\n[camera]\nspec = "opencv:0"\n'
    )


def test_remembering_the_language_adds_it_to_a_table_section_without_one(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('[camera]\nspec = "opencv:0"\n\n[table]\nhints = false\n')
    save_language("en", path)
    assert load_config(path).language == "en" and not load_config(path).hints
