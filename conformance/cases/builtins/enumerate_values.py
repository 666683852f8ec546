# enumerate with start and keyword arguments
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: list(enumerate('ab')))
t(lambda: list(enumerate('ab', 1)))
t(lambda: list(enumerate('ab', start=5)))
t(lambda: list(enumerate(iterable='ab')))
t(lambda: list(enumerate([], 3)))
t(lambda: list(enumerate('abc', -2)))
t(lambda: list(enumerate('ab', 2**70)))
t(lambda: list(enumerate('a', True)))
e = enumerate('xyz')
print(next(e), next(e), list(e))
