# type() with one argument and its errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: type(1))
t(lambda: type('a'))
t(lambda: type(True))
t(lambda: type([]) is list)
t(lambda: type(None))
t(lambda: type(1.5).__name__)
t(lambda: type(type))
