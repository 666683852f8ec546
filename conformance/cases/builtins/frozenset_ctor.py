# frozenset() construction
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: sorted(frozenset([3, 1, 2, 1])))
t(lambda: frozenset())
t(lambda: sorted(frozenset('aab')))
t(lambda: frozenset(range(3)) == frozenset([0, 1, 2]))
t(lambda: frozenset(1))
t(lambda: frozenset([[]]))
t(lambda: frozenset(x=1))
t(lambda: frozenset(1, 2))
