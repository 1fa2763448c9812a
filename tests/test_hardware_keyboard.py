"""Keyboard, mouse and touch translated into the four buttons."""

import pygame
import pytest

from hardware.events import ButtonEvent
from hardware.keyboard import KeyboardInput


def key(kind, code):
    return pygame.event.Event(kind, key=code)


@pytest.fixture
def keyboard():
    return KeyboardInput(screen_width=800, hold_s=1.0)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        (pygame.K_LEFT, ButtonEvent.PREV),
        (pygame.K_UP, ButtonEvent.PREV),
        (pygame.K_RIGHT, ButtonEvent.NEXT),
        (pygame.K_DOWN, ButtonEvent.NEXT),
        (pygame.K_RETURN, ButtonEvent.OK),
        (pygame.K_SPACE, ButtonEvent.OK),
        (pygame.K_m, ButtonEvent.BACK_HELD),
    ],
)
def test_keys_stand_for_buttons(keyboard, code, expected):
    assert keyboard.feed(key(pygame.KEYDOWN, code), 0.0) == [expected]


def test_escape_tapped_is_back_on_release(keyboard):
    assert keyboard.feed(key(pygame.KEYDOWN, pygame.K_ESCAPE), 0.0) == []
    assert keyboard.feed(key(pygame.KEYUP, pygame.K_ESCAPE), 0.2) == [ButtonEvent.BACK]


def test_backspace_held_is_back_held_as_soon_as_the_hold_is_reached(keyboard):
    keyboard.feed(key(pygame.KEYDOWN, pygame.K_BACKSPACE), 0.0)
    assert keyboard.poll(0.5) == []
    assert keyboard.poll(1.0) == [ButtonEvent.BACK_HELD]
    assert keyboard.poll(1.5) == []
    assert keyboard.feed(key(pygame.KEYUP, pygame.K_BACKSPACE), 2.0) == []


@pytest.mark.parametrize(("x", "expected"), [(50, ButtonEvent.PREV), (400, ButtonEvent.OK), (780, ButtonEvent.NEXT)])
def test_a_click_taps_by_where_it_lands(keyboard, x, expected):
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=pygame.BUTTON_LEFT, pos=(x, 240), touch=False)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, button=pygame.BUTTON_LEFT, pos=(x, 240), touch=False)
    assert keyboard.feed(down, 0.0) == []
    assert keyboard.feed(up, 0.1) == [expected]


def test_a_touch_held_is_back_held(keyboard):
    keyboard.feed(pygame.event.Event(pygame.FINGERDOWN, x=0.5, y=0.5), 0.0)
    assert keyboard.feed(pygame.event.Event(pygame.FINGERUP, x=0.5, y=0.5), 1.2) == [ButtonEvent.BACK_HELD]


def test_a_touch_tap_on_the_right_edge_is_next(keyboard):
    keyboard.feed(pygame.event.Event(pygame.FINGERDOWN, x=0.9, y=0.5), 0.0)
    assert keyboard.feed(pygame.event.Event(pygame.FINGERUP, x=0.9, y=0.5), 0.1) == [ButtonEvent.NEXT]


def test_mouse_events_that_sdl_made_from_a_touch_are_not_counted_twice(keyboard):
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=pygame.BUTTON_LEFT, pos=(400, 240), touch=True)
    assert keyboard.feed(down, 0.0) == []
    assert keyboard.poll(2.0) == []


def test_right_click_is_back(keyboard):
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=pygame.BUTTON_RIGHT, pos=(400, 240), touch=False)
    assert keyboard.feed(event, 0.0) == [ButtonEvent.BACK]


def test_the_wheel_moves_through_options(keyboard):
    assert keyboard.feed(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1), 0.0) == [ButtonEvent.PREV]
    assert keyboard.feed(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1), 0.0) == [ButtonEvent.NEXT]
