# ExceptionGroup: CPython's errors for bad arguments
tests = [
    lambda: ExceptionGroup("m"),
    lambda: ExceptionGroup(1, [ValueError()]),
    lambda: ExceptionGroup("m", ValueError()),
    lambda: ExceptionGroup("m", []),
    lambda: ExceptionGroup("m", [ValueError(), 5]),
    lambda: ExceptionGroup("m", [ValueError], ),
    lambda: ExceptionGroup(),
]
for t in tests:
    try:
        t()
        print("no error")
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
