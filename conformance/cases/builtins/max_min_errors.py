# max and min errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: max([]))
t(lambda: min([]))
t(lambda: max(1, 2, default=3))
t(lambda: max())
t(lambda: min())
t(lambda: max(1))
t(lambda: max([1, 2], foo=1))
t(lambda: min(1, 2, x=1))
t(lambda: max(1, 'a'))
t(lambda: min(iterable=[1]))
t(lambda: min([1, 'a']))
t(lambda: max([1], key=1))
