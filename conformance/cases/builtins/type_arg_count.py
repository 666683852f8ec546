# type() with a wrong number of arguments
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: type())
t(lambda: type(1, 2))
t(lambda: type(1, 2, 3, 4))
