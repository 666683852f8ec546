# raise from None hides the context
try:
    int("x")
except ValueError:
    raise TypeError("not a number") from None
