# except with a tuple of types binds the exception
for f in (lambda: 1 / 0, lambda: [][0], lambda: {}["k"]):
    try:
        f()
    except (ZeroDivisionError, IndexError) as e:
        print("caught", type(e).__name__, e)
    except KeyError as e:
        print("key", e)
