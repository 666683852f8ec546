# KeyError caught as LookupError keeps message
try:
    {"a": 1}["b"]
except LookupError as e:
    print(type(e).__name__, repr(e), e.args)
