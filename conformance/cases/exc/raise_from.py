# raise X from Y sets __cause__
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("wrapped") from e
except ValueError as v:
    print(repr(v), repr(v.__cause__), v.__suppress_context__, type(v.__context__).__name__)
