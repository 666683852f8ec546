# bool() conversions and argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: bool())
t(lambda: bool(0))
t(lambda: bool(0.0))
t(lambda: bool(''))
t(lambda: bool('a'))
t(lambda: bool([]))
t(lambda: bool([0]))
t(lambda: bool(None))
t(lambda: bool(0j))
t(lambda: bool(range(0)))
t(lambda: bool(1, 2))
t(lambda: bool(x=1))
