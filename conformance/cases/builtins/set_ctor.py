# set() construction and errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: sorted(set([1, 2, 2])))
t(lambda: set())
t(lambda: sorted(set('abca')))
t(lambda: set(range(3)) == {0, 1, 2})
t(lambda: set(1))
t(lambda: set([[]]))
t(lambda: set(x=1))
t(lambda: set(1, 2))
