"""The screen the companion draws on (full screen or a window) and the inputs that come with it: keyboard,
mouse and touch through pygame, and the GPIO buttons where the Pi's pins are there."""

from __future__ import annotations

import os
import time
from queue import Queue

from gpiozero.exc import BadPinFactory

from hardware.buttons import ButtonPins, Buttons
from hardware.events import ButtonEvent


class Screen:
    """The pygame window or full screen, and the keyboard, mouse and touch input that comes with it."""

    def __init__(self, fullscreen: bool, hold_s: float) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        from display.renderer import Renderer
        from hardware.keyboard import KeyboardInput

        self._pygame = pygame
        size = (800, 480)
        if fullscreen:
            pygame.display.init()
            info = pygame.display.Info()
            size = (info.current_w, info.current_h)
            pygame.mouse.set_visible(False)
        self.renderer = Renderer(size, headless=False, fullscreen=fullscreen)
        self.keyboard = KeyboardInput(size[0], hold_s)

    def show(self, view: object) -> None:
        self.renderer.draw(view)

    def button_events(self) -> list[ButtonEvent]:
        """What the keyboard, mouse and touch said since last asked; closing the window ends the program."""
        now_s = time.monotonic()
        events: list[ButtonEvent] = []
        for event in self._pygame.event.get():
            if event.type == self._pygame.QUIT:
                raise KeyboardInterrupt
            events += self.keyboard.feed(event, now_s)
        return events + self.keyboard.poll(now_s)


def gpio_buttons(pins: ButtonPins) -> Buttons | None:
    """The GPIO buttons, or None on a machine without GPIO pins (a desktop): then the keyboard serves."""
    try:
        return Buttons(pins)
    except BadPinFactory:
        return None


def drain(queue: Queue[ButtonEvent]) -> list[ButtonEvent]:
    events = []
    while not queue.empty():
        events.append(queue.get_nowait())
    return events
