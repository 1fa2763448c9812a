"""Keyboard, mouse and touch screen as the four buttons, for a desktop or a touch display.

The display loop owns pygame's event queue and feeds each event in; this module only translates.

- keys: Left/Up = PREV, Right/Down = NEXT, Enter/Space = OK, Backspace/Escape = BACK (held `hold_s`:
  BACK_HELD), M = BACK_HELD (the menu) at once.
- mouse and touch: a tap on the left quarter of the screen is PREV, on the right quarter NEXT, elsewhere OK;
  the right mouse button is BACK; a touch or left click held `hold_s` is BACK_HELD; the wheel is PREV/NEXT.
"""

from __future__ import annotations

from typing import Any

import pygame

from hardware.events import ButtonEvent

KEYS = {
    pygame.K_LEFT: ButtonEvent.PREV,
    pygame.K_UP: ButtonEvent.PREV,
    pygame.K_RIGHT: ButtonEvent.NEXT,
    pygame.K_DOWN: ButtonEvent.NEXT,
    pygame.K_RETURN: ButtonEvent.OK,
    pygame.K_KP_ENTER: ButtonEvent.OK,
    pygame.K_SPACE: ButtonEvent.OK,
    pygame.K_m: ButtonEvent.BACK_HELD,
}
BACK_KEYS = (pygame.K_BACKSPACE, pygame.K_ESCAPE)
EDGE_ZONE = 0.25  # fraction of the width at each side that taps as PREV (left) and NEXT (right)


def tap_event(x_fraction: float) -> ButtonEvent:
    """The button a tap at `x_fraction` (0 = left edge, 1 = right edge) stands for."""
    if x_fraction < EDGE_ZONE:
        return ButtonEvent.PREV
    if x_fraction > 1 - EDGE_ZONE:
        return ButtonEvent.NEXT
    return ButtonEvent.OK


class KeyboardInput:
    """Translates pygame events into button events; a long press is reported by `poll` once it is reached."""

    def __init__(self, screen_width: int, hold_s: float = 1.0) -> None:
        self.screen_width = screen_width
        self.hold_s = hold_s
        self._down_since_s: float | None = None  # when the held BACK key, touch or click began
        self._held_is_back = False  # a held key means BACK; a held touch or click means a tap
        self._tap_x = 0.0
        self._was_held = False

    def feed(self, event: Any, now_s: float) -> list[ButtonEvent]:
        """The button events one pygame event means (mostly none or one); `now_s` is monotonic seconds."""
        kind = event.type
        if kind == pygame.KEYDOWN and event.key in KEYS:
            return [KEYS[event.key]]
        if kind == pygame.KEYDOWN and event.key in BACK_KEYS:
            self._start_press(now_s, is_back=True)
        elif kind == pygame.KEYUP and event.key in BACK_KEYS:
            return self._end_press(now_s)
        elif kind == pygame.MOUSEWHEEL:
            return [ButtonEvent.PREV if event.y > 0 else ButtonEvent.NEXT]
        elif kind == pygame.MOUSEBUTTONDOWN and not getattr(event, "touch", False):
            if event.button == pygame.BUTTON_RIGHT:
                return [ButtonEvent.BACK]
            if event.button == pygame.BUTTON_LEFT:
                self._start_press(now_s, is_back=False, x_fraction=event.pos[0] / self.screen_width)
        elif kind == pygame.MOUSEBUTTONUP and not getattr(event, "touch", False):
            if event.button == pygame.BUTTON_LEFT:
                return self._end_press(now_s)
        elif kind == pygame.FINGERDOWN:  # SDL gives finger x already as a fraction of the width
            self._start_press(now_s, is_back=False, x_fraction=event.x)
        elif kind == pygame.FINGERUP:
            return self._end_press(now_s)
        return []

    def poll(self, now_s: float) -> list[ButtonEvent]:
        """BACK_HELD once a press has lasted `hold_s`; call it every frame of the display loop."""
        if self._down_since_s is None or self._was_held or now_s - self._down_since_s < self.hold_s:
            return []
        self._was_held = True
        return [ButtonEvent.BACK_HELD]

    def _start_press(self, now_s: float, is_back: bool, x_fraction: float = 0.5) -> None:
        self._down_since_s = now_s
        self._held_is_back = is_back
        self._tap_x = x_fraction
        self._was_held = False

    def _end_press(self, now_s: float) -> list[ButtonEvent]:
        if self._down_since_s is None:
            return []
        held = self.poll(now_s)
        was_held, self._down_since_s = self._was_held, None
        if was_held:
            return held
        return [ButtonEvent.BACK if self._held_is_back else tap_event(self._tap_x)]
