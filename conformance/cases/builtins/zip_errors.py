# zip strict mismatches and argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: list(zip('ab', [1], strict=True)))
t(lambda: list(zip('a', [1, 2], strict=True)))
t(lambda: list(zip('ab', [1, 2], [3], strict=True)))
t(lambda: list(zip('ab', 'ab', 'abc', strict=True)))
t(lambda: zip(1))
t(lambda: zip('a', 1))
t(lambda: list(zip('ab', foo=1)))
