# bitwise ops on floats are TypeErrors
for f in (lambda: 1.0 & 1, lambda: 1 | 2.0, lambda: 1.5 << 1, lambda: 1 >> 1.0):
    try:
        f()
    except TypeError as e:
        print(e)
