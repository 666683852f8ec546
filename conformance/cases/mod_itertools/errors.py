# itertools: argument errors
from itertools import *
tests = [lambda: islice("abc", -1), lambda: islice("abc", 0, 2, 0), lambda: islice("abc", "x"),
         lambda: combinations("abc", -1), lambda: permutations("abc", -2), lambda: product("a", repeat=-1),
         lambda: count("a"), lambda: tee("a", -1), lambda: list(starmap(pow, [1])), lambda: cycle(),
         lambda: repeat(), lambda: chain(1), lambda: list(chain(1)), lambda: combinations("ab")]
for f in tests:
    try:
        r = f()
        print("ok", type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
