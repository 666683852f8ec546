# iter() and next() with defaults
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: next(iter([1])))
t(lambda: next(iter([]), 5))
t(lambda: next(iter('ab')))
t(lambda: next(iter(range(3)), None))
t(lambda: next(iter({}), 'empty'))
it = iter([1, 2])
print(next(it), next(it), next(it, 'done'), next(it, 'done'))
it = iter((1,))
print(iter(it) is it)
