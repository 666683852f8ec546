# ordering between unrelated types is a TypeError
for f in (lambda: 1 < "a", lambda: [] < (), lambda: None > None, lambda: {} < {}, lambda: "a" >= 1.0, lambda: [1] < ["a"]):
    try:
        f()
    except TypeError as e:
        print(e)
