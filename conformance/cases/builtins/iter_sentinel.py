# iter(callable, sentinel)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
data = [1, 2, 3, 0, 4]
it = iter(data.pop, 2)
print(list(it), data)
n = [0]
def f():
    n[0] += 1
    return n[0]
print(list(iter(f, 4)))
it = iter(lambda: 1, 1)
print(list(it), list(it))
t(lambda: iter(1, 2))
t(lambda: iter(None, 1))
it = iter([5, 6, 7].pop, 5)
print(next(it), next(it), next(it, 'end'))
