# exception in finally replaces the original
try:
    try:
        raise ValueError("original")
    finally:
        raise KeyError("from finally")
except Exception as e:
    print(type(e).__name__, e, "| context:", repr(e.__context__))
