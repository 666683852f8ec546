# except Exception catches builtin errors
for f in (lambda: 1 / 0, lambda: int("x"), lambda: [][0], lambda: None.x, lambda: undefined):
    try:
        f()
    except Exception as e:
        print(type(e).__name__)
