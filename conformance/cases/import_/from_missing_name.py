# importing a missing name from a module
try:
    from math import no_such_name
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
