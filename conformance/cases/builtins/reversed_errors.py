# reversed argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: reversed(1))
t(lambda: reversed({1}))
t(lambda: reversed())
t(lambda: reversed([], []))
t(lambda: reversed(seq=[]))
t(lambda: reversed(iter([1])))
t(lambda: reversed(None))
