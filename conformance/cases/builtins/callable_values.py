# callable() on functions, types, methods and values
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: callable(len))
t(lambda: callable(int))
t(lambda: callable(lambda: 0))
t(lambda: callable([].append))
t(lambda: callable(1))
t(lambda: callable('abc'))
t(lambda: callable(None))
t(lambda: callable(str.upper))
t(lambda: callable())
t(lambda: callable(x=1))
