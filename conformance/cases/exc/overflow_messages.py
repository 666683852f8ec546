# various OverflowError messages
for f in (lambda: 2.0 ** 2000, lambda: float(2 ** 2000), lambda: int(float("inf")), lambda: 10 ** 400 * 1.0, lambda: round(float("inf"))):
    try:
        f()
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
