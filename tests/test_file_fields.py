import pytest

from dicetable.file_fields import FieldChecks
from vision.profiles import ProfileError

CHECKS = FieldChecks(ProfileError, "vision.profile.invalid")


def test_a_field_of_the_expected_kind_is_handed_back():
    assert CHECKS.require({"blue": 4}, dict, "gnw.json", "dice", "{colour: count, …}") == {"blue": 4}


def test_a_field_of_another_kind_raises_the_files_error_naming_file_field_expected_and_found():
    with pytest.raises(ProfileError) as raised:
        CHECKS.require(["blue"], dict, "gnw.json", "dice", "{colour: count, …}")
    assert str(raised.value).startswith(
        'Würfelsatz-Profil gnw.json, Feld dice: erwartet {colour: count, …}, gefunden ["blue"].'
    )
