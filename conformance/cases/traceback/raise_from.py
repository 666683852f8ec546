# an explicit cause: both tracebacks
try:
    {}["k"]
except KeyError as e:
    raise ValueError("bad key") from e
