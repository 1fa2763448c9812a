"""pygame screens: renders a view model to pixels, never decides rules.

The companion builds a frozen view model (`display.views`, `display.views_dsc`, `display.views_gnw`) and
hands it to `display.renderer.Renderer`, in a window or headless (PNG files). Screens are designed at
800×480 and scale to any size; every word on them comes from the message catalogue.
"""
