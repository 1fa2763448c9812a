"""pygame screens: renders a view model to pixels, never decides rules."""
