# reversed over sequences and dicts
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: list(reversed([1, 2, 3])))
t(lambda: list(reversed(range(5))))
t(lambda: list(reversed('abc')))
t(lambda: list(reversed((1, 2))))
t(lambda: list(reversed({1: 2, 3: 4})))
t(lambda: list(reversed({1: 2, 3: 4}.items())))
t(lambda: list(reversed({1: 2, 3: 4}.values())))
t(lambda: list(reversed(b'ab')))
t(lambda: list(reversed([])))
r = reversed([1, 2, 3])
print(next(r), list(r))
