"""The four GPIO push buttons, each between a pin and ground, through gpiozero.

PREV, NEXT and OK speak when pressed. BACK speaks when released, unless it was held for `hold_s`: then it
says BACK_HELD once, at the moment the hold is reached, and its release says nothing.

Debouncing is done here rather than by the pin driver, so every pin factory (lgpio on the Pi, the mock in
tests) behaves the same: an edge closer than `bounce_s` to the last accepted one is contact bounce.
"""

from __future__ import annotations

import queue
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Self

from gpiozero import Button

from hardware.events import ButtonEvent


@dataclass(frozen=True)
class ButtonPins:
    prev: str = "GPIO5"
    next: str = "GPIO6"
    ok: str = "GPIO13"
    back: str = "GPIO19"  # hold for menu / undo
    hold_s: float = 1.0
    bounce_s: float = 0.05


class DebouncedButton:
    """One gpiozero Button whose accepted presses and releases call `on_press` / `on_release`."""

    def __init__(
        self,
        pin: str,
        pins: ButtonPins,
        on_press: Callable[[], None],
        on_release: Callable[[], None] = lambda: None,
        on_hold: Callable[[], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        pin_factory: Any = None,
    ) -> None:
        self.device = Button(pin, pull_up=True, hold_time=pins.hold_s, pin_factory=pin_factory)
        self._bounce_s = pins.bounce_s
        self._clock = clock
        self._is_down = False
        self._last_edge_s = -float("inf")
        self._on_press = on_press
        self._on_release = on_release
        self.device.when_pressed = lambda: self._edge(True)
        self.device.when_released = lambda: self._edge(False)
        if on_hold is not None:
            self.device.when_held = lambda: self._held(on_hold)

    def _edge(self, is_down: bool) -> None:
        now = self._clock()
        if is_down == self._is_down or now - self._last_edge_s < self._bounce_s:
            return
        self._is_down = is_down
        self._last_edge_s = now
        (self._on_press if is_down else self._on_release)()

    def _held(self, on_hold: Callable[[], None]) -> None:
        if self._is_down:  # gpiozero times the hold from the raw edge; a bounced press is no hold
            on_hold()

    def close(self) -> None:
        self.device.close()


class Buttons:
    """The four buttons; accepted events land in `events`, a queue the table loop drains."""

    def __init__(
        self, pins: ButtonPins = ButtonPins(), clock: Callable[[], float] = time.monotonic, pin_factory: Any = None
    ) -> None:
        self.pins = pins
        self.events: queue.Queue[ButtonEvent] = queue.Queue()
        self._back_was_held = False
        put = self.events.put
        self._buttons: dict[ButtonEvent, DebouncedButton] = {}
        try:
            for event, pin in ((ButtonEvent.PREV, pins.prev), (ButtonEvent.NEXT, pins.next), (ButtonEvent.OK, pins.ok)):
                self._buttons[event] = DebouncedButton(
                    pin, pins, lambda event=event: put(event), clock=clock, pin_factory=pin_factory
                )
            self._buttons[ButtonEvent.BACK] = DebouncedButton(
                pins.back,
                pins,
                on_press=self._back_pressed,
                on_release=self._back_released,
                on_hold=self._back_held,
                clock=clock,
                pin_factory=pin_factory,
            )
        except Exception:
            self.close()
            raise

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        for button in self._buttons.values():
            button.close()
        self._buttons.clear()

    def device(self, event: ButtonEvent) -> Button:
        """The gpiozero Button behind PREV, NEXT, OK or BACK (tests drive its pin)."""
        return self._buttons[event].device

    def _back_pressed(self) -> None:
        self._back_was_held = False

    def _back_held(self) -> None:
        self._back_was_held = True
        self.events.put(ButtonEvent.BACK_HELD)

    def _back_released(self) -> None:
        if not self._back_was_held:
            self.events.put(ButtonEvent.BACK)
