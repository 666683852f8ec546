# tuple() and list() construction
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: tuple([1, 2]))
t(lambda: tuple('ab'))
t(lambda: tuple())
t(lambda: list())
t(lambda: list('ab'))
t(lambda: list(range(3)))
t(lambda: list({1: 2}))
t(lambda: tuple({'a': 1}.items()))
t(lambda: tuple(1))
t(lambda: tuple(1, 2))
t(lambda: tuple(x=1))
t(lambda: list(1, 2))
t(lambda: list(x=1))
t(lambda: list(None))
