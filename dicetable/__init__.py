"""The vocabulary every room of dicetable shares: one error base class and one message catalogue.

It holds no logic of its own, so `games`, `vision`, `hardware`, `display` and `companion` can all import it
without reaching into each other.
"""
