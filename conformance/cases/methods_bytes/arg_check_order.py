# The order in which bytes and bytearray methods check their arguments:
# find/count/index read the slice bounds before the sub argument, replace
# reads old and new before count (so which error is raised first).
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for b in (b"abcab", bytearray(b"abcab")):
    for m in ("count", "find", "rfind", "index", "rindex"):
        for args in [(300, "x"), (-1, 0, "x"), ("a", "x"), (2**70, "x"), (1.5, "x"),
                     (300,), ("a",), (b"a", 0, 2**70), (b"a", None, -2**70), (b"z", 1, None),
                     (97, -3), (b"", 9)]:
            show(lambda: getattr(b, m)(*args))
    for args in [(1, b"x", 1.5), (b"a", 1, 1.5), (b"a", b"x", 1.5), (b"a", b"x", "1"),
                 ("a", b"x"), (b"", b"-", 2), (b"a", b"x", 2**70), (b"a", b"", -1)]:
        show(lambda: b.replace(*args))
    show(lambda: b.startswith(300, "x"))
    show(lambda: b.endswith("a", "x"))
    show(lambda: b.split(b"", 1.5))
