# raise ... from None suppresses context
try:
    try:
        {}["a"]
    except KeyError:
        raise ValueError("clean") from None
except ValueError as v:
    print(v.__cause__, v.__suppress_context__, repr(v.__context__))
