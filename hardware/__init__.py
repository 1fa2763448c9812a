"""Camera backends and input devices, each behind one small protocol. Knows nothing of games."""
