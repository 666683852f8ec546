# ints too large for an index
for f in (lambda: "a" * (2**63), lambda: len(range(2**64)), lambda: [1][2**63]):
    try:
        f()
    except (OverflowError, IndexError) as e:
        print(type(e).__name__, e)
