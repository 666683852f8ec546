# notes on both exceptions of a chain (__cause__), each after its own message
try:
    try:
        {}["k"]
    except KeyError as e:
        e.add_note("inner note")
        raise RuntimeError("outer") from e
except RuntimeError as r:
    r.add_note("outer note")
    raise
