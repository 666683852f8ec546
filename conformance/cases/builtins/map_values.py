# map with one and several iterables
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: list(map(len, ['a', 'bb'])))
t(lambda: list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])))
t(lambda: list(map(pow, [2, 3], [3, 2], [5, 5])))
t(lambda: list(map(str, range(3))))
t(lambda: list(map(int, [])))
m = map(abs, [-1, -2])
print(next(m), list(m), list(m))
