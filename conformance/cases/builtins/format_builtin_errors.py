# format() argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: format())
t(lambda: format(1, 2))
t(lambda: format(1, 'd', 3))
t(lambda: format(value=1))
t(lambda: format([], 'x'))
t(lambda: format(None, 'd'))
