# zip with several iterables and strict
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: list(zip('ab', [1, 2])))
t(lambda: list(zip('abc', [1, 2])))
t(lambda: list(zip()))
t(lambda: list(zip('ab')))
t(lambda: list(zip('ab', [1, 2], strict=True)))
t(lambda: list(zip([1], [2], [3], [4])))
t(lambda: list(zip(range(3), 'abcdef', strict=False)))
z = zip('ab', 'cd')
print(next(z), list(z), list(z))
