from dicetable.messages import text
from vision.expected import ExpectedDice, contradictions, with_expected_check
from vision.profiles import load_profile
from vision.reading import DieReading, TableReading, Unreadable

GEHT_NOCH_WAS = ExpectedDice.from_profile(load_profile("geht-noch-was"))


def die(colour: str, value: int | None = 3) -> DieReading:
    return DieReading(value, colour, (10.0, 10.0), ((0.0, 0.0), (20.0, 0.0), (20.0, 20.0), (0.0, 20.0)), 0.9)


def reading(*colours: str, unreadable: int = 0) -> TableReading:
    cocked = tuple(Unreadable((50.0, 50.0), text("colour.unknown")) for _ in range(unreadable))
    return TableReading(tuple(die(colour) for colour in colours), cocked)


def test_four_blue_and_three_red_fit_geht_noch_was():
    assert contradictions(reading(*["blue"] * 4, *["red"] * 3), GEHT_NOCH_WAS) == ()


def test_five_blue_and_two_red_contradict_geht_noch_was_in_plain_words():
    (warning,) = contradictions(reading(*["blue"] * 5, *["red"] * 2), GEHT_NOCH_WAS)
    assert str(warning) == (
        "Die Würfel passen nicht zum Satz: erwartet 4 × Blau, 3 × Rot, gelesen 5 × Blau, 2 × Rot. "
        "Bitte die Würfel prüfen."
    )


def test_the_warning_renders_in_english_when_the_table_speaks_english():
    (warning,) = contradictions(reading("blue"), GEHT_NOCH_WAS)
    assert warning.in_language("en") == (
        "The dice do not match the set: expected 4 × blue, 3 × red, read 1 × blue. Please check the dice."
    )


def test_an_unreadable_die_may_be_the_missing_one():
    assert contradictions(reading(*["blue"] * 4, *["red"] * 2, unreadable=1), GEHT_NOCH_WAS) == ()


def test_a_die_of_undecided_colour_may_be_the_missing_one():
    assert contradictions(reading(*["blue"] * 3, "unknown", *["red"] * 3), GEHT_NOCH_WAS) == ()


def test_an_eighth_die_contradicts_even_when_its_colour_is_undecided():
    (warning,) = contradictions(reading(*["blue"] * 4, *["red"] * 3, "unknown"), GEHT_NOCH_WAS)
    assert "gelesen 4 × Blau, 3 × Rot, 1 × unbekannt" in str(warning)


def test_missing_dice_with_nothing_unreadable_contradict_an_exact_set():
    (warning,) = contradictions(reading(*["blue"] * 4, *["red"] * 2, unreadable=0), GEHT_NOCH_WAS)
    assert "gelesen 4 × Blau, 2 × Rot." in str(warning)


def test_fewer_dice_are_fine_when_the_counts_are_upper_bounds():
    assert (
        contradictions(reading("yellow", "white"), ExpectedDice.from_profile(load_profile("doppelt-so-clever"))) == ()
    )


def test_two_yellow_dice_contradict_doppelt_so_clever():
    (warning,) = contradictions(
        reading("yellow", "yellow"), ExpectedDice.from_profile(load_profile("doppelt-so-clever"))
    )
    assert str(warning).startswith(
        "Die Würfel passen nicht zum Satz: erwartet höchstens 1 × Gelb, 1 × Blau, 1 × Grün, 1 × Rosa, 1 × Silber, "
        "1 × Weiß, gelesen 2 × Gelb."
    )


def test_an_empty_table_reads_as_no_dice():
    (warning,) = contradictions(reading(), GEHT_NOCH_WAS)
    assert "gelesen keine Würfel." in str(warning)


def test_the_check_adds_its_warning_and_keeps_the_reading():
    wrong = reading(*["blue"] * 5, *["red"] * 2)
    checked = with_expected_check(wrong, GEHT_NOCH_WAS)
    assert (checked.dice, checked.warnings) == (wrong.dice, contradictions(wrong, GEHT_NOCH_WAS))


def test_a_game_can_expect_only_the_dice_it_rolled_now():
    three_left = ExpectedDice((("blue", 1), ("green", 1), ("pink", 1)), is_exact=True)
    assert len(contradictions(reading("blue", "green"), three_left)) == 1


def test_two_faces_read_for_the_one_push_die_contradict_it():
    (warning,) = contradictions(reading("red", "star"), ExpectedDice.from_profile(load_profile("push")))
    assert str(warning) == (
        "Die Würfel passen nicht zum Satz: erwartet höchstens 1 Würfel, gelesen 1 × Rot, 1 × Stern. "
        "Bitte die Würfel prüfen."
    )
