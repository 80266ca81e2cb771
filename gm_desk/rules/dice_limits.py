"""The bounds a dice expression is held to before d20 sees it (`dice` checks them).

Apart from `dice` so that a widget can size its entry line by them without loading the dice rules: the
dice roller's dock is built with the window's frame, before anything rolls.
"""

MAX_EXPRESSION_LENGTH = 64
MAX_DICE = 100
MAX_DIE_SIZE = 1000
MAX_FACES_ROLLED = 500  # d20's own roll limit, for rerolls and explosions
