"""The four GPIO buttons, pressed the gpiozero way: take the mock pin and drive it low."""

import queue

import pytest
from gpiozero import Device

from hardware.buttons import ButtonPins, Buttons
from hardware.events import ButtonEvent


class Clock:
    def __init__(self):
        self.now_s = 0.0

    def __call__(self):
        return self.now_s


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def buttons(clock):
    with Buttons(ButtonPins(hold_s=0.1), clock=clock) as buttons:
        yield buttons
    Device.pin_factory.reset()


def press(buttons, clock, event, down_s=0.2):
    pin = buttons.device(event).pin
    pin.drive_low()
    clock.now_s += down_s
    pin.drive_high()
    clock.now_s += 0.2


def drained(buttons):
    events = []
    while True:
        try:
            events.append(buttons.events.get_nowait())
        except queue.Empty:
            return events


def test_default_pins_are_the_wiring_in_the_readme():
    assert ButtonPins() == ButtonPins(prev="GPIO5", next="GPIO6", ok="GPIO13", back="GPIO19", hold_s=1.0, bounce_s=0.05)


def test_each_button_says_its_name_when_pressed(buttons, clock):
    for event in (ButtonEvent.PREV, ButtonEvent.NEXT, ButtonEvent.OK):
        press(buttons, clock, event)
    assert drained(buttons) == [ButtonEvent.PREV, ButtonEvent.NEXT, ButtonEvent.OK]


def test_buttons_sit_on_the_configured_pins(clock):
    with Buttons(ButtonPins(prev="GPIO17", next="GPIO27", ok="GPIO22", back="GPIO23"), clock=clock) as buttons:
        assert buttons.device(ButtonEvent.OK).pin.info.name == "GPIO22"
    Device.pin_factory.reset()


def test_contact_bounce_within_bounce_s_is_one_press(buttons, clock):
    pin = buttons.device(ButtonEvent.NEXT).pin
    for _ in range(3):  # the contact chatters for 30 ms, then stays closed
        pin.drive_low()
        clock.now_s += 0.005
        pin.drive_high()
        clock.now_s += 0.005
    pin.drive_low()
    clock.now_s += 0.3
    pin.drive_high()
    assert drained(buttons) == [ButtonEvent.NEXT]


def test_presses_further_apart_than_bounce_s_all_count(buttons, clock):
    for _ in range(3):
        press(buttons, clock, ButtonEvent.NEXT, down_s=0.06)
    assert drained(buttons) == [ButtonEvent.NEXT] * 3


def test_back_tapped_says_back_when_released(buttons, clock):
    pin = buttons.device(ButtonEvent.BACK).pin
    pin.drive_low()
    assert drained(buttons) == []
    clock.now_s += 0.06
    pin.drive_high()
    assert drained(buttons) == [ButtonEvent.BACK]


def test_back_held_says_back_held_once_and_nothing_on_release(buttons, clock):
    pin = buttons.device(ButtonEvent.BACK).pin
    pin.drive_low()
    assert buttons.events.get(timeout=2) == ButtonEvent.BACK_HELD
    clock.now_s += 1.0
    pin.drive_high()
    assert drained(buttons) == []
