# abs argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: abs())
t(lambda: abs(1, 2))
t(lambda: abs(x=1))
t(lambda: abs('a'))
t(lambda: abs([]))
t(lambda: abs(None))
