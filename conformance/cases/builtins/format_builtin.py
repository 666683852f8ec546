# format() with and without specs
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: format(1.5))
t(lambda: format(12))
t(lambda: format('ab'))
t(lambda: format(3, 'd'))
t(lambda: format('x', ''))
t(lambda: format([1, 2]))
t(lambda: format(None))
t(lambda: format(True))
t(lambda: format(2**70))
