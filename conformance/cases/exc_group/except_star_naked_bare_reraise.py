# except*: bare raise of a wrapped plain exception propagates the wrapping group
try:
    try:
        raise ValueError("v")
    except* ValueError:
        raise
except ExceptionGroup as e:
    print(repr(e))
