import pytest

from dicetable import messages
from dicetable.messages import colour_name, placeholders, text


def test_every_message_has_german_and_english_with_the_same_placeholders():
    for key, entry in messages.catalogue().items():
        assert entry["de"].strip() and entry["en"].strip(), key
        assert placeholders(entry["de"]) == placeholders(entry["en"]), key


def test_text_renders_in_the_language_set_for_the_table():
    messages.set_language("en")
    assert str(text("colour.pink")) == "pink"
    messages.set_language("de")
    assert str(text("colour.pink")) == "Rosa"


def test_nested_text_renders_in_the_same_language():
    message = text("error.action_not_legal", action=text("colour.white"), reason=text("error.no_such_option"))
    assert message.in_language("en") == "white is not allowed now: that option is not available now"


def test_a_missing_key_fails_when_the_text_is_made():
    with pytest.raises(KeyError, match=r"colour\.plaid"):
        text("colour.plaid")


def test_an_unknown_language_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="de, en"):
        messages.set_language("fr")


def test_a_colour_the_players_named_themselves_is_shown_as_they_wrote_it():
    assert (str(colour_name("fifth")), str(colour_name("silver")), str(colour_name("türkis"))) == (
        "fünfte Farbe",
        "Silber",
        "türkis",
    )
