# chaining user exceptions
class Wrapped(Exception): pass
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise Wrapped("wrapped") from z
except Wrapped as w:
    print(w, type(w.__cause__).__name__)
