# filter with None and with functions
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: list(filter(None, [0, 1, 2, '', 'a', None, [], [0]])))
t(lambda: list(filter(lambda x: x > 1, [1, 2, 3])))
t(lambda: list(filter(str.isdigit, 'a1b2')))
t(lambda: list(filter(None, [])))
f = filter(None, range(5))
print(next(f), list(f))
