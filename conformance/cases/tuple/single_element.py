# parentheses alone do not make a tuple
print((1), (1,), type((1)).__name__, type((1,)).__name__, 1,)
