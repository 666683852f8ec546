# bare raise with no active exception
try:
    raise
except RuntimeError as e:
    print(type(e).__name__, e)
