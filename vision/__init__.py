"""Images in, dice out: finding dice, reading pips, naming colours against a dice-set profile, settling.

Knows nothing of games or screens. Every stage is a plain function of arrays and a profile.
"""
