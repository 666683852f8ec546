# except* on a plain exception wraps it in an ExceptionGroup with an empty message
try:
    raise KeyError("k")
except* KeyError as e:
    print(type(e).__name__, repr(e.message), e.exceptions)
try:
    raise KeyboardInterrupt
except* KeyboardInterrupt as e:
    print(type(e).__name__)
