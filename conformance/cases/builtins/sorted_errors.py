# sorted errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: sorted())
t(lambda: sorted([1], [2]))
t(lambda: sorted([1, 'a']))
t(lambda: sorted(1))
t(lambda: sorted([1], cmp=1))
t(lambda: sorted([], key=1, x=2))
t(lambda: sorted(iterable=[]))
t(lambda: sorted([2, 1], key=1))
t(lambda: sorted([None, None]))
t(lambda: sorted([1, 2], reverse='x'))
